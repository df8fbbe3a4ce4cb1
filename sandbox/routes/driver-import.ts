/**
 * Importing drivers from a CSV (issues 10, 21 §2): a dry run stages a file whose rows are all
 * valid; its commit saves them all in one transaction.
 */
import { Router } from 'express';
import { and, eq, isNull } from 'drizzle-orm';
import { type z } from 'zod';
import * as contract from '../../contract/requests.js';
import * as s from '../db/schema.js';
import { partnerCityCodes, vehicleViews } from '../fleet-model.js';
import { assignmentVerdict, vehicleFacts } from '../../app/domain/readiness.js';
import { ApiError, englishOf, h, userOf, validate } from '../http.js';
import type { Said } from '../../contract/core.js';
import { lagosDate } from '../trips.js';
import { recordActivity } from '../activity.js';
import type { SandboxContext } from '../app.js';
import { fleetAccess, DRIVER_ROLES } from './fleet-shared.js';
import { apiNow } from '../clock.js';

export function driverImportRouter({ db }: SandboxContext): Router {
  const r = Router();
  const { auth, access } = fleetAccess(db);

  /**
   * Bulk import (issues 10 and 21): the dry run validates every row (fields, phones unique within
   * the partner and within the file) and, only when every row is valid, stages the file; the
   * commit saves them all in one transaction: all or nothing. The licence's expiry and the
   * LASDRI card's number and expiry are kept as declared; the drivers cannot work until the
   * files are uploaded and approved.
   *
   * A row's optional `vehicle_plate` (issue 42 §7) names the vehicle the driver is to drive: it
   * must be one of the partner's vehicles without a driver, named by one row only, and the pair
   * must pass the assignment's rule (`assignmentVerdict`: a class B licence on a bus is refused,
   * with the reason, on that row). The commit assigns each such driver in the same transaction;
   * the vehicle's trips keep their drivers (a driver with no licence file yet cannot work them).
   */
  const staged = new Map<string, { partnerId: number; rows: z.infer<ReturnType<typeof contract.driverImportRow>>[]; at: number }>();
  // Every column of the template is kept: the licence's expiry always, the LASDRI card's number
  // and expiry for a partner working in Lagos (as the add-driver form asks).
  r.post(
    '/v1/partners/:id/drivers/import',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), DRIVER_ROLES);
      for (const [key, value] of staged) if (Date.now() - value.at > 30 * 60_000) staged.delete(key);
      if (req.body?.import_id) {
        const batch = staged.get(String(req.body.import_id));
        if (!batch || batch.partnerId !== partner.id) throw new ApiError(404, 'This import has expired; please upload the file again', 'NotFound');
        staged.delete(String(req.body.import_id));
        // Phones may have been taken since the dry run: check again, inside the transaction.
        const created = db.transaction((tx) => {
          const ids: number[] = [];
          let assigned = 0;
          for (const row of batch.rows) {
            const taken = tx
              .select()
              .from(s.drivers)
              .where(and(eq(s.drivers.partnerId, partner.id), eq(s.drivers.phone, row.phone), isNull(s.drivers.removedAt)))
              .get();
            if (taken) throw new ApiError(409, `The phone number ${row.phone} is now used by ${taken.fname} ${taken.lname}; nothing was imported`, 'ItemAlreadyExist');
            const d = tx
              .insert(s.drivers)
              .values({
                partnerId: partner.id,
                fname: row.fname,
                lname: row.lname,
                phone: row.phone,
                email: row.email ?? null,
                dob: row.dob,
                address: row.address,
                licenceNumber: row.licence_number.toUpperCase(),
                licenceClass: row.licence_class,
                declaredLicenceExpiry: row.licence_expiry,
                declaredLasdriNumber: row.lasdri_number ?? null,
                declaredLasdriExpiry: row.lasdri_expiry ?? null,
              })
              .returning()
              .get();
            ids.push(d.id);
            if (row.vehicle_plate) {
              const vehicle = tx
                .select()
                .from(s.vehicles)
                .where(and(eq(s.vehicles.partnerId, partner.id), eq(s.vehicles.plate, row.vehicle_plate), isNull(s.vehicles.removedAt)))
                .get();
              if (!vehicle) throw new ApiError(409, `${row.vehicle_plate} is no longer one of your vehicles; nothing was imported`, 'NotFound');
              if (vehicle.driverId !== null) throw new ApiError(409, `${row.vehicle_plate} now has a driver; nothing was imported`, 'VehicleAlreadyAssigned');
              tx.update(s.vehicles).set({ driverId: d.id }).where(eq(s.vehicles.id, vehicle.id)).run();
              assigned++;
              tx.insert(s.assignments)
                .values({ vehicleId: vehicle.id, driverId: d.id, assignedAt: new Date(apiNow()).toISOString(), byUserId: userOf(req).id })
                .run();
            }
          }
          recordActivity(tx, {
            partnerId: partner.id,
            actor: userOf(req),
            kind: 'driver.added',
            subject: { text: '{{count}} drivers', values: { count: String(ids.length) } },
            detail: assigned ? { text: 'Imported from a CSV file; {{count}} assigned to a vehicle', values: { count: String(assigned) } } : { text: 'Imported from a CSV file' },
          });
          return ids;
        });
        // Who was created, so the portal can say each must upload a licence before working (issue 32 §8).
        return res.status(201).json({ data: { created: created.length, driver_ids: created } });
      }
      const body = validate(contract.driverImport, req.body);
      if (!('rows' in body)) throw new ApiError(404, 'This import has expired; please upload the file again', 'NotFound');
      const existing = new Set(
        db
          .select({ phone: s.drivers.phone })
          .from(s.drivers)
          .where(and(eq(s.drivers.partnerId, partner.id), isNull(s.drivers.removedAt)))
          .all()
          .map((d) => d.phone),
      );
      const seen = new Map<string, number>();
      const adult = lagosDate(apiNow() - 18 * 365.25 * 86_400_000);
      const rowSchema = contract.driverImportRow(partnerCityCodes(db, partner.id).includes('LOS'));
      const vehicles = new Map(vehicleViews(db, partner.id).map((v) => [v.plate, v]));
      const plateRow = new Map<string, number>();
      const today = lagosDate(apiNow());
      const results = body.rows.map((raw, i) => {
        const parsed = rowSchema.safeParse(raw);
        const errors: { field: string; message: string; words?: Said[] }[] = parsed.success ? [] : parsed.error.issues.map((x) => ({ field: String(x.path[0] ?? 'row'), message: x.message }));
        // A problem with particulars carries its sentence (issue 51 §1), so the portal says it in its reader's words.
        const problem = (field: string, ...words: Said[]) => errors.push({ field, message: words.map(englishOf).join('; '), words });
        if (parsed.success) {
          const row = parsed.data;
          if (row.dob > adult) errors.push({ field: 'dob', message: 'The driver must be 18 or older' });
          if (existing.has(row.phone)) errors.push({ field: 'phone', message: 'This phone number is already used by one of your drivers' });
          else if (seen.has(row.phone)) problem('phone', { text: 'Same phone number as row {{row}}', values: { row: String(seen.get(row.phone)! + 1) } });
          seen.set(row.phone, i);
          if (row.vehicle_plate) {
            const vehicle = vehicles.get(row.vehicle_plate);
            const name = `${row.fname} ${row.lname}`;
            if (!vehicle) problem('vehicle_plate', { text: '{{plate}} is not one of your vehicles', values: { plate: row.vehicle_plate } });
            else if (plateRow.has(vehicle.plate)) problem('vehicle_plate', { text: 'Same vehicle as row {{row}}', values: { row: String(plateRow.get(vehicle.plate)! + 1) } });
            else if (vehicle.driver) problem('vehicle_plate', { text: '{{plate}} is already driven by {{driver}}', values: { plate: vehicle.plate, driver: vehicle.driver.name } });
            else {
              // The assignment's own rule, on the driver as the row declares them (issue 42 §7).
              const verdict = assignmentVerdict(
                { kind: 'pair', vehicle: vehicleFacts(vehicle), driver: { kind: 'driver', id: 0, name, licenceClass: row.licence_class, partnerStatus: 'active', suspension: null, documents: [] } },
                today,
              );
              if (verdict.refusal) problem('vehicle_plate', ...verdict.refusal_words);
            }
            if (vehicle && !plateRow.has(vehicle.plate)) plateRow.set(vehicle.plate, i);
          }
        }
        return { row: i + 1, ok: errors.length === 0, errors, value: parsed.success ? parsed.data : null };
      });
      const valid = results.filter((x) => x.ok).map((x) => x.value!);
      // All or nothing: a file with any bad row stages nothing (nothing is ever half-saved).
      const importId = valid.length && valid.length === results.length ? `IMP${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}` : null;
      if (importId) staged.set(importId, { partnerId: partner.id, rows: valid, at: Date.now() });
      res.json({ data: { import_id: importId, valid: valid.length, rows: results.map(({ row, ok, errors }) => ({ row, ok, errors })) } });
    }),
  );

  return r;
}
