/**
 * Earnings and performance per driver (issue 24 §1): every driver's figures for a period, and one
 * driver's by month (the Earnings tab of the driver's page). Kobo throughout; earnings managers
 * and the owner.
 */
import { payOver as payOverDays } from '../pay/margin.js';
import { Router } from 'express';
import { asc, eq, sql } from 'drizzle-orm';
import * as queries from '../../contract/queries.js';
import * as s from '../db/schema.js';
import { h, notFound, validate } from '../http.js';
import { NO_PERFORMANCE } from '../rules/driver-performance.js';
import { monthRange } from '../rollups.js';
import { addDays, lagosDate, refundsPaidWithin } from '../trips.js';
import { monthOf } from '../payouts.js';
import { breakdownAnswer, earningsRange, moneyAccess } from './money-shared.js';
import { memoRead } from '../memo.js';
import { sortDrivers } from '../driver-order.js';
import type { SandboxContext } from '../app.js';
import { apiNow } from '../clock.js';
import { tripSums } from '../ledger.js';

export function driverEarningsRouter({ db, clock }: SandboxContext): Router {
  const r = Router();
  const { auth, access, ready, totalsOf, deductionsByCause, performanceByDriver } = moneyAccess({ db, clock });
  const payOver = (partnerId: number, range: readonly [string, string]) => payOverDays(db, clock.now, partnerId, range);

  /**
   * Earnings per driver for a period (issue 24 §1): for every driver of the partner (a removed
   * one only when they drove in the period), the completed trips they drove, gross, deductions
   * by cause and net, in kobo; drivers with nothing show 0. Summed over the drivers, the figures
   * equal the period's totals (every completed trip has one driver).
   */
  // Alike on purpose (issue 70 §4): by driver and by vehicle are two calls of the contract over different rows, each with its own memo key and order.
  r.get(
    '/v1/partners/:id/earnings/by-driver',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const range = earningsRange(req.query);
      const asked = validate(queries.earningsBreakdown, req.query);
      ready(partner.id);
      // The period's rows once per change of the data and per 30 s: a fleet's owner pages and sorts them.
      const rows = memoRead(db, `by-driver:${partner.id}:${range.join('~')}`, 30_000, () => {
        // Each driver's trips and gross (cause '') and own deductions by cause, from the trips' ledger (ADR 0055).
        const sums = new Map<number, { trips: number; gross: number }>();
        const causes = new Map<number, { cause: string; amount_kobo: number }[]>();
        for (const g of tripSums(db, partner.id, range, { by: ['driver', 'cause'] }).sort((a, b) => a.cause!.localeCompare(b.cause!))) {
          if (g.cause === '') sums.set(g.driverId!, { trips: g.trips, gross: g.grossKobo });
          else if (g.deductionsKobo !== 0) causes.set(g.driverId!, [...(causes.get(g.driverId!) ?? []), { cause: g.cause!, amount_kobo: g.deductionsKobo }]);
        }
        // The refunds paid in the period, to the driver of the refunded deduction's trip (issue 41 §2).
        const refunds = new Map(
          db
            .select({ driverId: s.trips.driverId, amount: sql<number>`coalesce(sum(${s.deductions.amountKobo}), 0)` })
            .from(s.deductions)
            .innerJoin(s.trips, eq(s.trips.id, s.deductions.tripId))
            .where(refundsPaidWithin(partner.id, range))
            .groupBy(s.trips.driverId)
            .all()
            .map((r) => [r.driverId, -Number(r.amount)]),
        );
        const drivers = db.select().from(s.drivers).where(eq(s.drivers.partnerId, partner.id)).orderBy(asc(s.drivers.fname), asc(s.drivers.lname)).all();
        const performance = performanceByDriver(partner.id, range);
        const pay = payOver(partner.id, range).byDriver;
        return drivers
          .filter((d) => !d.removedAt || sums.has(d.id) || refunds.has(d.id))
          .map((d) => {
            const sum = sums.get(d.id) ?? { trips: 0, gross: 0 };
            const byCause = causes.get(d.id) ?? [];
            const deducted = byCause.reduce((n, c) => n + c.amount_kobo, 0);
            const refunded = refunds.get(d.id) ?? 0;
            return {
              driver: { id: d.id, name: `${d.fname} ${d.lname}` },
              trips: sum.trips,
              gross_kobo: sum.gross,
              deductions_kobo: deducted,
              refunds_kobo: refunded,
              net_kobo: sum.gross - deducted + refunded,
              driver_pay_kobo: pay.get(d.id) ?? 0,
              margin_kobo: sum.gross - deducted + refunded - (pay.get(d.id) ?? 0),
              deductions_by_cause: byCause,
              performance: performance.get(d.id) ?? NO_PERFORMANCE,
            };
          });
      });
      // In the order asked (the API's rule, sandbox/driver-order.ts), else as read.
      res.json(breakdownAnswer(asked.sort ? sortDrivers(rows, asked.sort) : rows, asked, range));
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
      const { months } = validate(queries.driverMonths, req.query);
      ready(partner.id);
      let month = monthOf(lagosDate(apiNow()));
      const data = [];
      for (let i = 0; i < months; i++) {
        const range = monthRange(month);
        data.push({
          month,
          from: range[0],
          to: range[1],
          ...totalsOf(partner.id, range, { driverId: driver.id }),
          deductions_by_cause: deductionsByCause(partner.id, range, { driverId: driver.id }),
          performance: performanceByDriver(partner.id, range, driver.id).get(driver.id) ?? NO_PERFORMANCE,
        });
        month = monthOf(addDays(range[0], -1));
      }
      res.json({ data, metadata: { driver: { id: driver.id, name: `${driver.fname} ${driver.lname}` } } });
    }),
  );

  return r;
}
