import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EarningsLine, Payslip } from '~contract/money';
import { csvLine } from '~/server/csv.server';
import {
  causeLabel,
  driverSortOf,
  EARNINGS_CSV_COLUMNS,
  earningsCsvRow,
  earningsPeriod,
  explainPay,
  monthLabel,
  payslipShareText,
  payoutState,
  HELD_TODO,
  periodLabel,
  ratingText,
  recentMonths,
  noteWords,
} from '~/domain/earnings';
import { periodNoticeWords } from '~/domain/period-notice';
import { i18nFor, sayOf } from '~/server/i18n.server';
import { formatKobo, koboToDecimal, parseNairaToKobo, sumKobo } from '~/domain/money';

const TODAY = '2026-11-22';
const period = (q: string) => earningsPeriod(new URLSearchParams(q), TODAY);

describe('the earnings period', () => {
  it.each([
    ['', { kind: 'month', month: '2026-11', from: '2026-11-01', to: '2026-11-30' }],
    ['month=2026-02', { kind: 'month', month: '2026-02', from: '2026-02-01', to: '2026-02-28' }],
    ['month=2024-02', { kind: 'month', month: '2024-02', from: '2024-02-01', to: '2024-02-29' }],
    ['from=2026-10-05&to=2026-11-04', { kind: 'range', from: '2026-10-05', to: '2026-11-04' }],
    ['month=2026-10&from=2026-01-01&to=2026-01-02', { kind: 'month', month: '2026-10', from: '2026-10-01', to: '2026-10-31' }],
  ])('%s', (q, expected) => expect(period(q)).toEqual(expected));

  it.each([
    ['month=2026-13', 'month', '"2026-13" is not a month: showing November 2026.'],
    ['month=abc', 'month', '"abc" is not a month: showing November 2026.'],
    ['from=2026-11-01', 'month', 'Please give both dates of the period: showing November 2026.'],
    ['from=2026-02-30&to=2026-03-02', 'month', 'Please give both dates of the period: showing November 2026.'],
    ['from=2026-11-20&to=2026-11-01', 'range', 'The dates were the wrong way round: showing 01-11-2026 to 20-11-2026.'],
    ['from=2024-01-01&to=2026-01-01', 'range', 'A period can be at most 366 days: showing 01-01-2024 to 31-12-2024.'],
  ])('corrects %s with a notice', (q, kind, notice) => {
    const p = period(q);
    expect(p.kind).toBe(kind);
    expect(periodNoticeWords(p.notice!, sayOf(i18nFor('en-NG'), 'money'), 'en-NG')).toBe(notice);
    const days = Math.round((Date.parse(p.to) - Date.parse(p.from)) / 86_400_000) + 1;
    expect(days).toBeGreaterThan(0);
    expect(days).toBeLessThanOrEqual(366);
  });

  it("says a notice in the reader's language, its month and dates worded there (issue 51)", () => {
    const ha = (q: string) => periodNoticeWords(period(q).notice!, sayOf(i18nFor('ha'), 'money'), 'ha');
    expect(ha('month=abc')).toBe(`"abc" ba wata ba ne: ana nuna ${monthLabel('2026-11', 'ha')}.`);
    expect(monthLabel('2026-11', 'ha')).not.toContain('November');
    expect(ha('from=2026-11-20&to=2026-11-01')).toBe('An juya kwanakin baya: ana nuna 01-11-2026 zuwa 20-11-2026.');
    expect(ha('from=2024-01-01&to=2026-01-01')).toBe('Lokaci ba zai wuce kwanaki 366 ba: ana nuna 01-01-2024 zuwa 31-12-2024.');
  });

  it('names months and periods for people', () => {
    expect(monthLabel('2026-10')).toBe('October 2026');
    expect(periodLabel(period('from=2026-11-01&to=2026-11-15'))).toBe('01-11-2026 to 15-11-2026');
    expect(recentMonths(TODAY, 3)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(recentMonths('2026-01-05', 2)).toEqual(['2026-01', '2025-12']);
    expect(causeLabel('late_departure')).toBe('Late departure');
    expect(causeLabel('fuel_shortage')).toBe('Fuel shortage');
  });
});

describe('kobo and naira', () => {
  it('formats and reads back any amount exactly, from ₦0.00 to the largest safe amount', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (kobo) => {
        expect(parseNairaToKobo(formatKobo(kobo))).toBe(kobo);
        expect(parseNairaToKobo(koboToDecimal(kobo))).toBe(kobo);
      }),
    );
    expect(formatKobo(0)).toBe('₦0.00');
    expect(koboToDecimal(0)).toBe('0.00');
    expect(formatKobo(Number.MAX_SAFE_INTEGER)).toBe('₦90,071,992,547,409.91');
  });
});

// Generated earnings lines: names with commas, quotes and line breaks; deductions never above gross.
const text = fc.string({ minLength: 1, maxLength: 20, unit: fc.constantFrom('a', 'B', ' ', ',', '"', '\n', "'", '₦', 'é') });
const lineArb: fc.Arbitrary<EarningsLine> = fc
  .record({
    id: fc.integer({ min: 1, max: 1e7 }),
    gross: fc.integer({ min: 0, max: 50_000_000 }),
    cuts: fc.array(fc.record({ cause: fc.constantFrom('late_departure', 'damage', 'penalty', 'breakdown'), share: fc.integer({ min: 0, max: 25 }) }), { maxLength: 3 }),
    driver: text,
    pickup: text,
    settled: fc.boolean(),
  })
  .map(({ id, gross, cuts, driver, pickup, settled }) => {
    const deductions = cuts.map((c) => ({ cause: c.cause, amount_kobo: Math.floor((gross * c.share) / 100) }));
    const deducted = sumKobo(deductions.map((d) => d.amount_kobo));
    return {
      trip_id: id,
      trip_date: '2026-10-05',
      departure_time: '07:30',
      route: { id: 1, code: 'LAG-IKJ-01', name: 'Ikeja - VI', pickup, destination: 'Victoria Island' },
      vehicle: { id: 1, plate: 'KJA-100AA' },
      driver: { id: 1, name: driver },
      gross_kobo: gross,
      deductions_kobo: deducted,
      deductions,
      net_kobo: gross - deducted,
      settlement: { status: settled ? 'settled' : 'unsettled', payout_reference: settled ? 'PO-2026-10' : null },
    } satisfies EarningsLine;
  });

function payslipOf(lines: EarningsLine[], paid?: number): Payslip {
  const byCause = new Map<string, number>();
  for (const l of lines) for (const d of l.deductions) byCause.set(d.cause, (byCause.get(d.cause) ?? 0) + d.amount_kobo);
  const gross = sumKobo(lines.map((l) => l.gross_kobo));
  const deductions = sumKobo(lines.map((l) => l.deductions_kobo));
  return {
    // Alike on purpose (issue 70 §4): a test’s own payslip fixture (app/server/payslip-pdf.server.test.ts has its own for the PDF).
    month: '2026-10',
    period: { from: '2026-10-01', to: '2026-10-31' },
    partner: { company_name: 'Lagos Shuttle Partners Ltd', owner_name: 'Adaeze Okafor', account_sid: 'AC1' },
    payout: {
      id: 1,
      month: '2026-10',
      created_at: '2026-11-03T09:00:00Z',
      amount_kobo: paid ?? gross - deductions,
      status: 'paid',
      reason: null,
      reference: 'PO-2026-10',
      bank_name: 'GTBank',
      account_name: 'ADAEZE OKAFOR',
      account_number: '******6789',
    },
    totals: {
      trips: lines.length,
      gross_kobo: gross,
      deductions_kobo: deductions,
      refunds_kobo: 0,
      net_kobo: gross - deductions,
      deductions_by_cause: [...byCause].map(([cause, amount_kobo]) => ({ cause, amount_kobo })),
    },
    refunds: [],
  };
}

describe('invariants of earnings, to the kobo', () => {
  it('the CSV of any lines reads back to the same amounts, and its sum is the lines’ sum', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 40 }), (lines) => {
        const csv = csvLine(EARNINGS_CSV_COLUMNS) + lines.map((l) => csvLine(earningsCsvRow(l))).join('');
        const rows = parse(csv, { columns: true }) as Record<string, string>[];
        expect(rows).toHaveLength(lines.length);
        rows.forEach((r, i) => {
          expect(r.driver_name).toBe(lines[i].driver.name);
          expect(r.pickup).toBe(lines[i].route.pickup);
          expect(parseNairaToKobo(r.gross_ngn)).toBe(lines[i].gross_kobo);
          expect(parseNairaToKobo(r.net_ngn)).toBe(lines[i].net_kobo);
          expect(parseNairaToKobo(r.gross_ngn)! - parseNairaToKobo(r.deductions_ngn)!).toBe(parseNairaToKobo(r.net_ngn));
        });
        expect(sumKobo(rows.map((r) => parseNairaToKobo(r.net_ngn)!))).toBe(sumKobo(lines.map((l) => l.net_kobo)));
      }),
    );
  });

  it('a payslip explains itself: gross − deductions by cause = net = paid, and a difference is shown', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 40 }), fc.integer({ min: -5000, max: 5000 }), (lines, gap) => {
        const exact = explainPay(payslipOf(lines));
        expect(exact.difference).toBe(0);
        expect(exact.totalsAgree).toBe(true);
        expect(exact.gross - exact.deductionsTotal).toBe(exact.net);
        expect(sumKobo(exact.deductions.map((d) => d.amount))).toBe(sumKobo(lines.map((l) => l.deductions_kobo)));
        const off = explainPay(payslipOf(lines, exact.net + gap));
        expect(off.difference).toBe(gap);
      }),
    );
  });

  it('never says paid for a held payout (issue 31 §3): nothing paid out, no difference, no agreement claimed', () => {
    const lines = fc.sample(lineArb, 3);
    const paid = payslipOf(lines);
    const held = { ...paid, payout: { ...paid.payout, status: 'held' as const, reason: 'No settlement account receives payouts yet' } };
    const e = explainPay(held);
    expect(e).toMatchObject({ paidOut: false, paid: 0, difference: 0, payoutAmount: paid.payout.amount_kobo });
    expect(payoutState(held.payout)).toMatchObject({ paid: false, label: 'Held', reason: 'No settlement account receives payouts yet', todo: HELD_TODO });
    expect(payslipShareText(held)).toContain(`Held, not paid: ${formatKobo(paid.payout.amount_kobo)} (No settlement account receives payouts yet)`);
    expect(payslipShareText(held)).not.toMatch(/^Paid:/m);
    const words = (['paid', 'held', 'processing', 'pending', 'failed', 'reversed'] as const).map((status) => [
      status,
      payoutState({ status, reason: null }).label,
      payoutState({ status, reason: null }).paid,
    ]);
    expect(words).toEqual([
      ['paid', 'Paid', true],
      ['held', 'Held', false],
      ['processing', 'Processing', false],
      ['pending', 'Processing', false],
      ['failed', 'Failed', false],
      ['reversed', 'Reversed', false],
    ]);
  });

  it('shares a payslip as plain text with the net, the payout and any difference', () => {
    const slip = payslipOf([{ ...fc.sample(lineArb, 1)[0], gross_kobo: 4_800_000, deductions: [{ cause: 'late_departure', amount_kobo: 150_000 }], deductions_kobo: 150_000, net_kobo: 4_650_000 }]);
    expect(payslipShareText(slip)).toBe(
      [
        'Payslip: October 2026',
        'Lagos Shuttle Partners Ltd',
        '1 trip',
        'Gross: ₦48,000.00',
        'Late departure: −₦1,500.00',
        'Net: ₦46,500.00',
        'Paid: ₦46,500.00 to GTBank ******6789',
        'Reference: PO-2026-10',
      ].join('\n'),
    );
    expect(payslipShareText({ ...slip, payout: { ...slip.payout, amount_kobo: 4_600_000 } })).toContain('Difference between net and paid: −₦500.00');
  });
});

describe('By driver', () => {
  it('reads an unknown sort as by net, best first', () => {
    expect(driverSortOf('salary')).toBe('net');
    expect(driverSortOf(null)).toBe('net');
    expect(driverSortOf('late')).toBe('late');
  });
  it('says a rating with its count', () => {
    expect(ratingText({ rating: 8.4, rating_count: 12 })).toBe('8.4 / 10 (12)');
    expect(ratingText({ rating: null, rating_count: 0 })).toBe('No ratings yet');
  });
});

describe('a refund’s note in the reader’s words (issue 44 §2)', () => {
  it('is said back through a Say in the form the API writes it; other notes as written', () => {
    const note = 'Refund of the late departure on 14-10-2026';
    // English: the same sentence back.
    expect(noteWords(note, (s, v = {}) => s.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(v[k])))).toBe(note);
    // Another language: its sentence, the cause by its own name.
    const hausa: Record<string, string> = { 'Late departure': 'Tashi a makare', 'Refund of the {{cause}} on {{date}}': 'Maidowar {{cause}} na {{date}}' };
    expect(noteWords(note, (s, v = {}) => (hausa[s] ?? s).replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(v[k])))).toBe('Maidowar Tashi a makare na 14-10-2026');
    expect(noteWords('A note of the marketplace', (s) => `!${s}`)).toBe('A note of the marketplace');
  });
});
