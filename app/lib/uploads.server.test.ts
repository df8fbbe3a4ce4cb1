import { describe, expect, it } from 'vitest';
import { FILE_MISSING, FILE_TOO_LARGE, parseUpload } from './uploads.server';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\ntrailer\n%%EOF\n');

function request(file: { bytes: Uint8Array; name: string; type: string } | null, fields: Record<string, string> = { full_address: '4 Bodija Road, Ibadan' }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('document', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  return new Request('http://portal.test/get-started/individual?state=address', { method: 'POST', body: form });
}

describe('parseUpload', () => {
  it('accepts a PNG and a PDF, typed from their content, keeping the other fields', async () => {
    const png = await parseUpload(request({ bytes: PNG, name: 'bill.jpg', type: 'image/jpeg' }), 'document');
    expect(png.fileError).toBeNull();
    expect(png.file?.type).toBe('image/png');
    expect(png.formData.get('full_address')).toBe('4 Bodija Road, Ibadan');
    const pdf = await parseUpload(request({ bytes: PDF, name: 'statement.pdf', type: 'application/pdf' }), 'document');
    expect(pdf.file?.type).toBe('application/pdf');
  });

  it('refuses a file over 5 MB while keeping the other fields', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    const out = await parseUpload(request({ bytes: big, name: 'big.png', type: 'image/png' }), 'document');
    expect(out.fileError).toBe(FILE_TOO_LARGE);
    expect(out.file).toBeNull();
    expect(out.formData.get('full_address')).toBe('4 Bodija Road, Ibadan');
  });

  it('refuses an executable renamed to .png, and a missing file', async () => {
    const exe = new Uint8Array(1024);
    exe.set([0x4d, 0x5a, 0x90, 0x00]);
    expect((await parseUpload(request({ bytes: exe, name: 'photo.png', type: 'image/png' }), 'document')).fileError).toBe(FILE_MISSING);
    expect((await parseUpload(request(null), 'document')).fileError).toBe(FILE_MISSING);
  });
});
