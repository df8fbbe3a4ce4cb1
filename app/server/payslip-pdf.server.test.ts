import { describe, expect, it } from 'vitest';
import type { Payslip } from '~contract/money';
import { pdfText } from '../../tests/pdf-text';
import { brokenWords } from '../../tests/pdf-words';
import { pdfBytes, payslipPdf } from '~/server/payslip-pdf.server';
import { formatKobo } from '~/domain/money';
import { i18nFor, sayOf } from '~/server/i18n.server';
import { statementPdf } from '~/server/statement-pdf.server';
import type { Statement } from '~contract/money';

const line = (i: number) => ({
  trip_id: i,
  trip_date: '2026-10-05',
  departure_time: '07:30',
  route: { id: 1, code: 'LAG-IKJ-01', name: 'Ikeja - VI', pickup: 'Ikeja Along', destination: 'Victoria Island' },
  vehicle: { id: 1, plate: 'KJA-100AA' },
  driver: { id: 1, name: 'Chinedu Okafor' },
  gross_kobo: 4_800_000,
  deductions_kobo: i % 8 === 0 ? 150_000 : 0,
  deductions: i % 8 === 0 ? [{ cause: 'late_departure', amount_kobo: 150_000 }] : [],
  net_kobo: i % 8 === 0 ? 4_650_000 : 4_800_000,
  settlement: { status: 'settled' as const, payout_reference: 'PO-1' },
});

/** An October payslip of `trips` trips (eight by default) for `partner` (a company named in Yoruba by default), paid to `holder`. */
function octoberSlip(trips = 8, partner: Payslip['partner'] = { company_name: 'Ọlájùmọ̀kẹ́ Transport', owner_name: null, account_sid: 'ACC-1' }, holder = 'A') {
  const lines = Array.from({ length: trips }, (_, i) => line(i + 1));
  const net = lines.reduce((n, l) => n + l.net_kobo, 0);
  const gross = lines.reduce((n, l) => n + l.gross_kobo, 0);
  const slip: Payslip = {
    month: '2026-10',
    period: { from: '2026-10-01', to: '2026-10-31' },
    partner,
    payout: {
      id: 1,
      month: '2026-10',
      created_at: '2026-11-03T09:00:00Z',
      amount_kobo: net,
      status: 'paid',
      reason: null,
      reference: 'PO-1',
      bank_name: 'GTBank',
      account_name: holder,
      account_number: '******6789',
    },
    totals: { trips, gross_kobo: gross, deductions_kobo: gross - net, refunds_kobo: 0, net_kobo: net, deductions_by_cause: [{ cause: 'late_departure', amount_kobo: gross - net }] },
    refunds: [],
  };
  return { lines, net, slip };
}

describe('the payslip PDF', () => {
  it('is a PDF over several A4 pages whose text holds the net, the naira sign and every trip', async () => {
    const { lines, slip } = octoberSlip(120, { company_name: 'Lagos Shuttle Partners Ltd', owner_name: 'Adaeze Okafor', account_sid: 'ACC-1' }, 'ADAEZE OKAFOR');
    const bytes = await pdfBytes(
      payslipPdf(
        slip,
        (async function* () {
          yield* lines;
        })(),
      ),
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(new Uint8Array(bytes));
    expect(text).toContain('Payslip · October 2026');
    expect(text).toContain('₦5,737,500.00'); // net: 120 × ₦48,000 − 15 × ₦1,500
    expect(text).toContain('−₦22,500.00');
    expect(text).toContain('Net and payout agree to the kobo.');
    expect(text).toContain('Late departure');
    expect(text.match(/KJA-100AA/g)).toHaveLength(120);
    expect((text.match(/\n/g) ?? []).length).toBeGreaterThan(1);
  });

  it('says a held payout is held, with why and what to do, and never "Paid on" or "agree" (issue 31 §3)', async () => {
    const lines = Array.from({ length: 3 }, (_, i) => line(i + 1));
    const net = lines.reduce((n, l) => n + l.net_kobo, 0);
    const gross = lines.reduce((n, l) => n + l.gross_kobo, 0);
    const slip: Payslip = {
      month: '2026-10',
      period: { from: '2026-10-01', to: '2026-10-31' },
      partner: { company_name: 'Abuja Express Shuttles Ltd', owner_name: 'Hauwa Musa', account_sid: 'ACC-4' },
      payout: {
        id: 9,
        month: '2026-10',
        created_at: '2026-11-03T09:00:00Z',
        amount_kobo: net,
        status: 'held',
        reason: 'No settlement account receives payouts yet',
        reference: 'PO-9',
        bank_name: '—',
        account_name: '—',
        account_number: '',
      },
      totals: { trips: 3, gross_kobo: gross, deductions_kobo: gross - net, refunds_kobo: 0, net_kobo: net, deductions_by_cause: [{ cause: 'late_departure', amount_kobo: gross - net }] },
      refunds: [],
    };
    // Alike on purpose (issue 70 §4): each test reads its own PDF back.
    const text = await pdfText(
      new Uint8Array(
        await pdfBytes(
          payslipPdf(
            slip,
            (async function* () {
              yield* lines;
            })(),
          ),
        ),
      ),
    );
    expect(text).toContain('Status: Held');
    expect(text).toContain('No settlement account receives payouts yet.');
    expect(text).toContain('Add a settlement account in Settings');
    expect(text).toContain('has not been paid: it is still in your unsettled earnings.');
    expect(text).not.toContain('Paid on');
    expect(text).not.toContain('agree to the kobo');
  });

  it('carries the month By vehicle and By driver, as the earnings page has them, their totals the payslip’s (issue 31 §3)', async () => {
    const { lines, net, slip } = octoberSlip(8, { company_name: 'Lagos Shuttle Partners Ltd', owner_name: 'Adaeze Okafor', account_sid: 'ACC-1' });
    const gross = slip.totals.gross_kobo;
    const totals = { trips: 8, gross_kobo: gross, deductions_kobo: gross - net, refunds_kobo: 0, net_kobo: net };
    const idle = { trips: 0, gross_kobo: 0, deductions_kobo: 0, refunds_kobo: 0, net_kobo: 0 };
    const text = await pdfText(
      new Uint8Array(
        await pdfBytes(
          payslipPdf(
            slip,
            (async function* () {
              yield* lines;
            })(),
            {
              vehicles: [
                { vehicle: { id: 1, plate: 'KJA-100AA', model: 'Hiace' }, ...totals, driver_pay_kobo: 0, margin_kobo: totals.net_kobo },
                { vehicle: { id: 2, plate: 'KJA-211DY', model: 'Hiace' }, ...idle, driver_pay_kobo: 0, margin_kobo: 0 },
              ],
              drivers: [{ driver: { id: 1, name: 'Chinedu Okafor' }, ...totals }],
            },
          ),
        ),
      ),
    );
    expect(text).toContain('By vehicle');
    expect(text).toContain('By driver');
    expect(text).toContain('1 other vehicle ran no trip this month.');
    expect(text).not.toContain('KJA-211DY');
    // Each table's total is the payslip's net.
    expect(text.split(formatKobo(net)).length - 1).toBeGreaterThanOrEqual(4);
  });

  it('says it is incomplete when the lines stop coming', async () => {
    const slip = {
      month: '2026-10',
      period: { from: '2026-10-01', to: '2026-10-31' },
      partner: { company_name: 'Lagos Shuttle Partners Ltd', owner_name: null, account_sid: 'ACC-1' },
      payout: {
        id: 1,
        month: '2026-10',
        created_at: '2026-11-03T09:00:00Z',
        amount_kobo: 0,
        status: 'paid',
        reason: null,
        reference: 'PO-1',
        bank_name: 'GTBank',
        account_name: 'A',
        account_number: '******6789',
      },
      totals: { trips: 3, gross_kobo: 0, deductions_kobo: 0, refunds_kobo: 0, net_kobo: 0, deductions_by_cause: [] },
      refunds: [],
    } satisfies Payslip;
    const text = await pdfText(
      new Uint8Array(
        await pdfBytes(
          payslipPdf(
            slip,
            (async function* () {
              yield line(1);
              throw new Error('upstream down');
            })(),
          ),
        ),
      ),
    );
    expect(text).toContain('This PDF is incomplete: 1 of 3 trips could be read.');
  });

  it('speaks the reader’s language (issue 44 §2): Hausa and Yoruba words, the money and names as they are', async () => {
    const { lines, net, slip } = octoberSlip();
    const read = async (language: 'ha' | 'yo') =>
      (
        await pdfText(
          new Uint8Array(
            await pdfBytes(
              payslipPdf(
                slip,
                (async function* () {
                  yield* lines;
                })(),
                undefined,
                { say: sayOf(i18nFor(language), 'money'), locale: language },
              ),
            ),
          ),
        )
      ).normalize('NFC');
    const hausa = await read('ha');
    expect(hausa).toContain('Takardar albashi');
    expect(hausa).toContain('Tsantsa da biyan kuɗi sun dace har kobo.');
    expect(hausa).not.toMatch(/\bRiba\b/); // net is tsantsa, riba is profit (issue 69 §3)
    expect(hausa).toContain(formatKobo(net)); // ₦ with no space: one money format in every language (ADR 0040)
    expect(hausa).not.toContain('Explain my pay');
    // Column titles break between words, never inside one (issue 51 §9): each word of each title reads whole.
    const say = sayOf(i18nFor('ha'), 'money');
    for (const title of ['Date', 'Route', 'Vehicle', 'Driver', 'Gross', 'Deductions', 'Net'])
      for (const word of say(title).split(/\s+/)) expect(hausa, `${title}: ${word}`).toContain(word.normalize('NFC'));
    const yoruba = await read('yo');
    expect(yoruba).toContain('Ìwé owó oṣù'.normalize('NFC'));
    expect(yoruba).toContain('Ọlájùmọ̀kẹ́ Transport'.normalize('NFC'));
    expect(yoruba).toContain('Ṣàlàyé owó mi'.normalize('NFC'));
  });
});

describe('the payslip PDF, word by word', () => {
  it.each(['en-NG', 'pcm', 'ha', 'yo', 'ig'] as const)('breaks no word inside, in %s (issue 69 §6)', async (language) => {
    const { lines, slip } = octoberSlip();
    const bytes = await pdfBytes(
      payslipPdf(
        slip,
        (async function* () {
          yield* lines;
        })(),
        undefined,
        { say: sayOf(i18nFor(language), 'money'), locale: language },
      ),
    );
    const names = lines.flatMap((l) => [l.route.name, l.route.pickup, l.route.destination, l.route.code, l.vehicle.plate, l.driver.name]);
    expect(brokenWords(await pdfText(new Uint8Array(bytes)), language, ['Ọlájùmọ̀kẹ́ Transport', 'GTBank', 'PO-1', 'ACC-1', ...names])).toEqual([]);
  });
});

describe('the annual statement PDF', () => {
  it('speaks the reader’s language, its figures as they are', async () => {
    const month = (m: string, trips: number) => ({ month: m, trips, gross_kobo: trips * 4_800_000, deductions_kobo: 0, refunds_kobo: 0, net_kobo: trips * 4_800_000, payout: null });
    const st = {
      year: 2026,
      partner: { legal_name: 'Lagos Shuttle Partners Ltd', trading_name: 'Lagos Shuttle Partners Ltd', address: null, rc_number: 'RC1432890', tin: null, account_sid: 'ACC-1' },
      marketplace: { name: 'Marketplace Ltd', address: 'Lagos', rc_number: 'RC1' },
      prepared_at: '2026-11-26T09:00:00Z',
      months: [month('2026-10', 2), month('2026-11', 0)],
      totals: { trips: 2, gross_kobo: 9_600_000, deductions_kobo: 0, refunds_kobo: 0, net_kobo: 9_600_000, paid_kobo: 0, received_kobo: 0, driver_pay_kobo: 2_880_000 },
      received: [],
      by_vehicle: [],
    } as unknown as Statement;
    const text = (await pdfText(new Uint8Array(await pdfBytes(statementPdf(st, { say: sayOf(i18nFor('ig'), 'money'), locale: 'ig' }))))).normalize('NFC');
    expect(text).toContain('Nkọwa afọ 2026'.normalize('NFC'));
    expect(text).toContain('A kwụbeghị ya'.normalize('NFC'));
    expect(text).toContain('₦96,000.00');
    expect(text).not.toContain('Month by month');
    // The year's driver pay beside net (issue 53 §5): 30 % of ₦96,000.00, and what is left.
    expect(text.replace(/\s+/g, ' ')).toContain('Ụgwọ ndị ọkwọ ụgbọala maka njem afọ ahụ, dịka iwu gị si dị: ₦28,800.00; ihe fọdụrụ mgbe a kwụsịrị ndị ọkwọ: ₦67,200.00'.normalize('NFC'));
  });
});
