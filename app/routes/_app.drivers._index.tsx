/**
 * /drivers (route name drivers.list; issue 10): the partner's drivers with search, status,
 * compliance and vehicle filters and paging, all in the URL; a banner when drivers need
 * attention; Add driver, Import and Download CSV.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { EmptyState } from '~/components/EmptyState';
import { DataTable } from '~/components/list/DataTable';
import { FilterBar } from '~/components/list/FilterBar';
import { Pager } from '~/components/list/Pager';
import { StatusBadge } from '~/components/StatusBadge';
import { formatDate } from '~/lib/format';
import { driverRow } from '~/lib/fleet.server';
import { requirePartner, type PageHandle } from '~/lib/guards.server';
import { filtersOf, isFiltered, listHref, readListQuery } from '~/lib/list-query';
import { pageMeta } from '~/lib/meta';
import * as ui from '~/styles/ui.css';
import * as css from './fleet.css';

export const handle: PageHandle = { title: 'Drivers', routeName: 'drivers.list', area: 'drivers' };
export const meta = pageMeta;

export const DRIVER_FILTERS = {
  search: 'text',
  status: ['pending', 'active', 'inactive', 'suspended'],
  compliance: ['attention', 'expiring', 'expired', 'missing'],
  has_vehicle: ['true', 'false'],
} as const;
export const PER_PAGE = 10;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const query = readListQuery(new URL(request.url).searchParams, DRIVER_FILTERS);
  const [list, compliance] = await Promise.all([api.drivers.list(ctx.partner.id, { ...filtersOf(query), page: query.page, perPage: PER_PAGE }), api.partners.fleetCompliance(ctx.partner.id)]);
  return json({ query, total: list.metadata.total, drivers: list.data.map(driverRow), attention: compliance.drivers.need_attention });
}

export default function Drivers() {
  const { query, total, drivers, attention } = useLoaderData<typeof loader>();
  const filtered = isFiltered(query);
  return (
    <div className={ui.stack}>
      {attention > 0 && query.compliance !== 'attention' ? (
        <p className={css.banner} role="status">
          <strong>
            {attention} driver{attention === 1 ? ' needs' : 's need'} attention
          </strong>{' '}
          — a licence or LASDRI card is expiring, expired or missing. <Link to="/drivers?compliance=attention">Show them</Link>
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
            { name: 'status', label: 'Status', value: query.status, all: 'Any status', options: DRIVER_FILTERS.status.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) })) },
            {
              name: 'compliance',
              label: 'Documents',
              value: query.compliance,
              all: 'Any documents',
              options: [
                { value: 'attention', label: 'Need attention' },
                { value: 'expiring', label: 'Expiring in 30 days' },
                { value: 'expired', label: 'Expired' },
                { value: 'missing', label: 'Missing or rejected' },
              ],
            },
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
                { key: 'compliance', header: 'Documents', cell: (d) => <StatusBadge tone={d.compliance.tone} label={d.compliance.text} /> },
                { key: 'status', header: 'Status', cell: (d) => <StatusBadge status={d.status} /> },
              ]}
            />
            <Pager path="/drivers" query={filtersOf(query)} page={query.page} total={total} perPage={PER_PAGE} noun={['driver', 'drivers']} />
          </>
        )}
      </section>
    </div>
  );
}
