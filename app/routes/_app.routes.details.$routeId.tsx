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
  return (
    <div className={ui.stack}>
      <section className={ui.card} aria-labelledby="route-title">
        <div className={css.sectionHead}>
          <h2 id="route-title" className={ui.flushHeading}>
            {route.code} <span className={ui.muted}>· {route.name}</span>
          </h2>
          <StatusBadge tone={route.visibility === 'public' ? 'success' : 'neutral'} label={route.visibility === 'public' ? 'Public' : 'Private'} />
        </div>
        <Facts
          items={[
            { label: 'From → to', value: `${route.pickup} → ${route.destination}` },
            { label: 'City', value: route.city.name ?? '—' },
            { label: 'Days', value: daysText(route.days) },
            { label: 'Departure times', value: route.departure_times.join(', ') || '—' },
            { label: 'Distance', value: `${route.distance_km} km` },
            { label: 'Duration', value: `${route.duration_min} min` },
            { label: 'Cost of supply (your earning per trip)', value: route.cost_of_supply_kobo === null ? 'Not set' : formatKobo(route.cost_of_supply_kobo), testId: 'route-cost' },
            { label: 'Vehicle', value: route.vehicle ? <Link to={`/vehicles/details/${route.vehicle.id}`}>{route.vehicle.plate}</Link> : 'None' },
            { label: 'Driver', value: route.driver ? <Link to={`/drivers/details/${route.driver.id}`}>{route.driver.name}</Link> : 'None' },
          ]}
        />
        <p className={ui.muted}>To change this route, its stops or its times, contact partner support.</p>
        <SupportContact compact />
      </section>
      <div className={css.twoColumns}>
        <section className={ui.card} aria-labelledby="stops-title">
          <h2 id="stops-title" className={ui.cardTitle}>
            {route.stops.length} stops
          </h2>
          <ol className={tripsCss.stops}>
            {route.stops.map((s) => (
              <li key={s.seq} className={tripsCss.stopItem} data-testid="route-stop">
                <div className={tripsCss.stopHead}>
                  <strong>
                    {s.seq}. {s.name}
                  </strong>
                  <span className={ui.muted}>{s.minutes_after === 0 ? 'Departure' : `+${s.minutes_after} min`}</span>
                </div>
                {s.landmark ? <span className={ui.muted}>{s.landmark}</span> : null}
                <span className={tripsCss.marks}>
                  {s.pickup ? <StatusBadge tone="success" label="Pickup" /> : null}
                  {s.dropoff ? <StatusBadge tone="info" label="Drop-off" /> : null}
                </span>
              </li>
            ))}
          </ol>
        </section>
        <section className={ui.card} aria-labelledby="next-trips-title">
          <h2 id="next-trips-title" className={ui.cardTitle}>
            Next trips
          </h2>
          {route.next_trips.length ? (
            <DataTable
              caption={`Next trips of ${route.code}`}
              rows={route.next_trips}
              rowKey={(t) => t.id}
              testId="trip-row"
              columns={[
                {
                  key: 'date',
                  header: 'Date',
                  nowrap: true,
                  cell: (t) => <Link to={t.status === 'upcoming' ? `/trips/information/upcoming/${t.id}` : `/trips/details/${t.id}`}>{formatDate(t.starts_at)}</Link>,
                },
                { key: 'time', header: 'Departure', nowrap: true, cell: (t) => formatTime(t.starts_at) },
                { key: 'status', header: 'Status', cell: (t) => <StatusBadge status={t.status} kind="trip" /> },
                { key: 'vehicle', header: 'Vehicle', nowrap: true, cell: (t) => t.vehicle.plate },
                { key: 'passengers', header: 'Booked', numeric: true, cell: (t) => `${t.passengers.booked} / ${t.seats}` },
              ]}
            />
          ) : (
            <p className={ui.muted}>No trip scheduled.</p>
          )}
          <p>
            <Link to={`/trips?tab=completed&route_id=${route.id}`} className={ui.backLink}>
              Completed trips of this route
            </Link>
          </p>
        </section>
      </div>
      <p>
        <Link to="/routes" className={ui.backLink}>
          ← All routes
        </Link>
      </p>
    </div>
  );
}
