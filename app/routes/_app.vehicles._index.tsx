/**
 * /vehicles (route name vehicles.list; issues 10 and 21): the partner's vehicles with search
 * (plate, make or model), the "Can work today" filter (ready, at risk, cannot work) and paging
 * in the URL; each row says, in the readiness rule's words, whether it can work today (with its
 * driver) and what fixes it; a vehicle whose setup is unfinished links back to its documents.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { BlockedBanner, canWorkLabel, FleetListBody } from '~/components/fleet/FleetListParts';
import { DataTable } from '~/components/list/DataTable';
import { FilterBar } from '~/components/list/FilterBar';
import { Pager } from '~/components/list/Pager';
import { ReadinessCell } from '~/components/fleet/Readiness';
import { fleetListFilters, fleetListPage, vehicleRow } from '~/server/fleet.server';
import { dayFirst, READINESS_OPTIONS } from '~/domain/readiness';
import { DAY_CHOICES, readDayChoice } from '~/domain/fleet-day';
import { useWords } from '~/components/useWords';
import { canAccess } from '~/domain/access';
import { VEHICLE_FILTERS } from '~/lib/fleet-list';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { filtersOf, isFiltered, listHref, readListQuery } from '~/lib/list-query';
import { pageMeta } from '~/lib/meta';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { LIST_PAGE_SIZE } from '~/domain/constants';

export const handle: PageHandle = { title: 'Vehicles', routeName: 'vehicles.list', area: 'vehicles' };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const query = readListQuery(new URL(request.url).searchParams, VEHICLE_FILTERS);
  // The day every surface answers for (issue 32 §1): Today unless Tomorrow is chosen, on the API's clock.
  const day = readDayChoice(query.day);
  const page = await fleetListPage(api, ctx.partner.id, 'vehicles', (size) => api.vehicles.list(ctx.partner.id, { ...fleetListFilters(query, day), page: query.page, ...size }), vehicleRow, day);
  // Links only to pages the member may open (issue 32 §7).
  return json({
    query,
    total: page.total,
    vehicles: page.rows,
    blocked: page.blocked,
    when: day === 'today' || day === 'tomorrow' ? day : dayFirst(page.day),
    opensOther: canAccess(ctx.roles, 'drivers'),
  });
}

export default function Vehicles() {
  const { query, total, vehicles, blocked, when, opensOther } = useLoaderData<typeof loader>();
  const filtered = isFiltered(query);
  const say = useWords('fleet');
  return (
    <div className={ui.stack}>
      <BlockedBanner
        count={blocked}
        noun="vehicle"
        showing={query.status === 'blocked'}
        day={when}
        href={listHref('/vehicles', { status: 'blocked', day: query.day })}
        why={say('a document is missing, rejected, under review or expired, or it is inactive.')}
      />
      <div className={css.toolbar}>
        <Link to="/vehicles/add-vehicle" className={ui.button.primary}>
          {say('Add vehicle')}
        </Link>
        <a href={listHref('/vehicles/export', filtersOf(query))} className={ui.button.ghost} download>
          {say('Download CSV')}
        </a>
      </div>
      <section className={ui.card} aria-label={say('Vehicles')}>
        <FilterBar
          path="/vehicles"
          filtered={filtered}
          search={{ label: say('Search by plate, make or model'), value: query.search }}
          selects={[
            { name: 'day', label: say('Day'), value: query.day, all: say('Today'), options: DAY_CHOICES.filter((c) => c.value !== 'today').map((c) => ({ ...c, label: say(c.label) })) },
            { name: 'status', label: canWorkLabel(when, say), value: query.status, all: say('Any'), options: READINESS_OPTIONS.map((o) => ({ ...o, label: say(o.label) })) },
          ]}
        />
        <FleetListBody
          empty={vehicles.length === 0}
          filtered={filtered}
          noun="vehicle"
          clearHref="/vehicles"
          emptyTitle={say('No vehicles yet')}
          emptyText={say('Add your vehicles and their papers: each is checked before it can run trips.')}
          firstSteps={
            <Link to="/vehicles/add-vehicle" className={ui.button.primary}>
              {say('Add vehicle')}
            </Link>
          }
        >
          <DataTable
            caption={say('Vehicles, page {{page}}', { page: query.page })}
            rows={vehicles}
            rowKey={(v) => v.id}
            testId="vehicle-row"
            columns={[
              {
                key: 'plate',
                header: say('Plate'),
                nowrap: true,
                cell: (v) => (
                  <Link to={`/vehicles/details/${v.id}`} translate="no">
                    {v.plate}
                  </Link>
                ),
              },
              { key: 'model', header: say('Make and model'), cell: (v) => <span translate="no">{v.model}</span> },
              { key: 'year', header: say('Year'), numeric: true, cell: (v) => v.year },
              { key: 'seats', header: say('Seats'), numeric: true, cell: (v) => v.seats },
              {
                key: 'driver',
                header: say('Driver'),
                cell: (v) =>
                  v.driver ? (
                    <span translate="no">{opensOther ? <Link to={`/drivers/details/${v.driver.id}`}>{v.driver.name}</Link> : v.driver.name}</span>
                  ) : (
                    <span className={ui.muted}>{say('No driver')}</span>
                  ),
              },
              {
                key: 'readiness',
                header: canWorkLabel(when, say),
                cell: (v) => (
                  <>
                    {v.readiness ? <ReadinessCell readiness={v.readiness} testId="vehicle-readiness" /> : null}
                    {v.setupPending ? <Link to={`/vehicles/add-vehicle?step=documents&vehicle=${v.id}`}>{say('Continue setup: upload documents')}</Link> : null}
                  </>
                ),
              },
            ]}
          />
          <Pager path="/vehicles" query={filtersOf(query)} page={query.page} total={total} perPage={LIST_PAGE_SIZE} items="{{count}} vehicles" />
        </FleetListBody>
      </section>
    </div>
  );
}
