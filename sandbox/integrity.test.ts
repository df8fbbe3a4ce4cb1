/**
 * The sandbox's answers that issue 20 §5 found wrong: searches take `%` and `_` literally, a
 * payout is paid only once its time has passed, and a vehicle swap never keeps the old
 * vehicle's supply cost.
 */
import { describe, expect, it } from 'vitest';
import { openDb } from './db/index';
import { and, count, sql } from 'drizzle-orm';
import * as s from './db/schema';
import { periodNetKobo } from './routes/fleet-shared';
import { performanceByDriver, performanceFacts } from './routes/money-shared';
import { driverPerformance } from './rules/driver-performance';
import { memoRead, touchTrips, writeRequestStarted } from './memo';
import { addDays, departingIn, departingInMonth, ensureTrips, lagosDate, lagosDayStartIso, lastCompletedEnd, ownDeduction, refundsKobo, tripDateSql, tripStatusSql } from './trips';
import type { SQL } from 'drizzle-orm';
import type { Db } from './db/index';
import { ensurePayouts, monthOf, payoutDateOf, payoutInstant, settlementOf } from './payouts';
import { api, login, withSandbox } from '../tests/integration/helpers';
import { apiNow } from './clock';

const sb = withSandbox();

/**
 * The reference the trips' ledger must equal: net earnings (kobo) of the completed trips (as of
 * `now`) departing within `when`, summed from the trips and deductions themselves, plus the
 * refunds paid within `refunds` (Lagos dates; all when null).
 */
function completedNetKobo(db: Db, partnerId: number, when: SQL[], now: number, refunds: readonly [string, string] | null): number {
  const where = and(sql`${s.trips.partnerId} = ${partnerId}`, sql`${tripStatusSql(now)} = 'completed'`, ...when);
  const gross =
    db
      .select({ v: sql<number>`coalesce(sum(${s.trips.grossKobo}), 0)` })
      .from(s.trips)
      .where(where)
      .get()?.v ?? 0;
  const deducted =
    db
      .select({ v: sql<number>`coalesce(sum(${s.deductions.amountKobo}), 0)` })
      .from(s.deductions)
      .innerJoin(s.trips, sql`${s.trips.id} = ${s.deductions.tripId}`)
      .where(and(where, ownDeduction))
      .get()?.v ?? 0;
  return Number(gross) - Number(deducted) + refundsKobo(db, partnerId, refunds);
}

describe('trip search', () => {
  it('reads % and _ as characters, not wildcards', async () => {
    const token = await login(sb.current.url, 'owner@example.com');
    const all = (await api(sb.current.url, 'GET', '/v1/partners/1/trips?status=completed&perPage=1', undefined, token)).body.metadata.total;
    expect(all).toBeGreaterThan(100);
    for (const search of ['_', '%', '%25'])
      expect((await api(sb.current.url, 'GET', `/v1/partners/1/trips?status=completed&perPage=1&search=${search}`, undefined, token)).body.metadata.total).toBe(0);
    expect((await api(sb.current.url, 'GET', '/v1/partners/1/trips?status=completed&perPage=1&search=LAG-IKD', undefined, token)).body.metadata.total).toBeGreaterThan(0);
  });
});

describe('payouts', () => {
  it('a month is paid at 10:00 in Lagos on its payout date, not from midnight', () => {
    const db = openDb(':memory:');
    const month = monthOf(lagosDate(apiNow()));
    const at = (lagosTime: string) => Date.parse(`${payoutDateOf(month)}T${lagosTime}:00+01:00`);
    expect(payoutInstant(month)).toBe(at('10:00'));
    ensurePayouts(db, 1, at('00:30'));
    expect(settlementOf(db, 1, month)).toBeUndefined();
    ensurePayouts(db, 1, at('10:01'));
    expect(settlementOf(db, 1, month)?.status).toBe('paid');
  });
});

describe('a vehicle swap', () => {
  it("earns the new vehicle's supply cost, and is refused for a vehicle without one", async () => {
    const token = await login(sb.current.url, 'owner@example.com');
    const call = (method: string, path: string, body?: unknown) => api(sb.current.url, method, path, body, token);
    // A free, ready vehicle with no supply cost on the trip's route.
    const upcoming = (await call('GET', '/v1/partners/1/trips?status=upcoming&perPage=100')).body.data as { id: number; route: { id: number; code: string } }[];
    let trip: { id: number; route: { id: number; code: string } } | undefined;
    let vehicle: { id: number; plate: string } | undefined;
    for (const t of upcoming.reverse()) {
      const c = (await call('GET', `/v1/trips/${t.id}/candidates`)).body.data;
      for (const v of c.vehicles as { id: number; plate: string; busy: boolean; seats: number; readiness: { status: string } }[]) {
        if (v.busy || v.seats < c.booked || v.readiness?.status === 'blocked') continue;
        const costs = (await call('GET', `/v1/partners/1/cost-configurations/vehicles/${v.id}`)).body.data.history as { route: { id: number } }[];
        if (!costs.some((x) => x.route.id === t.route.id)) {
          [trip, vehicle] = [t, v];
          break;
        }
      }
      if (trip) break;
    }
    if (!trip || !vehicle) throw new Error('no upcoming trip with a free vehicle that has no cost on its route');
    const refused = await call('PATCH', `/v1/trips/${trip.id}/vehicle`, { vehicle_id: vehicle.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'NoSupplyCost', message: `${vehicle.plate} has no supply cost on ${trip.route.code}: ask partner support to set one before it runs this route` });
    expect((await call('GET', `/v1/trips/${trip.id}`)).body.data.vehicle.id).not.toBe(vehicle.id);

    await api(sb.current.url, 'POST', '/__sandbox/costs', { route_id: trip.route.id, vehicle_id: vehicle.id, amount_kobo: 6_123_400, effective_from: '2020-01-01' });
    const swapped = await call('PATCH', `/v1/trips/${trip.id}/vehicle`, { vehicle_id: vehicle.id });
    expect(swapped.status).toBe(200);
    expect(swapped.body.data.vehicle.id).toBe(vehicle.id);
    expect(swapped.body.data.gross_kobo).toBe(6_123_400);
  });
});

describe('a driver’s performance tallied in SQL (issue 52 §5)', () => {
  it('gives each driver the figures the rule gives over their trips one by one', () => {
    const db = openDb(':memory:');
    ensureTrips(db);
    const today = lagosDate(apiNow());
    const range: [string, string] = [addDays(today, -90), today];
    const bySql = performanceByDriver(db, 1, range);
    const byRule = new Map([...performanceFacts(db, 1, range)].map(([id, facts]) => [id, driverPerformance(facts)]));
    expect(Object.fromEntries(bySql)).toEqual(Object.fromEntries(byRule));
    // The seed has every kind of fact, so each count is compared where it is not zero.
    const all = [...bySql.values()];
    for (const k of ['completed', 'cancelled_by_driver', 'late_starts', 'rating_count'] as const)
      expect(
        all.reduce((n, p) => n + p[k], 0),
        k,
      ).toBeGreaterThan(0);
    // One driver alone reads the same as among all.
    const [driverId, figures] = [...bySql][0];
    expect(performanceByDriver(db, 1, range, driverId).get(driverId)).toEqual(figures);
  });
});

describe("the last completed trip's end (issue 52 §5)", () => {
  it('is the latest end among the completed trips, at any instant, without sorting them all', () => {
    const db = openDb(':memory:');
    ensureTrips(db);
    for (const at of [apiNow(), apiNow() - 7 * 3_600_000, apiNow() - 30 * 86_400_000, Date.parse('2001-01-01T00:00:00Z')]) {
      const reference =
        db
          .select({ end: sql<string | null>`max(${s.trips.endsAt})` })
          .from(s.trips)
          .where(and(sql`${s.trips.partnerId} = 1`, sql`${tripStatusSql(at)} = 'completed'`))
          .get()?.end ?? null;
      expect(lastCompletedEnd(db, 1, at), new Date(at).toISOString()).toBe(reference);
    }
  });
});

describe('trips by Lagos date (issue 23: ranges of the starts_at index)', () => {
  it('selects exactly the trips whose Lagos date is in the range, month boundaries included', () => {
    const db = openDb(':memory:');
    ensureTrips(db);
    const today = lagosDate(apiNow());
    expect(lagosDayStartIso('2026-12-01')).toBe('2026-11-30T23:00:00.000Z');
    const ranges: [string, string][] = [
      [today, today],
      [addDays(today, -31), today],
      [`${monthOf(today)}-01`, addDays(today, 3)],
    ];
    for (const range of ranges) {
      const byIndex = db
        .select({ n: count() })
        .from(s.trips)
        .where(and(...departingIn(range)))
        .get()?.n;
      const byDate = db
        .select({ n: count() })
        .from(s.trips)
        .where(and(sql`${tripDateSql} >= ${range[0]}`, sql`${tripDateSql} <= ${range[1]}`))
        .get()?.n;
      expect(byIndex, range.join('..')).toBe(byDate);
      expect(byIndex).toBeGreaterThan(0);
    }
    const month = monthOf(addDays(today, -40));
    const inMonth = db
      .select({ n: count() })
      .from(s.trips)
      .where(and(...departingInMonth(month)))
      .get()?.n;
    expect(inMonth).toBe(
      db
        .select({ n: count() })
        .from(s.trips)
        .where(sql`substr(${tripDateSql}, 1, 7) = ${month}`)
        .get()?.n,
    );
  });
});

describe("the trips' ledger's net (issue 23, ADR 0055)", () => {
  it('give the same net earnings as summing the trips, for every period, and see a change at once', () => {
    const db = openDb(':memory:');
    ensureTrips(db);
    const now = apiNow();
    const today = lagosDate(now);
    const direct = (range: [string, string] | null) => completedNetKobo(db, 1, range ? departingIn(range) : [], now, range);
    const ranges: ([string, string] | null)[] = [
      null,
      [today, today],
      [addDays(today, -1), today],
      [addDays(today, -40), addDays(today, -3)],
      [`${monthOf(today)}-01`, addDays(today, 5)],
      [addDays(today, -95), addDays(today, -60)],
    ];
    for (const range of ranges) expect(periodNetKobo(db, 1, range, now), String(range)).toBe(direct(range));
    // A change to a past trip is seen at once by the next read.
    const old = db
      .select()
      .from(s.trips)
      .where(and(sql`${s.trips.partnerId} = 1`, sql`${s.trips.status} <> 'cancelled'`, sql`${s.trips.startsAt} < ${lagosDayStartIso(addDays(today, -10))}`))
      .get()!;
    db.update(s.trips)
      .set({ grossKobo: old.grossKobo + 100 })
      .where(sql`${s.trips.id} = ${old.id}`)
      .run();
    touchTrips(db);
    expect(periodNetKobo(db, 1, null, now)).toBe(direct(null));
  });
});

describe('the memoised read calls (issue 23)', () => {
  it('answer from the memo until a write or the window moves on', () => {
    const db = openDb(':memory:');
    let computed = 0;
    const read = (now: number) => memoRead(db, 'x', 30_000, () => ++computed, now);
    expect(read(60_000)).toBe(1);
    expect(read(89_999)).toBe(1);
    expect(read(90_000)).toBe(2);
    touchTrips(db);
    expect(read(90_001)).toBe(3);
  });

  it('a write request that reads, writes and reads again reads its own write', () => {
    const db = openDb(':memory:');
    let computed = 0;
    const read = () => memoRead(db, 'y', 30_000, () => ++computed, 60_000);
    expect(read()).toBe(1);
    const write = writeRequestStarted(db);
    expect(read()).toBe(2);
    expect(read()).toBe(2);
    db.$client.prepare("UPDATE users SET fname = fname WHERE email = 'owner@example.com'").run();
    expect(read()).toBe(3);
    write.finished();
    write.finished();
    expect(read()).toBe(4);
    expect(read()).toBe(4);
  });

  it('a write shows at once in the summaries and the readiness the dashboard reads', async () => {
    const token = await login(sb.current.url, 'owner@example.com');
    const call = (method: string, path: string, body?: unknown) => api(sb.current.url, method, path, body, token);
    const day = lagosDate(apiNow());
    const before = (await call('GET', '/v1/partners/1/summaries?period=All')).body.data;
    const readyBefore = (await call('GET', `/v1/partners/1/fleet/readiness?day=${day}`)).body.data;
    const vehicles = (await call('GET', '/v1/partners/1/vehicles?perPage=50')).body.data as { id: number; plate: string }[];
    // KJA-211DY has no trips, so it can be removed.
    expect((await call('DELETE', `/v1/vehicles/${vehicles.find((v) => v.plate === 'KJA-211DY')!.id}`)).status).toBeLessThan(300);
    const after = (await call('GET', '/v1/partners/1/summaries?period=All')).body.data;
    expect(after.total_vehicles).toBe(before.total_vehicles - 1);
    expect(JSON.stringify((await call('GET', `/v1/partners/1/fleet/readiness?day=${day}`)).body.data)).not.toBe(JSON.stringify(readyBefore));
  });
});
