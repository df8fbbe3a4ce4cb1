/**
 * What the trip routers share (trips, trip swaps, routes, and the fleet's and money's pages of
 * trips): the trip manager's role, masked passenger names, keyset paging by departure, trips
 * read with their route, vehicle, driver and deductions, a trip as the API answers it, literal
 * search, the API's refusal of a pair, and a trip read by id with its partner's access checked.
 */
import { type Request } from 'express';
import { asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../db/index.js';
import * as s from '../db/schema.js';
import { type DriverView, type VehicleView } from '../fleet-model.js';
import { pairReadiness, type tripJudge } from '../readiness.js';
import { dayFirst } from '../../app/domain/readiness.js';
import { ApiError, notFound, partnerAccess, requireAuth, saidError, userOf } from '../http.js';
import { ensureTrips, tripDeductionsSql, tripStatus } from '../trips.js';
import { bookingStatus, ensureBookings, lastStopPassed } from '../bookings.js';
import { apiNow } from '../clock.js';
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

/** A trip with its route, plate, driver's names and deductions (kobo), as `tripRows` reads it. */
export type TripRow = { trip: typeof s.trips.$inferSelect; route: typeof s.routes.$inferSelect; plate: string; fname: string; lname: string; deducted: number };

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
/**
 * Trips with their route, plate and driver, in `order`: newest first (`desc`), oldest first
 * (`asc`), or `ahead` (issue 42 §8): the trips still to come first, nearest first, then the rest,
 * newest first — so a vehicle's or driver's Trips tab starts with the next trip, not the farthest.
 */
export function tripRows(db: Db, where: SQL | undefined, { order = 'desc', limit, offset = 0 }: { order?: 'asc' | 'desc' | 'ahead'; limit?: number; offset?: number } = {}): TripRow[] {
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
    .orderBy(...tripOrder(order), asc(s.trips.id));
  return (limit ? q.limit(limit).offset(offset) : q).all();
}

/** The ORDER BY of `tripRows`' orders (`ahead` reads the API's clock). */
function tripOrder(order: 'asc' | 'desc' | 'ahead'): SQL[] {
  if (order === 'asc') return [asc(s.trips.startsAt)];
  if (order === 'desc') return [desc(s.trips.startsAt)];
  const now = new Date(apiNow()).toISOString();
  return [sql`CASE WHEN ${s.trips.startsAt} > ${now} THEN 0 ELSE 1 END`, sql`CASE WHEN ${s.trips.startsAt} > ${now} THEN ${s.trips.startsAt} END ASC`, desc(s.trips.startsAt)];
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

/**
 * A trip as the API answers it; money in kobo, earnings counted once the trip completed. `judge` (readiness.ts `tripJudge`) gives an upcoming or active
 * trip its verdict on its own day (issue 32 §1); without it, or for other trips, null.
 */
export function tripJson(db: Db, row: TripRow, now = apiNow(), judge?: ReturnType<typeof tripJudge>) {
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

/**
 * `column` contains `text` literally (case-insensitive, as SQLite's LIKE): `%` and `_` in the
 * search are characters, not wildcards (issue 20 §5: `search=_` listed every trip).
 */
export function contains(column: SQLiteColumn | SQL, text: string): SQL {
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
  const date = dayFirst(day);
  const reason = first.words?.message ?? { text: first.message };
  if (first.code === 'licence_class') return saidError(409, 'DriverNotQualified', [reason]);
  const who = first.owner === 'vehicle' ? vehicle.plate : `${driver.fname} ${driver.lname}`;
  return saidError(409, first.owner === 'vehicle' ? 'VehicleNotReady' : 'DriverNotReady', [{ text: '{{who}} cannot work on {{date}}: {{reason}}', values: { who, date, reason } }]);
}

/**
 * The trip routers' helpers, bound to the database: `access(req, partnerId)` for trip managers
 * (and the owner), `tripOf(req)` the trip `:id` (404 for an unknown one) after checking the
 * user's access to its partner, `stopsOf(routeId)` a route's stops in order.
 */
export function tripAccess(db: Db) {
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
  return { auth, access, tripOf, stopsOf };
}
