/**
 * The rules of money on screen (issue 12), pure: the earnings period from the URL (a month or
 * a date range of at most 366 days), deduction causes in words, month names, "Explain my pay"
 * (gross − deductions by cause = net = paid, with any difference shown), the payslip's plain
 * text for sharing, and an earnings line as a CSV row. Amounts are integer kobo throughout;
 * naira appear only through formatKobo (display) and koboToDecimal (exports).
 */
import { calendarLocale } from '~contract/languages';
import { DRIVER_SORTS } from '~contract/queries';
import type { PeriodNotice } from '~/domain/period-notice';
import { LOCALE } from '~/domain/constants';
import type { EarningsLine, Payout, Payslip, RefundLine } from '~contract/money';
import { formatKobo, koboToDecimal, sumKobo, formatDeduction } from '~/domain/money';

/** The longest period (days) the earnings screens show at once (the API's limit too). */
export const MAX_PERIOD_DAYS = 366;

export type EarningsPeriod = { kind: 'month'; month: string; from: string; to: string; notice?: PeriodNotice } | { kind: 'range'; from: string; to: string; notice?: PeriodNotice };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DATE = ISO_DATE;
const validDate = (d: string | null): d is string => Boolean(d && DATE.test(d) && !Number.isNaN(Date.parse(d)) && new Date(d).toISOString().slice(0, 10) === d);
import { dayFirst, ISO_DATE } from '~contract/lagos-time';
import { causeLabel, DEDUCTION_CAUSES, REFUND_CAUSE } from '~contract/constants';
import { fill, type SentenceSay } from '~/domain/sentence';
import { englishSay } from '~/domain/english';

/** The first and last days of a month 'YYYY-MM'. */
export function monthBounds(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** 'October 2026' for '2026-10', as `locale` names the month (issue 44 §3: 'Oṣù Ọ̀wàrà 2026' in Yoruba). */
export function monthLabel(month: string, locale: string = LOCALE): string {
  const [y, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(calendarLocale(locale), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, 15)));
}

/** The `count` months up to `today`'s, newest first: ['2026-11', '2026-10', …]. */
export function recentMonths(today: string, count = 12): string[] {
  const [y, m] = today.slice(0, 7).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/**
 * The period asked for by `params` (`month=YYYY-MM`, or `from` and `to`), `today` (YYYY-MM-DD)
 * giving the default (this month). Never throws: a bad month or date falls back to this month,
 * a range the wrong way round is turned round, one longer than 366 days is cut to 366 from its
 * start, each with a `notice` saying what was shown instead.
 */
export function earningsPeriod(params: URLSearchParams, today: string): EarningsPeriod {
  const thisMonth = (notice?: PeriodNotice): EarningsPeriod => ({ kind: 'month', month: today.slice(0, 7), ...monthBounds(today.slice(0, 7)), ...(notice ? { notice } : {}) });
  const month = params.get('month')?.trim();
  const from = params.get('from')?.trim() || null;
  const to = params.get('to')?.trim() || null;
  if (month) {
    if (!MONTH.test(month)) return thisMonth({ text: '"{{asked}}" is not a month: showing {{month}}.', values: { asked: month.slice(0, 20), month: today.slice(0, 7) } });
    return { kind: 'month', month, ...monthBounds(month) };
  }
  if (!from && !to) return thisMonth();
  if (!validDate(from) || !validDate(to)) return thisMonth({ text: 'Please give both dates of the period: showing {{month}}.', values: { month: today.slice(0, 7) } });
  let [start, end] = [from, to];
  let notice: PeriodNotice | undefined;
  if (end < start) {
    [start, end] = [end, start];
    notice = { text: 'The dates were the wrong way round: showing {{from}} to {{to}}.', values: { from: start, to: end } };
  }
  const days = Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
  if (days > MAX_PERIOD_DAYS) {
    end = new Date(Date.parse(start) + (MAX_PERIOD_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    notice = { text: 'A period can be at most {{days}} days: showing {{from}} to {{to}}.', values: { days: String(MAX_PERIOD_DAYS), from: start, to: end } };
  }
  return { kind: 'range', from: start, to: end, ...(notice ? { notice } : {}) };
}

/** The period as query parameters (for links, the API and the export). */
export const periodQuery = (p: EarningsPeriod): Record<string, string> => (p.kind === 'month' ? { month: p.month } : { from: p.from, to: p.to });

/** The period in words: 'November 2026' or '01-11-2026 to 15-11-2026'. */
/**
 * A period in words: its month ('November 2026', in `locale`), or 'DD-MM-YYYY to DD-MM-YYYY'
 * (`to` the reader's word for it, issue 44 §2).
 */
export const periodLabel = (p: EarningsPeriod, locale: string = LOCALE, to = 'to') => (p.kind === 'month' ? monthLabel(p.month, locale) : `${dayFirst(p.from)} ${to} ${dayFirst(p.to)}`);

/** A deduction's cause in words (contract/constants.ts `causeLabel`: the API's refund notes use the same words). */
export { causeLabel };

/**
 * A payout in words (issue 31 §3): "Paid" only when the API says paid. A held payout says
 * "Held", why (the API's reason), and what to do; its money is still unsettled.
 * @returns `paid`: money reached the account; `label`, `tone`: the badge; `reason` and `todo`: the
 *   sentences shown under it (null when there is nothing to say).
 */
export type PayoutState = { paid: boolean; label: string; tone: 'success' | 'warning' | 'danger' | 'info' | 'neutral'; reason: string | null; todo: string | null };

export const HELD_TODO = 'Add a settlement account in Settings → Settlement Account: held payouts go into it once it receives payouts.';

export function payoutState(p: Pick<Payout, 'status' | 'reason'>): PayoutState {
  switch (p.status) {
    case 'paid':
      return { paid: true, label: 'Paid', tone: 'success', reason: null, todo: null };
    case 'held':
      return { paid: false, label: 'Held', tone: 'warning', reason: p.reason ?? 'No settlement account receives payouts yet', todo: HELD_TODO };
    case 'failed':
      return {
        paid: false,
        label: 'Failed',
        tone: 'danger',
        reason: p.reason,
        todo: 'The marketplace retries a failed payout; call partner support if the money has not arrived within 2 working days.',
      };
    case 'reversed':
      return { paid: false, label: 'Reversed', tone: 'warning', reason: p.reason, todo: 'Call partner support about a reversed payout.' };
    case 'processing':
    case 'pending':
      return { paid: false, label: 'Processing', tone: 'info', reason: p.reason, todo: null };
  }
}

export type PayExplanation = {
  gross: number;
  deductions: { cause: string; label: string; term: string; amount: number }[];
  deductionsTotal: number;
  /** The refunds this payout carries (kobo, positive), each on its deduction's own trip (issue 41 §2). */
  refunds: number;
  /** gross − the deductions + the refunds, computed here. */
  net: number;
  /** What was paid out: the payout's amount when it was paid, else 0 (a held payout paid nothing). */
  paid: number;
  /** Was the payout paid? When not, `difference` is 0 and nothing is said to agree. */
  paidOut: boolean;
  /** What the payout holds (kobo), paid or not. */
  payoutAmount: number;
  /** paid − net when paid: 0 when they agree; anything else is shown, never hidden. */
  difference: number;
  /** Does the API's own net agree with gross − its deductions by cause + its refunds, and its refunds with the refund lines? */
  totalsAgree: boolean;
};

/**
 * "Explain my pay" for a payslip (all kobo), from its totals, deductions by cause and refund
 * lines: a month may hold 100,000 trips, whose lines are paged, never all in hand (issue 20 §5).
 * That the lines add up to these totals is the API's promise, checked by the sandbox's reconcile
 * tests. Refunds are their own sum, never a negative deduction (issue 41 §2).
 */
export function explainPay(slip: Pick<Payslip, 'totals' | 'payout'> & Partial<Pick<Payslip, 'refunds'>>): PayExplanation {
  const deductions = slip.totals.deductions_by_cause
    .filter((d) => d.cause !== REFUND_CAUSE)
    .map((d) => {
      const label = causeLabel(d.cause);
      return { cause: d.cause, label, term: `Deduction: ${label}`, amount: d.amount_kobo };
    });
  const deductionsTotal = sumKobo(deductions.map((d) => d.amount));
  const refunds = slip.totals.refunds_kobo;
  const net = slip.totals.gross_kobo - deductionsTotal + refunds;
  const paidOut = payoutState(slip.payout).paid;
  const listed = slip.refunds ? sumKobo(slip.refunds.map((r) => r.amount_kobo)) : refunds;
  return {
    gross: slip.totals.gross_kobo,
    deductions,
    deductionsTotal,
    refunds,
    net,
    paid: paidOut ? slip.payout.amount_kobo : 0,
    paidOut,
    payoutAmount: slip.payout.amount_kobo,
    difference: paidOut ? slip.payout.amount_kobo - net : 0,
    totalsAgree: slip.totals.net_kobo === net && slip.totals.deductions_kobo === deductionsTotal && listed === refunds,
  };
}

/**
 * The payslip as plain text to paste into WhatsApp or an SMS: who, which month, the trips,
 * gross, deductions, net, and the payout (bank, masked account, reference, status); in the
 * words of `say` and the month's name in `locale` (issue 44: English by default). Money stays
 * `₦1,234.50`.
 */
export function payslipShareText(slip: Payslip, say: SentenceSay = englishSay(), locale: string = LOCALE): string {
  const e = explainPay(slip);
  const lines = [
    say('Payslip: {{month}}', { month: monthLabel(slip.month, locale) }),
    slip.partner.company_name,
    say('{{count}} trips', { count: slip.totals.trips }),
    say('Gross: {{amount}}', { amount: formatKobo(e.gross) }),
    ...e.deductions.map((d) => say('{{cause}}: {{amount}}', { cause: say(d.label), amount: formatDeduction(d.amount) })),
    ...(e.refunds ? [say('Refunds of queried deductions: {{amount}}', { amount: `+${formatKobo(e.refunds)}` })] : []),
    say('Net: {{amount}}', { amount: formatKobo(e.net) }),
    e.paidOut
      ? say('Paid: {{amount}} to {{account}}', { amount: formatKobo(e.paid), account: `${slip.payout.bank_name} ${slip.payout.account_number}` })
      : `${say('{{state}}, not paid: {{amount}}', { state: say(payoutState(slip.payout).label), amount: formatKobo(e.payoutAmount) })}${slip.payout.reason ? ` (${slip.payout.reason})` : ''}`,
    say('Reference: {{reference}}', { reference: slip.payout.reference }),
  ];
  if (e.difference !== 0) lines.push(say('Difference between net and paid: {{amount}}', { amount: formatKobo(e.difference) }));
  return lines.join('\n');
}

/**
 * The earnings CSV's columns (issues 12 §3, 41), in order. `line` says what a row is: `trip`, a
 * `refund` paid with the period (issue 41 §2: on its deduction's own trip, its date, vehicle and
 * driver; its amount in `refunds_ngn`), or the `total` of the rows above. Filter `line` to trip
 * and refund before summing a column in a spreadsheet: the total row repeats their sums.
 */
export const EARNINGS_CSV_COLUMNS = [
  'line',
  'trip_id',
  'trip_date',
  'departure_time',
  'route_code',
  'pickup',
  'destination',
  'vehicle_plate',
  'driver_name',
  'gross_ngn',
  'deductions_ngn',
  'deduction_causes',
  'refunds_ngn',
  'net_ngn',
  'settlement_status',
  'payout_reference',
] as const;

const settlementWords = (s: { status: 'settled' | 'unsettled' }, say: SentenceSay) => say(s.status === 'settled' ? 'Settled' : 'Unsettled');

/**
 * One earnings line as a CSV row (amounts '12500.00'; causes in words, separated by '; '). The
 * words (causes, a refund's note, the settlement) in the reader's language through `say` (the
 * `money` catalogue; issue 51 §1), English by default; codes, plates, names and amounts as they are.
 */
export function earningsCsvRow(l: EarningsLine, say: SentenceSay = fill): (string | number)[] {
  return [
    'trip',
    l.trip_id,
    l.trip_date,
    l.departure_time,
    l.route.code,
    l.route.pickup,
    l.route.destination,
    l.vehicle.plate,
    l.driver.name,
    koboToDecimal(l.gross_kobo),
    koboToDecimal(l.deductions_kobo),
    l.deductions.map((d) => (d.note ? noteWords(d.note, say) : say(causeLabel(d.cause)))).join('; '),
    koboToDecimal(0),
    koboToDecimal(l.net_kobo),
    settlementWords(l.settlement, say),
    l.settlement.payout_reference ?? '',
  ];
}

/** A refund paid with the period as a CSV row: its deduction's trip, date, vehicle and driver; its words; its amount. */
export function earningsCsvRefundRow(r: RefundLine, say: SentenceSay = fill): (string | number)[] {
  return [
    'refund',
    r.trip_id,
    r.trip_date,
    r.departure_time,
    r.route.code,
    r.route.pickup,
    r.route.destination,
    r.vehicle.plate,
    r.driver.name,
    koboToDecimal(0),
    koboToDecimal(0),
    noteWords(r.note, say),
    koboToDecimal(r.amount_kobo),
    koboToDecimal(r.amount_kobo),
    settlementWords(r.settlement, say),
    r.settlement.payout_reference ?? '',
  ];
}

/**
 * The earnings CSV's last row (issues 31 §3, 41): `total`, then each sum in its own column (kobo
 * summed as integers), so the file reconciles with the page's totals; the period in `trip_date`
 * ('2026-11-01..2026-11-30') and the trip count in words in `driver_name` ('1652 trips'): no
 * number in a column that identifies a trip.
 */
export function earningsCsvTotalRow(
  period: { from: string; to: string },
  totals: { trips: number; gross_kobo: number; deductions_kobo: number; refunds_kobo: number; net_kobo: number },
  say: SentenceSay = englishSay(),
): (string | number)[] {
  return [
    'total',
    '',
    `${period.from}..${period.to}`,
    '',
    '',
    '',
    '',
    '',
    say('{{count}} trips', { count: totals.trips }),
    koboToDecimal(totals.gross_kobo),
    koboToDecimal(totals.deductions_kobo),
    // The file says what the row is (issue 54 §9): a sum over every row would count it twice.
    say(CSV_TOTAL_NOTE),
    koboToDecimal(totals.refunds_kobo),
    koboToDecimal(totals.net_kobo),
    '',
    '',
  ];
}

/** The columns "By driver" sorts by (issue 24 §1), in the URL as `sort`. */

/**
 * The orders a phone user picks in one tap (issue 32 §7: the table's sort links are hidden on a
 * phone): the best and the worst driver first among them.
 */
export const DRIVER_SORT_CHOICES: { value: DriverSort; label: string }[] = [
  { value: 'net', label: 'Best net' },
  { value: 'net_low', label: 'Lowest net' },
  { value: 'late', label: 'Most late starts' },
  { value: 'cancelled', label: 'Most cancelled' },
  { value: 'rating', label: 'Best rating' },
  { value: 'driver', label: 'Name' },
];
export type DriverSort = (typeof DRIVER_SORTS)[number];

/** `sort` from the URL, else by net, best first (an idle driver at ₦0 is never the first row). */
export const driverSortOf = (raw: string | null): DriverSort => ((DRIVER_SORTS as readonly string[]).includes(raw ?? '') ? (raw as DriverSort) : 'net');

/** A rating for the tables: '8.4 / 10 (12)', or 'No ratings yet'. */
export const ratingText = (p: { rating: number | null; rating_count: number }) => (p.rating === null ? 'No ratings yet' : `${p.rating.toFixed(1)} / 10 (${p.rating_count})`);

/** The note the API writes on a refund line (issue 41 §2; it writes it in sandbox/words/money.ts): 'Refund of the late departure on 14-10-2026'. */
const REFUND_NOTE = /^Refund of the (.+) on (\d{2}-\d{2}-\d{4})$/;

/**
 * A deduction's note in the reader's words (issue 44 §2): a refund's note (the API's form, above)
 * said as its sentence, its cause through `say`; any other note as written.
 */
export function noteWords(note: string, say: SentenceSay): string {
  const m = REFUND_NOTE.exec(note);
  if (!m) return note;
  const cause = Object.values(DEDUCTION_CAUSES).find((c) => c.toLowerCase() === m[1]);
  const said = cause ? say(cause) : m[1];
  // English keeps the cause lower-case inside its sentence; a translation as its catalogue writes it.
  return say('Refund of the {{cause}} on {{date}}', { cause: cause && said !== cause ? said : m[1], date: m[2] });
}

/** What a CSV's `total` row says of itself, in a text column of it (issue 54 §9; every export with a total row says it). */
export const CSV_TOTAL_NOTE = 'Total of the rows above: leave this row out when you add up a column';

/** A deduction's words on its line: a refund line's own note ("Refund of the late departure on 14-10-2026"), else its cause. */
export const deductionWords = (d: { cause: string; note?: string | null }) => d.note ?? causeLabel(d.cause);
