/**
 * The pay run's PDF (issues 53 §3, 67 §4): every driver with each line of their pay — the rules'
 * pay, a bonus with its note and who entered it, a correction saying what it corrects, an advance
 * with what was taken and what is left — and the totals, to the kobo, in the reader's language.
 */
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../tests/pdf-text';
import { brokenWords } from '../../tests/pdf-words';
import { periodOf } from '~/domain/driver-pay';
import { formatKobo } from '~/domain/money';
import { i18nFor, sayOf } from '~/server/i18n.server';
import { pdfBytes } from '~/server/payslip-pdf.server';
import { payRunPdf } from '~/server/pay-run-pdf.server';
import type { PayEntry, PayRule, PayRunRow } from '~contract/driver-pay';

const rule: PayRule = { id: 1, driver_id: null, basis: 'share', share_bp: 3_000, amount_kobo: 0, period: 'week', from: '2026-01-05' };
const period = periodOf('2026-11-16', 'week');
const entry = (id: number, kind: PayEntry['kind'], amount: number, note: string): PayEntry => ({
  id,
  kind,
  amount_kobo: amount,
  day: '2026-11-18',
  note,
  reverses_id: null,
  reversed: false,
  by: 'Adaeze Okafor',
  created_at: '2026-11-18T09:00:00Z',
});
const base = (id: number, name: string): PayRunRow => ({
  driver: { id, name, first_name: name.split(' ')[0]! },
  period,
  state: 'payable',
  earlier: null,
  on_the_road: 0,
  rule,
  // Alike on purpose (issue 70 §4): a test’s own pay-run row, written out so the PDF is read against known figures (the API builds its empty row with its own code).
  trips: 0,
  days: 0,
  net_kobo: 0,
  gross_pay_kobo: 0,
  bonus_kobo: 0,
  corrections_kobo: 0,
  returned_kobo: 0,
  owed_kobo: 0,
  taken_kobo: 0,
  to_pay_kobo: 0,
  carried_kobo: 0,
  items: [],
  lines: 0,
  paid: null,
  transfer_ref: `VP1-${id}-20261116`,
  query: null,
  statement: null,
  bank: null,
});

/** Two drivers, one payable with pay, a bonus and a correction, one paid with an advance taken from; the run's totals. */
function fixture() {
  const bayo: PayRunRow = {
    ...base(1, 'Bayo Balogun'),
    trips: 4,
    days: 3,
    net_kobo: 1_460_573,
    gross_pay_kobo: 438_172,
    bonus_kobo: 500_000,
    corrections_kobo: 216_378,
    to_pay_kobo: 1_154_550,
    items: [
      { type: 'pay', rule, trips: 4, days: 3, net_kobo: 1_460_573, amount_kobo: 438_172 },
      { type: 'bonus', entry: entry(7, 'bonus', 500_000, 'Sunday extra'), amount_kobo: 500_000 },
      {
        type: 'correction',
        correction: { cause: 'refund', corrects: { kind: 'week', start: '2026-11-09', end: '2026-11-15' }, trip: { id: 4417, day: '2026-11-11' }, entry: null },
        amount_kobo: 216_378,
      },
    ],
  };
  const sani: PayRunRow = {
    ...base(2, 'Sani Umar'),
    state: 'paid',
    trips: 3,
    net_kobo: 1_141_448,
    gross_pay_kobo: 342_434,
    owed_kobo: 2_000_000,
    taken_kobo: 342_434,
    carried_kobo: 1_657_566,
    items: [
      { type: 'pay', rule, trips: 3, days: 3, net_kobo: 1_141_448, amount_kobo: 342_434 },
      {
        type: 'debt',
        kind: 'advance',
        entry: entry(8, 'advance', 2_000_000, 'School fees'),
        correction: null,
        day: '2026-11-18',
        amount_kobo: 2_000_000,
        carried_in: false,
        taken_kobo: 342_434,
        left_kobo: 1_657_566,
      },
    ],
    paid: { id: 3, reference: 'TRF-77', paid_on: '2026-11-24', amount_kobo: 0, by: 'Adaeze Okafor', created_at: '2026-11-24T09:00:00Z' },
  };
  const rows = [bayo, sani];
  const totals = {
    drivers: 2,
    trips: 7,
    net_kobo: 0,
    gross_pay_kobo: 0,
    // Alike on purpose (issue 70 §4): each row of the fixture is written out so the totals can be checked by hand.
    bonus_kobo: 0,
    corrections_kobo: 0,
    taken_kobo: 0,
    to_pay_kobo: 1_154_550,
    payable: { count: 1, kobo: 1_154_550 },
    paid: { count: 1, kobo: 0 },
    waiting: { count: 0, kobo: 0 },
    on_the_road: 0,
    mismatched_accounts: 0,
  };
  return { bayo, sani, rows, totals };
}

async function* each<T>(xs: T[]) {
  yield* xs;
}

describe('the pay run PDF', () => {
  it('holds every driver’s lines and pay to the kobo, and the totals, in the reader’s language', async () => {
    const { bayo, rows, totals } = fixture();
    const words = i18nFor('ha');
    const bytes = await pdfBytes(payRunPdf({ period, totals }, each(rows), 'Lagos Shuttle Partners Ltd', '2026-11-28T10:00:00Z', { say: sayOf(words, 'money'), locale: 'ha' }));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(new Uint8Array(bytes))).replace(/\s+/g, ' ');
    expect(text).toContain('Albashin direbobi: 16-11-2026 zuwa 22-11-2026');
    expect(text).toContain('Mayar da ragi a tafiya 4417, 11-11-2026');
    expect(text).toContain('Sunday extra');
    expect(text).toContain('School fees');
    expect(text).toContain(`Saura ${formatKobo(1_657_566)}`);
    for (const r of rows) expect(text).toContain(formatKobo(r.to_pay_kobo));
    expect(text).toContain(formatKobo(totals.payable.kobo));
    expect(text).toContain('TRF-77');
    // The lines add up to what the driver is paid.
    expect(bayo.gross_pay_kobo + bayo.bonus_kobo + bayo.corrections_kobo - bayo.taken_kobo).toBe(bayo.to_pay_kobo);
  });

  // A fragment that happens to be a word ("kwana", a day) is not told from one: the check finds the others.
  it('finds a word drawn across two lines', () => {
    expect(brokenWords('Albashin direb obi: Kwan aki 3', 'ha')).toEqual(['direb', 'obi', 'kwan', 'aki']);
    expect(brokenWords('Albashin direbobi: Kwanaki 3', 'ha')).toEqual([]);
  });

  it.each(['en-NG', 'pcm', 'ha', 'yo', 'ig'] as const)('breaks no word inside, in %s (issue 69 §6)', async (language) => {
    const { rows, totals } = fixture();
    const bytes = await pdfBytes(payRunPdf({ period, totals }, each(rows), 'Lagos Shuttle Partners Ltd', '2026-11-28T10:00:00Z', { say: sayOf(i18nFor(language), 'money'), locale: language }));
    const text = await pdfText(new Uint8Array(bytes));
    expect(
      brokenWords(text, language, ['Lagos Shuttle Partners Ltd', 'Bayo Balogun', 'Sani Umar', 'Adaeze Okafor', 'Sunday extra', 'School fees', 'TRF-77', 'VP1-1-20261116', 'VP1-2-20261116']),
    ).toEqual([]);
  });

  it('reads the next drivers only as its reader reads (issue 68 §5), and stops when the reader goes away', async () => {
    const DRIVERS = 20_000;
    const totals = {
      drivers: DRIVERS,
      trips: 0,
      net_kobo: 0,
      gross_pay_kobo: 0,
      bonus_kobo: 0,
      corrections_kobo: 0,
      taken_kobo: 0,
      to_pay_kobo: 0,
      payable: { count: 0, kobo: 0 },
      paid: { count: 0, kobo: 0 },
      waiting: { count: 0, kobo: 0 },
      on_the_road: 0,
      mismatched_accounts: 0,
    };
    let read = 0;
    let stopped = false;
    async function* drivers() {
      try {
        for (let id = 1; id <= DRIVERS; id++) {
          read += 1;
          yield { ...base(id, `Driver ${id}`), to_pay_kobo: id * 100 };
        }
      } finally {
        stopped = true;
      }
    }
    const stream = payRunPdf({ period, totals }, drivers(), 'Lagos Shuttle Partners Ltd', '2026-11-28T10:00:00Z', { say: sayOf(i18nFor('en-NG'), 'money'), locale: 'en-NG' });
    /** How many drivers were read once the drawing stopped moving (polled every 150 ms, 10 s at most). */
    const settled = async () => {
      for (let last = -1, i = 0; i < 66; i++) {
        await new Promise((r) => setTimeout(r, 150));
        if (read === last) return read;
        last = read;
      }
      return read;
    };
    // Nobody reads: the drawing waits once its 256 KB queue is full, far short of every driver.
    const waiting = await settled();
    expect(waiting).toBeGreaterThan(0);
    expect(waiting).toBeLessThan(DRIVERS);
    // The reader reads a little: the drawing goes on as far.
    const reader = stream.getReader();
    for (let got = 0; got < 128 * 1024;) got += (await reader.read()).value!.byteLength;
    expect(await settled()).toBeGreaterThan(waiting);
    expect(read).toBeLessThan(DRIVERS);
    await reader.cancel();
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).toBe(true);
    expect(read).toBeLessThan(DRIVERS);
  });
});
