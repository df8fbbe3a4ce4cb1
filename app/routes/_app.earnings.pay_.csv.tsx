/**
 * GET /earnings/pay/csv?period=week|month&start=YYYY-MM-DD (issue 67 §7): the bank's bulk-transfer
 * file of a period, `driver-pay_<start>.csv`, streamed from the server: one row per transfer still
 * to make (a payable driver with something to pay and an account: never one already paid, never
 * ₦0.00), the column names on the first line and the same in every language (a bank reads them), no
 * byte-order mark, the account number as its 10 digits in quotes, the amount in naira with kobo,
 * a narration with the period (the driver's bank shows it) and the transfer's own reference to
 * reconcile with. The same figures as the page and the confirmation, to the kobo
 * (app/domain/driver-pay.ts `bankFileRows`). Owner and earnings managers.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { BANK_FILE_COLUMNS, bankFileRows, periodQuery, periodSearch } from '~/domain/driver-pay';
import { formatDate } from '~/lib/format';
import { csvFilename, csvResponse, pages } from '~/server/csv.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { sayOf, wordsFor } from '~/server/i18n.server';
import { lagosToday } from '~/server/validation/fleet.server';
import { EXPORT_PAGE } from '~contract/constants';

export const handle: PageHandle = { title: 'Driver pay', routeName: 'earnings.pay.csv', area: 'earnings' };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const period = periodQuery(new URL(request.url).searchParams, lagosToday());
  const say = sayOf(wordsFor(request, session.user), 'money');
  // What the driver's bank alert says: the period, short (dates without the year where it is the same).
  const narration = (r: { period: { start: string; end: string } }) => say('Pay {{from}} to {{to}}', { from: formatDate(r.period.start).slice(0, 5), to: formatDate(r.period.end) });
  const rows = (async function* () {
    for await (const row of pages(
      (page) => api.pay.run(ctx.partner.id, period, { state: 'payable', page, perPage: EXPORT_PAGE.list }).then((run) => ({ data: run.rows, metadata: run.metadata })),
      EXPORT_PAGE.list,
    ))
      yield* bankFileRows([row], narration);
  })();
  return csvResponse(csvFilename('driver-pay', period.start), BANK_FILE_COLUMNS, rows, { signal: context.signal, back: `/earnings/pay?${periodSearch(period)}`, bom: false, quoted: /^\d{10}$|\r/ });
}
