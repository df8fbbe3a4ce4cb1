/**
 * QR codes for roadside passes (issue 25 §1), drawn on the server with the `qrcode` library:
 * an SVG for the page (no script, no image request) and the module matrix for the PDF sticker.
 * Error correction M (15 %): a sticker survives some dirt and scratches.
 */
import QRCode from 'qrcode';

/** The QR of `text` as an SVG element's markup (library output, no user HTML), `size` px wide. */
export async function qrSvg(text: string, size = 200): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: size, color: { dark: '#000000', light: '#ffffff' } });
}

/** The QR of `text` as a square matrix of dark modules (`true`), for drawing in a PDF. */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, y) => Array.from({ length: modules.size }, (_, x) => Boolean(modules.get(y, x))));
}
