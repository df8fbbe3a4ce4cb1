/**
 * The marketplace's readiness of a partner's fleet (issue 21 §1): the sandbox computes, from its
 * own rows, the same statuses the portal shows, with the same pure rule
 * (app/domain/readiness.ts), so the two never disagree. A vehicle with a driver assigned is
 * judged as the pair (driver on vehicle); so is a driver with a vehicle.
 */
import type { Db } from './db/index.js';
import { driverViews, vehicleViews, type DriverView, type VehicleView } from './fleet-model.js';
import { driverFacts, readiness, vehicleFacts, type Readiness } from '../app/domain/readiness.js';
import { lagosDate } from './trips.js';

/** Tomorrow in Lagos, the day the dashboard and the reminders look at. */
export const lagosTomorrow = (now = Date.now()) => lagosDate(now + 86_400_000);

/** A date query (`day=YYYY-MM-DD`), today in Lagos by default. */
export function dayOf(raw: unknown, now = Date.now()): string {
  return typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw) && !Number.isNaN(Date.parse(raw)) ? raw : lagosDate(now);
}

export type FleetReadiness = {
  day: string;
  vehicles: { id: number; plate: string; driver: { id: number; name: string } | null; readiness: Readiness }[];
  drivers: { id: number; name: string; vehicle: { id: number; plate: string } | null; readiness: Readiness }[];
};

/**
 * Every vehicle and driver of a partner with its readiness on `day`; `views` lets a caller pass
 * the rows it already read.
 */
export function fleetReadiness(db: Db, partnerId: number, day: string, views?: { vehicles: VehicleView[]; drivers: DriverView[] }): FleetReadiness {
  const vehicles = views?.vehicles ?? vehicleViews(db, partnerId);
  const drivers = views?.drivers ?? driverViews(db, partnerId);
  const driverById = new Map(drivers.map((d) => [d.id, d]));
  const vehicleById = new Map(vehicles.map((v) => [v.id, v]));
  return {
    day,
    vehicles: vehicles.map((v) => {
      const d = v.driver ? driverById.get(v.driver.id) : undefined;
      return { id: v.id, plate: v.plate, driver: v.driver, readiness: readiness(d ? { kind: 'pair', vehicle: vehicleFacts(v), driver: driverFacts(d) } : vehicleFacts(v), day) };
    }),
    drivers: drivers.map((d) => {
      const v = d.vehicle ? vehicleById.get(d.vehicle.id) : undefined;
      return {
        id: d.id,
        name: `${d.fname} ${d.lname}`,
        vehicle: d.vehicle ? { id: d.vehicle.id, plate: d.vehicle.plate } : null,
        readiness: readiness(v ? { kind: 'pair', vehicle: vehicleFacts(v), driver: driverFacts(d) } : driverFacts(d), day),
      };
    }),
  };
}

/** The readiness of driver `d` on vehicle `v` on `day`. */
export const pairReadiness = (v: VehicleView, d: DriverView, day: string) => readiness({ kind: 'pair', vehicle: vehicleFacts(v), driver: driverFacts(d) }, day);
