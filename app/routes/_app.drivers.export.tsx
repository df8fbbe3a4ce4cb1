/**
 * GET /drivers/export (issue 10): the filtered driver list as CSV, streamed from the server
 * page by page (`drivers_YYYY-MM-DD.csv`, UTF-8 with BOM, ISO dates, a header row).
 */
import { readDayChoice } from '~/domain/fleet-day';
import { EXPORT_PAGE } from '~contract/constants';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { csvFilename, csvResponse, pages, csvTitles } from '~/server/csv.server';
import { statusLabel } from '~/lib/status';
import { complianceSummary } from '~/domain/fleet';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { readListQuery } from '~/lib/list-query';
import { fleetListFilters } from '~/server/fleet.server';
import { lagosToday } from '~/server/validation/fleet.server';
import { DRIVER_FILTERS } from '~/lib/fleet-list';

export const handle: PageHandle = { title: 'Drivers', routeName: 'drivers.export', area: 'drivers' };

export const DRIVER_COLUMNS = [
  'id',
  'first_name',
  'last_name',
  'phone',
  'email',
  'status',
  'status_code',
  'documents',
  'vehicle_plate',
  'licence_number',
  'licence_class',
  'licence_expiry',
  'added_on',
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const query = readListQuery(new URL(request.url).searchParams, DRIVER_FILTERS);
  const perPage = EXPORT_PAGE.list;
  const rows = (async function* () {
    for await (const d of pages((page) => api.drivers.list(ctx.partner.id, { ...fleetListFilters(query, readDayChoice(query.day)), page, perPage, export: 'csv' }), perPage)) {
      yield [
        d.id,
        d.fname,
        d.lname,
        d.phone,
        d.email,
        statusLabel(d.status).label,
        d.status,
        complianceSummary(d.documents).text,
        d.vehicle?.plate,
        d.licence_number,
        d.licence_class,
        d.licence_expiry,
        d.created_at.slice(0, 10),
      ];
    }
  })();
  return csvResponse(csvFilename('drivers', lagosToday()), DRIVER_COLUMNS, rows, { signal: context.signal, back: '/drivers', titles: csvTitles(request, session.user, DRIVER_COLUMNS) });
}
