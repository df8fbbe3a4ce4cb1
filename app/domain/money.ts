/**
 * Money (issue 12): amounts are integers in kobo from the API to the screen; naira appear only
 * as text. No floating-point arithmetic touches an amount: formatting splits the integer into
 * naira and kobo, parsing reads the digits.
 */
import { CURRENCY, LOCALE } from '~/domain/constants';

const grouped = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0, useGrouping: true });
/** '₦', from the locale's own currency format. */
const SYMBOL = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? '₦';

function assertKobo(kobo: number): void {
  if (!Number.isSafeInteger(kobo)) throw new TypeError(`An amount must be a whole number of kobo, got ${kobo}`);
}

/** The minus sign of every negative amount on screen and paper (U+2212), never an ASCII hyphen. */
export const MINUS = '\u2212';

/**
 * `formatKobo(123456750) === '₦1,234,567.50'`, `formatKobo(0) === '₦0.00'`,
 * `formatKobo(-2500) === '−₦25.00'` (en-NG, spec section 9; the sign is U+2212).
 * @param kobo a safe integer amount in kobo.
 * @throws TypeError when `kobo` is not a safe integer.
 */
export function formatKobo(kobo: number): string {
  assertKobo(kobo);
  const sign = kobo < 0 ? MINUS : '';
  const abs = Math.abs(kobo);
  const naira = Math.trunc(abs / 100);
  const rest = abs % 100;
  return `${sign}${SYMBOL}${grouped.format(naira)}.${String(rest).padStart(2, '0')}`;
}

/**
 * A deduction as it changes the pay (issue 20 §5: one formatter for signed amounts): a
 * deduction of 2500 kobo is '−₦25.00'; a refund (a negative deduction, -2500) is '+₦25.00';
 * none is '—'. Never two signs.
 * @param kobo the deduction in kobo (positive: taken off; negative: given back).
 * @throws TypeError when `kobo` is not a safe integer.
 */
export function formatDeduction(kobo: number): string {
  assertKobo(kobo);
  if (kobo === 0) return '—';
  return kobo > 0 ? formatKobo(-kobo) : `+${formatKobo(-kobo)}`;
}

/**
 * The amount as a plain decimal for exports: `koboToDecimal(1250000) === '12500.00'`, no sign
 * for the currency and no separators.
 * @throws TypeError when `kobo` is not a safe integer.
 */
export function koboToDecimal(kobo: number): string {
  assertKobo(kobo);
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Read a naira amount typed or exported ('₦1,234.50', '1234.5', '12500', '-25.00', '−₦25.00') into kobo,
 * from its digits (never through a float). Null when it is not an amount or has more than two
 * decimals.
 */
export function parseNairaToKobo(text: string): number | null {
  const m = /^\s*([-\u2212])?\s*₦?\s*([0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)(?:\.([0-9]{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  const naira = Number(m[2].replace(/,/g, ''));
  const kobo = naira * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(kobo)) return null;
  return m[1] ? -kobo : kobo;
}

/** The sum of kobo amounts. @throws TypeError when one is not a safe integer. */
export function sumKobo(amounts: readonly number[]): number {
  let total = 0;
  for (const a of amounts) {
    assertKobo(a);
    total += a;
  }
  assertKobo(total);
  return total;
}

/** A refund amount in a table's cell (kobo → '+₦2,105.00'; nothing refunded → '—'). */
export const refundText = (kobo: number): string => (kobo ? `+${formatKobo(kobo)}` : '—');
