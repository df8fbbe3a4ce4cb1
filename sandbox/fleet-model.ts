/**
 * Reading the fleet with its computed statuses (issue 10): drivers and vehicles as the API
 * answers them, with each document type's state, the compliance summary and the status, all
 * from sandbox/rules/fleet.ts at "today" in Lagos.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type * as f from '../contract/fleet.js';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import {
  DRIVER_DOCUMENT_TYPES,
  VEHICLE_DOCUMENT_TYPES,
  compliance,
  documentState,
  driverStatus,
  requiredDriverDocuments,
  requiredVehicleDocuments,
  vehicleStatus,
  type DocumentRow,
  type DocumentState,
} from './rules/fleet.js';
import { lagosDate } from './trips.js';
import { apiNow } from './clock.js';
import { memoRead } from './memo.js';

const LABELS = new Map<string, string>([...VEHICLE_DOCUMENT_TYPES, ...DRIVER_DOCUMENT_TYPES].map((t) => [t.code, t.label]));
export const documentLabel = (type: string) => LABELS.get(type) ?? type;

/** A document type's state as the API answers it. */
export function documentJson(state: DocumentState, required: boolean, number: string | null = null): z.input<typeof f.fleetDocument> {
  const shown = state.current ?? state.replacement;
  return {
    type: state.type,
    label: documentLabel(state.type),
    required,
    state: state.state,
    expires_at: state.expiresAt,
    days_left: state.daysLeft,
    number: number ?? null,
    rejection_reason: state.rejectionReason,
    document_id: state.current?.id ?? null,
    uploaded_at: shown?.createdAt ?? null,
    replacement: state.replacement
      ? { id: state.replacement.id, status: state.replacement.status, rejection_reason: state.replacement.rejectionReason, uploaded_at: state.replacement.createdAt }
      : null,
  };
}

const rowOf = (d: typeof s.documents.$inferSelect): DocumentRow => ({
  id: d.id,
  type: d.type,
  status: d.status,
  expiresAt: d.expiresAt,
  rejectionReason: d.rejectionReason,
  createdAt: d.createdAt,
  supersededAt: d.supersededAt,
});

/** All documents of owners of one kind, grouped by owner id. */
function documentsByOwner(db: Db, ownerType: 'driver' | 'vehicle', ids: number[]) {
  const map = new Map<number, (typeof s.documents.$inferSelect)[]>();
  if (!ids.length) return map;
  for (const d of db
    .select()
    .from(s.documents)
    .where(and(eq(s.documents.ownerType, ownerType), inArray(s.documents.ownerId, ids)))
    .all()) {
    map.set(d.ownerId, [...(map.get(d.ownerId) ?? []), d]);
  }
  return map;
}

/** City codes of a partner. */
export function partnerCityCodes(db: Db, partnerId: number): string[] {
  return db
    .select({ code: s.cities.code })
    .from(s.partnerCities)
    .innerJoin(s.cities, eq(s.cities.id, s.partnerCities.cityId))
    .where(eq(s.partnerCities.partnerId, partnerId))
    .all()
    .map((c) => c.code);
}

export type VehicleView = ReturnType<typeof vehicleViewsOf>[number];
export type DriverView = ReturnType<typeof driverViewsOf>[number];

/**
 * A whole fleet's views, built once per change of the data, per Lagos day and per minute
 * (memo.ts), not on every read (issue 52 §5: 2,000 vehicles and 2,500 drivers took 100–350 ms
 * to build, on every list page, readiness and import). Frozen: readers share them.
 */
function wholeFleet<T extends object>(db: Db, name: string, build: () => T[]): T[] {
  // Typed as the builder's (its readers' signatures stay); a reader that writes to one throws.
  return memoRead(db, name, 60_000, () => Object.freeze(build().map((x) => Object.freeze(x))) as T[], apiNow());
}

/** The partner's vehicles (not removed), or `only` these, with statuses. */
export function vehicleViews(db: Db, partnerId: number, only?: number[], today = lagosDate(apiNow())) {
  return only ? vehicleViewsOf(db, partnerId, only, today) : wholeFleet(db, `vehicle-views:${partnerId}:${today}`, () => vehicleViewsOf(db, partnerId, undefined, today));
}

/** The partner's drivers (not removed), or `only` these, with statuses. */
export function driverViews(db: Db, partnerId: number, only?: number[], today = lagosDate(apiNow())) {
  return only ? driverViewsOf(db, partnerId, only, today) : wholeFleet(db, `driver-views:${partnerId}:${today}`, () => driverViewsOf(db, partnerId, undefined, today));
}

function vehicleViewsOf(db: Db, partnerId: number, only?: number[], today = lagosDate(apiNow())) {
  const where = and(eq(s.vehicles.partnerId, partnerId), isNull(s.vehicles.removedAt), only ? inArray(s.vehicles.id, only.length ? only : [-1]) : undefined);
  const rows = db
    .select({ v: s.vehicles, city: s.cities, driver: s.drivers })
    .from(s.vehicles)
    .leftJoin(s.cities, eq(s.cities.id, s.vehicles.cityId))
    .leftJoin(s.drivers, eq(s.drivers.id, s.vehicles.driverId))
    .where(where)
    .all();
  const docs = documentsByOwner(
    db,
    'vehicle',
    rows.map((r) => r.v.id),
  );
  return rows.map(({ v, city, driver }) => {
    const required = requiredVehicleDocuments(city?.code ?? null);
    const types = VEHICLE_DOCUMENT_TYPES.filter((t) => t.cityCode === null || t.cityCode === city?.code).map((t) => t.code as string);
    const mine = (docs.get(v.id) ?? []).map(rowOf);
    const states = types.map((t) => documentState(t, mine, today));
    const c = compliance(states, required);
    return {
      id: v.id,
      partner_id: v.partnerId,
      plate: v.plate,
      brand: v.brand,
      model: v.name,
      name: v.name,
      model_id: v.modelId,
      type: v.type,
      year: v.year,
      seats: v.seats,
      city: city ? { id: city.id, name: city.name, code: city.code } : null,
      status: vehicleStatus(v.status, states, required),
      partner_status: v.status,
      suspension: v.suspendedReason,
      amenity_list: v.amenityList,
      inventory_type: v.inventoryType,
      driver: driver ? { id: driver.id, name: `${driver.fname} ${driver.lname}` } : null,
      compliance: c,
      documents: states.map((st) => documentJson(st, required.includes(st.type))),
      created_at: v.createdAt,
    };
  });
}

function driverViewsOf(db: Db, partnerId: number, only?: number[], today = lagosDate(apiNow())) {
  const where = and(eq(s.drivers.partnerId, partnerId), isNull(s.drivers.removedAt), only ? inArray(s.drivers.id, only.length ? only : [-1]) : undefined);
  const rows = db.select({ d: s.drivers, vehicle: s.vehicles }).from(s.drivers).leftJoin(s.vehicles, eq(s.vehicles.driverId, s.drivers.id)).where(where).all();
  const cityCodes = partnerCityCodes(db, partnerId);
  const required = requiredDriverDocuments(cityCodes);
  const docs = documentsByOwner(
    db,
    'driver',
    rows.map((r) => r.d.id),
  );
  return rows.map(({ d, vehicle }) => {
    const all = docs.get(d.id) ?? [];
    const mine = all.map(rowOf);
    const states = required.map((t) => documentState(t, mine, today));
    const numberOf = (t: string) => all.filter((x) => x.type === t).at(-1)?.number ?? (t === 'lasdri' ? d.declaredLasdriNumber : null);
    // An import declares the licence's and LASDRI card's expiry before any file exists.
    const declared: Record<string, string | null> = { driver_licence: d.declaredLicenceExpiry, lasdri: d.declaredLasdriExpiry };
    return {
      id: d.id,
      partner_id: d.partnerId,
      fname: d.fname,
      lname: d.lname,
      phone: d.phone,
      email: d.email,
      dob: d.dob,
      address: d.address,
      licence_number: d.licenceNumber,
      licence_class: d.licenceClass,
      licence_expiry: states.find((x) => x.type === 'driver_licence')?.expiresAt ?? d.declaredLicenceExpiry,
      status: driverStatus(d.status, states, required),
      partner_status: d.status,
      suspension: d.suspendedReason,
      vehicle: vehicle && !vehicle.removedAt ? { id: vehicle.id, plate: vehicle.plate, type: vehicle.type } : null,
      compliance: compliance(states, required),
      documents: states.map((st) => ({ ...documentJson(st, true, numberOf(st.type)), declared_expires_at: st.state === 'missing' ? (declared[st.type] ?? null) : null })),
      created_at: d.createdAt,
    };
  });
}
