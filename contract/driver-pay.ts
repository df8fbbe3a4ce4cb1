/**
 * Driver pay (issue 53): the requests and answers of the API's pay routes. Amounts in integer kobo,
 * days 'YYYY-MM-DD' (Lagos), a share in basis points (3,000 = 30 %). What a rule pays is worked out
 * by app/domain/driver-pay.ts, the one place for it.
 */
import { z } from 'zod';
import { isCalendarDay } from './lagos-time.js';

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

/** One driver's line of a pay run. */
export const payRunRow = z.object({
  driver: z.object({ id: z.number(), name: z.string() }),
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
