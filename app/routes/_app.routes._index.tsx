/**
 * /routes (route name routes.list; issue 11): the partner's routes with search (code, name,
 * pickup or destination) and a city filter in the URL, paging; columns code, route, departure
 * times, days, driver, vehicle and cost of supply (the partner's earning per trip).
 */
import { useWords } from '~/components/useWords';
import { useLocale } from '~/components/useLocale';
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
  const say = useWords('trips');
  const { locale, resolved } = useLocale();
  return (
    <div className={ui.stack}>
      <section className={ui.card} aria-label={say('Routes')}>
        <FilterBar
          path="/routes"
          filtered={filtered}
          search={{ label: say('Search by code, name or stop'), value: query.search }}
          selects={cities.length > 1 ? [{ name: 'city_id', label: say('City'), value: query.city_id, all: say('All cities'), options: cities, names: true }] : []}
        />
        {routes.length === 0 ? (
          filtered ? (
            <p className={css.empty}>
              {say('No route matches these filters.')} <Link to="/routes">{say('Clear the filters')}</Link>
            </p>
          ) : (
            <EmptyState title={say('No routes yet')}>
              <p>{say('The marketplace sets up your routes with you: their stops, departure times and cost of supply. Contact partner support to add one.')}</p>
            </EmptyState>
          )
        ) : (
          <>
            <DataTable
              caption={say('Routes, page {{page}}', { page: query.page })}
              rows={routes}
              rowKey={(r) => r.id}
              testId="route-row"
              columns={[
                {
                  key: 'code',
                  header: say('Code'),
                  nowrap: true,
                  cell: (r) => (
                    <Link to={`/routes/details/${r.id}`} translate="no">
                      {r.code}
                    </Link>
                  ),
                },
                { key: 'route', header: say('Route'), cell: (r) => <span translate="no">{`${r.pickup} → ${r.destination}`}</span> },
                {
                  key: 'times',
                  header: say('Departures'),
                  cell: (r) =>
                    r.departure_times.length > 6 ? `${r.departure_times.slice(0, 5).join(', ')} ${say('+{{count}} more', { count: r.departure_times.length - 5 })}` : r.departure_times.join(', '),
                },
                { key: 'days', header: say('Days'), cell: (r) => <span lang={Array.isArray(r.days) ? resolved : undefined}>{daysText(r.days, say, locale)}</span> },
                { key: 'driver', header: say('Driver'), cell: (r) => (r.driver ? <span translate="no">{r.driver.name}</span> : <span className={ui.muted}>{say('None')}</span>) },
                { key: 'vehicle', header: say('Vehicle'), nowrap: true, cell: (r) => (r.vehicle ? <span translate="no">{r.vehicle.plate}</span> : <span className={ui.muted}>{say('None')}</span>) },
                {
                  key: 'cost',
                  header: say('Cost of supply'),
                  label: say('Cost of supply (per trip)'),
                  numeric: true,
                  nowrap: true,
                  cell: (r) => (r.cost_of_supply_kobo === null ? '—' : formatKobo(r.cost_of_supply_kobo)),
                },
              ]}
            />
            <Pager path="/routes" query={filtersOf(query)} page={query.page} total={total} perPage={LIST_PAGE_SIZE} items="{{count}} routes" />
          </>
        )}
      </section>
      {/* Routes are the marketplace's to change: how to ask (issue 32 §7). */}
      <section className={ui.card} aria-label={say('Change a route')}>
        <p className={ui.muted}>{say('To change a route, its stops or its times, contact partner support.')}</p>
        <SupportContact compact />
      </section>
    </div>
  );
}
