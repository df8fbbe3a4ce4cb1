/**
 * The sandbox's test switches under /__sandbox (never part of the marketplace API), for tests
 * that walk a flow the marketplace would finish: reviewing a document, moving a trip on to its
 * next stop, and filling a month with many earnings lines.
 */
import { Router } from 'express';
import { and, asc, count, desc, eq, gte, isNull, lt, ne } from 'drizzle-orm';
import { z } from 'zod';
import * as s from '../db/schema.js';
import { alreadyExists, h, notFound, validate } from '../http.js';
import { lagosInstant } from '../trips.js';
import { monthRange } from '../rollups.js';
import type { SandboxContext } from '../app.js';
import { apiNow } from '../clock.js';
import { addDays, ISO_DATE } from '../../contract/lagos-time.js';
import { LARGE_FLEET, seedLargePartner } from '../seed-large.js';

/** Throw `error` where an expression is expected. */
function fail(error: Error): never {
  throw error;
}

/** The document or trip of a switch's `:id`; throws the API's 404 when there is none. */
const documentOf = (db: SandboxContext['db'], id: unknown) =>
  db
    .select()
    .from(s.documents)
    .where(eq(s.documents.id, Number(id)))
    .get() ?? fail(notFound('Document'));
const tripOf = (db: SandboxContext['db'], id: unknown) =>
  db
    .select()
    .from(s.trips)
    .where(eq(s.trips.id, Number(id)))
    .get() ?? fail(notFound('Trip'));

/** Every switch: the marketplace's reviews and decisions, and time passing for trips and earnings. */
export function testRouter(ctx: SandboxContext): Router {
  return Router().use(reviewSwitches(ctx), tripSwitches(ctx), sizeSwitches(ctx));
}

/** The files received, a document's review and expiry, and a cost change request's answer. */
function reviewSwitches({ db }: SandboxContext): Router {
  const r = Router();

  /** The last file received (its id, type and size in bytes), for the tests of what was sent. */
  r.get(
    '/__sandbox/files/latest',
    h((_req, res) => {
      const file = db.select({ id: s.files.id, mime: s.files.mime, size: s.files.size }).from(s.files).orderBy(desc(s.files.id)).limit(1).get() ?? fail(notFound('File'));
      res.json({ data: file });
    }),
  );

  /** Approve or reject a document under review. Approving supersedes the one in force. */
  r.post(
    '/__sandbox/documents/:id/review',
    h((req, res) => {
      const body = validate(z.object({ decision: z.enum(['approve', 'reject']), reason: z.string().max(200).optional() }), req.body);
      const doc = documentOf(db, req.params.id);
      const now = new Date(apiNow()).toISOString();
      db.transaction((tx) => {
        if (body.decision === 'approve') {
          tx.update(s.documents)
            .set({ supersededAt: now })
            .where(
              and(
                eq(s.documents.ownerType, doc.ownerType),
                eq(s.documents.ownerId, doc.ownerId),
                eq(s.documents.type, doc.type),
                eq(s.documents.status, 'approved'),
                isNull(s.documents.supersededAt),
                ne(s.documents.id, doc.id),
              ),
            )
            .run();
          tx.update(s.documents).set({ status: 'approved', reviewedAt: now, rejectionReason: null }).where(eq(s.documents.id, doc.id)).run();
        } else {
          tx.update(s.documents)
            .set({ status: 'rejected', reviewedAt: now, rejectionReason: body.reason ?? 'Document is blurry' })
            .where(eq(s.documents.id, doc.id))
            .run();
        }
      });
      res.json({ data: { id: doc.id, decision: body.decision } });
    }),
  );

  /** The marketplace sets a vehicle's supply cost on a route (partners cannot: it is read-only for them). */
  r.post(
    '/__sandbox/costs',
    h((req, res) => {
      const body = validate(
        z.object({ route_id: z.number().int().positive(), vehicle_id: z.number().int().positive(), amount_kobo: z.number().int().positive(), effective_from: z.string().regex(ISO_DATE) }),
        req.body,
      );
      const row = db
        .insert(s.costConfigs)
        .values({ routeId: body.route_id, vehicleId: body.vehicle_id, amountKobo: body.amount_kobo, effectiveFrom: body.effective_from, createdAt: new Date(apiNow()).toISOString() })
        .returning()
        .get();
      res.status(201).json({ data: { id: row.id } });
    }),
  );

  /** The marketplace answers a supply cost change request (issue 24 §4). */
  r.post(
    '/__sandbox/cost-requests/:id/decide',
    h((req, res) => {
      const body = validate(z.object({ decision: z.enum(['accepted', 'declined']), response: z.string().min(1).max(500) }), req.body);
      const row = db
        .update(s.costRequests)
        .set({ status: body.decision, response: body.response, decidedAt: new Date(apiNow()).toISOString() })
        .where(eq(s.costRequests.id, Number(req.params.id)))
        .returning()
        .get();
      if (!row) throw notFound('Cost request');
      res.json({ data: { id: row.id, status: row.status } });
    }),
  );

  /** Let time pass for a document: set its expiry date (YYYY-MM-DD), e.g. to yesterday. */
  r.post(
    '/__sandbox/documents/:id/expiry',
    h((req, res) => {
      const body = validate(z.object({ expires_at: z.string().regex(ISO_DATE) }), req.body);
      const doc = documentOf(db, req.params.id);
      db.update(s.documents).set({ expiresAt: body.expires_at }).where(eq(s.documents.id, doc.id)).run();
      res.json({ data: { id: doc.id, expires_at: body.expires_at } });
    }),
  );

  return r;
}

/** A trip moved on past its next stop. */
function tripSwitches({ db, publishTrip }: SandboxContext): Router {
  const r = Router();

  /** Move an active trip on past its next stop (its schedule shifts earlier), and publish it. */
  r.post(
    '/__sandbox/trips/:id/advance',
    h((req, res) => {
      const trip = tripOf(db, req.params.id);
      const stops = db.select().from(s.routeStops).where(eq(s.routeStops.routeId, trip.routeId)).orderBy(asc(s.routeStops.seq)).all();
      const minutes = (apiNow() - Date.parse(trip.startsAt)) / 60_000;
      const next = stops.find((st) => st.minutesAfter > minutes);
      if (next) {
        const shiftMs = Math.ceil((next.minutesAfter - minutes) * 60_000) + 1000;
        // Never past the end: the trip stays active at its new stop.
        db.update(s.trips)
          .set({ startsAt: new Date(Date.parse(trip.startsAt) - shiftMs).toISOString(), endsAt: new Date(Math.max(Date.parse(trip.endsAt) - shiftMs, apiNow() + 10 * 60_000)).toISOString() })
          .where(eq(s.trips.id, trip.id))
          .run();
      }
      publishTrip(trip.id);
      res.json({ data: { id: trip.id, next_stop: next?.name ?? null } });
    }),
  );

  return r;
}

/** Data at a size: a month filled with many earnings lines, and the bench's large partner. */
function sizeSwitches({ db }: SandboxContext): Router {
  const r = Router();

  /**
   * Give a partner `lines` completed trips in `month`, each earning ₦12,500.00 with every tenth
   * carrying a ₦1,000.00 deduction: for tests of exports of any size.
   */
  r.post(
    '/__sandbox/bulk-earnings',
    h((req, res) => {
      const body = validate(
        z.object({ partner_id: z.number().int().positive(), month: z.string().regex(/^\d{4}-\d{2}$/), lines: z.number().int().min(1).max(100_000), settle: z.boolean().default(false) }),
        req.body,
      );
      const partner = db.select().from(s.partners).where(eq(s.partners.id, body.partner_id)).get();
      if (!partner) throw notFound('Partner');
      const [from, to] = monthRange(body.month);
      const city = db.select().from(s.cities).get()!;
      const plate = `BLK-${String(partner.id % 1000).padStart(3, '0')}ZZ`;
      // Idempotent (issue 70 §6): the partner's bulk driver, vehicle and route are made once; a
      // month that already has its bulk trips is answered as it is, never written twice.
      const made = db.select().from(s.vehicles).where(eq(s.vehicles.plate, plate)).get();
      if (made && made.partnerId !== partner.id) throw alreadyExists(`Plate ${plate} belongs to another partner`);
      // The month's Lagos days as instants (the trips' own clock).
      const monthStart = new Date(lagosInstant(from, '00:00')).toISOString();
      const monthEnd = new Date(lagosInstant(addDays(to, 1), '00:00')).toISOString();
      const madeRoute = made
        ? db
            .select()
            .from(s.routes)
            .where(and(eq(s.routes.vehicleId, made.id), eq(s.routes.code, 'BLK-RTE-01')))
            .get()
        : undefined;
      if (madeRoute) {
        const there = db
          .select({ n: count() })
          .from(s.trips)
          .where(and(eq(s.trips.routeId, madeRoute.id), gte(s.trips.startsAt, monthStart), lt(s.trips.startsAt, monthEnd)))
          .get()!.n;
        if (there > 0) return void res.status(200).json({ data: { lines: there } });
      }
      db.transaction((tx) => {
        const driver = made
          ? { id: made.driverId! }
          : tx
              .insert(s.drivers)
              .values({ partnerId: partner.id, fname: 'Bulk', lname: "O'Driver, Jr", phone: `+23490${String(partner.id).padStart(8, '0')}`, licenceNumber: 'BULK000001' })
              .returning()
              .get();
        const vehicle =
          made ??
          tx
            .insert(s.vehicles)
            .values({
              partnerId: partner.id,
              plate,
              brand: 'Toyota',
              type: 'Bus',
              name: 'Hiace',
              year: 2020,
              seats: 14,
              driverId: driver.id,
              amenityList: [],
              cityId: city.id,
            })
            .returning()
            .get();
        const route =
          madeRoute ??
          tx
            .insert(s.routes)
            .values({
              partnerId: partner.id,
              code: 'BLK-RTE-01',
              cityId: city.id,
              name: 'Bulk "A", B - C',
              origin: 'Bulk, "North"',
              destination: 'Bulk South',
              distanceKm: 10,
              durationMin: 30,
              vehicleId: vehicle.id,
              driverId: driver.id,
              tripsUntil: '9999-12-31',
            })
            .returning()
            .get();
        const days = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
        const batch: (typeof s.trips.$inferInsert)[] = [];
        const flush = () => {
          if (batch.length) tx.insert(s.trips).values(batch.splice(0)).run();
        };
        for (let i = 0; i < body.lines; i++) {
          const date = new Date(Date.parse(`${from}T12:00:00Z`) + (i % days) * 86_400_000).toISOString().slice(0, 10);
          const start = lagosInstant(date, '05:00') + Math.floor(i / days) * 15_000;
          batch.push({
            partnerId: partner.id,
            routeId: route.id,
            vehicleId: vehicle.id,
            driverId: driver.id,
            status: 'scheduled',
            startsAt: new Date(start).toISOString(),
            endsAt: new Date(start + 30 * 60_000).toISOString(),
            seats: 14,
            booked: 10,
            grossKobo: 1_250_000,
          });
          if (batch.length === 500) flush();
        }
        flush();
        const ids = tx
          .select({ id: s.trips.id })
          .from(s.trips)
          .where(and(eq(s.trips.routeId, route.id), gte(s.trips.startsAt, monthStart), lt(s.trips.startsAt, monthEnd)))
          .all();
        const deductions = ids.filter((_, i) => i % 10 === 0).map((t) => ({ tripId: t.id, cause: 'late_departure', amountKobo: 100_000 }));
        for (let i = 0; i < deductions.length; i += 500)
          tx.insert(s.deductions)
            .values(deductions.slice(i, i + 500))
            .run();
        // `settle`: the month is paid out at once, so it has a payslip (its net to the kobo).
        if (body.settle)
          tx.insert(s.payouts)
            .values({
              partnerId: partner.id,
              month: body.month,
              amountKobo: body.lines * 1_250_000 - deductions.length * 100_000,
              status: 'paid',
              reference: `PO-${body.month.replace('-', '')}-BULK`,
              bankName: 'Guaranty Trust Bank',
              accountName: partner.companyName.toUpperCase(),
              accountNumber: '0123456789',
              createdAt: `${to}T09:00:00.000Z`,
            })
            .run();
      });
      res.status(201).json({ data: { lines: body.lines } });
    }),
  );

  /**
   * The large partner of the bench (issue 52 §5, sandbox/seed-large.ts): by default 2,000
   * vehicles, 2,500 drivers and 300,000 trips a month for 12 months. Smaller sizes for tests.
   * Answers its partner id and the trips written (0 when it was already there).
   */
  r.post(
    '/__sandbox/large-partner',
    h((req, res) => {
      const size = validate(
        z
          .object({
            vehicles: z.number().int().min(1).max(5000).default(LARGE_FLEET.vehicles),
            drivers: z.number().int().min(1).max(6000).default(LARGE_FLEET.drivers),
            trips_per_month: z.number().int().min(1).max(600_000).default(LARGE_FLEET.tripsPerMonth),
            months: z.number().int().min(1).max(24).default(LARGE_FLEET.months),
          })
          .refine((b) => b.drivers >= b.vehicles, { message: 'Every vehicle needs a driver: drivers must be at least vehicles', path: ['drivers'] }),
        req.body ?? {},
      );
      const started = performance.now();
      const written = seedLargePartner(db, apiNow(), { vehicles: size.vehicles, drivers: size.drivers, tripsPerMonth: size.trips_per_month, months: size.months });
      res.status(201).json({ data: { partner_id: written.partnerId, trips: written.trips, seconds: Math.round((performance.now() - started) / 100) / 10 } });
    }),
  );

  return r;
}
