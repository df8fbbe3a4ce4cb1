/**
 * The dashboard (issue 10): the period's summary, trip stats, ratings, live positions and the fleet's readiness projection for a day.
 */
import { Router } from 'express';
import { and, avg, count, eq, isNull, sql } from 'drizzle-orm';
import * as queries from '../../contract/queries.js';
import * as s from '../db/schema.js';
import { h, validate } from '../http.js';
import { periodRange } from '../periods.js';
import { dayOf, fleetReadiness } from '../readiness.js';
import { LIVE_TICK_MS, livePositions } from '../telemetry.js';
import { closedTotals, openConditions } from '../rollups.js';
import { memoRead } from '../memo.js';
import { departingFrom, departingIn, ensureTrips, lagosDate, tripDateSql, tripStatusSql } from '../trips.js';
import { ensurePayouts, monthOf } from '../payouts.js';
import type { SandboxContext } from '../app.js';
import { fleetAccess, DASHBOARD_ROLES, DRIVER_ROLES, VEHICLE_ROLES, periodNetKobo, unsettledKobo } from './fleet-shared.js';
import { apiNow } from '../clock.js';

export function dashboardRouter({ db, clock }: SandboxContext): Router {
  const r = Router();
  const { auth, access } = fleetAccess(db);

  // ——— Dashboard ———

  r.get(
    '/v1/partners/:id/summaries',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), DASHBOARD_ROLES);
      ensureTrips(db);
      // The payout run keeps the API's one clock (issue 32 §8), as the cooling-off rule does.
      ensurePayouts(db, partner.id, clock.now());
      const { period } = validate(queries.dashboardSummary, req.query);
      // Once per change of the data and per 30 s (rollups.ts memoRead): the dashboard's hottest call.
      const data = memoRead(db, `summaries:${partner.id}:${period}`, 30_000, () => {
        const range = periodRange(period, lagosDate(apiNow()));
        const status = tripStatusSql();
        // The closed days from the trips' ledger (all their trips completed or cancelled), the open days from the trips.
        const closed = closedTotals(db, partner.id, range);
        const open = openConditions(range);
        const counts = open
          ? db
              .select({ status, n: count() })
              .from(s.trips)
              .where(and(eq(s.trips.partnerId, partner.id), ...open))
              .groupBy(status)
              .all()
          : [];
        const fromClosed: Record<string, number> = { completed: closed.trips - closed.cancelled, cancelled: closed.cancelled };
        const n = (k: string) => (counts.find((c) => c.status === k)?.n ?? 0) + (fromClosed[k] ?? 0);
        // Trips due in the period that did not complete (cancelled), for the compliance donut.
        const today = lagosDate(apiNow());
        const docs = db.select().from(s.companyDocuments).where(eq(s.companyDocuments.partnerId, partner.id)).all();
        return {
          period,
          total_drivers:
            db
              .select({ n: count() })
              .from(s.drivers)
              .where(and(eq(s.drivers.partnerId, partner.id), isNull(s.drivers.removedAt)))
              .get()?.n ?? 0,
          total_vehicles:
            db
              .select({ n: count() })
              .from(s.vehicles)
              .where(and(eq(s.vehicles.partnerId, partner.id), isNull(s.vehicles.removedAt)))
              .get()?.n ?? 0,
          companyDocs: docs.map((d) => ({ type: d.type, status: d.status })),
          total_upcoming_trips: n('upcoming'),
          total_active_trips: n('active'),
          total_completed_trips: n('completed'),
          total_cancelled_trips: n('cancelled'),
          trips_today:
            db
              .select({ n: count() })
              .from(s.trips)
              .where(and(eq(s.trips.partnerId, partner.id), ...departingIn([today, today]), sql`${s.trips.status} <> 'cancelled'`))
              .get()?.n ?? 0,
          // Unsettled is a figure of now (the next payouts), never of a past period: a settled
          // month would read ₦0.00 (issue 20 §4). The period's own figure is its net earnings.
          earningsSummary: {
            unsettledEarnings: { amount: unsettledKobo(db, partner.id), currency: 'NGN' },
            periodEarnings: { amount: periodNetKobo(db, partner.id, range), currency: 'NGN' },
          },
        };
      });
      res.json({ data });
    }),
  );

  r.get(
    '/v1/partners/:id/trips/stats',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), DASHBOARD_ROLES);
      ensureTrips(db);
      const from = `${monthOf(lagosDate(apiNow()))}-01`;
      const status = tripStatusSql();
      const rows = memoRead(db, `trip-stats:${partner.id}:${from}`, 30_000, () =>
        db
          .select({ date: tripDateSql, total: count() })
          .from(s.trips)
          .where(and(eq(s.trips.partnerId, partner.id), sql`${status} = 'completed'`, departingFrom(from)))
          .groupBy(tripDateSql)
          .orderBy(tripDateSql)
          .all(),
      );
      res.json({ data: rows });
    }),
  );

  r.get(
    '/v1/ratings/partners/:id',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), DASHBOARD_ROLES);
      // Once per change of the data and per 30 s, as the summaries: an average over every rating.
      const data = memoRead(db, `ratings:${partner.id}`, 30_000, () => {
        const row = db
          .select({ n: count(), avg: avg(s.ratings.rating) })
          .from(s.ratings)
          .where(eq(s.ratings.partnerId, partner.id))
          .get();
        return { count: row?.n ?? 0, rating: row?.avg ? Math.round(Number(row.avg) * 10) / 10 : 0 };
      });
      res.json({ data });
    }),
  );

  r.get(
    '/v1/partners/:id/live',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), [...DASHBOARD_ROLES, 'partner_vehicle_manager']);
      ensureTrips(db);
      // Readings arrive on a 5 s tick: every reader within one tick gets the same reading.
      const now = apiNow();
      const tick = now - (now % LIVE_TICK_MS);
      res.json({ data: memoRead(db, `live:${partner.id}`, LIVE_TICK_MS, () => livePositions(db, partner.id, tick), tick) });
    }),
  );

  /**
   * The fleet's readiness on `day` (issue 21): every vehicle (with its driver, as a pair) and
   * every driver, with the status and the reasons, by the same rule as the portal's; and the
   * day's trips with theirs, unless `omit=trips`. `only=attention` leaves the ready ones out but
   * those named in `ids`; `totals` counts them all either way.
   */
  r.get(
    '/v1/partners/:id/fleet/readiness',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), [...DASHBOARD_ROLES, ...DRIVER_ROLES, ...VEHICLE_ROLES]);
      // `today` and `tomorrow` are the API's clock's (issue 32 §8).
      const q = validate(queries.fleetReadiness, req.query);
      const day = dayOf(q.day, clock.now());
      ensureTrips(db);
      const projection = memoRead(db, `readiness:${partner.id}:${day}`, 30_000, () => fleetReadiness(db, partner.id, day));
      const totals = { vehicles: projection.vehicles.length, drivers: projection.drivers.length };
      const named = new Set(q.ids ?? []);
      const attention = <T extends { id: number; readiness: { status: string } }>(rows: readonly T[]) =>
        q.only === 'attention' ? rows.filter((x) => x.readiness.status !== 'ready' || named.has(x.id)) : rows;
      res.json({ data: { ...projection, vehicles: attention(projection.vehicles), drivers: attention(projection.drivers), trips: q.omit === 'trips' ? [] : projection.trips, totals } });
    }),
  );

  return r;
}
