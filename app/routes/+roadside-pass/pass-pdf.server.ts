/**
 * The roadside pass sticker (issues 25 §1, 32 §8): an A6 PDF drawn with pdfkit, as payslips are —
 * only what cannot change while it sits on the windscreen: the QR, the plate, the make and model,
 * the partner's trading name and "Scan for today's status". No paper's status or date: a date
 * printed today is wrong after the paper is renewed; the scan tells the day's truth. Its words in
 * the language of the person who prints it, and in English under them when that is another
 * language (issue 44 §2: an officer from anywhere reads it); DejaVu Sans draws Hausa's hooked
 * letters and Yoruba's stacked tone marks.
 */
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Vehicle } from '~contract/fleet';
import { qrMatrix } from '~/server/qr.server';

const require = createRequire(import.meta.url);
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

/** A6 portrait in points (105 × 148 mm). */
const A6: [number, number] = [297.64, 419.53];
const MARGIN = 18;

/** The sticker's two sentences in one language (the `pass` catalogue's `sticker`). */
export type StickerWords = { scan: string; officers: string };
const ENGLISH: StickerWords = {
  scan: "Scan for today's status",
  officers: 'Officers: scan the code or open the address for what this vehicle’s papers prove today, with a verification code.',
};

/**
 * The sticker's PDF bytes.
 * @param pass `url` (what the QR carries) and `tradingName`; `vehicle` its plate, make, model and required documents.
 * @param words the printer's language's sentences (English when not given); English follows when they differ.
 */
export function passPdf(pass: { url: string; tradingName: string }, vehicle: Pick<Vehicle, 'plate' | 'brand' | 'model'>, words: StickerWords = ENGLISH): Promise<Buffer> {
  const english = words.scan !== ENGLISH.scan;
  const doc = new PDFDocument({ size: A6, margin: MARGIN, info: { Title: `Roadside pass ${vehicle.plate}`, Author: 'Vehicle Partner Portal' } });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = A6[0] - 2 * MARGIN;
  doc.font('bold').fontSize(22).text(vehicle.plate, { align: 'center', width });
  doc.font('body').fontSize(9).text(`${vehicle.brand} ${vehicle.model} · ${pass.tradingName}`, { align: 'center', width });
  // The QR: dark modules as filled squares, centred.
  const matrix = qrMatrix(pass.url);
  const side = 150;
  const cell = side / matrix.length;
  const x0 = (A6[0] - side) / 2;
  const y0 = doc.y + 8;
  matrix.forEach((row, y) => row.forEach((dark, x) => dark && doc.rect(x0 + x * cell, y0 + y * cell, cell + 0.05, cell + 0.05).fill('#000000')));
  doc.y = y0 + side + 8;
  doc.fillColor('#000000').font('bold').fontSize(12).text(words.scan, MARGIN, doc.y, { align: 'center', width });
  if (english) doc.font('body').fontSize(9).text(ENGLISH.scan, { align: 'center', width });
  doc.font('body').fontSize(6.5).text(pass.url, { align: 'center', width });
  doc.moveDown(0.6);
  doc
    .font('body')
    .fontSize(english ? 7 : 8)
    .text(words.officers, { align: 'center', width });
  if (english) doc.font('body').fontSize(7).text(ENGLISH.officers, { align: 'center', width });
  doc.end();
  return done;
}
