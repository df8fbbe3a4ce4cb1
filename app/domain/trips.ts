/**
 * The rules of trips and routes on screen (issue 11), pure: the list's tabs, days of operation
 * in words, the countdown to a departure, the trip-change log in words, and the manifest grouped
 * by stop with counts per status. Times are ISO strings; durations in ms or minutes as named.
 */
import { calendarLocale } from '~contract/languages';
import type { ManifestEntry, Stop, TripStatus } from '~contract/fleet';
import { type SentenceSay } from '~/domain/sentence';
import { englishSay } from '~/domain/english';

/** The trips list's tabs, in order; the first is the default. */
export const TRIP_TABS = ['active', 'upcoming', 'completed', 'cancelled'] as const;
export type TripTab = (typeof TRIP_TABS)[number];
export const TRIP_TAB_LABELS: Record<TripTab, string> = { active: 'Active', upcoming: 'Upcoming', completed: 'Completed', cancelled: 'Cancelled' };
/** Each tab's trips and its filtered empty list, whole sentences of the `trips` catalogue (issue 70 §2). */
export const TRIP_TAB_WORDS: Record<TripTab, { trips: string; noneMatch: string }> = {
  active: { trips: 'Active trips', noneMatch: 'No active trip matches these filters.' },
  upcoming: { trips: 'Upcoming trips', noneMatch: 'No upcoming trip matches these filters.' },
  completed: { trips: 'Completed trips', noneMatch: 'No completed trip matches these filters.' },
  cancelled: { trips: 'Cancelled trips', noneMatch: 'No cancelled trip matches these filters.' },
};

/** English's words for the sentences below (the singular for one day). */
const english = englishSay();

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** A weekday's short name (1 = Monday … 7 = Sunday) as `locale` writes it (Intl), or English's. */
const weekday = (d: number, locale?: string) =>
  locale ? new Intl.DateTimeFormat(calendarLocale(locale), { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 0, 4 + d))) : WEEKDAYS[d - 1];

/**
 * Days of operation in words: 'everyday' → 'Everyday'; ISO weekdays (1 = Monday … 7 = Sunday)
 * → 'Mon–Fri' for a run of three or more days, else 'Mon, Wed, Fri'. With `say` and `locale`,
 * in the reader's language (issue 44 §2: the days' names as `Intl` writes them for `locale`).
 */
export function daysText(days: 'everyday' | readonly number[], say: SentenceSay = english, locale?: string): string {
  if (days === 'everyday') return say('Everyday');
  const sorted = [...new Set(days)].filter((d) => d >= 1 && d <= 7).sort((a, b) => a - b);
  if (sorted.length === 7) return say('Everyday');
  if (sorted.length === 0) return say('No days set');
  const runs: number[][] = [];
  for (const d of sorted) {
    const last = runs.at(-1);
    if (last && d === last[last.length - 1] + 1) last.push(d);
    else runs.push([d]);
  }
  return runs.map((run) => (run.length >= 3 ? `${weekday(run[0], locale)}–${weekday(run.at(-1)!, locale)}` : run.map((d) => weekday(d, locale)).join(', '))).join(', ');
}

/**
 * The time left before a departure in words, coarse enough not to need a ticking clock:
 * 'Departs in 3 days', 'Departs in 2 h 05 min', 'Departs in 12 min', 'Departing now'.
 */
export function countdownText(startsAt: string, now: number, say: SentenceSay = english): string {
  const ms = Date.parse(startsAt) - now;
  if (!(ms > 30_000)) return say('Departing now');
  const minutes = Math.ceil(ms / 60_000);
  if (minutes < 60) return say('Departs in {{minutes}} min', { minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return say('Departs in {{hours}} h {{minutes}} min', { hours, minutes: String(minutes % 60).padStart(2, '0') });
  return say('Departs in {{count}} days', { count: Math.floor(hours / 24) });
}

/** A trip-change log entry in words (English, or through `say` in the reader's language). */
export function changeText(change: { kind: string; from: string | null; to: string | null }, say: SentenceSay = english): string {
  const values = { from: change.from ?? '—', to: change.to ?? '—' };
  switch (change.kind) {
    case 'driver_swapped':
      return say('Driver changed from {{from}} to {{to}}', values);
    case 'vehicle_swapped':
      return say('Vehicle changed from {{from}} to {{to}}', values);
    case 'time_changed':
      return say('Departure moved from {{from}} to {{to}}', values);
    case 'cancelled':
      return change.to ? say('Trip cancelled: {{reason}}', { reason: change.to }) : say('Trip cancelled');
    default:
      return change.kind.replace(/_/g, ' ');
  }
}

export type ManifestStatus = ManifestEntry['status'];
export const MANIFEST_STATUSES: readonly ManifestStatus[] = ['booked', 'checked_in', 'dropped_off', 'no_show', 'cancelled'];

export type StopManifest = { stop: Stop; pickups: ManifestEntry[]; dropoffs: ManifestEntry[] };

/**
 * The manifest by stop, in route order: at each stop the passengers picked up and dropped off
 * there (by seat, then name), and the count of passengers per status over the whole trip.
 * Entries whose stop is not on the route are kept under the nearest stop before it.
 */
export function manifestByStop(stops: readonly Stop[], entries: readonly ManifestEntry[]): { stops: StopManifest[]; counts: Record<ManifestStatus, number> } {
  const ordered = [...stops].sort((a, b) => a.seq - b.seq);
  const at = (seq: number) => {
    let found = 0;
    ordered.forEach((s, i) => {
      if (s.seq <= seq) found = i;
    });
    return found;
  };
  const bySeat = (a: ManifestEntry, b: ManifestEntry) => (a.seat ?? 999) - (b.seat ?? 999) || a.passenger.localeCompare(b.passenger) || a.id - b.id;
  const groups: StopManifest[] = ordered.map((stop) => ({ stop, pickups: [], dropoffs: [] }));
  const counts = Object.fromEntries(MANIFEST_STATUSES.map((s) => [s, 0])) as Record<ManifestStatus, number>;
  for (const e of entries) {
    counts[e.status] += 1;
    if (!groups.length) continue;
    groups[at(e.pickup_seq)].pickups.push(e);
    groups[at(e.dropoff_seq)].dropoffs.push(e);
  }
  for (const g of groups) {
    g.pickups.sort(bySeat);
    g.dropoffs.sort(bySeat);
  }
  return { stops: groups, counts };
}

/** The earning column's heading and whether the figure is final: expected before the trip ends. */
export function earningLabel(status: TripStatus): 'Expected earning' | 'Earning' {
  return status === 'completed' ? 'Earning' : 'Expected earning';
}
