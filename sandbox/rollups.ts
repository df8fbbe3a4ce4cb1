/**
 * Closed and open days of a partner's trips (issue 23: the sandbox must not be the bench's
 * bottleneck). A Lagos day that ended more than a day ago can no longer change by the clock
 * alone: its trips are completed or cancelled, and the trips' ledger (sandbox/ledger.ts, kept by
 * triggers as trips are written; ADR 0055) holds what they add up to. The open days (the last two
 * and the future) are read from the trips themselves.
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from './db/index.js';
import { addDays, departingBy, departingFrom, lagosDate } from './trips.js';
import { monthOf } from './payouts.js';
import { apiNow } from './clock.js';
import { tripTotals } from './ledger.js';

/** The trips of some days: all of them (cancelled included), the cancelled, and the completed ones' gross and own deductions (kobo). */
export type DayTotals = { trips: number; cancelled: number; grossKobo: number; deductionsKobo: number };

/** Every day a partner's trips can be on, for a figure of all time. */
export const ALL_TIME: readonly [string, string] = ['2000-01-01', '9999-12-31'];

/** The first day still open at `now`: the day before yesterday and earlier are closed (trips last under a day). */
export const openFrom = (now: number) => addDays(lagosDate(now), -1);

/** The closed days' totals within [from, to] (Lagos dates; all when null), from the trips' ledger. */
export function closedTotals(db: Db, partnerId: number, range: readonly [string, string] | null, now = apiNow()): DayTotals {
  const [from, to] = range ?? ALL_TIME;
  const lastClosed = addDays(openFrom(now), -1);
  if (from > lastClosed) return { trips: 0, cancelled: 0, grossKobo: 0, deductionsKobo: 0 };
  const t = tripTotals(db, partnerId, [from, to < lastClosed ? to : lastClosed], {}, now);
  return { trips: t.trips + t.cancelled, cancelled: t.cancelled, grossKobo: t.grossKobo, deductionsKobo: t.deductionsKobo };
}

/**
 * Conditions on trips for the open days of `range` at `now` (all open days when `range` is
 * null), or null when `range` has no open day.
 */
export function openConditions(range: readonly [string, string] | null, now = apiNow()): SQL[] | null {
  if (!range) return [departingFrom(openFrom(now))];
  const days = openDays(range, now);
  return days ? [departingFrom(days[0]), departingBy(days[1])] : null;
}

/** The open days of `range` at `now` as Lagos dates [from, to] (to '9999-12-31' when `range` is null), or null. */
export function openDays(range: readonly [string, string] | null, now = apiNow()): [string, string] | null {
  const from = openFrom(now);
  if (!range) return [from, '9999-12-31'];
  if (range[1] < from) return null;
  return [range[0] > from ? range[0] : from, range[1]];
}

/** A month's Lagos dates, 'YYYY-MM' → ['YYYY-MM-01', its last day]. */
export const monthRange = (month: string): [string, string] => [`${month}-01`, addDays(`${monthOf(addDays(`${month}-28`, 7))}-01`, -1)];
