/**
 * A large partner for the bench (issue 52 §5): "Naija Fleet Movers Ltd", signed in as
 * `large.fleet@example.com` (password `demo1234`), KYC completed, in Lagos and Abuja, with by
 * default 2,000 vehicles, 2,500 drivers with their documents, 200 routes of 10 vehicles each and
 * 300,000 trips a month for 12 months up to today (and the 8 days ahead), a deduction on one
 * completed trip in 40, and its settled months paid out.
 *
 * Written only when the sandbox's `/__sandbox/large-partner` switch asks: the demo seed stays
 * small. The trips go in through one prepared statement in one transaction (a few million rows);
 * each route then remembers how far its trips go, so the generator carries on from there.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import { hashPassword, randomToken } from './lib/crypto.js';
import { requiredVehicleDocuments } from './rules/fleet.js';
import { AHEAD_DAYS, addDays, lagosDate, lagosInstant } from './trips.js';
import { ensurePayouts } from './payouts.js';
import { touchTrips } from './memo.js';
import { writingInBulk } from './ledger.js';
import { DEMO_PASSWORD } from './seed.js';
import { seedLargePay } from './seed-large-pay.js';
import { withoutPayTriggers } from './pay/triggers.js';

/** The large partner's owner. */
export const LARGE_PARTNER_EMAIL = 'large.fleet@example.com';

/** The sizes the issue names; each may be asked smaller (tests) or larger. */
export type LargeFleetSize = { vehicles: number; drivers: number; tripsPerMonth: number; months: number };
export const LARGE_FLEET: LargeFleetSize = { vehicles: 2000, drivers: 2500, tripsPerMonth: 300_000, months: 12 };

/** Vehicles per route: each route's departures are shared among them in turn. */
const VEHICLES_PER_ROUTE = 10;
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const FIRST = ['Chinedu', 'Emeka', 'Tunde', 'Musa', 'Ibrahim', 'Segun', 'Uche', 'Yusuf', 'Femi', 'Kelechi', 'Bayo', 'Sani', 'Obinna', 'Kunle', 'Aliyu', 'Ifeanyi', 'Dayo', 'Suleiman'];
const LAST = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Lawal', 'Okonkwo', 'Abubakar', 'Ogunleye', 'Nwosu', 'Danjuma', 'Balogun', 'Umar', 'Ibe', 'Salami', 'Garba', 'Ojo', 'Onuoha'];

/** Insert `rows` in batches (SQLite's limit on bound values), returning nothing. */
function insertAll<T>(rows: T[], insert: (batch: T[]) => void, size = 400): void {
  for (let i = 0; i < rows.length; i += size) insert(rows.slice(i, i + size));
}

/** The Lagos times of a route's `count` departures a day, from 05:00 at an even spacing over 16 hours. */
export function departureTimes(count: number): string[] {
  const step = Math.max(1, Math.floor((16 * 60) / count));
  return Array.from({ length: count }, (_, j) => {
    const minutes = 5 * 60 + j * step;
    return `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  });
}

/**
 * Write the large partner at `now` (ms) unless it exists. Returns its partner id and how many
 * trips were written (0 when it already existed).
 */
export function seedLargePartner(db: Db, now: number, size: LargeFleetSize = LARGE_FLEET): { partnerId: number; trips: number } {
  const existing = db.select().from(s.users).where(eq(s.users.email, LARGE_PARTNER_EMAIL)).get();
  if (existing) {
    const partner = db.select().from(s.partners).where(eq(s.partners.ownerUserId, existing.id)).get()!;
    return { partnerId: partner.id, trips: 0 };
  }
  const today = lagosDate(now);
  const at = (days: number) => new Date(now + days * 86_400_000).toISOString();
  const cities = db.select().from(s.cities).all();
  const cityId = (code: string) => cities.find((c) => c.code === code)!.id;
  let trips = 0;
  // Millions of trips: the ledger is summed once at the end, not kept row by row (ADR 0055).
  // The driver index is built once after the bulk write (a sort), not row by row in driver order.
  db.$client.exec('DROP INDEX IF EXISTS trips_driver_starts');
  let partnerId: number;
  try {
    partnerId = withoutPayTriggers(db, () =>
      writingInBulk(
        db,
        () =>
          db.transaction((tx) => {
            const t = tx as unknown as Db;
            const owner = t
              .insert(s.users)
              .values({ fname: 'Chidi', lname: 'Nwankwo', email: LARGE_PARTNER_EMAIL, phone: '+2348030000010', countryCode: 'NG', passwordHash: hashPassword(DEMO_PASSWORD) })
              .returning()
              .get();
            const partner = t
              .insert(s.partners)
              .values({
                accountSid: 'PA' + randomToken(12),
                ownerUserId: owner.id,
                mode: 'business',
                companyName: 'Naija Fleet Movers Ltd',
                rcNumber: 'RC2200451',
                companyAddress: '44 Ikorodu Road, Maryland, Lagos',
                businessType: 'Company',
                companyEmail: 'ops@naijafleet.example.com',
                companyPhone: '+2348030000010',
                country: 'NG',
                experienceStartDate: '2012-01-01',
                identityStatus: 'completed',
                addressStatus: 'completed',
              })
              // Alike on purpose (issue 70 §4): the large seed inserts as the demo seed does, in its own batches and sizes.
              .returning()
              .get();
            t.insert(s.partnerCities)
              .values([
                { partnerId: partner.id, cityId: cityId('LOS') },
                { partnerId: partner.id, cityId: cityId('ABV') },
              ])
              .run();
            t.insert(s.settlementAccounts)
              .values({ partnerId: partner.id, bankCode: '057', accountNumber: '1012345678', accountName: 'NAIJA FLEET MOVERS LTD', isDefault: 1, createdAt: at(-400) })
              .run();

            // Drivers: the first `vehicles` drive one each; the rest wait for a vehicle.
            const driverRows = Array.from({ length: size.drivers }, (_, i) => ({
              partnerId: partner.id,
              fname: FIRST[i % FIRST.length],
              lname: LAST[Math.floor(i / FIRST.length) % LAST.length],
              phone: `+23470${String(30_000_000 + i).padStart(8, '0')}`,
              licenceNumber: `LFM${String(i).padStart(6, '0')}AA`,
              licenceClass: 'E',
              createdAt: at(-400 + (i % 30)),
            }));
            insertAll(driverRows, (b) => t.insert(s.drivers).values(b).run());
            const drivers = t.select({ id: s.drivers.id }).from(s.drivers).where(eq(s.drivers.partnerId, partner.id)).orderBy(s.drivers.id).all();

            // Vehicles: route r has vehicles 10r … 10r+9; one route in five is in Abuja.
            const cityOfRoute = (r: number) => (r % 5 === 4 ? 'ABV' : 'LOS');
            const vehicleRows = Array.from({ length: size.vehicles }, (_, i) => ({
              partnerId: partner.id,
              plate: `${cityOfRoute(Math.floor(i / VEHICLES_PER_ROUTE)) === 'LOS' ? 'LSR' : 'ABC'}-${String(i % 1000).padStart(3, '0')}${LETTERS[Math.floor(i / 1000) % LETTERS.length]}${LETTERS[i % LETTERS.length]}`,
              brand: 'Toyota',
              type: 'Bus',
              name: 'Hiace',
              cityId: cityId(cityOfRoute(Math.floor(i / VEHICLES_PER_ROUTE))),
              year: 2015 + (i % 10),
              seats: 14,
              driverId: i < drivers.length ? drivers[i].id : null,
              amenityList: ['Air conditioning'],
              inventoryType: 'shuttle',
              createdAt: at(-400 + (i % 30)),
            }));
            insertAll(vehicleRows, (b) => t.insert(s.vehicles).values(b).run());
            const vehicles = t.select().from(s.vehicles).where(eq(s.vehicles.partnerId, partner.id)).orderBy(s.vehicles.id).all();
            insertAll(
              vehicles.filter((v) => v.driverId !== null).map((v) => ({ vehicleId: v.id, driverId: v.driverId!, assignedAt: v.createdAt, byUserId: owner.id })),
              (b) => t.insert(s.assignments).values(b).run(),
            );

            // Documents, approved and in force, but for a few of each story the portal tells: one vehicle
            // in 50 with a paper expiring within 30 days, one in 200 expired, one in 100 under review.
            const docs: (typeof s.documents.$inferInsert)[] = [];
            const paper = (ownerType: 'vehicle' | 'driver', ownerId: number, type: string, expiresAt: string | null, status: 'approved' | 'pending_review' = 'approved') =>
              docs.push({
                partnerId: partner.id,
                ownerType,
                ownerId,
                type,
                fileUrl: '/files/seed-document.pdf',
                expiresAt,
                status,
                reviewedAt: status === 'approved' ? at(-300) : null,
                createdAt: at(-301),
              });
            vehicles.forEach((v, i) => {
              requiredVehicleDocuments(cityOfRoute(Math.floor(i / VEHICLES_PER_ROUTE))).forEach((type, k) => {
                const expiry = k === 0 && i % 200 === 7 ? addDays(today, -3) : k === 0 && i % 50 === 3 ? addDays(today, 12) : addDays(today, 60 + ((i * 7 + k * 31) % 300));
                paper('vehicle', v.id, type, expiry, k === 1 && i % 100 === 11 ? 'pending_review' : 'approved');
              });
            });
            drivers.forEach((d, i) => {
              paper('driver', d.id, 'driver_licence', addDays(today, i % 150 === 5 ? 20 : 200 + (i % 500)));
              paper('driver', d.id, 'lasdri', addDays(today, 90 + (i % 300)));
            });
            insertAll(docs, (b) => t.insert(s.documents).values(b).run());

            // Routes, each with two stops and one supply cost per vehicle.
            const routeCount = Math.ceil(size.vehicles / VEHICLES_PER_ROUTE);
            const perVehicleDay = Math.max(1, Math.round(size.tripsPerMonth / 30 / size.vehicles));
            const times = departureTimes(perVehicleDay * VEHICLES_PER_ROUTE);
            const lastDay = addDays(today, AHEAD_DAYS);
            const firstDay = addDays(today, -Math.round(size.months * 30.44));
            const insertTrip = db.$client.prepare(
              `INSERT INTO trips (partner_id, route_id, vehicle_id, driver_id, status, starts_at, ends_at, seats, booked, no_shows, cancelled_bookings, gross_kobo, departed_at, cancelled_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, 14, ?, ?, 0, ?, ?, ?)`,
            );
            const insertDeduction = db.$client.prepare(`INSERT INTO deductions (trip_id, cause, amount_kobo) VALUES (?, 'late_departure', 100000)`);
            for (let r = 0; r < routeCount; r++) {
              const onRoute = vehicles.slice(r * VEHICLES_PER_ROUTE, (r + 1) * VEHICLES_PER_ROUTE);
              const city = cityOfRoute(r);
              const route = t
                .insert(s.routes)
                .values({
                  partnerId: partner.id,
                  code: `NFM-${String(r + 1).padStart(3, '0')}`,
                  cityId: cityId(city),
                  name: `${city === 'LOS' ? 'Lagos' : 'Abuja'} line ${r + 1}`,
                  origin: city === 'LOS' ? 'Ikeja' : 'Wuse',
                  destination: city === 'LOS' ? 'Lekki' : 'Gwarinpa',
                  distanceKm: 18 + (r % 20),
                  durationMin: 60,
                  departureTimes: times,
                  vehicleId: onRoute[0].id,
                  driverId: onRoute[0].driverId,
                  tripsUntil: lastDay,
                  createdAt: at(-400),
                })
                .returning()
                .get();
              t.insert(s.routeStops)
                .values([
                  { routeId: route.id, seq: 1, name: route.origin, minutesAfter: 0, pickup: 1, dropoff: 0 },
                  { routeId: route.id, seq: 2, name: route.destination, minutesAfter: 60, pickup: 0, dropoff: 1 },
                ])
                .run();
              const costKobo = (15_000 + (r % 10) * 1_000) * 100;
              t.insert(s.costConfigs)
                .values(onRoute.map((v) => ({ routeId: route.id, vehicleId: v.id, amountKobo: costKobo, effectiveFrom: firstDay, createdAt: at(-400) })))
                .run();
              // The trips: departure j goes to the route's vehicle j mod 10, as the generator shares them.
              for (let day = firstDay; day <= lastDay; day = addDays(day, 1)) {
                times.forEach((time, j) => {
                  const v = onRoute[j % onRoute.length];
                  const start = lagosInstant(day, time);
                  const n = trips++;
                  const cancelled = n % 50 === 17;
                  const booked = cancelled ? 0 : 8 + (n % 7);
                  const result = insertTrip.run(
                    partner.id,
                    route.id,
                    v.id,
                    v.driverId,
                    cancelled ? 'cancelled' : 'scheduled',
                    new Date(start).toISOString(),
                    new Date(start + 60 * 60_000).toISOString(),
                    booked,
                    cancelled ? 0 : n % 9 === 0 ? 1 : 0,
                    cancelled ? 0 : costKobo,
                    cancelled ? null : new Date(start + (n % 13) * 60_000).toISOString(),
                    cancelled ? 'marketplace' : null,
                  );
                  if (!cancelled && n % 40 === 5 && start + 60 * 60_000 < now) insertDeduction.run(result.lastInsertRowid);
                });
              }
            }
            return partner.id;
          }),
        (id) => id,
      ),
    );
  } finally {
    db.$client.exec('CREATE INDEX IF NOT EXISTS trips_driver_starts ON trips (driver_id, starts_at)');
  }
  touchTrips(db);
  // The months already due are paid out to the settlement account, as the marketplace would have.
  ensurePayouts(db, partnerId, now);
  // Its drivers' pay: rules, entries, accounts and the weeks already paid (issue 67 §10).
  seedLargePay(db, partnerId, now);
  return { partnerId, trips };
}
