/**
 * GET /trips/export (issue 11): the filtered trip list (the same tab, dates and search as the
 * screen) as CSV, streamed page by page: `trips_YYYY-MM-DD.csv`, UTF-8 with BOM, ISO dates,
 * Lagos times, amounts in naira with two decimals (from integer kobo). No passenger data: the
 * manifest is never exported.
 */
import { EXPORT_PAGE } from '~contract/constants';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { csvFilename, csvResponse, cursorPages, csvTitles } from '~/server/csv.server';
import { formatTime, isoDateInLagos } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { koboToDecimal } from '~/domain/money';
import { lagosToday } from '~/server/validation/fleet.server';
import { tripListQuery } from '~/lib/trip-list';

export const handle: PageHandle = { title: 'Trips', routeName: 'trips.export', area: 'trips' };

export const TRIP_COLUMNS = [
  'trip_id',
  'route_code',
  'pickup',
  'destination',
  'date',
  'departure',
  'status',
  'driver',
  'vehicle_plate',
  'seats',
  'passengers_booked',
  'passengers_checked_in',
  'gross_ngn',
  'deductions_naira',
  'earning_naira',
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const { api: filters } = tripListQuery(new URL(request.url));
  const perPage = EXPORT_PAGE.list;
  const rows = (async function* () {
    // Paged by position, not offset: a trip completing during the download shifts nothing.
    for await (const t of cursorPages((after) => api.trips.list(ctx.partner.id, { ...filters, perPage, after, export: 'csv' }))) {
      yield [
        t.id,
        t.route.code,
        t.route.pickup,
        t.route.destination,
        isoDateInLagos(t.starts_at),
        formatTime(t.starts_at),
        t.status,
        t.driver.name,
        t.vehicle.plate,
        t.seats,
        t.passengers.booked,
        t.passengers.checked_in,
        koboToDecimal(t.gross_kobo),
        koboToDecimal(t.deductions_kobo),
        koboToDecimal(t.net_kobo),
      ];
    }
  })();
  return csvResponse(csvFilename('trips', lagosToday()), TRIP_COLUMNS, rows, { signal: context.signal, back: '/trips', titles: csvTitles(request, session.user, TRIP_COLUMNS) });
}
