/**
 * The trips' ledger (sandbox/ledger.ts, ADR 0055): the triggers keep it equal to the trips summed
 * again whatever is written, and `tripSums` answers what the trips themselves add up to, for any
 * range, grouping and clock.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { openDb } from './db/index';
import * as s from './db/schema';
import { ledgerAgainstTrips, tripSums, writingInBulk, type LedgerKey } from './ledger';
import { addDays, departingBy, departingFrom, lagosDate, tripDateSql, tripDeductionsSql, tripStatusSql } from './trips';
import { LATE_START_FROM_MS } from './rules/driver-performance';
import { apiNow } from './clock';
import type { Db } from './db/index';
import { seededCopy } from '../tests/seeded-copy';

const PARTNER = 1;
/** A seeded database of its own: a copy of the run's seed when there is one (tests/seeded-db.ts), else seeded afresh. */
const freshDb = () => {
  const seeded = seededCopy();
  return seeded ? openDb(':memory:', { from: seeded }) : openDb(':memory:');
};

/**
 * The reference, in two steps so it is built once per clock (issue 70 §3: 126 comparisons each
 * summing the whole seed again took 22–25 s on a busy machine): every trip of the partner at `now`,
 * one row each with its Lagos day; then any range of them grouped as `tripSums` groups (no cause).
 */
function tripRowsAt(db: Db, now: number) {
  const status = tripStatusSql(now);
  const completed = sql`${status} = 'completed'`;
  const delayMs = sql`round((julianday(${s.trips.departedAt}) - julianday(${s.trips.startsAt})) * 86400000)`;
  const rating = sql`(SELECT r.rating FROM ratings r WHERE r.trip_id = trips.id)`;
  return db
    .select({
      vehicle: s.trips.vehicleId,
      driver: s.trips.driverId,
      route: s.trips.routeId,
      day: tripDateSql,
      trips: sql<number>`sum(${completed})`,
      cancelled: sql<number>`sum(${status} = 'cancelled')`,
      cancelledByDriver: sql<number>`coalesce(sum(${status} = 'cancelled' AND ${s.trips.cancelledBy} = 'driver'), 0)`,
      grossKobo: sql<number>`coalesce(sum(CASE WHEN ${completed} THEN ${s.trips.grossKobo} ELSE 0 END), 0)`,
      deductionsKobo: sql<number>`coalesce(sum(CASE WHEN ${completed} THEN ${tripDeductionsSql} ELSE 0 END), 0)`,
      lateStarts: sql<number>`coalesce(sum(${completed} AND ${s.trips.departedAt} IS NOT NULL AND ${delayMs} >= ${LATE_START_FROM_MS}), 0)`,
      ratingSum: sql<number>`coalesce(sum(CASE WHEN ${completed} THEN ${rating} END), 0)`,
      ratingCount: sql<number>`count(CASE WHEN ${completed} THEN ${rating} END)`,
    })
    .from(s.trips)
    .where(eq(s.trips.partnerId, PARTNER))
    .groupBy(s.trips.id)
    .all();
}

/** The trips of `rows` departing on the Lagos days [from, to], summed by `by`. */
function summedFromTrips(rows: ReturnType<typeof tripRowsAt>, [from, to]: [string, string], by: LedgerKey[]) {
  const groups = new Map<string, Record<string, number | string>>();
  for (const r of rows) {
    if (r.day < from || r.day > to) continue;
    const keys: Record<string, number | string> = { vehicle: r.vehicle, driver: r.driver, route: r.route, day: r.day, month: r.day.slice(0, 7) };
    const key = by.map((k) => String(keys[k])).join('|');
    const g = groups.get(key) ?? Object.fromEntries(by.map((k) => [k, keys[k]]));
    for (const k of ['trips', 'cancelled', 'cancelledByDriver', 'grossKobo', 'deductionsKobo', 'lateStarts', 'ratingSum', 'ratingCount'] as const) g[k] = Number(g[k] ?? 0) + Number(r[k]);
    groups.set(key, g);
  }
  return [...groups.values()].filter((g) => g.trips || g.cancelled).map((g) => JSON.stringify(g));
}

/** `tripSums` in the reference's shape, sorted. */
function fromLedger(db: Db, range: [string, string], by: LedgerKey[], now: number) {
  const field = { vehicle: 'vehicleId', driver: 'driverId', route: 'routeId', day: 'day', month: 'month', cause: 'cause' } as const;
  return tripSums(db, PARTNER, range, { by }, now).map((r) =>
    JSON.stringify({
      ...Object.fromEntries(by.map((k) => [k, r[field[k]]])),
      trips: r.trips,
      cancelled: r.cancelled,
      cancelledByDriver: r.cancelledByDriver,
      grossKobo: r.grossKobo,
      deductionsKobo: r.deductionsKobo,
      lateStarts: r.lateStarts,
      ratingSum: r.ratingSum,
      ratingCount: r.ratingCount,
    }),
  );
}

describe("the trips' ledger", () => {
  it('is kept equal to the trips summed again, whatever is written to trips, deductions and ratings', () => {
    const db = freshDb();
    const first = ledgerAgainstTrips(db);
    expect(first.kept.length).toBeGreaterThan(100);
    expect(first.kept).toEqual(first.summed);
    const past = db
      .select()
      .from(s.trips)
      .where(and(eq(s.trips.partnerId, PARTNER), sql`${s.trips.status} <> 'cancelled'`, sql`${s.trips.endsAt} < ${new Date(apiNow()).toISOString()}`))
      .limit(6)
      .all();
    const other = db.select().from(s.vehicles).where(eq(s.vehicles.partnerId, PARTNER)).all().at(-1)!;
    const driver = db.select().from(s.drivers).where(eq(s.drivers.partnerId, PARTNER)).all().at(-1)!;
    // A cancellation (by the driver), a driver and a vehicle changed, a new gross, a late departure, a day moved.
    db.update(s.trips).set({ status: 'cancelled', cancelledBy: 'driver' }).where(eq(s.trips.id, past[0].id)).run();
    db.update(s.trips).set({ driverId: driver.id }).where(eq(s.trips.id, past[1].id)).run();
    db.update(s.trips)
      .set({ vehicleId: other.id, grossKobo: past[2].grossKobo + 12_345 })
      .where(eq(s.trips.id, past[2].id))
      .run();
    db.update(s.trips)
      .set({ departedAt: new Date(Date.parse(past[3].startsAt) + LATE_START_FROM_MS).toISOString() })
      .where(eq(s.trips.id, past[3].id))
      .run();
    db.update(s.trips)
      .set({ startsAt: new Date(Date.parse(past[4].startsAt) - 3 * 86_400_000).toISOString(), endsAt: new Date(Date.parse(past[4].endsAt) - 3 * 86_400_000).toISOString() })
      .where(eq(s.trips.id, past[4].id))
      .run();
    // Deductions: one new, one changed, one removed, a refund line (counted in its pay month, not here), one on the cancelled trip.
    const added = db.insert(s.deductions).values({ tripId: past[5].id, cause: 'damage', amountKobo: 50_000 }).returning().get();
    db.insert(s.deductions).values({ tripId: past[0].id, cause: 'penalty', amountKobo: 20_000 }).run();
    db.insert(s.deductions)
      .values({ tripId: past[5].id, cause: 'refund', amountKobo: -50_000, refundOf: added.id, payMonth: lagosDate(apiNow()).slice(0, 7) })
      .run();
    db.update(s.deductions).set({ amountKobo: 70_000, cause: 'breakdown' }).where(eq(s.deductions.id, added.id)).run();
    const some = db
      .select()
      .from(s.deductions)
      .where(sql`${s.deductions.payMonth} IS NULL`)
      .limit(1)
      .get()!;
    db.delete(s.deductions).where(eq(s.deductions.id, some.id)).run();
    // A trip with its deductions back from cancelled: they count again.
    db.update(s.trips).set({ status: 'scheduled', cancelledBy: null }).where(eq(s.trips.id, past[0].id)).run();
    // Ratings: one new, one changed, one removed.
    const unrated = db
      .select()
      .from(s.trips)
      .where(and(eq(s.trips.partnerId, PARTNER), sql`NOT EXISTS (SELECT 1 FROM ratings r WHERE r.trip_id = trips.id)`))
      .limit(1)
      .get()!;
    db.insert(s.ratings).values({ partnerId: PARTNER, tripId: unrated.id, rating: 7 }).run();
    const rated = db.select().from(s.ratings).limit(2).all();
    db.update(s.ratings).set({ rating: 1 }).where(eq(s.ratings.id, rated[0].id)).run();
    db.delete(s.ratings).where(eq(s.ratings.id, rated[1].id)).run();
    // A trip removed, with its deductions and rating first.
    const gone = db.select().from(s.trips).where(eq(s.trips.partnerId, PARTNER)).limit(1).get()!;
    db.delete(s.deductions).where(eq(s.deductions.tripId, gone.id)).run();
    db.delete(s.ratings).where(eq(s.ratings.tripId, gone.id)).run();
    db.delete(s.tripChanges).where(eq(s.tripChanges.tripId, gone.id)).run();
    db.delete(s.bookings).where(eq(s.bookings.tripId, gone.id)).run();
    db.delete(s.trips).where(eq(s.trips.id, gone.id)).run();
    const after = ledgerAgainstTrips(db);
    expect(after.kept).not.toEqual(first.kept);
    expect(after.kept).toEqual(after.summed);
    expect(after.keptMonths).toEqual(after.summedMonths);
  });

  it('is summed once after a write in bulk, and kept again after it', () => {
    const db = freshDb();
    const route = db.select().from(s.routes).where(eq(s.routes.partnerId, PARTNER)).get()!;
    const trip = db.select().from(s.trips).where(eq(s.trips.routeId, route.id)).get()!;
    writingInBulk(
      db,
      () => {
        db.insert(s.trips)
          .values({ ...trip, id: undefined, startsAt: '2020-01-01T08:00:00.000Z', endsAt: '2020-01-01T09:00:00.000Z' })
          .run();
        return PARTNER;
      },
      (p) => p,
    );
    db.update(s.trips).set({ grossKobo: 1 }).where(eq(s.trips.startsAt, '2020-01-01T08:00:00.000Z')).run();
    const check = ledgerAgainstTrips(db);
    expect(check.kept).toEqual(check.summed);
    expect(check.keptMonths).toEqual(check.summedMonths);
  });

  it('answers what the trips add up to, for any range, grouping and clock', () => {
    const db = freshDb();
    const now = apiNow();
    const today = lagosDate(now);
    const ranges: [string, string][] = [
      [`${today.slice(0, 7)}-01`, addDays(today, 8)], // this month, open days and the future
      [addDays(`${today.slice(0, 7)}-01`, -31).slice(0, 7) + '-01', addDays(`${today.slice(0, 7)}-01`, -1)], // last month
      [addDays(today, -75), addDays(today, 3)], // across months, closed and open
      [today, today], // today alone
      [addDays(today, -1), addDays(today, -1)], // yesterday (open)
      [addDays(today, -2), addDays(today, -2)], // the last closed day
      [addDays(today, -400), addDays(today, 10)], // everything
    ];
    const groupings: LedgerKey[][] = [[], ['vehicle'], ['driver'], ['route', 'month'], ['day'], ['vehicle', 'driver', 'month']];
    let compared = 0;
    for (const at of [now, now - 3 * 3_600_000, now - 5 * 86_400_000]) {
      const rows = tripRowsAt(db, at);
      for (const range of ranges)
        for (const by of groupings) {
          const ledger = fromLedger(db, range, by, at).sort();
          expect(ledger, `${range.join('–')} by ${by.join(',') || 'nothing'} at ${new Date(at).toISOString()}`).toEqual(summedFromTrips(rows, range, by).sort());
          compared += ledger.length;
        }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('splits the deductions by cause, to the kobo of the trips', () => {
    const db = freshDb();
    const now = apiNow();
    const range: [string, string] = [addDays(lagosDate(now), -60), lagosDate(now)];
    const byCause = tripSums(db, PARTNER, range, { by: ['driver', 'cause'] }, now);
    const causes = new Set(byCause.map((r) => r.cause));
    expect(causes.size).toBeGreaterThan(2);
    const byDriver = tripSums(db, PARTNER, range, { by: ['driver'] }, now);
    for (const d of byDriver) {
      const mine = byCause.filter((r) => r.driverId === d.driverId);
      expect(mine.reduce((n, r) => n + r.deductionsKobo, 0)).toBe(d.deductionsKobo);
      expect(mine.find((r) => r.cause === '')?.trips ?? 0).toBe(d.trips);
    }
    const reference = db
      .select({ cause: s.deductions.cause, kobo: sql<number>`sum(${s.deductions.amountKobo})` })
      .from(s.deductions)
      .innerJoin(s.trips, eq(s.trips.id, s.deductions.tripId))
      .where(and(eq(s.trips.partnerId, PARTNER), sql`${tripStatusSql(now)} = 'completed'`, departingFrom(range[0]), departingBy(range[1]), sql`${s.deductions.payMonth} IS NULL`))
      .groupBy(s.deductions.cause)
      .all();
    for (const r of reference) expect(byCause.filter((x) => x.cause === r.cause).reduce((n, x) => n + x.deductionsKobo, 0)).toBe(Number(r.kobo));
  });
});
