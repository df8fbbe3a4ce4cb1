/**
 * GET /earnings/export (issue 12, section 3): exactly the period's earnings lines as CSV, for
 * any size: pages of 1,000 lines are pulled from the API while the file streams, so the
 * portal's memory does not grow with the file. `earnings_FROM_TO.csv`, UTF-8 with BOM, amounts
 * as 12500.00 (from integer kobo), ISO dates.
 */
import { EXPORT_PAGE } from '~contract/constants';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { csvFilename, csvResponse, cursorPages, csvTitles } from '~/server/csv.server';
import { EARNINGS_CSV_COLUMNS, earningsCsvRefundRow, earningsCsvRow, earningsCsvTotalRow, earningsPeriod, periodQuery } from '~/domain/earnings';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { lagosToday } from '~/server/validation/fleet.server';
import { sayOf, wordsFor } from '~/server/i18n.server';

export const handle: PageHandle = { title: 'Earnings', routeName: 'earnings.export', area: 'earnings' };

/** Lines per API page while exporting. */

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const url = new URL(request.url);
  const period = earningsPeriod(url.searchParams, lagosToday());
  const vehicle = url.searchParams.get('vehicle_id');
  const filter = { ...periodQuery(period), ...(vehicle && /^\d{1,9}$/.test(vehicle) ? { vehicle_id: vehicle } : {}) };
  // The rows' words (causes, refunds' notes, settlement) in the reader's language (issue 51 §1).
  const say = sayOf(wordsFor(request, session.user), 'money');
  const rows = (async function* () {
    // Paged by position, not offset: a trip completing during the download shifts nothing.
    const totals = { trips: 0, gross_kobo: 0, deductions_kobo: 0, refunds_kobo: 0, net_kobo: 0 };
    for await (const line of cursorPages((after) => api.earnings.lines(ctx.partner.id, { ...filter, perPage: EXPORT_PAGE.lines, after, export: 'csv' }))) {
      totals.trips += 1;
      totals.gross_kobo += line.gross_kobo;
      totals.deductions_kobo += line.deductions_kobo;
      totals.net_kobo += line.net_kobo;
      yield earningsCsvRow(line, say);
    }
    // The refunds paid with the period, each on its deduction's own trip (issue 41 §2).
    for (const refund of await api.earnings.refunds(ctx.partner.id, filter)) {
      totals.refunds_kobo += refund.amount_kobo;
      totals.net_kobo += refund.amount_kobo;
      yield earningsCsvRefundRow(refund, say);
    }
    // The file's own sums, in kobo: they equal the page's totals (tests/routes/earnings-export.test.ts).
    yield earningsCsvTotalRow(period, totals, say);
  })();
  return csvResponse(csvFilename('earnings', period.from, period.to), EARNINGS_CSV_COLUMNS, rows, {
    signal: context.signal,
    back: '/earnings',
    titles: csvTitles(request, session.user, EARNINGS_CSV_COLUMNS),
  });
}
