/**
 * /drivers (route name drivers.list; issues 10 and 21): the partner's drivers with search, the
 * "Can work today" filter (ready, at risk, cannot work), the vehicle filter and paging, all in
 * the URL; each row says whether the driver can work today and what fixes it; a banner when
 * some cannot; Add driver, Import and Download CSV.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { EmptyState } from '~/components/EmptyState';
import { DataTable } from '~/components/list/DataTable';
import { FilterBar } from '~/components/list/FilterBar';
import { Pager } from '~/components/list/Pager';
import { ReadinessCell } from '~/components/fleet/Readiness';
import { formatDate } from '~/lib/format';
import { driverRow, fleetListFilters, readinessById } from '~/server/fleet.server';
import { lagosToday } from '~/server/validation/fleet.server';
import { READINESS_FILTER, READINESS_OPTIONS } from '~/domain/readiness';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { filtersOf, isFiltered, listHref, readListQuery } from '~/lib/list-query';
import { pageMeta } from '~/lib/meta';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { LIST_PAGE_SIZE } from '~/domain/constants';

export const handle: PageHandle = { title: 'Drivers', routeName: 'drivers.list', area: 'drivers' };
export const meta = pageMeta;

export const DRIVER_FILTERS = { search: 'text', status: READINESS_FILTER, has_vehicle: ['true', 'false'] } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const query = readListQuery(new URL(request.url).searchParams, DRIVER_FILTERS);
  const today = lagosToday();
  const [list, ready] = await Promise.all([
    api.drivers.list(ctx.partner.id, { ...fleetListFilters(query, today), page: query.page, perPage: LIST_PAGE_SIZE }),
    readinessById(api, ctx.partner.id, today),
  ]);
  const blocked = [...ready.drivers.values()].filter((r) => r.status === 'blocked').length;
  return json({ query, total: list.metadata.total, drivers: list.data.map((d) => ({ ...driverRow(d), readiness: ready.drivers.get(d.id) ?? null })), blocked });
}

export default function Drivers() {
  const { query, total, drivers, blocked } = useLoaderData<typeof loader>();
  const filtered = isFiltered(query);
  return (
    <div className={ui.stack}>
      {blocked > 0 && query.status !== 'blocked' ? (
        <p className={css.banner} role="status">
          <strong>
            {blocked} driver{blocked === 1 ? ' cannot' : 's cannot'} work today
          </strong>{' '}
          — a licence or LASDRI card is missing, under review or expired, or their vehicle cannot work. <Link to="/drivers?status=blocked">Show them</Link>
        </p>
      ) : null}
      <div className={css.toolbar}>
        <Link to="/drivers/add-driver" className={ui.button.primary}>
          Add driver
        </Link>
        <Link to="/drivers/import" className={ui.button.secondary}>
          Import from a spreadsheet
        </Link>
        <a href={listHref('/drivers/export', filtersOf(query))} className={ui.button.ghost} download>
          Download CSV
        </a>
      </div>
      <section className={ui.card} aria-label="Drivers">
        <FilterBar
          path="/drivers"
          filtered={filtered}
          search={{ label: 'Search by name, phone or licence number', value: query.search }}
          selects={[
            { name: 'status', label: 'Can work today', value: query.status, all: 'Any', options: READINESS_OPTIONS },
            {
              name: 'has_vehicle',
              label: 'Vehicle',
              value: query.has_vehicle,
              all: 'With or without',
              options: [
                { value: 'true', label: 'Has a vehicle' },
                { value: 'false', label: 'No vehicle' },
              ],
            },
          ]}
        />
        {drivers.length === 0 ? (
          filtered ? (
            <p className={css.empty}>
              No driver matches these filters. <Link to="/drivers">Clear the filters</Link>
            </p>
          ) : (
            <EmptyState title="No drivers yet">
              <p>Add the drivers who drive your vehicles: their licence is checked before they can take trips.</p>
              <p className={css.emptyActions}>
                <Link to="/drivers/add-driver" className={ui.button.primary}>
                  Add driver
                </Link>
                <Link to="/drivers/import" className={ui.button.secondary}>
                  Import from a spreadsheet
                </Link>
              </p>
            </EmptyState>
          )
        ) : (
          <>
            <DataTable
              caption={`Drivers, page ${query.page}`}
              rows={drivers}
              rowKey={(d) => d.id}
              testId="driver-row"
              columns={[
                { key: 'name', header: 'Name', cell: (d) => <Link to={`/drivers/details/${d.id}`}>{d.name}</Link> },
                { key: 'phone', header: 'Phone', nowrap: true, cell: (d) => d.phone },
                {
                  key: 'vehicle',
                  header: 'Vehicle',
                  nowrap: true,
                  cell: (d) => (d.vehicle ? <Link to={`/vehicles/details/${d.vehicle.id}`}>{d.vehicle.plate}</Link> : <span className={ui.muted}>No vehicle</span>),
                },
                { key: 'expiry', header: 'Licence expiry', nowrap: true, cell: (d) => (d.licenceExpiry ? formatDate(d.licenceExpiry) : '—') },
                { key: 'readiness', header: 'Can work today', cell: (d) => (d.readiness ? <ReadinessCell readiness={d.readiness} testId="driver-readiness" /> : null) },
              ]}
            />
            <Pager path="/drivers" query={filtersOf(query)} page={query.page} total={total} perPage={LIST_PAGE_SIZE} noun={['driver', 'drivers']} />
          </>
        )}
      </section>
    </div>
  );
}
