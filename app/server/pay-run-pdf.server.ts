/**
 * A period's driver pay as a PDF (issue 53 §3), drawn with pdfkit as the statement is: A4, DejaVu
 * Sans embedded (the naira sign), the partner, the period and when it was prepared, then one row a
 * driver (trips, days, net, pay, bonus, taken back, to pay, paid) and the totals — the same figures
 * as the page and the CSV, from the API's run (app/domain/driver-pay.ts). In the reader's words.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { PayRun } from '~contract/driver-pay';
import { pdfRow } from '~/server/pdf-table.server';
import type { PdfWords } from '~/server/payslip-pdf.server';
import { formatDate, formatDateTime, formatKobo } from '~/lib/format';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const MARGIN = 40;
/** Columns: title, width in pt, right-aligned (an amount or a count). 515 pt is A4 within the margins. */
const COLUMNS: [string, number, boolean][] = [
  ['Driver', 95, false],
  ['Trips', 32, true],
  ['Days', 30, true],
  ['Net', 66, true],
  ['Pay', 62, true],
  ['Bonus', 50, true],
  ['Advances and recoveries', 60, true],
  ['To pay', 62, true],
  ['Paid', 58, false],
];

/**
 * The run's PDF as a byte stream.
 * @param partner the partner's name as KYC has it.
 * @param preparedAt ISO instant the run was read.
 */
export function payRunPdf(run: PayRun, partner: string, preparedAt: string, { say, locale }: PdfWords): ReadableStream<Uint8Array> {
  const title = say('Driver pay: {{from}} to {{to}}', { from: formatDate(run.period.start), to: formatDate(run.period.end) });
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, lang: locale, info: { Title: `${title} – ${partner}` } });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      doc.on('data', (c: Buffer) => controller.enqueue(new Uint8Array(c)));
      doc.on('end', () => controller.close());
      doc.on('error', (error: Error) => controller.error(error));
    },
  });
  doc.font('bold').fontSize(16).text(title);
  doc.font('body').fontSize(10).fillColor('#333').text(partner);
  doc.text(`${say('Prepared on')} ${formatDateTime(preparedAt)} · ${say('All amounts are in Nigerian naira (NGN).')}`);
  doc.fillColor('#000').moveDown();
  const columns = COLUMNS.map(([, width, right]) => ({ width, right }));
  const line = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - MARGIN - 24) doc.addPage();
    pdfRow(doc, MARGIN, cells, columns, 7.5, bold ? 'bold' : 'body');
  };
  line(
    COLUMNS.map(([t]) => say(t)),
    true,
  );
  for (const r of run.rows)
    line([
      r.driver.name,
      String(r.trips),
      String(r.days),
      formatKobo(r.net_kobo),
      formatKobo(r.gross_pay_kobo),
      formatKobo(r.bonus_kobo),
      formatKobo(r.taken_kobo),
      formatKobo(r.to_pay_kobo),
      r.paid ? `${formatDate(r.paid.paid_on)} ${r.paid.reference}` : say('Not paid yet'),
    ]);
  const t = run.totals;
  line([say('Total'), String(t.trips), '', formatKobo(t.net_kobo), formatKobo(t.gross_pay_kobo), formatKobo(t.bonus_kobo), formatKobo(t.taken_kobo), formatKobo(t.to_pay_kobo), ''], true);
  doc.end();
  return stream;
}
