/**
 * /trips/details/:tripId (issue 11) with tabs information (route, times, driver, vehicle,
 * status, passengers, the earning and its deductions, the trip-change log, and for an active
 * trip the live view) and manifest (the stops in route order with the passengers picked up and
 * dropped off at each, masked names and seats only, and the count per status). The page is sent
 * with `Cache-Control: no-store`: neither the browser nor a proxy keeps a copy.
 */
import { useWords } from '~/components/useWords';
import { sayOf, wordsFor } from '~/server/i18n.server';
import { json, type HeadersFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { TripHeading } from '~/components/trips/TripHeading';
import { DataTable } from '~/components/list/DataTable';
import { Facts, FactsCard } from '~/components/list/Facts';
import { Tabs } from '~/components/list/Tabs';
import { LIVE_TRIP_STARTER, LiveTrip } from '~/components/trips/LiveTrip';
import { liveTripScript } from '~/server/enhance.server';
import { ManifestByStop } from '~/components/trips/ManifestByStop';
import { recordOr404 } from '~/server/fleet.server';
import { formatDateTime, formatKobo, formatTime } from '~/lib/format';
import { tripWords } from '~/lib/format';
import type { Trip } from '~contract/fleet';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { sumKobo, formatDeduction } from '~/domain/money';
import { causeLabel, deductionWords, noteWords } from '~/domain/earnings';
import { canAccess } from '~/domain/access';
import { DeductionEntry } from '~/components/money/DeductionEntry';
import { changeText, countdownText, earningLabel, manifestByStop } from '~/domain/trips';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { apiNow } from '~/api/api-clock.server';

// No script file: an active trip's live view carries its own small script inline (ADR 0020).
export const handle: PageHandle = {
  title: 'Trip',
  routeName: 'trips.details',
  area: 'trips',
  offline: true,
  // The live view's starter, in the head before the stylesheet (issue 52 §2); it does nothing without a live view.
  headScript: LIVE_TRIP_STARTER,
  // "Manifest, Ikorodu → CMS, 26-11-2026 06:30, KJA-100AA" in the offline list (issue 40 §7).
  offlineTitle: (data) => {
    const { tab, trip } = data as { tab: string; trip: Trip };
    return { text: tab === 'manifest' ? 'Manifest, {{trip}}' : 'Trip, {{trip}}', values: { trip: tripWords(trip) } };
  },
};
export const meta = pageMeta;

const NO_STORE = 'private, no-store';
export const headers: HeadersFunction = () => ({ 'Cache-Control': NO_STORE });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const trip = await recordOr404(params.tripId, 'trip', ctx.partner.id, (id) => api.trips.get(id));
  const tab = new URL(request.url).searchParams.get('tab') === 'manifest' ? 'manifest' : 'information';
  const manifest = tab === 'manifest' ? manifestByStop(trip.stops, await api.trips.manifest(trip.id)) : null;
  return json(
    {
      tab,
      trip,
      manifest,
      // Deductions are queried by those who may see earnings (issue 36 §1).
      canQuery: canAccess(ctx.roles, 'earnings'),
      countdown: trip.status === 'upcoming' ? countdownText(trip.starts_at, apiNow(), sayOf(wordsFor(request, session.user), 'trips')) : null,
      liveScript: trip.status === 'active' ? liveTripScript() : null,
    },
    { headers: { 'Cache-Control': NO_STORE } },
  );
}

export default function TripDetails() {
  const { tab, trip, manifest, countdown, liveScript, canQuery } = useLoaderData<typeof loader>();
  const base = `/trips/details/${trip.id}`;
  const deductions = sumKobo(trip.deductions.map((d) => d.amount_kobo));
  const say = useWords('trips');
  const money = useWords('money');
  return (
    <div className={ui.stack}>
      <section className={ui.card} aria-labelledby="trip-title">
        <TripHeading trip={trip} />
        <p className={ui.muted}>
          {formatDateTime(trip.starts_at)} – {formatTime(trip.ends_at)}
          {countdown ? ` · ${countdown}` : ''}
        </p>
        {trip.status === 'upcoming' ? (
          <div className={css.toolbar}>
            <Link to={`/trips/information/upcoming/${trip.id}`} className={ui.button.secondary}>
              {say('Change driver or vehicle')}
            </Link>
          </div>
        ) : null}
      </section>
      <Tabs
        label={say('Trip')}
        current={tab}
        tabs={[
          { id: 'information', label: say('Information'), href: base },
          { id: 'manifest', label: say('Manifest'), href: `${base}?tab=manifest` },
        ]}
      />
      {tab === 'information' ? (
        <>
          {trip.status === 'active' ? <LiveTrip tripId={trip.id} plate={trip.vehicle.plate} stops={trip.stops} initial={trip.position} script={liveScript} /> : null}
          <div className={css.twoColumns}>
            <FactsCard
              id="facts-title"
              title={say('Information')}
              items={[
                {
                  label: say('Route'),
                  value: (
                    <Link to={`/routes/details/${trip.route.id}`} translate="no">
                      {`${trip.route.code} · ${trip.route.name}`}
                    </Link>
                  ),
                },
                { label: say('Departure'), value: formatDateTime(trip.starts_at) },
                { label: say('Arrival (scheduled)'), value: formatDateTime(trip.ends_at) },
                { label: say('Started'), value: trip.started_at ? formatDateTime(trip.started_at) : say('Not yet') },
                { label: say('Ended'), value: trip.ended_at ? formatDateTime(trip.ended_at) : trip.status === 'cancelled' ? say('Cancelled') : say('Not yet') },
                {
                  label: say('Driver'),
                  value: (
                    <Link to={`/drivers/details/${trip.driver.id}`} translate="no">
                      {trip.driver.name}
                    </Link>
                  ),
                },
                {
                  label: say('Vehicle'),
                  value: (
                    <Link to={`/vehicles/details/${trip.vehicle.id}`} translate="no">
                      {trip.vehicle.plate}
                    </Link>
                  ),
                },
                {
                  label: say('Passengers (checked in / booked)'),
                  value: say('{{checked}} / {{booked}} of {{seats}} seats', { checked: trip.passengers.checked_in, booked: trip.passengers.booked, seats: trip.seats }),
                  testId: 'trip-passengers',
                },
                { label: say('Distance and duration'), value: say('{{km}} km · {{minutes}} min', { km: trip.route.distance_km, minutes: trip.route.duration_min }) },
              ]}
            />
            <div className={ui.stack}>
              <section className={ui.card} aria-labelledby="earning-title">
                <h2 id="earning-title" className={ui.cardTitle}>
                  {say(trip.status === 'cancelled' ? 'Earning' : earningLabel(trip.status))}
                </h2>
                {trip.status === 'cancelled' ? (
                  <p>{say('No earning: the trip was cancelled.')}</p>
                ) : (
                  <Facts
                    items={[
                      { label: say('Cost of supply (gross)'), value: formatKobo(trip.gross_kobo) },
                      ...trip.deductions.map((d) => ({
                        label: d.cause === 'refund' ? (d.note ? noteWords(d.note, money) : money(deductionWords(d))) : say('Deduction: {{cause}}', { cause: money(causeLabel(d.cause)) }),
                        value: <DeductionEntry deduction={d} canQuery={canQuery} words={false} context={say('on this trip')} />,
                      })),
                      ...(trip.deductions.length > 1 ? [{ label: say('Deductions in all'), value: formatDeduction(deductions) }] : []),
                      { label: trip.status === 'completed' ? say('Your earning') : say('Your expected earning'), value: <strong>{formatKobo(trip.net_kobo)}</strong>, testId: 'trip-earning' },
                    ]}
                  />
                )}
              </section>
              <section className={ui.card} aria-labelledby="changes-title">
                <h2 id="changes-title" className={ui.cardTitle}>
                  {say('Changes to this trip')}
                </h2>
                {trip.changes.length ? (
                  <DataTable
                    caption={say('Changes to this trip, oldest first')}
                    rows={trip.changes}
                    rowKey={(c) => `${c.at}-${c.kind}`}
                    testId="trip-change"
                    columns={[
                      { key: 'what', header: say('What changed'), cell: (c) => changeText(c, say) },
                      { key: 'by', header: say('By'), cell: (c) => <span translate="no">{c.by}</span> },
                      { key: 'at', header: say('When'), nowrap: true, cell: (c) => formatDateTime(c.at) },
                    ]}
                  />
                ) : (
                  <p className={ui.muted}>{say('No change: the trip runs as scheduled.')}</p>
                )}
              </section>
            </div>
          </div>
        </>
      ) : manifest ? (
        <ManifestByStop manifest={manifest} />
      ) : null}
      <p>
        <Link to="/trips" className={ui.backLink}>
          {`← ${say('All trips')}`}
        </Link>
      </p>
    </div>
  );
}
