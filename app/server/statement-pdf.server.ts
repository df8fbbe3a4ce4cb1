/**
 * A year's statement as a PDF (issue 41 §5), drawn with pdfkit as payslips are: A4, DejaVu Sans
 * embedded (the naira sign, and searchable text), the partner as KYC has it (legal name, address,
 * RC number or TIN), the marketplace that pays, the date it was prepared, then the months with
 * their payouts, the year's totals, the year by vehicle and whether it reconciles. Streamed as it
 * is written; at most a page or two.
 */
import { pdfRow } from '~/server/pdf-table.server';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Statement } from '~contract/money';
import { monthLabel } from '~/domain/earnings';
import { formatDeduction, refundText } from '~/domain/money';
import { monthPaidKobo, monthPayoutWords, statementReconciles } from '~/domain/statement';
import { formatDate, formatDateTime, formatKobo } from '~/lib/format';
import { englishSay } from '~/domain/english';
import { LOCALE } from '~/domain/constants';
import type { PdfWords } from '~/server/payslip-pdf.server';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const MARGIN = 40;

/** The statement's PDF as a byte stream, in the reader's words (`words`: issue 44 §2; English by default). */
export function statementPdf(st: Statement, words: PdfWords = { say: englishSay(), locale: LOCALE }): ReadableStream<Uint8Array> {
  const title = `${words.say('Annual statement {{year}}', { year: st.year })} – ${st.partner.legal_name}`;
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, lang: words.locale, info: { Title: title, Author: st.marketplace.name } });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      doc.on('data', (c: Buffer) => controller.enqueue(new Uint8Array(c)));
      doc.on('end', () => controller.close());
      doc.on('error', (error: Error) => controller.error(error));
    },
  });
  draw(doc, st, words);
  return stream;
}

function draw(doc: PDFKit.PDFDocument, st: Statement, { say, locale }: PdfWords) {
  const width = doc.page.width - MARGIN * 2;
  doc
    .font('bold')
    .fontSize(18)
    .text(say('Annual statement {{year}}', { year: st.year }));
  doc.font('body').fontSize(10).fillColor('#333');
  doc.text(st.partner.legal_name);
  if (st.partner.legal_name !== st.partner.trading_name) doc.text(`${say('Trading as')} ${st.partner.trading_name}`);
  if (st.partner.address) doc.text(st.partner.address);
  const ids = [
    st.partner.rc_number ? `${say('RC number')} ${st.partner.rc_number}` : null,
    st.partner.tin ? `TIN ${st.partner.tin}` : null,
    say('Partner ID {{id}}', { id: st.partner.account_sid }),
  ].filter(Boolean);
  doc.text(ids.join(' · '));
  doc.moveDown(0.5);
  doc.text(`${say('Paid by')} ${st.marketplace.name}, ${st.marketplace.address} (${st.marketplace.rc_number})`);
  doc.text(`${say('Period')} ${say('{{from}} to {{to}}', { from: `01-01-${st.year}`, to: `31-12-${st.year}` })} (${say('Lagos time')}) · ${say('Prepared on')} ${formatDateTime(st.prepared_at)}`);
  doc.fillColor('#000').moveDown();

  const table = (title: string | [string, Record<string, string | number>], cols: [string, number, boolean][], rows: string[][], total?: string[]) => {
    doc
      .font('bold')
      .fontSize(12)
      .text(typeof title === 'string' ? say(title) : say(...title), MARGIN);
    doc.moveDown(0.2);
    const line = (cells: string[], bold = false) => {
      if (doc.y > doc.page.height - MARGIN - 24) doc.addPage();
      pdfRow(
        doc,
        MARGIN,
        cells,
        cols.map(([, width, right]) => ({ width, right })),
        7.5,
        bold ? 'bold' : 'body',
      );
    };
    line(
      cols.map((c) => say(c[0])),
      true,
    );
    for (const r of rows) line(r);
    if (total) line(total, true);
    doc.moveDown(0.8);
  };

  // Earned, by month worked; then received, by payment date (issue 54 §6): an accountant reads both.
  doc.font('body').fontSize(9).text(say('All amounts are in Nigerian naira (NGN).'), MARGIN, doc.y, { width });
  doc.moveDown(0.5);
  table(
    'Month by month',
    [
      ['Month', 58, false],
      ['Trips', 28, true],
      ['Gross', 82, true],
      ['Deductions', 72, true],
      ['Refunds', 50, true],
      ['Net', 82, true],
      ['Payout', 61, false],
      ['Paid', 82, true],
    ],
    st.months.map((m) => [
      monthLabel(m.month, locale),
      String(m.trips),
      formatKobo(m.gross_kobo),
      formatDeduction(m.deductions_kobo),
      refundText(m.refunds_kobo),
      formatKobo(m.net_kobo),
      monthPayoutWords(m, formatDate, say),
      formatKobo(monthPaidKobo(m)),
    ]),
    [
      say('Total'),
      String(st.totals.trips),
      formatKobo(st.totals.gross_kobo),
      formatDeduction(st.totals.deductions_kobo),
      refundText(st.totals.refunds_kobo),
      formatKobo(st.totals.net_kobo),
      '',
      formatKobo(st.totals.paid_kobo),
    ],
  );
  const accounts = [...new Set(st.months.filter((m) => monthPaidKobo(m)).map((m) => `${m.payout!.bank_name} ${m.payout!.account_number}`))];
  if (accounts.length) {
    doc
      .font('body')
      .fontSize(9)
      .text(say('Paid into: {{accounts}}.', { accounts: accounts.join('; ') }), MARGIN, doc.y, { width });
    doc.moveDown(0.8);
  }
  // What the partner's own pay rules gave its drivers (issue 53 §5), beside the net it was paid.
  if (st.totals.driver_pay_kobo) {
    doc
      .font('body')
      .fontSize(9)
      .text(
        say('Driver pay for the year’s trips, by your pay rules: {{pay}}; left after driver pay: {{margin}}', {
          pay: formatKobo(st.totals.driver_pay_kobo),
          margin: formatKobo(st.totals.net_kobo - st.totals.driver_pay_kobo),
        }),
        MARGIN,
        doc.y,
        { width },
      );
    doc.moveDown(0.8);
  }
  table(
    ['Received in {{year}}', { year: st.year }],
    [
      ['Paid on', 90, false],
      ['For', 110, false],
      ['Amount', 110, true],
      ['Account', 205, false],
    ],
    st.received.map((p) => [formatDate(p.created_at), monthLabel(p.month, locale), formatKobo(p.amount_kobo), `${p.bank_name ?? ''} ${p.account_number ?? ''}`.trim()]),
    [say('Total'), '', formatKobo(st.totals.received_kobo), ''],
  );
  table(
    'By vehicle',
    [
      ['Vehicle', 130, false],
      ['Trips', 45, true],
      ['Gross', 85, true],
      ['Deductions', 85, true],
      ['Refunds', 75, true],
      ['Net', 95, true],
    ],
    st.by_vehicle.map((v) => [v.vehicle.plate, String(v.trips), formatKobo(v.gross_kobo), formatDeduction(v.deductions_kobo), refundText(v.refunds_kobo), formatKobo(v.net_kobo)]),
  );
  const check = statementReconciles(st);
  doc
    .font('body')
    .fontSize(9)
    .text(
      check.agrees
        ? say('Each month is its payslip to the kobo, the year is the sum of its months, and each payout made equals its month’s net.')
        : say('Some figures do not agree: {{what}}. Contact partner support about it.', {
            what:
              check.differences.map((d) => say('{{month}} differs by {{amount}}', { month: monthLabel(d.month, locale), amount: formatKobo(d.kobo) })).join('; ') ||
              say('the months do not add up to the year'),
          }),
      MARGIN,
      doc.y,
      { width },
    );
  doc.end();
}
