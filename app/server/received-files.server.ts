/**
 * A file that reached the server is not lost when its form comes back with an error (issue 33
 * §2): each accepted file is stored upstream at once and the page answers a signed token for it,
 * which the form carries back as `<field>_kept`. On the next submit a field without a new file
 * uses its kept file, so nobody sends a licence photo twice over a slow link. A token is signed
 * (HMAC-SHA256 under the session secret) with the session's id, the field, the file's upstream
 * location, name and size, and lasts KEEP_MS; another session's or an expired token is ignored.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { json, type AppLoadContext } from '@remix-run/node';
import type { Upstream } from '~/api/client.server';
import { config } from '~/server/config.server';
import { storeFile } from '~/server/uploads.server';

/** How long a received file is kept for the next submit: 30 minutes, in ms. */
export const KEEP_MS = 30 * 60_000;

/** A kept file: where the upstream stored it, its name and size (bytes), until when (ms). */
export type KeptFile = { field: string; location: string; name: string; size: number; until: number };
/** What a form shows for a kept file: its token (sent back hidden), name and size. */
export type Received = Record<string, { token: string; name: string; size: number }>;

const signature = (sid: string, k: KeptFile) => createHmac('sha256', config().SESSION_SECRETS[0]).update(`kept|${sid}|${k.field}|${k.location}|${k.name}|${k.size}|${k.until}`).digest('base64url');

/** The token of `k` for session `sid`. */
export const keptToken = (sid: string, k: KeptFile) => `${Buffer.from(JSON.stringify(k)).toString('base64url')}.${signature(sid, k)}`;

/** The kept file a token names, if it is this session's, this field's and still fresh; else null. */
export function readKeptToken(sid: string, token: string, field: string, now = Date.now()): KeptFile | null {
  const [body, sig] = token.split('.');
  if (!body || !sig) return null;
  let k: KeptFile;
  try {
    k = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as KeptFile;
  } catch {
    return null;
  }
  if (k?.field !== field || typeof k.location !== 'string' || !(k.until > now)) return null;
  const expected = Buffer.from(signature(sid, k));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? k : null;
}

const sessionId = async (context: AppLoadContext) => (await context.session()).data?.sid ?? '';

/** The kept files a submit carries back (`<field>_kept`) for `fields`, valid ones only. */
export async function keptFiles(context: AppLoadContext, formData: FormData, fields: readonly string[]): Promise<Record<string, KeptFile>> {
  const sid = await sessionId(context);
  const kept: Record<string, KeptFile> = {};
  for (const field of fields) {
    const token = formData.get(`${field}_kept`);
    const k = typeof token === 'string' && sid ? readKeptToken(sid, token, field) : null;
    if (k) kept[field] = k;
  }
  return kept;
}

/**
 * Keep the accepted files of a form that is coming back with an error: store each new one
 * upstream now (a failed store keeps nothing) and answer its token with the ones already kept.
 */
export async function keepReceived(context: AppLoadContext, api: Upstream, files: Record<string, File>, already: Record<string, KeptFile>): Promise<Received> {
  const sid = await sessionId(context);
  if (!sid) return {};
  const received: Received = {};
  for (const [field, k] of Object.entries(already)) received[field] = { token: keptToken(sid, k), name: k.name, size: k.size };
  await Promise.all(
    Object.entries(files).map(async ([field, file]) => {
      const location = await storeFile(api, file).catch(() => null);
      if (!location) return;
      const k: KeptFile = { field, location, name: file.name.slice(0, 120), size: file.size, until: Date.now() + KEEP_MS };
      received[field] = { token: keptToken(sid, k), name: k.name, size: k.size };
    }),
  );
  return received;
}

/** The types the portal serves a received file as (what uploads accept), with their file extension. */
const SERVED_TYPES: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf' };

/**
 * A received file (evidence, a document) as the portal serves it (issues 41 §3, 54 §5): only an
 * image or a PDF (anything else is the not-found page), with a plain file name `<name>.<ext>`,
 * never stored by a cache (`private, no-store`), never sniffed (server.ts sends `nosniff` on every
 * answer), in a sandbox of its own (`Content-Security-Policy: sandbox`: no script, no form, no
 * origin of the portal's). A PDF a stranger sent (a driver through the upload link: `from:
 * 'stranger'`) is a download, never opened inside the portal's origin: a PDF can carry JavaScript.
 * @param file the bytes and the type the API gave
 * @throws the 404 page for a type the portal does not serve
 */
export function fileResponse(file: { type: string; bytes: Uint8Array }, name: string, from: 'partner' | 'stranger' = 'partner'): Response {
  const type = file.type.split(';')[0].trim().toLowerCase();
  const ext = SERVED_TYPES[type];
  if (!ext) throw json({ message: 'This file cannot be opened here.' }, { status: 404 });
  const disposition = from === 'stranger' && type === 'application/pdf' ? 'attachment' : 'inline';
  return new Response(file.bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'Content-Type': type,
      'Content-Length': String(file.bytes.length),
      'Content-Disposition': `${disposition}; filename="${name.replace(/[^\w.-]/g, '_')}.${ext}"`,
      'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'",
      'Cache-Control': 'private, no-store',
    },
  });
}
