/**
 * The deduction query form's rules (issue 36 §1), beside the query routes that use them (issue 45
 * §8: a feature's files together). Server-only: the schema never reaches a browser.
 */
import { z } from 'zod';
import { LOCALE } from '~/domain/constants';
import { DEDUCTION_QUERY_REASONS, QUERY_NOTE_MAX, type DeductionQueryReason } from '~contract/constants';

/** A query about a deduction (issue 36 §1): a reason, and a note of at most QUERY_NOTE_MAX characters. */
export const QUERY_REASON_MESSAGE = 'Please choose why you query this deduction';
export const QUERY_NOTE_MESSAGE = `Please keep the note to ${QUERY_NOTE_MAX.toLocaleString(LOCALE)} characters`;
export const deductionQuerySchema = z.object({
  reason: z.enum(Object.keys(DEDUCTION_QUERY_REASONS) as [DeductionQueryReason, ...DeductionQueryReason[]], { errorMap: () => ({ message: QUERY_REASON_MESSAGE }) }),
  note: z.string().trim().max(QUERY_NOTE_MAX, QUERY_NOTE_MESSAGE).optional().default(''),
});
