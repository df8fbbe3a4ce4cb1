/**
 * The upstream contract's request bodies (spec section 7; issue 22 §1): what the portal sends and
 * what the marketplace accepts, in one place. The portal's client types its calls with these
 * (`z.input`), and the sandbox validates each body with the same schema, adding only what needs
 * its data (reference lists, uniqueness, the partner's cities) on top. Dates are 'YYYY-MM-DD',
 * phones E.164, amounts integer kobo.
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from '~contract/languages';
import { LICENCE_CLASSES } from '~contract/licence-classes';
import { DEDUCTION_QUERY_REASONS, QUERY_NOTE_MAX, type DeductionQueryReason } from '~contract/constants';
import { ISO_DATE } from '~contract/lagos-time';

export const isoDate = z.string().regex(ISO_DATE, 'must be a date (YYYY-MM-DD)');
export const e164 = z.string().regex(/^\+[1-9]\d{7,14}$/, 'must be an E.164 phone number');
/** A file's URL as the upload endpoint returned it. */
export const fileUrl = z.string().trim().min(1).max(500);
/** A plate as the portal writes it: ABC-123XY. */
export const PLATE = /^[A-Z]{3}-[0-9]{3}[A-Z]{2}$/;

// ——— Accounts (spec section 7.1) ———

/** POST /v1/users (register) */
export const register = z.object({
  fname: z.string().trim().min(1),
  lname: z.string().trim().min(1),
  email: z.string().trim().toLowerCase().email(),
  phone: z.string().trim().min(5),
  password: z.string().min(6),
  country_code: z.string().trim().length(2),
  meta: z.object({ channel: z.string(), source: z.string(), type: z.string() }).partial().optional(),
});
/**
 * The browser signing in (issue 24 §3: "sign-in from a new device"): the portal's keyed hash of
 * its device cookie's id, and the browser and system in words ('Chrome on Android').
 */
export const signInDevice = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/), label: z.string().trim().min(1).max(60) });
/** POST /v1/login */
export const login = z.object({ email: z.string().trim().toLowerCase().email(), password: z.string().min(1), device: signInDevice.optional() });
/** POST /v1/otp-login (request a code) */
export const otpRequest = z.object({
  phone: z.string().trim().min(5),
  country_code: z.string().trim().length(2),
  type: z.literal('user').default('user'),
  /** The language of the page the code was asked from (issue 51 §4): the code's SMS speaks it when the person has saved none. */
  language: z.enum(LANGUAGE_CODES).optional(),
});
/** PATCH /v1/otp-login/:reference (verify it) */
export const otpVerify = z.object({ otp_code: z.string().regex(/^\d{4}$/, 'must be 4 digits'), type: z.string().default('user'), device: signInDevice.optional() });
/** POST /v1/password (send a reset link) */
export const passwordReset = z.object({
  email: z.string().trim().toLowerCase().email(),
  type: z.string(),
  app: z.string(),
  /** The language of the page it was asked from (issue 51 §4), for a person who has saved none. */
  language: z.enum(LANGUAGE_CODES).optional(),
});
/** POST /v1/password/change */
export const passwordChange = z
  .object({ password: z.string().min(6), confirm_password: z.string(), type: z.string(), token: z.string().min(1) })
  .refine((v) => v.password === v.confirm_password, { message: 'Passwords must be identical', path: ['confirm_password'] });
/** PATCH /v1/users/profile */
export const profileUpdate = z
  .object({
    fname: z.string().trim().min(1),
    lname: z.string().trim().min(1),
    email: z.string().trim().toLowerCase().email(),
    phone: z.string().trim().min(5),
    country_code: z.string().length(2),
    /** The person's language (issue 44 §1): every page and message they receive is in it. */
    language: z.enum(LANGUAGE_CODES),
  })
  .partial();

// ——— Partner and KYC (spec section 7.2) ———

/** A Tax Identification Number (FIRS): 8 digits, a hyphen and 4 digits (12345678-0001), or the 10 digits of the newer numbers. */
export const TIN = /^(\d{8}-\d{4}|\d{10})$/;

const business = z.object({
  mode: z.literal('business'),
  /** Optional: asked in the company details, printed on the annual statement (issue 54 §6); '' clears it. */
  tin: z.union([z.literal(''), z.string().trim().regex(TIN, 'must look like 12345678-0001')]).optional(),
  experience_start_date: isoDate,
  company_name: z.string().trim().min(1),
  rc_number: z.string().trim().min(1),
  company_address: z.string().trim().min(1),
  business_type: z.string().trim().min(1),
  company_email: z.string().trim().email(),
  company_phone: z.string().trim().min(5),
  country: z.string().trim().min(2),
});
/** POST /v1/partners: a business with its company details, or an individual. */
export const partnerCreate = z.discriminatedUnion('mode', [business, z.object({ mode: z.literal('individual') })]);
/** PATCH /v1/partners/:id: any of the company details. */
export const partnerUpdate = business.omit({ mode: true }).partial();

const kycUser = z.object({ document_owner_id: z.coerce.number().int(), partner_type: z.enum(['individual', 'business']) });
/** POST /v1/partners/:sid/identity-verification (NIN or BVN). */
export const identityVerification = z.object({
  user: kycUser,
  document: z.object({
    document_id: z
      .string()
      .trim()
      .min(11)
      .regex(/^[a-z0-9]+$/i, 'must be letters and digits only'),
    type: z.enum(['nin', 'bvn']),
    dob: isoDate,
    fname: z.string().trim().min(1),
    lname: z.string().trim().min(1),
  }),
});
/** POST /v1/partners/:sid/address-verification */
export const addressVerification = z.object({ user: kycUser, document: z.object({ full_address: z.string().trim().min(1), files: z.array(z.string().min(1)).min(1) }) });
/** POST /v1/partners/:id/cities */
export const partnerCity = z.object({ city_id: z.coerce.number().int().positive() });
/** POST /v1/partners/:id/company-documents */
export const companyDocument = z.object({ type: z.enum(['cac_certificate', 'memart', 'tin_certificate', 'utility_bill']), file_url: z.string().min(1) });

// ——— Team (spec section 7.3) ———

/** POST /v1/account_members (an invitation); the role names are checked against /v1/acl/roles. */
export const invite = z.object({
  owner_type: z.literal('partner'),
  owner_id: z.coerce.number().int(),
  member_email: z.string().trim().toLowerCase().email(),
  member_roles: z.array(z.string()).min(1, 'select at least one role'),
});
/** PATCH /v1/account_members/:id/roles */
export const memberRoles = z.object({ member_roles: z.array(z.string()) });
/** PATCH /v1/account_members/:id/status (1 deactivates). */
export const memberDisabled = z.object({ disabled: z.coerce.number().int().min(0).max(1) });

// ——— Fleet (issues 10 and 21) ———

/** A driver's own fields. The licence class is one of the FRSC's (contract/licence-classes.ts). */
export const driverFields = z.object({
  fname: z.string().trim().min(1).max(50),
  lname: z.string().trim().min(1).max(50),
  phone: e164,
  email: z.string().trim().email().max(120).nullable().optional(),
  dob: isoDate,
  address: z.string().trim().min(5).max(200),
  licence_number: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6,20}$/, 'must be 6 to 20 letters and digits'),
  licence_class: z.enum(LICENCE_CLASSES.map((c) => c.code) as [string, ...string[]]),
});
/** The driver's licence file, sent with the driver. */
export const licenceDocument = z.object({ licence_expiry: isoDate, licence_file_url: fileUrl });
/** The LASDRI card (Lagos), sent with the driver. */
export const lasdriDocument = z.object({ lasdri_number: z.string().trim().min(3).max(30), lasdri_expiry: isoDate, lasdri_file_url: fileUrl });
/** POST /v1/partners/:id/drivers: the LASDRI card is required of a partner working in Lagos. */
export const driverCreate = (lagos: boolean) => driverFields.merge(licenceDocument).merge(lagos ? lasdriDocument : lasdriDocument.partial());
/** PATCH /v1/drivers/:id */
export const driverUpdate = driverFields.partial().merge(licenceDocument.partial());
/** One row of a driver import: the driver, the licence's expiry and the LASDRI card as declared. */
export const driverImportRow = (lagos: boolean) =>
  driverFields.extend({
    licence_expiry: isoDate,
    lasdri_number: lagos ? z.string().trim().min(3).max(30) : z.string().trim().min(3).max(30).optional(),
    lasdri_expiry: lagos ? isoDate : isoDate.optional(),
    /** The vehicle the driver is to drive (issue 42 §7): assigned with the import, if the rule allows the pair. */
    vehicle_plate: z.string().trim().toUpperCase().min(1).max(20).optional(),
  });
/** POST /v1/partners/:id/drivers/import: a dry run of rows (each checked with driverImportRow), or the commit of a staged import. */
export const driverImport = z.union([z.object({ rows: z.array(z.record(z.unknown())).min(1).max(500) }), z.object({ import_id: z.string().min(1) })]);
/** PATCH /v1/drivers/:id/status and /v1/vehicles/:id/status */
export const statusChange = z.object({ status: z.enum(['active', 'inactive']) });
/** POST /v1/drivers/:id/documents */
export const driverDocument = z.object({ type: z.enum(['driver_licence', 'lasdri']), file_url: fileUrl, expires_at: isoDate, number: z.string().trim().min(3).max(30).optional() });
/** POST /v1/vehicles/:id/documents: the type is one of /v1/fleet/document-types for the vehicle's city. */
export const vehicleDocument = z.object({ type: z.string().min(1), file_url: fileUrl, expires_at: isoDate.optional() });
/** POST /v1/partners/:id/vehicles; the type, amenities and model are checked against the reference data. */
export const vehicleCreate = z.object({
  model_id: z.coerce.number().int().positive(),
  year: z.coerce.number().int().min(2007),
  seats: z.coerce.number().int().min(1).max(100),
  type: z.string().min(1),
  city_id: z.coerce.number().int().positive(),
  amenities: z.array(z.string().min(1)).default([]),
  plate: z.string().trim().toUpperCase().regex(PLATE, 'must look like ABC-123XY'),
});
/** PATCH /v1/vehicles/:id */
export const vehicleUpdate = vehicleCreate.partial();
/** POST /v1/vehicles/:id/driver */
/**
 * Assign a driver to a vehicle (issue 32 §2): the vehicle's trips ahead follow, except those in
 * `keep_trip_ids` (they keep their current driver).
 */
export const assignDriver = z.object({ driver_id: z.coerce.number().int().positive(), keep_trip_ids: z.array(z.coerce.number().int().positive()).max(500).default([]) });

// ——— Trips (issue 11) ———

/** PATCH /v1/trips/:id/vehicle */
export const tripVehicle = z.object({ vehicle_id: z.coerce.number().int().positive() });
/** PATCH /v1/trips/:id/driver */
export const tripDriver = z.object({ driver_id: z.coerce.number().int().positive() });

// ——— Money (issue 12) ———

/** NUBAN: ten digits. */
export const nuban = z.string().regex(/^\d{10}$/, 'must be 10 digits');

/**
 * POST /v1/banks/resolve: a name enquiry for an account number at a bank. A POST so that the
 * number travels in a body, never in a URL that proxies and logs keep (issue 40 §8).
 */
export const bankResolve = z.object({ bank_code: z.string().min(1), account_number: nuban });
/**
 * How the owner confirms a payout-account change (issue 24 §2): the password entered again, or
 * a fresh code sent by SMS for this purpose (POST /partner-payout/v1/confirmation-codes), for
 * owners who sign in by phone. Exactly one of the two.
 */
const ownerConfirmation = {
  /** The owner's password, entered again. */
  password: z.string().min(1).optional(),
  /** A code from POST /partner-payout/v1/confirmation-codes: its reference and the 4 digits. */
  confirmation: z.object({ reference_id: z.string().min(1), otp_code: z.string().regex(/^\d{4}$/, 'must be 4 digits') }).optional(),
};
const oneConfirmation = (b: { password?: string; confirmation?: unknown }) => (b.password === undefined) !== (b.confirmation === undefined);
const ONE_CONFIRMATION = { message: 'Send either the password or a confirmation code', path: ['password'] };

/** POST /partner-payout/v1/settlement-accounts */
export const settlementAccountCreate = z
  .object({
    partnerId: z.string().min(1),
    bank_code: z.string().min(1),
    account_number: nuban,
    account_name: z.string().optional(),
    ...ownerConfirmation,
    /** Make it the payout account (after 48 hours of cooling-off). The first account always is. */
    make_payout: z.boolean().optional(),
  })
  .refine(oneConfirmation, ONE_CONFIRMATION);
/** POST /partner-payout/v1/settlement-accounts/:id/make-payout */
export const payoutAccountChoose = z.object({ partnerId: z.string().min(1), ...ownerConfirmation }).refine(oneConfirmation, ONE_CONFIRMATION);
/** POST /partner-payout/v1/confirmation-codes: text the owner a code to confirm a payout-account change. */
export const payoutConfirmationCodeRequest = z.object({ partnerId: z.string().min(1) });

/** POST /v1/partners/:id/cost-configurations/vehicles/:vehicleId/requests (issue 24 §4): amounts in kobo. */
export const costChangeRequestCreate = z.object({
  route_id: z.number().int().positive().nullable(),
  proposed_kobo: z.number().int().positive().max(100_000_000_00),
  reason: z.string().trim().min(10).max(500),
});

/** POST /v1/partners/:id/deduction-queries (issue 36 §1): query one deduction, with optional evidence (an uploaded file's URL). */
export const deductionQueryCreate = z.object({
  deduction_id: z.number().int().positive(),
  reason: z.enum(Object.keys(DEDUCTION_QUERY_REASONS) as [DeductionQueryReason, ...DeductionQueryReason[]]),
  note: z.string().trim().max(QUERY_NOTE_MAX).default(''),
  evidence_url: z.string().url().max(500).nullable().default(null),
});

// ——— Notifications (issue 21 §4) ———

/** PUT /v1/partners/:id/notification-preferences */
export const notificationPreferences = z.object({
  channels: z
    .array(z.enum(['sms', 'whatsapp', 'email']))
    .min(1, 'Please choose at least one channel')
    .max(3),
  daily_time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please choose a time of day'),
  recipients: z.enum(['owner', 'owner_and_managers']),
  pass_scan_alerts: z.boolean().default(false),
  /** "SMS without special letters" (issue 44 §4). */
  plain_letters: z.boolean().default(false),
});

/** A roadside pass's token, as the QR carries it: 128 random bits, base64url (issue 25 §1). */
export const PASS_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** The portal's keyed hash of a scanning address (issue 31 §1): 32 hex characters, never the address. */
export const PASS_VIEWER = /^[0-9a-f]{32}$/;

/**
 * A scan of a roadside pass (issue 25 §2): the token travels in the body, never in a URL the API
 * logs. `viewer` is set only for a page view by a person's browser (not HEAD, a link preview or
 * a prefetch): such a view is recorded once per viewer per hour; `null` answers without a record.
 */
export const passScan = z.object({ token: z.string().regex(PASS_TOKEN, 'Unknown pass'), viewer: z.string().regex(PASS_VIEWER).nullable().default(null) });

// ——— A driver's document link (issue 43) ———

/** A document asked of a driver: the driver's own, or one of the vehicle they drive. */
const askedDocument = z.object({ owner_type: z.enum(['driver', 'vehicle']), type: z.string().trim().min(1).max(40) });
/** POST /v1/drivers/:id/document-requests: the documents asked (at least one) and the channel. */
export const documentRequestCreate = z.object({
  documents: z.array(askedDocument).min(1, 'Please choose at least one document').max(8),
  channel: z.enum(['sms', 'whatsapp'], { errorMap: () => ({ message: 'Please choose SMS or WhatsApp' }) }),
  /** The language of the messages to the driver (issue 44 §4); English when not said. */
  language: z.enum(LANGUAGE_CODES).optional(),
});
/** A link's token has a pass token's form: 22 base64url characters (128 bits). */
const LINK_TOKEN = PASS_TOKEN;
/** POST /v1/document-links/open: the public page's read (a person's view is counted once an hour per `viewer`). */
export const documentLinkOpen = z.object({ token: z.string().regex(LINK_TOKEN, 'Unknown link'), viewer: z.string().regex(PASS_VIEWER).nullable().default(null) });
/** POST /v1/document-links/submit: the files the driver sent (each stored first with POST /v1/document-links/files), with their expiry where the document has one. */
export const documentLinkSubmit = z.object({
  token: z.string().regex(LINK_TOKEN, 'Unknown link'),
  documents: z
    .array(askedDocument.extend({ file_url: fileUrl, expires_at: isoDate.optional() }))
    .min(1)
    .max(8),
});
/** POST /v1/document-submissions/:id/accept: the expiry as the owner read it on the file (the driver's, if unchanged). */
export const submissionAccept = z.object({ expires_at: isoDate.optional() });
/** POST /v1/document-submissions/:id/reject: what the driver must redo, in words. */
/** The longest reason a rejection may give, in characters (one SMS); the API's count for the SMS beside its link is usually less (`reason_limit`). */
export const REJECTION_REASON_MAX = 160;
export const submissionReject = z.object({ reason: z.string().trim().min(3, 'Please say what the driver must redo').max(REJECTION_REASON_MAX) });
