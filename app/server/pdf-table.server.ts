/**
 * One row of a table in a PDF (the payslip's and the annual statement's; issue 51 §9, issue 55 §2):
 * cells drawn side by side from `x`, the row as tall as its tallest cell. Words never break in the
 * middle ("Tafiy / e-tafi / ye"): a cell whose longest word would not fit its column is drawn
 * smaller, down to MIN_SIZE pt, and breaks only between words; an amount (a right-aligned column)
 * is always one line ("+" and "₦34,171.00" never part), drawn smaller until it fits.
 */

/** A column: its width in pt (the cell gets 4 pt less, a gutter) and whether it holds an amount (right-aligned, one line). */
export type PdfColumn = { width: number; right: boolean };

/** The smallest size a cell is shrunk to, in pt: still readable on a printed A4. */
export const MIN_SIZE = 5.5;

/** The size (pt, at most `size`) at which `text` fits `width` pt: its longest word, or all of it when `whole`. */
export function fittingSize(doc: PDFKit.PDFDocument, text: string, width: number, size: number, whole: boolean): number {
  const parts = whole ? [text] : text.split(/\s+/);
  let s = size;
  const widest = () => Math.max(0, ...parts.map((p) => doc.fontSize(s).widthOfString(p)));
  while (s > MIN_SIZE && widest() > width) s = Math.max(MIN_SIZE, s - 0.25);
  return s;
}

/**
 * Draw one row at the document's current y, from `x`, in `font` at `size` pt; the document's y
 * is then the row's bottom plus `gap` pt, and its font size `size` again.
 */
export function pdfRow(doc: PDFKit.PDFDocument, x: number, cells: readonly string[], columns: readonly PdfColumn[], size: number, font: 'body' | 'bold' = 'body', gap = 2): void {
  const y = doc.y;
  let bottom = y;
  let left = x;
  doc.font(font);
  cells.forEach((text, i) => {
    const { width, right } = columns[i]!;
    const inner = width - 4;
    doc.fontSize(fittingSize(doc, text, inner, size, right)).text(text, left, y, { width: inner, align: right ? 'right' : 'left', lineBreak: !right });
    bottom = Math.max(bottom, doc.y);
    left += width;
  });
  doc.fontSize(size);
  doc.y = bottom + gap;
}
