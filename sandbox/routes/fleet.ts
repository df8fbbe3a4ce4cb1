/**
 * The fleet (issue 10): drivers and vehicles (lists with search, status and compliance filters
 * and paging; create, update, activate/deactivate, soft removal), their documents (upload or
 * replace; reviewed through /__sandbox), assignment of a driver to a vehicle with its history,
 * the fleet's trips, and the reference data (makes and models, types, amenities, document
 * types per city, licence classes). Plus the dashboard's summary, stats, ratings and live
 * positions.
 */
import { Router, type Request } from 'express';
import { and, asc, avg, count, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import * as contract from '../../contract/requests.js';
import type { Db } from '../db/index.js';
import * as s from '../db/schema.js';
import { driverViews, partnerCityCodes, vehicleViews, type DriverView, type VehicleView } from '../fleet-model.js';
import { ApiError, h, notFound, paging, partnerAccess, requireAuth, userOf, validate } from '../http.js';
import { PERIODS, periodRange } from '../periods.js';
import { DRIVER_DOCUMENT_TYPES, VEHICLE_DOCUMENT_TYPES } from '../rules/fleet.js';
import { LICENCE_CLASSES } from '../../app/domain/licence-classes.js';
import { dayOf, fleetReadiness, pairReadiness, tripJudge } from '../readiness.js';
import { AMENITIES, VEHICLE_TYPES } from '../seed-fleet.js';
import { LIVE_TICK_MS, livePositions } from '../telemetry.js';
import { closedTotals, monthRange, openConditions } from '../rollups.js';
import { memoRead } from '../memo.js';
import { addDays, completedNetKobo, departingBy, departingFrom, departingIn, ensurePayouts, ensureTrips, lagosDate, monthOf, tripDateSql, tripStatusSql } from '../trips.js';
import { tripJson, tripRows } from './operations.js';
import { recordActivity, recordExport } from '../activity.js';
import type { SandboxContext } from '../app.js';

export const DASHBOARD_ROLES = ['partner_earnings_manager', 'partner_trip_manager'];
export const DRIVER_ROLES = ['partner_driver_manager'];
export const VEHICLE_ROLES = ['partner_vehicle_manager'];
/** Assigning a driver is done from either side. */
export const ASSIGN_ROLES = ['partner_driver_manager', 'partner_vehicle_manager'];

const date = contract.isoDate;
export const PLATE = contract.PLATE;

/** Compliance filter of the lists. */
const complianceFilter = z.enum(['expiring', 'expired', 'missing', 'attention']).optional().catch(undefined);
const statusFilter = z.enum(['pending', 'active', 'inactive', 'suspended']).optional().catch(undefined);

function page<T>(req: Request, rows: T[]) {
  const { page: p, perPage, offset } = paging(req.query);
  return { data: rows.slice(offset, offset + perPage), metadata: { total: rows.length, page: p, perPage } };
}

/** The owner's own switch (active or inactive), as the assignment pickers filter it. */
const partnerStatusFilter = z.enum(['active', 'inactive']).optional().catch(undefined);

/** Readiness filter of the lists (issue 21 §3), on `day` (default today in Lagos). */
const readinessFilter = z.enum(['ready', 'at_risk', 'blocked']).optional().catch(undefined);

/**
 * The fleet's filters, applied to computed views: search, status, compliance, and readiness on
 * `day` (`statusOn` answers a row's readiness status).
 */
function filterFleet<T extends { id: number; status: string; compliance: { expired: boolean; expiring: boolean; missing: boolean } }>(
  rows: T[],
  req: Request,
  text: (row: T) => string,
  statusOn: () => Map<number, string>,
) {
  const q = String(req.query.search ?? '')
    .trim()
    .toLowerCase();
  const status = statusFilter.parse(req.query.status);
  const comp = complianceFilter.parse(req.query.compliance);
  const ready = readinessFilter.parse(req.query.readiness);
  const byId = ready ? statusOn() : null;
  const matches = (c: { expired: boolean; expiring: boolean; missing: boolean }) => (comp === 'attention' ? c.expired || c.expiring || c.missing : c[comp!]);
  return rows.filter((r) => (!q || text(r).toLowerCase().includes(q)) && (!status || r.status === status) && (!comp || matches(r.compliance)) && (!byId || byId.get(r.id) === ready));
}

export function fleetRouter({ db, clock }: SandboxContext): Router {
  const r = Router();
  const auth = requireAuth(db);
  const access = (req: Request, id: string, roles?: string[]) => partnerAccess(db, userOf(req), id, roles);

  const driverOf = (req: Request, roles = DRIVER_ROLES): DriverView => {
    const d = db
      .select()
      .from(s.drivers)
      .where(eq(s.drivers.id, Number(req.params.id)))
      .get();
    if (!d || d.removedAt) throw notFound('Driver');
    access(req, String(d.partnerId), roles);
    return driverViews(db, d.partnerId, [d.id])[0];
  };
  const vehicleOf = (req: Request, roles = VEHICLE_ROLES): VehicleView => {
    const v = db
      .select()
      .from(s.vehicles)
      .where(eq(s.vehicles.id, Number(req.params.id)))
      .get();
    if (!v || v.removedAt) throw notFound('Vehicle');
    access(req, String(v.partnerId), roles);
    return vehicleViews(db, v.partnerId, [v.id])[0];
  };

  // ——— Dashboard ———

  r.get(
    '/v1/partners/:id/summaries',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), DASHBOARD_ROLES);
      ensureTrips(db);
      // The payout run keeps the API's one clock (issue 32 §8), as the cooling-off rule does.
      ensurePayouts(db, partner.id, clock.now());
      const period = z
        .enum(PERIODS)
        .catch('All')
        .parse(req.query.period ?? 'All');
      // Once per change of the data and per 30 s (rollups.ts memoRead): the dashboard's hottest call.
      const data = memoRead(db, `summaries:${partner.id}:${period}`, 30_000, () => {
        const range = periodRange(period, lagosDate(Date.now()));
        const status = tripStatusSql();
        // The closed days from their roll-ups (all their trips completed or cancelled), the open days from the trips.
        const closed = closedTotals(db, partner.id, range);
        const open = openConditions(range);
        const counts = open
          ? db
              .select({ status, n: count() })
              .from(s.trips)
              .where(and(eq(s.trips.partnerId, partner.id), ...open))
              .groupBy(status)
              .all()
          : [];
        const fromClosed: Record<string, number> = { completed: closed.trips - closed.cancelled, cancelled: closed.cancelled };
        const n = (k: string) => (counts.find((c) => c.status === k)?.n ?? 0) + (fromClosed[k] ?? 0);
        // Trips due in the period that did not complete (cancelled), for the compliance donut.
        const today = lagosDate(Date.now());
        const docs = db.select().from(s.companyDocuments).where(eq(s.companyDocuments.partnerId, partner.id)).all();
        return {
          period,
          total_drivers:
            db
              .select({ n: count() })
              .from(s.drivers)
              .where(and(eq(s.drivers.partnerId, partner.id), isNull(s.drivers.removedAt)))
              .get()?.n ?? 0,
          total_vehicles:
            db
              .select({ n: count() })
              .from(s.vehicles)
              .where(and(eq(s.vehicles.partnerId, partner.id), isNull(s.vehicles.removedAt)))
              .get()?.n ?? 0,
          companyDocs: docs.map((d) => ({ type: d.type, status: d.status })),
          total_upcoming_trips: n('upcoming'),
          total_active_trips: n('active'),
          total_completed_trips: n('completed'),
          total_cancelled_trips: n('cancelled'),
          trips_today:
            db
              .select({ n: count() })
              .from(s.trips)
              .where(and(eq(s.trips.partnerId, partner.id), ...departingIn([today, today]), sql`${s.trips.status} <> 'cancelled'`))
              .get()?.n ?? 0,
          // Unsettled is a figure of now (the next payouts), never of a past period: a settled
          // month would read ₦0.00 (issue 20 §4). The period's own figure is its net earnings.
          earningsSummary: {
            unsettledEarnings: { amount: unsettledKobo(db, partner.id), currency: 'NGN' },
            periodEarnings: { amount: periodNetKobo(db, partner.id, range), currency: 'NGN' },
          },
        };
      });
      res.json({ data });
    }),
  );

  r.get(
    '/v1/partners/:id/trips/stats',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), DASHBOARD_ROLES);
      ensureTrips(db);
      const from = `${monthOf(lagosDate(Date.now()))}-01`;
      const status = tripStatusSql();
      const rows = memoRead(db, `trip-stats:${partner.id}:${from}`, 30_000, () =>
        db
          .select({ date: tripDateSql, total: count() })
          .from(s.trips)
          .where(and(eq(s.trips.partnerId, partner.id), sql`${status} = 'completed'`, departingFrom(from)))
          .groupBy(tripDateSql)
          .orderBy(tripDateSql)
          .all(),
      );
      res.json({ data: rows });
    }),
  );

  r.get(
    '/v1/ratings/partners/:id',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), DASHBOARD_ROLES);
      const row = db
        .select({ n: count(), avg: avg(s.ratings.rating) })
        .from(s.ratings)
        .where(eq(s.ratings.partnerId, partner.id))
        .get();
      res.json({ data: { count: row?.n ?? 0, rating: row?.avg ? Math.round(Number(row.avg) * 10) / 10 : 0 } });
    }),
  );

  r.get(
    '/v1/partners/:id/live',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), [...DASHBOARD_ROLES, 'partner_vehicle_manager']);
      ensureTrips(db);
      // Readings arrive on a 5 s tick: every reader within one tick gets the same reading.
      const now = Date.now();
      const tick = now - (now % LIVE_TICK_MS);
      res.json({ data: memoRead(db, `live:${partner.id}`, LIVE_TICK_MS, () => livePositions(db, partner.id, tick), tick) });
    }),
  );

  /**
   * The fleet's readiness on `day` (issue 21): every vehicle (with its driver, as a pair) and
   * every driver, with the status and the reasons, by the same rule as the portal's.
   */
  r.get(
    '/v1/partners/:id/fleet/readiness',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), [...DASHBOARD_ROLES, ...DRIVER_ROLES, ...VEHICLE_ROLES]);
      // `today` and `tomorrow` are the API's clock's (issue 32 §8).
      const day = dayOf(req.query.day, clock.now());
      ensureTrips(db);
      res.json({ data: memoRead(db, `readiness:${partner.id}:${day}`, 30_000, () => fleetReadiness(db, partner.id, day)) });
    }),
  );

  // ——— Reference data ———

  r.get(
    '/v1/fleet/makes',
    auth,
    h((_req, res) => {
      const makes = db.select().from(s.vehicleMakes).orderBy(asc(s.vehicleMakes.name)).all();
      const models = db.select().from(s.vehicleModels).orderBy(asc(s.vehicleModels.name)).all();
      res.json({
        data: makes.map((m) => ({
          id: m.id,
          name: m.name,
          models: models.filter((x) => x.makeId === m.id).map((x) => ({ id: x.id, name: x.name, type: x.type, seat_options: x.seatOptions, first_year: x.firstYear })),
        })),
      });
    }),
  );
  r.get(
    '/v1/fleet/vehicle-types',
    auth,
    h((_req, res) => res.json({ data: VEHICLE_TYPES.map((name) => ({ name })) })),
  );
  r.get(
    '/v1/fleet/amenities',
    auth,
    h((_req, res) => res.json({ data: AMENITIES.map((name) => ({ name })) })),
  );
  r.get(
    '/v1/fleet/document-types',
    auth,
    h((req, res) => {
      // Without `city`, every city's types (each names its city); with it, that city's and the common ones.
      const city = req.query.city === undefined ? undefined : String(req.query.city);
      const list = (types: readonly { code: string; label: string; expires: boolean; cityCode: string | null }[], owner: string) =>
        types.filter((t) => city === undefined || t.cityCode === null || t.cityCode === city).map((t) => ({ code: t.code, label: t.label, expires: t.expires, owner, city: t.cityCode }));
      res.json({ data: [...list(VEHICLE_DOCUMENT_TYPES, 'vehicle'), ...list(DRIVER_DOCUMENT_TYPES, 'driver')] });
    }),
  );
  r.get(
    '/v1/fleet/licence-classes',
    auth,
    h((_req, res) => res.json({ data: LICENCE_CLASSES.map(({ code, label, forHire }) => ({ code, label, for_hire: forHire })) })),
  );

  // ——— Drivers ———

  r.get(
    '/v1/partners/:id/drivers',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), [...DRIVER_ROLES, ...VEHICLE_ROLES]);
      const hasVehicle = z.enum(['true', 'false']).optional().catch(undefined).parse(req.query.has_vehicle);
      const partnerStatus = partnerStatusFilter.parse(req.query.partner_status);
      const drivers = driverViews(db, partner.id);
      const rows = filterFleet(
        drivers,
        req,
        (d) => `${d.fname} ${d.lname} ${d.phone} ${d.licence_number}`,
        () => new Map(fleetReadiness(db, partner.id, dayOf(req.query.day, clock.now()), { drivers, vehicles: vehicleViews(db, partner.id) }).drivers.map((d) => [d.id, d.readiness.status])),
      )
        .filter((d) => hasVehicle === undefined || (hasVehicle === 'true') === Boolean(d.vehicle))
        .filter((d) => !partnerStatus || d.partner_status === partnerStatus)
        .sort((a, b) => `${a.fname} ${a.lname}`.localeCompare(`${b.fname} ${b.lname}`));
      // An export (the portal's CSV reads every page with `export=csv`) is personal data leaving
      // the marketplace: its first page records it, with how many drivers it holds.
      recordExport(db, req.query, { partnerId: partner.id, actor: userOf(req), kind: 'export.drivers', total: rows.length, noun: ['driver', 'drivers'] });
      res.json(page(req, rows));
    }),
  );

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
      if (body.dob > lagosDate(Date.now() - 18 * 365.25 * 86_400_000)) throw new ApiError(422, 'dob: the driver must be 18 or older', 'ValidationError', { dob: ['The driver must be 18 or older'] });
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
        recordActivity(tx, { partnerId: partner.id, actor: userOf(req), kind: 'driver.added', subject: `${d.fname} ${d.lname}`, detail: `Licence class ${d.licenceClass}` });
        return d;
      });
      res.status(201).json({ data: driverViews(db, partner.id, [driver.id])[0] });
    }),
  );

  /**
   * Bulk import (issues 10 and 21): the dry run validates every row (fields, phones unique within
   * the partner and within the file) and, only when every row is valid, stages the file; the
   * commit saves them all in one transaction: all or nothing. The licence's expiry and the
   * LASDRI card's number and expiry are kept as declared; the drivers cannot work until the
   * files are uploaded and approved.
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
          }
          recordActivity(tx, { partnerId: partner.id, actor: userOf(req), kind: 'driver.added', subject: `${ids.length} driver${ids.length === 1 ? '' : 's'}`, detail: 'Imported from a CSV file' });
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
      const adult = lagosDate(Date.now() - 18 * 365.25 * 86_400_000);
      const rowSchema = contract.driverImportRow(partnerCityCodes(db, partner.id).includes('LOS'));
      const results = body.rows.map((raw, i) => {
        const parsed = rowSchema.safeParse(raw);
        const errors: { field: string; message: string }[] = parsed.success ? [] : parsed.error.issues.map((x) => ({ field: String(x.path[0] ?? 'row'), message: x.message }));
        if (parsed.success) {
          const row = parsed.data;
          if (row.dob > adult) errors.push({ field: 'dob', message: 'The driver must be 18 or older' });
          if (existing.has(row.phone)) errors.push({ field: 'phone', message: 'This phone number is already used by one of your drivers' });
          else if (seen.has(row.phone)) errors.push({ field: 'phone', message: `Same phone number as row ${seen.get(row.phone)! + 1}` });
          seen.set(row.phone, i);
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

  r.get(
    '/v1/drivers/:id',
    auth,
    h((req, res) => res.json({ data: driverOf(req, [...DRIVER_ROLES, ...VEHICLE_ROLES]) })),
  );

  r.patch(
    '/v1/drivers/:id',
    auth,
    h((req, res) => {
      const current = driverOf(req);
      const body = validate(contract.driverUpdate, req.body);
      if (body.phone) uniquePhone(current.partner_id, body.phone, current.id);
      if (body.dob && body.dob > lagosDate(Date.now() - 18 * 365.25 * 86_400_000))
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
            detail: `Driver's licence, valid until ${body.licence_expiry}`,
          });
        }
        recordActivity(tx, { partnerId: current.partner_id, actor: userOf(req), kind: 'driver.edited', subject: `${current.fname} ${current.lname}`, detail: fieldWords(changed) });
      });
      res.json({ data: driverViews(db, current.partner_id, [current.id])[0] });
    }),
  );

  r.patch(
    '/v1/drivers/:id/status',
    auth,
    h((req, res) => {
      const current = driverOf(req);
      const { status } = validate(contract.statusChange, req.body);
      db.transaction((tx) => {
        tx.update(s.drivers).set({ status }).where(eq(s.drivers.id, current.id)).run();
        recordActivity(tx, { partnerId: current.partner_id, actor: userOf(req), kind: 'driver.edited', subject: `${current.fname} ${current.lname}`, detail: `Status: ${status}` });
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
      const now = new Date().toISOString();
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
      if (body.expires_at <= lagosDate(Date.now()))
        throw new ApiError(422, 'expires_at: the expiry date must be after today', 'ValidationError', { expires_at: ['The expiry date must be after today'] });
      const doc = db.transaction((tx) => {
        const row = tx
          .insert(s.documents)
          .values({
            partnerId: current.partner_id,
            ownerType: 'driver',
            ownerId: current.id,
            type: body.type,
            number: body.number ?? (body.type === 'driver_licence' ? current.licence_number : null),
            fileUrl: body.file_url,
            expiresAt: body.expires_at,
          })
          .returning()
          .get();
        recordDocument(tx, req, current.partner_id, `${current.fname} ${current.lname}`, current.documents, body.type, body.expires_at);
        return row;
      });
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

  // ——— Vehicles ———

  r.get(
    '/v1/partners/:id/vehicles',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), [...VEHICLE_ROLES, ...DRIVER_ROLES]);
      const hasDriver = z.enum(['true', 'false']).optional().catch(undefined).parse(req.query.has_driver);
      const partnerStatus = partnerStatusFilter.parse(req.query.partner_status);
      const vehicles = vehicleViews(db, partner.id);
      const rows = filterFleet(
        vehicles,
        req,
        (v) => `${v.plate} ${v.brand} ${v.model}`,
        () => new Map(fleetReadiness(db, partner.id, dayOf(req.query.day, clock.now()), { vehicles, drivers: driverViews(db, partner.id) }).vehicles.map((v) => [v.id, v.readiness.status])),
      )
        .filter((v) => hasDriver === undefined || (hasDriver === 'true') === Boolean(v.driver))
        .filter((v) => !partnerStatus || v.partner_status === partnerStatus)
        .sort((a, b) => a.plate.localeCompare(b.plate));
      recordExport(db, req.query, { partnerId: partner.id, actor: userOf(req), kind: 'export.vehicles', total: rows.length, noun: ['vehicle', 'vehicles'] });
      res.json(page(req, rows));
    }),
  );

  // The contract's body, with the reference lists this API holds.
  const vehicleBody = contract.vehicleCreate.extend({ type: z.enum(VEHICLE_TYPES), amenities: z.array(z.enum(AMENITIES)).max(AMENITIES.length).default([]) });

  /** Check a vehicle body against the reference data and the partner's cities. */
  const checkVehicle = (partnerId: number, body: Partial<z.infer<typeof vehicleBody>>, except?: number) => {
    const model = body.model_id ? db.select().from(s.vehicleModels).where(eq(s.vehicleModels.id, body.model_id)).get() : undefined;
    if (body.model_id && !model) throw new ApiError(422, 'model_id: unknown model', 'ValidationError', { model_id: ['Please choose a model'] });
    const thisYear = Number(lagosDate(Date.now()).slice(0, 4));
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
        recordActivity(tx, { partnerId: partner.id, actor: userOf(req), kind: 'vehicle.added', subject: row.plate, detail: `${make.name} ${model.name}, ${body.seats} seats` });
        return row;
      });
      res.status(201).json({ data: vehicleViews(db, partner.id, [v.id])[0] });
    }),
  );

  r.get(
    '/v1/vehicles/:id',
    auth,
    h((req, res) => res.json({ data: vehicleOf(req, [...VEHICLE_ROLES, ...DRIVER_ROLES]) })),
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

  r.patch(
    '/v1/vehicles/:id/status',
    auth,
    h((req, res) => {
      const current = vehicleOf(req);
      const { status } = validate(contract.statusChange, req.body);
      db.transaction((tx) => {
        tx.update(s.vehicles).set({ status }).where(eq(s.vehicles.id, current.id)).run();
        recordActivity(tx, { partnerId: current.partner_id, actor: userOf(req), kind: 'vehicle.edited', subject: current.plate, detail: `Status: ${status}` });
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
      const now = new Date().toISOString();
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
      if (body.expires_at && body.expires_at <= lagosDate(Date.now()))
        throw new ApiError(422, 'expires_at: the expiry date must be after today', 'ValidationError', { expires_at: ['The expiry date must be after today'] });
      const doc = db.transaction((tx) => {
        const row = tx
          .insert(s.documents)
          .values({ partnerId: current.partner_id, ownerType: 'vehicle', ownerId: current.id, type: body.type, fileUrl: body.file_url, expiresAt: def.expires ? body.expires_at : null })
          .returning()
          .get();
        recordDocument(tx, req, current.partner_id, current.plate, current.documents, body.type, def.expires ? body.expires_at : null);
        return row;
      });
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

  // ——— Assignment ———

  /**
   * The vehicle's upcoming trips that have not started (issue 32 §2), soonest first, each with
   * its current driver and the verdict of `driver` on the vehicle on the trip's day.
   */
  const tripsAhead = (vehicle: VehicleView, driver: DriverView) => {
    const rows = tripRows(db, and(eq(s.trips.vehicleId, vehicle.id), ne(s.trips.status, 'cancelled'), sql`${s.trips.startsAt} > ${new Date().toISOString()}`), { order: 'asc', limit: 500, offset: 0 });
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
      const { driver_id } = validate(contract.assignDriver.pick({ driver_id: true }), req.query);
      ensureTrips(db);
      const driver = partnerDriver(vehicle, driver_id);
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
      if (vehicle.driver && vehicle.driver.id !== driver.id) throw new ApiError(409, `${vehicle.plate} is already driven by ${vehicle.driver.name}; unassign them first`, 'VehicleAlreadyAssigned');
      if (driver.vehicle && driver.vehicle.id !== vehicle.id)
        throw new ApiError(409, `${driver.fname} ${driver.lname} already drives ${driver.vehicle.plate}; unassign that vehicle first`, 'DriverAlreadyAssigned');
      if (vehicle.driver?.id === driver.id) return res.json({ data: vehicle });
      ensureTrips(db);
      const name = `${driver.fname} ${driver.lname}`;
      const ahead = tripsAhead(vehicle, driver);
      const follow = ahead.filter((t) => t.driver.id !== driver.id && !keep_trip_ids.includes(t.id) && t.readiness.status !== 'blocked');
      const kept = ahead.filter((t) => t.driver.id !== driver.id && !follow.includes(t));
      const user = userOf(req);
      const at = new Date().toISOString();
      db.transaction((tx) => {
        tx.update(s.vehicles).set({ driverId: driver.id }).where(eq(s.vehicles.id, vehicle.id)).run();
        tx.insert(s.assignments).values({ vehicleId: vehicle.id, driverId: driver.id, assignedAt: at, byUserId: user.id }).run();
        for (const t of follow) {
          tx.update(s.trips).set({ driverId: driver.id }).where(eq(s.trips.id, t.id)).run();
          tx.insert(s.tripChanges)
            .values({ tripId: t.id, kind: 'driver_swapped', fromValue: t.driver.name, toValue: name, byName: `${user.fname} ${user.lname}`, at })
            .run();
        }
        const trips =
          follow.length || kept.length
            ? `; ${follow.length} upcoming trip${follow.length === 1 ? '' : 's'} follow${follow.length === 1 ? 's' : ''}${kept.length ? `, ${kept.length} keep${kept.length === 1 ? 's' : ''} its driver` : ''}`
            : '';
        recordActivity(tx, { partnerId: vehicle.partner_id, actor: user, kind: 'assignment.changed', subject: vehicle.plate, detail: `${name} assigned${trips}` });
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
          .set({ unassignedAt: new Date().toISOString() })
          .where(and(eq(s.assignments.vehicleId, vehicle.id), isNull(s.assignments.unassignedAt)))
          .run();
        tx.update(s.vehicles).set({ driverId: null }).where(eq(s.vehicles.id, vehicle.id)).run();
        recordActivity(tx, { partnerId: vehicle.partner_id, actor: userOf(req), kind: 'assignment.changed', subject: vehicle.plate, detail: `${vehicle.driver!.name} unassigned` });
      });
      res.json({ data: vehicleViews(db, vehicle.partner_id, [vehicle.id])[0] });
    }),
  );

  return r;
}

/** Assignments matching `where`, newest first, with names and plates. */
function assignmentHistory(db: Db, where: SQL) {
  return db
    .select({ a: s.assignments, plate: s.vehicles.plate, fname: s.drivers.fname, lname: s.drivers.lname })
    .from(s.assignments)
    .innerJoin(s.vehicles, eq(s.vehicles.id, s.assignments.vehicleId))
    .innerJoin(s.drivers, eq(s.drivers.id, s.assignments.driverId))
    .where(where)
    .orderBy(desc(s.assignments.assignedAt), desc(s.assignments.id))
    .all()
    .map(({ a, plate, fname, lname }) => ({
      id: a.id,
      vehicle: { id: a.vehicleId, plate },
      driver: { id: a.driverId, name: `${fname} ${lname}` },
      assigned_at: a.assignedAt,
      unassigned_at: a.unassignedAt,
    }));
}

/** A page of trips matching `where` (a driver's or a vehicle's), newest first, with an optional date range. */
function tripPage(db: Db, req: Request, partnerId: number, where: SQL) {
  const q = validate(z.object({ from: date.optional().catch(undefined), to: date.optional().catch(undefined) }), req.query);
  const { page: p, perPage, offset } = paging(req.query);
  const cond = and(eq(s.trips.partnerId, partnerId), where, q.from ? departingFrom(q.from) : undefined, q.to ? departingBy(q.to) : undefined);
  const total = db.select({ n: count() }).from(s.trips).where(cond).get()?.n ?? 0;
  const rows = tripRows(db, cond, { order: 'desc', limit: perPage, offset });
  const judge = tripJudge(db, partnerId);
  return { data: rows.map((t) => tripJson(db, t, Date.now(), judge)), metadata: { total, page: p, perPage } };
}

/**
 * Net earnings (kobo) of completed trips within `range` (Lagos dates; all time when null),
 * settled or not: the closed days from their roll-ups, the open days from the trips.
 */
export function periodNetKobo(db: Db, partnerId: number, range: readonly [string, string] | null, now = Date.now()): number {
  const closed = closedTotals(db, partnerId, range, now);
  const open = openConditions(range, now);
  return closed.grossKobo - closed.deductionsKobo + (open ? completedNetKobo(db, partnerId, open, now) : 0);
}

/** Net earnings (kobo) of completed trips in months without a settlement, within `range` (Lagos dates, the dashboard's period) when given. */
export function unsettledKobo(db: Db, partnerId: number, range?: readonly [string, string] | null): number {
  // Months are settled oldest first: the trips before the oldest unsettled month are skipped by
  // the (partner_id, starts_at) index instead of being summed and thrown away.
  const settled = new Set(
    db
      .select({ month: s.payouts.month })
      .from(s.payouts)
      // A held payout paid nothing: its month stays unsettled (issue 31 §3).
      .where(and(eq(s.payouts.partnerId, partnerId), sql`${s.payouts.status} NOT IN ('failed', 'held')`))
      .all()
      .map((p) => p.month),
  );
  const first = db
    .select({ at: sql<string | null>`min(${s.trips.startsAt})` })
    .from(s.trips)
    .where(eq(s.trips.partnerId, partnerId))
    .get()?.at;
  if (!first) return 0;
  const thisMonth = monthOf(lagosDate(Date.now()));
  let from = monthOf(lagosDate(Date.parse(first)));
  while (settled.has(from) && from < thisMonth) from = monthOf(addDays(`${from}-28`, 7));
  // Month by month, each cut to `range` (the closed days from their roll-ups).
  let total = 0;
  for (let month = from; month <= thisMonth; month = monthOf(addDays(`${month}-28`, 7))) {
    if (settled.has(month)) continue;
    const [a, b] = monthRange(month);
    const cut: [string, string] = range ? [a > range[0] ? a : range[0], b < range[1] ? b : range[1]] : [a, b];
    if (cut[0] <= cut[1]) total += periodNetKobo(db, partnerId, cut);
  }
  return total;
}

/**
 * The fields of `body` whose value differs from the stored one in `before` (issue 31 §3: an edit
 * that changed only the address says "Changed: address"). Fields `before` does not name are not
 * stored fields (files) and are left out; `normalise` maps a field as it is stored.
 */
export function changedFields(body: Record<string, unknown>, before: Record<string, unknown>, normalise: Record<string, (v: unknown) => unknown> = {}): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
  return Object.keys(body).filter((k) => k in before && body[k] !== undefined && !same(normalise[k] ? normalise[k](body[k]) : body[k], before[k]));
}

/** The fields an edit touched, in words (never their values: a phone or a licence number stays out of the log). */
function fieldWords(fields: string[]): string {
  const words: Record<string, string> = {
    fname: 'first name',
    lname: 'last name',
    phone: 'phone',
    email: 'email',
    dob: 'date of birth',
    address: 'address',
    licence_number: 'licence number',
    licence_class: 'licence class',
    licence_expiry: 'licence expiry',
    model_id: 'model',
    year: 'year',
    seats: 'seats',
    type: 'type',
    city_id: 'city',
    amenities: 'amenities',
    plate: 'plate',
  };
  const named = [...new Set(fields.map((f) => words[f]).filter(Boolean))];
  return named.length ? `Changed: ${named.join(', ')}` : 'Saved with no change';
}

/** An uploaded document in the log: "replaced" when one of its type was on file, with its label and expiry. */
function recordDocument(
  tx: Parameters<typeof recordActivity>[0],
  req: Parameters<typeof userOf>[0],
  partnerId: number,
  subject: string,
  documents: { type: string; label: string; document_id: number | null }[],
  type: string,
  expiresAt: string | null | undefined,
) {
  const before = documents.find((d) => d.type === type);
  recordActivity(tx, {
    partnerId,
    actor: userOf(req),
    kind: before?.document_id ? 'document.replaced' : 'document.uploaded',
    subject,
    detail: `${before?.label ?? type}${expiresAt ? `, valid until ${expiresAt}` : ''}`,
  });
}
