/** Schemas of the settlement account and company documents forms (issues 4 and 6), server only. */
import { z } from 'zod';

export const accountSchema = z.object({
  bank_code: z.string({ required_error: 'Please choose your bank' }).trim().min(1, 'Please choose your bank').max(10, 'Please choose your bank'),
  account_number: z
    .string({ required_error: 'Please enter your 10-digit account number' })
    .trim()
    .regex(/^[0-9]{10}$/, 'Please enter your 10-digit account number'),
});

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
});
