/**
 * Changing an upcoming trip's driver or vehicle (issue 21): who could take it over, judged on the
 * trip's own day, and the swap itself, only to a pair that can work that day, is free at that
 * time and (for a vehicle) has the seats and a supply cost on the route. Trip managers and the
 * owner.
 */
import { Router } from 'express';
import { and, eq, sql } from 'drizzle-orm';
import * as contract from '../../contract/requests.js';
import * as s from '../db/schema.js';
import { driverViews, vehicleViews, type DriverView, type VehicleView } from '../fleet-model.js';
import { pairReadiness, tripJudge } from '../readiness.js';
import { allReasons, driverFacts, english, readiness, sortedReasons, vehicleFacts, type Readiness, type Sentence } from '../../app/domain/readiness.js';
import { ApiError, h, userOf, validate } from '../http.js';
import { lagosDate, supplyCostOn, tripStatus } from '../trips.js';
import { recordActivity, tripLabel } from '../activity.js';
import { pairRefusal, tripAccess, tripJson, tripRows, type TripRow } from './trips-shared.js';
import type { SandboxContext } from '../app.js';
import { apiNow } from '../clock.js';

/** A document as a swap's candidate shows it: its state and dates, never its number. */
const candidateDocuments = (docs: VehicleView['documents'] | DriverView['documents']) => docs.map((d) => ({ ...d, number: null }));

/** Trips other than `trip` that are not cancelled and overlap its time. */
const overlappingTrips = (trip: TripRow['trip']) =>
  and(sql`${s.trips.status} <> 'cancelled'`, sql`${s.trips.startsAt} < ${trip.endsAt}`, sql`${s.trips.endsAt} > ${trip.startsAt}`, sql`${s.trips.id} <> ${trip.id}`);

/**
 * What swapping `trip` to `vehicle` (with its driver) or to `driver` (with its vehicle) would meet
 * (issue 42 §2): the one rule's verdict on the pair that day, and what else refuses it — on
 * another trip at that time, too few seats, no supply cost on the route — as refusals in words,
 * most serious first. The candidates' verdicts and the swap's refusal are this one answer.
 */
function vehicleSwap(db: SandboxContext['db'], row: TripRow, vehicle: VehicleView, driver: DriverView | undefined) {
  const day = lagosDate(Date.parse(row.trip.startsAt));
  const booked = row.trip.booked - row.trip.cancelledBookings;
  const busy = db
    .select({ id: s.trips.id })
    .from(s.trips)
    .where(and(eq(s.trips.vehicleId, vehicle.id), overlappingTrips(row.trip)))
    .get();
  const gross = supplyCostOn(db, row.route.id, vehicle.id, day);
  const refusals: Refusal[] = [
    ...(busy ? [refusalOf({ text: '{{plate}} is on another trip at that time', values: { plate: vehicle.plate } }, 'VehicleBusy')] : []),
    ...(vehicle.seats < booked
      ? [
          refusalOf(
            { text: '{{plate}} has {{seats}} seats; this trip has {{booked}} passengers', values: { plate: vehicle.plate, seats: String(vehicle.seats), booked: String(booked) } },
            'NotEnoughSeats',
          ),
        ]
      : []),
    ...(!gross
      ? [
          refusalOf(
            { text: '{{plate}} has no supply cost on {{route}}: ask partner support to set one before it runs this route', values: { plate: vehicle.plate, route: row.route.code } },
            'NoSupplyCost',
          ),
        ]
      : []),
  ];
  const pair = driver ? pairReadiness(vehicle, driver, day) : readiness(vehicleFacts(vehicle), day);
  const refusal = (driver ? pairRefusal(vehicle, driver, day) : null) ?? refusals[0]?.error ?? null;
  return { refusal, gross, verdict: verdictOf(pair, refusals) };
}
/** What swapping `trip` to `driver` (with its vehicle) would meet: as `vehicleSwap`, for a driver. */
function driverSwap(db: SandboxContext['db'], row: TripRow, driver: DriverView, vehicle: VehicleView | undefined) {
  const day = lagosDate(Date.parse(row.trip.startsAt));
  const busy = db
    .select({ id: s.trips.id })
    .from(s.trips)
    .where(and(eq(s.trips.driverId, driver.id), overlappingTrips(row.trip)))
    .get();
  const refusals = busy ? [refusalOf({ text: '{{name}} is on another trip at that time', values: { name: `${driver.fname} ${driver.lname}` } }, 'DriverBusy')] : [];
  const pair = vehicle ? pairReadiness(vehicle, driver, day) : readiness(driverFacts(driver), day);
  const refusal = (vehicle ? pairRefusal(vehicle, driver, day) : null) ?? refusals[0]?.error ?? null;
  return { refusal, verdict: verdictOf(pair, refusals) };
}

export function tripSwapsRouter({ db }: SandboxContext): Router {
  const r = Router();
  const { auth, tripOf } = tripAccess(db);

  /**
   * Who could take over an upcoming trip (issues 21 §2, 42 §2): the partner's vehicles and drivers
   * (documents without numbers, licence class, status), whether each is on another trip at that
   * time, the rule's readiness of the pair each would make, and the API's verdict on the swap —
   * what it would answer — in words. For trip managers, who cannot read the fleet lists.
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
      const overlapping = db.select({ vehicleId: s.trips.vehicleId, driverId: s.trips.driverId }).from(s.trips).where(overlappingTrips(row.trip)).all();
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
          vehicles: vehicles
            .filter((v) => v.id !== row.trip.vehicleId)
            .map((v) => ({ ...vehicleJson(v), readiness: current.driver ? pairReadiness(v, current.driver, day) : null, verdict: vehicleSwap(db, row, v, current.driver).verdict })),
          drivers: drivers
            .filter((d) => d.id !== row.trip.driverId)
            .map((d) => ({ ...driverJson(d), readiness: current.vehicle ? pairReadiness(current.vehicle, d, day) : null, verdict: driverSwap(db, row, d, current.vehicle).verdict })),
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
        // The same answer as the candidates' verdict: the pair that day, busy, seats, supply cost.
        const swap = vehicleSwap(db, row, vehicle, driverViews(db, row.trip.partnerId, [row.trip.driverId])[0]);
        if (swap.refusal) throw swap.refusal;
        const gross = swap.gross!;
        db.transaction((tx) => {
          tx.update(s.trips).set({ vehicleId: vehicle.id, seats: vehicle.seats, grossKobo: gross }).where(eq(s.trips.id, row.trip.id)).run();
          tx.insert(s.tripChanges)
            .values({ tripId: row.trip.id, kind: 'vehicle_swapped', fromValue: row.plate, toValue: vehicle.plate, byName: `${who.fname} ${who.lname}`, at: new Date(apiNow()).toISOString() })
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
        // The same answer as the candidates' verdict: the pair that day, busy.
        const swap = driverSwap(db, row, driver, vehicleViews(db, row.trip.partnerId, [row.trip.vehicleId])[0]);
        if (swap.refusal) throw swap.refusal;
        db.transaction((tx) => {
          tx.update(s.trips).set({ driverId: driver.id }).where(eq(s.trips.id, row.trip.id)).run();
          tx.insert(s.tripChanges)
            .values({
              tripId: row.trip.id,
              kind: 'driver_swapped',
              fromValue: `${row.fname} ${row.lname}`,
              toValue: `${driver.fname} ${driver.lname}`,
              byName: `${who.fname} ${who.lname}`,
              at: new Date(apiNow()).toISOString(),
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
      res.json({ data: tripJson(db, tripRows(db, eq(s.trips.id, row.trip.id))[0], apiNow(), tripJudge(db, row.trip.partnerId)) });
    }),
  );

  return r;
}

/** A refusal of a swap: the API's error (English) and its sentence (issue 44 §2: a page says it in the reader's language). */
type Refusal = { error: ApiError; words: Sentence };
const refusalOf = (words: Sentence, code: string): Refusal => ({ error: new ApiError(409, english(words), code), words });

/**
 * The verdict the candidates show (issue 42 §2): blocked when anything refuses; every reason in
 * words, most serious first — the English note, and its reasons as sentences in the same order.
 */
function verdictOf(r: Readiness, refusals: Refusal[]): { status: 'ready' | 'at_risk' | 'blocked'; note: string | null; words: Sentence[] } {
  const blocked = refusals.length > 0 || r.status === 'blocked';
  const sorted = sortedReasons(r.reasons);
  return {
    status: blocked ? 'blocked' : r.status,
    note:
      refusals.length || r.reasons.length
        ? allReasons(
            r.reasons,
            refusals.map((x) => x.error.message),
          )
        : null,
    words: [...refusals.map((x) => x.words), ...sorted.map((x) => x.words?.message ?? { text: x.message })],
  };
}
