/**
 * Operations (issue 11): trips (list with status, date range, route, vehicle, driver and route
 * code search; details with the change log and the live position; the manifest with masked
 * names; swapping the driver or vehicle of an upcoming trip) and routes (list with search and
 * city; details with stops and next trips). The portal never receives a passenger's phone,
 * email or full name.
 */
import { Router, type Request } from 'express';
import { and, asc, count, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { z } from 'zod';
import * as contract from '../../contract/requests.js';
import type { Db } from '../db/index.js';
import * as s from '../db/schema.js';
import { driverViews, vehicleViews, type DriverView, type VehicleView } from '../fleet-model.js';
import { pairReadiness, tripJudge } from '../readiness.js';
import { dayFirst } from '../../app/domain/readiness.js';
import { ApiError, h, notFound, paging, partnerAccess, requireAuth, userOf, validate } from '../http.js';
import {
  bookingStatus,
  departingBy,
  departingFrom,
  ensureBookings,
  ensureTrips,
  lagosDate,
  lagosDayStartIso,
  lastStopPassed,
  monthOf,
  supplyCostOn,
  tripDeductionsSql,
  tripPosition,
  tripStatus,
  tripStatusSql,
} from '../trips.js';
import { recordActivity, recordExport, tripLabel } from '../activity.js';
import { deductionItemJson, queryMarks, queryWindowOf } from '../deductions.js';
import type { SandboxContext } from '../app.js';

export const TRIP_ROLES = ['partner_trip_manager'];

/**
 * 'Adaeze Okafor' → 'A****** O******': the first letter of each name, then always six stars,
 * so not even a name's length leaves the API (issue 11; Nigeria Data Protection Act 2023).
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => `${[...part][0].toUpperCase()}******`)
    .join(' ');
}

type TripRow = { trip: typeof s.trips.$inferSelect; route: typeof s.routes.$inferSelect; plate: string; fname: string; lname: string; deducted: number };

/** A position in a list of trips ordered by departure: the last row sent (its departure and id). */
export type TripCursor = { startsAt: string; id: number };

/** `cursor` as the opaque text a client sends back (`after=`). */
export const encodeCursor = (c: TripCursor) => Buffer.from(`${c.startsAt}|${c.id}`).toString('base64url');

/** The cursor of `after=`, or null; a malformed one is a 422. */
export function decodeCursor(raw: unknown): TripCursor | null {
  if (raw === undefined || raw === '') return null;
  const [startsAt, id] = Buffer.from(String(raw), 'base64url').toString('utf8').split('|');
  if (!startsAt || !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(startsAt) || !/^\d{1,12}$/.test(id ?? '')) throw new ApiError(422, 'after: not a position this list gave', 'ValidationError');
  return { startsAt, id: Number(id) };
}

/**
 * The rows after `cursor` in the list's order (departure `order`, then id ascending): keyset
 * paging, so rows that join or leave the list meanwhile (a trip that completes during an
 * export) never shift the pages (issue 20 §5).
 */
export function afterCursor(order: 'asc' | 'desc', cursor: TripCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  const cmp = order === 'desc' ? sql`<` : sql`>`;
  return sql`(${s.trips.startsAt} ${cmp} ${cursor.startsAt} OR (${s.trips.startsAt} = ${cursor.startsAt} AND ${s.trips.id} > ${cursor.id}))`;
}

/** Trips matching `where`, joined with their route, vehicle, driver and deductions. */
export function tripRows(db: Db, where: SQL | undefined, { order = 'desc', limit, offset = 0 }: { order?: 'asc' | 'desc'; limit?: number; offset?: number } = {}): TripRow[] {
  const q = db
    .select({
      trip: s.trips,
      route: s.routes,
      plate: s.vehicles.plate,
      fname: s.drivers.fname,
      lname: s.drivers.lname,
      deducted: sql<number>`${tripDeductionsSql}`,
    })
    .from(s.trips)
    .innerJoin(s.routes, eq(s.routes.id, s.trips.routeId))
    .innerJoin(s.vehicles, eq(s.vehicles.id, s.trips.vehicleId))
    .innerJoin(s.drivers, eq(s.drivers.id, s.trips.driverId))
    .where(where)
    .orderBy(order === 'desc' ? desc(s.trips.startsAt) : asc(s.trips.startsAt), asc(s.trips.id));
  return (limit ? q.limit(limit).offset(offset) : q).all();
}

/** Checked-in passengers of a trip at `now` (boarded: checked in or dropped off). */
function checkedIn(db: Db, row: TripRow, now: number): number {
  const status = tripStatus(row.trip, now);
  if (status === 'upcoming' || status === 'cancelled') return 0;
  if (status === 'completed') return row.trip.booked - row.trip.noShows - row.trip.cancelledBookings;
  const stops = db.select().from(s.routeStops).where(eq(s.routeStops.routeId, row.route.id)).orderBy(asc(s.routeStops.seq)).all();
  const passed = lastStopPassed(row.trip, stops, now);
  return ensureBookings(db, row.trip, stops).filter((b) => ['checked_in', 'dropped_off'].includes(bookingStatus(b, row.trip, passed, now))).length;
}

/** A trip as the lists answer it. Money in kobo; earnings count once the trip completed. */
/**
 * A trip as the API answers it. `judge` (readiness.ts `tripJudge`) gives an upcoming or active
 * trip its verdict on its own day (issue 32 §1); without it, or for other trips, null.
 */
export function tripJson(db: Db, row: TripRow, now = Date.now(), judge?: ReturnType<typeof tripJudge>) {
  const status = tripStatus(row.trip, now);
  const completed = status === 'completed';
  const judged = judge && (status === 'upcoming' || status === 'active') ? judge(row.trip.vehicleId, row.trip.driverId, row.trip.startsAt) : null;
  return {
    id: row.trip.id,
    partner_id: row.trip.partnerId,
    status,
    starts_at: row.trip.startsAt,
    ends_at: row.trip.endsAt,
    route: { id: row.route.id, code: row.route.code, name: row.route.name, pickup: row.route.origin, destination: row.route.destination },
    vehicle: { id: row.trip.vehicleId, plate: row.plate },
    driver: { id: row.trip.driverId, name: `${row.fname} ${row.lname}` },
    seats: row.trip.seats,
    passengers: { booked: row.trip.booked - row.trip.cancelledBookings, checked_in: checkedIn(db, row, now) },
    gross_kobo: row.trip.grossKobo,
    deductions_kobo: completed ? Number(row.deducted) : 0,
    net_kobo: completed ? row.trip.grossKobo - Number(row.deducted) : status === 'cancelled' ? 0 : row.trip.grossKobo,
    readiness: judged,
  };
}

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * `column` contains `text` literally (case-insensitive, as SQLite's LIKE): `%` and `_` in the
 * search are characters, not wildcards (issue 20 §5: `search=_` listed every trip).
 */
export function contains(column: SQLiteColumn, text: string): SQL {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} LIKE ${`%${escaped}%`} ESCAPE '\\'`;
}

/**
 * Why the pair (driver on vehicle) cannot take this trip on `day`, as the API's refusal (issue
 * 21 §1): 409 with `DriverNotQualified` (the licence class), `VehicleNotReady` or
 * `DriverNotReady`, and the rule's reason in words. Null when the pair may work.
 */
export function pairRefusal(vehicle: VehicleView, driver: DriverView, day: string): ApiError | null {
  const r = pairReadiness(vehicle, driver, day);
  const first = r.reasons.find((x) => x.blocking);
  if (!first) return null;
  const on = dayFirst(day);
  if (first.code === 'licence_class') return new ApiError(409, first.message, 'DriverNotQualified');
  if (first.owner === 'vehicle') return new ApiError(409, `${vehicle.plate} cannot work on ${on}: ${first.message}`, 'VehicleNotReady');
  return new ApiError(409, `${driver.fname} ${driver.lname} cannot work on ${on}: ${first.message}`, 'DriverNotReady');
}

/** A document as a swap's candidate shows it: its state and dates, never its number. */
const candidateDocuments = (docs: VehicleView['documents'] | DriverView['documents']) => docs.map((d) => ({ ...d, number: null }));

export function operationsRouter({ db, clock }: SandboxContext): Router {
  const r = Router();
  const auth = requireAuth(db);
  const access = (req: Request, id: string, roles = TRIP_ROLES) => partnerAccess(db, userOf(req), id, roles);

  /** The trip `:id` (404 for an unknown one), after checking the user's access to its partner. */
  const tripOf = (req: Request) => {
    const id = Number(req.params.id);
    if (!Number.isInteger(id) || id <= 0) throw notFound('Trip');
    ensureTrips(db);
    const row = tripRows(db, eq(s.trips.id, id))[0];
    if (!row) throw notFound('Trip');
    access(req, String(row.trip.partnerId));
    return row;
  };
  const stopsOf = (routeId: number) => db.select().from(s.routeStops).where(eq(s.routeStops.routeId, routeId)).orderBy(asc(s.routeStops.seq)).all();

  r.get(
    '/v1/partners/:id/trips',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      ensureTrips(db);
      const q = validate(
        z.object({
          status: z.enum(['upcoming', 'active', 'completed', 'cancelled']).optional().catch(undefined),
          from: date.optional().catch(undefined),
          to: date.optional().catch(undefined),
          route_id: z.coerce.number().int().positive().optional().catch(undefined),
          vehicle_id: z.coerce.number().int().positive().optional().catch(undefined),
          driver_id: z.coerce.number().int().positive().optional().catch(undefined),
          search: z.string().trim().max(50).optional().catch(undefined),
        }),
        req.query,
      );
      const { page, perPage, offset } = paging(req.query);
      const status = tripStatusSql();
      const where = and(
        eq(s.trips.partnerId, partner.id),
        q.status ? sql`${status} = ${q.status}` : undefined,
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
      const total = db.select({ n: count() }).from(s.trips).where(where).get()?.n ?? 0;
      // Upcoming trips soonest first; the others newest first. `after` pages by position.
      const order = q.status === 'upcoming' ? 'asc' : 'desc';
      const after = decodeCursor(req.query.after);
      const rows = tripRows(db, and(where, afterCursor(order, after)), { order, limit: perPage, offset: after ? 0 : offset });
      const last = rows.at(-1);
      const next = rows.length === perPage && last ? encodeCursor({ startsAt: last.trip.startsAt, id: last.trip.id }) : null;
      recordExport(db, req.query, { partnerId: partner.id, actor: userOf(req), kind: 'export.trips', total, noun: ['trip', 'trips'] });
      const judge = tripJudge(db, partner.id);
      res.json({ data: rows.map((row) => tripJson(db, row, Date.now(), judge)), metadata: { total, page, perPage, next } });
    }),
  );

  r.get(
    '/v1/trips/:id',
    auth,
    h((req, res) => {
      const row = tripOf(req);
      const now = Date.now();
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
      const now = Date.now();
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
            eq(s.activity.subject, subject),
            gte(s.activity.createdAt, today),
          ),
        )
        .get();
      if (!seen)
        recordActivity(db, { partnerId: row.trip.partnerId, actor: who, kind: 'export.manifest', subject, detail: `${bookings.length} passenger${bookings.length === 1 ? '' : 's'} (names masked)` });
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

  /**
   * Who could take over an upcoming trip (issue 21 §2): the partner's vehicles and drivers with
   * what the portal needs to judge them on the trip's day (documents without numbers, licence
   * class, status), whether each is on another trip at that time, and the API's own readiness
   * of the pair each would make. For trip managers, who cannot read the fleet lists.
   */
  r.get(
    '/v1/trips/:id/candidates',
    auth,
    h((req, res) => {
      const row = tripOf(req);
      const day = lagosDate(Date.parse(row.trip.startsAt));
      const vehicles = vehicleViews(db, row.trip.partnerId);
      const drivers = driverViews(db, row.trip.partnerId);
      const current = { vehicle: vehicles.find((v) => v.id === row.trip.vehicleId), driver: drivers.find((d) => d.id === row.trip.driverId) };
      const overlapping = db
        .select({ vehicleId: s.trips.vehicleId, driverId: s.trips.driverId })
        .from(s.trips)
        .where(and(sql`${s.trips.status} <> 'cancelled'`, sql`${s.trips.startsAt} < ${row.trip.endsAt}`, sql`${s.trips.endsAt} > ${row.trip.startsAt}`, sql`${s.trips.id} <> ${row.trip.id}`))
        .all();
      const busyVehicles = new Set(overlapping.map((t) => t.vehicleId));
      const busyDrivers = new Set(overlapping.map((t) => t.driverId));
      const vehicleJson = (v: VehicleView) => ({
        id: v.id,
        plate: v.plate,
        brand: v.brand,
        model: v.model,
        seats: v.seats,
        partner_status: v.partner_status,
        suspension: v.suspension,
        documents: candidateDocuments(v.documents),
        busy: busyVehicles.has(v.id),
      });
      const driverJson = (d: DriverView) => ({
        id: d.id,
        name: `${d.fname} ${d.lname}`,
        licence_class: d.licence_class,
        partner_status: d.partner_status,
        suspension: d.suspension,
        documents: candidateDocuments(d.documents),
        busy: busyDrivers.has(d.id),
      });
      res.json({
        data: {
          day,
          booked: row.trip.booked - row.trip.cancelledBookings,
          current: { vehicle: current.vehicle ? vehicleJson(current.vehicle) : null, driver: current.driver ? driverJson(current.driver) : null },
          vehicles: vehicles.filter((v) => v.id !== row.trip.vehicleId).map((v) => ({ ...vehicleJson(v), readiness: current.driver ? pairReadiness(v, current.driver, day) : null })),
          drivers: drivers.filter((d) => d.id !== row.trip.driverId).map((d) => ({ ...driverJson(d), readiness: current.vehicle ? pairReadiness(current.vehicle, d, day) : null })),
        },
      });
    }),
  );

  /** Swap the driver or vehicle of an upcoming trip: only to a pair that can work on its day (issue 21). */
  r.patch(
    '/v1/trips/:id/:what(driver|vehicle)',
    auth,
    h((req, res) => {
      const row = tripOf(req);
      const status = tripStatus(row.trip);
      if (status !== 'upcoming') throw new ApiError(409, `This trip is ${status}: its ${req.params.what} can no longer be changed`, 'TripStarted');
      const who = userOf(req);
      if (req.params.what === 'vehicle') {
        const { vehicle_id } = validate(contract.tripVehicle, req.body);
        const vehicle = vehicleViews(db, row.trip.partnerId, [vehicle_id])[0];
        if (!vehicle) throw new ApiError(422, 'vehicle_id: not one of your vehicles', 'ValidationError', { vehicle_id: ['Please choose one of your vehicles'] });
        // The new vehicle with the trip's driver must be able to work on the trip's day.
        const refusal = pairRefusal(vehicle, driverViews(db, row.trip.partnerId, [row.trip.driverId])[0], lagosDate(Date.parse(row.trip.startsAt)));
        if (refusal) throw refusal;
        if (vehicle.seats < row.trip.booked - row.trip.cancelledBookings)
          throw new ApiError(409, `${vehicle.plate} has ${vehicle.seats} seats; this trip has ${row.trip.booked - row.trip.cancelledBookings} passengers`, 'NotEnoughSeats');
        const clash = db
          .select({ id: s.trips.id })
          .from(s.trips)
          .where(
            and(
              eq(s.trips.vehicleId, vehicle.id),
              sql`${s.trips.status} <> 'cancelled'`,
              sql`${s.trips.startsAt} < ${row.trip.endsAt}`,
              sql`${s.trips.endsAt} > ${row.trip.startsAt}`,
              sql`${s.trips.id} <> ${row.trip.id}`,
            ),
          )
          .get();
        if (clash) throw new ApiError(409, `${vehicle.plate} is on another trip at that time`, 'VehicleBusy');
        // The trip earns the new vehicle's supply cost on this route (issue 20 §5); a vehicle
        // with none cannot run it.
        const gross = supplyCostOn(db, row.route.id, vehicle.id, lagosDate(Date.parse(row.trip.startsAt)));
        if (!gross) throw new ApiError(409, `${vehicle.plate} has no supply cost on ${row.route.code}: ask partner support to set one before it runs this route`, 'NoSupplyCost');
        db.transaction((tx) => {
          tx.update(s.trips).set({ vehicleId: vehicle.id, seats: vehicle.seats, grossKobo: gross }).where(eq(s.trips.id, row.trip.id)).run();
          tx.insert(s.tripChanges)
            .values({ tripId: row.trip.id, kind: 'vehicle_swapped', fromValue: row.plate, toValue: vehicle.plate, byName: `${who.fname} ${who.lname}`, at: new Date().toISOString() })
            .run();
          recordActivity(tx, {
            partnerId: row.trip.partnerId,
            actor: who,
            kind: 'trip.vehicle_swapped',
            subject: tripLabel(row.trip.id, row.route.code, row.trip.startsAt),
            detail: `${row.plate} → ${vehicle.plate}`,
          });
        });
      } else {
        const { driver_id } = validate(contract.tripDriver, req.body);
        const driver = driverViews(db, row.trip.partnerId, [driver_id])[0];
        if (!driver) throw new ApiError(422, 'driver_id: not one of your drivers', 'ValidationError', { driver_id: ['Please choose one of your drivers'] });
        // The new driver on the trip's vehicle must be able to work on the trip's day.
        const refusal = pairRefusal(vehicleViews(db, row.trip.partnerId, [row.trip.vehicleId])[0], driver, lagosDate(Date.parse(row.trip.startsAt)));
        if (refusal) throw refusal;
        const clash = db
          .select({ id: s.trips.id })
          .from(s.trips)
          .where(
            and(
              eq(s.trips.driverId, driver.id),
              sql`${s.trips.status} <> 'cancelled'`,
              sql`${s.trips.startsAt} < ${row.trip.endsAt}`,
              sql`${s.trips.endsAt} > ${row.trip.startsAt}`,
              sql`${s.trips.id} <> ${row.trip.id}`,
            ),
          )
          .get();
        if (clash) throw new ApiError(409, `${driver.fname} ${driver.lname} is on another trip at that time`, 'DriverBusy');
        db.transaction((tx) => {
          tx.update(s.trips).set({ driverId: driver.id }).where(eq(s.trips.id, row.trip.id)).run();
          tx.insert(s.tripChanges)
            .values({
              tripId: row.trip.id,
              kind: 'driver_swapped',
              fromValue: `${row.fname} ${row.lname}`,
              toValue: `${driver.fname} ${driver.lname}`,
              byName: `${who.fname} ${who.lname}`,
              at: new Date().toISOString(),
            })
            .run();
          recordActivity(tx, {
            partnerId: row.trip.partnerId,
            actor: who,
            kind: 'trip.driver_swapped',
            subject: tripLabel(row.trip.id, row.route.code, row.trip.startsAt),
            detail: `${row.fname} ${row.lname} → ${driver.fname} ${driver.lname}`,
          });
        });
      }
      res.json({ data: tripJson(db, tripRows(db, eq(s.trips.id, row.trip.id))[0], Date.now(), tripJudge(db, row.trip.partnerId)) });
    }),
  );

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
      const q = validate(z.object({ search: z.string().trim().max(50).optional().catch(undefined), city_id: z.coerce.number().int().positive().optional().catch(undefined) }), req.query);
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
  const today = lagosDate(Date.now());
  const row = db
    .select({ amount: s.costConfigs.amountKobo })
    .from(s.costConfigs)
    .where(and(eq(s.costConfigs.routeId, routeId), eq(s.costConfigs.vehicleId, vehicleId), sql`${s.costConfigs.effectiveFrom} <= ${today}`))
    .orderBy(desc(s.costConfigs.effectiveFrom))
    .get();
  return row?.amount ?? null;
}
