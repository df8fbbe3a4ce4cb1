/**
 * The live view of an active trip (issue 11): the stop line with the vehicle, the next stop and
 * its ETA, the speed, and when the reading was taken. Without JavaScript it is the page's
 * snapshot with a Refresh link. With JavaScript it follows the trip's positions from the
 * portal's event stream (/resources/trips/:id/live, Server-Sent Events read by the browser's
 * own EventSource: no socket library is sent to the phone, ADR 0009); a dropped connection
 * says live updates paused while the browser reconnects, and Refresh stays.
 */
import { Link, useRevalidator } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import type { Stop, TripPosition } from '~contract/fleet';
import { ago, formatTime } from '~/lib/format';
import * as ui from '~/styles/ui.css';
import { StopLine } from '~/components/trips/StopLine';
import * as css from '~/components/trips/trips.css';

export function LiveTrip({ tripId, plate, stops, initial }: { tripId: number; plate: string; stops: Stop[]; initial: TripPosition | null }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [position, setPosition] = useState<TripPosition | null>(initial);
  const [state, setState] = useState<'snapshot' | 'live' | 'paused' | 'ended'>('snapshot');
  const [now, setNow] = useState(() => Date.parse(initial?.at ?? '') || 0);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`/resources/trips/${tripId}/live`);
    source.addEventListener('position', (event) => {
      try {
        setPosition(JSON.parse((event as MessageEvent<string>).data) as TripPosition);
        setState('live');
      } catch {
        // A garbled event is skipped; the next one comes within seconds.
      }
    });
    source.addEventListener('paused', () => setState('paused'));
    source.addEventListener('ended', () => {
      // The session ended (logout elsewhere): the stream will not come back.
      source.close();
      setState('ended');
    });
    source.onerror = () => {
      // CLOSED: the trip is no longer active (or the session ended): reload its data.
      if (source.readyState === EventSource.CLOSED) revalidator.revalidate();
      else setState('paused');
    };
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    setNow(Date.now());
    return () => {
      window.clearInterval(tick);
      source.close();
    };
    // revalidator is a new object on every render; the stream depends on the trip only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tripId]);

  const readAt = Date.parse(position?.at ?? '');
  return (
    <section className={ui.card} aria-labelledby="live-trip-title" data-live-state={state}>
      <div className={css.liveHead}>
        <h2 id="live-trip-title" className={ui.flushHeading}>
          Where {plate} is
        </h2>
        <Link to="?" className={ui.button.ghost} reloadDocument={!hydrated} preventScrollReset>
          Refresh
        </Link>
      </div>
      {position ? (
        <ul className={css.liveFacts} aria-live="polite" data-testid="live-facts">
          <li data-testid="next-stop">{position.next_stop ? `Next stop: ${position.next_stop} in ${position.eta_minutes} min` : `At the last stop: ${position.last_stop ?? '—'}`}</li>
          <li>Speed: {position.speed_kmh} km/h</li>
          <li>
            Updated at {formatTime(position.at)}
            {hydrated && state === 'live' && Number.isFinite(readAt) ? ` (${ago(Math.max(0, now - readAt))})` : ''}
          </li>
        </ul>
      ) : (
        <p>The vehicle has not sent its position yet. Refresh in a minute.</p>
      )}
      {state === 'ended' ? (
        <p className={css.paused} role="status">
          You were signed out. <Link to="/login">Sign in again</Link> to follow this trip.
        </p>
      ) : null}
      {state === 'paused' ? (
        <p className={css.paused} role="status">
          Live updates paused: the connection dropped. Refresh to see the latest position.
        </p>
      ) : null}
      <StopLine stops={stops} position={position} plate={plate} />
    </section>
  );
}
