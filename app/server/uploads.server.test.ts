import { describe, expect, it } from 'vitest';
import { contextFor } from '~/server/context.server';
import { FORM_KEY_REFUSED, issueFormKey } from '~/server/form-key.server';
import { FILE_MISSING, FILE_TOO_LARGE, FILE_WRONG_TYPE, parseUpload as parseUploadAs } from '~/server/uploads.server';

import { PNG } from '../../tests/fixtures/files';
const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\ntrailer\n%%EOF\n');

/** A guest with their pre-session (issue 54 §4), posting to the address step. */
const PRE = 'AbCdEfGhIjKlMnOpQrStUv';
const GUEST = `guest.${PRE}`;
const PATH = '/get-started/individual';

/** A guest's upload (no session), through the one door like any form. */
const parseUpload = (request: Request, field: string, limit?: number) => parseUploadAs(request, contextFor(request), field, limit);

function request(file: { bytes: Uint8Array; name: string; type: string } | null, fields: Record<string, string> = { _key: issueFormKey(GUEST, PATH), full_address: '4 Bodija Road, Ibadan' }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('document', new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.type }), file.name);
  return new Request('http://portal.test/get-started/individual?state=address', { method: 'POST', body: form, headers: { cookie: `vp_pre=${PRE}` } });
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
    expect((await parseUpload(request({ bytes: exe, name: 'photo.png', type: 'image/png' }), 'document')).fileError).toBe(FILE_WRONG_TYPE);
    expect((await parseUpload(request(null), 'document')).fileError).toBe(FILE_MISSING);
  });

  it('refuses a form whose key the server did not issue for this person: 403, whatever the file (issue 40 §1)', async () => {
    for (const key of [undefined, 'made-up', issueFormKey('u1.p1', PATH)]) {
      const refused = await parseUpload(request({ bytes: PNG, name: 'bill.png', type: 'image/png' }, key ? { _key: key, full_address: 'x' } : { full_address: 'x' }), 'document').catch(
        (e: Response) => e,
      );
      expect(refused).toBeInstanceOf(Response);
      expect((refused as Response).status).toBe(403);
      expect(await (refused as Response).json()).toEqual({ message: FORM_KEY_REFUSED });
    }
  });
});

describe('parseUpload with awkward input', () => {
  it('accepts a file name with = and ; in it (issue 13)', async () => {
    const out = await parseUpload(request({ bytes: PNG, name: 'bill=march;2026.png', type: 'image/png' }), 'document');
    expect(out.fileError).toBeNull();
    expect(out.file?.name).toBe('bill=march;2026.png');
  });

  it('answers 415 to a body that is not multipart, and 400 to one cut short', async () => {
    const json = new Request('http://portal.test/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(await parseUpload(json, 'document').catch((e: Response) => e.status)).toBe(415);
    const form = new FormData();
    form.append('_key', issueFormKey(GUEST, PATH));
    form.append('full_address', 'x');
    form.append('document', new Blob([PNG], { type: 'image/png' }), 'a.png');
    const whole = new Request(`http://portal.test${PATH}`, { method: 'POST', body: form, headers: { cookie: `vp_pre=${PRE}` } });
    const bytes = new Uint8Array(await whole.arrayBuffer());
    const cut = new Request(`http://portal.test${PATH}`, {
      method: 'POST',
      headers: { 'content-type': whole.headers.get('content-type')!, cookie: `vp_pre=${PRE}` },
      body: bytes.slice(0, bytes.length - 40),
    });
    expect(await parseUpload(cut, 'document').catch((e: Response) => e.status)).toBe(400);
  });

  it('answers at the limit and never keeps what follows', async () => {
    let pulled = 0;
    const boundary = 'xyz';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="_key"\r\n\r\n${issueFormKey(GUEST, PATH)}\r\n--${boundary}\r\nContent-Disposition: form-data; name="document"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const chunk = new Uint8Array(64 * 1024);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled === 0) controller.enqueue(head);
        pulled += 1;
        // Twenty megabytes would follow if the parser kept reading.
        if (pulled > 320) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const big = new Request(`http://portal.test${PATH}`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: `vp_pre=${PRE}` },
      body,
      duplex: 'half',
    } as RequestInit);
    const out = await parseUpload(big, 'document', 1024 * 1024);
    // The answer is ready once the limit is crossed, long before the 20 MB have been sent.
    expect(out.fileError).toBe(FILE_TOO_LARGE);
    expect(pulled).toBeLessThan(40);
  });
});
