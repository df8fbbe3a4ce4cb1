/**
 * The live view of an active trip (issue 11): the stop line with the vehicle, the next stop and
 * its ETA, the speed, and when the reading was taken. Without JavaScript it is the page's
 * snapshot with a Refresh link. With JavaScript (app/enhance/live-trip.ts) it follows the trip's
 * positions from the portal's event stream (/resources/trips/:id/live, Server-Sent Events read
 * by the browser's own EventSource: no socket library is sent to the phone, ADR 0009); a dropped
 * connection says live updates paused while the browser reconnects, and Refresh stays. The
 * hidden lines below are the script's to show.
 */
import { Link } from '~/components/Link';
import type { Stop, TripPosition } from '~contract/fleet';
import { formatTime } from '~/lib/format';
import { LIVE_SENTENCES, nextStopText } from '~/domain/stop-line';
import { useWords } from '~/components/useWords';
import * as ui from '~/styles/ui.css';
import { StopLine } from '~/components/trips/StopLine';
import * as css from '~/components/trips/trips.css';

/**
 * Starts the live view's code a second after the load event (issue 23 §1), when its stream was
 * due to open anyway (FOLLOW_AFTER_LOAD_MS). The code travels inert in the page
 * (`type="text/plain"`: the parser neither compiles nor runs it) and this line runs it as a
 * nonce'd script then. Compiling 3.8 KB on a 4×-slowed phone CPU in or just after the page's
 * load made opening an active trip 1.09× slower with JavaScript than without (the browser's own
 * work after load, such as reading the favicon, waited for it); a trivial script costs nothing
 * (bench: `npm run bench -- slow`). Keep the delay equal to FOLLOW_AFTER_LOAD_MS (tested).
 * A page being left already (a navigation started, where the browser has the Navigation API)
 * starts nothing: no compile, no stream for a page the owner tapped away from.
 */
export const LIVE_TRIP_STARTER = `(function(n){var left=0;if(window.navigation)navigation.addEventListener('navigate',function(){left=1});addEventListener('load',function(){setTimeout(function(){var c=document.getElementById('live-trip-code');if(!c||left)return;var s=document.createElement('script');s.nonce=n;s.text=c.textContent;document.body.appendChild(s)},1000)})})(document.currentScript.nonce)`;

/** `script`: the live view's own script (app/enhance/live-trip-entry.ts), carried inert and started by LIVE_TRIP_STARTER; null leaves the snapshot. */
export function LiveTrip({ tripId, plate, stops, initial, script }: { tripId: number; plate: string; stops: Stop[]; initial: TripPosition | null; script?: string | null }) {
  const position = initial;
  const lineStops = stops.map((s) => ({ name: s.name, minutes_after: s.minutes_after }));
  const say = useWords('trips');
  // The script's sentences in the reader's words, their {{placeholders}} kept for it to fill (issue 44 §2).
  const keep = { stop: '{{stop}}', min: '{{min}}', n: '{{n}}', time: '{{time}}' };
  const words = Object.fromEntries(LIVE_SENTENCES.map((s) => [s, say(s, keep)]));
  return (
    <section
      className={ui.card}
      aria-labelledby="live-trip-title"
      data-vp-live-state="snapshot"
      data-vp-live-trip={tripId}
      data-vp-stops={JSON.stringify(lineStops)}
      data-vp-words={JSON.stringify(words)}
    >
      <div className={css.liveHead}>
        <h2 id="live-trip-title" className={ui.flushHeading}>
          {say('Where {{plate}} is', { plate })}
        </h2>
        <Link to="?" className={ui.button.ghost}>
          {say('Refresh')}
        </Link>
      </div>
      <ul className={css.liveFacts} aria-live="polite" data-testid="live-facts" hidden={!position}>
        <li data-testid="next-stop">{position ? nextStopText(position, say) : null}</li>
        <li data-vp-live-speed>{position ? say('Speed: {{n}} km/h', { n: position.speed_kmh }) : null}</li>
        <li data-vp-live-at>{position ? say('Updated at {{time}}', { time: formatTime(position.at) }) : null}</li>
      </ul>
      {position ? null : <p data-vp-live-none>{say('The vehicle has not sent its position yet. Refresh in a minute.')}</p>}
      <p className={css.paused} role="status" data-vp-live-ended hidden>
        {say('You were signed out.')} <Link to="/login">{say('Sign in again')}</Link> {say('to follow this trip.')}
      </p>
      <p className={css.paused} role="status" data-vp-live-paused hidden>
        {say('Live updates paused: the connection dropped. Refresh to see the latest position.')}
      </p>
      <StopLine stops={stops} position={position} plate={plate} />
      {script ? (
        <>
          {/* Started by LIVE_TRIP_STARTER, which the trip page carries in its head (issue 52 §2). */}
          <script type="text/plain" id="live-trip-code" dangerouslySetInnerHTML={{ __html: script }} />
        </>
      ) : null}
    </section>
  );
}
