/**
 * The driver pay pages' forms (issues 53, 67): what the owner types, read into the API's bodies
 * (contract/driver-pay.ts). Naira become integer kobo (parseNairaToKobo), a share in per cent
 * becomes basis points (30 → 3,000; two decimals at most). Server-only.
 */
import { z } from 'zod';
import { parseNairaToKobo } from '~/domain/money';
import { isCalendarDay } from '~contract/lagos-time';
import { PAY_BASES, PAY_BATCH_MAX, PAY_ENTRY_KINDS, PAY_ENTRY_NOTE_MAX, PAY_MAX_KOBO, PAY_PERIODS } from '~contract/driver-pay';

const AMOUNT_MESSAGE = 'Please enter an amount in naira, for example 4,500.00';
const DAY_MESSAGE = 'Please enter a date';
const NOTE_MESSAGE = 'Please keep the note to 200 characters';

/** Naira as typed ('4,500', '₦4,500.00') → kobo; empty is `empty`. */
const naira = (empty: number | null) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v?.trim()) {
        if (empty !== null) return empty;
        ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
        return z.NEVER;
      }
      const kobo = parseNairaToKobo(v);
      if (kobo === null || kobo < 0 || kobo > PAY_MAX_KOBO) {
        ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE });
        return z.NEVER;
      }
      return kobo;
    });
const day = z.string({ required_error: DAY_MESSAGE }).refine(isCalendarDay, DAY_MESSAGE);
const driverId = z.preprocess((v) => (v === '' || v === undefined ? null : Number(v)), z.number().int().positive().nullable());
const reason = z.string({ required_error: 'Please say why' }).trim().min(1, 'Please say why').max(PAY_ENTRY_NOTE_MAX, NOTE_MESSAGE);

/** A share typed in per cent ('30', '12.5') → basis points; 0–100. */
const SHARE_MESSAGE = 'Please enter a share from 0 to 100 %';
const share = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const text = (v ?? '').trim().replace(/\s*%$/, '');
    if (!text) return 0;
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(text) || Number(text) > 100) {
      ctx.addIssue({ code: 'custom', message: SHARE_MESSAGE });
      return z.NEVER;
    }
    const [whole, cents = ''] = text.split('.');
    return Number(whole) * 100 + Number(cents.padEnd(2, '0'));
  });

/** Set a pay rule: for a driver, or the fleet ('' driver). */
export const payRuleForm = z
  .object({
    driver_id: driverId,
    basis: z.enum(PAY_BASES, { errorMap: () => ({ message: 'Please choose how the driver is paid' }) }),
    share,
    amount: naira(0),
    period: z.enum(PAY_PERIODS, { errorMap: () => ({ message: 'Please choose weekly or monthly' }) }),
    from: day,
  })
  .superRefine((r, ctx) => {
    if (r.basis !== 'share' && r.amount <= 0) ctx.addIssue({ code: 'custom', message: AMOUNT_MESSAGE, path: ['amount'] });
    if (r.basis === 'share' && r.share === 0) ctx.addIssue({ code: 'custom', message: SHARE_MESSAGE, path: ['share'] });
  });

/** Record an advance, a recovery or a bonus for the page's driver. */
export const payEntryForm = z.object({
  kind: z.enum(PAY_ENTRY_KINDS, { errorMap: () => ({ message: 'Please choose advance, recovery or bonus' }) }),
  amount: naira(null),
  day,
  note: z.string().trim().max(PAY_ENTRY_NOTE_MAX, NOTE_MESSAGE).optional().default(''),
});

/** Reverse a wrong entry, with the reason. */
export const payReverseForm = z.object({ entry_id: z.coerce.number().int().positive(), reason });

/** Void a payment recorded by mistake, with the reason. */
export const payVoidForm = z.object({ payment_id: z.coerce.number().int().positive(), reason });

/** Answer a driver's query. */
export const payAnswerForm = z.object({
  query_id: z.coerce.number().int().positive(),
  answer: z.string({ required_error: 'Please write your answer' }).trim().min(1, 'Please write your answer').max(500, 'Please keep the answer to 500 characters'),
});

/** The bank and the 10-digit NUBAN of a driver's account (spaces typed are dropped); `confirm_name` once the holder's name was read. */
export const payAccountForm = z.object({
  bank_code: z.string({ required_error: 'Please choose the bank' }).min(1, 'Please choose the bank'),
  account_number: z.preprocess(
    (v) => (typeof v === 'string' ? v.replace(/\s+/g, '') : v),
    z.string({ required_error: 'Please enter the 10-digit account number' }).regex(/^\d{10}$/, 'Please enter the 10-digit account number'),
  ),
  confirm_name: z.preprocess((v) => v === 'on' || v === 'true', z.boolean()),
});

/**
 * Mark drivers paid: each `paid` value is 'driverId:periodStart:amountKobo', as the confirmation
 * showed it, with the transfer's reference and day.
 */
export const payPaidForm = z.object({
  paid: z.preprocess(
    (v) => (v === undefined ? [] : [v].flat()),
    z
      .array(
        z
          .string()
          .regex(/^\d{1,9}:\d{4}-\d{2}-\d{2}:\d{1,12}$/)
          .transform((t) => {
            const [id, start, amount] = t.split(':');
            return { driver_id: Number(id), period_start: start!, amount_kobo: Number(amount) };
          }),
      )
      .min(1, 'Please choose at least one driver')
      .max(PAY_BATCH_MAX),
  ),
  reference: z.string({ required_error: 'Please enter the transfer’s reference' }).trim().min(1, 'Please enter the transfer’s reference').max(60, 'Please keep the reference to 60 characters'),
  paid_on: day,
});
