/**
 * What the fleet's routers share (drivers, vehicles, assignments, the dashboard): the roles, the
 * lists' filters and paging, a driver or vehicle read by id with its partner's access checked,
 * pages of trips and assignments, the net money figures, and the activity log's words for edits.
 */
import { type Request } from 'express';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { type z } from 'zod';
import * as contract from '../../contract/requests.js';
import * as queries from '../../contract/queries.js';
import type { Db } from '../db/index.js';
import * as s from '../db/schema.js';
import { driverViews, vehicleViews, type DriverView, type VehicleView } from '../fleet-model.js';
import { ApiError, notFound, paging, partnerAccess, requireAuth, userOf, validate } from '../http.js';
import { tripJudge } from '../readiness.js';
import { ALL_TIME, monthRange } from '../rollups.js';
import { tripTotals } from '../ledger.js';
import { addDays, departingBy, departingFrom, lagosDate, refundsKobo } from '../trips.js';
import { monthOf } from '../payouts.js';
import { tripJson, tripRows } from './trips-shared.js';
import { documentSaid, recordActivity } from '../activity.js';
import type { ActivitySentence } from '../../contract/activity.js';
import { apiNow } from '../clock.js';

export const DASHBOARD_ROLES = ['partner_earnings_manager', 'partner_trip_manager'];
export const DRIVER_ROLES = ['partner_driver_manager'];
export const VEHICLE_ROLES = ['partner_vehicle_manager'];
/** Assigning a driver is done from either side. */
export const ASSIGN_ROLES = ['partner_driver_manager', 'partner_vehicle_manager'];

export const date = contract.isoDate;
export const PLATE = contract.PLATE;

/** A page of computed rows, as the list's query (contract/queries.ts `page`) asks. */
export function page<T>(query: Request['query'], rows: T[]) {
  const { page: p, perPage, offset } = paging(query);
  return { data: rows.slice(offset, offset + perPage), metadata: { total: rows.length, page: p, perPage } };
}

/**
 * The fleet's filters (contract/queries.ts `driverList`, `vehicleList`), applied to computed
 * views: search, status, compliance, the owner's own switch, and readiness on the query's day
 * (`statusOn` answers a row's readiness status).
 */
export function filterFleet<T extends { id: number; status: string; partner_status: string; compliance: { expired: boolean; expiring: boolean; missing: boolean } }>(
  rows: T[],
  query: Pick<z.output<typeof queries.driverList>, 'search' | 'status' | 'compliance' | 'readiness' | 'partner_status'>,
  text: (row: T) => string,
  statusOn: () => Map<number, string>,
) {
  const q = query.search?.toLowerCase();
  const { status, compliance: comp, readiness: ready, partner_status: partnerStatus } = query;
  const byId = ready ? statusOn() : null;
  const matches = (c: { expired: boolean; expiring: boolean; missing: boolean }) => (comp === 'attention' ? c.expired || c.expiring || c.missing : c[comp!]);
  return rows.filter(
    (r) =>
      (!q || text(r).toLowerCase().includes(q)) &&
      (!status || r.status === status) &&
      (!comp || matches(r.compliance)) &&
      (!partnerStatus || r.partner_status === partnerStatus) &&
      (!byId || byId.get(r.id) === ready),
  );
}

/**
 * The auth middleware and the record readers of the fleet's routes: a driver or a vehicle by
 * `req.params.id` (404 when unknown or removed; 403 without access or one of `roles`).
 */
export function fleetAccess(db: Db) {
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
  return { auth, access, driverOf, vehicleOf };
}

/** Assignments matching `where`, newest first, with names and plates. */
export function assignmentHistory(db: Db, where: SQL) {
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
export function tripPage(db: Db, req: Request, partnerId: number, where: SQL) {
  const q = validate(queries.recordTrips, req.query);
  const { page: p, perPage, offset } = paging(req.query);
  const cond = and(eq(s.trips.partnerId, partnerId), where, q.from ? departingFrom(q.from) : undefined, q.to ? departingBy(q.to) : undefined);
  const total = db.select({ n: count() }).from(s.trips).where(cond).get()?.n ?? 0;
  // The next trips first, nearest first, then the past, newest first (issue 42 §8).
  const rows = tripRows(db, cond, { order: 'ahead', limit: perPage, offset });
  const judge = tripJudge(db, partnerId);
  return { data: rows.map((t) => tripJson(db, t, apiNow(), judge)), metadata: { total, page: p, perPage } };
}

/**
 * Net earnings (kobo) of completed trips within `range` (Lagos dates; all time when null),
 * settled or not: gross less own deductions from the trips' ledger (closed days kept as trips are
 * written, open days from the trips; sandbox/ledger.ts), and the refunds paid within it.
 */
export function periodNetKobo(db: Db, partnerId: number, range: readonly [string, string] | null, now = apiNow()): number {
  const t = tripTotals(db, partnerId, range ?? ALL_TIME, {}, now);
  return t.grossKobo - t.deductionsKobo + refundsKobo(db, partnerId, range);
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
  const thisMonth = monthOf(lagosDate(apiNow()));
  let from = monthOf(lagosDate(Date.parse(first)));
  while (settled.has(from) && from < thisMonth) from = monthOf(addDays(`${from}-28`, 7));
  // Month by month, each cut to `range` (the closed days from the trips' ledger).
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
export function fieldWords(fields: string[]): ActivitySentence {
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
  return named.length ? { text: 'Changed: {{fields}}', values: { fields: named.join(', ') } } : { text: 'Saved with no change' };
}

/** An uploaded document in the log: "replaced" when one of its type was on file, with its label and expiry. */
export function recordDocument(
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
    detail: documentSaid(before?.label ?? type, expiresAt),
  });
}

/** The words of the expiry rule, the field's message wherever a document's expiry is refused. */
export const EXPIRY_AFTER_TODAY = 'The expiry date must be after today';

/** Is `day` (YYYY-MM-DD) after today in Lagos, by the API's clock? A document's expiry must be. */
export const isAfterToday = (day: string) => day > lagosDate(apiNow());

/** The expiry rule for one field (`expires_at`): throws 422 with the field's message when `day` is not after today; nothing when absent. */
export function requireExpiryAfterToday(day: string | null | undefined): void {
  if (day && !isAfterToday(day)) throw new ApiError(422, 'expires_at: the expiry date must be after today', 'ValidationError', { expires_at: [EXPIRY_AFTER_TODAY] });
}

/**
 * Store an uploaded document of a driver or a vehicle and log it ("uploaded", or "replaced" when
 * one of its type was on file), in one transaction; answers the new row. The caller has checked
 * access and the body; the expiry rule is checked here.
 */
export function storeDocument(
  db: Db,
  req: Parameters<typeof userOf>[0],
  owner: { partnerId: number; ownerType: 'driver' | 'vehicle'; ownerId: number; subject: string; documents: { type: string; label: string; document_id: number | null }[] },
  doc: { type: string; number?: string | null; fileUrl: string; expiresAt: string | null },
) {
  requireExpiryAfterToday(doc.expiresAt);
  return db.transaction((tx) => {
    const row = tx
      .insert(s.documents)
      .values({ partnerId: owner.partnerId, ownerType: owner.ownerType, ownerId: owner.ownerId, type: doc.type, number: doc.number ?? null, fileUrl: doc.fileUrl, expiresAt: doc.expiresAt })
      .returning()
      .get();
    recordDocument(tx, req, owner.partnerId, owner.subject, owner.documents, doc.type, doc.expiresAt);
    return row;
  });
}
