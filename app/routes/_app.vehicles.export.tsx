/**
 * GET /vehicles/export (issue 10): the filtered vehicle list as CSV, streamed page by page
 * (`vehicles_YYYY-MM-DD.csv`, UTF-8 with BOM, ISO dates, a header row; one expiry column per
 * document type that expires).
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
import { VEHICLE_FILTERS } from '~/lib/fleet-list';

export const handle: PageHandle = { title: 'Vehicles', routeName: 'vehicles.export', area: 'vehicles' };

const EXPIRING = ['vehicle_licence', 'insurance', 'roadworthiness', 'hackney_permit'];
export const VEHICLE_COLUMNS = ['id', 'plate', 'make', 'model', 'year', 'seats', 'type', 'city', 'status', 'status_code', 'documents', 'driver', ...EXPIRING.map((t) => `${t}_expiry`), 'added_on'];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const query = readListQuery(new URL(request.url).searchParams, VEHICLE_FILTERS);
  const perPage = EXPORT_PAGE.list;
  const rows = (async function* () {
    for await (const v of pages((page) => api.vehicles.list(ctx.partner.id, { ...fleetListFilters(query, readDayChoice(query.day)), page, perPage, export: 'csv' }), perPage)) {
      const expiry = (type: string) => v.documents.find((d) => d.type === type)?.expires_at ?? null;
      yield [
        v.id,
        v.plate,
        v.brand,
        v.model,
        v.year,
        v.seats,
        v.type,
        v.city?.name,
        statusLabel(v.status).label,
        v.status,
        complianceSummary(v.documents).text,
        v.driver?.name,
        ...EXPIRING.map(expiry),
        v.created_at.slice(0, 10),
      ];
    }
  })();
  return csvResponse(csvFilename('vehicles', lagosToday()), VEHICLE_COLUMNS, rows, { signal: context.signal, back: '/vehicles', titles: csvTitles(request, session.user, VEHICLE_COLUMNS) });
}
