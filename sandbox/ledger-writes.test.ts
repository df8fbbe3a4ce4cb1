/**
 * The trips' ledger (ADR 0055) over random sequences of every kind of write its triggers follow
 * (issue 70 §3): a trip cancelled (by the driver or not) and back, its driver, vehicle, gross,
 * departure and day changed, deductions added, changed, removed and refunded, ratings given,
 * changed and removed, a trip removed. After each sequence the ledger kept by the triggers equals
 * the ledger summed again from the trips (`ledgerAgainstTrips`), by day and by month. Every
 * sequence runs in a savepoint rolled back after it, on one seeded database.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { openDb, type Db } from './db/index';
import * as s from './db/schema';
import { ledgerAgainstTrips } from './ledger';
import { apiNow } from './clock';
import { lagosDate } from './trips';
import { seededCopy } from '../tests/seeded-copy';

const PARTNER = 1;
const DAY_MS = 86_400_000;
let db: Db;
let trips: (typeof s.trips.$inferSelect)[];
let vehicles: number[];
let drivers: number[];

beforeAll(() => {
  const seeded = seededCopy();
  db = seeded ? openDb(':memory:', { from: seeded }) : openDb(':memory:');
  // A pool of the partner's trips, past and to come, the ones the sequences write to.
  trips = db.select().from(s.trips).where(eq(s.trips.partnerId, PARTNER)).orderBy(s.trips.startsAt).all();
  trips = trips.filter((_, i) => i % Math.max(1, Math.floor(trips.length / 40)) === 0).slice(0, 40);
  vehicles = db
    .select({ id: s.vehicles.id })
    .from(s.vehicles)
    .where(eq(s.vehicles.partnerId, PARTNER))
    .all()
    .map((v) => v.id);
  drivers = db
    .select({ id: s.drivers.id })
    .from(s.drivers)
    .where(eq(s.drivers.partnerId, PARTNER))
    .all()
    .map((d) => d.id);
});
afterAll(() => db?.$client.close());

const at = (i: number) => trips[i % trips.length]!;
const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
const idx = fc.nat({ max: 1_000 });

/** Every kind of write the ledger's triggers follow, with what it needs (indices into the pools). */
const writeArb = fc.oneof(
  fc.record({ kind: fc.constant('cancel' as const), i: idx, byDriver: fc.boolean() }),
  fc.record({ kind: fc.constant('restore' as const), i: idx }),
  fc.record({ kind: fc.constant('driver' as const), i: idx, d: idx }),
  fc.record({ kind: fc.constant('vehicle' as const), i: idx, v: idx }),
  fc.record({ kind: fc.constant('gross' as const), i: idx, kobo: fc.integer({ min: 0, max: 5_000_000 }) }),
  fc.record({ kind: fc.constant('departed' as const), i: idx, minutes: fc.integer({ min: -10, max: 90 }) }),
  fc.record({ kind: fc.constant('move' as const), i: idx, days: fc.integer({ min: -40, max: 40 }) }),
  fc.record({ kind: fc.constant('deduct' as const), i: idx, kobo: fc.integer({ min: 1, max: 500_000 }), cause: fc.constantFrom('late_departure', 'damage', 'penalty', 'breakdown') }),
  fc.record({ kind: fc.constant('rededuct' as const), i: idx, kobo: fc.integer({ min: 1, max: 500_000 }) }),
  fc.record({ kind: fc.constant('undeduct' as const), i: idx }),
  fc.record({ kind: fc.constant('refund' as const), i: idx, share: fc.integer({ min: 1, max: 100 }) }),
  fc.record({ kind: fc.constant('rate' as const), i: idx, rating: fc.integer({ min: 1, max: 10 }) }),
  fc.record({ kind: fc.constant('unrate' as const), i: idx }),
  fc.record({ kind: fc.constant('remove' as const), i: idx }),
);
type Write = typeof writeArb extends fc.Arbitrary<infer W> ? W : never;

/** Apply one write to the database as the API's routes would. */
function apply(w: Write) {
  const t = at(w.i);
  const live = db.select().from(s.trips).where(eq(s.trips.id, t.id)).get();
  if (!live) return; // removed earlier in the sequence
  const own = () =>
    db
      .select()
      .from(s.deductions)
      .where(and(eq(s.deductions.tripId, t.id), isNull(s.deductions.refundOf), isNull(s.deductions.payMonth)))
      .all();
  switch (w.kind) {
    case 'cancel':
      return void db
        .update(s.trips)
        .set({ status: 'cancelled', cancelledBy: w.byDriver ? 'driver' : 'marketplace' })
        .where(eq(s.trips.id, t.id))
        .run();
    case 'restore':
      return void db.update(s.trips).set({ status: 'scheduled', cancelledBy: null }).where(eq(s.trips.id, t.id)).run();
    case 'driver':
      return void db
        .update(s.trips)
        .set({ driverId: pick(drivers, w.d) })
        .where(eq(s.trips.id, t.id))
        .run();
    case 'vehicle':
      return void db
        .update(s.trips)
        .set({ vehicleId: pick(vehicles, w.v) })
        .where(eq(s.trips.id, t.id))
        .run();
    case 'gross':
      return void db.update(s.trips).set({ grossKobo: w.kobo }).where(eq(s.trips.id, t.id)).run();
    case 'departed':
      return void db
        .update(s.trips)
        .set({ departedAt: new Date(Date.parse(live.startsAt) + w.minutes * 60_000).toISOString() })
        .where(eq(s.trips.id, t.id))
        .run();
    case 'move':
      return void db
        .update(s.trips)
        .set({ startsAt: new Date(Date.parse(live.startsAt) + w.days * DAY_MS).toISOString(), endsAt: new Date(Date.parse(live.endsAt) + w.days * DAY_MS).toISOString() })
        .where(eq(s.trips.id, t.id))
        .run();
    case 'deduct':
      return void db.insert(s.deductions).values({ tripId: t.id, cause: w.cause, amountKobo: w.kobo }).run();
    case 'rededuct': {
      const d = own()[0];
      if (d) db.update(s.deductions).set({ amountKobo: w.kobo }).where(eq(s.deductions.id, d.id)).run();
      return;
    }
    case 'undeduct': {
      const d = own().at(-1);
      if (d && !db.select().from(s.deductions).where(eq(s.deductions.refundOf, d.id)).get()) db.delete(s.deductions).where(eq(s.deductions.id, d.id)).run();
      return;
    }
    case 'refund': {
      // A refund line, counted in its pay month (not in the trip's day), for part of a deduction.
      const d = own()[0];
      if (d && !db.select().from(s.deductions).where(eq(s.deductions.refundOf, d.id)).get())
        db.insert(s.deductions)
          .values({ tripId: t.id, cause: 'refund', amountKobo: -Math.max(1, Math.floor((d.amountKobo * w.share) / 100)), refundOf: d.id, payMonth: lagosDate(apiNow()).slice(0, 7) })
          .run();
      return;
    }
    case 'rate':
      db.delete(s.ratings).where(eq(s.ratings.tripId, t.id)).run();
      return void db.insert(s.ratings).values({ partnerId: PARTNER, tripId: t.id, rating: w.rating }).run();
    case 'unrate':
      return void db.delete(s.ratings).where(eq(s.ratings.tripId, t.id)).run();
    case 'remove':
      for (const table of [s.deductions, s.ratings, s.tripChanges, s.bookings] as const) db.delete(table).where(eq(table.tripId, t.id)).run();
      return void db.delete(s.trips).where(eq(s.trips.id, t.id)).run();
  }
}

describe("the trips' ledger over random writes", () => {
  it('is what the trips sum to again after any sequence of every kind of write', () => {
    fc.assert(
      fc.property(fc.array(writeArb, { minLength: 1, maxLength: 25 }), (writes) => {
        db.$client.exec('SAVEPOINT sequence');
        try {
          for (const w of writes) {
            try {
              apply(w);
            } catch (error) {
              // A write the database refuses (a trip moved onto another's departure on its route) is
              // refused by the API too: nothing was written, and the sequence goes on.
              if ((error as { code?: string }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
            }
          }
          const check = ledgerAgainstTrips(db);
          expect(check.kept).toEqual(check.summed);
          expect(check.keptMonths).toEqual(check.summedMonths);
        } finally {
          db.$client.exec('ROLLBACK TO sequence');
          db.$client.exec('RELEASE sequence');
        }
      }),
      { numRuns: 25 },
    );
    // The sequences wrote to trips that exist and were rolled back: the seed's ledger is whole.
    expect(
      db
        .select({ n: sql<number>`count(*)` })
        .from(s.trips)
        .get()!.n,
    ).toBeGreaterThan(trips.length);
  });
});
