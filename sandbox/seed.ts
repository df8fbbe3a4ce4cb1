/**
 * Seed data written on the sandbox's first start: reference data (countries, cities,
 * business types, roles, banks, places) and the demo accounts listed in the README, all with
 * the password `demo1234`. Figures are generated with a fixed PRNG seed, relative to "now",
 * so the dashboard always has three months of history ending today.
 */
import dayjs from 'dayjs';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import * as s from './db/schema.js';
import { hashPassword, randomToken } from './lib/crypto.js';
import { seedFleet, seedSmallFleet } from './seed-fleet.js';

type Db = BetterSQLite3Database<typeof s>;

export const DEMO_PASSWORD = 'demo1234';

export const BUSINESS_TYPES = ['Business Name', 'Company', 'Incorporated Trustee', 'Limited Partnership', 'Limited Liability Partnership'];

const COUNTRIES: [string, string, string][] = [
  ['Nigeria', 'NG', '+234'],
  ['Ghana', 'GH', '+233'],
  ['Benin', 'BJ', '+229'],
  ['Cameroon', 'CM', '+237'],
  ["Côte d'Ivoire", 'CI', '+225'],
  ['Egypt', 'EG', '+20'],
  ['Kenya', 'KE', '+254'],
  ['Rwanda', 'RW', '+250'],
  ['Senegal', 'SN', '+221'],
  ['South Africa', 'ZA', '+27'],
  ['Tanzania', 'TZ', '+255'],
  ['Togo', 'TG', '+228'],
  ['Uganda', 'UG', '+256'],
  ['United Kingdom', 'GB', '+44'],
  ['United States', 'US', '+1'],
];

const CITIES: [string, string][] = [
  ['Lagos', 'LOS'],
  ['Abuja', 'ABV'],
  ['Port Harcourt', 'PHC'],
  ['Ibadan', 'IBA'],
  ['Kano', 'KAN'],
  ['Benin City', 'BNI'],
  ['Enugu', 'ENU'],
  ['Kaduna', 'KAD'],
  ['Abeokuta', 'ABK'],
  ['Jos', 'JOS'],
  ['Owerri', 'OWR'],
  ['Calabar', 'CBQ'],
];

export const PARTNER_ROLES: [string, string, string][] = [
  ['partner_earnings_manager', 'Earnings Manager', 'Sees earnings, payouts, payslips and settlement accounts; only the owner adds or changes the payout account.'],
  ['partner_trip_manager', 'Trip Manager', 'Sees the dashboard, trips, manifests and routes.'],
  ['partner_vehicle_manager', 'Vehicle Manager', 'Adds and edits vehicles and their documents.'],
  ['partner_driver_manager', 'Driver Manager', 'Adds and edits drivers and links them to vehicles.'],
  ['partner_staff', 'Staff', 'Sees the team members of the partner.'],
];

const BANKS: [string, string][] = [
  ['044', 'Access Bank'],
  ['023', 'Citibank Nigeria'],
  ['050', 'Ecobank Nigeria'],
  ['070', 'Fidelity Bank'],
  ['011', 'First Bank of Nigeria'],
  ['214', 'First City Monument Bank'],
  ['058', 'Guaranty Trust Bank'],
  ['082', 'Keystone Bank'],
  ['50211', 'Kuda Bank'],
  ['50515', 'Moniepoint MFB'],
  ['999992', 'OPay'],
  ['076', 'Polaris Bank'],
  ['221', 'Stanbic IBTC Bank'],
  ['232', 'Sterling Bank'],
  ['032', 'Union Bank of Nigeria'],
  ['033', 'United Bank for Africa'],
  ['035', 'Wema Bank'],
  ['057', 'Zenith Bank'],
];

const PLACES = [
  '12 Adeola Odeku Street, Victoria Island, Lagos',
  '15 Admiralty Way, Lekki Phase 1, Lagos',
  '3 Allen Avenue, Ikeja, Lagos',
  '27 Awolowo Road, Ikoyi, Lagos',
  '8 Herbert Macaulay Way, Yaba, Lagos',
  '44 Ikorodu Road, Maryland, Lagos',
  '2 Broad Street, Lagos Island, Lagos',
  '19 Opebi Road, Ikeja, Lagos',
  '101 Lekki-Epe Expressway, Ajah, Lagos',
  '6 Oshodi-Apapa Expressway, Oshodi, Lagos',
  '5 Aminu Kano Crescent, Wuse 2, Abuja',
  '23 Ademola Adetokunbo Crescent, Wuse 2, Abuja',
  '14 Gana Street, Maitama, Abuja',
  '9 Herbert Macaulay Way, Central Business District, Abuja',
  '31 Aba Road, Port Harcourt, Rivers',
  '7 Trans-Amadi Road, Port Harcourt, Rivers',
  '18 Ring Road, Ibadan, Oyo',
  '4 Bodija Road, Ibadan, Oyo',
  '12 Murtala Mohammed Way, Kano',
  '22 Airport Road, Benin City, Edo',
  '3 Ogui Road, Enugu',
  '10 Ahmadu Bello Way, Kaduna',
];

function insertUser(db: Db, fname: string, lname: string, email: string, phone: string | null, passwordHash: string) {
  return db.insert(s.users).values({ fname, lname, email, phone, countryCode: 'NG', passwordHash }).returning().get();
}

/** Write all seed data in one transaction. */
export function seed(db: Db, now = dayjs()): void {
  const passwordHash = hashPassword(DEMO_PASSWORD);
  db.transaction((tx) => {
    const t = tx as unknown as Db;
    COUNTRIES.forEach(([name, code, phoneCode], i) => t.insert(s.countries).values({ name, code, phoneCode, sort: i }).run());
    const nigeria = t
      .select()
      .from(s.countries)
      .all()
      .find((c) => c.code === 'NG')!;
    for (const [name, code] of CITIES) t.insert(s.cities).values({ name, code, countryId: nigeria.id }).run();
    const cityRows = t.select().from(s.cities).all();
    const cityId = (code: string) => cityRows.find((c) => c.code === code)!.id;
    for (const name of BUSINESS_TYPES) t.insert(s.businessTypes).values({ name }).run();
    for (const [name, label, description] of PARTNER_ROLES) t.insert(s.roles).values({ name, label, description, group: 'partner' }).run();
    for (const [code, name] of BANKS) t.insert(s.banks).values({ code, name }).run();
    for (const description of PLACES) t.insert(s.places).values({ description }).run();
    const owner = insertUser(t, 'Adaeze', 'Okafor', 'owner@example.com', '+2348030000001', passwordHash);
    const individual = insertUser(t, 'Kunle', 'Balogun', 'individual@example.com', '+2348030000002', passwordHash);
    insertUser(t, 'Ngozi', 'Eze', 'new@example.com', '+2348030000003', passwordHash);
    const driversManager = insertUser(t, 'Musa', 'Bello', 'drivers.manager@example.com', '+2348030000004', passwordHash);
    const twoOrgs = insertUser(t, 'Funmi', 'Adeyemi', 'two.orgs@example.com', '+2348030000005', passwordHash);
    const revoked = insertUser(t, 'Tayo', 'Salami', 'revoked@example.com', '+2348030000006', passwordHash);
    const kanoOwner = insertUser(t, 'Aliyu', 'Garba', 'kano.owner@example.com', '+2348030000007', passwordHash);
    const abujaOwner = insertUser(t, 'Hauwa', 'Musa', 'abuja.owner@example.com', '+2348030000008', passwordHash);
    const fleetManager = insertUser(t, 'Bisi', 'Ojo', 'fleet.manager@example.com', '+2348030000009', passwordHash);

    const lagos = t
      .insert(s.partners)
      .values({
        accountSid: 'PA' + randomToken(12),
        ownerUserId: owner.id,
        mode: 'business',
        companyName: 'Lagos Shuttle Partners Ltd',
        rcNumber: 'RC1432890',
        companyAddress: '12 Adeola Odeku Street, Victoria Island, Lagos',
        businessType: 'Company',
        companyEmail: 'hello@lagosshuttle.example.com',
        companyPhone: '+2348030000001',
        country: 'NG',
        experienceStartDate: '2018-03-01',
        identityStatus: 'completed',
        addressStatus: 'completed',
        identityDocument: { type: 'nin', document_id: '12345678901', fname: 'Adaeze', lname: 'Okafor', dob: '1985-06-14' },
        addressDocument: { full_address: '12 Adeola Odeku Street, Victoria Island, Lagos', files: [] },
      })
      .returning()
      .get();
    t.insert(s.partnerCities)
      .values([
        { partnerId: lagos.id, cityId: cityId('LOS') },
        { partnerId: lagos.id, cityId: cityId('ABV') },
      ])
      .run();
    t.insert(s.companyDocuments).values({ partnerId: lagos.id, type: 'cac_certificate', fileUrl: '/files/seed-cac.pdf', status: 'completed' }).run();

    t.insert(s.partners)
      .values({
        accountSid: 'PA' + randomToken(12),
        ownerUserId: individual.id,
        mode: 'individual',
        companyName: 'Kunle Balogun',
        identityStatus: 'submitted',
        addressStatus: 'not submitted',
        identityDocument: { type: 'bvn', document_id: '22123456789', fname: 'Kunle', lname: 'Balogun', dob: '1990-01-20' },
      })
      .run();

    const kano = t
      .insert(s.partners)
      .values({
        accountSid: 'PA' + randomToken(12),
        ownerUserId: kanoOwner.id,
        mode: 'business',
        companyName: 'Kano Movers Enterprise',
        rcNumber: 'BN7654321',
        companyAddress: '12 Murtala Mohammed Way, Kano',
        businessType: 'Business Name',
        companyEmail: 'info@kanomovers.example.com',
        companyPhone: '+2348030000007',
        country: 'NG',
        experienceStartDate: '2021-09-01',
        identityStatus: 'submitted',
        addressStatus: 'submitted',
      })
      .returning()
      .get();

    const member = (ownerId: number, userId: number, email: string, roles: string[], orgRole: string) =>
      t
        .insert(s.accountMembers)
        .values({ ownerId, userId, memberEmail: email, memberRoles: roles, orgRole, status: 'accepted', inviteCode: randomToken(16) })
        .run();
    member(lagos.id, driversManager.id, driversManager.email, ['partner_driver_manager'], 'staff');
    member(lagos.id, twoOrgs.id, twoOrgs.email, ['partner_trip_manager', 'partner_earnings_manager'], 'admin');
    member(kano.id, twoOrgs.id, twoOrgs.email, ['partner_driver_manager'], 'staff');
    member(lagos.id, revoked.id, revoked.email, [], 'staff');

    t.insert(s.settlementAccounts)
      .values({ partnerId: lagos.id, bankCode: '058', accountNumber: '0123456789', accountName: 'LAGOS SHUTTLE PARTNERS LTD', isDefault: 1, createdAt: now.subtract(90, 'day').toISOString() })
      .run();

    // A second onboarded business, in Abuja, and a manager who holds the same roles in both
    // partners: the case where the API lets a user read records of the partner that is not
    // the active one (issue 20 §1).
    const abuja = t
      .insert(s.partners)
      .values({
        accountSid: 'PA' + randomToken(12),
        ownerUserId: abujaOwner.id,
        mode: 'business',
        companyName: 'Abuja Express Shuttles Ltd',
        rcNumber: 'RC7654321',
        companyAddress: '5 Aminu Kano Crescent, Wuse 2, Abuja',
        businessType: 'Company',
        companyEmail: 'hello@abujaexpress.example.com',
        companyPhone: '+2348030000008',
        country: 'NG',
        experienceStartDate: '2020-05-01',
        identityStatus: 'completed',
        addressStatus: 'completed',
      })
      .returning()
      .get();
    t.insert(s.partnerCities)
      .values({ partnerId: abuja.id, cityId: cityId('ABV') })
      .run();
    const managerRoles = ['partner_driver_manager', 'partner_vehicle_manager', 'partner_trip_manager', 'partner_earnings_manager'];
    member(lagos.id, fleetManager.id, fleetManager.email, managerRoles, 'admin');
    member(abuja.id, fleetManager.id, fleetManager.email, managerRoles, 'admin');

    // The business partner's fleet, routes, three months of trips and payouts (seed-fleet.ts).
    seedFleet(t, { partnerId: lagos.id, ownerUserId: owner.id, cityId, now: now.valueOf() });
    // After the Lagos fleet, so its ids stay those the README and tests name.
    seedSmallFleet(t, { partnerId: abuja.id, cityId, now: now.valueOf() });
  });
}
