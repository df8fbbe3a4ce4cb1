/**
 * Fleet and money: dashboard summaries for every period, trip stats, ratings, vehicles,
 * drivers, trips, live positions, banks (with a deterministic account-name resolver) and
 * settlement accounts. Amounts in replies are integers in kobo.
 */
import { Router } from 'express';
import { and, asc, avg, count, desc, eq, gte, like, lte, or, sql, sum, type SQL } from 'drizzle-orm';
import dayjs from 'dayjs';
import { z } from 'zod';
import * as s from '../db/schema.js';
import { ApiError, alreadyExists, h, notFound, paging, partnerAccess, requireAuth, userOf, validate } from '../http.js';
import { PERIODS, periodRange } from '../periods.js';
import { livePositions } from '../telemetry.js';
import type { SandboxContext } from '../app.js';

export const DASHBOARD_ROLES = ['partner_earnings_manager', 'partner_trip_manager'];

const FIRST = ['ADEBAYO', 'CHIOMA', 'IBRAHIM', 'NKECHI', 'OLUWASEUN', 'EMEKA', 'FATIMA', 'TUNDE', 'AMAKA', 'YUSUF'];
const LAST = ['OKONKWO', 'ADEWALE', 'MOHAMMED', 'EZE', 'BALOGUN', 'NWACHUKWU', 'ABUBAKAR', 'OGUNDIPE', 'UCHE', 'DANLADI'];

/** A deterministic account name for a NUBAN, as a bank's name enquiry would answer. */
export function resolveAccountName(accountNumber: string): string {
  const d = accountNumber.split('').map(Number);
  return `${LAST[(d[0] + d[3] + d[6]) % 10]} ${FIRST[(d[1] + d[4] + d[7]) % 10]} ${FIRST[(d[2] + d[5] + d[8] + d[9]) % 10]}`;
}

export function fleetRouter({ db }: SandboxContext): Router {
  const r = Router();
  const auth = requireAuth(db);
  const access = (req: Parameters<typeof userOf>[0], id: string, roles?: string[]) => partnerAccess(db, userOf(req), id, roles);

  r.get(
    '/v1/partners/:id/summaries',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), DASHBOARD_ROLES);
      const period = z
        .enum(PERIODS)
        .catch('All')
        .parse(req.query.period ?? 'All');
      const range = periodRange(period);
      const inRange: SQL[] = range ? [gte(s.trips.startsAt, range[0].toISOString()), lte(s.trips.startsAt, range[1].toISOString())] : [];
      const byStatus = (status: 'completed' | 'active' | 'upcoming') =>
        db
          .select({ n: count() })
          .from(s.trips)
          .where(and(eq(s.trips.partnerId, partner.id), eq(s.trips.status, status), ...(status === 'completed' ? inRange : [])))
          .get()?.n ?? 0;
      const unsettled = db
        .select({ kobo: sum(s.trips.earningKobo) })
        .from(s.trips)
        .where(and(eq(s.trips.partnerId, partner.id), eq(s.trips.settled, 0), eq(s.trips.status, 'completed'), ...inRange))
        .get();
      const docs = db.select().from(s.companyDocuments).where(eq(s.companyDocuments.partnerId, partner.id)).all();
      res.json({
        data: {
          period,
          total_drivers: db.select({ n: count() }).from(s.drivers).where(eq(s.drivers.partnerId, partner.id)).get()?.n ?? 0,
          total_vehicles: db.select({ n: count() }).from(s.vehicles).where(eq(s.vehicles.partnerId, partner.id)).get()?.n ?? 0,
          companyDocs: docs.map((d) => ({ type: d.type, status: d.status })),
          total_upcoming_trips: byStatus('upcoming'),
          total_active_trips: byStatus('active'),
          total_completed_trips: byStatus('completed'),
          earningsSummary: { unsettledEarnings: { amount: Number(unsettled?.kobo ?? 0), currency: 'NGN' } },
        },
      });
    }),
  );

  r.get(
    '/v1/partners/:id/trips/stats',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), DASHBOARD_ROLES);
      const from = dayjs().startOf('month').toISOString();
      const rows = db
        .select({ date: sql<string>`substr(${s.trips.startsAt}, 1, 10)`, total: count() })
        .from(s.trips)
        .where(and(eq(s.trips.partnerId, partner.id), eq(s.trips.status, 'completed'), gte(s.trips.startsAt, from)))
        .groupBy(sql`substr(${s.trips.startsAt}, 1, 10)`)
        .orderBy(sql`1`)
        .all();
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
      res.json({ data: livePositions(db, partner.id) });
    }),
  );

  const vehicleJson = (v: typeof s.vehicles.$inferSelect) => ({
    id: v.id,
    partner_id: v.partnerId,
    plate: v.plate,
    brand: v.brand,
    type: v.type,
    name: v.name,
    year: v.year,
    seats: v.seats,
    status: v.status,
    driver: v.driverId ? { id: v.driverId } : null,
    amenity_list: v.amenityList,
    inventory_type: v.inventoryType,
    created_at: v.createdAt,
  });
  const driverJson = (d: typeof s.drivers.$inferSelect) => ({
    id: d.id,
    partner_id: d.partnerId,
    fname: d.fname,
    lname: d.lname,
    phone: d.phone,
    email: d.email,
    licence_number: d.licenceNumber,
    status: d.status,
    created_at: d.createdAt,
  });

  r.get(
    '/v1/partners/:id/vehicles',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), ['partner_vehicle_manager']);
      const { page, perPage, offset } = paging(req.query);
      const q = String(req.query.search ?? '').trim();
      const where = and(eq(s.vehicles.partnerId, partner.id), q ? or(like(s.vehicles.plate, `%${q}%`), like(s.vehicles.brand, `%${q}%`), like(s.vehicles.name, `%${q}%`)) : undefined);
      const rows = db.select().from(s.vehicles).where(where).orderBy(asc(s.vehicles.id)).limit(perPage).offset(offset).all();
      res.json({ data: rows.map(vehicleJson), metadata: { total: db.select({ n: count() }).from(s.vehicles).where(where).get()?.n ?? 0, page, perPage } });
    }),
  );

  r.get(
    '/v1/vehicles/:id',
    auth,
    h((req, res) => {
      const v = db
        .select()
        .from(s.vehicles)
        .where(eq(s.vehicles.id, Number(req.params.id)))
        .get();
      if (!v) throw notFound('Vehicle');
      access(req, String(v.partnerId), ['partner_vehicle_manager']);
      res.json({ data: vehicleJson(v) });
    }),
  );

  r.get(
    '/v1/partners/:id/drivers',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), ['partner_driver_manager']);
      const { page, perPage, offset } = paging(req.query);
      const q = String(req.query.search ?? '').trim();
      const where = and(eq(s.drivers.partnerId, partner.id), q ? or(like(s.drivers.fname, `%${q}%`), like(s.drivers.lname, `%${q}%`), like(s.drivers.phone, `%${q}%`)) : undefined);
      const rows = db.select().from(s.drivers).where(where).orderBy(asc(s.drivers.id)).limit(perPage).offset(offset).all();
      res.json({ data: rows.map(driverJson), metadata: { total: db.select({ n: count() }).from(s.drivers).where(where).get()?.n ?? 0, page, perPage } });
    }),
  );

  r.get(
    '/v1/drivers/:id',
    auth,
    h((req, res) => {
      const d = db
        .select()
        .from(s.drivers)
        .where(eq(s.drivers.id, Number(req.params.id)))
        .get();
      if (!d) throw notFound('Driver');
      access(req, String(d.partnerId), ['partner_driver_manager']);
      res.json({ data: driverJson(d) });
    }),
  );

  r.get(
    '/v1/partners/:id/trips',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id), ['partner_trip_manager']);
      const { page, perPage, offset } = paging(req.query);
      const status = z.enum(['upcoming', 'active', 'completed', 'cancelled']).optional().catch(undefined).parse(req.query.status);
      const where = and(eq(s.trips.partnerId, partner.id), status ? eq(s.trips.status, status) : undefined);
      const rows = db
        .select({ trip: s.trips, plate: s.vehicles.plate, route: s.routes.name })
        .from(s.trips)
        .innerJoin(s.vehicles, eq(s.vehicles.id, s.trips.vehicleId))
        .innerJoin(s.routes, eq(s.routes.id, s.trips.routeId))
        .where(where)
        .orderBy(desc(s.trips.startsAt))
        .limit(perPage)
        .offset(offset)
        .all();
      res.json({
        data: rows.map(({ trip, plate, route }) => ({
          id: trip.id,
          status: trip.status,
          starts_at: trip.startsAt,
          ends_at: trip.endsAt,
          passengers: trip.passengers,
          earning_kobo: trip.earningKobo,
          vehicle: { id: trip.vehicleId, plate },
          driver: { id: trip.driverId },
          route: { id: trip.routeId, name: route },
        })),
        metadata: { total: db.select({ n: count() }).from(s.trips).where(where).get()?.n ?? 0, page, perPage },
      });
    }),
  );

  r.get(
    '/v1/banks',
    auth,
    h((_req, res) => {
      res.json({ data: db.select().from(s.banks).orderBy(asc(s.banks.name)).all() });
    }),
  );

  const nuban = z.string().regex(/^\d{10}$/, 'must be 10 digits');
  r.get(
    '/v1/banks/resolve',
    auth,
    h((req, res) => {
      const q = validate(z.object({ bank_code: z.string().min(1), account_number: nuban }), req.query);
      const bank = db.select().from(s.banks).where(eq(s.banks.code, q.bank_code)).get();
      if (!bank) throw new ApiError(422, 'bank_code: unknown bank', 'ValidationError', { bank_code: ['Unknown bank'] });
      res.json({ data: { account_number: q.account_number, account_name: resolveAccountName(q.account_number), bank_code: bank.code, bank_name: bank.name } });
    }),
  );

  const accountJson = (a: typeof s.settlementAccounts.$inferSelect, bankName: string) => ({
    id: a.id,
    bank_code: a.bankCode,
    bank_name: bankName,
    account_number: a.accountNumber,
    account_name: a.accountName,
    is_default: Boolean(a.isDefault),
    created_at: a.createdAt,
  });

  r.get(
    '/partner-payout/v1/settlement-accounts',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.query.partnerId ?? ''), ['partner_earnings_manager']);
      const rows = db
        .select({ account: s.settlementAccounts, bank: s.banks.name })
        .from(s.settlementAccounts)
        .innerJoin(s.banks, eq(s.banks.code, s.settlementAccounts.bankCode))
        .where(eq(s.settlementAccounts.partnerId, partner.id))
        .orderBy(desc(s.settlementAccounts.isDefault), asc(s.settlementAccounts.id))
        .all();
      res.json({ data: rows.map(({ account, bank }) => accountJson(account, bank)) });
    }),
  );

  r.post(
    '/partner-payout/v1/settlement-accounts',
    auth,
    h((req, res) => {
      const body = validate(z.object({ partnerId: z.string().min(1), bank_code: z.string().min(1), account_number: nuban, account_name: z.string().optional() }), req.body);
      const { partner } = access(req, body.partnerId, ['partner_earnings_manager']);
      const bank = db.select().from(s.banks).where(eq(s.banks.code, body.bank_code)).get();
      if (!bank) throw new ApiError(422, 'bank_code: unknown bank', 'ValidationError', { bank_code: ['Unknown bank'] });
      const dup = db
        .select()
        .from(s.settlementAccounts)
        .where(and(eq(s.settlementAccounts.partnerId, partner.id), eq(s.settlementAccounts.bankCode, bank.code), eq(s.settlementAccounts.accountNumber, body.account_number)))
        .get();
      if (dup) throw alreadyExists('This account has already been added');
      const hasDefault = db
        .select()
        .from(s.settlementAccounts)
        .where(and(eq(s.settlementAccounts.partnerId, partner.id), eq(s.settlementAccounts.isDefault, 1)))
        .get();
      const account = db
        .insert(s.settlementAccounts)
        .values({ partnerId: partner.id, bankCode: bank.code, accountNumber: body.account_number, accountName: resolveAccountName(body.account_number), isDefault: hasDefault ? 0 : 1 })
        .returning()
        .get();
      res.status(201).json({ data: accountJson(account, bank.name) });
    }),
  );

  return r;
}
