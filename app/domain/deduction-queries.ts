/**
 * Deduction queries (issue 36), the portal's rules in one place: where a query stands in words
 * (the same badge on every line that shows the deduction, the list and the query's page), who
 * may query a deduction and until when (QUERY_WINDOW_DAYS after the payout that carried it),
 * and the list's status filter. Dates are Lagos dates 'YYYY-MM-DD'; amounts are integer kobo.
 */
import type { DeductionQueryStatus } from '~contract/fleet';
import { QUERY_WINDOW_DAYS, REFUND_CAUSE } from '~contract/constants';
import { dayFirst, lagosDate } from '~contract/lagos-time';
import { formatKobo } from '~/domain/money';
import { monthLabel } from '~/domain/earnings';
import { type SentenceSay } from '~/domain/sentence';
import { englishSay } from '~/domain/english';
import { LOCALE } from '~/domain/constants';

type Tone = 'info' | 'neutral' | 'success';

/** The statuses, as the list's filter and badges name them. */
export const QUERY_STATUS_LABELS: Record<DeductionQueryStatus, string> = {
  open: 'Open',
  upheld: 'Upheld',
  refunded: 'Refunded',
  partly_refunded: 'Partly refunded',
};
/** The empty list's title when a status is chosen, a whole sentence each (issue 70 §2). */
export const NO_QUERY_WITH_STATUS: Record<DeductionQueryStatus, string> = {
  open: 'No open query',
  upheld: 'No upheld query',
  refunded: 'No refunded query',
  partly_refunded: 'No partly refunded query',
};
export const QUERY_STATUS_OPTIONS = Object.entries(QUERY_STATUS_LABELS).map(([value, label]) => ({ value, label }));

/**
 * Where a query stands, in words: 'Queried' while open, 'Upheld', or 'Refunded ₦…' (in full or in
 * part), with the badge's tone. Null when the deduction was never queried.
 */
export function queryMark(query: { status: DeductionQueryStatus; refunded_kobo: number } | null | undefined): { label: string; tone: Tone } | null {
  if (!query) return null;
  if (query.status === 'open') return { label: 'Queried', tone: 'info' };
  if (query.status === 'upheld') return { label: 'Upheld', tone: 'neutral' };
  return { label: `Refunded ${formatKobo(query.refunded_kobo)}`, tone: 'success' };
}

/**
 * The list's `status` filter from the URL: a known status, '' for every status, or an error
 * (only the table's own keys pass: 'constructor' is not a status).
 */
export function readQueryStatus(raw: string | null): { status: DeductionQueryStatus | ''; error?: string } {
  if (!raw) return { status: '' };
  if (Object.prototype.hasOwnProperty.call(QUERY_STATUS_LABELS, raw)) return { status: raw as DeductionQueryStatus };
  return { status: '', error: 'Please choose a status from the list' };
}

/**
 * Is "Query this deduction" offered where it shows? A deduction taken (not a refund line), with an
 * id, never queried before, and not after its window: the API's `may_query` when it says so (by
 * its clock), so a line never offers what the form would refuse.
 */
export function mayQueryDeduction(d: { id?: number; cause: string; amount_kobo: number; query?: unknown; may_query?: boolean }): boolean {
  return d.id !== undefined && d.amount_kobo > 0 && d.cause !== REFUND_CAUSE && !d.query && d.may_query !== false;
}

/**
 * The query window of a deduction, as the form says it: open with its last day (or "30 days after
 * the payout that carries it" while that payout is to come), or closed with the day it closed.
 * Whether it is open is the API's answer (`window_open`, by the clock that enforces it), so the
 * form never offers what the API would refuse.
 * @param d `payout` (null before the month is paid), `window_closes_on` and `window_open` from the API.
 */
export function queryWindow(d: { payout: { paid_on: string } | null; window_closes_on: string | null; window_open: boolean }, say: SentenceSay = englishSay()): { open: boolean; text: string } {
  if (!d.payout || !d.window_closes_on) return { open: d.window_open, text: say('You may query it until {{days}} days after the payout that carries it.', { days: QUERY_WINDOW_DAYS }) };
  const values = { closes: dayFirst(d.window_closes_on), days: QUERY_WINDOW_DAYS, paid: dayFirst(d.payout.paid_on) };
  if (!d.window_open) return { open: false, text: say('Queries on this deduction closed on {{closes}}, {{days}} days after the payout of {{paid}} that carried it.', values) };
  return { open: true, text: say('You may query it until {{closes}}, {{days}} days after the payout of {{paid}} that carried it.', values) };
}

/**
 * Where the refund's money is, in words: on the payout that carried it, or on the payout of
 * its month still to come. Null when nothing was refunded.
 */
export function refundWhere(q: { refunded_kobo: number; refund: { month: string; payout_reference: string | null } | null }, say: SentenceSay = englishSay(), locale: string = LOCALE): string | null {
  if (!q.refunded_kobo || !q.refund) return null;
  const values = { amount: formatKobo(q.refunded_kobo), month: monthLabel(q.refund.month, locale), reference: q.refund.payout_reference ?? '' };
  return q.refund.payout_reference
    ? say('{{amount}} was paid with the payout for {{month}} (reference {{reference}}).', values)
    : say('{{amount}} will be paid with the payout for {{month}}.', values);
}

/** An answered query's sentence by its outcome, undated and dated. */
const ANSWERED: Record<Exclude<DeductionQueryStatus, 'open'>, string> = {
  upheld: 'Answered: the deduction stands (upheld).',
  refunded: 'Answered: refunded, {{amount}}.',
  partly_refunded: 'Answered: partly refunded, {{amount}}.',
};
const ANSWERED_ON: Record<Exclude<DeductionQueryStatus, 'open'>, string> = {
  upheld: 'Answered on {{date}}: the deduction stands (upheld).',
  refunded: 'Answered on {{date}}: refunded, {{amount}}.',
  partly_refunded: 'Answered on {{date}}: partly refunded, {{amount}}.',
};

/**
 * How and when a query was answered, for the form of a deduction queried already (issue 41 §1):
 * 'Answered on 27-11-2026: refunded ₦2,105.00.', '…: the deduction stands (upheld).'; while
 * open, 'Still open: the marketplace has not answered yet.'. One query per deduction: answered is
 * answered, so the form is never offered again.
 * @param q the query's status, refund (kobo) and `decided_at` (ISO instant; Lagos date shown)
 */
export function answeredText(q: { status: DeductionQueryStatus; refunded_kobo: number; decided_at: string | null }, say: SentenceSay = englishSay()): string {
  if (q.status === 'open') return say('Still open: the marketplace has not answered yet.');
  const values = { date: q.decided_at ? dayFirst(lagosDate(Date.parse(q.decided_at))) : '', amount: formatKobo(q.refunded_kobo) };
  // Whole sentences (issue 70 §2): dated when the API says when it decided.
  const sentence = q.decided_at ? ANSWERED_ON[q.status] : ANSWERED[q.status];
  return say(sentence, values);
}
