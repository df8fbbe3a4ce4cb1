/**
 * /routes/details/:routeId (issue 11): the route's header (code, city, days, departure times,
 * visibility, distance, duration, cost of supply, vehicle and driver), its stops in order with
 * minutes after departure and pickup/drop-off marks, and its next trips.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { DataTable } from '~/components/list/DataTable';
import { Facts } from '~/components/list/Facts';
import { StatusBadge } from '~/components/StatusBadge';
import * as tripsCss from '~/components/trips/trips.css';
import { recordOr404 } from '~/server/fleet.server';
import { formatDate, formatKobo, formatTime } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { daysText } from '~/domain/trips';
import { useWords } from '~/components/useWords';
import { useLocale } from '~/components/useLocale';
import { SupportContact } from '~/components/SupportContact';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';

export const handle: PageHandle = { title: 'Route', routeName: 'routes.details', area: 'routes' };
export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const route = await recordOr404(params.routeId, 'route', ctx.partner.id, (id) => api.routes.get(id));
  return json({ route });
}

export default function RouteDetails() {
  const { route } = useLoaderData<typeof loader>();
  const say = useWords('trips');
  const { locale, resolved } = useLocale();
  return (
    <div className={ui.stack}>
      <section className={ui.card} aria-labelledby="route-title">
        <div className={css.sectionHead}>
          <h2 id="route-title" className={ui.flushHeading}>
            <span translate="no">{route.code}</span>{' '}
            <span className={ui.muted} translate="no">
              · {route.name}
            </span>
          </h2>
          <StatusBadge tone={route.visibility === 'public' ? 'success' : 'neutral'} label={route.visibility === 'public' ? say('Public') : say('Private')} />
        </div>
        <Facts
          items={[
            { label: say('From → to'), value: <span translate="no">{`${route.pickup} → ${route.destination}`}</span> },
            { label: say('City'), value: <span translate="no">{route.city.name ?? '—'}</span> },
            { label: say('Days'), value: <span lang={Array.isArray(route.days) ? resolved : undefined}>{daysText(route.days, say, locale)}</span> },
            { label: say('Departure times'), value: route.departure_times.join(', ') || '—' },
            { label: say('Distance'), value: say('{{n}} km', { n: route.distance_km }) },
            { label: say('Duration'), value: say('{{n}} min', { n: route.duration_min }) },
            { label: say('Cost of supply (your earning per trip)'), value: route.cost_of_supply_kobo === null ? say('Not set') : formatKobo(route.cost_of_supply_kobo), testId: 'route-cost' },
            {
              label: say('Vehicle'),
              value: route.vehicle ? (
                <Link to={`/vehicles/details/${route.vehicle.id}`} translate="no">
                  {route.vehicle.plate}
                </Link>
              ) : (
                say('None')
              ),
            },
            {
              label: say('Driver'),
              value: route.driver ? (
                <Link to={`/drivers/details/${route.driver.id}`} translate="no">
                  {route.driver.name}
                </Link>
              ) : (
                say('None')
              ),
            },
          ]}
        />
        <p className={ui.muted}>{say('To change this route, its stops or its times, contact partner support.')}</p>
        <SupportContact compact />
      </section>
      <div className={css.twoColumns}>
        <section className={ui.card} aria-labelledby="stops-title">
          <h2 id="stops-title" className={ui.cardTitle}>
            {say('{{count}} stops', { count: route.stops.length })}
          </h2>
          <ol className={tripsCss.stops}>
            {route.stops.map((s) => (
              <li key={s.seq} className={tripsCss.stopItem} data-testid="route-stop">
                <div className={tripsCss.stopHead}>
                  <strong>
                    {s.seq}. <span translate="no">{s.name}</span>
                  </strong>
                  <span className={ui.muted}>{s.minutes_after === 0 ? say('Departure') : `+${say('{{n}} min', { n: s.minutes_after })}`}</span>
                </div>
                {s.landmark ? (
                  <span className={ui.muted} translate="no">
                    {s.landmark}
                  </span>
                ) : null}
                <span className={tripsCss.marks}>
                  {s.pickup ? <StatusBadge tone="success" label={say('Pickup')} /> : null}
                  {s.dropoff ? <StatusBadge tone="info" label={say('Drop-off')} /> : null}
                </span>
              </li>
            ))}
          </ol>
          {/* Alike on purpose (issue 70 §4): a card with a list, in the shape every details page has. */}
        </section>
        <section className={ui.card} aria-labelledby="next-trips-title">
          <h2 id="next-trips-title" className={ui.cardTitle}>
            {say('Next trips')}
          </h2>
          {route.next_trips.length ? (
            <DataTable
              caption={say('Next trips of {{code}}', { code: route.code })}
              rows={route.next_trips}
              rowKey={(t) => t.id}
              testId="trip-row"
              columns={[
                {
                  key: 'date',
                  header: say('Date'),
                  nowrap: true,
                  cell: (t) => <Link to={t.status === 'upcoming' ? `/trips/information/upcoming/${t.id}` : `/trips/details/${t.id}`}>{formatDate(t.starts_at)}</Link>,
                },
                { key: 'time', header: say('Departure'), nowrap: true, cell: (t) => formatTime(t.starts_at) },
                { key: 'status', header: say('Status'), cell: (t) => <StatusBadge status={t.status} kind="trip" /> },
                { key: 'vehicle', header: say('Vehicle'), nowrap: true, cell: (t) => <span translate="no">{t.vehicle.plate}</span> },
                { key: 'passengers', header: say('Booked'), numeric: true, cell: (t) => `${t.passengers.booked} / ${t.seats}` },
              ]}
            />
          ) : (
            <p className={ui.muted}>{say('No trip scheduled.')}</p>
          )}
          <p>
            <Link to={`/trips?tab=completed&route_id=${route.id}`} className={ui.backLink}>
              {say('Completed trips of this route')}
            </Link>
          </p>
        </section>
      </div>
      <p>
        <Link to="/routes" className={ui.backLink}>
          ← {say('All routes')}
        </Link>
      </p>
    </div>
  );
}
