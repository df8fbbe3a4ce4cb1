/**
 * A year's statement (issue 41 §5), the portal's rules in one place: which year a URL asks for,
 * each month's payout in words (paid, held, not yet paid), whether the year reconciles (its
 * months add up to its totals, and each paid month's payout is its net to the kobo), and the
 * statement's CSV rows. Amounts are integer kobo; dates are Lagos dates.
 */
import { type SentenceSay } from '~/domain/sentence';
import { englishSay } from '~/domain/english';
import type { Statement } from '~contract/money';
import { koboToDecimal, sumKobo } from '~/domain/money';
import { CSV_TOTAL_NOTE, payoutState } from '~/domain/earnings';
import { lagosDate } from '~contract/lagos-time';

/** The first year a statement can be asked for. */
export const FIRST_STATEMENT_YEAR = 2020;

/**
 * The year of `?year=`: a year from FIRST_STATEMENT_YEAR to `thisYear`; anything else is
 * `thisYear` with words saying so.
 * @param thisYear the current year by the API's clock
 */
export function readStatementYear(raw: string | null, thisYear: number, say: SentenceSay = englishSay()): { year: number; notice?: string } {
  if (raw === null || raw === '') return { year: thisYear };
  const year = /^\d{4}$/.test(raw) ? Number(raw) : NaN;
  if (year >= FIRST_STATEMENT_YEAR && year <= thisYear) return { year };
  return {
    year: thisYear,
    notice: say('There is no statement for “{{raw}}”: showing {{year}}. Choose a year from {{first}} to {{year}}.', { raw: raw.slice(0, 10), year: thisYear, first: FIRST_STATEMENT_YEAR }),
  };
}

type Month = Statement['months'][number];

/**
 * A month's payout in words: 'Paid on 03-11-2026', 'Held', 'Failed', 'Not yet paid' (a payout
 * still to come), or 'Nothing to pay' (a month with no earnings and no payout).
 */
export function monthPayoutWords(m: Pick<Month, 'payout' | 'trips' | 'net_kobo'>, formatDate: (iso: string) => string, say: SentenceSay = englishSay()): string {
  if (!m.payout) return m.trips === 0 && m.net_kobo === 0 ? say('Nothing to pay') : say('Not yet paid');
  const state = payoutState(m.payout);
  return state.paid ? say('Paid on {{date}}', { date: formatDate(m.payout.created_at) }) : say(state.label);
}

/** What the month's payout paid (kobo): its amount when paid, else 0. */
export const monthPaidKobo = (m: Pick<Month, 'payout'>) => (m.payout && payoutState(m.payout).paid ? m.payout.amount_kobo : 0);

/**
 * Does the year reconcile? Its months add up to its totals (trips, gross, deductions, refunds,
 * net, paid), and each paid month's payout equals its net to the kobo (the payslip's promise).
 * @returns `agrees`, and each paid month whose payout differs from its net (kobo: paid − net)
 */
export function statementReconciles(st: Pick<Statement, 'months' | 'totals'>): { agrees: boolean; differences: { month: string; kobo: number }[] } {
  const sum = (k: 'trips' | 'gross_kobo' | 'deductions_kobo' | 'refunds_kobo' | 'net_kobo') => sumKobo(st.months.map((m) => m[k]));
  const monthsAgree =
    sum('trips') === st.totals.trips &&
    sum('gross_kobo') === st.totals.gross_kobo &&
    sum('deductions_kobo') === st.totals.deductions_kobo &&
    sum('refunds_kobo') === st.totals.refunds_kobo &&
    sum('net_kobo') === st.totals.net_kobo &&
    sumKobo(st.months.map(monthPaidKobo)) === st.totals.paid_kobo &&
    st.months.every((m) => m.net_kobo === m.gross_kobo - m.deductions_kobo + m.refunds_kobo);
  const differences = st.months.filter((m) => monthPaidKobo(m) && m.payout!.amount_kobo !== m.net_kobo).map((m) => ({ month: m.month, kobo: m.payout!.amount_kobo - m.net_kobo }));
  return { agrees: monthsAgree && differences.length === 0, differences };
}

/**
 * The statement's CSV columns: `line` is `month` or `total` (filter on it before summing a column
 * in a spreadsheet: the total repeats the months' sums); amounts as '12500.00'.
 */
export const STATEMENT_CSV_COLUMNS = [
  'line',
  'month',
  'trips',
  'gross_ngn',
  'deductions_ngn',
  'refunds_ngn',
  'net_ngn',
  'payout_status',
  'paid_ngn',
  'paid_on',
  'payout_reference',
  'bank',
  'account',
  'received_ngn',
] as const;

/**
 * The statement's CSV rows: one per month worked (`month`: earned, with the payout that pays for
 * it), one per payout received in the year by its payment date (`received`: the month it pays for,
 * its date and amount in `received_ngn`; issue 54 §6), then the year's total in the same columns.
 */
export function statementCsvRows(st: Pick<Statement, 'year' | 'months' | 'totals' | 'received'>, say: SentenceSay = englishSay()): (string | number)[][] {
  const rows = st.months.map((m) => [
    'month',
    m.month,
    m.trips,
    koboToDecimal(m.gross_kobo),
    koboToDecimal(m.deductions_kobo),
    koboToDecimal(m.refunds_kobo),
    koboToDecimal(m.net_kobo),
    // The payout's state in the reader's words (issue 69 §1), as on the page.
    say(m.payout ? payoutState(m.payout).label : m.trips === 0 && m.net_kobo === 0 ? 'Nothing to pay' : 'Not yet paid'),
    koboToDecimal(monthPaidKobo(m)),
    m.payout && payoutState(m.payout).paid ? lagosDate(Date.parse(m.payout.created_at)) : '',
    m.payout?.reference ?? '',
    m.payout?.bank_name ?? '',
    m.payout?.account_number ?? '',
    '',
  ]);
  const received = st.received.map((p) => [
    'received',
    p.month,
    '',
    '',
    '',
    '',
    '',
    payoutState(p).label,
    '',
    lagosDate(Date.parse(p.created_at)),
    p.reference ?? '',
    p.bank_name ?? '',
    p.account_number ?? '',
    koboToDecimal(p.amount_kobo),
  ]);
  const t = st.totals;
  return [
    ...rows,
    ...received,
    [
      'total',
      String(st.year),
      t.trips,
      koboToDecimal(t.gross_kobo),
      koboToDecimal(t.deductions_kobo),
      koboToDecimal(t.refunds_kobo),
      koboToDecimal(t.net_kobo),
      // The file says what the row is (issue 54 §9), in the column a month's payout status takes.
      say(CSV_TOTAL_NOTE),
      koboToDecimal(t.paid_kobo),
      '',
      '',
      '',
      '',
      koboToDecimal(t.received_kobo),
    ],
  ];
}
