/**
 * Money (issues 6 and 12). All amounts are integers in kobo.
 * - Banks, account-name resolution and settlement accounts.
 * - Earnings: the summary (unsettled total, last update, next payout date), the lines of
 *   completed trips for a month or a date range (≤ 366 days), a vehicle or a route, with the
 *   totals of the filter; per-vehicle totals.
 * - Cost configuration (read-only for the partner) with its history; payouts; payslips.
 * A trip earns the route's supply cost for its vehicle on its date, minus deductions; a month is
 * settled once its payout is made (sandbox/trips.ts).
 */
import { Router, type Request } from 'express';
import { and, asc, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import * as contract from '../../contract/requests.js';
import * as s from '../db/schema.js';
import { ApiError, h, notFound, paging, partnerAccess, requireAuth, userOf, validate } from '../http.js';
import { recordExport } from '../activity.js';
import { lagosTime } from '../../contract/lagos-time.js';
import {
  addDays,
  departingBy,
  departingFrom,
  ensurePayouts,
  ensureTrips,
  lagosDate,
  monthNetKobo,
  monthOf,
  payoutDateOf,
  payoutInstant,
  settlementOf,
  payoutOfMonth,
  tripDeductionsSql,
  tripStatusSql,
} from '../trips.js';
import { unsettledKobo } from './fleet.js';
import { memoRead } from '../memo.js';
import { accountFacts, accountsOf, payoutAccountOf } from '../settlement.js';
import { coolingOff } from '../rules/payout-account.js';
import { driverPerformance, type TripFacts } from '../rules/driver-performance.js';
import { send as sendMessage } from '../outbox.js';
import { deductionItemJson, queryMarks, queryWindowOf } from '../deductions.js';
import { afterCursor, decodeCursor, encodeCursor, tripRows } from './operations.js';
import type { SandboxContext } from '../app.js';

export const EARNINGS_ROLES = ['partner_earnings_manager'];
/** Where the marketplace's partner support reads requests (the sandbox's outbox). */
export const MARKETPLACE_SUPPORT_EMAIL = 'partners@marketplace.example';
/** The longest date range of an earnings query, in days. */
export const MAX_RANGE_DAYS = 366;

const FIRST = ['ADEBAYO', 'CHIOMA', 'IBRAHIM', 'NKECHI', 'OLUWASEUN', 'EMEKA', 'FATIMA', 'TUNDE', 'AMAKA', 'YUSUF'];
const LAST = ['OKONKWO', 'ADEWALE', 'MOHAMMED', 'EZE', 'BALOGUN', 'NWACHUKWU', 'ABUBAKAR', 'OGUNDIPE', 'UCHE', 'DANLADI'];

/** A deterministic account name for a NUBAN, as a bank's name enquiry would answer. */
export function resolveAccountName(accountNumber: string): string {
  const d = accountNumber.split('').map(Number);
  return `${LAST[(d[0] + d[3] + d[6]) % 10]} ${FIRST[(d[1] + d[4] + d[7]) % 10]} ${FIRST[(d[2] + d[5] + d[8] + d[9]) % 10]}`;
}

/** '******6789'. */
export { maskAccountNumber as maskNuban } from '../../contract/constants.js';
import { maskAccountNumber as maskNuban } from '../../contract/constants.js';

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month (YYYY-MM)');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)');

/** The first and last day of a month. */
export function monthRange(m: string): [string, string] {
  const [y, mm] = m.split('-').map(Number);
  const last = new Date(Date.UTC(y, mm, 0)).getUTCDate();
  return [`${m}-01`, `${m}-${String(last).padStart(2, '0')}`];
}

/**
 * The date range of an earnings query: a month, or from/to (both), at most MAX_RANGE_DAYS, or
 * the current month by default.
 * @throws ApiError 422 with a clear message for a bad range.
 */
export function earningsRange(query: Request['query']): [string, string] {
  const q = validate(z.object({ month: month.optional(), from: date.optional(), to: date.optional() }), { month: query.month || undefined, from: query.from || undefined, to: query.to || undefined });
  if (q.month) return monthRange(q.month);
  if (q.from || q.to) {
    if (!q.from || !q.to) throw new ApiError(422, 'Please give both the start and the end of the period', 'ValidationError', { from: ['Please give both dates'] });
    if (q.to < q.from) throw new ApiError(422, 'The end of the period is before its start', 'ValidationError', { to: ['The end date must be on or after the start date'] });
    const days = Math.round((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000) + 1;
    if (days > MAX_RANGE_DAYS) throw new ApiError(422, `A period can be at most ${MAX_RANGE_DAYS} days`, 'ValidationError', { to: [`Please choose at most ${MAX_RANGE_DAYS} days`] });
    return [q.from, q.to];
  }
  return monthRange(monthOf(lagosDate(Date.now())));
}

export function moneyRouter({ db, clock }: SandboxContext): Router {
  const r = Router();
  const auth = requireAuth(db);
  const access = (req: Request, id: string, roles = EARNINGS_ROLES) => partnerAccess(db, userOf(req), id, roles);

  // ——— Banks and settlement accounts ———

  r.get(
    '/v1/banks',
    auth,
    h((_req, res) => {
      res.json({ data: db.select().from(s.banks).orderBy(asc(s.banks.name)).all() });
    }),
  );

  r.get(
    '/v1/banks/resolve',
    auth,
    h((req, res) => {
      const q = validate(contract.bankResolve, req.query);
      const bank = db.select().from(s.banks).where(eq(s.banks.code, q.bank_code)).get();
      if (!bank) throw new ApiError(422, 'bank_code: unknown bank', 'ValidationError', { bank_code: ['Unknown bank'] });
      res.json({ data: { account_number: q.account_number, account_name: resolveAccountName(q.account_number), bank_code: bank.code, bank_name: bank.name } });
    }),
  );

  // Settlement accounts and their cooling-off: routes/payout-accounts.ts.

  // ——— Earnings ———

  /** Prepare a partner's money: its trips and settlements up to now. */
  const ready = (partnerId: number) => {
    ensureTrips(db);
    // The payout run keeps the API's one clock (issue 32 §8), as the cooling-off rule does.
    ensurePayouts(db, partnerId, clock.now());
  };

  /** The partner's vehicle `id` (404 for another partner's or an unknown one). */
  const ownVehicle = (partnerId: number, raw: unknown) => {
    if (raw === undefined || raw === '') return undefined;
    const id = Number(raw);
    const v = Number.isInteger(id) && id > 0 ? db.select().from(s.vehicles).where(eq(s.vehicles.id, id)).get() : undefined;
    if (!v || v.partnerId !== partnerId) throw notFound('Vehicle');
    return v;
  };
  const ownRoute = (partnerId: number, raw: unknown) => {
    if (raw === undefined || raw === '') return undefined;
    const id = Number(raw);
    const route = Number.isInteger(id) && id > 0 ? db.select().from(s.routes).where(eq(s.routes.id, id)).get() : undefined;
    if (!route || route.partnerId !== partnerId) throw notFound('Route');
    return route;
  };

  /** Completed trips of the filter. */
  const linesWhere = (partnerId: number, [from, to]: [string, string], vehicleId?: number, routeId?: number): SQL =>
    and(
      eq(s.trips.partnerId, partnerId),
      sql`${tripStatusSql()} = 'completed'`,
      departingFrom(from),
      departingBy(to),
      vehicleId ? eq(s.trips.vehicleId, vehicleId) : undefined,
      routeId ? eq(s.trips.routeId, routeId) : undefined,
    )!;

  const totalsOf = (where: SQL) => {
    const t = db
      .select({
        trips: count(),
        gross: sql<number>`coalesce(sum(${s.trips.grossKobo}), 0)`,
        deducted: sql<number>`coalesce(sum(${tripDeductionsSql}), 0)`,
      })
      .from(s.trips)
      .where(where)
      .get()!;
    return { trips: t.trips, gross_kobo: Number(t.gross), deductions_kobo: Number(t.deducted), net_kobo: Number(t.gross) - Number(t.deducted) };
  };

  /**
   * The trip facts performance is computed from (sandbox/rules/driver-performance.ts): the
   * partner's completed and cancelled trips departing in `[from, to]`, with the passengers'
   * rating of each (one per trip), grouped by driver.
   */
  const performanceFacts = (partnerId: number, [from, to]: [string, string], driverId?: number) => {
    const rows = db
      .select({
        driverId: s.trips.driverId,
        status: tripStatusSql(),
        startsAt: s.trips.startsAt,
        departedAt: s.trips.departedAt,
        cancelledBy: s.trips.cancelledBy,
        // Written out: drizzle leaves columns unqualified here, and the inner `id` would be the rating's.
        rating: sql<number | null>`(SELECT r.rating FROM ratings r WHERE r.trip_id = trips.id LIMIT 1)`,
      })
      .from(s.trips)
      .where(and(eq(s.trips.partnerId, partnerId), sql`${tripStatusSql()} IN ('completed', 'cancelled')`, departingFrom(from), departingBy(to), driverId ? eq(s.trips.driverId, driverId) : undefined))
      .all();
    const byDriver = new Map<number, TripFacts[]>();
    for (const r of rows) {
      const mine = byDriver.get(r.driverId);
      if (mine) mine.push(r);
      else byDriver.set(r.driverId, [r]);
    }
    return byDriver;
  };

  /** Earnings lines of trips, with their deductions and settlement. */
  const lineJson = (partnerId: number, rows: ReturnType<typeof tripRows>) => {
    const ids = rows.map((r) => r.trip.id);
    const deductions = ids.length ? db.select().from(s.deductions).where(inArray(s.deductions.tripId, ids)).all() : [];
    const marks = queryMarks(
      db,
      deductions.map((d) => d.id),
    );
    const settled = new Map<string, string | null>();
    const windows = new Map<string, boolean>();
    const now = clock.now();
    return rows.map((row) => {
      const tripDate = lagosDate(Date.parse(row.trip.startsAt));
      const m = monthOf(tripDate);
      if (!settled.has(m)) settled.set(m, settlementOf(db, partnerId, m)?.reference ?? null);
      if (!windows.has(m)) windows.set(m, queryWindowOf(db, partnerId, m, now).open);
      const mine = deductions.filter((d) => d.tripId === row.trip.id);
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
  };

  r.get(
    '/v1/partners/:id/earnings/summary',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      ready(partner.id);
      // Once per change of the data and per 30 s (rollups.ts memoRead): every dashboard asks.
      const data = memoRead(db, `earnings-summary:${partner.id}`, 30_000, () => {
        const today = lagosDate(Date.now());
        const lastTrip = db
          .select({ endsAt: s.trips.endsAt })
          .from(s.trips)
          .where(and(eq(s.trips.partnerId, partner.id), sql`${tripStatusSql()} = 'completed'`))
          .orderBy(desc(s.trips.endsAt))
          .get();
        // The account payouts go to now: not one still cooling off (issue 24 §2).
        const paid = payoutAccountOf(db, partner.id, clock.now());
        const account = paid ? { a: paid.account, bank: paid.bank } : undefined;
        const last = db.select().from(s.payouts).where(eq(s.payouts.partnerId, partner.id)).orderBy(desc(s.payouts.createdAt)).get();
        // The next payout settles the earliest month not settled yet.
        let nextMonth = monthOf(today);
        for (let m = monthOf(addDays(today, -62)); m < monthOf(today); m = monthOf(addDays(`${m}-28`, 7))) {
          if (!settlementOf(db, partner.id, m) && payoutInstant(m) > Date.now()) {
            nextMonth = m;
            break;
          }
        }
        const next = payoutDateOf(nextMonth);
        // Where that payout will go: the rule at the payout's own instant (issue 24 §1, §2).
        const nextAccount = payoutAccountOf(db, partner.id, Math.max(payoutInstant(nextMonth), clock.now()));
        const cooling = accountsOf(db, partner.id).find((x) => x.account.isDefault && coolingOff(accountFacts(x.account), clock.now()));
        return {
          unsettled_kobo: unsettledKobo(db, partner.id),
          last_updated: lastTrip?.endsAt ?? null,
          next_payout_date: next,
          next_payout_month: nextMonth,
          next_payout_kobo: monthNetKobo(db, partner.id, nextMonth),
          cooling_off: cooling
            ? { bank_name: cooling.bank, account_name: cooling.account.accountName, account_number: maskNuban(cooling.account.accountNumber), active_from: cooling.account.activeFrom! }
            : null,
          next_payout_account: nextAccount ? { bank_name: nextAccount.bank, account_name: nextAccount.account.accountName, account_number: maskNuban(nextAccount.account.accountNumber) } : null,
          default_account: account ? { bank_name: account.bank, account_name: account.a.accountName, account_number: maskNuban(account.a.accountNumber) } : null,
          last_payout: last ? payoutJson(last) : null,
        };
      });
      res.json({ data });
    }),
  );

  r.get(
    '/v1/partners/:id/earnings',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const range = earningsRange(req.query);
      const vehicle = ownVehicle(partner.id, req.query.vehicle_id);
      const route = ownRoute(partner.id, req.query.route_id);
      ready(partner.id);
      const { page } = paging(req.query);
      // Exports page through with large pages.
      const perPage = Math.min(1000, Math.max(1, Number.parseInt(String(req.query.perPage ?? '10'), 10) || 10));
      const where = linesWhere(partner.id, range, vehicle?.id, route?.id);
      const totals = totalsOf(where);
      // `after` pages by position (keyset), so a trip completing during an export shifts nothing.
      const after = decodeCursor(req.query.after);
      // Newest first; a payslip reads its month oldest first (order=asc).
      const order = req.query.order === 'asc' ? 'asc' : 'desc';
      const rows = tripRows(db, and(where, afterCursor(order, after)), { order, limit: perPage, offset: after ? 0 : (page - 1) * perPage });
      const last = rows.at(-1);
      const next = rows.length === perPage && last ? encodeCursor({ startsAt: last.trip.startsAt, id: last.trip.id }) : null;
      recordExport(db, req.query, { partnerId: partner.id, actor: userOf(req), kind: 'export.earnings', total: totals.trips, noun: ['earnings line', 'earnings lines'] });
      res.json({ data: lineJson(partner.id, rows), metadata: { total: totals.trips, page, perPage, from: range[0], to: range[1], totals, next } });
    }),
  );

  r.get(
    '/v1/partners/:id/earnings/by-vehicle',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const range = earningsRange(req.query);
      ready(partner.id);
      const vehicles = db.select().from(s.vehicles).where(eq(s.vehicles.partnerId, partner.id)).orderBy(asc(s.vehicles.plate)).all();
      // Every vehicle of the fleet, an idle one with 0 trips and ₦0.00 (issue 24 §1: an idle bus is
      // news to an owner); a removed one only when it earned in the period.
      const rows = vehicles
        .map((v) => ({ removed: Boolean(v.removedAt), vehicle: { id: v.id, plate: v.plate, model: `${v.brand} ${v.name}` }, ...totalsOf(linesWhere(partner.id, range, v.id)) }))
        .filter((x) => x.trips > 0 || !x.removed)
        .map(({ removed: _removed, ...x }) => x);
      res.json({ data: rows, metadata: { from: range[0], to: range[1] } });
    }),
  );

  /**
   * Earnings per driver for a period (issue 24 §1): for every driver of the partner (a removed
   * one only when they drove in the period), the completed trips they drove, gross, deductions
   * by cause and net, in kobo; drivers with nothing show 0. Summed over the drivers, the figures
   * equal the period's totals (every completed trip has one driver).
   */
  r.get(
    '/v1/partners/:id/earnings/by-driver',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const range = earningsRange(req.query);
      ready(partner.id);
      const where = linesWhere(partner.id, range);
      const sums = new Map(
        db
          .select({ driverId: s.trips.driverId, trips: count(), gross: sql<number>`coalesce(sum(${s.trips.grossKobo}), 0)` })
          .from(s.trips)
          .where(where)
          .groupBy(s.trips.driverId)
          .all()
          .map((r) => [r.driverId, { trips: r.trips, gross: Number(r.gross) }]),
      );
      const causes = new Map<number, { cause: string; amount_kobo: number }[]>();
      for (const d of db
        .select({ driverId: s.trips.driverId, cause: s.deductions.cause, amount: sql<number>`sum(${s.deductions.amountKobo})` })
        .from(s.deductions)
        .innerJoin(s.trips, eq(s.trips.id, s.deductions.tripId))
        .where(where)
        .groupBy(s.trips.driverId, s.deductions.cause)
        .orderBy(asc(s.deductions.cause))
        .all()) {
        const list = causes.get(d.driverId) ?? [];
        list.push({ cause: d.cause, amount_kobo: Number(d.amount) });
        causes.set(d.driverId, list);
      }
      const drivers = db.select().from(s.drivers).where(eq(s.drivers.partnerId, partner.id)).orderBy(asc(s.drivers.fname), asc(s.drivers.lname)).all();
      const facts = performanceFacts(partner.id, range);
      const rows = drivers
        .filter((d) => !d.removedAt || sums.has(d.id))
        .map((d) => {
          const sum = sums.get(d.id) ?? { trips: 0, gross: 0 };
          const byCause = causes.get(d.id) ?? [];
          const deducted = byCause.reduce((n, c) => n + c.amount_kobo, 0);
          return {
            driver: { id: d.id, name: `${d.fname} ${d.lname}` },
            trips: sum.trips,
            gross_kobo: sum.gross,
            deductions_kobo: deducted,
            net_kobo: sum.gross - deducted,
            deductions_by_cause: byCause,
            performance: driverPerformance(facts.get(d.id) ?? []),
          };
        });
      res.json({ data: rows, metadata: { from: range[0], to: range[1] } });
    }),
  );

  /**
   * One driver's earnings and performance by month (issue 24 §1: the Earnings tab of the
   * driver's page): the last `months` months (1–12, default 6) up to the current one, newest
   * first, each with the same figures as "By driver" for that month.
   */
  r.get(
    '/v1/partners/:id/earnings/drivers/:driverId/months',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const driver = db
        .select()
        .from(s.drivers)
        .where(eq(s.drivers.id, Number(req.params.driverId)))
        .get();
      if (!driver || driver.partnerId !== partner.id) throw notFound('Driver');
      const { months } = validate(z.object({ months: z.coerce.number().int().min(1).max(12).default(6) }), req.query);
      ready(partner.id);
      let month = monthOf(lagosDate(Date.now()));
      const data = [];
      for (let i = 0; i < months; i++) {
        const range = monthRange(month);
        const where = and(linesWhere(partner.id, range), eq(s.trips.driverId, driver.id))!;
        const byCause = db
          .select({ cause: s.deductions.cause, amount: sql<number>`sum(${s.deductions.amountKobo})` })
          .from(s.deductions)
          .innerJoin(s.trips, eq(s.trips.id, s.deductions.tripId))
          .where(where)
          .groupBy(s.deductions.cause)
          .orderBy(asc(s.deductions.cause))
          .all()
          .map((d) => ({ cause: d.cause, amount_kobo: Number(d.amount) }));
        data.push({
          month,
          from: range[0],
          to: range[1],
          ...totalsOf(where),
          deductions_by_cause: byCause,
          performance: driverPerformance(performanceFacts(partner.id, range, driver.id).get(driver.id) ?? []),
        });
        month = monthOf(addDays(range[0], -1));
      }
      res.json({ data, metadata: { driver: { id: driver.id, name: `${driver.fname} ${driver.lname}` } } });
    }),
  );

  // ——— Cost configuration ———

  const costRows = (where: SQL | undefined) =>
    db
      .select({ c: s.costConfigs, route: s.routes, plate: s.vehicles.plate, fname: s.drivers.fname, lname: s.drivers.lname })
      .from(s.costConfigs)
      .innerJoin(s.routes, eq(s.routes.id, s.costConfigs.routeId))
      .innerJoin(s.vehicles, eq(s.vehicles.id, s.costConfigs.vehicleId))
      .leftJoin(s.drivers, eq(s.drivers.id, s.vehicles.driverId))
      .where(where)
      .orderBy(asc(s.routes.code), asc(s.vehicles.plate), desc(s.costConfigs.effectiveFrom))
      .all();

  r.get(
    '/v1/partners/:id/cost-configurations',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const today = lagosDate(Date.now());
      // The configuration in force today for each route and vehicle.
      const all = costRows(and(eq(s.routes.partnerId, partner.id), sql`${s.costConfigs.effectiveFrom} <= ${today}`));
      const seen = new Set<string>();
      const current = all.filter((r) => {
        const key = `${r.route.id}|${r.c.vehicleId}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      const { page, perPage, offset } = paging(req.query);
      res.json({
        data: current.slice(offset, offset + perPage).map((r) => ({
          route: { id: r.route.id, code: r.route.code, name: r.route.name, pickup: r.route.origin, destination: r.route.destination },
          departure_times: r.route.departureTimes,
          vehicle: { id: r.c.vehicleId, plate: r.plate },
          driver: r.fname ? { name: `${r.fname} ${r.lname}` } : null,
          amount_kobo: r.c.amountKobo,
          effective_from: r.c.effectiveFrom,
        })),
        metadata: { total: current.length, page, perPage },
      });
    }),
  );

  r.get(
    '/v1/partners/:id/cost-configurations/vehicles/:vehicleId',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const vehicle = ownVehicle(partner.id, req.params.vehicleId)!;
      const rows = costRows(and(eq(s.routes.partnerId, partner.id), eq(s.costConfigs.vehicleId, vehicle.id)));
      const today = lagosDate(Date.now());
      res.json({
        data: {
          partner_id: partner.id,
          vehicle: { id: vehicle.id, plate: vehicle.plate, model: `${vehicle.brand} ${vehicle.name}` },
          requests: costRequestsOf(vehicle.id),
          history: rows.map((r, i) => {
            const newer = rows
              .slice(0, i)
              .filter((x) => x.route.id === r.route.id)
              .at(-1);
            return {
              route: { id: r.route.id, code: r.route.code, name: r.route.name },
              amount_kobo: r.c.amountKobo,
              effective_from: r.c.effectiveFrom,
              until: newer ? addDays(newer.c.effectiveFrom, -1) : null,
              in_force: r.c.effectiveFrom <= today && (!newer || newer.c.effectiveFrom > today),
            };
          }),
        },
      });
    }),
  );

  /** A vehicle's cost change requests, newest first, as the contract's `costChangeRequest`. */
  const costRequestsOf = (vehicleId: number) =>
    db
      .select({ r: s.costRequests, route: s.routes, fname: s.users.fname, lname: s.users.lname })
      .from(s.costRequests)
      .leftJoin(s.routes, eq(s.routes.id, s.costRequests.routeId))
      .innerJoin(s.users, eq(s.users.id, s.costRequests.requestedBy))
      .where(eq(s.costRequests.vehicleId, vehicleId))
      .orderBy(desc(s.costRequests.id))
      .all()
      .map(({ r: c, route, fname, lname }) => ({
        id: c.id,
        vehicle_id: c.vehicleId,
        route: route ? { id: route.id, code: route.code, name: route.name } : null,
        proposed_kobo: c.proposedKobo,
        reason: c.reason,
        status: c.status,
        response: c.response,
        // A person's name, as the rest of the portal says it (issue 31 §3), never their email.
        requested_by: `${fname} ${lname}`.trim(),
        created_at: c.createdAt,
        decided_at: c.decidedAt,
      }));

  /**
   * Ask the marketplace to change a vehicle's supply cost (issue 24 §4): stored as a support
   * request and sent to partner support by email (the outbox). The route, when named, must be
   * one the vehicle has a cost on. 201 with the request; 404 for another partner's vehicle; 422
   * for a bad body or a route the vehicle does not run.
   */
  r.post(
    '/v1/partners/:id/cost-configurations/vehicles/:vehicleId/requests',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const vehicle = ownVehicle(partner.id, req.params.vehicleId)!;
      const body = validate(contract.costChangeRequestCreate, req.body);
      const route = body.route_id ? db.select().from(s.routes).where(eq(s.routes.id, body.route_id)).get() : null;
      const runs =
        route &&
        route.partnerId === partner.id &&
        db
          .select({ id: s.costConfigs.id })
          .from(s.costConfigs)
          .where(and(eq(s.costConfigs.vehicleId, vehicle.id), eq(s.costConfigs.routeId, route.id)))
          .get();
      if (body.route_id && !runs) throw new ApiError(422, 'This vehicle has no supply cost on that route', 'ValidationError', { route_id: ['This vehicle has no supply cost on that route'] });
      // One open request per vehicle and route: a repeat waits for the answer, and sends no email (issue 31 §2).
      const waiting = db
        .select({ id: s.costRequests.id })
        .from(s.costRequests)
        .where(and(eq(s.costRequests.vehicleId, vehicle.id), route ? eq(s.costRequests.routeId, route.id) : isNull(s.costRequests.routeId), eq(s.costRequests.status, 'submitted')))
        .get();
      if (waiting)
        throw new ApiError(409, `Request #${waiting.id} for this vehicle and route is still waiting for the marketplace's answer`, 'RequestPending', {
          route_id: [`Request #${waiting.id} for this route is still waiting for an answer`],
        });
      const user = userOf(req);
      const row = db
        .insert(s.costRequests)
        .values({
          partnerId: partner.id,
          vehicleId: vehicle.id,
          routeId: route?.id ?? null,
          proposedKobo: body.proposed_kobo,
          reason: body.reason,
          requestedBy: user.id,
          createdAt: new Date().toISOString(),
        })
        .returning()
        .get();
      const naira = `₦${(body.proposed_kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
      sendMessage(db, {
        to: MARKETPLACE_SUPPORT_EMAIL,
        channel: 'email',
        subject: `Supply cost change request #${row.id}: ${vehicle.plate}`,
        body: `${partner.companyName} (${partner.accountSid}) asks for a supply cost of ${naira} for ${vehicle.plate}${route ? ` on ${route.code} · ${route.name}` : ' on every route'}. Reason: ${body.reason}. Requested by ${user.email}.`,
      });
      res.status(201).json({ data: costRequestsOf(vehicle.id).find((c) => c.id === row.id) });
    }),
  );

  // ——— Payouts and payslips ———

  r.get(
    '/v1/partners/:id/payouts',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      ready(partner.id);
      const { page, perPage, offset } = paging(req.query);
      const total = db.select({ n: count() }).from(s.payouts).where(eq(s.payouts.partnerId, partner.id)).get()?.n ?? 0;
      const rows = db.select().from(s.payouts).where(eq(s.payouts.partnerId, partner.id)).orderBy(desc(s.payouts.createdAt), desc(s.payouts.id)).limit(perPage).offset(offset).all();
      res.json({ data: rows.map(payoutJson), metadata: { total, page, perPage } });
    }),
  );

  r.get(
    '/v1/partners/:id/payslips',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      ready(partner.id);
      const months = [
        ...new Set(
          db
            .select({ month: s.payouts.month })
            .from(s.payouts)
            .where(eq(s.payouts.partnerId, partner.id))
            .all()
            .map((p) => p.month),
        ),
      ]
        .sort()
        .reverse();
      // A held month has a payslip too: it says Held, with the reason (issue 31 §3).
      res.json({
        data: months.flatMap((m) => {
          const p = payoutOfMonth(db, partner.id, m);
          return p ? [{ month: m, payout: payoutJson(p) }] : [];
        }),
      });
    }),
  );

  r.get(
    '/v1/partners/:id/payslips/:month',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const m = month.safeParse(req.params.month);
      if (!m.success) throw notFound('Payslip');
      ready(partner.id);
      const payout = payoutOfMonth(db, partner.id, m.data);
      if (!payout) throw notFound('Payslip');
      const range = monthRange(m.data);
      const where = linesWhere(partner.id, range);
      // Deductions by cause in SQL: a month may have 100,000 trips (issue 20 §5). The lines
      // themselves are paged from /earnings?month= (order=asc), never sent here at once.
      const byCause = db
        .select({ cause: s.deductions.cause, amount: sql<number>`sum(${s.deductions.amountKobo})` })
        .from(s.deductions)
        .where(inArray(s.deductions.tripId, db.select({ id: s.trips.id }).from(s.trips).where(where)))
        .groupBy(s.deductions.cause)
        .all()
        .map((d) => [d.cause, Number(d.amount)] as const);
      const owner = db.select().from(s.users).where(eq(s.users.id, partner.ownerUserId)).get();
      res.json({
        data: {
          month: m.data,
          period: { from: range[0], to: range[1] },
          partner: { company_name: partner.companyName, owner_name: owner ? `${owner.fname} ${owner.lname}` : null, account_sid: partner.accountSid },
          payout: payoutJson(payout),
          totals: { ...totalsOf(where), deductions_by_cause: byCause.map(([cause, amount_kobo]) => ({ cause, amount_kobo })).sort((a, b) => b.amount_kobo - a.amount_kobo) },
        },
      });
    }),
  );

  return r;
}

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
    account_number: maskNuban(p.accountNumber),
  };
}
