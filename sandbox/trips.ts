/**
 * Trips of the sandbox (their payouts: sandbox/payouts.ts; bookings and positions: sandbox/bookings.ts), made from each route's schedule as time
 * passes (issues 11 and 12), so a sandbox that keeps its database stays current: there are
 * always completed trips behind, upcoming trips for the next 7 days, and trips on the road now.
 *
 * Everything is deterministic: a trip's bookings, cancellations and deductions come from a PRNG
 * seeded by the route and the departure, so the same schedule gives the same data. A trip's
 * status follows the clock: upcoming before it leaves, active until it arrives, then completed,
 * unless it was cancelled. Times are stored in UTC; schedules and dates are Lagos time (UTC+1,
 * no daylight saving).
 */
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import { memoRead, touchTrips } from './memo.js';
import { addDays, lagosDate, lagosDayStartIso, lagosInstant } from '../contract/lagos-time.js';
import { apiNow } from './clock.js';
import { LAGOS_SQL_MODIFIER } from './lagos-sql.js';

// Lagos time (UTC+1 all year) is the one module's (issue 34 §1); re-exported for the sandbox's modules.
export { LAGOS_OFFSET_MS, addDays, lagosDate, lagosDayStartIso, lagosInstant } from '../contract/lagos-time.js';
/**
 * The deductions (kobo) of the trip row in scope that count in its own month: every deduction but
 * a refund line, which counts in the month whose payout carries it (`refundsPaidWithin`). The
 * tables are named: drizzle writes a column of a single-table query without its table, which
 * inside this subquery would mean the deductions' own id.
 */
export const tripDeductionsSql = sql.raw('(SELECT coalesce(sum("deductions"."amount_kobo"), 0) FROM "deductions" WHERE "deductions"."trip_id" = "trips"."id" AND "deductions"."pay_month" IS NULL)');

/** A deduction that counts in its trip's month (not a refund line). */
export const ownDeduction = sql`${s.deductions.payMonth} IS NULL`;

/**
 * A partner's refund lines (issue 41 §2) paid within the Lagos dates [from, to] (all when null): a
 * refund stays on its deduction's trip (its driver, vehicle and route) and counts on the first day
 * of the month whose payout carries it, whatever the trip's own date.
 *
 * Written so the few refund lines lead the join, not the partner's trips (issue 52 §5: a fleet of
 * millions of trips read 6 s to find no refund): the months as a range on the indexed pay month,
 * and the partner through the trip (`+` keeps SQLite from leading with the trips' partner index).
 */
export const refundsPaidWithin = (partnerId: number, range: readonly [string, string] | null): SQL => {
  const partner = sql`+${s.trips.partnerId} = ${partnerId}`;
  // Every refund line: a pay month (`> ''` is false for null, and reads the index as a range).
  if (!range) return and(partner, sql`${s.deductions.payMonth} > ''`)!;
  // The months whose first day is within [from, to].
  const first = range[0].endsWith('-01') ? range[0].slice(0, 7) : nextMonth(range[0].slice(0, 7));
  return and(partner, sql`${s.deductions.payMonth} BETWEEN ${first} AND ${range[1].slice(0, 7)}`)!;
};

/**
 * The refunds (kobo, positive) of a partner paid within `range`, of the trips `onTrips` also
 * selects (a vehicle, a route, a driver: conditions on trips without a date), by driver when asked.
 */
export function refundsKobo(db: Db, partnerId: number, range: readonly [string, string] | null, onTrips: SQL[] = []): number {
  const v = db
    .select({ v: sql<number>`coalesce(sum(${s.deductions.amountKobo}), 0)` })
    .from(s.deductions)
    .innerJoin(s.trips, eq(s.trips.id, s.deductions.tripId))
    .where(and(refundsPaidWithin(partnerId, range), ...onTrips))
    .get()?.v;
  return -Number(v ?? 0);
}

/** Trips are kept from this many days back… */
export const HISTORY_DAYS = 100;
/** …to this many days ahead. */
export const AHEAD_DAYS = 8;
/** A month's earnings are paid on this day of the next month. */
export const PAYOUT_DAY = 3;

export type TripStatus = 'upcoming' | 'active' | 'completed' | 'cancelled';

/** The Lagos calendar date of an instant, 'YYYY-MM-DD'. */
/** The instant (ms) of a Lagos wall time 'HH:mm' on a Lagos date. */
/** ISO weekday of a date: 1 Monday … 7 Sunday. */
export const weekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
/** `date` plus `days`. */

/** mulberry32 seeded by a string: a small deterministic PRNG. */
export function prngFor(key: string) {
  let a = 0;
  for (let i = 0; i < key.length; i++) a = (Math.imul(a, 31) + key.charCodeAt(i)) | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A trip's status at `now` (ms). */
export function tripStatus(trip: { status: string; startsAt: string; endsAt: string }, now = apiNow()): TripStatus {
  if (trip.status === 'cancelled') return 'cancelled';
  if (Date.parse(trip.startsAt) > now) return 'upcoming';
  if (Date.parse(trip.endsAt) > now) return 'active';
  return 'completed';
}

/** The same rule in SQL, for filtering and counting. */
export const tripStatusSql = (now = apiNow()) => {
  const iso = new Date(now).toISOString();
  return sql<TripStatus>`CASE WHEN ${s.trips.status} = 'cancelled' THEN 'cancelled' WHEN ${s.trips.startsAt} > ${iso} THEN 'upcoming' WHEN ${s.trips.endsAt} > ${iso} THEN 'active' ELSE 'completed' END`;
};

/**
 * When the partner's last completed trip ended (ISO) at `now` (ms), or null before any: the
 * latest departure that has ended, read backwards on the (partner, departure) index, then the
 * latest end among the trips departing within a day before it (trips last under a day), so a
 * fleet's millions of trips are never sorted by their end (issue 52 §5).
 */
export function lastCompletedEnd(db: Db, partnerId: number, now: number): string | null {
  const iso = new Date(now).toISOString();
  const ended = and(eq(s.trips.partnerId, partnerId), sql`${s.trips.status} <> 'cancelled'`, sql`${s.trips.startsAt} <= ${iso}`, sql`${s.trips.endsAt} <= ${iso}`);
  const last = db.select({ startsAt: s.trips.startsAt }).from(s.trips).where(ended).orderBy(desc(s.trips.startsAt)).limit(1).get();
  if (!last) return null;
  const dayBefore = new Date(Date.parse(last.startsAt) - 86_400_000).toISOString();
  return (
    db
      .select({ end: sql<string>`max(${s.trips.endsAt})` })
      .from(s.trips)
      .where(and(ended, sql`${s.trips.startsAt} >= ${dayBefore}`))
      .get()?.end ?? null
  );
}

/**
 * Bounds on `starts_at` that a trip of `status` at `now` must be within (issue 52 §5), to go
 * beside `tripStatusSql` so SQLite reads a range of the (partner, starts_at) index rather than
 * every trip of a fleet: an upcoming trip departs after now, an active one departed within the
 * last day (trips last under one). Completed and cancelled trips may be of any day: none.
 */
export const statusBounds = (status: TripStatus | undefined, now = apiNow()): SQL[] => {
  const iso = new Date(now).toISOString();
  if (status === 'upcoming') return [sql`${s.trips.startsAt} > ${iso}`];
  if (status === 'active') return [sql`${s.trips.startsAt} <= ${iso}`, sql`${s.trips.startsAt} > ${new Date(now - 86_400_000).toISOString()}`];
  return [];
};

/** The Lagos date of a trip in SQL (its departure), 'YYYY-MM-DD'. For output and grouping: filter with `departingFrom`/`departingBy`. */
export const tripDateSql = sql<string>`substr(strftime('%Y-%m-%dT%H:%M:%SZ', ${s.trips.startsAt}, ${sql.raw(`'${LAGOS_SQL_MODIFIER}'`)}), 1, 10)`;

/** The instant at which Lagos date `date` ('YYYY-MM-DD') begins, as trips store `starts_at` (ISO, UTC). */

/**
 * Trips departing on Lagos date `from` or later, and on `to` or earlier: ranges of `starts_at`,
 * which the (partner_id, starts_at) index answers, where a condition on `tripDateSql` would
 * compute the date of every trip of the partner (issue 23: the sandbox must not be the bench's
 * bottleneck).
 */
export const departingFrom = (from: string) => sql`${s.trips.startsAt} >= ${lagosDayStartIso(from)}`;
export const departingBy = (to: string) => sql`${s.trips.startsAt} < ${lagosDayStartIso(addDays(to, 1))}`;
/** Both ends, for a Lagos date range [from, to]. */
export const departingIn = ([from, to]: readonly [string, string]) => [departingFrom(from), departingBy(to)];
/** Trips of a month 'YYYY-MM' in Lagos. */
export const departingInMonth = (month: string) => [departingFrom(`${month}-01`), sql`${s.trips.startsAt} < ${lagosDayStartIso(`${nextMonth(month)}-01`)}`];
/** The month after 'YYYY-MM'. */
export const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
};

export const DEDUCTION_CAUSES = ['late_departure', 'no_show_vehicle', 'breakdown', 'damage', 'penalty'] as const;
const DEDUCTION_KOBO: Record<(typeof DEDUCTION_CAUSES)[number], [number, number]> = {
  late_departure: [1_500_00, 3_000_00],
  no_show_vehicle: [5_000_00, 8_000_00],
  breakdown: [4_000_00, 10_000_00],
  damage: [5_000_00, 15_000_00],
  penalty: [2_000_00, 5_000_00],
};

/** The vehicles that run a route (those with a supply cost on it), in a stable order. */
function routeVehicles(db: Db, routeId: number) {
  const ids = [
    ...new Set(
      db
        .select({ v: s.costConfigs.vehicleId })
        .from(s.costConfigs)
        .where(eq(s.costConfigs.routeId, routeId))
        .all()
        .map((r) => r.v),
    ),
  ].sort((a, b) => a - b);
  return ids.length ? db.select().from(s.vehicles).where(inArray(s.vehicles.id, ids)).orderBy(asc(s.vehicles.id)).all() : [];
}

/** The supply cost (kobo) of `routeId` run by `vehicleId` on `date`. */
export function supplyCostOn(db: Db, routeId: number, vehicleId: number, date: string): number {
  const row = db
    .select({ amount: s.costConfigs.amountKobo })
    .from(s.costConfigs)
    .where(and(eq(s.costConfigs.routeId, routeId), eq(s.costConfigs.vehicleId, vehicleId), lte(s.costConfigs.effectiveFrom, date)))
    .orderBy(sql`${s.costConfigs.effectiveFrom} DESC, ${s.costConfigs.id} DESC`)
    .get();
  return row?.amount ?? 0;
}

/**
 * Make the trips of every route up to AHEAD_DAYS from `now` (and from HISTORY_DAYS back for a
 * route that has none yet). Cheap when already done: each route remembers how far it got, and
 * the check itself runs once per change of the data and per minute (memo.ts; a new Lagos day's
 * trips appear within a minute of midnight), not on every call.
 */
export function ensureTrips(db: Db, now = apiNow()): void {
  memoRead(db, 'ensure-trips', 60_000, () => generateTrips(db, now), now);
}

function generateTrips(db: Db, now: number): void {
  const until = lagosDate(now + AHEAD_DAYS * 86_400_000);
  const pending = db
    .select()
    .from(s.routes)
    .where(sql`${s.routes.partnerId} IS NOT NULL AND (${s.routes.tripsUntil} IS NULL OR ${s.routes.tripsUntil} < ${until})`)
    .all();
  if (!pending.length) return;
  db.transaction((tx) => {
    const t = tx as unknown as Db;
    for (const route of pending) {
      const times = route.departureTimes;
      const vehicles = routeVehicles(t, route.id);
      if (!times.length || !vehicles.length || !route.partnerId) {
        t.update(s.routes).set({ tripsUntil: until }).where(eq(s.routes.id, route.id)).run();
        continue;
      }
      const roundTheClock = times.length >= 24;
      let day = route.tripsUntil ? addDays(route.tripsUntil, 1) : lagosDate(now - HISTORY_DAYS * 86_400_000);
      const rows: (typeof s.trips.$inferInsert)[] = [];
      const plans: { startsAt: string; deduction: { cause: string; amountKobo: number } | null; change: typeof s.tripChanges.$inferInsert | null }[] = [];
      for (; day <= until; day = addDays(day, 1)) {
        if (route.days !== 'everyday' && !route.days.includes(weekday(day))) continue;
        times.forEach((time, index) => {
          const startMs = lagosInstant(day, time);
          const startsAt = new Date(startMs).toISOString();
          const rand = prngFor(`${route.id}|${startsAt}`);
          const vehicle = vehicles[index % vehicles.length];
          const seats = vehicle.seats;
          const cancelled = !roundTheClock && rand() < 0.04;
          const aheadDays = (startMs - now) / 86_400_000;
          const fill = aheadDays > 2 ? 0.15 + rand() * 0.4 : 0.45 + rand() * 0.55;
          const booked = cancelled ? 0 : Math.max(1, Math.min(seats, Math.round(seats * fill)));
          const noShows = Math.floor(booked * rand() * 0.12);
          const cancelledBookings = Math.floor(booked * rand() * 0.08);
          const gross = cancelled ? 0 : supplyCostOn(t, route.id, vehicle.id, day);
          // How the day went on the road, from a PRNG of its own (the figures above stay as they were):
          // most buses leave within 9 minutes of the time, about one in eight later; a third of
          // the cancellations are the driver's.
          const ops = prngFor(`${route.id}|${startsAt}|ops`);
          const delayMin = ops() < 0.125 ? 11 + Math.floor(ops() * 25) : Math.floor(ops() * 10);
          const cancelledBy = cancelled ? (ops() < 1 / 3 ? ('driver' as const) : ('marketplace' as const)) : null;
          rows.push({
            partnerId: route.partnerId!,
            routeId: route.id,
            vehicleId: vehicle.id,
            driverId: vehicle.driverId ?? route.driverId!,
            status: cancelled ? 'cancelled' : 'scheduled',
            startsAt,
            endsAt: new Date(startMs + route.durationMin * 60_000).toISOString(),
            seats,
            booked,
            noShows,
            cancelledBookings,
            grossKobo: gross,
            departedAt: cancelled ? null : new Date(startMs + delayMin * 60_000).toISOString(),
            cancelledBy,
          });
          // About one completed trip in eight carries a deduction.
          let deduction: { cause: string; amountKobo: number } | null = null;
          if (!cancelled && rand() < 0.125) {
            const cause = DEDUCTION_CAUSES[Math.floor(rand() * DEDUCTION_CAUSES.length)];
            const [lo, hi] = DEDUCTION_KOBO[cause];
            deduction = { cause, amountKobo: Math.min(gross, Math.round((lo + rand() * (hi - lo)) / 100) * 100) };
          }
          const change = cancelled
            ? {
                tripId: 0,
                kind: 'cancelled' as const,
                fromValue: null,
                toValue: null,
                byName: cancelledBy === 'driver' ? 'The driver' : 'Marketplace operations',
                at: new Date(startMs - 5 * 3_600_000).toISOString(),
              }
            : rand() < 0.05
              ? { tripId: 0, kind: 'time_changed' as const, fromValue: addMinutes(time, -15), toValue: time, byName: 'Marketplace operations', at: new Date(startMs - 26 * 3_600_000).toISOString() }
              : null;
          plans.push({ startsAt, deduction, change });
        });
      }
      for (let i = 0; i < rows.length; i += 200)
        t.insert(s.trips)
          .values(rows.slice(i, i + 200))
          .onConflictDoNothing()
          .run();
      const made = new Map(
        t
          .select({ id: s.trips.id, startsAt: s.trips.startsAt })
          .from(s.trips)
          .where(and(eq(s.trips.routeId, route.id), gte(s.trips.startsAt, rows[0]?.startsAt ?? '9999')))
          .all()
          .map((r) => [r.startsAt, r.id]),
      );
      const deductions = plans.filter((p) => p.deduction && made.has(p.startsAt)).map((p) => ({ tripId: made.get(p.startsAt)!, ...p.deduction! }));
      for (let i = 0; i < deductions.length; i += 200)
        t.insert(s.deductions)
          .values(deductions.slice(i, i + 200))
          .run();
      const changes = plans.filter((p) => p.change && made.has(p.startsAt)).map((p) => ({ ...p.change!, tripId: made.get(p.startsAt)! }));
      for (let i = 0; i < changes.length; i += 200)
        t.insert(s.tripChanges)
          .values(changes.slice(i, i + 200))
          .run();
      t.update(s.routes).set({ tripsUntil: until }).where(eq(s.routes.id, route.id)).run();
    }
  });
  // New trips: memoised answers are computed again (the ledger's triggers counted them).
  touchTrips(db);
}

function addMinutes(time: string, minutes: number) {
  const [h, m] = time.split(':').map(Number);
  const total = (((h * 60 + m + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
