import { describe, expect, it } from 'vitest';
import { JPEG, PDF, PNG, WEBP } from '../../tests/fixtures/files';
import { wholeFile } from '~/server/file-structure.server';

const HTML = Buffer.from('<html><script>alert(1)</script></html>');
const join = (...parts: Uint8Array[]) => Buffer.concat(parts);

describe('whole-file checks of uploads (issue 20 §4)', () => {
  it('keeps whole files as they are', () => {
    expect(Buffer.from(wholeFile('application/pdf', PDF)!)).toEqual(PDF);
    expect(Buffer.from(wholeFile('image/jpeg', JPEG)!)).toEqual(JPEG);
    expect(Buffer.from(wholeFile('image/png', PNG)!)).toEqual(PNG);
    expect(Buffer.from(wholeFile('image/webp', WEBP)!)).toEqual(WEBP);
  });

  it('refuses a PDF with HTML after its %%EOF, and a PDF cut short', () => {
    expect(wholeFile('application/pdf', join(PDF, HTML))).toBeNull();
    expect(wholeFile('application/pdf', PDF.subarray(0, PDF.length - 8))).toBeNull();
    // Incremental updates (another %%EOF at the end) and trailing white space are fine.
    expect(wholeFile('application/pdf', join(PDF, Buffer.from('1 0 obj<<>>endobj\n%%EOF\r\n\n')))).not.toBeNull();
  });

  it('cuts an image at its own end, dropping what was appended; refuses one that never ends', () => {
    for (const [mime, image] of [
      ['image/jpeg', JPEG],
      ['image/png', PNG],
      ['image/webp', WEBP],
    ] as const) {
      expect(Buffer.from(wholeFile(mime, join(image, HTML))!), mime).toEqual(image);
      expect(wholeFile(mime, image.subarray(0, image.length - 6)), mime).toBeNull();
    }
  });
});
