/**
 * Assigning a driver to a vehicle (issues 10, 32 §2): a preview of the trips ahead, the assignment (its trips follow in the same write, some kept) and the unassignment.
 */
import { Router } from 'express';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import * as contract from '../../contract/requests.js';
import * as queries from '../../contract/queries.js';
import * as s from '../db/schema.js';
import { driverViews, vehicleViews, type DriverView, type VehicleView } from '../fleet-model.js';
import { ApiError, h, saidError, userOf, validate } from '../http.js';
import { pairReadiness } from '../readiness.js';
import { ensureTrips, lagosDate } from '../trips.js';
import { tripRows } from './trips-shared.js';
import { recordActivity } from '../activity.js';
import type { SandboxContext } from '../app.js';
import { fleetAccess, ASSIGN_ROLES } from './fleet-shared.js';
import { apiNow } from '../clock.js';
import { assignmentVerdict, driverFacts, vehicleFacts } from '../../app/domain/readiness.js';

export function assignmentsRouter({ db }: SandboxContext): Router {
  const r = Router();
  const { auth, vehicleOf } = fleetAccess(db);

  // ——— Assignment ———

  /**
   * The vehicle's upcoming trips that have not started (issue 32 §2), soonest first, each with
   * its current driver and the verdict of `driver` on the vehicle on the trip's day.
   */
  const tripsAhead = (vehicle: VehicleView, driver: DriverView) => {
    const rows = tripRows(db, and(eq(s.trips.vehicleId, vehicle.id), ne(s.trips.status, 'cancelled'), sql`${s.trips.startsAt} > ${new Date(apiNow()).toISOString()}`), {
      order: 'asc',
      limit: 500,
      offset: 0,
    });
    return rows.map((row) => ({
      id: row.trip.id,
      starts_at: row.trip.startsAt,
      route_code: row.route.code,
      driver: { id: row.trip.driverId, name: `${row.fname} ${row.lname}` },
      readiness: pairReadiness(vehicle, driver, lagosDate(Date.parse(row.trip.startsAt))),
    }));
  };

  /** A driver of the vehicle's partner, by id, or a field error. */
  const partnerDriver = (vehicle: VehicleView, id: number) => {
    const driver = driverViews(db, vehicle.partner_id, [id])[0];
    if (!driver) throw new ApiError(422, 'driver_id: not one of your drivers', 'ValidationError', { driver_id: ['Please choose one of your drivers'] });
    return driver;
  };

  // What assigning `driver_id` would do to the vehicle's trips ahead (issue 32 §2): read before the owner confirms.
  r.get(
    '/v1/vehicles/:id/driver/preview',
    auth,
    h((req, res) => {
      const vehicle = vehicleOf(req, ASSIGN_ROLES);
      const { driver_id } = validate(queries.assignPreview, req.query);
      ensureTrips(db);
      const driver = partnerDriver(vehicle, driver_id);
      const verdict = assignmentVerdict({ kind: 'pair', vehicle: vehicleFacts(vehicle), driver: driverFacts(driver) }, lagosDate(apiNow()));
      if (!verdict.may_assign) throw saidError(409, 'DriverNotQualified', verdict.words, 'driver_id');
      res.json({ data: { vehicle: { id: vehicle.id, plate: vehicle.plate }, driver: { id: driver.id, name: `${driver.fname} ${driver.lname}` }, trips: tripsAhead(vehicle, driver) } });
    }),
  );

  /**
   * Assign a driver (issues 10, 21 §2, 32 §2). The vehicle's upcoming trips that have not started
   * follow in the same transaction — except those in `keep_trip_ids` and those the new pair may
   * not work on their day (refused as a swap is; they keep their driver) — with one activity
   * entry for the change and its trips, and each trip's change in its history.
   */
  r.post(
    '/v1/vehicles/:id/driver',
    auth,
    h((req, res) => {
      const vehicle = vehicleOf(req, ASSIGN_ROLES);
      const { driver_id, keep_trip_ids } = validate(contract.assignDriver, req.body);
      const driver = partnerDriver(vehicle, driver_id);
      if (vehicle.driver && vehicle.driver.id !== driver.id)
        throw saidError(409, 'VehicleAlreadyAssigned', [{ text: '{{plate}} is already driven by {{driver}}; unassign them first', values: { plate: vehicle.plate, driver: vehicle.driver.name } }]);
      if (driver.vehicle && driver.vehicle.id !== vehicle.id)
        throw saidError(409, 'DriverAlreadyAssigned', [
          { text: '{{driver}} already drives {{plate}}; unassign that vehicle first', values: { driver: `${driver.fname} ${driver.lname}`, plate: driver.vehicle.plate } },
        ]);
      if (vehicle.driver?.id === driver.id) return res.json({ data: vehicle });
      // A pair that cannot work because of the pair itself (a licence class that does not cover
      // the vehicle) is refused, in words (issue 42 §1; ADR 0033): no surface could name it well.
      const verdict = assignmentVerdict({ kind: 'pair', vehicle: vehicleFacts(vehicle), driver: driverFacts(driver) }, lagosDate(apiNow()));
      if (!verdict.may_assign) throw saidError(409, 'DriverNotQualified', verdict.words, 'driver_id');
      ensureTrips(db);
      const name = `${driver.fname} ${driver.lname}`;
      const ahead = tripsAhead(vehicle, driver);
      const follow = ahead.filter((t) => t.driver.id !== driver.id && !keep_trip_ids.includes(t.id) && t.readiness.status !== 'blocked');
      const kept = ahead.filter((t) => t.driver.id !== driver.id && !follow.includes(t));
      const user = userOf(req);
      const at = new Date(apiNow()).toISOString();
      db.transaction((tx) => {
        tx.update(s.vehicles).set({ driverId: driver.id }).where(eq(s.vehicles.id, vehicle.id)).run();
        tx.insert(s.assignments).values({ vehicleId: vehicle.id, driverId: driver.id, assignedAt: at, byUserId: user.id }).run();
        for (const t of follow) {
          tx.update(s.trips).set({ driverId: driver.id }).where(eq(s.trips.id, t.id)).run();
          tx.insert(s.tripChanges)
            .values({ tripId: t.id, kind: 'driver_swapped', fromValue: t.driver.name, toValue: name, byName: `${user.fname} ${user.lname}`, at })
            .run();
        }
        const values = { driver: name, count: String(follow.length || kept.length), kept: String(kept.length) };
        const text = follow.length
          ? kept.length
            ? '{{driver}} assigned; {{count}} upcoming trips follow ({{kept}} kept)'
            : '{{driver}} assigned; {{count}} upcoming trips follow'
          : kept.length
            ? '{{driver}} assigned; {{count}} upcoming trips keep their driver'
            : '{{driver}} assigned';
        recordActivity(tx, { partnerId: vehicle.partner_id, actor: user, kind: 'assignment.changed', subject: vehicle.plate, detail: { text, values } });
      });
      res.json({ data: vehicleViews(db, vehicle.partner_id, [vehicle.id])[0] });
    }),
  );

  r.delete(
    '/v1/vehicles/:id/driver',
    auth,
    h((req, res) => {
      const vehicle = vehicleOf(req, ASSIGN_ROLES);
      if (!vehicle.driver) return res.json({ data: vehicle });
      db.transaction((tx) => {
        tx.update(s.assignments)
          .set({ unassignedAt: new Date(apiNow()).toISOString() })
          .where(and(eq(s.assignments.vehicleId, vehicle.id), isNull(s.assignments.unassignedAt)))
          .run();
        tx.update(s.vehicles).set({ driverId: null }).where(eq(s.vehicles.id, vehicle.id)).run();
        recordActivity(tx, {
          partnerId: vehicle.partner_id,
          actor: userOf(req),
          kind: 'assignment.changed',
          subject: vehicle.plate,
          detail: { text: '{{driver}} unassigned', values: { driver: vehicle.driver!.name } },
        });
      });
      res.json({ data: vehicleViews(db, vehicle.partner_id, [vehicle.id])[0] });
    }),
  );

  return r;
}
