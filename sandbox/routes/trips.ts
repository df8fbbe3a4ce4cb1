/**
 * Trips (issue 11): the partner's list (status, date range, route, vehicle, driver and route
 * code search; keyset pages for exports), a trip's details (stops, change log, deductions, the
 * live position) and its manifest with masked names. The portal never receives a passenger's
 * phone, email or full name. Trip managers and the owner.
 */
import { Router } from 'express';
import { and, asc, count, eq, gte, inArray, or, sql } from 'drizzle-orm';
import * as queries from '../../contract/queries.js';
import * as s from '../db/schema.js';
import { tripJudge } from '../readiness.js';
import { h, paging, userOf, validate } from '../http.js';
import { departingBy, departingFrom, ensureTrips, lagosDate, lagosDayStartIso, statusBounds, tripStatus, tripStatusSql } from '../trips.js';
import { bookingStatus, ensureBookings, lastStopPassed, tripPosition } from '../bookings.js';
import { monthOf } from '../payouts.js';
import { recordActivity, recordExport, tripLabel } from '../activity.js';
import { activityEnglish } from '../../contract/activity.js';
import { deductionItemJson, queryMarks, queryWindowOf } from '../deductions.js';
import { afterCursor, contains, decodeCursor, encodeCursor, maskName, tripAccess, tripJson, tripRows } from './trips-shared.js';
import type { SandboxContext } from '../app.js';
import { apiNow } from '../clock.js';
import { memoRead } from '../memo.js';

export function tripsRouter({ db, clock }: SandboxContext): Router {
  const r = Router();
  const { auth, access, tripOf, stopsOf } = tripAccess(db);

  r.get(
    '/v1/partners/:id/trips',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      ensureTrips(db);
      const q = validate(queries.tripList, req.query);
      const { page, perPage, offset } = paging(req.query);
      const status = tripStatusSql();
      const where = and(
        eq(s.trips.partnerId, partner.id),
        q.status ? sql`${status} = ${q.status}` : undefined,
        ...statusBounds(q.status),
        q.from ? departingFrom(q.from) : undefined,
        q.to ? departingBy(q.to) : undefined,
        q.route_id ? eq(s.trips.routeId, q.route_id) : undefined,
        q.vehicle_id ? eq(s.trips.vehicleId, q.vehicle_id) : undefined,
        q.driver_id ? eq(s.trips.driverId, q.driver_id) : undefined,
        q.search
          ? inArray(
              s.trips.routeId,
              db
                .select({ id: s.routes.id })
                .from(s.routes)
                .where(or(contains(s.routes.code, q.search), contains(s.routes.name, q.search))),
            )
          : undefined,
      );
      // The count of a tab reads every trip of it (3.6 million completed ones at 2,000 vehicles,
      // about a second): kept as the API's other read answers are (memo.ts), per change of the
      // data and 30 s of the clock, but for a search, whose words are too many to keep.
      const countTotal = () => db.select({ n: count() }).from(s.trips).where(where).get()?.n ?? 0;
      const total = q.search ? countTotal() : memoRead(db, `trip-count:${JSON.stringify([partner.id, q.status, q.from, q.to, q.route_id, q.vehicle_id, q.driver_id])}`, 30_000, countTotal, apiNow());
      // Upcoming trips soonest first; the others newest first. `after` pages by position.
      const order = q.status === 'upcoming' ? 'asc' : 'desc';
      const after = decodeCursor(q.after);
      const rows = tripRows(db, and(where, afterCursor(order, after)), { order, limit: perPage, offset: after ? 0 : offset });
      const last = rows.at(-1);
      const next = rows.length === perPage && last ? encodeCursor({ startsAt: last.trip.startsAt, id: last.trip.id }) : null;
      recordExport(db, req.query, { partnerId: partner.id, actor: userOf(req), kind: 'export.trips', total, noun: '{{count}} trips' });
      const judge = tripJudge(db, partner.id);
      res.json({ data: rows.map((row) => tripJson(db, row, apiNow(), judge)), metadata: { total, page, perPage, next } });
    }),
  );

  r.get(
    '/v1/trips/:id',
    auth,
    h((req, res) => {
      const row = tripOf(req);
      const now = apiNow();
      const stops = stopsOf(row.route.id);
      const status = tripStatus(row.trip, now);
      const changes = db.select().from(s.tripChanges).where(eq(s.tripChanges.tripId, row.trip.id)).orderBy(asc(s.tripChanges.at)).all();
      const deductions = status === 'completed' ? db.select().from(s.deductions).where(eq(s.deductions.tripId, row.trip.id)).all() : [];
      const marks = queryMarks(
        db,
        deductions.map((d) => d.id),
      );
      res.json({
        data: {
          ...tripJson(db, row, now, tripJudge(db, row.trip.partnerId)),
          route: {
            id: row.route.id,
            code: row.route.code,
            name: row.route.name,
            pickup: row.route.origin,
            destination: row.route.destination,
            distance_km: row.route.distanceKm,
            duration_min: row.route.durationMin,
          },
          stops: stops.map((st) => ({ seq: st.seq, name: st.name, landmark: st.landmark, minutes_after: st.minutesAfter, pickup: Boolean(st.pickup), dropoff: Boolean(st.dropoff) })),
          started_at: status === 'active' || status === 'completed' ? row.trip.startsAt : null,
          ended_at: status === 'completed' ? row.trip.endsAt : null,
          changes: changes.map((c) => ({ kind: c.kind, from: c.fromValue, to: c.toValue, by: c.byName, at: c.at })),
          deductions: deductions.map((d) => deductionItemJson(d, marks, queryWindowOf(db, row.trip.partnerId, monthOf(lagosDate(Date.parse(row.trip.startsAt))), clock.now()).open)),
          position: status === 'active' ? { ...tripPosition(row.trip, stops, row.route.distanceKm, row.route.durationMin, now), at: new Date(now - (now % 5000)).toISOString() } : null,
        },
      });
    }),
  );

  r.get(
    '/v1/trips/:id/manifest',
    auth,
    h((req, res) => {
      const row = tripOf(req);
      const now = apiNow();
      const stops = stopsOf(row.route.id);
      const passed = lastStopPassed(row.trip, stops, now);
      const bookings = ensureBookings(db, row.trip, stops);
      // Opening a manifest reads passengers' (masked) names: logged once per person, trip and day.
      const who = userOf(req);
      const subject = tripLabel(row.trip.id, row.route.code, row.trip.startsAt);
      const today = lagosDayStartIso(lagosDate(now));
      const seen = db
        .select({ id: s.activity.id })
        .from(s.activity)
        .where(
          and(
            eq(s.activity.partnerId, row.trip.partnerId),
            eq(s.activity.actorUserId, who.id),
            eq(s.activity.kind, 'export.manifest'),
            eq(s.activity.subject, activityEnglish(subject)),
            gte(s.activity.createdAt, today),
          ),
        )
        .get();
      if (!seen)
        recordActivity(db, {
          partnerId: row.trip.partnerId,
          actor: who,
          kind: 'export.manifest',
          subject,
          detail: { text: '{{count}} passengers (names masked)', values: { count: String(bookings.length) } },
        });
      // Only the masked name, the seat and the stops leave the API: never a phone or a full name.
      res.json({
        data: bookings.map((b) => ({
          id: b.id,
          passenger: maskName(`${b.fname} ${b.lname}`),
          seat: b.seat,
          pickup_seq: b.pickupSeq,
          dropoff_seq: b.dropoffSeq,
          status: bookingStatus(b, row.trip, passed, now),
        })),
      });
    }),
  );

  return r;
}
