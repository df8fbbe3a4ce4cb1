/**
 * Formatting (spec section 9): money as NGN in the en-NG format, dates as DD-MM-YYYY, ratings
 * out of 10, and the header's company name cut at 15 characters.
 */
import dayjs from 'dayjs';
import { COMPANY_NAME_MAX_CHARS, CURRENCY, DATE_FORMAT, LOCALE, RATING_SCALE } from '~/lib/constants';

const naira = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** `formatNaira(4590240.5) === '₦4,590,240.50'`. @param amount naira (not kobo). */
export const formatNaira = (amount: number) => naira.format(amount);

/** `formatDate('2026-11-21T10:00:00Z') === '21-11-2026'`; an invalid date gives '—'. */
export function formatDate(value: string | number | Date): string {
  const d = dayjs(value);
  return d.isValid() ? d.format(DATE_FORMAT) : '—';
}

/** `formatRating(8.04) === '8.0 / 10'`, clamped to 0..10. */
export const formatRating = (rating: number) => `${Math.min(RATING_SCALE, Math.max(0, rating)).toFixed(1)} / ${RATING_SCALE}`;

/** The company name for the header: at most 15 characters, then an ellipsis. */
export function truncateCompanyName(name: string): string {
  const chars = [...name.trim()];
  return chars.length > COMPANY_NAME_MAX_CHARS ? `${chars.slice(0, COMPANY_NAME_MAX_CHARS).join('')}...` : chars.join('');
}

/** '12 s ago', '3 min ago', for the live panel. @param ms elapsed milliseconds. */
export function ago(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return s < 90 ? `${s} s ago` : `${Math.round(s / 60)} min ago`;
}
