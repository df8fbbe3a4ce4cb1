/**
 * A period's driver pay as a PDF (issues 53 §3, 67 §4), drawn with pdfkit as the statement is: A4,
 * DejaVu Sans embedded (the naira sign), the partner, the period and when it was prepared, the
 * totals of the whole period, then each driver — their rule, where their period stands, each line
 * of their pay (the rules' pay, bonuses, corrections with what they correct, reversals, what each
 * advance took and left: app/lib/pay-words.ts) and what to pay — the same figures and words as the
 * driver's page, from the API's run. Words break only between words (pdfRow). In the reader's words.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { pdfStream } from '~/server/pdf-stream.server';
import type { PayRun, PayRunRow } from '~contract/driver-pay';
import { pdfRow } from '~/server/pdf-table.server';
import type { PdfWords } from '~/server/payslip-pdf.server';
import { formatDate, formatDateTime, formatKobo } from '~/lib/format';
import { payLineTexts, ruleText, type Say } from '~/lib/pay-words';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');
const MARGIN = 40;
/** A line of a driver: its words (and note) and its amount; 515 pt is A4 within the margins. */
const LINE = [
  { width: 415, right: false },
  { width: 100, right: true },
];

/** Where a driver's period stands, in words (as the run's StateWords). */
function stateText(say: Say, r: PayRunRow): string {
  if (r.state === 'paid') return r.paid ? say('Paid on {{date}}, reference {{reference}}', { date: formatDate(r.paid.paid_on), reference: r.paid.reference }) : say('Paid');
  if (r.state === 'payable') return say('Payable now');
  if (r.state === 'on_the_road') return say('Waiting: {{count}} trips still on the road', { count: r.on_the_road });
  if (r.state === 'earlier_unpaid')
    return r.earlier ? say('Pay {{from}} to {{to}} first', { from: formatDate(r.earlier.start), to: formatDate(r.earlier.end) }) : say('An earlier period to pay first');
  return say('Not ended yet');
}

/**
 * The run's PDF as a byte stream.
 * @param rows every row of the period with its lines (`items`), in the run's order.
 * @param partner the partner's name as KYC has it.
 * @param preparedAt ISO instant the run was read.
 */
export function payRunPdf(run: Pick<PayRun, 'period' | 'totals'>, rows: AsyncIterable<PayRunRow>, partner: string, preparedAt: string, { say, locale }: PdfWords): ReadableStream<Uint8Array> {
  const title = say('Driver pay: {{from}} to {{to}}', { from: formatDate(run.period.start), to: formatDate(run.period.end) });
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, lang: locale, info: { Title: `${title} – ${partner}` } });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const line = (cells: string[], bold = false, size = 8.5) => {
    if (doc.y > doc.page.height - MARGIN - 24) doc.addPage();
    pdfRow(doc, MARGIN, cells, LINE, size, bold ? 'bold' : 'body');
  };
  // Drawn only while the reader keeps up (issue 68 §5): the next drivers are read as the phone reads.
  return pdfStream(doc, async (room) => {
    doc.font('bold').fontSize(16).text(title);
    doc.font('body').fontSize(10).fillColor('#333').text(partner);
    doc.text(`${say('Prepared on')} ${formatDateTime(preparedAt)} · ${say('All amounts are in Nigerian naira (NGN).')}`);
    doc.fillColor('#000').moveDown(0.5);
    const t = run.totals;
    line([say('To pay now'), formatKobo(t.payable.kobo)], true);
    line([say('Paid'), formatKobo(t.paid.kobo)]);
    line([say('Waiting'), formatKobo(t.waiting.kobo)]);
    doc.moveDown(0.5);
    let drawn = 0;
    for await (const r of rows) {
      if (doc.y > doc.page.height - MARGIN - 80) doc.addPage();
      line([`${r.driver.name} · ${say('{{from}} to {{to}}', { from: formatDate(r.period.start), to: formatDate(r.period.end) })}`, formatKobo(r.to_pay_kobo)], true, 10);
      line([`${ruleText(say, r.rule)} · ${stateText(say, r)}`, ''], false, 8);
      for (const l of payLineTexts(say, r, true)) line([l.note ? `${l.words} (${l.note})` : l.words, l.amount]);
      if (r.carried_kobo > 0) line([say('Still owed, taken from the next pay'), formatKobo(r.carried_kobo)]);
      doc.moveDown(0.4);
      if (++drawn % 20 === 0 && !(await room())) break;
    }
    doc.end();
  });
}
