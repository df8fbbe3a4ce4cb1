/**
 * Driver pay (issue 53): the requests and answers of the API's pay routes. Amounts in integer kobo,
 * days 'YYYY-MM-DD' (Lagos), a share in basis points (3,000 = 30 %). What a rule pays is worked out
 * by app/domain/driver-pay.ts, the one place for it.
 */
import { z } from 'zod';
import { isCalendarDay } from './lagos-time.js';
import { LANGUAGE_CODES } from './languages.js';
import { nuban, PASS_TOKEN, PASS_VIEWER } from './requests.js';

/** How a rule pays: a share of the driver's net, an amount per day driven, or an amount per trip completed. */
export const PAY_BASES = ['share', 'per_day', 'per_trip'] as const;
/** How often a driver is paid: weeks run Monday to Sunday (Lagos), months are calendar months. */
export const PAY_PERIODS = ['week', 'month'] as const;
/** The kinds of an owner's entry: taken back out of pay (advance, recovery) or added (bonus). */
export const PAY_ADJUSTMENTS = ['advance', 'recovery', 'bonus'] as const;
/** The largest amount of one rule or entry: ₦10,000,000.00. */
export const PAY_MAX_KOBO = 1_000_000_000;

const day = z.string().refine(isCalendarDay, 'Please enter a date');
const kobo = z.number().int('Please enter an amount in naira and kobo').min(0).max(PAY_MAX_KOBO, 'Please enter at most ₦10,000,000.00');

/** POST /v1/partners/:id/pay/rules: a rule for a driver, or the fleet's default (`driver_id` null), from a day. */
export const payRuleCreate = z
  .object({
    driver_id: z.number().int().positive().nullable(),
    basis: z.enum(PAY_BASES, { errorMap: () => ({ message: 'Please choose how the driver is paid' }) }),
    share_bp: z.number().int().min(0, 'Please enter a share from 0 to 100 %').max(10_000, 'Please enter a share from 0 to 100 %').default(0),
    amount_kobo: kobo.default(0),
    period: z.enum(PAY_PERIODS, { errorMap: () => ({ message: 'Please choose weekly or monthly' }) }),
    from: day,
  })
  .refine((r) => r.basis === 'share' || r.amount_kobo > 0, { message: 'Please enter the amount', path: ['amount_kobo'] });

/** POST /v1/partners/:id/pay/adjustments: an advance, a recovery or a bonus for a driver. */
export const payAdjustmentCreate = z.object({
  driver_id: z.number().int().positive(),
  kind: z.enum(PAY_ADJUSTMENTS, { errorMap: () => ({ message: 'Please choose advance, recovery or bonus' }) }),
  amount_kobo: kobo.refine((n) => n > 0, 'Please enter the amount'),
  day,
  note: z.string().trim().max(200, 'Please keep the note to 200 characters').default(''),
});

/** POST /v1/partners/:id/pay/payments: drivers marked paid for a period (one or all), with the transfer's reference and day. */
export const payPaymentCreate = z.object({
  period: z.enum(PAY_PERIODS),
  start: day,
  driver_ids: z.array(z.number().int().positive()).min(1).max(500),
  reference: z.string().trim().min(1, 'Please enter the transfer’s reference').max(60, 'Please keep the reference to 60 characters'),
  paid_on: day,
});

/** PUT /v1/partners/:id/pay/accounts: the account a driver is paid into; the API finds its holder's name at the bank. */
export const payAccountSet = z.object({
  driver_id: z.number().int().positive(),
  bank_code: z.string().min(1, 'Please choose the bank'),
  account_number: nuban,
});
/** A driver's pay account as the API answers it (the number masked to its last 4 digits). */
export const payAccount = z.object({ driver_id: z.number(), bank_name: z.string(), account_name: z.string(), account_number: z.string() });

/** A rule as the API answers it. */
export const payRule = z.object({
  id: z.number(),
  driver_id: z.number().nullable(),
  basis: z.enum(PAY_BASES),
  share_bp: z.number(),
  amount_kobo: z.number(),
  period: z.enum(PAY_PERIODS),
  from: z.string(),
});

/** GET /v1/drivers/:id/pay-rule: the rule in force today (the driver's own or the fleet's), and one set from a later day. */
export const driverPayRule = z.object({ rule: payRule.nullable(), own: z.boolean(), next: payRule.nullable() });
export type DriverPayRule = z.infer<typeof driverPayRule>;

/** One driver's line of a pay run. */
export const payRunRow = z.object({
  driver: z.object({ id: z.number(), name: z.string(), first_name: z.string().default('') }),
  rule: payRule.nullable(),
  trips: z.number(),
  days: z.number(),
  net_kobo: z.number(),
  gross_pay_kobo: z.number(),
  bonus_kobo: z.number(),
  owed_kobo: z.number(),
  taken_kobo: z.number(),
  to_pay_kobo: z.number(),
  carried_kobo: z.number(),
  paid: z.object({ reference: z.string(), paid_on: z.string(), amount_kobo: z.number() }).nullable(),
  /** What the driver answered on their statement ("This is not right"), newest first. */
  notes: z.array(z.object({ note: z.string(), created_at: z.string() })).default([]),
  /** The latest statement link sent for the period: when, and when the driver first opened it. */
  statement: z
    .object({ sent_at: z.string(), channel: z.enum(['sms', 'whatsapp']), opened_at: z.string().nullable() })
    .nullable()
    .default(null),
  bank: z.object({ account_name: z.string(), bank_name: z.string(), account_number: z.string() }).nullable(),
});

/** GET /v1/partners/:id/pay/run?period=&start=: every driver with trips, entries or a payment in the period, and the totals. */
export const payRun = z.object({
  period: z.object({ kind: z.enum(PAY_PERIODS), start: z.string(), end: z.string() }),
  rows: z.array(payRunRow),
  totals: z.object({ trips: z.number(), net_kobo: z.number(), gross_pay_kobo: z.number(), bonus_kobo: z.number(), taken_kobo: z.number(), to_pay_kobo: z.number() }),
  default_rule: payRule.nullable(),
});
export type PayRun = z.infer<typeof payRun>;

/** The longest note a driver may send with "This is not right": 500 characters. */
export const PAY_NOTE_MAX = 500;

/** POST /v1/partners/:id/pay/statements: text a driver the link to their statement of a period. */
export const payStatementCreate = z.object({
  driver_id: z.number().int().positive(),
  period: z.enum(PAY_PERIODS),
  start: day,
  channel: z.enum(['sms', 'whatsapp'], { errorMap: () => ({ message: 'Please choose SMS or WhatsApp' }) }),
  language: z.enum(LANGUAGE_CODES).default('en-NG'),
});

/** POST /v1/pay-statements/open: the driver's read (a person's view recorded once, by `viewer`). */
export const payStatementOpen = z.object({ token: z.string().regex(PASS_TOKEN, 'Unknown link'), viewer: z.string().regex(PASS_VIEWER).nullable().default(null) });

/** POST /v1/pay-statements/notes: the driver's "This is not right", with what is wrong. */
export const payStatementNote = z.object({
  token: z.string().regex(PASS_TOKEN, 'Unknown link'),
  note: z.string().trim().min(1, 'Please say what is not right').max(PAY_NOTE_MAX, `Please keep the note to ${PAY_NOTE_MAX} characters`),
});

/** The driver's statement (issue 53 §4): only their first name, the partner's name, their trips and pay. */
export const payStatementView = z.object({
  trading_name: z.string(),
  first_name: z.string(),
  language: z.enum(LANGUAGE_CODES),
  period: z.object({ kind: z.enum(PAY_PERIODS), start: z.string(), end: z.string() }),
  trips: z.array(z.object({ day: z.string(), route: z.string(), plate: z.string(), net_kobo: z.number() })),
  /** Refunds of the driver's trips paid in the period (kobo, a negative deduction returned). */
  refunds_kobo: z.number(),
  row: payRunRow.omit({ bank: true, notes: true, statement: true }),
  notes: z.array(z.object({ note: z.string(), created_at: z.string() })),
});
export type PayStatementView = z.infer<typeof payStatementView>;
