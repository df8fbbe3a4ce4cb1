/**
 * /trips (route name trips.list; issue 11): tabs Active, Upcoming, Completed and Cancelled (links;
 * the tab is in the URL), a date range and a route-code search in a GET form, paging; columns
 * route code, route, date, departure, driver, vehicle, passengers (checked in / booked) and the
 * earning (expected until the trip completes), in naira. "Download CSV" streams the filtered list.
 */
import { useWords } from '~/components/useWords';
import { useLocale } from '~/components/useLocale';
import { periodNoticeWords } from '~/domain/period-notice';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { EmptyState } from '~/components/EmptyState';
import { DataTable } from '~/components/list/DataTable';
import { FilterBar } from '~/components/list/FilterBar';
import { Pager } from '~/components/list/Pager';
import { Tabs } from '~/components/list/Tabs';
import { TripStatus } from '~/components/fleet/Readiness';
import { formatDate, formatKobo, formatTime } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { tripListQuery } from '~/lib/trip-list';
import { listHref } from '~/lib/list-query';
import { pageMeta } from '~/lib/meta';
import { earningLabel, TRIP_TAB_LABELS, TRIP_TAB_WORDS, TRIP_TABS, type TripTab } from '~/domain/trips';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { LIST_PAGE_SIZE } from '~/domain/constants';

export const handle: PageHandle = { title: 'Trips', routeName: 'trips.list', area: 'trips', offline: true };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const { query, api: filters, notice } = tripListQuery(new URL(request.url));
  const list = await api.trips.list(ctx.partner.id, { ...filters, page: query.page, perPage: LIST_PAGE_SIZE });
  return json({ query, notice, total: list.metadata.total, trips: list.data });
}

const EMPTY: Record<TripTab, string> = {
  active: 'No trip is on the road right now.',
  upcoming: 'No trip is scheduled in the next days.',
  completed: 'No completed trip yet.',
  cancelled: 'No cancelled trip.',
};

export default function Trips() {
  const { query, notice, total, trips } = useLoaderData<typeof loader>();
  const { page: _page, tab, ...filters } = query;
  const filtered = Boolean(query.from || query.to || query.search || query.route_id || query.vehicle_id || query.driver_id);
  const keep = { from: query.from, to: query.to, search: query.search };
  const say = useWords('trips');
  const { locale } = useLocale();
  /** 'Upcoming trips' and its kin: the tab's trips in the reader's words. */
  const tabTrips = (t: TripTab) => say(TRIP_TAB_WORDS[t].trips);
  return (
    <div className={ui.stack}>
      <Tabs
        label={say('Trips by status')}
        current={tab}
        tabs={TRIP_TABS.map((t) => ({ id: t, label: say(TRIP_TAB_LABELS[t]), href: listHref('/trips', { ...keep, tab: t === 'active' ? undefined : t }) }))}
      />
      <div className={css.toolbar}>
        <a href={listHref('/trips/export', { ...filters, tab })} className={ui.button.ghost} download>
          {say('Download CSV')}
        </a>
      </div>
      <section className={ui.card} aria-label={tabTrips(tab)}>
        <FilterBar
          path="/trips"
          filtered={filtered}
          search={{ label: say('Search by route code or name'), value: query.search, placeholder: 'LAG-IKJ-01' }}
          dates={[
            { name: 'from', label: say('From'), value: query.from },
            { name: 'to', label: say('To'), value: query.to },
          ]}
        >
          {tab === 'active' ? null : <input type="hidden" name="tab" value={tab} />}
          {query.route_id ? <input type="hidden" name="route_id" value={query.route_id} /> : null}
          {query.vehicle_id ? <input type="hidden" name="vehicle_id" value={query.vehicle_id} /> : null}
          {query.driver_id ? <input type="hidden" name="driver_id" value={query.driver_id} /> : null}
        </FilterBar>
        {notice ? (
          <p className={css.banner} role="status">
            {periodNoticeWords(notice, say, locale)}
          </p>
        ) : null}
        {trips.length === 0 ? (
          filtered ? (
            <p className={css.empty}>
              {say(TRIP_TAB_WORDS[tab].noneMatch)} <Link to={listHref('/trips', { tab: tab === 'active' ? undefined : tab })}>{say('Clear the filters')}</Link>
            </p>
          ) : (
            <EmptyState title={say(EMPTY[tab])}>
              <p>
                {say("Trips are made from your routes' departure times. Each trip shows its passengers and your earning.")} <Link to="/routes">{say('See your routes')}</Link>
              </p>
            </EmptyState>
          )
        ) : (
          <>
            <DataTable
              caption={say('{{trips}}, page {{page}}', { trips: tabTrips(tab), page: query.page })}
              rows={trips}
              rowKey={(t) => t.id}
              testId="trip-row"
              columns={[
                {
                  key: 'code',
                  header: say('Route code'),
                  nowrap: true,
                  cell: (t) => (
                    <Link to={t.status === 'upcoming' ? `/trips/information/upcoming/${t.id}` : `/trips/details/${t.id}`} translate="no">
                      {t.route.code}
                    </Link>
                  ),
                },
                { key: 'route', header: say('Route'), cell: (t) => <span translate="no">{`${t.route.pickup} → ${t.route.destination}`}</span> },
                { key: 'date', header: say('Date'), nowrap: true, cell: (t) => formatDate(t.starts_at) },
                { key: 'time', header: say('Departure'), nowrap: true, cell: (t) => formatTime(t.starts_at) },
                { key: 'driver', header: say('Driver'), cell: (t) => <span translate="no">{t.driver.name}</span> },
                { key: 'vehicle', header: say('Vehicle'), nowrap: true, cell: (t) => <span translate="no">{t.vehicle.plate}</span> },
                {
                  key: 'passengers',
                  header: say('Passengers'),
                  label: say('Passengers (checked in / booked)'),
                  numeric: true,
                  cell: (t) => `${t.passengers.checked_in} / ${t.passengers.booked}`,
                },
                // Every trip still to run says whether it can, with the API's reason and fix (issue 42 §4).
                ...(tab === 'upcoming' || tab === 'active' ? [{ key: 'status', header: say('Status'), cell: (t: (typeof trips)[number]) => <TripStatus trip={t} /> }] : []),
                ...(tab === 'cancelled'
                  ? [{ key: 'status', header: say('Status'), cell: (t: (typeof trips)[number]) => <TripStatus trip={t} /> }]
                  : [
                      {
                        key: 'earning',
                        header: say(earningLabel(tab === 'completed' ? 'completed' : 'upcoming')),
                        numeric: true,
                        nowrap: true,
                        cell: (t: (typeof trips)[number]) => formatKobo(t.net_kobo),
                      },
                    ]),
              ]}
            />
            <Pager path="/trips" query={{ ...filters, tab: tab === 'active' ? undefined : tab }} page={query.page} total={total} perPage={LIST_PAGE_SIZE} items="{{count}} trips" />
          </>
        )}
      </section>
    </div>
  );
}
