/**
 * Driver pay (issues 53, 67): the requests and answers of the API's pay routes. The API keeps pay
 * as a ledger (ADR 0058) — dated entries with who made them, periods paid once and never changed,
 * what arrives late carried forward as a correction — and answers every figure; the portal shows
 * them. Amounts in integer kobo, days 'YYYY-MM-DD' (Lagos), a share in basis points (3,000 = 30 %).
 */
import { z } from 'zod';
import { isCalendarDay } from './lagos-time.js';
import { LANGUAGE_CODES } from './languages.js';
import { PAY_PERIODS } from './pay-periods.js';
import { nuban, PASS_TOKEN, PASS_VIEWER } from './requests.js';

export { PAY_PERIODS } from './pay-periods.js';

/** How a rule pays: a share of the driver's net, an amount per day driven, or an amount per trip completed. */
export const PAY_BASES = ['share', 'per_day', 'per_trip'] as const;
/** The kinds of an owner's entry the owner records: taken back out of pay (advance, recovery) or added (bonus). */
export const PAY_ENTRY_KINDS = ['advance', 'recovery', 'bonus'] as const;
/** Every kind of entry, a reversal of another included. */
export const PAY_ENTRY_ALL_KINDS = [...PAY_ENTRY_KINDS, 'reversal'] as const;
/** The largest amount of one rule or entry: ₦10,000,000.00. */
export const PAY_MAX_KOBO = 1_000_000_000;
/** The longest note of an entry, a reversal's reason or a void's: 200 characters. */
export const PAY_ENTRY_NOTE_MAX = 200;
/** Drivers of one payment at most (one confirmation). */
export const PAY_BATCH_MAX = 100;

const day = z.string().refine(isCalendarDay, 'Please enter a date');
const kobo = z.number().int('Please enter an amount in naira and kobo').min(0).max(PAY_MAX_KOBO, 'Please enter at most ₦10,000,000.00');
const period = z.object({ kind: z.enum(PAY_PERIODS), start: z.string(), end: z.string() });

/** POST /v1/partners/:id/pay/rules: a rule for a driver, or the fleet's default (`driver_id` null), for trips from a day. */
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

/** POST /v1/partners/:id/pay/entries: an advance, a recovery or a bonus for a driver, on a day up to today. */
export const payEntryCreate = z.object({
  driver_id: z.number().int().positive(),
  kind: z.enum(PAY_ENTRY_KINDS, { errorMap: () => ({ message: 'Please choose advance, recovery or bonus' }) }),
  amount_kobo: kobo.refine((n) => n > 0, 'Please enter the amount'),
  day,
  note: z.string().trim().max(PAY_ENTRY_NOTE_MAX, 'Please keep the note to 200 characters').default(''),
});

/** POST /v1/partners/:id/pay/entries/:entryId/reverse: a wrong entry reversed by a new one, with the reason. */
export const payEntryReverse = z.object({
  reason: z.string().trim().min(1, 'Please say why').max(PAY_ENTRY_NOTE_MAX, 'Please keep the note to 200 characters'),
});

/**
 * POST /v1/partners/:id/pay/payments: drivers marked paid, each for their period that starts on
 * `period_start`, at the amount the owner saw (`amount_kobo`: the API refuses a different figure),
 * with the transfer's reference and day. All or none.
 */
export const payPaymentCreate = z.object({
  period: z.enum(PAY_PERIODS),
  drivers: z
    .array(z.object({ driver_id: z.number().int().positive(), period_start: day, amount_kobo: z.number().int().min(0) }))
    .min(1, 'Please choose at least one driver')
    .max(PAY_BATCH_MAX),
  reference: z.string().trim().min(1, 'Please enter the transfer’s reference').max(60, 'Please keep the reference to 60 characters'),
  paid_on: day,
});

/** POST /v1/partners/:id/pay/payments/:paymentId/void: a payment recorded by mistake, undone with the reason. */
export const payPaymentVoid = z.object({
  reason: z.string().trim().min(1, 'Please say why').max(PAY_ENTRY_NOTE_MAX, 'Please keep the note to 200 characters'),
});

/**
 * PUT /v1/partners/:id/pay/accounts: the account a driver is paid into; the API finds its holder's
 * name at the bank and refuses one in another person's name (409 `PayAccountNameMismatch`) unless
 * `confirm_name` says the owner read that name and means it.
 */
export const payAccountSet = z.object({
  driver_id: z.number().int().positive(),
  bank_code: z.string().min(1, 'Please choose the bank'),
  account_number: nuban,
  confirm_name: z.boolean().default(false),
});
/** A driver's pay account as the API answers it (the number masked to its last 4 digits unless asked whole). */
export const payAccount = z.object({
  driver_id: z.number(),
  bank_name: z.string(),
  bank_code: z.string().default(''),
  account_name: z.string(),
  account_number: z.string(),
  /** Does the bank's holder name match the driver's? A mismatch was confirmed by the owner and stays flagged. */
  name_matches: z.boolean().default(true),
});

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
export type PayRule = z.infer<typeof payRule>;

/** GET /v1/drivers/:id/pay-rule: the rule in force today (the driver's own or the fleet's), and one set from a later day. */
export const driverPayRule = z.object({ rule: payRule.nullable(), own: z.boolean(), next: payRule.nullable() });
export type DriverPayRule = z.infer<typeof driverPayRule>;

/** An owner's entry as the API answers it: when, what, the note, who entered it, and whether it was reversed. */
export const payEntry = z.object({
  id: z.number(),
  kind: z.enum(PAY_ENTRY_ALL_KINDS),
  amount_kobo: z.number(),
  day: z.string(),
  note: z.string(),
  reverses_id: z.number().nullable(),
  reversed: z.boolean(),
  by: z.string().nullable(),
  created_at: z.string(),
});
export type PayEntry = z.infer<typeof payEntry>;

/** Why a correction: a trip completed after its period was paid, a trip no longer the driver's, a refund or a deduction of a trip, a rule from a day in it, an entry dated in it. */
export const PAY_CORRECTION_CAUSES = ['late_trip', 'trip_removed', 'refund', 'deduction', 'rule', 'entry'] as const;
/** A correction of a paid period: what it corrects and why. */
export const payCorrection = z.object({
  cause: z.enum(PAY_CORRECTION_CAUSES),
  corrects: period,
  trip: z.object({ id: z.number(), day: z.string() }).nullable(),
  entry: payEntry.nullable(),
});

/** One line of a driver's slip, in the order it reads. */
export const paySlipItem = z.discriminatedUnion('type', [
  z.object({ type: z.literal('pay'), rule: payRule.nullable(), trips: z.number(), days: z.number(), net_kobo: z.number(), amount_kobo: z.number() }),
  z.object({ type: z.literal('bonus'), entry: payEntry, amount_kobo: z.number() }),
  z.object({ type: z.literal('correction'), correction: payCorrection, amount_kobo: z.number() }),
  z.object({ type: z.literal('reversal'), entry: payEntry, reverses: payEntry, amount_kobo: z.number() }),
  z.object({
    type: z.literal('debt'),
    kind: z.enum(['advance', 'recovery', 'bonus_reversed', 'overpaid']),
    entry: payEntry.nullable(),
    correction: payCorrection.nullable(),
    day: z.string(),
    amount_kobo: z.number(),
    carried_in: z.boolean(),
    taken_kobo: z.number(),
    left_kobo: z.number(),
  }),
]);
export type PaySlipItem = z.infer<typeof paySlipItem>;

/** Where a driver's period stands: paid; payable; waiting for an earlier period; trips still on the road; not ended. */
export const PAY_STATES = ['paid', 'payable', 'earlier_unpaid', 'on_the_road', 'open'] as const;

/** A driver's bank account on a pay run (the whole number for earnings roles: the bank file needs it). */
export const payBank = z.object({ account_name: z.string(), bank_name: z.string(), bank_code: z.string(), account_number: z.string(), name_matches: z.boolean() });

/** A driver's query ("This is not right") on a period, and the owner's answer. */
export const payQuery = z.object({
  id: z.number(),
  note: z.string(),
  created_at: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  period: period.optional(),
});
export type PayQuery = z.infer<typeof payQuery>;

/** One driver's period on a pay run: where it stands, its figures, its lines, the payment, the account. */
export const payRunRow = z.object({
  driver: z.object({ id: z.number(), name: z.string(), first_name: z.string().default('') }),
  period,
  state: z.enum(PAY_STATES),
  /** The driver's period to pay first (state `earlier_unpaid`). */
  earlier: period.nullable(),
  /** Trips of the period not yet ended (state `on_the_road`). */
  on_the_road: z.number(),
  /** The rule in force on the period's last day. */
  rule: payRule.nullable(),
  trips: z.number(),
  days: z.number(),
  net_kobo: z.number(),
  gross_pay_kobo: z.number(),
  bonus_kobo: z.number(),
  corrections_kobo: z.number(),
  returned_kobo: z.number(),
  owed_kobo: z.number(),
  taken_kobo: z.number(),
  to_pay_kobo: z.number(),
  carried_kobo: z.number(),
  /** The slip's lines (asked with `items=1`, and on a driver's page and statement). */
  items: z.array(paySlipItem).default([]),
  /** How many entries and corrections the period books (the run's hint that there is more to read). */
  lines: z.number().default(0),
  paid: z.object({ id: z.number(), reference: z.string(), paid_on: z.string(), amount_kobo: z.number(), by: z.string().nullable(), created_at: z.string() }).nullable(),
  /** The transfer's own reference (the bank file's, unique per driver and period), for reconciliation. */
  transfer_ref: z.string(),
  query: payQuery.nullable().default(null),
  /** The latest statement link sent for the period: when, and when the driver first opened it. */
  statement: z
    .object({ sent_at: z.string(), channel: z.enum(['sms', 'whatsapp']), opened_at: z.string().nullable() })
    .nullable()
    .default(null),
  bank: payBank.nullable(),
});
export type PayRunRow = z.infer<typeof payRunRow>;

/** A run's totals over every driver of the period (not the page). */
export const payRunTotals = z.object({
  drivers: z.number(),
  trips: z.number(),
  net_kobo: z.number(),
  gross_pay_kobo: z.number(),
  bonus_kobo: z.number(),
  corrections_kobo: z.number(),
  taken_kobo: z.number(),
  to_pay_kobo: z.number(),
  payable: z.object({ count: z.number(), kobo: z.number() }),
  paid: z.object({ count: z.number(), kobo: z.number() }),
  waiting: z.object({ count: z.number(), kobo: z.number() }),
  on_the_road: z.number(),
  mismatched_accounts: z.number(),
});

/**
 * GET /v1/partners/:id/pay/run?period=&start=&page=&perPage=&q=&ids=&state=&items=: the period's
 * drivers (their own periods of that kind overlapping it), a page of them by name, searchable,
 * with the totals of all of them.
 */
export const payRun = z.object({
  period,
  rows: z.array(payRunRow),
  metadata: z.object({ total: z.number(), page: z.number(), perPage: z.number() }),
  totals: payRunTotals,
  default_rule: payRule.nullable(),
  open_queries: z.number(),
});
export type PayRun = z.infer<typeof payRun>;

/** GET /v1/partners/:id/pay/drivers/:driverId?period=&start=: one driver's ledger around a period. */
export const payDriverView = z.object({
  driver: z.object({ id: z.number(), name: z.string(), first_name: z.string(), removed: z.boolean() }),
  /** The driver's period holding the day asked, as the run shows it (null: nothing in it). */
  row: payRunRow.nullable(),
  /** The period asked (the driver's own, or the calendar's when there is no row). */
  period,
  trips: z.array(z.object({ id: z.number(), day: z.string(), route: z.string(), plate: z.string(), net_kobo: z.number(), pay_kobo: z.number() })),
  /** The driver's entries, newest first (the latest 50). */
  entries: z.array(payEntry),
  /** The driver's payments, newest first (the latest 12), voided ones with why. */
  payments: z.array(
    z.object({
      id: z.number(),
      period,
      amount_kobo: z.number(),
      reference: z.string(),
      transfer_ref: z.string(),
      paid_on: z.string(),
      by: z.string().nullable(),
      voided: z.object({ at: z.string(), reason: z.string(), by: z.string().nullable() }).nullable(),
      /** May it be voided now (the driver's latest payment not voided)? */
      voidable: z.boolean(),
    }),
  ),
  /** What the driver still owes: each debt and what is left. */
  debts: z.array(z.object({ kind: z.string(), entry: payEntry.nullable(), day: z.string(), amount_kobo: z.number(), left_kobo: z.number() })),
  rule: payRule.nullable(),
  next_rule: payRule.nullable(),
  account: payAccount.nullable(),
  queries: z.array(payQuery),
  /** The first day an entry may be dated (the driver's ledger's first day), or null for any. */
  entries_from: z.string().nullable(),
});
export type PayDriverView = z.infer<typeof payDriverView>;

/** GET /v1/partners/:id/pay/drivers?q=&page=: the pay pages' driver picker. */
export const payDriverChoice = z.object({ id: z.number(), name: z.string(), removed: z.boolean().default(false) });

/** GET /v1/partners/:id/pay/queries?state=open: drivers' queries, newest first, with the driver. */
export const payQueryList = z.array(payQuery.extend({ driver: z.object({ id: z.number(), name: z.string() }) }));

/** POST /v1/partners/:id/pay/queries/:queryId/answer: the owner's answer, once. */
export const payQueryAnswer = z.object({
  answer: z.string().trim().min(1, 'Please write your answer').max(500, 'Please keep the answer to 500 characters'),
});

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

/** POST /v1/pay-statements/notes: the driver's "This is not right", with what is wrong (once per period). */
export const payStatementNote = z.object({
  token: z.string().regex(PASS_TOKEN, 'Unknown link'),
  note: z.string().trim().min(1, 'Please say what is not right').max(PAY_NOTE_MAX, `Please keep the note to ${PAY_NOTE_MAX} characters`),
});

/** The driver's statement (issue 67 §4, §8): only their first name, the partner's name, their trips, pay and lines, and their query. */
export const payStatementView = z.object({
  trading_name: z.string(),
  first_name: z.string(),
  language: z.enum(LANGUAGE_CODES),
  period,
  trips: z.array(z.object({ day: z.string(), route: z.string(), plate: z.string(), net_kobo: z.number() })),
  row: payRunRow.omit({ bank: true, query: true, statement: true }),
  query: payQuery.nullable(),
});
export type PayStatementView = z.infer<typeof payStatementView>;
