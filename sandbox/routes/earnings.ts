/**
 * Earnings (issues 6, 12): the summary (unsettled total, last update, the next payout's date,
 * amount and account), the lines of completed trips for a period, a vehicle or a route with the
 * totals of the filter (keyset pages for exports), and totals per vehicle. Kobo throughout;
 * earnings managers and the owner.
 */
import { payOver as payOverDays } from '../pay/margin.js';
import { Router } from 'express';
import { and, asc, desc, eq } from 'drizzle-orm';
import * as queries from '../../contract/queries.js';
import { maskAccountNumber as maskNuban } from '../../contract/constants.js';
import * as s from '../db/schema.js';
import { h, userOf, validate } from '../http.js';
import { recordExport } from '../activity.js';
import { memoRead } from '../memo.js';
import { monthRange } from '../rollups.js';
import { accountFacts, accountsOf, payoutAccountOf } from '../settlement.js';
import { coolingOff } from '../rules/payout-account.js';
import { addDays, lagosDate, lastCompletedEnd } from '../trips.js';
import { monthNetKobo, monthOf, payoutDateOf, payoutInstant, settlementOf } from '../payouts.js';
import { unsettledKobo } from './fleet-shared.js';
import { afterCursor, decodeCursor, encodeCursor, tripRows } from './trips-shared.js';
import { breakdownAnswer, earningsRange, moneyAccess, payoutJson } from './money-shared.js';
import type { SandboxContext } from '../app.js';
import { apiNow } from '../clock.js';

export function earningsRouter({ db, clock }: SandboxContext): Router {
  const r = Router();
  const { auth, access, ready, ownVehicle, ownRoute, ownDriver, linesWhere, totalsOf, totalsByVehicleMonth, tripFilters, refundLinesOf, lineJson } = moneyAccess({ db, clock });
  const payOver = (partnerId: number, range: readonly [string, string]) => payOverDays(db, clock.now, partnerId, range);
  /** This month's net, what the pay rules give the drivers for it, and what is left (issue 53 §5); null before any rule gives pay. */
  const monthMargin = (partnerId: number, month: string) => {
    const range = monthRange(month);
    const pay = [...payOver(partnerId, range).byDriver.values()].reduce((n, k) => n + k, 0);
    if (!pay) return null;
    const net = monthNetKobo(db, partnerId, month);
    return { month, net_kobo: net, driver_pay_kobo: pay, margin_kobo: net - pay };
  };

  r.get(
    '/v1/partners/:id/earnings/summary',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      ready(partner.id);
      // Once per change of the data and per 30 s (rollups.ts memoRead): every dashboard asks.
      const data = memoRead(db, `earnings-summary:${partner.id}`, 30_000, () => {
        const today = lagosDate(apiNow());
        const lastEnd = lastCompletedEnd(db, partner.id, apiNow());
        // The account payouts go to now: not one still cooling off (issue 24 §2).
        const paid = payoutAccountOf(db, partner.id, clock.now());
        const account = paid ? { a: paid.account, bank: paid.bank } : undefined;
        const last = db.select().from(s.payouts).where(eq(s.payouts.partnerId, partner.id)).orderBy(desc(s.payouts.createdAt)).get();
        // The next payout settles the earliest month not settled yet.
        let nextMonth = monthOf(today);
        for (let m = monthOf(addDays(today, -62)); m < monthOf(today); m = monthOf(addDays(`${m}-28`, 7))) {
          if (!settlementOf(db, partner.id, m) && payoutInstant(m) > apiNow()) {
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
          last_updated: lastEnd,
          next_payout_date: next,
          next_payout_month: nextMonth,
          next_payout_kobo: monthNetKobo(db, partner.id, nextMonth),
          cooling_off: cooling
            ? { bank_name: cooling.bank, account_name: cooling.account.accountName, account_number: maskNuban(cooling.account.accountNumber), active_from: cooling.account.activeFrom! }
            : null,
          next_payout_account: nextAccount ? { bank_name: nextAccount.bank, account_name: nextAccount.account.accountName, account_number: maskNuban(nextAccount.account.accountNumber) } : null,
          default_account: account ? { bank_name: account.bank, account_name: account.a.accountName, account_number: maskNuban(account.a.accountNumber) } : null,
          last_payout: last ? payoutJson(last) : null,
          month_margin: monthMargin(partner.id, monthOf(today)),
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
      // Exports page through with large pages (up to EXPORT_PAGE.lines).
      const { page, perPage, order, vehicle_id, route_id, ...q } = validate(queries.earningsLines, req.query);
      const vehicle = ownVehicle(partner.id, vehicle_id);
      const route = ownRoute(partner.id, route_id);
      ready(partner.id);
      const where = linesWhere(partner.id, range, vehicle?.id, route?.id);
      // The period's totals ride on every page; an export reads a month in pages of 1,000 lines, so
      // they are summed once per change of the data (and per 30 s), not once per page (issue 52 §5).
      const totals = memoRead(db, `earnings-totals:${partner.id}:${range.join('~')}:${vehicle?.id ?? ''}:${route?.id ?? ''}`, 30_000, () =>
        totalsOf(partner.id, range, { vehicleId: vehicle?.id, routeId: route?.id }),
      );
      // `after` pages by position (keyset), so a trip completing during an export shifts nothing.
      const after = decodeCursor(q.after);
      // Newest first; a payslip reads its month oldest first (order=asc).
      const rows = tripRows(db, and(where, afterCursor(order, after)), { order, limit: perPage, offset: after ? 0 : (page - 1) * perPage });
      const last = rows.at(-1);
      const next = rows.length === perPage && last ? encodeCursor({ startsAt: last.trip.startsAt, id: last.trip.id }) : null;
      recordExport(db, req.query, { partnerId: partner.id, actor: userOf(req), kind: 'export.earnings', total: totals.trips, noun: '{{count}} earnings lines' });
      res.json({ data: lineJson(partner.id, rows), metadata: { total: totals.trips, page, perPage, from: range[0], to: range[1], totals, next } });
    }),
  );

  /**
   * The refunds paid within a period (issue 41 §2), of a vehicle, a route or a driver: each on its
   * deduction's own trip, oldest pay month first. A month's refunds are few (one per query).
   */
  r.get(
    '/v1/partners/:id/earnings/refunds',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const range = earningsRange(req.query);
      const q = validate(queries.refundLines, req.query);
      const vehicle = ownVehicle(partner.id, q.vehicle_id);
      const route = ownRoute(partner.id, q.route_id);
      const driver = ownDriver(partner.id, q.driver_id);
      ready(partner.id);
      res.json({ data: refundLinesOf(partner.id, range, tripFilters({ vehicleId: vehicle?.id, routeId: route?.id, driverId: driver?.id })), metadata: { from: range[0], to: range[1] } });
    }),
  );

  r.get(
    '/v1/partners/:id/earnings/by-vehicle',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const range = earningsRange(req.query);
      const asked = validate(queries.earningsBreakdown, req.query);
      ready(partner.id);
      // The period's rows once per change of the data and per 30 s: a fleet's owner pages through them.
      const rows = memoRead(db, `by-vehicle:${partner.id}:${range.join('~')}`, 30_000, () => {
        const vehicles = db.select().from(s.vehicles).where(eq(s.vehicles.partnerId, partner.id)).orderBy(asc(s.vehicles.plate)).all();
        const pay = payOver(partner.id, range).byVehicle;
        const { ofVehicle } = totalsByVehicleMonth(partner.id, range);
        // Every vehicle of the fleet, an idle one with 0 trips and ₦0.00 (issue 24 §1: an idle bus is
        // news to an owner); a removed one only when it earned in the period.
        return vehicles
          .map((v) => ({
            removed: Boolean(v.removedAt),
            vehicle: { id: v.id, plate: v.plate, model: `${v.brand} ${v.name}` },
            ...ofVehicle(v.id),
          }))
          .filter((x) => x.trips > 0 || x.refunds_kobo > 0 || !x.removed)
          .map(({ removed: _removed, ...x }) => ({ ...x, driver_pay_kobo: pay.get(x.vehicle.id) ?? 0, margin_kobo: x.net_kobo - (pay.get(x.vehicle.id) ?? 0) }));
      });
      res.json(breakdownAnswer(rows, asked, range));
    }),
  );

  return r;
}
