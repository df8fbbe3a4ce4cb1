/**
 * Drivers (issue 10): the list with search, status, compliance and readiness filters and paging; create (one, or an import), update, activate/deactivate, soft removal, documents, assignments and trips.
 */
import { Router } from 'express';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import * as contract from '../../contract/requests.js';
import * as queries from '../../contract/queries.js';
import * as s from '../db/schema.js';
import { driverViews, partnerCityCodes, vehicleViews } from '../fleet-model.js';
import { ApiError, h, userOf, validate } from '../http.js';
import { dayOf, fleetReadiness } from '../readiness.js';
import { assignmentVerdict, driverFacts, vehicleFacts } from '../../app/domain/readiness.js';
import { ensureTrips, lagosDate, tripStatusSql } from '../trips.js';
import { documentSaid, recordActivity, recordExport } from '../activity.js';
import type { SandboxContext } from '../app.js';
import { fleetAccess, DRIVER_ROLES, VEHICLE_ROLES, page, filterFleet, assignmentHistory, tripPage, changedFields, fieldWords, storeDocument } from './fleet-shared.js';
import { apiNow } from '../clock.js';

/** The partner's drivers: listed (with readiness for a day), read, added and edited. */
export function driversRouter(ctx: SandboxContext): Router {
  return Router().use(driverReadsRouter(ctx), driverWritesRouter(ctx));
}

/** The drivers list (search, status, compliance and readiness filters, paging) and one driver. */
function driverReadsRouter({ db, clock }: SandboxContext): Router {
  const r = Router();
  const { auth, access, driverOf } = fleetAccess(db);

  r.get(
    '/v1/partners/:id/drivers',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), [...DRIVER_ROLES, ...VEHICLE_ROLES]);
      const q = validate(queries.driverList, req.query);
      const drivers = driverViews(db, partner.id);
      const rows = filterFleet(
        drivers,
        q,
        (d) => `${d.fname} ${d.lname} ${d.phone} ${d.licence_number}`,
        () => new Map(fleetReadiness(db, partner.id, dayOf(q.day, clock.now()), { drivers, vehicles: vehicleViews(db, partner.id) }).drivers.map((d) => [d.id, d.readiness.status])),
      )
        .filter((d) => q.has_vehicle === undefined || (q.has_vehicle === 'true') === Boolean(d.vehicle))
        .sort((a, b) => `${a.fname} ${a.lname}`.localeCompare(`${b.fname} ${b.lname}`));
      // Asked for a vehicle (its assignment picker): each driver with the API's verdict on the pair today (issue 42 §1).
      const target = q.for_vehicle ? vehicleViews(db, partner.id).find((v) => v.id === Number(q.for_vehicle)) : undefined;
      if (q.for_vehicle && !target) throw new ApiError(404, 'Vehicle not found', 'NotFound');
      const today = lagosDate(clock.now());
      const annotated = target ? rows.map((d) => ({ ...d, assignment: assignmentVerdict({ kind: 'pair', vehicle: vehicleFacts(target), driver: driverFacts(d) }, today) })) : rows;
      // An export (the portal's CSV reads every page with `export=csv`) is personal data leaving
      // the marketplace: its first page records it, with how many drivers it holds.
      recordExport(db, req.query, { partnerId: partner.id, actor: userOf(req), kind: 'export.drivers', total: rows.length, noun: '{{count}} drivers' });
      res.json(page(req.query, annotated));
    }),
  );

  r.get(
    '/v1/drivers/:id',
    auth,
    h((req, res) => res.json({ data: driverOf(req, [...DRIVER_ROLES, ...VEHICLE_ROLES]) })),
  );

  return r;
}

/** A driver added (one, or a row of an import) and edited: a phone used once per partner. */
function driverWritesRouter({ db }: SandboxContext): Router {
  const r = Router();
  const { auth, access, driverOf } = fleetAccess(db);

  /** Refuse a phone another driver of the partner has. */
  const uniquePhone = (partnerId: number, phone: string, except?: number) => {
    const other = db
      .select()
      .from(s.drivers)
      .where(and(eq(s.drivers.partnerId, partnerId), eq(s.drivers.phone, phone), isNull(s.drivers.removedAt)))
      .all()
      .find((d) => d.id !== except);
    if (other) throw new ApiError(409, `This phone number is already used by ${other.fname} ${other.lname}`, 'ItemAlreadyExist', { phone: ['This phone number is already used by another driver'] });
  };

  r.post(
    '/v1/partners/:id/drivers',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), DRIVER_ROLES);
      const lagos = partnerCityCodes(db, partner.id).includes('LOS');
      const body = validate(contract.driverCreate(lagos), req.body);
      if (body.dob > lagosDate(apiNow() - 18 * 365.25 * 86_400_000)) throw new ApiError(422, 'dob: the driver must be 18 or older', 'ValidationError', { dob: ['The driver must be 18 or older'] });
      uniquePhone(partner.id, body.phone);
      const driver = db.transaction((tx) => {
        const d = tx
          .insert(s.drivers)
          .values({
            partnerId: partner.id,
            fname: body.fname,
            lname: body.lname,
            phone: body.phone,
            email: body.email ?? null,
            dob: body.dob,
            address: body.address,
            licenceNumber: body.licence_number.toUpperCase(),
            licenceClass: body.licence_class,
          })
          .returning()
          .get();
        tx.insert(s.documents)
          .values({ partnerId: partner.id, ownerType: 'driver', ownerId: d.id, type: 'driver_licence', number: d.licenceNumber, fileUrl: body.licence_file_url, expiresAt: body.licence_expiry })
          .run();
        if (body.lasdri_number && body.lasdri_expiry && body.lasdri_file_url) {
          tx.insert(s.documents)
            .values({ partnerId: partner.id, ownerType: 'driver', ownerId: d.id, type: 'lasdri', number: body.lasdri_number, fileUrl: body.lasdri_file_url, expiresAt: body.lasdri_expiry })
            .run();
        }
        recordActivity(tx, {
          partnerId: partner.id,
          actor: userOf(req),
          kind: 'driver.added',
          subject: `${d.fname} ${d.lname}`,
          detail: { text: 'Licence class {{class}}', values: { class: d.licenceClass ?? '—' } },
        });
        return d;
      });
      res.status(201).json({ data: driverViews(db, partner.id, [driver.id])[0] });
    }),
  );

  r.patch(
    '/v1/drivers/:id',
    auth,
    h((req, res) => {
      const current = driverOf(req);
      const body = validate(contract.driverUpdate, req.body);
      if (body.phone) uniquePhone(current.partner_id, body.phone, current.id);
      if (body.dob && body.dob > lagosDate(apiNow() - 18 * 365.25 * 86_400_000))
        throw new ApiError(422, 'dob: the driver must be 18 or older', 'ValidationError', { dob: ['The driver must be 18 or older'] });
      // Only what the edit changes in the stored record is logged (issue 31 §3).
      const changed = changedFields(
        body,
        {
          fname: current.fname,
          lname: current.lname,
          phone: current.phone,
          email: current.email,
          dob: current.dob,
          address: current.address,
          licence_number: current.licence_number.toUpperCase(),
          licence_class: current.licence_class,
          licence_expiry: body.licence_file_url ? null : current.licence_expiry,
        },
        { licence_number: (v) => String(v).toUpperCase() },
      );
      db.transaction((tx) => {
        tx.update(s.drivers)
          .set({
            ...(body.fname ? { fname: body.fname } : {}),
            ...(body.lname ? { lname: body.lname } : {}),
            ...(body.phone ? { phone: body.phone } : {}),
            ...(body.email !== undefined ? { email: body.email } : {}),
            ...(body.dob ? { dob: body.dob } : {}),
            ...(body.address ? { address: body.address } : {}),
            ...(body.licence_number ? { licenceNumber: body.licence_number.toUpperCase() } : {}),
            ...(body.licence_class ? { licenceClass: body.licence_class } : {}),
          })
          .where(eq(s.drivers.id, current.id))
          .run();
        if (body.licence_file_url && body.licence_expiry) {
          tx.insert(s.documents)
            .values({
              partnerId: current.partner_id,
              ownerType: 'driver',
              ownerId: current.id,
              type: 'driver_licence',
              number: (body.licence_number ?? current.licence_number).toUpperCase(),
              fileUrl: body.licence_file_url,
              expiresAt: body.licence_expiry,
            })
            .run();
          recordActivity(tx, {
            partnerId: current.partner_id,
            actor: userOf(req),
            kind: 'document.replaced',
            subject: `${current.fname} ${current.lname}`,
            detail: documentSaid("Driver's licence", body.licence_expiry),
          });
        }
        recordActivity(tx, { partnerId: current.partner_id, actor: userOf(req), kind: 'driver.edited', subject: `${current.fname} ${current.lname}`, detail: fieldWords(changed) });
      });
      res.json({ data: driverViews(db, current.partner_id, [current.id])[0] });
    }),
  );

  return r;
}

/** A driver's life after creation: its status, its removal, its documents, assignments and trips. */
export function driverLifeRouter({ db }: SandboxContext): Router {
  const r = Router();
  const { auth, driverOf } = fleetAccess(db);

  r.patch(
    '/v1/drivers/:id/status',
    auth,
    h((req, res) => {
      const current = driverOf(req);
      const { status } = validate(contract.statusChange, req.body);
      db.transaction((tx) => {
        tx.update(s.drivers).set({ status }).where(eq(s.drivers.id, current.id)).run();
        recordActivity(tx, { partnerId: current.partner_id, actor: userOf(req), kind: 'driver.edited', subject: `${current.fname} ${current.lname}`, detail: { text: `Status: ${status}` } });
      });
      res.json({ data: driverViews(db, current.partner_id, [current.id])[0] });
    }),
  );

  r.delete(
    '/v1/drivers/:id',
    auth,
    h((req, res) => {
      const current = driverOf(req);
      ensureTrips(db);
      const busy = db
        .select({ n: count() })
        .from(s.trips)
        .where(and(eq(s.trips.driverId, current.id), sql`${tripStatusSql()} IN ('upcoming', 'active')`))
        .get()?.n;
      if (busy) throw new ApiError(409, `${current.fname} ${current.lname} has ${busy} upcoming or active trip${busy === 1 ? '' : 's'}; reassign them first`, 'DriverHasTrips');
      const now = new Date(apiNow()).toISOString();
      db.transaction((tx) => {
        tx.update(s.assignments)
          .set({ unassignedAt: now })
          .where(and(eq(s.assignments.driverId, current.id), isNull(s.assignments.unassignedAt)))
          .run();
        tx.update(s.vehicles).set({ driverId: null }).where(eq(s.vehicles.driverId, current.id)).run();
        tx.update(s.drivers).set({ removedAt: now }).where(eq(s.drivers.id, current.id)).run();
        recordActivity(tx, { partnerId: current.partner_id, actor: userOf(req), kind: 'driver.removed', subject: `${current.fname} ${current.lname}` });
      });
      res.status(204).end();
    }),
  );

  r.post(
    '/v1/drivers/:id/documents',
    auth,
    h((req, res) => {
      const current = driverOf(req);
      const body = validate(contract.driverDocument, req.body);
      const doc = storeDocument(
        db,
        req,
        { partnerId: current.partner_id, ownerType: 'driver', ownerId: current.id, subject: `${current.fname} ${current.lname}`, documents: current.documents },
        { type: body.type, number: body.number ?? (body.type === 'driver_licence' ? current.licence_number : null), fileUrl: body.file_url, expiresAt: body.expires_at },
      );
      res.status(201).json({ data: { id: doc.id, status: doc.status } });
    }),
  );

  r.get(
    '/v1/drivers/:id/assignments',
    auth,
    h((req, res) => {
      const current = driverOf(req, [...DRIVER_ROLES, ...VEHICLE_ROLES]);
      res.json({ data: assignmentHistory(db, eq(s.assignments.driverId, current.id)) });
    }),
  );

  r.get(
    '/v1/drivers/:id/trips',
    auth,
    h((req, res) => {
      const current = driverOf(req);
      ensureTrips(db);
      res.json(tripPage(db, req, current.partner_id, eq(s.trips.driverId, current.id)));
    }),
  );

  return r;
}
