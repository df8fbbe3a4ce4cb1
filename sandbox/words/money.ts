/**
 * How the API writes money and refunds into the sentences it sends (issue 70 §1: the API's words
 * are the API's code). The portal reads these back: an amount as it stands (it formats its own with
 * app/domain/money.ts `formatKobo`), a refund's note through its `noteWords`. `tests/integration/two-sides.test.ts`
 * compares both sides over random amounts and every cause, so they cannot drift apart silently.
 */
import { causeLabel } from '../../contract/constants.js';

const grouped = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0, useGrouping: true });

/**
 * Naira as the API writes an amount into a sentence: '₦1,234,567.50', '₦0.00', '−₦25.00' (the
 * minus is U+2212, as on the portal's screens; spec section 9).
 * @param kobo a safe integer amount in kobo.
 * @throws TypeError when `kobo` is not a safe integer.
 */
export function nairaOf(kobo: number): string {
  if (!Number.isSafeInteger(kobo)) throw new TypeError(`An amount must be a whole number of kobo, got ${kobo}`);
  const abs = Math.abs(kobo);
  return `${kobo < 0 ? '\u2212' : ''}₦${grouped.format(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The note the API writes on a refund line (issue 41 §2): 'Refund of the late departure on
 * 14-10-2026'.
 * @param cause the deduction's cause code ('late_departure').
 * @param day the trip's day, DD-MM-YYYY.
 */
export const refundNote = (cause: string, day: string): string => `Refund of the ${causeLabel(cause).toLowerCase()} on ${day}`;
