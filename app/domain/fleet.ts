/**
 * The fleet's rules as partners read them (issue 10), pure: plate numbers, licence numbers,
 * the years a model can be, and each record's compliance in one
 * line of words ("Insurance expires in 9 days").
 */
import { type SentenceSay } from '~/domain/sentence';
import { englishSay } from '~/domain/english';

/** A Nigerian plate number: three letters, three digits, two letters ('ABC-123XY'). */
export const PLATE_PATTERN = /^[A-Z]{3}-[0-9]{3}[A-Z]{2}$/;
/** A driver's licence number: 6 to 20 letters and digits. */
export const LICENCE_NUMBER_PATTERN = /^[A-Za-z0-9]{6,20}$/;
/** The oldest vehicle year the marketplace takes. */
export const MIN_VEHICLE_YEAR = 2007;
/**
 * A driver import's columns, as the template names them, and its limits (issue 10). The last,
 * `vehicle_plate`, is optional (issue 42 §7): a plate there assigns the driver to that vehicle of
 * the partner, and the pair is judged by the assignment's rule before anything is saved.
 */
export const IMPORT_COLUMNS = [
  'first_name',
  'last_name',
  'phone',
  'email',
  'date_of_birth',
  'address',
  'licence_number',
  'licence_class',
  'licence_expiry',
  'lasdri_number',
  'lasdri_expiry',
  'vehicle_plate',
] as const;
/** How an import's dates are written, as the add-driver form shows them (spec section 9: DD-MM-YYYY). */
export const IMPORT_DATE_ADVICE = 'Write dates as DD-MM-YYYY, like 14-03-1990 (14/03/1990 and 1990-03-14 are read too).';
export const IMPORT_MAX_ROWS = 500;
/** At most 1 MB, in bytes. */
export const IMPORT_MAX_BYTES = 1024 * 1024;

/** 'abc 123xy', 'Abc-123-xy' → 'ABC-123XY' (upper case, the dash where it belongs); other text upper-cased as typed. */
export function normalizePlate(raw: string): string {
  const compact = raw.toUpperCase().replace(/[^A-Z0-9]/g, '');
  return /^[A-Z]{3}[0-9]{3}[A-Z]{2}$/.test(compact) ? `${compact.slice(0, 3)}-${compact.slice(3)}` : raw.trim().toUpperCase();
}

/** The years a model can be registered: from its first year (at least 2007) to `thisYear`, newest first. */
export function vehicleYears(firstYear: number, thisYear: number): number[] {
  const from = Math.max(MIN_VEHICLE_YEAR, firstYear);
  return from > thisYear ? [] : Array.from({ length: thisYear - from + 1 }, (_, i) => thisYear - i);
}

export type DocumentSummary = { label: string; state: string; days_left: number | null; required?: boolean };

/** English's words for the sentences below, the singular where `count` is 1. */
const english = englishSay();

/**
 * One document's state in words: 'Insurance expires in 9 days', 'Hackney permit expired 5 days
 * ago' — in English, or through `say` in the reader's language (issue 44 §2).
 */
export function documentPhrase(d: DocumentSummary, say: SentenceSay = english): string {
  const document = d.label;
  const days = d.days_left ?? 0;
  switch (d.state) {
    case 'expired':
      return d.days_left !== null && d.days_left < 0 ? say('{{document}} expired {{count}} days ago', { document, count: -days }) : say('{{document}} expired', { document });
    case 'expiring_soon':
      return days === 0 ? say('{{document}} expires today', { document }) : say('{{document}} expires in {{count}} days', { document, count: days });
    case 'rejected':
      return say('{{document}} rejected', { document });
    case 'pending_review':
      return say('{{document}} under review', { document });
    case 'missing':
      return say('{{document}} not uploaded', { document });
    default:
      return say('{{document}} valid', { document });
  }
}

const SEVERITY: Record<string, number> = { expired: 0, rejected: 1, missing: 2, expiring_soon: 3, pending_review: 4, approved: 5 };

/**
 * The one line a list shows for a record's documents: the most urgent document (expired, then
 * rejected, missing, expiring, under review), with "+N more" when several need attention;
 * 'All documents valid' otherwise. `tone` colours its badge.
 */
export function complianceSummary(docs: readonly DocumentSummary[]): { text: string; tone: 'success' | 'warning' | 'danger' | 'info' } {
  const open = docs
    .filter((d) => d.state !== 'approved' && (d.required !== false || d.state !== 'missing'))
    .sort((a, b) => SEVERITY[a.state] - SEVERITY[b.state] || (a.days_left ?? 0) - (b.days_left ?? 0));
  if (!open.length) return { text: 'All documents valid', tone: 'success' };
  const first = open[0];
  const more = open.length > 1 ? ` (+${open.length - 1} more)` : '';
  const tone = first.state === 'expired' || first.state === 'rejected' || first.state === 'missing' ? 'danger' : first.state === 'expiring_soon' ? 'warning' : 'info';
  return { text: `${documentPhrase(first)}${more}`, tone };
}
