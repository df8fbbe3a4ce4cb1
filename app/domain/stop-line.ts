/**
 * The geometry of the live trip's stop line (issue 11), pure: a vertical line like a metro map,
 * one row per stop, with the vehicle between the last stop passed and the next at the share of
 * that leg already driven (from the next stop's ETA and the stops' minutes after departure).
 * Units are SVG user units (1 = 1 CSS px at the drawing's natural size).
 */
import { fill, type SentenceSay } from '~/domain/sentence';

export type LineStop = { name: string; minutes_after: number };
export type LinePosition = { last_stop_index: number; next_stop_index: number | null; eta_minutes: number };

export type StopLineLayout = {
  width: number;
  height: number;
  /** The line's x. */
  x: number;
  stops: { y: number; state: 'passed' | 'next' | 'ahead'; name: string; minutes: number }[];
  /** Where the vehicle is drawn, or null without a position. `progress` is the share of the current leg driven, 0–1. */
  vehicle: { y: number; progress: number } | null;
  /** The line is drawn solid (driven) from the first stop down to this y. */
  drivenToY: number;
};

export const ROW = 48;
export const TOP = 24;
export const LINE_X = 24;
export const WIDTH = 320;

/**
 * Lay out `stops` (in route order) with the vehicle at `position`. A position outside the
 * stops (an index past the end, a negative ETA) is clamped, never thrown.
 */
export function stopLineLayout(stops: readonly LineStop[], position: LinePosition | null): StopLineLayout {
  const n = stops.length;
  const yOf = (i: number) => TOP + i * ROW;
  const last = position ? Math.min(Math.max(0, Math.trunc(position.last_stop_index)), Math.max(0, n - 1)) : -1;
  const next = position && position.next_stop_index !== null && position.next_stop_index < n ? Math.max(last + 1, Math.trunc(position.next_stop_index)) : null;
  let vehicle: StopLineLayout['vehicle'] = null;
  if (position && n > 0) {
    if (next === null) vehicle = { y: yOf(last), progress: 1 };
    else {
      const leg = Math.max(1, stops[next].minutes_after - stops[last].minutes_after);
      const progress = Math.min(1, Math.max(0, 1 - Math.max(0, position.eta_minutes) / leg));
      vehicle = { y: yOf(last) + progress * (yOf(next) - yOf(last)), progress };
    }
  }
  return {
    width: WIDTH,
    height: n > 0 ? yOf(n - 1) + TOP : 0,
    x: LINE_X,
    stops: stops.map((s, i) => ({ y: yOf(i), state: i <= last ? 'passed' : i === next ? 'next' : 'ahead', name: s.name, minutes: s.minutes_after })),
    vehicle,
    drivenToY: vehicle ? vehicle.y : yOf(0),
  };
}

/**
 * The live view's words for a position: 'Next stop: Ojota in 7 min', or 'At the last stop: CMS';
 * said by `say` (the reader's `trips` words; English by default: issue 44 §2).
 */
export function nextStopText(p: { next_stop: string | null; eta_minutes: number; last_stop: string | null }, say: SentenceSay = fill): string {
  return p.next_stop ? say('Next stop: {{stop}} in {{min}} min', { stop: p.next_stop, min: p.eta_minutes }) : say('At the last stop: {{stop}}', { stop: p.last_stop ?? '—' });
}

/** The live view's other sentences (`{{placeholders}}` filled by the page's script). */
export const LIVE_SENTENCES = ['Next stop: {{stop}} in {{min}} min', 'At the last stop: {{stop}}', 'Speed: {{n}} km/h', 'Updated at {{time}}', '{{n}} s ago', '{{n}} min ago'] as const;
