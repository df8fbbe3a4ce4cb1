/**
 * The upstream contract (spec sections 3 and 7): zod schemas of the replies the portal reads.
 * Replies are parsed as `unknown`; unknown extra fields are dropped. Amounts are integers in
 * kobo (issue 12); a reply with a fractional amount does not match the contract.
 */
import { z } from 'zod';

/** An amount of money: a whole number of kobo. */
export const kobo = z.number().int();

/** `{ data: T }`, the envelope of every reply. */
export const envelope = <T extends z.ZodTypeAny>(data: T) => z.object({ data });
/** `{ data: T[], metadata: { total } }`, a paged list. */
export const paged = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ data: z.array(item), metadata: z.object({ total: z.number(), page: z.number().optional(), perPage: z.number().optional(), next: z.string().nullable().optional() }) });

/**
 * A sentence the API says (issue 51 §1): English with `{{placeholders}}` — a key of the portal's
 * catalogues — and its values; a value may itself be a sentence (a reason inside a refusal).
 * The portal says it in the reader's language; `message` beside it is the same in English.
 */
export type Said = { text: string; values?: Record<string, string | Said> };
export const said: z.ZodType<Said> = z.lazy(() => z.object({ text: z.string(), values: z.record(z.union([z.string(), said])).optional() }));

/**
 * The error body `{ message, code, errors?, words? }`; every field optional since failures vary.
 * `words`: the message as sentences (said one after another, '; ' between), for the reader's language.
 */
export const errorBody = z.object({ message: z.string().optional(), code: z.string().optional(), errors: z.record(z.array(z.string())).optional(), words: z.array(said).optional() }).passthrough();

export const country = z.object({ id: z.number().optional(), name: z.string().optional(), code: z.string(), phone_code: z.string() });
export type Country = z.infer<typeof country>;

export const city = z.object({ id: z.number(), name: z.string(), code: z.string(), country_id: z.number() });
export type City = z.infer<typeof city>;

export const user = z.object({
  id: z.number(),
  fname: z.string(),
  lname: z.string(),
  email: z.string(),
  phone: z.string().nullable().optional(),
  country_code: z.string().nullable().optional(),
  avatar: z.string().nullable().optional(),
  role: z.string().nullable().optional(),
  /** The person's saved language (issue 44 §1), a code of app/i18n/languages; null before they chose. */
  language: z.string().nullable().optional(),
});
export type User = z.infer<typeof user>;

export const userWithToken = user.extend({ token: z.string().min(1) });

/** Login's reply: the session object. `data` may be missing, which is 'Login failed!'. */
export const loginReply = z.object({
  data: z
    .object({ token: z.string().min(1), user })
    .nullable()
    .optional(),
});

export const partnerRef = z.object({ id: z.number(), account_sid: z.string(), company_name: z.string(), mode: z.enum(['business', 'individual']) });
export type PartnerRef = z.infer<typeof partnerRef>;

export const membership = z.object({
  id: z.number().nullable().optional(),
  role: z.string(),
  disabled: z.number().optional().default(0),
  partner: partnerRef,
  roles: z.array(z.object({ name: z.string() })),
  supportedCities: z.array(city).default([]),
});
export type Membership = z.infer<typeof membership>;

export const kycStatus = z.object({
  identity: z.object({ status: z.string() }),
  address: z.object({ status: z.string() }),
  partner_type: z.enum(['business', 'individual']),
});
export type KycStatus = z.infer<typeof kycStatus>;

export const partner = partnerRef.extend({
  rc_number: z.string().nullable().optional(),
  tin: z.string().nullable().optional(),
  company_address: z.string().nullable().optional(),
  business_type: z.string().nullable().optional(),
  company_email: z.string().nullable().optional(),
  company_phone: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  experience_start_date: z.string().nullable().optional(),
});
export type Partner = z.infer<typeof partner>;

export const otpRequestReply = envelope(z.object({ reference_id: z.string(), resend_after: z.number().optional() }));

export const role = z.object({ id: z.number(), name: z.string(), label: z.string(), description: z.string() });
export type Role = z.infer<typeof role>;

export const accountMember = z.object({
  id: z.number(),
  owner_id: z.number(),
  owner_type: z.string(),
  member_email: z.string(),
  member_roles: z.array(z.string()),
  disabled: z.number(),
  status: z.string().optional(),
  member_info: z.object({ fname: z.string(), lname: z.string() }).nullable().optional(),
});
export type AccountMember = z.infer<typeof accountMember>;

export const dashboardSummary = z.object({
  total_drivers: z.number(),
  total_vehicles: z.number(),
  companyDocs: z.array(z.object({ type: z.string(), status: z.string() })).default([]),
  total_upcoming_trips: z.number(),
  total_active_trips: z.number(),
  total_completed_trips: z.number(),
  total_cancelled_trips: z.number().default(0),
  trips_today: z.number().default(0),
  /** Unsettled now (whatever the period), and the period's net earnings. */
  earningsSummary: z.object({ unsettledEarnings: z.object({ amount: kobo }), periodEarnings: z.object({ amount: kobo }).optional() }),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const tripStat = z.object({ date: z.string(), total: z.number() });
export const ratings = z.object({ count: z.number(), rating: z.number() });

export const settlementAccount = z.object({
  id: z.number(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
  /** The payout account: the owner's newest choice (it may still be cooling off). */
  is_default: z.boolean(),
  created_at: z.string().optional(),
  /** Issue 24 §2: a new or changed payout account cools off for 48 hours; `cancelled` when the owner undid the change. */
  status: z.enum(['active', 'cooling_off', 'cancelled']),
  /** When a cooling-off account starts receiving payouts (ISO). */
  active_from: z.string().nullable(),
  /** Payouts made now go to this account (the rule of sandbox/rules/payout-account.ts, at the API's clock). */
  receives_payouts: z.boolean(),
});
export type SettlementAccount = z.infer<typeof settlementAccount>;

/**
 * POST /partner-payout/v1/confirmation-codes (issue 24 §2): a code is on its way by SMS to the
 * owner's phone (shown masked to its last 4 digits); it confirms one payout-account change within
 * `expires_in` seconds, and another may be asked for after `resend_after` seconds.
 */
export const payoutConfirmationCode = z.object({ reference_id: z.string(), phone: z.string(), resend_after: z.number(), expires_in: z.number() });
export type PayoutConfirmationCode = z.infer<typeof payoutConfirmationCode>;

/** A bank account as a cancel page shows it: the number masked to its last 4 digits. */
const maskedAccount = z.object({ bank_name: z.string(), account_name: z.string(), account_number: z.string() });
/**
 * GET /v1/payout-account-changes/:token (no sign-in: the token is the owner's link, issue 24 §2):
 * `pending` while the change can be cancelled; `cancelled` once it was; `expired` when the
 * 48 hours passed and the change took effect. `current` is where payouts go now.
 */
export const payoutAccountChange = z.object({
  state: z.enum(['pending', 'cancelled', 'expired']),
  partner: z.string(),
  account: maskedAccount,
  previous: maskedAccount.nullable(),
  current: maskedAccount.nullable(),
  active_from: z.string().nullable(),
});
export type PayoutAccountChange = z.infer<typeof payoutAccountChange>;

/** Where a running trip is: its last and next stop, the ETA in minutes, the speed, the reading's ISO time. */
export const tripPosition = z.object({
  last_stop_index: z.number(),
  last_stop: z.string().nullable(),
  next_stop_index: z.number().nullable(),
  next_stop: z.string().nullable(),
  eta_minutes: z.number(),
  speed_kmh: z.number(),
  at: z.string(),
});
export type TripPosition = z.infer<typeof tripPosition>;

/** A running trip's position with whose it is: GET /v1/partners/:id/live and the `trip-position` event. */
export const vehiclePosition = tripPosition.extend({
  trip_id: z.number(),
  vehicle_id: z.number(),
  partner_id: z.number(),
  plate: z.string(),
  route: z.string(),
  route_code: z.string(),
});
export type VehiclePosition = z.infer<typeof vehiclePosition>;

/** An invitation on /invitations (spec section 3: id is the partner's, company_name). */
export const invitation = z.object({ id: z.number(), invite_id: z.number(), company_name: z.string(), member_roles: z.array(z.string()).default([]) });
export type Invitation = z.infer<typeof invitation>;

/** An invitation looked up by code on /accept-invite. */
export const inviteLookup = z.object({
  id: z.number(),
  member_email: z.string(),
  status: z.string(),
  company_name: z.string(),
  partner: partnerRef,
  roles: z.array(z.object({ name: z.string(), label: z.string(), description: z.string() })),
  user_exists: z.boolean(),
});
export type InviteLookup = z.infer<typeof inviteLookup>;

/** A company document on the KYC page. */
export const companyDocument = z.object({ id: z.number(), type: z.string(), file_url: z.string(), status: z.string(), created_at: z.string() });
/** An address suggestion. */
export const place = z.object({ id: z.number(), description: z.string() });
export const businessType = z.object({ id: z.number(), name: z.string() });
/** The upload endpoint's reply (S3's shape): the stored files' URLs. */
export const uploadReply = z.object({ files: z.array(z.object({ Location: z.string() })).min(1) });
export const bank = z.object({ code: z.string(), name: z.string() });
/** POST /v1/banks/resolve: the account's name as the bank holds it. */
export const resolvedAccount = z.object({ account_name: z.string(), bank_name: z.string() });
/** A reference list entry known by its name (vehicle types, amenities). */
export const named = z.object({ name: z.string() });

/**
 * The telemetry socket's contract (spec section 4 "Realtime client"): the server's events and
 * their payloads, and the acknowledgement of `join-rooms`. The portal parses every payload it
 * receives with these; the sandbox's emitter is typed by them.
 */
export const socketEvents = {
  'trip-position': vehiclePosition,
} as const;
export type SocketEvent = keyof typeof socketEvents;
export const joinAck = z.object({ joined: z.array(z.string()), rejected: z.array(z.string()) });
export type JoinAck = z.infer<typeof joinAck>;
