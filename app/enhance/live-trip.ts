/**
 * The live view of an active trip (issue 11; ADR 0020). `[data-vp-live-trip=id]` is the server's
 * snapshot; with JavaScript, from a second after the load event, it follows the trip's
 * positions from the portal's event stream (/resources/trips/:id/live, Server-Sent Events read
 * by the browser's own EventSource, ADR 0009): the facts, the stop line (laid out by the same `stopLineLayout` as on the server) and
 * "N s ago". A dropped connection says live updates paused while the browser reconnects; a
 * closed stream (the trip ended) reloads the page.
 */
import { nextStopText, stopLineLayout, type LineStop } from '~/domain/stop-line';
import { ago, formatTime } from '~/lib/format';
import { fill } from '~/domain/sentence';
import type { TripPosition } from '~contract/fleet';
import { eachElement, readJson } from '~/enhance/dom';

/** The stop line's classes, as the server rendered them (`data-vp-classes` on the svg). */
type LineClasses = { passed: string; next: string; ahead: string; name: string; nameNext: string };

function drawLine(svg: SVGSVGElement, stops: LineStop[], position: TripPosition, classes: LineClasses): void {
  const layout = stopLineLayout(stops, position);
  const groups = Array.from(svg.querySelectorAll<SVGGElement>('g[data-vp-state]'));
  layout.stops.forEach((s, i) => {
    const g = groups[i];
    if (!g) return;
    g.dataset.vpState = s.state;
    const circle = g.querySelector('circle');
    circle?.setAttribute('r', s.state === 'next' ? '8' : '7');
    circle?.setAttribute('class', s.state === 'passed' ? classes.passed : s.state === 'next' ? classes.next : classes.ahead);
    g.querySelector('text')?.setAttribute('class', s.state === 'next' ? classes.nameNext : classes.name);
  });
  const driven = svg.querySelector('[data-vp-driven]');
  const vehicle = svg.querySelector('[data-testid="stop-line-vehicle"]');
  if (!layout.vehicle || !driven || !vehicle) return;
  driven.setAttribute('y2', String(layout.drivenToY));
  driven.removeAttribute('visibility');
  vehicle.setAttribute('transform', `translate(${layout.x} ${layout.vehicle.y})`);
  vehicle.removeAttribute('visibility');
  svg.dataset.vpVehicleY = layout.vehicle.y.toFixed(1);
}

function install(root: HTMLElement): void {
  if (typeof EventSource === 'undefined') return;
  const stops = readJson<LineStop[]>(root.dataset.vpStops) ?? [];
  const svg = root.querySelector<SVGSVGElement>('svg[data-testid="stop-line"]');
  const classes = readJson<LineClasses>(svg?.dataset.vpClasses);
  const facts = root.querySelector('[data-testid="live-facts"]');
  // The sentences in the reader's words, from the page (issue 44 §2).
  const words = readJson<Record<string, string>>(root.dataset.vpWords) ?? {};
  const word = (sentence: string, values?: Record<string, string | number>) => fill(words[sentence] ?? sentence, values);
  const say = (selector: string, text: string) => {
    const el = root.querySelector(selector);
    if (el) el.textContent = text;
  };
  const setState = (state: string) => {
    root.dataset.vpLiveState = state;
    root.querySelector<HTMLElement>('[data-vp-live-paused]')!.hidden = state !== 'paused';
    root.querySelector<HTMLElement>('[data-vp-live-ended]')!.hidden = state !== 'ended';
  };
  let position: TripPosition | null = null;
  const tick = () => {
    if (!position || root.dataset.vpLiveState !== 'live') return;
    const at = Date.parse(position.at);
    say('[data-vp-live-at]', `${word('Updated at {{time}}', { time: formatTime(position.at) })}${Number.isFinite(at) ? ` (${ago(Math.max(0, Date.now() - at), word)})` : ''}`);
  };
  const follow = () => {
    const source = new EventSource(`/resources/trips/${root.dataset.vpLiveTrip}/live`);
    source.addEventListener('position', (event) => {
      try {
        position = JSON.parse((event as MessageEvent<string>).data) as TripPosition;
      } catch {
        return; // a garbled event is skipped; the next comes within seconds
      }
      if (facts) {
        facts.removeAttribute('hidden');
        root.querySelector('[data-vp-live-none]')?.remove();
        say('[data-testid="next-stop"]', nextStopText(position, word));
        say('[data-vp-live-speed]', word('Speed: {{n}} km/h', { n: position.speed_kmh }));
      }
      if (svg && classes) drawLine(svg, stops, position, classes);
      setState('live');
      tick();
    });
    source.addEventListener('paused', () => setState('paused'));
    source.addEventListener('ended', () => {
      source.close(); // the session ended elsewhere: the stream will not come back
      setState('ended');
    });
    source.onerror = () => {
      if (source.readyState === EventSource.CLOSED) window.location.reload();
      else setState('paused');
    };
  };
  // The server's snapshot is seconds old and readings come every 5 s: the stream opens a second
  // after the page has loaded, so on a slow link it never competes with the page itself (issue 23).
  // Started that late already (LIVE_TRIP_STARTER), it opens at once.
  const later = () => window.setTimeout(follow, followDelay(loadEnd(), performance.now()));
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  window.setInterval(tick, 1000);
}

/** How long after the load event the live stream opens (ms). */
export const FOLLOW_AFTER_LOAD_MS = 1000;

/** When the load event ended (ms since the navigation started), or now when unknown. */
const loadEnd = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventEnd || performance.now();

/** ms still to wait before the stream opens, `FOLLOW_AFTER_LOAD_MS` after `loadEndMs` (both ms since navigation start). */
export const followDelay = (loadEndMs: number, nowMs: number) => Math.max(0, FOLLOW_AFTER_LOAD_MS - (nowMs - loadEndMs));

/** Follow every live trip view of `doc`. */
export function installLiveTrip(doc: Document): void {
  eachElement<HTMLElement>(doc, '[data-vp-live-trip]', (root) => install(root));
}
