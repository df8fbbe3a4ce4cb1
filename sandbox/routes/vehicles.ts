/**
 * Vehicles (issue 10): the list with its filters and paging; create, update, activate/deactivate, soft removal, documents, assignments and trips.
 */
import { Router } from 'express';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import * as contract from '../../contract/requests.js';
import * as queries from '../../contract/queries.js';
import * as s from '../db/schema.js';
import { driverViews, vehicleViews } from '../fleet-model.js';
import { ApiError, h, userOf, validate } from '../http.js';
import { VEHICLE_DOCUMENT_TYPES } from '../rules/fleet.js';
import { dayOf, fleetReadiness } from '../readiness.js';
import { AMENITIES, VEHICLE_TYPES } from '../seed-fleet.js';
import { ensureTrips, lagosDate, tripStatusSql } from '../trips.js';
import { recordActivity, recordExport } from '../activity.js';
import type { SandboxContext } from '../app.js';
import { fleetAccess, DRIVER_ROLES, VEHICLE_ROLES, page, filterFleet, assignmentHistory, tripPage, changedFields, fieldWords, storeDocument } from './fleet-shared.js';
import { apiNow } from '../clock.js';
import { assignmentVerdict, driverFacts, vehicleFacts } from '../../app/domain/readiness.js';

/** The partner's vehicles: listed (with readiness for a day), read, added and edited. */
export function vehiclesRouter(ctx: SandboxContext): Router {
  return Router().use(vehicleReadsRouter(ctx), vehicleWritesRouter(ctx));
}

/** The vehicles list (search, status, compliance and readiness filters, paging) and one vehicle. */
function vehicleReadsRouter({ db, clock }: SandboxContext): Router {
  const r = Router();
  const { auth, access, vehicleOf } = fleetAccess(db);

  r.get(
    '/v1/partners/:id/vehicles',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), [...VEHICLE_ROLES, ...DRIVER_ROLES]);
      const q = validate(queries.vehicleList, req.query);
      const vehicles = vehicleViews(db, partner.id);
      const rows = filterFleet(
        vehicles,
        q,
        (v) => `${v.plate} ${v.brand} ${v.model}`,
        () => new Map(fleetReadiness(db, partner.id, dayOf(q.day, clock.now()), { vehicles, drivers: driverViews(db, partner.id) }).vehicles.map((v) => [v.id, v.readiness.status])),
      )
        .filter((v) => q.has_driver === undefined || (q.has_driver === 'true') === Boolean(v.driver))
        .sort((a, b) => a.plate.localeCompare(b.plate));
      // Asked for a driver (their assignment picker): each vehicle with the API's verdict on the pair today (issue 42 §1).
      const target = q.for_driver ? driverViews(db, partner.id).find((d) => d.id === Number(q.for_driver)) : undefined;
      if (q.for_driver && !target) throw new ApiError(404, 'Driver not found', 'NotFound');
      const today = lagosDate(clock.now());
      const annotated = target ? rows.map((v) => ({ ...v, assignment: assignmentVerdict({ kind: 'pair', vehicle: vehicleFacts(v), driver: driverFacts(target) }, today) })) : rows;
      recordExport(db, req.query, { partnerId: partner.id, actor: userOf(req), kind: 'export.vehicles', total: rows.length, noun: '{{count}} vehicles' });
      res.json(page(req.query, annotated));
    }),
  );

  r.get(
    '/v1/vehicles/:id',
    auth,
    h((req, res) => res.json({ data: vehicleOf(req, [...VEHICLE_ROLES, ...DRIVER_ROLES]) })),
  );

  return r;
}

/** A vehicle added and edited, checked against the reference data and the partner's cities. */
function vehicleWritesRouter({ db }: SandboxContext): Router {
  const r = Router();
  const { auth, access, vehicleOf } = fleetAccess(db);

  // The contract's body, with the reference lists this API holds.
  const vehicleBody = contract.vehicleCreate.extend({ type: z.enum(VEHICLE_TYPES), amenities: z.array(z.enum(AMENITIES)).max(AMENITIES.length).default([]) });

  /** Check a vehicle body against the reference data and the partner's cities. */
  const checkVehicle = (partnerId: number, body: Partial<z.infer<typeof vehicleBody>>, except?: number) => {
    const model = body.model_id ? db.select().from(s.vehicleModels).where(eq(s.vehicleModels.id, body.model_id)).get() : undefined;
    if (body.model_id && !model) throw new ApiError(422, 'model_id: unknown model', 'ValidationError', { model_id: ['Please choose a model'] });
    const thisYear = Number(lagosDate(apiNow()).slice(0, 4));
    if (model && body.year && (body.year < Math.max(2007, model.firstYear) || body.year > thisYear)) {
      throw new ApiError(422, `year: the ${model.name} was made from ${model.firstYear}`, 'ValidationError', { year: [`Please choose a year from ${Math.max(2007, model.firstYear)} to ${thisYear}`] });
    }
    if (model && body.seats && !model.seatOptions.includes(body.seats))
      throw new ApiError(422, `seats: the ${model.name} has ${model.seatOptions.join(', ')} seats`, 'ValidationError', { seats: [`Please choose ${model.seatOptions.join(', ')} seats`] });
    if (
      body.city_id &&
      !db
        .select()
        .from(s.partnerCities)
        .where(and(eq(s.partnerCities.partnerId, partnerId), eq(s.partnerCities.cityId, body.city_id)))
        .get()
    ) {
      throw new ApiError(422, 'city_id: not one of your cities of operation', 'ValidationError', { city_id: ['Please choose one of your cities of operation'] });
    }
    if (body.plate) {
      const other = db.select().from(s.vehicles).where(eq(s.vehicles.plate, body.plate)).get();
      if (other && other.id !== except) throw new ApiError(409, `The plate number ${body.plate} is already registered`, 'ItemAlreadyExist', { plate: ['This plate number is already registered'] });
    }
    return model;
  };

  r.post(
    '/v1/partners/:id/vehicles',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), VEHICLE_ROLES);
      const body = validate(vehicleBody, req.body);
      const model = checkVehicle(partner.id, body)!;
      const make = db.select().from(s.vehicleMakes).where(eq(s.vehicleMakes.id, model.makeId)).get()!;
      const v = db.transaction((tx) => {
        const row = tx
          .insert(s.vehicles)
          .values({
            partnerId: partner.id,
            plate: body.plate,
            brand: make.name,
            name: model.name,
            modelId: model.id,
            type: body.type,
            year: body.year,
            seats: body.seats,
            cityId: body.city_id,
            amenityList: body.amenities,
          })
          .returning()
          .get();
        recordActivity(tx, {
          partnerId: partner.id,
          actor: userOf(req),
          kind: 'vehicle.added',
          subject: row.plate,
          detail: { text: '{{vehicle}}, {{seats}} seats', values: { vehicle: `${make.name} ${model.name}`, seats: String(body.seats) } },
        });
        return row;
      });
      res.status(201).json({ data: vehicleViews(db, partner.id, [v.id])[0] });
    }),
  );

  r.patch(
    '/v1/vehicles/:id',
    auth,
    h((req, res) => {
      const current = vehicleOf(req);
      const body = validate(vehicleBody.partial(), req.body);
      const model = checkVehicle(
        current.partner_id,
        { model_id: body.model_id ?? current.model_id ?? undefined, year: body.year ?? current.year, seats: body.seats ?? current.seats, city_id: body.city_id, plate: body.plate },
        current.id,
      );
      const make = model ? db.select().from(s.vehicleMakes).where(eq(s.vehicleMakes.id, model.makeId)).get() : undefined;
      db.transaction((tx) => {
        tx.update(s.vehicles)
          .set({
            ...(model && make ? { modelId: model.id, name: model.name, brand: make.name } : {}),
            ...(body.year ? { year: body.year } : {}),
            ...(body.seats ? { seats: body.seats } : {}),
            ...(body.type ? { type: body.type } : {}),
            ...(body.city_id ? { cityId: body.city_id } : {}),
            ...(body.amenities ? { amenityList: body.amenities } : {}),
            ...(body.plate ? { plate: body.plate } : {}),
          })
          .where(eq(s.vehicles.id, current.id))
          .run();
        recordActivity(tx, {
          partnerId: current.partner_id,
          actor: userOf(req),
          kind: 'vehicle.edited',
          subject: current.plate,
          detail: (() => {
            const changed = changedFields(
              body,
              {
                model_id: current.model_id,
                year: current.year,
                seats: current.seats,
                type: current.type,
                city_id: current.city?.id ?? null,
                amenities: [...current.amenity_list].sort(),
                plate: current.plate,
              },
              { amenities: (v) => [...(v as string[])].sort() },
            );
            return body.plate && body.plate !== current.plate ? `Plate changed to ${body.plate}; ${fieldWords(changed)}` : fieldWords(changed);
          })(),
        });
      });
      res.json({ data: vehicleViews(db, current.partner_id, [current.id])[0] });
    }),
  );

  return r;
}

/** A vehicle's life after creation: its status, its removal, its documents, assignments and trips. */
export function vehicleLifeRouter({ db }: SandboxContext): Router {
  const r = Router();
  const { auth, vehicleOf } = fleetAccess(db);

  r.patch(
    '/v1/vehicles/:id/status',
    auth,
    h((req, res) => {
      const current = vehicleOf(req);
      const { status } = validate(contract.statusChange, req.body);
      db.transaction((tx) => {
        tx.update(s.vehicles).set({ status }).where(eq(s.vehicles.id, current.id)).run();
        recordActivity(tx, { partnerId: current.partner_id, actor: userOf(req), kind: 'vehicle.edited', subject: current.plate, detail: { text: `Status: ${status}` } });
      });
      res.json({ data: vehicleViews(db, current.partner_id, [current.id])[0] });
    }),
  );

  r.delete(
    '/v1/vehicles/:id',
    auth,
    h((req, res) => {
      const current = vehicleOf(req);
      ensureTrips(db);
      const busy = db
        .select({ n: count() })
        .from(s.trips)
        .where(and(eq(s.trips.vehicleId, current.id), sql`${tripStatusSql()} IN ('upcoming', 'active')`))
        .get()?.n;
      if (busy) throw new ApiError(409, `${current.plate} has ${busy} upcoming or active trip${busy === 1 ? '' : 's'}; it cannot be removed until they are reassigned`, 'VehicleHasTrips');
      const now = new Date(apiNow()).toISOString();
      db.transaction((tx) => {
        tx.update(s.assignments)
          .set({ unassignedAt: now })
          .where(and(eq(s.assignments.vehicleId, current.id), isNull(s.assignments.unassignedAt)))
          .run();
        tx.update(s.vehicles).set({ removedAt: now, driverId: null }).where(eq(s.vehicles.id, current.id)).run();
        recordActivity(tx, { partnerId: current.partner_id, actor: userOf(req), kind: 'vehicle.removed', subject: current.plate });
      });
      res.status(204).end();
    }),
  );

  r.post(
    '/v1/vehicles/:id/documents',
    auth,
    h((req, res) => {
      const current = vehicleOf(req);
      const types = current.documents.map((d) => d.type);
      const body = validate(contract.vehicleDocument.extend({ type: contract.vehicleDocument.shape.type.refine((t) => types.includes(t), 'unknown document type') }), req.body);
      const def = VEHICLE_DOCUMENT_TYPES.find((t) => t.code === body.type)!;
      if (def.expires && !body.expires_at) throw new ApiError(422, 'expires_at: required for this document', 'ValidationError', { expires_at: ['Please enter the expiry date'] });
      const doc = storeDocument(
        db,
        req,
        { partnerId: current.partner_id, ownerType: 'vehicle', ownerId: current.id, subject: current.plate, documents: current.documents },
        { type: body.type, fileUrl: body.file_url, expiresAt: def.expires ? (body.expires_at ?? null) : null },
      );
      res.status(201).json({ data: { id: doc.id, status: doc.status } });
    }),
  );

  r.get(
    '/v1/vehicles/:id/assignments',
    auth,
    h((req, res) => {
      const current = vehicleOf(req, [...VEHICLE_ROLES, ...DRIVER_ROLES]);
      res.json({ data: assignmentHistory(db, eq(s.assignments.vehicleId, current.id)) });
    }),
  );

  r.get(
    '/v1/vehicles/:id/trips',
    auth,
    h((req, res) => {
      const current = vehicleOf(req);
      ensureTrips(db);
      res.json(tripPage(db, req, current.partner_id, eq(s.trips.vehicleId, current.id)));
    }),
  );

  return r;
}
