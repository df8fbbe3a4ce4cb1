/**
 * Formatting for display (spec section 9): dates as DD-MM-YYYY and times as HH:mm in Lagos
 * time (WAT), ratings out of 10, the header's company name cut at 15 characters. Money is in
 * app/lib/money.ts. No date library: Intl does it, so nothing heavy reaches the phone.
 */
import { COMPANY_NAME_MAX_CHARS, DATE_FORMAT, RATING_SCALE } from '~/domain/constants';
import { formatKobo } from '~/domain/money';

export { formatKobo };

/** Lagos has no daylight saving: every date and time is shown in West Africa Time. */
export const TIME_ZONE = 'Africa/Lagos';

const dateParts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const timeParts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false });

const toDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));
/** A plain YYYY-MM-DD (a calendar date, no time) is shown as is, never shifted by time zones. */
const PLAIN_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Day, month and year laid out as DATE_FORMAT (spec section 9: DD-MM-YYYY). */
const layout = (dd: string, mm: string, yyyy: string) => DATE_FORMAT.replace('DD', dd).replace('MM', mm).replace('YYYY', yyyy);

/** `formatDate('2026-11-21T10:00:00Z') === '21-11-2026'`; '2026-03-07' → '07-03-2026'; invalid → '—'. */
export function formatDate(value: string | number | Date): string {
  if (typeof value === 'string') {
    const plain = PLAIN_DATE.exec(value);
    if (plain) return layout(plain[3], plain[2], plain[1]);
  }
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '—';
  const [dd, mm, yyyy] = dateParts.format(d).split('/');
  return layout(dd, mm, yyyy);
}

/** `formatTime('2026-11-21T06:30:00Z') === '07:30'` (Lagos); invalid → '—'. */
export function formatTime(value: string | number | Date): string {
  const d = toDate(value);
  return Number.isNaN(d.getTime()) ? '—' : timeParts.format(d);
}

/** The calendar date in Lagos as YYYY-MM-DD, for exports and URLs: '2026-11-21T23:30:00Z' → '2026-11-22'; invalid → ''. */
export function isoDateInLagos(value: string | number | Date): string {
  const d = toDate(value);
  if (Number.isNaN(d.getTime())) return '';
  const [dd, mm, yyyy] = dateParts.format(d).split('/');
  return `${yyyy}-${mm}-${dd}`;
}

/** '21-11-2026 07:30'. */
export const formatDateTime = (value: string | number | Date) => `${formatDate(value)} ${formatTime(value)}`;

/** `formatRating(8.04) === '8.0 / 10'`, clamped to 0..10; no ratings yet (count 0) says so. */
export const formatRating = (rating: number, count?: number) => (count === 0 ? 'No ratings yet' : `${Math.min(RATING_SCALE, Math.max(0, rating)).toFixed(1)} / ${RATING_SCALE}`);

/** The company name for the header: at most 15 characters, then an ellipsis. */
export function truncateCompanyName(name: string): string {
  const chars = [...name.trim()];
  return chars.length > COMPANY_NAME_MAX_CHARS ? `${chars.slice(0, COMPANY_NAME_MAX_CHARS).join('')}...` : chars.join('');
}

/** '12 s ago', '3 min ago', for live readings, said by `say` (English by default). @param ms elapsed milliseconds. */
export function ago(ms: number, say: (sentence: string, values: Record<string, number>) => string = (t, v) => t.replace('{{n}}', String(v.n))): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return s < 90 ? say('{{n}} s ago', { n: s }) : say('{{n}} min ago', { n: Math.round(s / 60) });
}

/** A trip in words, for a list of kept pages: 'Ikorodu → CMS, 26-11-2026 06:30, KJA-100AA' (Lagos time). */
export function tripWords(trip: { starts_at: string; route: { pickup: string; destination: string }; vehicle: { plate: string } }): string {
  return `${trip.route.pickup} → ${trip.route.destination}, ${formatDate(trip.starts_at)} ${formatTime(trip.starts_at)}, ${trip.vehicle.plate}`;
}
