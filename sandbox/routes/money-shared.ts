/**
 * What the money routers share (earnings, earnings by driver, payslips, cost configurations):
 * the roles, the period of a query, a vehicle or route read by id with its partner checked, the
 * completed trips of a filter and their totals, the facts performance is computed from, and the
 * JSON of earnings lines and payouts. All amounts are integers in kobo; a trip earns the route's
 * supply cost for its vehicle on its date, minus deductions; a month is settled once its payout
 * is made (sandbox/trips.ts).
 */
import { type Request } from 'express';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import * as queries from '../../contract/queries.js';
import { maskAccountNumber } from '../../contract/constants.js';
import { lagosTime } from '../../contract/lagos-time.js';
import * as s from '../db/schema.js';
import { ApiError, notFound, partnerAccess, requireAuth, userOf, validate } from '../http.js';
import { deductionItemJson, queryMarks, queryWindowOf } from '../deductions.js';
import { performanceOf, type DriverPerformance, type TripFacts } from '../rules/driver-performance.js';
import { monthRange } from '../rollups.js';
import { departingBy, departingFrom, ensureTrips, lagosDate, ownDeduction, refundsKobo, refundsPaidWithin, tripStatusSql } from '../trips.js';
import { ensurePayouts, monthOf, settlementOf } from '../payouts.js';
import { type tripRows } from './trips-shared.js';
import type { SandboxContext } from '../app.js';
import type { Db } from '../db/index.js';
import { apiNow } from '../clock.js';
import { tripSums, tripTotals } from '../ledger.js';

export const EARNINGS_ROLES = ['partner_earnings_manager'];

/** The longest date range of an earnings query, in days. */
export const MAX_RANGE_DAYS = queries.MAX_RANGE_DAYS;

/**
 * The date range of an earnings query (contract/queries.ts `earningsPeriod`): a month, or
 * from/to (both), at most MAX_RANGE_DAYS, or the current month by default.
 * @returns [first day, last day], YYYY-MM-DD in Lagos.
 * @throws ApiError 422 with a clear message for a bad range.
 */
export function earningsRange(query: Request['query']): [string, string] {
  const q = validate(queries.earningsPeriod, query);
  if (q.month) return monthRange(q.month);
  if (q.from || q.to) {
    if (!q.from || !q.to) throw new ApiError(422, 'Please give both the start and the end of the period', 'ValidationError', { from: ['Please give both dates'] });
    if (q.to < q.from) throw new ApiError(422, 'The end of the period is before its start', 'ValidationError', { to: ['The end date must be on or after the start date'] });
    const days = Math.round((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000) + 1;
    if (days > MAX_RANGE_DAYS) throw new ApiError(422, `A period can be at most ${MAX_RANGE_DAYS} days`, 'ValidationError', { to: [`Please choose at most ${MAX_RANGE_DAYS} days`] });
    return [q.from, q.to];
  }
  return monthRange(monthOf(lagosDate(apiNow())));
}

/**
 * A breakdown's answer (contract/money.ts `vehicleBreakdown`, `driverBreakdown`): the page asked
 * (`perPage` rows from `page`), or every row without `perPage`, with the count of all rows and
 * whether any has driver pay.
 */
export function breakdownAnswer<T extends { driver_pay_kobo: number }>(rows: readonly T[], asked: { page: number; perPage?: number }, [from, to]: [string, string]) {
  const perPage = asked.perPage ?? Math.max(1, rows.length);
  const page = asked.perPage ? asked.page : 1;
  return {
    data: rows.slice((page - 1) * perPage, page * perPage),
    metadata: { from, to, total: rows.length, page, perPage, pays_drivers: rows.some((r) => r.driver_pay_kobo !== 0) },
  };
}

/** A payout as the API answers it: the account masked to its last 4 digits. */
export function payoutJson(p: typeof s.payouts.$inferSelect) {
  return {
    id: p.id,
    month: p.month,
    created_at: p.createdAt,
    amount_kobo: p.amountKobo,
    status: p.status,
    reason: p.reason,
    reference: p.reference,
    bank_name: p.bankName,
    account_name: p.accountName,
    account_number: maskAccountNumber(p.accountNumber),
  };
}

/**
 * The money routers' helpers, bound to the sandbox's database and clock.
 * - `access(req, id)`: the partner, for its owner and earnings managers (404/403 otherwise).
 * - `ready(partnerId)`: its trips and payouts made up to now (the API's one clock).
 * - `ownVehicle` / `ownRoute`: a record of the partner by id, `undefined` when none is asked
 *   (404 for another partner's or an unknown one).
 * - `linesWhere`, `totalsOf`: completed trips of a filter and their totals in kobo.
 * - `performanceByDriver`: each driver's performance (sandbox/rules/driver-performance.ts).
 * - `lineJson`: earnings lines with their deductions, query marks and settlement.
 */
export function moneyAccess({ db, clock }: Pick<SandboxContext, 'db' | 'clock'>) {
  const auth = requireAuth(db);
  const access = (req: Request, id: string, roles = EARNINGS_ROLES) => partnerAccess(db, userOf(req), id, roles);

  const ready = (partnerId: number) => {
    ensureTrips(db);
    // The payout run keeps the API's one clock (issue 32 §8), as the cooling-off rule does.
    ensurePayouts(db, partnerId, clock.now());
  };

  const ownRecord =
    <T extends { partnerId: number | null }>(read: (id: number) => T | undefined, noun: string) =>
    (partnerId: number, raw: unknown): T | undefined => {
      if (raw === undefined || raw === '') return undefined;
      const id = Number(raw);
      const row = Number.isInteger(id) && id > 0 ? read(id) : undefined;
      if (!row || row.partnerId !== partnerId) throw notFound(noun);
      return row;
    };
  const ownVehicle = ownRecord((id) => db.select().from(s.vehicles).where(eq(s.vehicles.id, id)).get(), 'Vehicle');
  const ownRoute = ownRecord((id) => db.select().from(s.routes).where(eq(s.routes.id, id)).get(), 'Route');
  const ownDriver = ownRecord((id) => db.select().from(s.drivers).where(eq(s.drivers.id, id)).get(), 'Driver');

  return { auth, access, ready, ownVehicle, ownRoute, ownDriver, ...moneyFigures({ db, clock }) };
}

/** A period's completed trips of a partner, of one vehicle or route when given: the lines a money figure sums. */
export const linesWhere = (partnerId: number, [from, to]: [string, string], vehicleId?: number, routeId?: number): SQL =>
  and(
    eq(s.trips.partnerId, partnerId),
    sql`${tripStatusSql()} = 'completed'`,
    departingFrom(from),
    departingBy(to),
    vehicleId ? eq(s.trips.vehicleId, vehicleId) : undefined,
    routeId ? eq(s.trips.routeId, routeId) : undefined,
  )!;

/**
 * A period's money by vehicle and by month at once (issue 52 §5), from the trips' ledger
 * (sandbox/ledger.ts: the closed days' sums kept as trips are written, the open days' completed
 * trips from the trips) and one grouped read of the refunds (month: the payout's that carries
 * them), so a fleet of 2,000 reads a year's twelve months from the months' ledger, not millions
 * of trips. Answers each vehicle's and each month's totals (kobo; zeros when idle).
 */
export function totalsByVehicleMonth(db: Db, partnerId: number, range: [string, string]) {
  const cells = tripSums(db, partnerId, range, { by: ['vehicle', 'month'] }).map((c) => ({
    vehicleId: c.vehicleId!,
    month: c.month!,
    trips: c.trips,
    gross: c.grossKobo,
    deducted: c.deductionsKobo,
    refunded: 0,
  }));
  const refunds = db
    .select({ vehicleId: s.trips.vehicleId, month: s.deductions.payMonth, amount: sql<number>`coalesce(sum(${s.deductions.amountKobo}), 0)` })
    .from(s.deductions)
    .innerJoin(s.trips, eq(s.trips.id, s.deductions.tripId))
    .where(refundsPaidWithin(partnerId, range))
    .groupBy(s.trips.vehicleId, s.deductions.payMonth)
    .all()
    .map((c) => ({ vehicleId: c.vehicleId, month: c.month!, trips: 0, gross: 0, deducted: 0, refunded: -Number(c.amount) }));
  type Totals = { trips: number; gross_kobo: number; deductions_kobo: number; refunds_kobo: number; net_kobo: number };
  const byVehicle = new Map<number, Totals>();
  const byMonth = new Map<string, Totals>();
  const add = <K>(map: Map<K, Totals>, key: K, c: (typeof cells)[number]) => {
    const t = map.get(key) ?? { trips: 0, gross_kobo: 0, deductions_kobo: 0, refunds_kobo: 0, net_kobo: 0 };
    t.trips += c.trips;
    t.gross_kobo += c.gross;
    t.deductions_kobo += c.deducted;
    t.refunds_kobo += c.refunded;
    t.net_kobo = t.gross_kobo - t.deductions_kobo + t.refunds_kobo;
    map.set(key, t);
  };
  for (const c of [...cells, ...refunds]) {
    add(byVehicle, c.vehicleId, c);
    add(byMonth, c.month, c);
  }
  const zero: Totals = { trips: 0, gross_kobo: 0, deductions_kobo: 0, refunds_kobo: 0, net_kobo: 0 };
  return { ofVehicle: (id: number): Totals => byVehicle.get(id) ?? zero, ofMonth: (month: string): Totals => byMonth.get(month) ?? zero };
}

/** The trips a driver's performance counts: a partner's completed and cancelled trips departing in `[from, to]`, of one driver when given. */
const performanceWhere = (partnerId: number, [from, to]: [string, string], driverId?: number) =>
  and(eq(s.trips.partnerId, partnerId), sql`${tripStatusSql()} IN ('completed', 'cancelled')`, departingFrom(from), departingBy(to), driverId ? eq(s.trips.driverId, driverId) : undefined);
// Written out: drizzle leaves columns unqualified here, and the inner `id` would be the rating's.
const tripRatingSql = sql<number | null>`(SELECT r.rating FROM ratings r WHERE r.trip_id = trips.id LIMIT 1)`;

/**
 * The facts of each trip `performanceByDriver` counts, one by one, grouped by driver: with the
 * passengers' rating of each (one per trip). The reference its tally must equal (tested).
 */
export function performanceFacts(db: Db, partnerId: number, range: [string, string], driverId?: number): Map<number, TripFacts[]> {
  const rows = db
    .select({ driverId: s.trips.driverId, status: tripStatusSql(), startsAt: s.trips.startsAt, departedAt: s.trips.departedAt, cancelledBy: s.trips.cancelledBy, rating: tripRatingSql })
    .from(s.trips)
    .where(performanceWhere(partnerId, range, driverId))
    .all();
  const byDriver = new Map<number, TripFacts[]>();
  for (const r of rows) {
    const mine = byDriver.get(r.driverId);
    if (mine) mine.push(r);
    else byDriver.set(r.driverId, [r]);
  }
  return byDriver;
}

/**
 * Each driver's performance over `[from, to]` (sandbox/rules/driver-performance.ts), from the
 * trips' ledger (issue 52 §5: a fleet's month is 300,000 trips): the same counts as `tallyOf` over
 * `performanceFacts` (tested), then the rule's `performanceOf`. Drivers without a completed or
 * cancelled trip in the period are absent.
 */
export function performanceByDriver(db: Db, partnerId: number, range: [string, string], driverId?: number): Map<number, DriverPerformance> {
  return new Map(
    tripSums(db, partnerId, range, { by: ['driver'], driverId }).map((r) => [
      r.driverId!,
      performanceOf({ completed: r.trips, cancelledByDriver: r.cancelledByDriver, lateStarts: r.lateStarts, ratingSum: r.ratingSum, ratingCount: r.ratingCount }),
    ]),
  );
}

/** The trips a money figure is of: one vehicle, route or driver, or all when none is given. */
export type TripsOf = { vehicleId?: number; routeId?: number; driverId?: number };

/**
 * The money of a partner's trips, over `db` and the API's clock: `linesWhere` (a period's completed
 * trips, by vehicle or route), `totalsOf` (their kobo), `tripFilters` and `refundLinesOf` (the
 * refunds a figure counts), `performanceByDriver` and `lineJson` (an earnings line as the contract's).
 */
export function moneyFigures({ db, clock }: Pick<SandboxContext, 'db' | 'clock'>) {
  /**
   * The money of a period (kobo): its completed trips (of one vehicle, route or driver when given:
   * their count, gross and own deductions, from the trips' ledger), and the refunds paid within
   * it on the same trips (issue 41 §2). net = gross − deductions + refunds.
   */
  const totalsOf = (partnerId: number, range: [string, string], of: TripsOf = {}) => {
    const t = tripTotals(db, partnerId, range, of);
    const refunded = refundsKobo(db, partnerId, range, tripFilters(of));
    return { trips: t.trips, gross_kobo: t.grossKobo, deductions_kobo: t.deductionsKobo, refunds_kobo: refunded, net_kobo: t.grossKobo - t.deductionsKobo + refunded };
  };

  /** A period's own deductions by cause (kobo), largest first, of one vehicle, route or driver when given. */
  const deductionsByCause = (partnerId: number, range: [string, string], of: TripsOf = {}) =>
    tripSums(db, partnerId, range, { ...of, by: ['cause'] })
      .filter((r) => r.cause !== '' && r.deductionsKobo !== 0)
      .map((r) => ({ cause: r.cause!, amount_kobo: r.deductionsKobo }));

  /** Conditions on trips for a vehicle, a route, a driver (no date): whose refunds a figure counts. */
  const tripFilters = ({ vehicleId, routeId, driverId }: TripsOf): SQL[] =>
    [vehicleId ? eq(s.trips.vehicleId, vehicleId) : undefined, routeId ? eq(s.trips.routeId, routeId) : undefined, driverId ? eq(s.trips.driverId, driverId) : undefined].filter(
      (c): c is SQL => c !== undefined,
    );

  /**
   * The refunds paid within `range` (issue 41 §2), oldest pay month first: each on its deduction's
   * own trip, with the cause it refunds, its words and the payout that carries it.
   */
  const refundLinesOf = (partnerId: number, range: readonly [string, string], filters: SQL[] = []) => {
    const rows = db
      .select({
        d: s.deductions,
        refunded: { cause: sql<string>`(SELECT o.cause FROM deductions o WHERE o.id = ${s.deductions.refundOf})` },
        trip: s.trips,
        route: s.routes,
        plate: s.vehicles.plate,
        fname: s.drivers.fname,
        lname: s.drivers.lname,
      })
      .from(s.deductions)
      .innerJoin(s.trips, eq(s.trips.id, s.deductions.tripId))
      .innerJoin(s.routes, eq(s.routes.id, s.trips.routeId))
      .innerJoin(s.vehicles, eq(s.vehicles.id, s.trips.vehicleId))
      .innerJoin(s.drivers, eq(s.drivers.id, s.trips.driverId))
      .where(and(refundsPaidWithin(partnerId, range), ...filters))
      .orderBy(asc(s.deductions.payMonth), asc(s.trips.startsAt), asc(s.deductions.id))
      .all();
    const settled = new Map<string, string | null>();
    return rows.map((r) => {
      const m = r.d.payMonth!;
      if (!settled.has(m)) settled.set(m, settlementOf(db, partnerId, m)?.reference ?? null);
      return {
        id: r.d.id,
        refund_of: r.d.refundOf!,
        query_id: r.d.queryId,
        cause: r.refunded.cause,
        note: r.d.note ?? '',
        amount_kobo: -r.d.amountKobo,
        pay_month: m,
        trip_id: r.trip.id,
        trip_date: lagosDate(Date.parse(r.trip.startsAt)),
        departure_time: lagosTime(Date.parse(r.trip.startsAt)),
        route: { id: r.route.id, code: r.route.code, name: r.route.name, pickup: r.route.origin, destination: r.route.destination },
        vehicle: { id: r.trip.vehicleId, plate: r.plate },
        driver: { id: r.trip.driverId, name: `${r.fname} ${r.lname}` },
        settlement: { status: settled.get(m) ? ('settled' as const) : ('unsettled' as const), payout_reference: settled.get(m) ?? null },
      };
    });
  };

  const lineJson = (partnerId: number, rows: ReturnType<typeof tripRows>) => earningsLinesJson(db, clock.now(), partnerId, rows);

  return {
    linesWhere,
    totalsOf,
    deductionsByCause,
    totalsByVehicleMonth: (partnerId: number, range: [string, string]) => totalsByVehicleMonth(db, partnerId, range),
    tripFilters,
    refundLinesOf,
    performanceByDriver: (partnerId: number, range: [string, string], driverId?: number) => performanceByDriver(db, partnerId, range, driverId),
    lineJson,
  };
}

/**
 * Completed trips as the contract's earnings lines: each with its own deductions (and whether each
 * may still be queried), its net (kobo) and its month's settlement. `now` (ms) is the API's clock.
 */
function earningsLinesJson(db: SandboxContext['db'], now: number, partnerId: number, rows: ReturnType<typeof tripRows>) {
  const ids = rows.map((r) => r.trip.id);
  // A trip's own deductions: its refund lines are paid (and listed) with the payout that carries them.
  const deductions = ids.length
    ? db
        .select()
        .from(s.deductions)
        .where(and(inArray(s.deductions.tripId, ids), ownDeduction))
        .all()
    : [];
  const marks = queryMarks(
    db,
    deductions.map((d) => d.id),
  );
  // Each trip's deductions at hand: a page of 1,000 lines never scans every deduction per line.
  const byTrip = new Map<number, typeof deductions>();
  for (const d of deductions) {
    const list = byTrip.get(d.tripId);
    if (list) list.push(d);
    else byTrip.set(d.tripId, [d]);
  }
  const settled = new Map<string, string | null>();
  const windows = new Map<string, boolean>();
  return rows.map((row) => {
    const tripDate = lagosDate(Date.parse(row.trip.startsAt));
    const m = monthOf(tripDate);
    if (!settled.has(m)) settled.set(m, settlementOf(db, partnerId, m)?.reference ?? null);
    if (!windows.has(m)) windows.set(m, queryWindowOf(db, partnerId, m, now).open);
    const mine = byTrip.get(row.trip.id) ?? [];
    const deducted = mine.reduce((n, d) => n + d.amountKobo, 0);
    return {
      trip_id: row.trip.id,
      trip_date: tripDate,
      departure_time: lagosTime(Date.parse(row.trip.startsAt)),
      route: { id: row.route.id, code: row.route.code, name: row.route.name, pickup: row.route.origin, destination: row.route.destination },
      vehicle: { id: row.trip.vehicleId, plate: row.plate },
      driver: { id: row.trip.driverId, name: `${row.fname} ${row.lname}` },
      gross_kobo: row.trip.grossKobo,
      deductions_kobo: deducted,
      deductions: mine.map((d) => deductionItemJson(d, marks, windows.get(m)!)),
      net_kobo: row.trip.grossKobo - deducted,
      settlement: { status: settled.get(m) ? 'settled' : 'unsettled', payout_reference: settled.get(m) },
    };
  });
}
