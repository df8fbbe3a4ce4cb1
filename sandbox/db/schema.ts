/**
 * The sandbox database schema (drizzle, SQLite). Money is stored in kobo (integer);
 * timestamps are ISO-8601 strings in UTC. Migrations are generated from this file with
 * `npm run db:generate` into sandbox/migrations. Alike on purpose (issue 70 §4): tables of the same
 * shape (an id, a partner, a record, timestamps) repeat there, as drizzle-kit writes each table out
 * in full; a migration is history, applied once and never edited by hand.
 */
import { sql } from 'drizzle-orm';
import { integer, primaryKey, sqliteTable, text, uniqueIndex, index, type AnySQLiteColumn } from 'drizzle-orm/sqlite-core';

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/** When the row was written (ISO 8601, UTC, set by the database). */
const createdAt = () => text('created_at').notNull().default(now);
/** A required reference: the integer column `name`, pointing at `target` (another table's id). */
const ref = (name: string, target: () => AnySQLiteColumn) => integer(name).notNull().references(target);

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
  /** The person's language (issue 44 §1): 'en-NG', 'pcm', 'ha', 'yo' or 'ig'; null before they chose. */
  language: text('language'),
  createdAt: createdAt(),
});

export const tokens = sqliteTable('tokens', {
  token: text('token').primaryKey(),
  userId: ref('user_id', () => users.id),
  expiresAt: text('expires_at').notNull(),
  createdAt: createdAt(),
});

export const otpCodes = sqliteTable('otp_codes', {
  referenceId: text('reference_id').primaryKey(),
  userId: ref('user_id', () => users.id),
  phone: text('phone').notNull(),
  /** What the code may do: sign in (`login`) or confirm a payout-account change (`payout`, issue 24 §2). */
  purpose: text('purpose', { enum: ['login', 'payout'] })
    .notNull()
    .default('login'),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: text('expires_at').notNull(),
  usedAt: text('used_at'),
  createdAt: createdAt(),
});

export const passwordResets = sqliteTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: ref('user_id', () => users.id),
  expiresAt: text('expires_at').notNull(),
  usedAt: text('used_at'),
  createdAt: createdAt(),
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
  countryId: ref('country_id', () => countries.id),
});

export const businessTypes = sqliteTable('business_types', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
});

export const partners = sqliteTable('partners', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  accountSid: text('account_sid').notNull().unique(),
  ownerUserId: ref('owner_user_id', () => users.id),
  mode: text('mode', { enum: ['business', 'individual'] }).notNull(),
  companyName: text('company_name').notNull(),
  rcNumber: text('rc_number'),
  /** The partner's Tax Identification Number (FIRS), as the company gave it (issue 54 §6); null until given. */
  tin: text('tin'),
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
  createdAt: createdAt(),
});

export const partnerCities = sqliteTable(
  'partner_cities',
  {
    partnerId: ref('partner_id', () => partners.id),
    cityId: ref('city_id', () => cities.id),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.cityId] })],
);

export const companyDocuments = sqliteTable('company_documents', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  partnerId: ref('partner_id', () => partners.id),
  type: text('type').notNull(),
  fileUrl: text('file_url').notNull(),
  status: text('status').notNull().default('pending'),
  createdAt: createdAt(),
});

export const files = sqliteTable('files', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  key: text('key').notNull().unique(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  userId: integer('user_id').references(() => users.id),
  /** A file sent by a driver's document link (issue 43): no user; readable by the partner's members. */
  partnerId: integer('partner_id').references(() => partners.id),
  createdAt: createdAt(),
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
    ownerId: ref('owner_id', () => partners.id),
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
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('account_members_owner_email').on(t.ownerId, t.memberEmail)],
);

/**
 * Drivers of a partner. `status` is what the partner set (active or inactive); the status the
 * API answers (pending, active, inactive, suspended) is computed from it and the documents
 * (sandbox/rules/fleet.ts). `removedAt` marks a soft removal.
 */
export const drivers = sqliteTable(
  'drivers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: ref('partner_id', () => partners.id),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    email: text('email'),
    dob: text('dob'),
    address: text('address'),
    licenceNumber: text('licence_number').notNull(),
    licenceClass: text('licence_class'),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    /** Set by the marketplace: why the driver may not work (null when not suspended). */
    suspendedReason: text('suspended_reason'),
    /**
     * What an import declared before any file was uploaded (issue 21 §2): the licence's expiry,
     * the LASDRI card's number and expiry, kept until the documents themselves arrive.
     */
    declaredLicenceExpiry: text('declared_licence_expiry'),
    declaredLasdriNumber: text('declared_lasdri_number'),
    declaredLasdriExpiry: text('declared_lasdri_expiry'),
    removedAt: text('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('drivers_partner').on(t.partnerId)],
);

/** Vehicles of a partner; `status` as for drivers. `driverId` is the current assignment. */
export const vehicles = sqliteTable(
  'vehicles',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: ref('partner_id', () => partners.id),
    plate: text('plate').notNull().unique(),
    brand: text('brand').notNull(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    modelId: integer('model_id'),
    cityId: integer('city_id').references(() => cities.id),
    year: integer('year').notNull(),
    seats: integer('seats').notNull(),
    status: text('status', { enum: ['active', 'inactive'] })
      .notNull()
      .default('active'),
    driverId: integer('driver_id')
      .references(() => drivers.id)
      .unique(),
    amenityList: text('amenity_list', { mode: 'json' }).$type<string[]>().notNull(),
    inventoryType: text('inventory_type').notNull().default('shuttle'),
    /** Set by the marketplace: why the vehicle may not work (null when not suspended). */
    suspendedReason: text('suspended_reason'),
    removedAt: text('removed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('vehicles_partner').on(t.partnerId)],
);

/** Who drove what and when (a driver drives one vehicle at a time; a vehicle has one driver). */
export const assignments = sqliteTable('assignments', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  vehicleId: ref('vehicle_id', () => vehicles.id),
  driverId: ref('driver_id', () => drivers.id),
  assignedAt: text('assigned_at').notNull(),
  unassignedAt: text('unassigned_at'),
  byUserId: integer('by_user_id').references(() => users.id),
});

export const vehicleMakes = sqliteTable('vehicle_makes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull().unique(),
});

export const vehicleModels = sqliteTable('vehicle_models', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  makeId: ref('make_id', () => vehicleMakes.id),
  name: text('name').notNull(),
  type: text('type').notNull(),
  seatOptions: text('seat_options', { mode: 'json' }).$type<number[]>().notNull(),
  firstYear: integer('first_year').notNull(),
});

/**
 * A document of a driver or a vehicle. The newest approved, not superseded, is in force; a
 * replacement stays `pending_review` until approved, when the old one is superseded. Expiry is
 * a calendar date (YYYY-MM-DD).
 */
export const documents = sqliteTable(
  'documents',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: ref('partner_id', () => partners.id),
    ownerType: text('owner_type', { enum: ['driver', 'vehicle'] }).notNull(),
    ownerId: integer('owner_id').notNull(),
    type: text('type').notNull(),
    number: text('number'),
    fileUrl: text('file_url').notNull(),
    expiresAt: text('expires_at'),
    status: text('status', { enum: ['pending_review', 'approved', 'rejected'] })
      .notNull()
      .default('pending_review'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: text('reviewed_at'),
    supersededAt: text('superseded_at'),
    createdAt: createdAt(),
  },
  (t) => [index('documents_owner').on(t.ownerType, t.ownerId)],
);

/**
 * A route the partner runs: code, stops, days and departure times, with its vehicle and driver.
 * Trips are made from the schedule up to `tripsUntil` (sandbox/trips.ts), so the data stays
 * current as time passes.
 */
export const routes = sqliteTable('routes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  partnerId: integer('partner_id').references(() => partners.id),
  code: text('code').notNull().default(''),
  cityId: ref('city_id', () => cities.id),
  name: text('name').notNull(),
  origin: text('origin').notNull(),
  destination: text('destination').notNull(),
  distanceKm: integer('distance_km').notNull(),
  durationMin: integer('duration_min').notNull().default(60),
  /** 'everyday' or weekday numbers (1 Monday … 7 Sunday). */
  days: text('days', { mode: 'json' })
    .$type<'everyday' | number[]>()
    .notNull()
    .default(sql`'"everyday"'`),
  /** Lagos times, 'HH:mm'. */
  departureTimes: text('departure_times', { mode: 'json' })
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'`),
  visibility: text('visibility', { enum: ['public', 'private'] })
    .notNull()
    .default('public'),
  vehicleId: integer('vehicle_id').references(() => vehicles.id),
  driverId: integer('driver_id').references(() => drivers.id),
  tripsUntil: text('trips_until'),
  createdAt: createdAt(),
});

export const routeStops = sqliteTable('route_stops', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  routeId: ref('route_id', () => routes.id),
  seq: integer('seq').notNull(),
  name: text('name').notNull(),
  landmark: text('landmark'),
  minutesAfter: integer('minutes_after').notNull(),
  pickup: integer('pickup').notNull().default(1),
  dropoff: integer('dropoff').notNull().default(1),
});

/** The supply cost of a route run by a vehicle (the partner's earning per trip), from a date. */
export const costConfigs = sqliteTable('cost_configs', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  routeId: ref('route_id', () => routes.id),
  vehicleId: ref('vehicle_id', () => vehicles.id),
  amountKobo: integer('amount_kobo').notNull(),
  /** YYYY-MM-DD. */
  effectiveFrom: text('effective_from').notNull(),
  createdAt: createdAt(),
});

/**
 * One departure of a route. `status` is 'scheduled' or 'cancelled'; upcoming, active and
 * completed follow from the clock (`startsAt`, `endsAt`). `grossKobo` is the supply cost in
 * force on the trip's date.
 */
export const trips = sqliteTable(
  'trips',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: ref('partner_id', () => partners.id),
    vehicleId: ref('vehicle_id', () => vehicles.id),
    driverId: ref('driver_id', () => drivers.id),
    routeId: ref('route_id', () => routes.id),
    status: text('status', { enum: ['scheduled', 'cancelled'] })
      .notNull()
      .default('scheduled'),
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    seats: integer('seats').notNull().default(14),
    /** Bookings made, and how many of them miss the bus or cancel (the booking rows follow these counts). */
    booked: integer('booked').notNull().default(0),
    noShows: integer('no_shows').notNull().default(0),
    cancelledBookings: integer('cancelled_bookings').notNull().default(0),
    grossKobo: integer('gross_kobo').notNull().default(0),
    /** When the bus actually left its first stop (issue 24 §1: late starts); null for a cancelled trip. Reported once the trip has started. */
    departedAt: text('departed_at'),
    /** Who cancelled a cancelled trip: the marketplace's operations or the driver (issue 24 §1). */
    cancelledBy: text('cancelled_by', { enum: ['marketplace', 'driver'] }),
  },
  (t) => [index('trips_partner_starts').on(t.partnerId, t.startsAt), uniqueIndex('trips_route_departure').on(t.routeId, t.startsAt), index('trips_driver_starts').on(t.driverId, t.startsAt)],
);

/** A passenger's booking on a trip. The portal only ever sees a masked name and the seat. */
export const bookings = sqliteTable(
  'bookings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tripId: ref('trip_id', () => trips.id),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    phone: text('phone').notNull(),
    seat: integer('seat'),
    pickupSeq: integer('pickup_seq').notNull(),
    dropoffSeq: integer('dropoff_seq').notNull(),
    /** What happens to the passenger: rides, misses the bus, or cancels before departure. */
    fate: text('fate', { enum: ['rides', 'no_show', 'cancelled'] })
      .notNull()
      .default('rides'),
  },
  (t) => [index('bookings_trip').on(t.tripId)],
);

/** What changed on a trip, by whom and when. */
export const tripChanges = sqliteTable('trip_changes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  tripId: ref('trip_id', () => trips.id),
  kind: text('kind', { enum: ['driver_swapped', 'vehicle_swapped', 'time_changed', 'cancelled'] }).notNull(),
  fromValue: text('from_value'),
  toValue: text('to_value'),
  byName: text('by_name').notNull(),
  at: text('at').notNull(),
});

/** A deduction from a trip's earning, with its cause, in kobo. Applies once the trip completed. */
export const deductions = sqliteTable(
  'deductions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tripId: ref('trip_id', () => trips.id),
    cause: text('cause').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    /** A refund line's words ("Refund of the late departure on 14-10-2026"); null for a deduction. */
    note: text('note'),
    /** The query a refund line answers (issue 36). */
    queryId: integer('query_id'),
    /**
     * A refund line (issue 41 §1–§2): the deduction it refunds, on that deduction's own trip (so its
     * driver and vehicle); unique, so one deduction is refunded at most once whatever arrives.
     */
    refundOf: integer('refund_of').references((): AnySQLiteColumn => deductions.id),
    /** A refund line's month of payment ('YYYY-MM'): the payout that carries it. Null for a deduction (its trip's month). */
    payMonth: text('pay_month'),
  },
  (t) => [index('deductions_trip').on(t.tripId), uniqueIndex('deductions_refund_of').on(t.refundOf), index('deductions_pay_month').on(t.payMonth)],
);

/**
 * A partner's query about one deduction (issue 36), and the marketplace's answer. A refund
 * becomes a refund line (a negative deduction, `refundDeductionId`) on the next payout.
 */
export const deductionQueries = sqliteTable(
  'deduction_queries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: ref('partner_id', () => partners.id),
    deductionId: ref('deduction_id', () => deductions.id),
    userId: ref('user_id', () => users.id),
    byName: text('by_name').notNull(),
    reason: text('reason').notNull(),
    note: text('note').notNull(),
    evidenceUrl: text('evidence_url'),
    status: text('status', { enum: ['open', 'upheld', 'refunded', 'partly_refunded'] }).notNull(),
    answer: text('answer'),
    refundedKobo: integer('refunded_kobo').notNull().default(0),
    refundDeductionId: integer('refund_deduction_id'),
    createdAt: text('created_at').notNull(),
    decidedAt: text('decided_at'),
  },
  // One query per deduction, ever (issue 41 §1): answered is answered.
  (t) => [index('deduction_queries_partner').on(t.partnerId, t.id), uniqueIndex('deduction_queries_deduction').on(t.deductionId)],
);

/**
 * A payout attempt of a month's settlement to the partner's default settlement account. A
 * month has one settlement (the latest attempt that did not fail is its payout).
 */
export const payouts = sqliteTable(
  'payouts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: ref('partner_id', () => partners.id),
    /** YYYY-MM. */
    month: text('month').notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    status: text('status', { enum: ['pending', 'processing', 'paid', 'held', 'failed', 'reversed'] }).notNull(),
    reason: text('reason'),
    reference: text('reference').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('payouts_partner').on(t.partnerId, t.month)],
);

export const ratings = sqliteTable(
  'ratings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: ref('partner_id', () => partners.id),
    tripId: integer('trip_id').references(() => trips.id),
    /** 1 to 10. */
    rating: integer('rating').notNull(),
  },
  // A trip's rating, one per trip, is read per trip (driver performance, issue 24 §1; the trips' ledger, ADR 0055).
  (t) => [uniqueIndex('ratings_trip').on(t.tripId)],
);

export const banks = sqliteTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const settlementAccounts = sqliteTable('settlement_accounts', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  partnerId: ref('partner_id', () => partners.id),
  bankCode: text('bank_code')
    .notNull()
    .references(() => banks.code),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  /** The payout account (the owner's newest choice); see sandbox/rules/payout-account.ts. */
  isDefault: integer('is_default').notNull().default(0),
  createdAt: createdAt(),
  /** Issue 24 §2: a new or changed payout account cools off for 48 hours before payouts go to it. */
  status: text('status', { enum: ['active', 'cooling_off', 'cancelled'] })
    .notNull()
    .default('active'),
  activeFrom: text('active_from'),
  previousAccountId: integer('previous_account_id'),
  /** SHA-256 of the cancel link's token, sent to the owner by SMS and email. */
  cancelTokenHash: text('cancel_token_hash'),
  cancelledAt: text('cancelled_at'),
});

export const places = sqliteTable('places', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  description: text('description').notNull(),
});

export const outbox = sqliteTable('outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  to: text('to').notNull(),
  channel: text('channel', { enum: ['sms', 'whatsapp', 'email'] }).notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  code: text('code'),
  link: text('link'),
  createdAt: createdAt(),
});

/** Fault injection for tests: the next `remaining` calls matching `pathPattern` answer `status`. */
export const faults = sqliteTable('faults', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  pathPattern: text('path_pattern').notNull(),
  status: integer('status').notNull(),
  message: text('message').notNull(),
  remaining: integer('remaining').notNull().default(1),
});

/**
 * A partner's reminder settings (issue 21 §4): the channels (sms, whatsapp, email), the daily
 * time in Lagos ('HH:MM'), and who receives (the owner, or the owner and the managers of each
 * kind of record).
 */
export const notificationPrefs = sqliteTable('notification_prefs', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id),
  channels: text('channels', { mode: 'json' }).$type<('sms' | 'whatsapp' | 'email')[]>().notNull(),
  dailyTime: text('daily_time').notNull(),
  recipients: text('recipients', { enum: ['owner', 'owner_and_managers'] }).notNull(),
  /** Tell the owner when a vehicle's roadside pass is scanned (issue 25 §3). */
  passScanAlerts: integer('pass_scan_alerts').notNull().default(0),
  /** Hausa, Yoruba and Igbo SMS in plain letters, always (issue 44 §4: "SMS without special letters"). */
  plainLetters: integer('plain_letters').notNull().default(0),
  updatedAt: text('updated_at').notNull().default(now),
});

/**
 * Reminders sent (issue 21 §4), one row per record, subject (a document type or a reason) and
 * threshold ('30', '7', '1' days before an expiry, 'blocked'), for the day it is about: the
 * unique key makes the daily job idempotent, so nothing is sent twice.
 */
export const reminders = sqliteTable(
  'reminders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: ref('partner_id', () => partners.id),
    ownerType: text('owner_type', { enum: ['vehicle', 'driver'] }).notNull(),
    ownerId: integer('owner_id').notNull(),
    subject: text('subject').notNull(),
    threshold: text('threshold').notNull(),
    aboutDay: text('about_day').notNull(),
    sentOn: text('sent_on').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reminders_key').on(t.ownerType, t.ownerId, t.subject, t.threshold, t.aboutDay)],
);

/**
 * Roadside passes (issue 25): one live pass per vehicle at a time, its version counting the
 * replacements. `token` (128 random bits, base64url) is what the QR carries, shown again to the
 * owner; the public page looks a pass up by `token_hash` (SHA-256), never by the token itself.
 */
export const vehiclePasses = sqliteTable(
  'vehicle_passes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    vehicleId: ref('vehicle_id', () => vehicles.id),
    partnerId: ref('partner_id', () => partners.id),
    version: integer('version').notNull(),
    token: text('token').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    replacedAt: text('replaced_at'),
  },
  (t) => [index('vehicle_passes_vehicle').on(t.vehicleId, t.version)],
);

/**
 * Idempotency keys (issue 33 §1; IETF draft-ietf-httpapi-idempotency-key-header): each write sent
 * with an `Idempotency-Key` is kept with its first response, per user (or 'anon' without one), for
 * 24 hours. A repeat with the same key and request gets that response again and writes nothing.
 */
export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state', { enum: ['running', 'done'] }).notNull(),
    status: integer('status'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_key').on(t.scope, t.key), index('idempotency_keys_created').on(t.createdAt)],
);

/** The daily digest sent to a person for a partner's day (issue 32 §5): one per person and day, never repeated. */
export const digests = sqliteTable(
  'digests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: ref('partner_id', () => partners.id),
    userId: ref('user_id', () => users.id),
    day: text('day').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('digests_key').on(t.partnerId, t.userId, t.day)],
);

/**
 * Each scan of a pass: its time and the verification code shown, nothing about who scanned
 * (issue 25 §3). `viewer` is the portal's keyed hash of the scanning address, kept only so that
 * one address counts once an hour (issue 31 §1); `alerted` says this scan sent the owner's SMS
 * (at most one an hour per vehicle).
 */
export const passScans = sqliteTable(
  'pass_scans',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    passId: ref('pass_id', () => vehiclePasses.id),
    vehicleId: integer('vehicle_id').notNull(),
    code: text('code').notNull(),
    scannedAt: text('scanned_at').notNull(),
    viewer: text('viewer'),
    alerted: integer('alerted', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('pass_scans_vehicle').on(t.vehicleId, t.scannedAt), index('pass_scans_code').on(t.code), index('pass_scans_viewer').on(t.passId, t.viewer, t.scannedAt)],
);

/**
 * A partner's request that the marketplace change a vehicle's supply cost (issue 24 §4): the
 * support-request table the marketplace's staff answer (`/__sandbox/cost-requests/:id/decide`).
 */
export const costRequests = sqliteTable(
  'cost_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: ref('partner_id', () => partners.id),
    vehicleId: ref('vehicle_id', () => vehicles.id),
    /** Null: every route of the vehicle. */
    routeId: integer('route_id').references(() => routes.id),
    proposedKobo: integer('proposed_kobo').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['submitted', 'accepted', 'declined'] })
      .notNull()
      .default('submitted'),
    response: text('response'),
    requestedBy: ref('requested_by', () => users.id),
    createdAt: createdAt(),
    decidedAt: text('decided_at'),
  },
  (t) => [index('cost_requests_vehicle').on(t.vehicleId, t.createdAt)],
);

/**
 * The activity log (issue 24 §3): append-only, one row per change, written by the same
 * transaction as the change it records. `actorUserId` null: nobody signed in (a pass scan, the
 * owner's cancel link). `actorName` is kept as it was then; `subject` names what changed (a plate,
 * a driver's name, a masked account) and `detail` says how, both in words.
 */
export const activity = sqliteTable(
  'activity',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: ref('partner_id', () => partners.id),
    actorUserId: integer('actor_user_id').references(() => users.id),
    actorName: text('actor_name').notNull(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull().default(''),
    detail: text('detail').notNull().default(''),
    /** JSON `{ subject, detail }`: each a sentence of contract/activity.ts `ACTIVITY_SENTENCES` with its values, or null (issue 51 §1). */
    words: text('words'),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('activity_partner_time').on(t.partnerId, t.createdAt), index('activity_partner_actor').on(t.partnerId, t.actorUserId, t.createdAt)],
);

/** Devices a user has signed in from (issue 24 §3: "sign-in from a new device"), by a keyed hash of the portal's device id. */
export const userDevices = sqliteTable(
  'user_devices',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: ref('user_id', () => users.id),
    deviceHash: text('device_hash').notNull(),
    label: text('label').notNull(),
    firstSeenAt: text('first_seen_at').notNull(),
  },
  (t) => [uniqueIndex('user_devices_user_device').on(t.userId, t.deviceHash)],
);

/**
 * A driver's document link (issue 43 §2): the documents the owner asked a driver for, behind a
 * 128-bit token kept only as its SHA-256. One live link per driver (a partial unique index): a
 * new one ends the old as 'replaced'; the owner may withdraw it. Valid until `expiresAt`, which a
 * rejection moves on so the same link works again.
 */
export const documentRequests = sqliteTable(
  'document_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: ref('partner_id', () => partners.id),
    driverId: ref('driver_id', () => drivers.id),
    tokenHash: text('token_hash').notNull().unique(),
    channel: text('channel', { enum: ['sms', 'whatsapp'] }).notNull(),
    /** JSON: [{ owner_type: 'driver' | 'vehicle', owner_id, type }] — the documents asked. */
    asked: text('asked').notNull(),
    createdByUserId: ref('created_by_user_id', () => users.id),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    endedAt: text('ended_at'),
    endedReason: text('ended_reason', { enum: ['replaced', 'withdrawn'] }),
    /** The language of the messages to the driver (issue 44 §4), as the partner chose when asking. */
    language: text('language').notNull().default('en-NG'),
  },
  (t) => [
    uniqueIndex('document_requests_live')
      .on(t.driverId)
      .where(sql`ended_at IS NULL`),
  ],
);

/**
 * Further tokens of a link (issue 51 §5): a rejection texts the driver the link again, and since a
 * token is kept only as its hash, it sends a new token of the same link; every token of the link
 * opens it while it is open.
 */
export const documentLinkTokens = sqliteTable('document_link_tokens', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  requestId: ref('request_id', () => documentRequests.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: text('created_at').notNull(),
});

/** What a driver sent through a link (issue 43 §4): one document, awaiting the owner's review, then accepted (a document for the marketplace's review) or rejected with a reason. */
export const documentSubmissions = sqliteTable(
  'document_submissions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    requestId: ref('request_id', () => documentRequests.id),
    partnerId: ref('partner_id', () => partners.id),
    ownerType: text('owner_type', { enum: ['driver', 'vehicle'] }).notNull(),
    ownerId: integer('owner_id').notNull(),
    type: text('type').notNull(),
    fileUrl: text('file_url').notNull(),
    expiresAt: text('expires_at'),
    number: text('number'),
    sentAt: text('sent_at').notNull(),
    status: text('status', { enum: ['awaiting_review', 'accepted', 'rejected'] })
      .notNull()
      .default('awaiting_review'),
    reason: text('reason'),
    reviewedByUserId: integer('reviewed_by_user_id').references(() => users.id),
    reviewedAt: text('reviewed_at'),
    documentId: integer('document_id').references(() => documents.id),
  },
  (t) => [index('document_submissions_request').on(t.requestId), index('document_submissions_owner').on(t.ownerType, t.ownerId)],
);

/** A person's opening of a link (issue 43 §5): once per viewer (a keyed hash of the address) an hour. */
export const documentLinkOpens = sqliteTable(
  'document_link_opens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    requestId: ref('request_id', () => documentRequests.id),
    viewer: text('viewer').notNull(),
    openedAt: text('opened_at').notNull(),
  },
  (t) => [index('document_link_opens_viewer').on(t.requestId, t.viewer, t.openedAt)],
);

/**
 * The partner's pay rules for its drivers (issue 53 §1): `driverId` null is the fleet's default.
 * A rule is never edited: a change is a new row from a later date (app/domain/driver-pay.ts).
 */
export const payRules = sqliteTable(
  'pay_rules',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: ref('partner_id', () => partners.id),
    driverId: integer('driver_id').references(() => drivers.id),
    basis: text('basis', { enum: ['share', 'per_day', 'per_trip'] }).notNull(),
    /** Basis points of the driver's net (3,000 = 30 %), for `share`. */
    shareBp: integer('share_bp').notNull().default(0),
    /** Kobo per day driven or per trip completed. */
    amountKobo: integer('amount_kobo').notNull().default(0),
    period: text('period', { enum: ['week', 'month'] }).notNull(),
    /** 'YYYY-MM-DD': in force for trips from this day on (issue 67 §3). */
    fromDate: text('from_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('pay_rules_partner').on(t.partnerId, t.driverId)],
);

/**
 * The owner's entries for a driver (issue 67 §4): an advance or a recovery (taken back from pay), a
 * bonus (added), or the reversal of another (`reversesId`, once). Append-only (triggers): a wrong
 * entry is reversed, never edited or deleted; each says who made it and when.
 */
export const payEntries = sqliteTable(
  'pay_entries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: ref('partner_id', () => partners.id),
    driverId: ref('driver_id', () => drivers.id),
    kind: text('kind', { enum: ['advance', 'recovery', 'bonus', 'reversal'] }).notNull(),
    amountKobo: integer('amount_kobo').notNull(),
    /** 'YYYY-MM-DD' (Lagos): the period it falls in (a paid one's: a correction in the next open period). */
    day: text('day').notNull(),
    note: text('note').notNull().default(''),
    reversesId: integer('reverses_id'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('pay_entries_driver').on(t.partnerId, t.driverId, t.day)],
);

/**
 * A driver's period paid (issue 67 §1, §5): the slip as it was paid (figures, `slip` JSON for the
 * pages, the account it went to), never changed (a trigger), never two covering one day of a driver
 * (a trigger), voided with a reason while it is the driver's latest.
 */
export const payPayments = sqliteTable('pay_payments', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  partnerId: ref('partner_id', () => partners.id),
  driverId: ref('driver_id', () => drivers.id),
  period: text('period', { enum: ['week', 'month'] }).notNull(),
  periodStart: text('period_start').notNull(),
  periodEnd: text('period_end').notNull(),
  /**
   * The first day this payment answers for: the day after the driver's payment before (or their
   * ledger's first day); days before its period had nothing when it was paid, so what arrives in
   * them later corrects this payment.
   */
  reachStart: text('reach_start').notNull(),
  trips: integer('trips').notNull(),
  netKobo: integer('net_kobo').notNull(),
  grossPayKobo: integer('gross_pay_kobo').notNull(),
  bonusKobo: integer('bonus_kobo').notNull(),
  correctionsKobo: integer('corrections_kobo').notNull(),
  returnedKobo: integer('returned_kobo').notNull(),
  owedKobo: integer('owed_kobo').notNull(),
  takenKobo: integer('taken_kobo').notNull(),
  amountKobo: integer('amount_kobo').notNull(),
  carriedKobo: integer('carried_kobo').notNull(),
  /** The slip as paid, as the API answered it (JSON). */
  slip: text('slip').notNull(),
  bankName: text('bank_name'),
  accountNumber: text('account_number'),
  accountName: text('account_name'),
  nameMatches: integer('name_matches', { mode: 'boolean' }),
  /** The transfer's own reference, unique per driver and period (the bank file's), for reconciliation. */
  transferRef: text('transfer_ref').notNull(),
  /** The owner's reference of the transfer made. */
  reference: text('reference').notNull(),
  paidOn: text('paid_on').notNull(),
  createdByUserId: integer('created_by_user_id').references(() => users.id),
  createdAt: text('created_at').notNull(),
  voidedAt: text('voided_at'),
  voidReason: text('void_reason'),
  voidedByUserId: integer('voided_by_user_id').references(() => users.id),
});

/**
 * What a payment froze, line by line: each trip's net and part of the pay (`trip`), each entry
 * booked (`entry`), each correction of an earlier payment it carried (`correction`,
 * `correctsPaymentId`) and each debt it carried out (`debt`, JSON). Append-only.
 */
export const payPaymentItems = sqliteTable('pay_payment_items', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  paymentId: ref('payment_id', () => payPayments.id),
  kind: text('kind', { enum: ['trip', 'entry', 'correction', 'debt'] }).notNull(),
  tripId: integer('trip_id'),
  entryId: integer('entry_id'),
  correctsPaymentId: integer('corrects_payment_id'),
  day: text('day').notNull(),
  netKobo: integer('net_kobo'),
  payKobo: integer('pay_kobo').notNull(),
  ruleId: integer('rule_id'),
  debt: text('debt'),
});

/** Payments whose facts changed since they were paid (kept by triggers, sandbox/pay/triggers.ts): their corrections are worked out on the next read. */
export const payDirty = sqliteTable('pay_dirty', { paymentId: integer('payment_id').primaryKey() });

/**
 * A driver's pay statement link (issue 53 §4): one driver's pay for one period behind a 128-bit
 * token kept only as its SHA-256, sent by SMS or WhatsApp in the language the owner chose. Read
 * without an account until `expiresAt`; a newer link for the same driver and period replaces it.
 */
export const payStatementLinks = sqliteTable(
  'pay_statement_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: ref('partner_id', () => partners.id),
    driverId: ref('driver_id', () => drivers.id),
    tokenHash: text('token_hash').notNull().unique(),
    period: text('period', { enum: ['week', 'month'] }).notNull(),
    periodStart: text('period_start').notNull(),
    channel: text('channel', { enum: ['sms', 'whatsapp'] }).notNull(),
    language: text('language').notNull().default('en-NG'),
    createdByUserId: ref('created_by_user_id', () => users.id),
    createdAt: text('created_at').notNull(),
    expiresAt: text('expires_at').notNull(),
    replacedAt: text('replaced_at'),
    /** When the driver first opened it (a person's view, not a link preview). */
    openedAt: text('opened_at'),
  },
  (t) => [index('pay_statement_links_driver').on(t.partnerId, t.driverId, t.periodStart)],
);

/**
 * A driver's "This is not right" on a statement (issue 67 §8): one per driver and period, which the
 * owner answers once; the driver reads the answer on the same link.
 */
export const payQueries = sqliteTable('pay_queries', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  partnerId: ref('partner_id', () => partners.id),
  driverId: ref('driver_id', () => drivers.id),
  linkId: ref('link_id', () => payStatementLinks.id),
  period: text('period', { enum: ['week', 'month'] }).notNull(),
  periodStart: text('period_start').notNull(),
  periodEnd: text('period_end').notNull(),
  note: text('note').notNull(),
  createdAt: text('created_at').notNull(),
  answer: text('answer'),
  answeredByUserId: integer('answered_by_user_id').references(() => users.id),
  answeredAt: text('answered_at'),
});

/**
 * The bank account a partner pays a driver into (issue 53 §3: the bank's bulk-transfer CSV): one
 * per driver and partner, its holder's name as the bank's name enquiry answered it.
 */
export const payAccounts = sqliteTable(
  'pay_accounts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    partnerId: ref('partner_id', () => partners.id),
    driverId: ref('driver_id', () => drivers.id),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    /** Does the holder's name match the driver's (sandbox/pay/names.ts)? A mismatch was confirmed by `confirmedByUserId`. */
    nameMatches: integer('name_matches', { mode: 'boolean' }).notNull().default(true),
    confirmedByUserId: integer('confirmed_by_user_id').references(() => users.id),
    updatedAt: text('updated_at').notNull(),
  },
  (t) => [uniqueIndex('pay_accounts_driver').on(t.partnerId, t.driverId)],
);
