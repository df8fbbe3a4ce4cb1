/**
 * Driver pay as the portal shows it (issues 53, 67): the API keeps pay as a ledger and answers every
 * figure (ADR 0058); this module holds only what the portal makes of those figures — the transfers
 * still to make and the bank's bulk-transfer file. Pure; amounts are integer kobo, days Lagos days.
 */
import { koboToDecimal } from '~/domain/money';
import type { PayRunRow } from '~contract/driver-pay';

export { nextPeriod, periodOf, periodQuery, periodSearch, previousPeriod, type PayPeriod, type PayPeriodKind } from '~contract/pay-periods';

/**
 * A row the bank file holds: payable now (its period closed, the driver's first unpaid one), with
 * something to transfer (no ₦0.00 row) and an account to transfer it to. A driver already paid,
 * or still waiting, is never in it.
 */
export const isTransfer = (row: Pick<PayRunRow, 'state' | 'to_pay_kobo' | 'bank'>): boolean => row.state === 'payable' && row.to_pay_kobo > 0 && row.bank !== null;

/**
 * The bank file's column names (issue 67 §7): the names bulk-transfer uploads read (Bloc's template
 * has account_number, bank_name, amount, bank_code and narration; Monieswitch's amount, bankCode,
 * accountNumber, narration), on the first line and the same in every language — a bank reads
 * them, not a person. The amount is naira with kobo and no separators ('4500.00').
 */
export const BANK_FILE_COLUMNS = ['account_number', 'bank_code', 'bank_name', 'account_name', 'amount', 'narration', 'reference'] as const;

/**
 * The bank file's rows: one per transfer still to make (`isTransfer`), the account number as its 10
 * digits (text: never a number a spreadsheet would shorten), the amount in naira, the `narration`
 * the driver's bank shows them (the period, in the reader's words, at most 30 characters), and the
 * transfer's own reference (unique per driver and period) to reconcile the bank's statement with.
 */
export function bankFileRows(rows: readonly PayRunRow[], narration: (row: PayRunRow) => string): string[][] {
  return rows
    .filter(isTransfer)
    .map((r) => [r.bank!.account_number, r.bank!.bank_code, r.bank!.bank_name, r.bank!.account_name, koboToDecimal(r.to_pay_kobo), narration(r).slice(0, 30), r.transfer_ref]);
}

/** The transfers still to make among `rows`: how many and their total (kobo), as the page, the confirmation and the bank file say. */
export function transferTotals(rows: readonly PayRunRow[]): { count: number; kobo: number } {
  const transfers = rows.filter(isTransfer);
  return { count: transfers.length, kobo: transfers.reduce((n, r) => n + r.to_pay_kobo, 0) };
}
