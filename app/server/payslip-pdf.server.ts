/**
 * The payslip as a PDF (issue 12), drawn on the server with pdfkit (no headless browser): A4,
 * DejaVu Sans embedded (it has the naira sign; pdfkit writes a ToUnicode map, so the text can
 * be searched and copied), the header, the payout, "Explain my pay", then one line per trip
 * with the header row repeated on each page. Amounts come from integer kobo through
 * formatKobo. The PDF streams: lines are pulled page by page from the API while the bytes go
 * out, so a month of 100,000 trips never sits in memory (issue 20 §5).
 */
import { pdfRow, type PdfColumn } from '~/server/pdf-table.server';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { pdfStream } from '~/server/pdf-stream.server';
import type { DriverEarnings, EarningsLine, Payslip, VehicleEarnings } from '~contract/money';
import { explainPay, monthLabel, noteWords, payoutState } from '~/domain/earnings';
import { type SentenceSay } from '~/domain/sentence';
import { englishSay } from '~/domain/english';
import { LOCALE } from '~/domain/constants';
import { formatDate, formatDateTime, formatKobo } from '~/lib/format';
import { formatDeduction } from '~/domain/money';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

const MARGIN = 40;
/** The trip table's columns: title, width (pt), right-aligned. 515 pt fit A4 between margins. */
const COLUMNS: [string, number, boolean][] = [
  ['Date', 52, false],
  ['Route', 118, false],
  ['Dep.', 30, false],
  ['Vehicle', 56, false],
  ['Driver', 79, false],
  ['Gross', 60, true],
  ['Deductions', 60, true],
  ['Net', 60, true],
];
const TABLE: PdfColumn[] = COLUMNS.map(([, width, right]) => ({ width, right }));

/**
 * The reader's words for a PDF (issue 44 §2): `say` of the `money` catalogue and the `locale`
 * of month names. English by default. Money stays `₦1,234.50` in every language (ADR 0040).
 */
export type PdfWords = { say: SentenceSay; locale: string };
const ENGLISH: PdfWords = {
  say: englishSay(),
  locale: LOCALE,
};

/** The month By vehicle and By driver (issue 31 §3), as the earnings page shows them. */
export type PayslipSummary = { vehicles: VehicleEarnings[]; drivers: Pick<DriverEarnings, 'driver' | 'trips' | 'gross_kobo' | 'deductions_kobo' | 'refunds_kobo' | 'net_kobo'>[] };

/**
 * Draw `slip` with the trip `lines` (pulled as the PDF is written) into a byte stream, with the
 * month By vehicle and By driver when `summary` is given (only those that ran trips; how many
 * others ran none is said).
 * A failure while pulling lines ends the PDF with a line saying it is incomplete. Every word in
 * the reader's language (`words`; English by default); names, plates and routes as they are.
 */
export function payslipPdf(slip: Payslip, lines: AsyncIterable<EarningsLine>, summary?: PayslipSummary, words: PdfWords = ENGLISH): ReadableStream<Uint8Array> {
  const title = `${words.say('Payslip')} ${monthLabel(slip.month, words.locale)} – ${slip.partner.company_name}`;
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, lang: words.locale, info: { Title: title, Author: 'Vehicle Partner Portal' } });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  // Lines are drawn only while the reader keeps up: a slow phone never makes the server hold the whole PDF.
  return pdfStream(doc, (room) => draw(doc, slip, lines, room, summary, words));
}

/** Collect a PDF stream's bytes (tests). */
export async function pdfBytes(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

/** A label on the left and its amount on the right, on one line of the page's full width. */
function amountRow(doc: PDFKit.PDFDocument, label: string, amount: string, bold = false) {
  const width = doc.page.width - MARGIN * 2;
  const y = doc.y;
  doc.font(bold ? 'bold' : 'body').text(label, MARGIN, y, { width: width - 140 });
  doc.text(amount, MARGIN + width - 140, y, { width: 140, align: 'right' });
}

/**
 * The payslip as a PDF (spec §7; issues 31, 41): its heading and payout, "Explain my pay", By
 * vehicle and By driver (with `summary`), the trips as `lines` come, and the refunds it carries.
 * `room()` resolves when the reader has room again: true to go on, false when it went away.
 */
async function draw(doc: PDFKit.PDFDocument, slip: Payslip, lines: AsyncIterable<EarningsLine>, room: () => Promise<boolean>, summary: PayslipSummary | undefined, words: PdfWords) {
  drawHeading(doc, slip, words);
  drawExplained(doc, slip, words);
  if (summary) drawSummary(doc, summary, words);
  await drawTrips(doc, slip, lines, room, words);
  if (slip.refunds.length) drawRefunds(doc, slip, words);
  doc.end();
}

/** The title, the partner, the period and the payout: paid, or why not and what to do. */
function drawHeading(doc: PDFKit.PDFDocument, slip: Payslip, { say, locale }: PdfWords) {
  const p = slip.payout;
  doc
    .font('bold')
    .fontSize(18)
    .text(`${say('Payslip')} · ${monthLabel(slip.month, locale)}`);
  doc.font('body').fontSize(10).fillColor('#333');
  doc.text(slip.partner.company_name);
  if (slip.partner.owner_name) doc.text(slip.partner.owner_name);
  doc.text(`${say('Partner ID {{id}}', { id: slip.partner.account_sid })} · ${say('Period')} ${say('{{from}} to {{to}}', { from: formatDate(slip.period.from), to: formatDate(slip.period.to) })}`);
  doc.moveDown();

  const state = payoutState(p);
  doc.font('bold').fillColor('#000').fontSize(12).text(say('Payout'));
  doc.font('body').fontSize(10);
  if (state.paid) {
    doc.text(`${p.bank_name} · ${p.account_name} · ${p.account_number}`);
    doc.text(`${say('Reference: {{reference}}', { reference: p.reference })} · ${say('Paid on')} ${formatDateTime(p.created_at)} · ${say('Status')}: ${say(state.label)}`);
  } else {
    // Never "paid" for money that was not (issue 31 §3): the status, why, and what to do.
    doc.text(`${say('Reference: {{reference}}', { reference: p.reference })} · ${say('Status')}: ${say(state.label)} · ${say('Amount not yet paid')}: ${formatKobo(p.amount_kobo)}`);
    if (state.reason) doc.text(`${say(state.reason)}.`);
    if (state.todo) doc.text(say(state.todo));
  }
  doc.moveDown();
}

/** "Explain my pay": gross, each deduction, refunds, net, what was paid out and whether they agree. */
function drawExplained(doc: PDFKit.PDFDocument, slip: Payslip, { say }: PdfWords) {
  const e = explainPay(slip);
  doc.font('bold').fontSize(12).text(say('Explain my pay'));
  doc.font('body').fontSize(10);
  amountRow(doc, say('Gross: {{count}} trips at their supply cost', { count: slip.totals.trips }), formatKobo(e.gross));
  for (const d of e.deductions) amountRow(doc, say('Deduction: {{cause}}', { cause: say(d.label) }), formatDeduction(d.amount));
  if (e.refunds) amountRow(doc, say('Refunds of queried deductions'), `+${formatKobo(e.refunds)}`);
  amountRow(doc, say('Net'), formatKobo(e.net), true);
  amountRow(doc, say('Paid out'), e.paidOut ? formatKobo(e.paid) : say('Nothing yet'), true);
  doc
    .font('body')
    .text(
      !e.paidOut
        ? say('{{amount}} for this month has not been paid: it is still in your unsettled earnings.', { amount: formatKobo(e.payoutAmount) })
        : e.difference === 0
          ? say('Net and payout agree to the kobo.')
          : say('Difference between payout and net: {{amount}}. Contact partner support about it.', { amount: formatKobo(e.difference) }),
      MARGIN,
    );
  doc.moveDown();
}

type SummaryRow = { name: string; trips: number; gross: number; deductions: number; refunds: number; net: number };

/** By vehicle and By driver: those that ran trips or were refunded, with totals, and how many others ran none. */
function drawSummary(doc: PDFKit.PDFDocument, summary: PayslipSummary, { say }: PdfWords) {
  // How many others ran no trip this month, in words: null when none.
  const idleWords = (count: number, kind: 'vehicles' | 'drivers') =>
    count ? say(kind === 'vehicles' ? '{{count}} other vehicles ran no trip this month.' : '{{count}} other drivers ran no trip this month.', { count }) : null;
  const table = (title: string, rows: SummaryRow[], idle: string | null, noun: string) => {
    doc.font('bold').fontSize(12).text(say(title), MARGIN);
    doc.moveDown(0.2);
    const cols: [string, number, boolean][] = [
      [say(noun), 145, false],
      [say('Trips'), 40, true],
      [say('Gross'), 85, true],
      [say('Deductions'), 80, true],
      [say('Refunds'), 75, true],
      [say('Net'), 90, true],
    ];
    const line = (cells: string[], bold = false) =>
      pdfRow(
        doc,
        MARGIN,
        cells,
        cols.map(([, w, right]) => ({ width: w, right })),
        8.5,
        bold ? 'bold' : 'body',
        0,
      );
    line(
      cols.map((c) => c[0]),
      true,
    );
    const refund = (kobo: number) => (kobo ? `+${formatKobo(kobo)}` : '—');
    for (const r of rows) line([r.name, String(r.trips), formatKobo(r.gross), formatDeduction(r.deductions), refund(r.refunds), formatKobo(r.net)]);
    const sum = (k: 'trips' | 'gross' | 'deductions' | 'refunds' | 'net') => rows.reduce((n, r) => n + r[k], 0);
    line([say('Total'), String(sum('trips')), formatKobo(sum('gross')), formatDeduction(sum('deductions')), refund(sum('refunds')), formatKobo(sum('net'))], true);
    if (idle) doc.font('body').fontSize(8.5).text(idle, MARGIN);
    doc.moveDown(0.6);
  };
  // Those that ran trips or were refunded this month (a refund goes to its deduction's vehicle and driver).
  const ran = <T extends { trips: number; refunds_kobo: number }>(xs: T[]) => xs.filter((x) => x.trips > 0 || x.refunds_kobo > 0);
  table(
    'By vehicle',
    ran(summary.vehicles).map((v) => ({ name: v.vehicle.plate, trips: v.trips, gross: v.gross_kobo, deductions: v.deductions_kobo, refunds: v.refunds_kobo, net: v.net_kobo })),
    idleWords(summary.vehicles.length - ran(summary.vehicles).length, 'vehicles'),
    'Vehicle',
  );
  table(
    'By driver',
    ran(summary.drivers).map((d) => ({ name: d.driver.name, trips: d.trips, gross: d.gross_kobo, deductions: d.deductions_kobo, refunds: d.refunds_kobo, net: d.net_kobo })),
    idleWords(summary.drivers.length - ran(summary.drivers).length, 'drivers'),
    'Driver',
  );
}

/**
 * The trips, a line each as the API's pages come (the header again on each new page), then their
 * net. A page that fails to come ends the table with a note that the PDF is incomplete.
 */
async function drawTrips(doc: PDFKit.PDFDocument, slip: Payslip, lines: AsyncIterable<EarningsLine>, room: () => Promise<boolean>, { say }: PdfWords) {
  const width = doc.page.width - MARGIN * 2;
  doc
    .font('bold')
    .fontSize(12)
    .text(say('Trips ({{count}})', { count: slip.totals.trips }), MARGIN);
  doc.moveDown(0.3);
  const header = () => {
    // A translated title may take two lines (between words, never inside one): the rule goes under the tallest.
    pdfRow(
      doc,
      MARGIN,
      COLUMNS.map(([title]) => say(title)),
      TABLE,
      8,
      'bold',
      0,
    );
    const bottom = doc.y;
    doc
      .moveTo(MARGIN, bottom + 2)
      .lineTo(MARGIN + width, bottom + 2)
      .stroke('#999');
    doc.y = bottom + 5;
    doc.font('body');
  };
  const drawLine = (l: EarningsLine) => {
    if (doc.y > doc.page.height - MARGIN - 24) {
      doc.addPage();
      header();
    }
    const cells = [
      formatDate(l.trip_date),
      `${l.route.code} ${l.route.pickup} → ${l.route.destination}`,
      l.departure_time,
      l.vehicle.plate,
      l.driver.name,
      formatKobo(l.gross_kobo),
      formatDeduction(l.deductions_kobo),
      formatKobo(l.net_kobo),
    ];
    pdfRow(doc, MARGIN, cells, TABLE, 7.5);
  };
  header();
  let drawn = 0;
  try {
    for await (const l of lines) {
      drawn += 1;
      drawLine(l);
      if (drawn % 100 === 0 && !(await room())) break;
    }
  } catch {
    doc.moveDown(0.5);
    doc
      .font('bold')
      .fontSize(10)
      .fillColor('#b00020')
      .text(say('This PDF is incomplete: {{drawn}} of {{total}} trips could be read. Please download it again.', { drawn, total: slip.totals.trips }), MARGIN);
    doc.fillColor('#000');
  }
  doc.moveDown(0.5);
  amountRow(doc, say('Total net of the trips'), formatKobo(slip.totals.gross_kobo - slip.totals.deductions_kobo), true);
}

/** The refunds this payout carries (issue 41 §2), each named by its deduction's trip and date, and the net with them. */
function drawRefunds(doc: PDFKit.PDFDocument, slip: Payslip, { say }: PdfWords) {
  const width = doc.page.width - MARGIN * 2;
  doc.moveDown(0.8);
  doc
    .font('bold')
    .fontSize(12)
    .text(say('Refunds paid with this payout ({{count}})', { count: slip.refunds.length }), MARGIN);
  doc.moveDown(0.3);
  for (const r of slip.refunds) {
    if (doc.y > doc.page.height - MARGIN - 36) doc.addPage();
    const y = doc.y;
    doc
      .font('body')
      .fontSize(8.5)
      .text(
        `${noteWords(r.note, say)} · ${say('trip of {{date}} {{time}}', { date: formatDate(r.trip_date), time: r.departure_time })}, ${r.route.code} ${r.route.pickup} → ${r.route.destination}, ${r.vehicle.plate}, ${r.driver.name}`,
        MARGIN,
        y,
        {
          width: width - 100,
        },
      );
    const bottom = doc.y;
    doc.text(`+${formatKobo(r.amount_kobo)}`, MARGIN + width - 100, y, { width: 100, align: 'right' });
    doc.y = Math.max(bottom, doc.y) + 2;
  }
  doc.moveDown(0.3);
  amountRow(doc, say('Refunds'), `+${formatKobo(slip.totals.refunds_kobo)}`, true);
  amountRow(doc, say('Net of the trips and refunds'), formatKobo(slip.totals.net_kobo), true);
}
