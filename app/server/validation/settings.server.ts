/** Schemas of the settlement account and company documents forms (issues 4 and 6), server only. */
import { z } from 'zod';
import { parseNairaToKobo } from '~/domain/money';

export const accountSchema = z.object({
  bank_code: z.string({ required_error: 'Please choose your bank' }).trim().min(1, 'Please choose your bank').max(10, 'Please choose your bank'),
  account_number: z
    .string({ required_error: 'Please enter your 10-digit account number' })
    .trim()
    .regex(/^[0-9]{10}$/, 'Please enter your 10-digit account number'),
});

export const PASSWORD_AGAIN_MESSAGE = 'Please enter your password to confirm';
/**
 * Saving an account, or choosing the payout account (issue 24 §2): the owner's password again,
 * and whether payouts should go to it (a ticked box sends 'on').
 */
export const passwordAgainSchema = z.object({ password: z.string({ required_error: PASSWORD_AGAIN_MESSAGE }).min(1, PASSWORD_AGAIN_MESSAGE) });
/** The spec's OTP message (section 5, phone login): the same words for a payout confirmation code. */
export const OTP_MESSAGE = 'Please enter a valid OTP';
/**
 * Or a code texted to the owner instead of the password (issue 24 §2, for owners who sign in by
 * phone): the code's reference (a hidden field) and its 4 digits.
 */
export const codeAgainSchema = z.object({
  reference_id: z.string({ required_error: 'Please ask for a new code' }).trim().min(1, 'Please ask for a new code').max(64, 'Please ask for a new code'),
  otp_code: z
    .string({ required_error: OTP_MESSAGE })
    .trim()
    .regex(/^[0-9]{4}$/, OTP_MESSAGE),
});
const makePayout = {
  make_payout: z
    .literal('on')
    .optional()
    .transform((v) => v === 'on'),
};
export const saveAccountSchema = accountSchema.merge(passwordAgainSchema).extend(makePayout);
export const saveAccountByCodeSchema = accountSchema.merge(codeAgainSchema).extend(makePayout);

/** The company document being uploaded: one of `types`. */
export const companyDocumentSchema = <T extends string>(types: Readonly<[T, ...T[]]>) => z.object({ type: z.enum(types, { errorMap: () => ({ message: 'Please choose a document type' }) }) });

/** The hours the daily reminder can go at (Lagos time), 06:00 to 21:00. */
export const REMINDER_TIMES = Array.from({ length: 16 }, (_, i) => `${String(i + 6).padStart(2, '0')}:00`) as [string, ...string[]];

/** /settings/notifications (issue 21 §4): at least one channel, a time of day, who receives. */
export const notificationsSchema = z.object({
  channels: z
    .array(z.enum(['sms', 'whatsapp', 'email']), { required_error: 'Please choose at least one channel' })
    .min(1, 'Please choose at least one channel')
    .transform((list) => [...new Set(list)]),
  daily_time: z.enum(REMINDER_TIMES, { errorMap: () => ({ message: 'Please choose a time of day' }) }),
  recipients: z.enum(['owner', 'owner_and_managers'], { errorMap: () => ({ message: 'Please choose who receives the reminders' }) }),
  /** A ticked box sends 'on'; an unticked one sends nothing (issue 25 §3). */
  pass_scan_alerts: z
    .literal('on')
    .optional()
    .transform((v) => v === 'on'),
  plain_letters: z
    .literal('on')
    .optional()
    .transform((v) => v === 'on'),
});

/** A naira amount as typed: digits with optional thousands commas and up to 2 decimals, no sign. */
const NAIRA_PATTERN = /^\s*₦?\s*(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.[0-9]{1,2})?\s*$/;
export const COST_AMOUNT_MESSAGE = 'Please enter the supply cost you propose in naira, like 45000 or 45,000.50';
export const COST_REASON_MESSAGE = 'Please tell the marketplace why, in at least 10 characters';

/**
 * "Request a change" of a vehicle's supply cost (issue 24 §4): the route ('' for every route),
 * the proposed supply cost in naira (→ `proposed_kobo`, integer kobo, via parseNairaToKobo),
 * and the reason (10–500 characters). A non-numeric, zero or negative amount is a field error.
 */
export const costRequestSchema = z.object({
  route_id: z.preprocess((v) => (v === '' || v === undefined ? null : Number(v)), z.number().int().positive().nullable()),
  proposed: z
    .string({ required_error: COST_AMOUNT_MESSAGE })
    .regex(NAIRA_PATTERN, COST_AMOUNT_MESSAGE)
    .transform((v, ctx) => {
      const kobo = parseNairaToKobo(v);
      if (kobo === null || kobo <= 0 || kobo > 100_000_000_00) {
        ctx.addIssue({ code: 'custom', message: COST_AMOUNT_MESSAGE });
        return z.NEVER;
      }
      return kobo;
    }),
  reason: z.string({ required_error: COST_REASON_MESSAGE }).trim().min(10, COST_REASON_MESSAGE).max(500, 'Please keep the reason under 500 characters'),
});
