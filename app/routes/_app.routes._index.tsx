/**
 * /routes (route name routes.list; issue 11): the partner's routes with search (code, name,
 * pickup or destination) and a city filter in the URL, paging; columns code, route, departure
 * times, days, driver, vehicle and cost of supply (the partner's earning per trip).
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { EmptyState } from '~/components/EmptyState';
import { DataTable } from '~/components/list/DataTable';
import { FilterBar } from '~/components/list/FilterBar';
import { Pager } from '~/components/list/Pager';
import { partnerCities } from '~/server/fleet.server';
import { formatKobo } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { filtersOf, isFiltered, readListQuery } from '~/lib/list-query';
import { pageMeta } from '~/lib/meta';
import { daysText } from '~/domain/trips';
import { SupportContact } from '~/components/SupportContact';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { LIST_PAGE_SIZE } from '~/domain/constants';

export const handle: PageHandle = { title: 'Routes', routeName: 'routes.list', area: 'routes' };
export const meta = pageMeta;

const ROUTE_FILTERS = { search: 'text', city_id: 'id' } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const query = readListQuery(new URL(request.url).searchParams, ROUTE_FILTERS);
  const [list, cities] = await Promise.all([api.routes.list(ctx.partner.id, { ...filtersOf(query), page: query.page, perPage: LIST_PAGE_SIZE }), partnerCities(api, ctx)]);
  return json({ query, total: list.metadata.total, routes: list.data, cities: cities.map((c) => ({ value: String(c.id), label: c.name })) });
}

export default function RoutesList() {
  const { query, total, routes, cities } = useLoaderData<typeof loader>();
  const filtered = isFiltered(query);
  return (
    <div className={ui.stack}>
      <section className={ui.card} aria-label="Routes">
        <FilterBar
          path="/routes"
          filtered={filtered}
          search={{ label: 'Search by code, name or stop', value: query.search }}
          selects={cities.length > 1 ? [{ name: 'city_id', label: 'City', value: query.city_id, all: 'All cities', options: cities }] : []}
        />
        {routes.length === 0 ? (
          filtered ? (
            <p className={css.empty}>
              No route matches these filters. <Link to="/routes">Clear the filters</Link>
            </p>
          ) : (
            <EmptyState title="No routes yet">
              <p>The marketplace sets up your routes with you: their stops, departure times and cost of supply. Contact partner support to add one.</p>
            </EmptyState>
          )
        ) : (
          <>
            <DataTable
              caption={`Routes, page ${query.page}`}
              rows={routes}
              rowKey={(r) => r.id}
              testId="route-row"
              columns={[
                { key: 'code', header: 'Code', nowrap: true, cell: (r) => <Link to={`/routes/details/${r.id}`}>{r.code}</Link> },
                { key: 'route', header: 'Route', cell: (r) => `${r.pickup} → ${r.destination}` },
                {
                  key: 'times',
                  header: 'Departures',
                  cell: (r) => (r.departure_times.length > 6 ? `${r.departure_times.slice(0, 5).join(', ')} +${r.departure_times.length - 5} more` : r.departure_times.join(', ')),
                },
                { key: 'days', header: 'Days', cell: (r) => daysText(r.days) },
                { key: 'driver', header: 'Driver', cell: (r) => r.driver?.name ?? <span className={ui.muted}>None</span> },
                { key: 'vehicle', header: 'Vehicle', nowrap: true, cell: (r) => r.vehicle?.plate ?? <span className={ui.muted}>None</span> },
                {
                  key: 'cost',
                  header: 'Cost of supply',
                  label: 'Cost of supply (per trip)',
                  numeric: true,
                  nowrap: true,
                  cell: (r) => (r.cost_of_supply_kobo === null ? '—' : formatKobo(r.cost_of_supply_kobo)),
                },
              ]}
            />
            <Pager path="/routes" query={filtersOf(query)} page={query.page} total={total} perPage={LIST_PAGE_SIZE} noun={['route', 'routes']} />
          </>
        )}
      </section>
      {/* Routes are the marketplace's to change: how to ask (issue 32 §7). */}
      <section className={ui.card} aria-label="Change a route">
        <p className={ui.muted}>To change a route, its stops or its times, contact partner support.</p>
        <SupportContact compact />
      </section>
    </div>
  );
}
