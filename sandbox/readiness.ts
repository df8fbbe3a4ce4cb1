/**
 * The marketplace's readiness of a partner's fleet (issues 21 §1, 32 §1): the sandbox computes,
 * from its own rows, the one projection of the fleet for a day with the same pure rule
 * (app/domain/readiness.ts), so every surface reads the same answer. A vehicle is judged with
 * the drivers who drive it that day (its trips' drivers, else its assigned driver); a driver with
 * the vehicles they drive.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import { driverViews, vehicleViews, type DriverView, type VehicleView } from './fleet-model.js';
import { driverFacts, readiness, vehicleFacts } from '../app/domain/readiness.js';
import { projectFleet, type DayTrip, type FleetProjection } from '../app/domain/fleet-day.js';
import { departingBy, departingFrom, lagosDate } from './trips.js';
import { apiNow } from './clock.js';
import { isCalendarDay, lagosTomorrow } from '../contract/lagos-time.js';

/**
 * A date query (issue 32 §8: the API's clock names the day): `day=today`, `day=tomorrow` or
 * `day=YYYY-MM-DD`; today in Lagos by default. `now` is the API's clock (ms).
 */
export function dayOf(raw: unknown, now = apiNow()): string {
  if (raw === 'tomorrow') return lagosTomorrow(now);
  return typeof raw === 'string' && isCalendarDay(raw) ? raw : lagosDate(now);
}

export type FleetReadiness = FleetProjection;

/** The partner's trips departing on Lagos day `day` that are not cancelled: who drives what that day. */
export function tripsOnDay(db: Db, partnerId: number, day: string): DayTrip[] {
  return db
    .select({ id: s.trips.id, startsAt: s.trips.startsAt, vehicleId: s.trips.vehicleId, driverId: s.trips.driverId, routeCode: s.routes.code })
    .from(s.trips)
    .innerJoin(s.routes, eq(s.routes.id, s.trips.routeId))
    .where(and(eq(s.trips.partnerId, partnerId), ne(s.trips.status, 'cancelled'), departingFrom(day), departingBy(day)))
    .all();
}

/** A vehicle view as the projection's facts. */
export const vehicleDayFacts = (v: VehicleView) => ({ ...vehicleFacts(v), assignedDriverId: v.driver?.id ?? null });
/** A driver view as the projection's facts. */
export const driverDayFacts = (d: DriverView) => ({ ...driverFacts(d), assignedVehicleId: d.vehicle?.id ?? null });

/**
 * The one projection of a partner's fleet on `day` (issue 32 §1; app/domain/readiness.ts
 * `projectFleet`): every vehicle with the drivers of its trips that day (else its assigned
 * driver), every driver likewise, and each trip of the day, judged by the one rule. `views` lets
 * a caller pass the rows it already read.
 */
export function fleetReadiness(db: Db, partnerId: number, day: string, views?: { vehicles: VehicleView[]; drivers: DriverView[] }): FleetReadiness {
  const vehicles = views?.vehicles ?? vehicleViews(db, partnerId);
  const drivers = views?.drivers ?? driverViews(db, partnerId);
  return projectFleet({ day, vehicles: vehicles.map(vehicleDayFacts), drivers: drivers.map(driverDayFacts), trips: tripsOnDay(db, partnerId, day) });
}

/**
 * A judge of trips on their own days (issue 32 §1: each upcoming trip carries its verdict): reads
 * the partner's vehicles and drivers once, then answers the pair's readiness on a trip's Lagos
 * day. Null for a vehicle or driver no longer in the fleet.
 */
export function tripJudge(db: Db, partnerId: number) {
  let facts: { vehicles: Map<number, ReturnType<typeof vehicleFacts>>; drivers: Map<number, ReturnType<typeof driverFacts>> } | undefined;
  return (vehicleId: number, driverId: number, startsAt: string) => {
    facts ??= { vehicles: new Map(vehicleViews(db, partnerId).map((v) => [v.id, vehicleFacts(v)])), drivers: new Map(driverViews(db, partnerId).map((d) => [d.id, driverFacts(d)])) };
    const vehicle = facts.vehicles.get(vehicleId);
    const driver = facts.drivers.get(driverId);
    if (!vehicle || !driver) return null;
    return readiness({ kind: 'pair', vehicle, driver }, lagosDate(Date.parse(startsAt)));
  };
}

/** The readiness of driver `d` on vehicle `v` on `day`. */
export const pairReadiness = (v: VehicleView, d: DriverView, day: string) => readiness({ kind: 'pair', vehicle: vehicleFacts(v), driver: driverFacts(d) }, day);
