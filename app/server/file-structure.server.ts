/**
 * Whole-file checks of uploaded documents (issue 20 §4): a file's first bytes say what it is,
 * but HTML or a script appended after a valid image or PDF would ride along. So:
 * - a PDF must end with its `%%EOF` marker (trailing white space allowed); anything after it
 *   refuses the file (FILE_DAMAGED);
 * - a JPEG, PNG or WebP is cut at its own end (JPEG: the EOI marker after the scan data; PNG:
 *   the IEND chunk; WebP: the RIFF size): the picture is unchanged, whatever was appended is
 *   dropped (a phone's "motion photo" video included); a picture that never ends is refused.
 * Pure: bytes in, bytes (or null) out.
 */

export const FILE_DAMAGED = 'This file looks damaged or has something added after its end. Please save it again and upload it.';

const ascii = (bytes: Uint8Array, at: number, text: string) => text.split('').every((c, i) => bytes[at + i] === c.charCodeAt(0));

/** The PDF as is, if it ends with `%%EOF` (then only white space); else null. */
export function pdfEnd(bytes: Uint8Array): Uint8Array | null {
  let end = bytes.length;
  while (end > 0 && [0x20, 0x0a, 0x0d, 0x09, 0x00, 0x0c].includes(bytes[end - 1])) end -= 1;
  return end >= 5 && ascii(bytes, end - 5, '%%EOF') ? bytes : null;
}

/** The JPEG up to and with its EOI marker, walking its segments and scan data; null if it never ends. */
export function jpegEnd(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 2 <= bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1];
    if (marker === 0xff) {
      i += 1; // fill byte
      continue;
    }
    if (marker === 0xd9) return bytes.subarray(0, i + 2);
    if (marker >= 0xd0 && marker <= 0xd7) {
      i += 2;
      continue;
    }
    if (i + 4 > bytes.length) return null;
    const length = (bytes[i + 2] << 8) | bytes[i + 3];
    i += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data: up to the next marker that is not a stuffed 0xFF00 or a restart.
      while (i + 1 < bytes.length && !(bytes[i] === 0xff && bytes[i + 1] !== 0x00 && !(bytes[i + 1] >= 0xd0 && bytes[i + 1] <= 0xd7))) i += 1;
    }
  }
  return null;
}

/** The PNG up to and with its IEND chunk; null if it has none. */
export function pngEnd(bytes: Uint8Array): Uint8Array | null {
  let i = 8;
  while (i + 12 <= bytes.length) {
    const length = ((bytes[i] << 24) | (bytes[i + 1] << 16) | (bytes[i + 2] << 8) | bytes[i + 3]) >>> 0;
    const end = i + 12 + length;
    if (ascii(bytes, i + 4, 'IEND')) return end <= bytes.length ? bytes.subarray(0, end) : null;
    i = end;
  }
  return null;
}

/** The WebP up to the size its RIFF header declares; null if shorter. */
export function webpEnd(bytes: Uint8Array): Uint8Array | null {
  if (!ascii(bytes, 0, 'RIFF') || !ascii(bytes, 8, 'WEBP')) return null;
  const size = (bytes[4] | (bytes[5] << 8) | (bytes[6] << 16) | (bytes[7] << 24)) >>> 0;
  const end = 8 + size + (size % 2);
  return end <= bytes.length ? bytes.subarray(0, end) : null;
}

/**
 * The bytes to keep of an upload of type `mime` (as sniffed): the whole PDF, the image cut at
 * its end; null when the file must be refused with FILE_DAMAGED.
 */
export function wholeFile(mime: string, bytes: Uint8Array): Uint8Array | null {
  switch (mime) {
    case 'application/pdf':
      return pdfEnd(bytes);
    case 'image/jpeg':
      return jpegEnd(bytes);
    case 'image/png':
      return pngEnd(bytes);
    case 'image/webp':
      return webpEnd(bytes);
    default:
      return null;
  }
}
