/**
 * The demo fleet of "Lagos Shuttle Partners Ltd" (issues 10, 11 and 12), written once by the
 * seed, relative to "now": 15 drivers and 12 vehicles with their documents (2 vehicle documents
 * expiring within 30 days, 1 expired so that vehicle is suspended, 1 rejected as "Document is
 * blurry", 1 vehicle under review, 1 driver's licence expiring within 30 days, 3 drivers
 * without a vehicle), an assignment history, 6 Lagos routes with 5–12 stops each and their
 * supply costs (with one price change), then the trips of the last 100 days and the next 8
 * (sandbox/trips.ts), ratings, and three settled months with payouts (one failed, then paid on
 * retry). Also the fleet's reference data: makes and models, vehicle types and amenities.
 */
import { eq } from 'drizzle-orm';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import * as s from './db/schema.js';
import { requiredVehicleDocuments, VEHICLE_DOCUMENT_TYPES } from './rules/fleet.js';
import { documentSaid, recordActivity } from './activity.js';
import { addDays, ensureTrips, lagosDate, prngFor } from './trips.js';
import { ensurePayouts, monthOf, payoutDateOf, payoutInstant } from './payouts.js';

type Db = BetterSQLite3Database<typeof s>;

export const VEHICLE_TYPES = ['Bus', 'Minibus', 'Van', 'Coaster'] as const;
export const AMENITIES = ['Air conditioning', 'Wi-Fi', 'USB charging', 'Reclining seats', 'CCTV', 'First aid kit', 'Fire extinguisher'] as const;

/** Makes and models: type, seat options, first model year. */
export const MODELS: [make: string, model: string, type: string, seats: number[], firstYear: number][] = [
  ['Toyota', 'Hiace', 'Bus', [14, 16, 18], 1989],
  ['Toyota', 'Coaster', 'Coaster', [26, 30], 1969],
  ['Toyota', 'Sienna', 'Van', [7, 8], 1997],
  ['Mercedes-Benz', 'Sprinter', 'Bus', [12, 16, 18, 20], 1995],
  ['Ford', 'Transit', 'Bus', [12, 14, 15, 17], 1965],
  ['Nissan', 'Urvan', 'Minibus', [12, 14, 15], 1973],
  ['Hyundai', 'H1', 'Van', [8, 11, 12], 1997],
  ['Innoson', 'IVM Uzo', 'Minibus', [15, 18], 2014],
  ['JAC', 'Sunray', 'Bus', [14, 16], 2012],
  ['Kia', 'Carnival', 'Van', [7, 8], 1998],
];

const FIRST_NAMES = ['Chinedu', 'Emeka', 'Tunde', 'Musa', 'Ibrahim', 'Segun', 'Uche', 'Yusuf', 'Femi', 'Kelechi', 'Bayo', 'Sani', 'Obinna', 'Kunle', 'Aliyu'];
const LAST_NAMES = ['Okafor', 'Adeyemi', 'Bello', 'Eze', 'Lawal', 'Okonkwo', 'Abubakar', 'Ogunleye', 'Nwosu', 'Danjuma', 'Balogun', 'Umar', 'Ibe', 'Salami', 'Garba'];
const ADDRESSES = ['14 Agege Motor Road, Mushin, Lagos', '3 Ikorodu Road, Ketu, Lagos', '22 Bode Thomas Street, Surulere, Lagos', '8 Ogba Road, Ogba, Lagos', '5 Ajao Road, Isolo, Lagos'];

/** The 12 vehicles: model index, year, seats, city. */
const FLEET: [model: number, year: number, seats: number, city: 'LOS' | 'ABV'][] = [
  [0, 2019, 14, 'LOS'],
  [3, 2021, 18, 'LOS'],
  [4, 2016, 15, 'LOS'],
  [5, 2018, 14, 'LOS'],
  [6, 2022, 11, 'LOS'],
  [0, 2020, 16, 'LOS'],
  [0, 2017, 14, 'LOS'],
  [3, 2019, 16, 'LOS'],
  [1, 2015, 30, 'LOS'],
  [7, 2023, 18, 'LOS'],
  [8, 2021, 16, 'LOS'],
  [0, 2018, 14, 'ABV'],
];

type StopDef = [name: string, landmark: string, minutes: number];
/** The owner's 6 Lagos routes; the first two run round the clock, so trips are on the road at any hour. */
const ROUTES: {
  code: string;
  name: string;
  days: 'everyday' | number[];
  times: string[];
  km: number;
  minutes: number;
  visibility: 'public' | 'private';
  vehicles: number[];
  cost: [naira: number, from: number][];
  stops: StopDef[];
}[] = [
  {
    code: 'LAG-IKD-01',
    name: 'Ikorodu - CMS',
    days: 'everyday',
    times: Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`),
    km: 32,
    minutes: 90,
    visibility: 'public',
    vehicles: [5, 6],
    cost: [
      [42_000, 130],
      [45_000, 45],
    ],
    stops: [
      ['Ikorodu Garage', 'By the roundabout', 0],
      ['Agric', 'Agric bus stop', 9],
      ['Owode Onirin', 'Spare parts market', 20],
      ['Mile 12', 'Mile 12 market', 31],
      ['Ketu', 'Ketu bus stop', 40],
      ['Ojota', 'New garage', 48],
      ['Maryland', 'Maryland Mall', 57],
      ['Anthony', 'Anthony Village', 63],
      ['Obalende', 'Obalende motor park', 80],
      ['CMS', 'CMS bus terminal', 90],
    ],
  },
  {
    code: 'LAG-IKJ-01',
    name: 'Ikeja - Victoria Island',
    days: 'everyday',
    times: Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:30`),
    km: 24,
    minutes: 75,
    visibility: 'public',
    vehicles: [7, 8],
    // Alike on purpose (issue 70 §4): each seeded vehicle and its costs are data, written out one by one.
    cost: [[48_000, 130]],
    stops: [
      ['Ikeja Along', 'Under the bridge', 0],
      ['Allen Roundabout', 'Allen Avenue', 8],
      ['Obafemi Awolowo Way', 'Alausa', 15],
      ['Maryland', 'Maryland Mall', 24],
      ['Onipanu', 'Onipanu bus stop', 32],
      ['Yaba', 'Tejuosho market', 42],
      ['Adekunle', 'Third Mainland Bridge', 50],
      ['Falomo', 'Falomo roundabout', 63],
      ['Victoria Island', 'Adeola Odeku Street', 75],
    ],
  },
  {
    code: 'LAG-LEK-01',
    name: 'Lekki Phase 1 - Obalende',
    days: [1, 2, 3, 4, 5],
    times: ['06:30', '07:30', '08:30', '17:00', '18:00', '19:00'],
    km: 14,
    minutes: 45,
    visibility: 'public',
    vehicles: [9],
    cost: [[30_000, 130]],
    stops: [
      ['Lekki Phase 1', 'Phase 1 gate', 0],
      ['Admiralty Way', 'Admiralty Mall', 8],
      ['Oniru', 'Oniru market', 18],
      ['Falomo', 'Falomo roundabout', 30],
      ['Obalende', 'Obalende motor park', 45],
    ],
  },
  {
    code: 'LAG-AJA-01',
    name: 'Ajah - Marina',
    days: [1, 2, 3, 4, 5],
    times: ['06:00', '07:00', '08:00', '16:30', '17:30', '18:30'],
    km: 28,
    minutes: 80,
    visibility: 'public',
    vehicles: [10],
    cost: [[50_000, 130]],
    stops: [
      ['Ajah', 'Ajah roundabout', 0],
      ['Abraham Adesanya', 'Abraham Adesanya estate', 7],
      ['VGC', 'Victoria Garden City gate', 15],
      ['Chevron', 'Chevron roundabout', 24],
      ['Jakande', 'Jakande roundabout', 32],
      ['Lekki Phase 1', 'Phase 1 gate', 45],
      ['Falomo', 'Falomo roundabout', 62],
      ['Marina', 'Marina bus terminal', 80],
    ],
  },
  {
    code: 'LAG-BER-01',
    name: 'Berger - Yaba',
    days: 'everyday',
    times: ['06:15', '07:15', '08:15', '17:15', '18:15'],
    km: 18,
    minutes: 55,
    visibility: 'public',
    vehicles: [11],
    cost: [[35_000, 130]],
    stops: [
      ['Berger', 'Berger bus stop', 0],
      ['Ojodu', 'Ojodu Berger', 6],
      ['Alausa', 'Secretariat', 14],
      ['Ikeja', 'Ikeja Underbridge', 22],
      ['Maryland', 'Maryland Mall', 30],
      ['Palmgrove', 'Palmgrove estate', 38],
      ['Jibowu', 'Jibowu bus stop', 46],
      ['Yaba', 'Yaba market', 55],
    ],
  },
  {
    code: 'LAG-OSH-01',
    name: 'Oshodi - Apapa (staff shuttle)',
    days: [1, 2, 3, 4, 5],
    times: ['06:45', '07:45', '16:45', '17:45'],
    km: 20,
    minutes: 60,
    visibility: 'private',
    vehicles: [0],
    cost: [[38_000, 130]],
    stops: [
      ['Oshodi', 'Oshodi Terminal 2', 0],
      ['Ilasamaja', 'Ilasamaja bus stop', 10],
      ['Cele', 'Cele Express', 22],
      ['Ijesha', 'Ijesha bus stop', 33],
      ['Mile 2', 'Mile 2 interchange', 45],
      ['Apapa', 'Apapa wharf gate', 60],
    ],
  },
];

const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** Write the owner's fleet, routes, trips and payouts. `cityId` maps city codes to ids. */
export function seedFleet(t: Db, opts: { partnerId: number; ownerUserId: number; cityId: (code: string) => number; now?: number }): void {
  const now = opts.now ?? Date.now();
  const today = lagosDate(now);
  const day = (offset: number) => addDays(today, offset);
  const at = (offset: number) => new Date(now + offset * 86_400_000).toISOString();
  const rand = prngFor('fleet-seed');

  const makeIds = new Map<string, number>();
  for (const [make] of MODELS) if (!makeIds.has(make)) makeIds.set(make, t.insert(s.vehicleMakes).values({ name: make }).returning().get().id);
  const modelRows = MODELS.map(([make, name, type, seatOptions, firstYear]) =>
    t
      .insert(s.vehicleModels)
      .values({ makeId: makeIds.get(make)!, name, type, seatOptions, firstYear })
      .returning()
      .get(),
  );

  const drivers = FIRST_NAMES.map((fname, i) =>
    t
      .insert(s.drivers)
      .values({
        partnerId: opts.partnerId,
        fname,
        lname: LAST_NAMES[i],
        phone: `+23481${String(20000000 + i * 7919).padStart(8, '0')}`,
        email: `${fname.toLowerCase()}.${LAST_NAMES[i].toLowerCase()}@drivers.example.com`,
        dob: `${1975 + (i % 20)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
        address: ADDRESSES[i % ADDRESSES.length],
        licenceNumber: `LAG${String(100000 + i * 3571).slice(0, 6)}AA${String(i).padStart(2, '0')}`,
        // A bus needs class E; one driver holds B, which the portal warns about.
        licenceClass: i === 13 ? 'B' : 'E',
        createdAt: at(-130 + i),
      })
      .returning()
      .get(),
  );

  const vehicles = FLEET.map(([m, year, seats, city], i) => {
    const model = modelRows[m];
    return t
      .insert(s.vehicles)
      .values({
        partnerId: opts.partnerId,
        plate: `${city === 'LOS' ? 'KJA' : 'ABJ'}-${100 + i * 37}${letters[i % letters.length]}${letters[(i * 7) % letters.length]}`,
        brand: MODELS[m][0],
        type: model.type,
        name: model.name,
        modelId: model.id,
        cityId: opts.cityId(city),
        year,
        seats,
        driverId: drivers[i].id,
        amenityList: AMENITIES.filter((_, k) => (i + k) % 2 === 0),
        inventoryType: 'shuttle',
        createdAt: at(-125 + i),
      })
      .returning()
      .get();
  });

  // Who drove what: everyone since the vehicle joined, and Obinna drove KJA-285 before Uche.
  t.insert(s.assignments)
    .values(vehicles.map((v, i) => ({ vehicleId: v.id, driverId: drivers[i].id, assignedAt: i === 5 ? at(-60) : v.createdAt, byUserId: opts.ownerUserId })))
    .run();
  t.insert(s.assignments)
    .values({ vehicleId: vehicles[5].id, driverId: drivers[12].id, assignedAt: vehicles[5].createdAt, unassignedAt: at(-60), byUserId: opts.ownerUserId })
    .run();

  // Documents: everything approved, except the story the README tells.
  const expiry: Record<string, number> = { vehicle_licence: 200, insurance: 150, roadworthiness: 100, hackney_permit: 250 };
  const docs: (typeof s.documents.$inferInsert)[] = [];
  vehicles.forEach((v, i) => {
    const cityCode = FLEET[i][3];
    for (const type of requiredVehicleDocuments(cityCode)) {
      let expiresAt: string | null = type in expiry ? day(expiry[type] + i * 3) : null;
      let status: 'approved' | 'pending_review' | 'rejected' = 'approved';
      let rejectionReason: string | null = null;
      if (i === 0 && type === 'insurance') expiresAt = day(9);
      if (i === 1 && type === 'roadworthiness') expiresAt = day(20);
      if (i === 2 && type === 'hackney_permit') expiresAt = day(-5);
      if (i === 3 && type === 'cmr') {
        status = 'rejected';
        rejectionReason = 'Document is blurry';
      }
      if (i === 4 && type === 'roadworthiness') status = 'pending_review';
      docs.push({
        partnerId: opts.partnerId,
        ownerType: 'vehicle',
        ownerId: v.id,
        type,
        fileUrl: '/files/seed-document.pdf',
        expiresAt,
        status,
        rejectionReason,
        reviewedAt: status === 'pending_review' ? null : at(-100 + i),
        createdAt: at(status === 'pending_review' ? -1 : -101 + i),
      });
    }
  });
  drivers.forEach((d, i) => {
    docs.push({
      partnerId: opts.partnerId,
      ownerType: 'driver',
      ownerId: d.id,
      type: 'driver_licence',
      number: d.licenceNumber,
      fileUrl: '/files/seed-licence.pdf',
      expiresAt: i === 0 ? day(20) : day(400 + i * 30),
      status: 'approved',
      reviewedAt: at(-120 + i),
      createdAt: at(-121 + i),
    });
    docs.push({
      partnerId: opts.partnerId,
      ownerType: 'driver',
      ownerId: d.id,
      type: 'lasdri',
      number: `LASDRI-${String(40000 + i * 131)}`,
      fileUrl: '/files/seed-lasdri.pdf',
      expiresAt: day(180 + i * 10),
      status: 'approved',
      reviewedAt: at(-120 + i),
      createdAt: at(-121 + i),
    });
  });
  t.insert(s.documents).values(docs).run();

  // Routes with stops and supply costs (per route and vehicle, with one price change).
  for (const r of ROUTES) {
    const route = t
      .insert(s.routes)
      .values({
        partnerId: opts.partnerId,
        code: r.code,
        cityId: opts.cityId('LOS'),
        name: r.name,
        origin: r.stops[0][0],
        destination: r.stops.at(-1)![0],
        distanceKm: r.km,
        durationMin: r.minutes,
        days: r.days,
        departureTimes: r.times,
        visibility: r.visibility,
        vehicleId: vehicles[r.vehicles[0]].id,
        driverId: drivers[r.vehicles[0]].id,
        createdAt: at(-130),
      })
      .returning()
      .get();
    t.insert(s.routeStops)
      .values(r.stops.map(([name, landmark, minutes], i) => ({ routeId: route.id, seq: i + 1, name, landmark, minutesAfter: minutes, pickup: i < r.stops.length - 1 ? 1 : 0, dropoff: i > 0 ? 1 : 0 })))
      .run();
    for (const v of r.vehicles)
      for (const [naira, from] of r.cost)
        t.insert(s.costConfigs)
          .values({ routeId: route.id, vehicleId: vehicles[v].id, amountKobo: naira * 100, effectiveFrom: day(-from), createdAt: at(-from) })
          .run();
  }

  ensureTrips(t as never, now);

  // Ratings of about 40 % of the completed trips.
  const past = t
    .select({ id: s.trips.id, endsAt: s.trips.endsAt, status: s.trips.status })
    .from(s.trips)
    .where(eq(s.trips.partnerId, opts.partnerId))
    .all()
    .filter((trip) => trip.status !== 'cancelled' && Date.parse(trip.endsAt) < now);
  const ratings = past.filter(() => rand() < 0.4).map((trip) => ({ partnerId: opts.partnerId, tripId: trip.id, rating: 6 + Math.floor(rand() * 5) }));
  for (let i = 0; i < ratings.length; i += 200)
    t.insert(s.ratings)
      .values(ratings.slice(i, i + 200))
      .run();

  // The oldest settled month's first payout failed; it was paid on retry two days later.
  const firstMonth = monthOf(day(-100));
  if (payoutInstant(firstMonth) <= now) {
    t.insert(s.payouts)
      .values({
        partnerId: opts.partnerId,
        month: firstMonth,
        amountKobo: 0,
        status: 'failed',
        reason: 'The beneficiary bank was unavailable; the payout will be retried',
        reference: `PO-${firstMonth.replace('-', '')}-${String(opts.partnerId).padStart(4, '0')}-1`,
        bankName: 'Guaranty Trust Bank',
        accountName: 'LAGOS SHUTTLE PARTNERS LTD',
        accountNumber: '0123456789',
        createdAt: `${payoutDateOf(firstMonth)}T09:00:00.000Z`,
      })
      .run();
  }
  ensurePayouts(t as never, opts.partnerId, now);
  // The activity log's history (issue 24 §3), from the same facts: who added whom and what, when.
  const owner = t.select().from(s.users).where(eq(s.users.id, opts.ownerUserId)).get()!;
  const history: { at: string; entry: Omit<Parameters<typeof recordActivity>[1], 'partnerId' | 'actor' | 'at'> }[] = [
    ...drivers.map((d) => ({
      at: d.createdAt,
      entry: { kind: 'driver.added' as const, subject: `${d.fname} ${d.lname}`, detail: { text: 'Licence class {{class}}', values: { class: d.licenceClass ?? '—' } } },
    })),
    ...vehicles.map((v) => ({
      at: v.createdAt,
      entry: { kind: 'vehicle.added' as const, subject: v.plate, detail: { text: '{{vehicle}}, {{seats}} seats', values: { vehicle: `${v.brand} ${v.name}`, seats: String(v.seats) } } },
    })),
    ...vehicles.map((v, i) => ({
      at: i === 5 ? at(-60) : v.createdAt,
      entry: { kind: 'assignment.changed' as const, subject: v.plate, detail: { text: '{{driver}} assigned', values: { driver: `${drivers[i].fname} ${drivers[i].lname}` } } },
    })),
    { at: at(-60), entry: { kind: 'assignment.changed', subject: vehicles[5].plate, detail: { text: '{{driver}} unassigned', values: { driver: `${drivers[12].fname} ${drivers[12].lname}` } } } },
    ...docs
      .filter((d) => d.ownerType === 'vehicle')
      .map((d) => ({
        at: d.createdAt!,
        entry: {
          kind: 'document.uploaded' as const,
          subject: vehicles.find((v) => v.id === d.ownerId)!.plate,
          detail: documentSaid(VEHICLE_DOCUMENT_TYPES.find((x) => x.code === d.type)?.label ?? d.type, d.expiresAt),
        },
      })),
  ];
  history.sort((a, b) => a.at.localeCompare(b.at));
  for (const { at: when, entry } of history) recordActivity(t, { ...entry, partnerId: opts.partnerId, actor: owner, at: Date.parse(when) });

  // The failed attempt was for the same amount as the one paid.
  const paid = t.select().from(s.payouts).where(eq(s.payouts.partnerId, opts.partnerId)).all();
  const retry = paid.find((p) => p.month === firstMonth && p.status === 'paid');
  if (retry)
    t.update(s.payouts)
      .set({ amountKobo: retry.amountKobo })
      .where(eq(s.payouts.reference, `PO-${firstMonth.replace('-', '')}-${String(opts.partnerId).padStart(4, '0')}-1`))
      .run();
}

/**
 * A small fleet for a second partner (Abuja): two vehicles and two drivers with every document
 * approved, one assigned. Written after the Lagos fleet; uses the makes and models it wrote.
 */
export function seedSmallFleet(t: Db, opts: { partnerId: number; cityId: (code: string) => number; now?: number }): void {
  const now = opts.now ?? Date.now();
  const today = lagosDate(now);
  const at = (offset: number) => new Date(now + offset * 86_400_000).toISOString();
  const hiace = t.select().from(s.vehicleModels).where(eq(s.vehicleModels.name, 'Hiace')).get()!;
  const drivers = [
    ['Garba', 'Shehu', '+2348129000001'],
    ['Ifeoma', 'Nnaji', '+2348129000002'],
  ].map(([fname, lname, phone], i) =>
    t
      .insert(s.drivers)
      .values({
        partnerId: opts.partnerId,
        fname,
        lname,
        phone,
        email: null,
        dob: `198${i}-04-1${i}`,
        address: '9 Herbert Macaulay Way, Central Business District, Abuja',
        licenceNumber: `ABJ90000${i}EE`,
        licenceClass: 'E',
        createdAt: at(-60),
      })
      .returning()
      .get(),
  );
  const vehicles = ['ABJ-901FX', 'ABJ-902GY'].map((plate, i) =>
    t
      .insert(s.vehicles)
      .values({
        partnerId: opts.partnerId,
        plate,
        brand: 'Toyota',
        type: hiace.type,
        name: hiace.name,
        modelId: hiace.id,
        cityId: opts.cityId('ABV'),
        year: 2020,
        seats: 14,
        driverId: i === 0 ? drivers[0].id : null,
        amenityList: ['Air conditioning'],
        inventoryType: 'shuttle',
        createdAt: at(-55),
      })
      .returning()
      .get(),
  );
  t.insert(s.assignments)
    .values({ vehicleId: vehicles[0].id, driverId: drivers[0].id, assignedAt: at(-55) })
    .run();
  const docs: (typeof s.documents.$inferInsert)[] = [];
  for (const v of vehicles)
    for (const type of requiredVehicleDocuments('ABV'))
      docs.push({
        partnerId: opts.partnerId,
        ownerType: 'vehicle',
        ownerId: v.id,
        type,
        fileUrl: '/files/seed-document.pdf',
        expiresAt: type === 'proof_of_ownership' ? null : addDays(today, 300),
        status: 'approved',
        reviewedAt: at(-50),
        createdAt: at(-51),
      });
  for (const d of drivers)
    docs.push({
      partnerId: opts.partnerId,
      ownerType: 'driver',
      ownerId: d.id,
      type: 'driver_licence',
      number: d.licenceNumber,
      fileUrl: '/files/seed-licence.pdf',
      expiresAt: addDays(today, 500),
      status: 'approved',
      reviewedAt: at(-50),
      createdAt: at(-51),
    });
  t.insert(s.documents).values(docs).run();
}
