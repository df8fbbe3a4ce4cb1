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
export const companyDocumentSchema = (types: readonly [string, ...string[]]) => z.object({ type: z.enum(types, { errorMap: () => ({ message: 'Please choose a document type' }) }) });
