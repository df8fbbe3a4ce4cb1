/**
 * Per-day roll-ups of a partner's trips (issue 23: the sandbox must not be the bench's
 * bottleneck). A Lagos day that ended more than a day ago can no longer change by the clock
 * alone: its trips are completed or cancelled. Its totals — trips, cancelled, gross and
 * deductions of the completed ones (kobo) — are summed once and kept until the data changes
 * (`touchTrips`: any write request, and the trip generator). The open days (the last two and
 * the future) are always read from the trips themselves.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from './db/index.js';
import { dataVersion } from './memo.js';
import * as s from './db/schema.js';
import { addDays, departingBy, departingFrom, lagosDate, lagosDayStartIso, ownDeduction, refundsPaidWithin, tripDateSql } from './trips.js';
import { monthOf } from './payouts.js';
import { apiNow } from './clock.js';

export type DayTotals = { trips: number; cancelled: number; grossKobo: number; deductionsKobo: number };

type Built = Map<number, { version: string; openFrom: string; days: Map<string, DayTotals> }>;
const builtOf = new WeakMap<Db, Built>();
const cacheOf = (db: Db) => {
  let built = builtOf.get(db);
  if (!built) builtOf.set(db, (built = new Map()));
  return { version: dataVersion(db), built };
};

/** The first day still open at `now`: the day before yesterday and earlier are closed (trips last under a day). */
export const openFrom = (now: number) => addDays(lagosDate(now), -1);

/** The closed days' totals of `partnerId` (Lagos date → totals), summed once per change of the data. */
export function closedDays(db: Db, partnerId: number, now = apiNow()): { openFrom: string; days: Map<string, DayTotals> } {
  const cache = cacheOf(db);
  const from = openFrom(now);
  const hit = cache.built.get(partnerId);
  if (hit && hit.version === cache.version && hit.openFrom === from) return hit;
  const before = sql`${s.trips.startsAt} < ${lagosDayStartIso(from)}`;
  const days = new Map<string, DayTotals>();
  for (const r of db
    .select({
      day: tripDateSql,
      trips: sql<number>`count(*)`,
      cancelled: sql<number>`sum(${s.trips.status} = 'cancelled')`,
      gross: sql<number>`coalesce(sum(CASE WHEN ${s.trips.status} = 'cancelled' THEN 0 ELSE ${s.trips.grossKobo} END), 0)`,
    })
    .from(s.trips)
    .where(and(eq(s.trips.partnerId, partnerId), before))
    .groupBy(tripDateSql)
    .all())
    days.set(r.day, { trips: Number(r.trips), cancelled: Number(r.cancelled), grossKobo: Number(r.gross), deductionsKobo: 0 });
  for (const r of db
    .select({ day: tripDateSql, amount: sql<number>`coalesce(sum(${s.deductions.amountKobo}), 0)` })
    .from(s.deductions)
    .innerJoin(s.trips, eq(s.trips.id, s.deductions.tripId))
    .where(and(eq(s.trips.partnerId, partnerId), before, sql`${s.trips.status} <> 'cancelled'`, ownDeduction))
    .groupBy(tripDateSql)
    .all()) {
    const d = days.get(r.day);
    if (d) d.deductionsKobo = Number(r.amount);
  }
  // Refund lines (negative) count on the first day of the month whose payout carries them.
  const payDay = sql<string>`${s.deductions.payMonth} || '-01'`;
  for (const r of db
    .select({ day: payDay, amount: sql<number>`coalesce(sum(${s.deductions.amountKobo}), 0)` })
    .from(s.deductions)
    .innerJoin(s.trips, eq(s.trips.id, s.deductions.tripId))
    .where(and(refundsPaidWithin(partnerId, null), sql`${payDay} < ${from}`))
    .groupBy(payDay)
    .all()) {
    const d = days.get(r.day) ?? { trips: 0, cancelled: 0, grossKobo: 0, deductionsKobo: 0 };
    d.deductionsKobo += Number(r.amount);
    days.set(r.day, d);
  }
  const built = { version: cache.version, openFrom: from, days };
  cache.built.set(partnerId, built);
  return built;
}

/** The closed days' totals within [from, to] (Lagos dates; all when null), summed. */
export function closedTotals(db: Db, partnerId: number, range: readonly [string, string] | null, now = apiNow()): DayTotals {
  const sum: DayTotals = { trips: 0, cancelled: 0, grossKobo: 0, deductionsKobo: 0 };
  for (const [day, t] of closedDays(db, partnerId, now).days) {
    if (range && (day < range[0] || day > range[1])) continue;
    sum.trips += t.trips;
    sum.cancelled += t.cancelled;
    sum.grossKobo += t.grossKobo;
    sum.deductionsKobo += t.deductionsKobo;
  }
  return sum;
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
