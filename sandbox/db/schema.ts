/**
 * The sandbox database schema (drizzle, SQLite). Money is stored in kobo (integer);
 * timestamps are ISO-8601 strings in UTC. Migrations are generated from this file with
 * `npm run db:generate` into sandbox/migrations.
 */
import { sql } from 'drizzle-orm';
import { integer, primaryKey, sqliteTable, text, uniqueIndex, index } from 'drizzle-orm/sqlite-core';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

export const users = sqliteTable('users', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  fname: text('fname').notNull(),
  lname: text('lname').notNull(),
  email: text('email').notNull().unique(),
  phone: text('phone'),
  countryCode: text('country_code').notNull().default('NG'),
  passwordHash: text('password_hash').notNull(),
  avatar: text('avatar'),
  role: text('role'),
  createdAt: text('created_at').notNull().default(now),
});

export const tokens = sqliteTable('tokens', {
  token: text('token').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: text('expires_at').notNull(),
  createdAt: text('created_at').notNull().default(now),
});

export const otpCodes = sqliteTable('otp_codes', {
  referenceId: text('reference_id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  phone: text('phone').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: text('expires_at').notNull(),
  usedAt: text('used_at'),
  createdAt: text('created_at').notNull().default(now),
});

export const passwordResets = sqliteTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  expiresAt: text('expires_at').notNull(),
  usedAt: text('used_at'),
  createdAt: text('created_at').notNull().default(now),
});

export const countries = sqliteTable('countries', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  phoneCode: text('phone_code').notNull(),
  sort: integer('sort').notNull().default(100),
});

export const cities = sqliteTable('cities', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  countryId: integer('country_id')
    .notNull()
    .references(() => countries.id),
});

export const businessTypes = sqliteTable('business_types', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
});

export const partners = sqliteTable('partners', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  accountSid: text('account_sid').notNull().unique(),
  ownerUserId: integer('owner_user_id')
    .notNull()
    .references(() => users.id),
  mode: text('mode', { enum: ['business', 'individual'] }).notNull(),
  companyName: text('company_name').notNull(),
  rcNumber: text('rc_number'),
  companyAddress: text('company_address'),
  businessType: text('business_type'),
  companyEmail: text('company_email'),
  companyPhone: text('company_phone'),
  country: text('country'),
  experienceStartDate: text('experience_start_date'),
  identityStatus: text('identity_status').notNull().default('not submitted'),
  addressStatus: text('address_status').notNull().default('not submitted'),
  identityDocument: text('identity_document', { mode: 'json' }),
  addressDocument: text('address_document', { mode: 'json' }),
  createdAt: text('created_at').notNull().default(now),
});

export const partnerCities = sqliteTable(
  'partner_cities',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.cityId] })],
);

export const companyDocuments = sqliteTable('company_documents', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  partnerId: integer('partner_id')
    .notNull()
    .references(() => partners.id),
  type: text('type').notNull(),
  fileUrl: text('file_url').notNull(),
  status: text('status').notNull().default('pending'),
  createdAt: text('created_at').notNull().default(now),
});

export const files = sqliteTable('files', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  key: text('key').notNull().unique(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  userId: integer('user_id').references(() => users.id),
  createdAt: text('created_at').notNull().default(now),
});

export const roles = sqliteTable('roles', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
  group: text('group').notNull(),
  label: text('label').notNull(),
  description: text('description').notNull(),
});

export const accountMembers = sqliteTable(
  'account_members',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => partners.id),
    ownerType: text('owner_type').notNull().default('partner'),
    memberEmail: text('member_email').notNull(),
    memberRoles: text('member_roles', { mode: 'json' }).$type<string[]>().notNull(),
    orgRole: text('org_role').notNull().default('staff'),
    disabled: integer('disabled').notNull().default(0),
    userId: integer('user_id').references(() => users.id),
    inviteCode: text('invite_code').notNull().unique(),
    status: text('status', { enum: ['pending', 'accepted', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: text('created_at').notNull().default(now),
  },
  (t) => [uniqueIndex('account_members_owner_email').on(t.ownerId, t.memberEmail)],
);

export const drivers = sqliteTable('drivers', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  partnerId: integer('partner_id')
    .notNull()
    .references(() => partners.id),
  fname: text('fname').notNull(),
  lname: text('lname').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
  licenceNumber: text('licence_number').notNull(),
  status: text('status').notNull().default('active'),
  createdAt: text('created_at').notNull().default(now),
});

export const vehicles = sqliteTable('vehicles', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  partnerId: integer('partner_id')
    .notNull()
    .references(() => partners.id),
  plate: text('plate').notNull().unique(),
  brand: text('brand').notNull(),
  type: text('type').notNull(),
  name: text('name').notNull(),
  year: integer('year').notNull(),
  seats: integer('seats').notNull(),
  status: text('status').notNull().default('active'),
  driverId: integer('driver_id').references(() => drivers.id),
  amenityList: text('amenity_list', { mode: 'json' }).$type<string[]>().notNull(),
  inventoryType: text('inventory_type').notNull().default('shuttle'),
  createdAt: text('created_at').notNull().default(now),
});

export const routes = sqliteTable('routes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  cityId: integer('city_id')
    .notNull()
    .references(() => cities.id),
  name: text('name').notNull(),
  origin: text('origin').notNull(),
  destination: text('destination').notNull(),
  distanceKm: integer('distance_km').notNull(),
  /** Points of the route as [lat, lng] pairs, for the telemetry simulator. */
  path: text('path', { mode: 'json' }).$type<[number, number][]>().notNull(),
});

export const trips = sqliteTable(
  'trips',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id),
    routeId: integer('route_id')
      .notNull()
      .references(() => routes.id),
    status: text('status', { enum: ['upcoming', 'active', 'completed', 'cancelled'] }).notNull(),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at'),
    passengers: integer('passengers').notNull().default(0),
    /** The partner's share of the trip's fares, in kobo. */
    earningKobo: integer('earning_kobo').notNull().default(0),
    settled: integer('settled').notNull().default(0),
  },
  (t) => [index('trips_partner_starts').on(t.partnerId, t.startsAt)],
);

export const ratings = sqliteTable('ratings', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  partnerId: integer('partner_id')
    .notNull()
    .references(() => partners.id),
  tripId: integer('trip_id').references(() => trips.id),
  /** 1 to 10. */
  rating: integer('rating').notNull(),
});

export const banks = sqliteTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const settlementAccounts = sqliteTable('settlement_accounts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  partnerId: integer('partner_id')
    .notNull()
    .references(() => partners.id),
  bankCode: text('bank_code')
    .notNull()
    .references(() => banks.code),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  isDefault: integer('is_default').notNull().default(0),
  createdAt: text('created_at').notNull().default(now),
});

export const places = sqliteTable('places', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  description: text('description').notNull(),
});

export const outbox = sqliteTable('outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  code: text('code'),
  link: text('link'),
  createdAt: text('created_at').notNull().default(now),
});

/** Fault injection for tests: the next `remaining` calls matching `pathPattern` answer `status`. */
export const faults = sqliteTable('faults', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  pathPattern: text('path_pattern').notNull(),
  status: integer('status').notNull(),
  message: text('message').notNull(),
  remaining: integer('remaining').notNull().default(1),
});
