/**
 * The upstream contract of the fleet, trips and money (issues 10, 11 and 12): zod schemas of the
 * replies the portal reads. Amounts are integers in kobo; dates are 'YYYY-MM-DD'; times ISO.
 */
import { z } from 'zod';
import { kobo, said, tripPosition } from '~contract/core';

export const documentStateName = z.enum(['approved', 'expiring_soon', 'expired', 'pending_review', 'rejected', 'missing']);

export const fleetDocument = z.object({
  type: z.string(),
  label: z.string(),
  required: z.boolean(),
  state: documentStateName,
  expires_at: z.string().nullable(),
  days_left: z.number().nullable(),
  number: z.string().nullable().optional(),
  rejection_reason: z.string().nullable(),
  document_id: z.number().nullable(),
  uploaded_at: z.string().nullable(),
  replacement: z.object({ id: z.number(), status: z.string(), rejection_reason: z.string().nullable(), uploaded_at: z.string() }).nullable(),
  /** A document not uploaded yet whose expiry an import declared (issue 21 §2). */
  declared_expires_at: z.string().nullable().optional(),
});
export type FleetDocument = z.infer<typeof fleetDocument>;

export const compliance = z.object({ expired: z.boolean(), expiring: z.boolean(), missing: z.boolean(), pending: z.boolean(), worst: z.enum(['expired', 'missing', 'pending', 'expiring', 'ok']) });
export type Compliance = z.infer<typeof compliance>;

export const fleetStatus = z.enum(['pending', 'active', 'inactive', 'suspended']);

/** A sentence in any language (app/domain/readiness.ts `Sentence`): English with `{{placeholders}}`, and its values. */
const sentence = z.object({ text: z.string(), values: z.record(z.string()).optional() });

/** The API's verdict on assigning a record to the vehicle or driver a list was asked `for_…` (issue 42 §1). */
export const assignmentVerdict = z.object({
  status: z.enum(['ready', 'at_risk', 'blocked']),
  note: z.string().nullable(),
  may_assign: z.boolean(),
  /** Why the pair itself is refused (issue 42 §7), when it is. */
  refusal: z.string().nullable().default(null),
  /** `note` and `refusal` as sentences, in order (issue 51 §1): the page says them in its reader's language. */
  words: z.array(sentence).optional(),
  refusal_words: z.array(sentence).optional(),
});

export const driver = z.object({
  id: z.number(),
  partner_id: z.number(),
  fname: z.string(),
  lname: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  dob: z.string().nullable(),
  address: z.string().nullable(),
  licence_number: z.string(),
  licence_class: z.string().nullable(),
  licence_expiry: z.string().nullable(),
  status: fleetStatus,
  partner_status: z.enum(['active', 'inactive']),
  /** Set by the marketplace: why the driver may not work. */
  suspension: z.string().nullable().default(null),
  vehicle: z.object({ id: z.number(), plate: z.string(), type: z.string().optional() }).nullable(),
  compliance,
  documents: z.array(fleetDocument),
  created_at: z.string(),
  /** In a list asked `for_vehicle`: the API's verdict on assigning this driver to it today. */
  assignment: assignmentVerdict.optional(),
});
export type Driver = z.infer<typeof driver>;

export const vehicle = z.object({
  id: z.number(),
  partner_id: z.number(),
  plate: z.string(),
  brand: z.string(),
  model: z.string(),
  model_id: z.number().nullable(),
  type: z.string(),
  year: z.number(),
  seats: z.number(),
  city: z.object({ id: z.number(), name: z.string(), code: z.string() }).nullable(),
  status: fleetStatus,
  partner_status: z.enum(['active', 'inactive']),
  /** Set by the marketplace: why the vehicle may not work. */
  suspension: z.string().nullable().default(null),
  amenity_list: z.array(z.string()),
  driver: z.object({ id: z.number(), name: z.string() }).nullable(),
  compliance,
  documents: z.array(fleetDocument),
  created_at: z.string(),
  /** In a list asked `for_driver`: the API's verdict on assigning this vehicle to them today. */
  assignment: assignmentVerdict.optional(),
});
export type Vehicle = z.infer<typeof vehicle>;

export const assignment = z.object({
  id: z.number(),
  vehicle: z.object({ id: z.number(), plate: z.string() }),
  driver: z.object({ id: z.number(), name: z.string() }),
  assigned_at: z.string(),
  unassigned_at: z.string().nullable(),
});
export type Assignment = z.infer<typeof assignment>;

export const vehicleMake = z.object({
  id: z.number(),
  name: z.string(),
  models: z.array(z.object({ id: z.number(), name: z.string(), type: z.string(), seat_options: z.array(z.number()), first_year: z.number() })),
});
export type VehicleMake = z.infer<typeof vehicleMake>;

export const documentType = z.object({ code: z.string(), label: z.string(), expires: z.boolean(), owner: z.enum(['vehicle', 'driver']), city: z.string().nullable() });
export type DocumentType = z.infer<typeof documentType>;

export const licenceClass = z.object({ code: z.string(), label: z.string(), for_hire: z.boolean().optional() });

/** The readiness rule's answer (app/domain/readiness.ts), as the API sends it. */
export const readinessReason = z.object({
  code: z.enum(['inactive', 'suspended', 'document_missing', 'document_rejected', 'document_under_review', 'document_expired', 'document_expiring', 'licence_class']),
  document: z.string().optional(),
  owner: z.enum(['vehicle', 'driver']),
  message: z.string(),
  fix_href: z.string(),
  fix: z.string(),
  blocking: z.boolean(),
  /** `message` and `fix` as sentences (English with placeholders, and values) a page says in the reader's language. */
  words: z.object({ message: sentence, fix: sentence }).optional(),
});
export const readinessResult = z.object({
  status: z.enum(['ready', 'at_risk', 'blocked']),
  reasons: z.array(readinessReason),
  changes_on: z.string().optional(),
  next_status: z.literal('blocked').optional(),
});

/**
 * The one projection of a partner's fleet for `day` (issues 21, 32 §1; app/domain/readiness.ts
 * `projectFleet`): every vehicle with the drivers who drive it that day (its trips' drivers, else
 * its assigned driver; `driver` is the first), every driver with the vehicle they drive, and each
 * trip of the day, each with its verdict.
 */
const person = z.object({ id: z.number(), name: z.string() });
export const fleetReadiness = z.object({
  day: z.string(),
  vehicles: z.array(z.object({ id: z.number(), plate: z.string(), driver: person.nullable(), drivers: z.array(person).default([]), readiness: readinessResult })),
  drivers: z.array(z.object({ id: z.number(), name: z.string(), vehicle: z.object({ id: z.number(), plate: z.string() }).nullable(), readiness: readinessResult })),
  trips: z.array(z.object({ id: z.number(), starts_at: z.string(), route_code: z.string(), vehicle_id: z.number(), driver_id: z.number(), readiness: readinessResult })).default([]),
  /** How many vehicles and drivers the partner has in all, ready or not: the lists above may leave the ready ones out (`only=attention`). */
  totals: z.object({ vehicles: z.number().int(), drivers: z.number().int() }).optional(),
});
export type FleetReadiness = z.infer<typeof fleetReadiness>;

/** What assigning a driver would do to a vehicle's trips ahead (issue 32 §2): each with its current driver and the new pair's verdict on its day. */
export const assignPreview = z.object({
  vehicle: z.object({ id: z.number(), plate: z.string() }),
  driver: person,
  trips: z.array(z.object({ id: z.number(), starts_at: z.string(), route_code: z.string(), driver: person, readiness: readinessResult })),
});
export type AssignPreview = z.infer<typeof assignPreview>;

const candidateBase = { id: z.number(), partner_status: z.enum(['active', 'inactive']), suspension: z.string().nullable(), documents: z.array(fleetDocument), busy: z.boolean() };
const candidateVehicle = z.object({ ...candidateBase, plate: z.string(), brand: z.string(), model: z.string(), seats: z.number() });
const candidateDriver = z.object({ ...candidateBase, name: z.string(), licence_class: z.string().nullable() });
/**
 * The API's verdict on a candidate (issue 42 §2): what it would answer to the swap — ready, at
 * risk (allowed, with the warning) or blocked (refused) — with every reason in words, most serious
 * first (on another trip, too few seats, no supply cost on the route, a document, a licence class).
 */
export const candidateVerdict = z.object({
  status: z.enum(['ready', 'at_risk', 'blocked']),
  note: z.string().nullable(),
  /** The note's reasons as sentences (issue 44 §2), in its order, for a page to say in the reader's language. */
  words: z.array(sentence).optional(),
});
export type CandidateVerdict = z.infer<typeof candidateVerdict>;
/** Who could take over an upcoming trip, judged on its day by the API (issues 21 §2, 42 §2). */
export const tripCandidates = z.object({
  day: z.string(),
  booked: z.number(),
  current: z.object({ vehicle: candidateVehicle.nullable(), driver: candidateDriver.nullable() }),
  vehicles: z.array(candidateVehicle.extend({ readiness: readinessResult.nullable(), verdict: candidateVerdict })),
  drivers: z.array(candidateDriver.extend({ readiness: readinessResult.nullable(), verdict: candidateVerdict })),
});
export type TripCandidates = z.infer<typeof tripCandidates>;

export const tripStatus = z.enum(['upcoming', 'active', 'completed', 'cancelled']);
export type TripStatus = z.infer<typeof tripStatus>;

/** A route as a trip or a line names it: id, code, name, pickup and destination. */
export const routeRef = z.object({ id: z.number(), code: z.string(), name: z.string(), pickup: z.string(), destination: z.string() });

export const trip = z.object({
  id: z.number(),
  partner_id: z.number(),
  status: tripStatus,
  starts_at: z.string(),
  ends_at: z.string(),
  route: routeRef,
  vehicle: z.object({ id: z.number(), plate: z.string() }),
  driver: z.object({ id: z.number(), name: z.string() }),
  seats: z.number(),
  passengers: z.object({ booked: z.number(), checked_in: z.number() }),
  gross_kobo: kobo,
  deductions_kobo: kobo,
  net_kobo: kobo,
  /** An upcoming or active trip's verdict: its driver on its vehicle on its day (issue 32 §1); null otherwise. */
  readiness: readinessResult.nullable().default(null),
});
export type Trip = z.infer<typeof trip>;

export const stop = z.object({ seq: z.number(), name: z.string(), landmark: z.string().nullable(), minutes_after: z.number(), pickup: z.boolean(), dropoff: z.boolean() });
export type Stop = z.infer<typeof stop>;

export { tripPosition, type TripPosition } from '~contract/core';

/** Where a query about a deduction stands (issue 36 §3), on every line that shows the deduction. */
export const deductionQueryStatus = z.enum(['open', 'upheld', 'refunded', 'partly_refunded']);
export type DeductionQueryStatus = z.infer<typeof deductionQueryStatus>;
export const deductionMark = z.object({ id: z.number(), status: deductionQueryStatus, refunded_kobo: kobo });
/**
 * A deduction on a trip: its id (to query it), cause and amount (a refund is negative, with
 * `note` saying what it refunds), and the latest query about it, if any.
 */
export const deductionItem = z.object({
  id: z.number().optional(),
  cause: z.string(),
  amount_kobo: kobo,
  note: z.string().nullable().optional(),
  query: deductionMark.nullable().optional(),
  /** May it be queried now (taken, never queried, its window open by the API's clock)? */
  may_query: z.boolean().optional(),
});
export type DeductionItem = z.infer<typeof deductionItem>;

export const tripDetail = trip.extend({
  route: routeRef.extend({ distance_km: z.number(), duration_min: z.number() }),
  stops: z.array(stop),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  changes: z.array(z.object({ kind: z.string(), from: z.string().nullable(), to: z.string().nullable(), by: z.string(), at: z.string() })),
  deductions: z.array(deductionItem),
  position: tripPosition.nullable(),
});
export type TripDetail = z.infer<typeof tripDetail>;

export const manifestEntry = z.object({
  id: z.number(),
  passenger: z.string(),
  seat: z.number().nullable(),
  pickup_seq: z.number(),
  dropoff_seq: z.number(),
  status: z.enum(['booked', 'checked_in', 'dropped_off', 'no_show', 'cancelled']),
});
export type ManifestEntry = z.infer<typeof manifestEntry>;

export const route = z.object({
  id: z.number(),
  partner_id: z.number(),
  code: z.string(),
  name: z.string(),
  city: z.object({ id: z.number(), name: z.string().nullable() }),
  pickup: z.string(),
  destination: z.string(),
  days: z.union([z.literal('everyday'), z.array(z.number())]),
  departure_times: z.array(z.string()),
  visibility: z.enum(['public', 'private']),
  distance_km: z.number(),
  duration_min: z.number(),
  vehicle: z.object({ id: z.number(), plate: z.string().nullable() }).nullable(),
  driver: z.object({ id: z.number(), name: z.string().nullable() }).nullable(),
  cost_of_supply_kobo: kobo.nullable(),
});
export type Route = z.infer<typeof route>;
export const routeDetail = route.extend({ stops: z.array(stop), next_trips: z.array(trip) });

/** A bulk import's dry run (per row: ok, or its errors) or its commit (created). */
export const driverImport = z.object({
  import_id: z.string().nullable().optional(),
  valid: z.number().optional(),
  created: z.number().optional(),
  /** The drivers a commit created (issue 32 §8). */
  driver_ids: z.array(z.number()).optional(),
  rows: z.array(z.object({ row: z.number(), ok: z.boolean(), errors: z.array(z.object({ field: z.string(), message: z.string(), words: z.array(said).optional() })) })).optional(),
});
export type DriverImport = z.infer<typeof driverImport>;

/** A partner's reminder settings (issue 21 §4), and whether a pass scan is told to the owner (issue 25 §3). */
export const notificationPreferences = z.object({
  channels: z.array(z.enum(['sms', 'whatsapp', 'email'])),
  daily_time: z.string(),
  recipients: z.enum(['owner', 'owner_and_managers']),
  pass_scan_alerts: z.boolean(),
  /** Hausa, Yoruba and Igbo SMS in plain letters, always (issue 44 §4). */
  plain_letters: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

/** The digest the daily job would send on `day`. */
/** A day's digest as the API would send it (issue 32 §5): the SMS (one segment, or null: nothing to send), the email/WhatsApp detail and the day's headline. */
export const digestPreview = z.object({
  day: z.string(),
  subject: z.string(),
  body: z.string(),
  sms: z.string().nullable().default(null),
  headline: z.string().default(''),
  channels: z.array(z.string()),
  daily_time: z.string(),
  /** Does the person it was asked for receive a digest (issue 42 §5: a member who manages no vehicle or driver does not)? */
  receives: z.boolean().default(true),
});

/** A vehicle's roadside pass as its owner sees it (issue 25 §1): the token the QR carries, and its scans. */
export const vehiclePass = z.object({
  token: z.string(),
  /** The name the pass shows for the partner (a business's trading name; never a person's name). */
  trading_name: z.string(),
  version: z.number().int(),
  created_at: z.string(),
  scans_this_week: z.number().int(),
  last_scanned_at: z.string().nullable(),
});
export type VehiclePass = z.infer<typeof vehiclePass>;

/** One required document on a pass: its standing today, from the readiness rule's facts. */
export const passDocument = z.object({
  type: z.string(),
  label: z.string(),
  status: z.enum(['valid', 'expired', 'under_review', 'rejected', 'missing']),
  expires_at: z.string().nullable(),
  number_last4: z.string().nullable(),
});
export type PassDocument = z.infer<typeof passDocument>;

/**
 * What a scanned pass shows at the roadside (issue 25 §2): the vehicle, its partner's trading
 * name, each required document of its city, whether it can operate today (and the rule's first
 * reason when not), and the scan's verification code (null for a view that was not recorded: a
 * link preview or a HEAD). Nothing about people, and no id the API's paths use (issue 31 §2).
 */
export const passView = z.object({
  vehicle: z.object({ plate: z.string(), make: z.string(), model: z.string(), colour: z.string().nullable() }),
  partner: z.object({ trading_name: z.string() }),
  documents: z.array(passDocument),
  can_operate: z.boolean(),
  /** The blocking reason in the API's words (English), or null. */
  reason: z.string().nullable(),
  /** The same reason as data, for a page that says it in its reader's language (issue 44 §5): whose, which rule, which document type. */
  reason_detail: z.object({ owner: z.enum(['vehicle', 'driver']), code: z.string(), document: z.string().nullable() }).nullable(),
  day: z.string(),
  checked_at: z.string(),
  verification_code: z.string().nullable(),
});
export type PassView = z.infer<typeof passView>;
