/**
 * The partner's transport routes (issue 11): the list (search on code, name and places; a city)
 * and a route's details with its stops and next trips, each with its vehicle, driver and the
 * supply cost in force today (kobo). Trip managers and the owner.
 */
import { Router } from 'express';
import { and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import * as queries from '../../contract/queries.js';
import type { Db } from '../db/index.js';
import * as s from '../db/schema.js';
import { h, notFound, paging, validate } from '../http.js';
import { ensureTrips, lagosDate, tripStatusSql } from '../trips.js';
import { contains, tripAccess, tripJson, tripRows } from './trips-shared.js';
import type { SandboxContext } from '../app.js';
import { apiNow } from '../clock.js';

export function transportRoutesRouter({ db }: SandboxContext): Router {
  const r = Router();
  const { auth, access, stopsOf } = tripAccess(db);

  const routeJson = (route: typeof s.routes.$inferSelect & { cityName: string | null; plate: string | null; driverName: string | null }) => ({
    id: route.id,
    partner_id: route.partnerId,
    code: route.code,
    name: route.name,
    city: { id: route.cityId, name: route.cityName },
    pickup: route.origin,
    destination: route.destination,
    days: route.days,
    departure_times: route.departureTimes,
    visibility: route.visibility,
    distance_km: route.distanceKm,
    duration_min: route.durationMin,
    vehicle: route.vehicleId ? { id: route.vehicleId, plate: route.plate } : null,
    driver: route.driverId ? { id: route.driverId, name: route.driverName } : null,
    cost_of_supply_kobo: currentCost(db, route.id, route.vehicleId),
  });
  const routeSelect = () =>
    db
      .select({ route: s.routes, cityName: s.cities.name, plate: s.vehicles.plate, fname: s.drivers.fname, lname: s.drivers.lname })
      .from(s.routes)
      .leftJoin(s.cities, eq(s.cities.id, s.routes.cityId))
      .leftJoin(s.vehicles, eq(s.vehicles.id, s.routes.vehicleId))
      .leftJoin(s.drivers, eq(s.drivers.id, s.routes.driverId));
  const flat = (r: { route: typeof s.routes.$inferSelect; cityName: string | null; plate: string | null; fname: string | null; lname: string | null }) => ({
    ...r.route,
    cityName: r.cityName,
    plate: r.plate,
    driverName: r.fname ? `${r.fname} ${r.lname}` : null,
  });

  r.get(
    '/v1/partners/:id/routes',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const q = validate(queries.routeList, req.query);
      const { page, perPage, offset } = paging(req.query);
      const where = and(
        eq(s.routes.partnerId, partner.id),
        q.city_id ? eq(s.routes.cityId, q.city_id) : undefined,
        q.search ? or(contains(s.routes.code, q.search), contains(s.routes.name, q.search), contains(s.routes.origin, q.search), contains(s.routes.destination, q.search)) : undefined,
      );
      const total = db.select({ n: count() }).from(s.routes).where(where).get()?.n ?? 0;
      const rows = routeSelect().where(where).orderBy(asc(s.routes.code)).limit(perPage).offset(offset).all();
      res.json({ data: rows.map((r) => routeJson(flat(r))), metadata: { total, page, perPage } });
    }),
  );

  r.get(
    '/v1/routes/:id',
    auth,
    h((req, res) => {
      const id = Number(req.params.id);
      const row = Number.isInteger(id) && id > 0 ? routeSelect().where(eq(s.routes.id, id)).get() : undefined;
      if (!row || !row.route.partnerId) throw notFound('Route');
      access(req, String(row.route.partnerId));
      ensureTrips(db);
      const stops = stopsOf(row.route.id);
      const next = tripRows(db, and(eq(s.trips.routeId, row.route.id), sql`${tripStatusSql()} IN ('upcoming', 'active')`), { order: 'asc', limit: 8 });
      res.json({
        data: {
          ...routeJson(flat(row)),
          stops: stops.map((st) => ({ seq: st.seq, name: st.name, landmark: st.landmark, minutes_after: st.minutesAfter, pickup: Boolean(st.pickup), dropoff: Boolean(st.dropoff) })),
          next_trips: next.map((t) => tripJson(db, t)),
        },
      });
    }),
  );

  return r;
}

/** The supply cost in force today for a route and vehicle (kobo), or null. */
function currentCost(db: Db, routeId: number, vehicleId: number | null): number | null {
  if (!vehicleId) return null;
  const today = lagosDate(apiNow());
  const row = db
    .select({ amount: s.costConfigs.amountKobo })
    .from(s.costConfigs)
    .where(and(eq(s.costConfigs.routeId, routeId), eq(s.costConfigs.vehicleId, vehicleId), sql`${s.costConfigs.effectiveFrom} <= ${today}`))
    .orderBy(desc(s.costConfigs.effectiveFrom))
    .get();
  return row?.amount ?? null;
}
