/**
 * /vehicles (route name vehicles.list; issue 10): the partner's vehicles with search (plate,
 * make or model), status and compliance filters and paging in the URL; each row says its most
 * urgent document in words; a vehicle whose setup is unfinished links back to its documents.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { EmptyState } from '~/components/EmptyState';
import { DataTable } from '~/components/list/DataTable';
import { FilterBar } from '~/components/list/FilterBar';
import { Pager } from '~/components/list/Pager';
import { StatusBadge } from '~/components/StatusBadge';
import { vehicleRow } from '~/lib/fleet.server';
import { requirePartner, type PageHandle } from '~/lib/guards.server';
import { filtersOf, isFiltered, listHref, readListQuery } from '~/lib/list-query';
import { pageMeta } from '~/lib/meta';
import * as ui from '~/styles/ui.css';
import * as css from './fleet.css';

export const handle: PageHandle = { title: 'Vehicles', routeName: 'vehicles.list', area: 'vehicles' };
export const meta = pageMeta;

export const VEHICLE_FILTERS = { search: 'text', status: ['pending', 'active', 'inactive', 'suspended'], compliance: ['attention', 'expiring', 'expired', 'missing'] } as const;
const PER_PAGE = 10;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const query = readListQuery(new URL(request.url).searchParams, VEHICLE_FILTERS);
  const [list, compliance] = await Promise.all([api.vehicles.list(ctx.partner.id, { ...filtersOf(query), page: query.page, perPage: PER_PAGE }), api.partners.fleetCompliance(ctx.partner.id)]);
  return json({ query, total: list.metadata.total, vehicles: list.data.map(vehicleRow), attention: compliance.vehicles.need_attention });
}

export default function Vehicles() {
  const { query, total, vehicles, attention } = useLoaderData<typeof loader>();
  const filtered = isFiltered(query);
  return (
    <div className={ui.stack}>
      {attention > 0 && query.compliance !== 'attention' ? (
        <p className={css.banner} role="status">
          <strong>
            {attention} vehicle{attention === 1 ? ' needs' : 's need'} attention
          </strong>{' '}
          — a document is expiring, expired, missing or rejected. <Link to="/vehicles?compliance=attention">Show them</Link>
        </p>
      ) : null}
      <div className={css.toolbar}>
        <Link to="/vehicles/add-vehicle" className={ui.button.primary}>
          Add vehicle
        </Link>
        <a href={listHref('/vehicles/export', filtersOf(query))} className={ui.button.ghost} download>
          Download CSV
        </a>
      </div>
      <section className={ui.card} aria-label="Vehicles">
        <FilterBar
          path="/vehicles"
          filtered={filtered}
          search={{ label: 'Search by plate, make or model', value: query.search }}
          selects={[
            { name: 'status', label: 'Status', value: query.status, all: 'Any status', options: VEHICLE_FILTERS.status.map((s) => ({ value: s, label: s[0].toUpperCase() + s.slice(1) })) },
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
          ]}
        />
        {vehicles.length === 0 ? (
          filtered ? (
            <p className={css.empty}>
              No vehicle matches these filters. <Link to="/vehicles">Clear the filters</Link>
            </p>
          ) : (
            <EmptyState title="No vehicles yet">
              <p>Add your vehicles and their papers: each is checked before it can run trips.</p>
              <p className={css.emptyActions}>
                <Link to="/vehicles/add-vehicle" className={ui.button.primary}>
                  Add vehicle
                </Link>
              </p>
            </EmptyState>
          )
        ) : (
          <>
            <DataTable
              caption={`Vehicles, page ${query.page}`}
              rows={vehicles}
              rowKey={(v) => v.id}
              testId="vehicle-row"
              columns={[
                { key: 'plate', header: 'Plate', nowrap: true, cell: (v) => <Link to={`/vehicles/details/${v.id}`}>{v.plate}</Link> },
                { key: 'model', header: 'Make and model', cell: (v) => v.model },
                { key: 'year', header: 'Year', numeric: true, cell: (v) => v.year },
                { key: 'seats', header: 'Seats', numeric: true, cell: (v) => v.seats },
                { key: 'driver', header: 'Driver', cell: (v) => (v.driver ? <Link to={`/drivers/details/${v.driver.id}`}>{v.driver.name}</Link> : <span className={ui.muted}>No driver</span>) },
                {
                  key: 'compliance',
                  header: 'Documents',
                  cell: (v) =>
                    v.setupPending ? (
                      <Link to={`/vehicles/add-vehicle?step=documents&vehicle=${v.id}`}>Continue setup: upload documents</Link>
                    ) : (
                      <StatusBadge tone={v.compliance.tone} label={v.compliance.text} />
                    ),
                },
                { key: 'status', header: 'Status', cell: (v) => <StatusBadge status={v.status} /> },
              ]}
            />
            <Pager path="/vehicles" query={filtersOf(query)} page={query.page} total={total} perPage={PER_PAGE} noun={['vehicle', 'vehicles']} />
          </>
        )}
      </section>
    </div>
  );
}
