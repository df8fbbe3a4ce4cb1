/**
 * GET /earnings/pay/csv?period=week|month&start=YYYY-MM-DD (issue 53 §3): the pay run of a period
 * as CSV a bank's bulk-transfer upload reads, `driver-pay_<start>.csv`, streamed from the server;
 * the same figures as the page, to the kobo (app/domain/driver-pay.ts `payRunCsvRows`).
 * Owner and earnings managers.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { PAY_RUN_CSV_COLUMNS, payRunCsvRows, periodOf } from '~/domain/driver-pay';
import { csvFilename, csvResponse, csvTitles } from '~/server/csv.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { lagosToday } from '~/server/validation/fleet.server';
import { isCalendarDay } from '~contract/lagos-time';

export const handle: PageHandle = { title: 'Driver pay', routeName: 'earnings.pay.csv', area: 'earnings' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const url = new URL(request.url);
  const start = url.searchParams.get('start') ?? '';
  const period = periodOf(isCalendarDay(start) ? start : lagosToday(), url.searchParams.get('period') === 'month' ? 'month' : 'week');
  const back = `/earnings/pay?period=${period.kind}&start=${period.start}`;
  const rows = (async function* () {
    yield* payRunCsvRows((await api.pay.run(ctx.partner.id, period.kind, period.start)).rows);
  })();
  return csvResponse(csvFilename('driver-pay', period.start), PAY_RUN_CSV_COLUMNS, rows, { signal: context.signal, back, titles: csvTitles(request, session.user, PAY_RUN_CSV_COLUMNS) });
}
