/**
 * /drivers (route name drivers.list; issues 10 and 21): the partner's drivers with search, the
 * "Can work today" filter (ready, at risk, cannot work), the vehicle filter and paging, all in
 * the URL; each row says whether the driver can work today and what fixes it; a banner when
 * some cannot; Add driver, Import and Download CSV.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { BlockedBanner, canWorkLabel, FleetListBody } from '~/components/fleet/FleetListParts';
import { DataTable } from '~/components/list/DataTable';
import { FilterBar } from '~/components/list/FilterBar';
import { Pager } from '~/components/list/Pager';
import { ReadinessCell } from '~/components/fleet/Readiness';
import { formatDate } from '~/lib/format';
import { driverRow, fleetListFilters, fleetListPage } from '~/server/fleet.server';
import { dayFirst, READINESS_OPTIONS } from '~/domain/readiness';
import { DAY_CHOICES, readDayChoice } from '~/domain/fleet-day';
import { useWords } from '~/components/useWords';
import { canAccess } from '~/domain/access';
import { DRIVER_FILTERS } from '~/lib/fleet-list';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { filtersOf, isFiltered, listHref, readListQuery } from '~/lib/list-query';
import { pageMeta } from '~/lib/meta';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { LIST_PAGE_SIZE } from '~/domain/constants';

export const handle: PageHandle = { title: 'Drivers', routeName: 'drivers.list', area: 'drivers' };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const query = readListQuery(new URL(request.url).searchParams, DRIVER_FILTERS);
  // The day every surface answers for (issue 32 §1): Today unless Tomorrow is chosen, on the API's clock.
  const day = readDayChoice(query.day);
  const page = await fleetListPage(api, ctx.partner.id, 'drivers', (size) => api.drivers.list(ctx.partner.id, { ...fleetListFilters(query, day), page: query.page, ...size }), driverRow, day);
  // Links only to pages the member may open (issue 32 §7).
  return json({
    query,
    total: page.total,
    drivers: page.rows,
    blocked: page.blocked,
    when: day === 'today' || day === 'tomorrow' ? day : dayFirst(page.day),
    opensOther: canAccess(ctx.roles, 'vehicles'),
  });
}

export default function Drivers() {
  const { query, total, drivers, blocked, when, opensOther } = useLoaderData<typeof loader>();
  const filtered = isFiltered(query);
  const say = useWords('fleet');
  const firstSteps = (
    <>
      <Link to="/drivers/add-driver" className={ui.button.primary}>
        {say('Add driver')}
      </Link>
      <Link to="/drivers/import" className={ui.button.secondary}>
        {say('Import from a spreadsheet')}
      </Link>
    </>
  );
  return (
    <div className={ui.stack}>
      <BlockedBanner
        count={blocked}
        noun="driver"
        showing={query.status === 'blocked'}
        day={when}
        href={listHref('/drivers', { status: 'blocked', day: query.day })}
        why={say('a licence or LASDRI card is missing, under review or expired, or their vehicle cannot work.')}
      />
      <div className={css.toolbar}>
        {firstSteps}
        <a href={listHref('/drivers/export', filtersOf(query))} className={ui.button.ghost} download>
          {say('Download CSV')}
        </a>
      </div>
      <section className={ui.card} aria-label={say('Drivers')}>
        <FilterBar
          path="/drivers"
          filtered={filtered}
          search={{ label: say('Search by name, phone or licence number'), value: query.search }}
          selects={[
            { name: 'day', label: say('Day'), value: query.day, all: say('Today'), options: DAY_CHOICES.filter((c) => c.value !== 'today').map((c) => ({ ...c, label: say(c.label) })) },
            { name: 'status', label: canWorkLabel(when, say), value: query.status, all: say('Any'), options: READINESS_OPTIONS.map((o) => ({ ...o, label: say(o.label) })) },
            {
              name: 'has_vehicle',
              label: say('Vehicle'),
              value: query.has_vehicle,
              all: say('With or without'),
              options: [
                { value: 'true', label: say('Has a vehicle') },
                { value: 'false', label: say('No vehicle') },
              ],
            },
          ]}
        />
        <FleetListBody
          empty={drivers.length === 0}
          filtered={filtered}
          noun="driver"
          clearHref="/drivers"
          emptyTitle={say('No drivers yet')}
          emptyText={say('Add the drivers who drive your vehicles: their licence is checked before they can take trips.')}
          firstSteps={firstSteps}
        >
          <DataTable
            caption={say('Drivers, page {{page}}', { page: query.page })}
            rows={drivers}
            rowKey={(d) => d.id}
            testId="driver-row"
            columns={[
              {
                key: 'name',
                header: say('Name'),
                cell: (d) => (
                  <Link to={`/drivers/details/${d.id}`} translate="no">
                    {d.name}
                  </Link>
                ),
              },
              { key: 'phone', header: say('Phone'), nowrap: true, cell: (d) => d.phone },
              {
                key: 'vehicle',
                header: say('Vehicle'),
                nowrap: true,
                cell: (d) =>
                  d.vehicle ? (
                    <span translate="no">{opensOther ? <Link to={`/vehicles/details/${d.vehicle.id}`}>{d.vehicle.plate}</Link> : d.vehicle.plate}</span>
                  ) : (
                    <span className={ui.muted}>{say('No vehicle')}</span>
                  ),
              },
              { key: 'expiry', header: say('Licence expiry'), nowrap: true, cell: (d) => (d.licenceExpiry ? formatDate(d.licenceExpiry) : '—') },
              { key: 'readiness', header: canWorkLabel(when, say), cell: (d) => (d.readiness ? <ReadinessCell readiness={d.readiness} testId="driver-readiness" /> : null) },
            ]}
          />
          <Pager path="/drivers" query={filtersOf(query)} page={query.page} total={total} perPage={LIST_PAGE_SIZE} items="{{count}} drivers" />
        </FleetListBody>
      </section>
    </div>
  );
}
