import { describe, expect, it } from 'vitest';
import { pdfText } from '../../tests/pdf-text';
import { paySlip, periodOf, type PayRule } from '~/domain/driver-pay';
import { formatKobo } from '~/domain/money';
import { i18nFor, sayOf } from '~/server/i18n.server';
import { pdfBytes } from '~/server/payslip-pdf.server';
import { payRunPdf } from '~/server/pay-run-pdf.server';
import type { PayRun } from '~contract/driver-pay';

const rule: PayRule = { id: 1, driver_id: null, basis: 'share', share_bp: 3_000, amount_kobo: 0, period: 'week', from: '2026-01-05' };
const row = (id: number, name: string, net: number, advance = 0) => ({
  driver: { id, name, first_name: name.split(' ')[0]! },
  rule,
  ...paySlip(rule, [{ day: '2026-11-16', net_kobo: net, trip: true }], advance ? [{ kind: 'advance' as const, amount_kobo: advance, day: '2026-11-16' }] : []),
  paid: id === 2 ? { reference: 'TRF-77', paid_on: '2026-11-24', amount_kobo: 0 } : null,
  notes: [],
  statement: null,
  bank: null,
});

describe('the pay run PDF', () => {
  it('holds every driver’s pay to the kobo and the total, in the reader’s language', async () => {
    const rows = [row(1, 'Bayo Balogun', 1_460_573), row(2, 'Sani Umar', 1_141_448, 100_000)];
    const sum = (k: 'trips' | 'net_kobo' | 'gross_pay_kobo' | 'bonus_kobo' | 'taken_kobo' | 'to_pay_kobo') => rows.reduce((n, r) => n + r[k], 0);
    const run: PayRun = {
      period: periodOf('2026-11-16', 'week'),
      rows,
      totals: { trips: sum('trips'), net_kobo: sum('net_kobo'), gross_pay_kobo: sum('gross_pay_kobo'), bonus_kobo: sum('bonus_kobo'), taken_kobo: sum('taken_kobo'), to_pay_kobo: sum('to_pay_kobo') },
      default_rule: rule,
    };
    const words = i18nFor('ha');
    const bytes = await pdfBytes(payRunPdf(run, 'Lagos Shuttle Partners Ltd', '2026-11-28T10:00:00Z', { say: sayOf(words, 'money'), locale: 'ha' }));
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = (await pdfText(new Uint8Array(bytes))).replace(/\s+/g, ' ');
    expect(text).toContain('Albashin direbobi: 16-11-2026 zuwa 22-11-2026');
    // 30 % of ₦14,605.73 is ₦4,381.72 (half up); Sani's ₦3,424.34 less a ₦1,000.00 advance.
    expect(rows.map((r) => r.to_pay_kobo)).toEqual([438_172, 242_434]);
    for (const r of rows) expect(text).toContain(formatKobo(r.to_pay_kobo));
    expect(text).toContain(formatKobo(run.totals.to_pay_kobo));
    expect(text).toContain('TRF-77');
    expect(text).toContain('Ba a biya ba tukuna');
  });
});
