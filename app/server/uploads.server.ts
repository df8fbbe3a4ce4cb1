/**
 * Multipart uploads (issues 4, 10 and 13) with busboy, a well-kept streaming parser that takes
 * any file name. Limits hold while the request streams in: at most UPLOAD_MAX_BYTES per file
 * (parsing stops at the limit and the answer is sent; the rest is drained, never kept), MAX_FILES files, MAX_FIELDS text fields of at most
 * MAX_FIELD_BYTES each. A file's type is read from its first bytes (JPEG, PNG, WebP or PDF),
 * never from its name, and the whole file must match it (file-structure.server.ts: a PDF must
 * end with %%EOF; an image is kept up to its own end marker). Text fields are kept whatever happens to the file, so a refused file
 * never loses the user's other input (put file inputs last in a form: fields sent after a file
 * that is over the limit are not read).
 */
import { FORM_KEY_FIELD, sha256Hex, type DigestEntry } from '~contract/forms';
import { requireFormKey } from '~/server/form-key.server';
import { keyForm } from '~/server/request-scope.server';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { json, type AppLoadContext } from '@remix-run/node';
import busboy from 'busboy';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES } from '~/domain/constants';
import type { Upstream } from '~/api/client.server';
import { FILE_DAMAGED, wholeFile } from '~/server/file-structure.server';

export const FILE_TOO_LARGE = 'File must be less than 5 MB';
export const FILE_MISSING = 'Kindly select a file';
export const FILE_WRONG_TYPE = 'File must be an image (JPEG, PNG or WebP) or a PDF';

export const FILE_NOT_CSV = 'The file must be a CSV file saved from a spreadsheet';

/** Is `bytes` text in UTF-8 (no NUL byte, decodes without error)? */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** At most this many files, text fields, and bytes per text field, in one form. */
export const MAX_FILES = 5;
export const MAX_FIELDS = 50;
export const MAX_FIELD_BYTES = 64 * 1024;

export type UploadOutcome = { formData: FormData; files: Record<string, File>; fileErrors: Record<string, string> };

/** A request the upload parser refuses as a whole (not multipart, cut short, too many parts): the readable error page. */
const refuse = (message: string, status: 400 | 413 | 415) => json({ message }, { status });

/** The MIME type of `bytes` from their signature, if it is one we accept. */
export async function sniffAcceptedType(bytes: Uint8Array): Promise<string | null> {
  const type = await fileTypeFromBuffer(bytes);
  return type && (UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(type.mime) ? type.mime : null;
}

/**
 * Parse a multipart request whose file inputs are `fileFields`. Returns the text fields, the
 * accepted files by field, and for each refused or missing file its message.
 * With `csv`, the file must be UTF-8 text instead of an image or PDF. The form's key must be one
 * the server issued for this person and partner (the one door, issue 40 §1), checked before any
 * file is judged.
 * @throws Response 415 (not multipart), 413 (too many parts) or 400 (a broken body), for the error
 *   page; the 403 of `requireFormKey`.
 */
export async function parseUploads(request: Request, context: AppLoadContext, fileFields: string[], limit = UPLOAD_MAX_BYTES, options: { csv?: boolean } = {}): Promise<UploadOutcome> {
  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data') || !request.body) throw refuse('Please send the form with its file (multipart/form-data).', 415);
  const formData = new FormData();
  const files: Record<string, File> = {};
  const fileErrors: Record<string, string> = {};
  const pending: Promise<void>[] = [];
  // Every part in the order sent, files by the digest of what was sent (the idempotency key).
  const entries: (DigestEntry | Promise<DigestEntry>)[] = [];
  let parser: busboy.Busboy;
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits: { fileSize: limit, files: MAX_FILES, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: MAX_FILES + MAX_FIELDS } });
  } catch {
    throw refuse('The form could not be read. Please try again.', 400);
  }
  const body = Readable.fromWeb(request.body as WebReadableStream);
  await new Promise<void>((resolve, reject: (reason: Response) => void) => {
    let settled = false;
    const finish = (error?: Response) => {
      if (settled) return;
      settled = true;
      if (error) reject(error);
      else resolve();
    };
    parser.on('field', (name, value, info) => {
      entries.push([name, value]);
      if (info.valueTruncated) fileErrors[name] = 'This field is too long';
      else if (!formData.has(name) || name.endsWith('[]')) formData.append(name, value);
    });
    parser.on('file', (name, stream, info) => {
      // A body cut short mid-file errors the file's stream too; the parser's 'error' answers it.
      stream.on('error', () => undefined);
      if (!fileFields.includes(name) || files[name] || fileErrors[name]) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        chunks.push(chunk);
      });
      stream.on('limit', () => {
        // Over the limit: refuse at once. Nothing more is parsed or kept; the rest of the body
        // is drained and dropped so the browser still receives the answer on this connection.
        fileErrors[name] = FILE_TOO_LARGE;
        chunks.length = 0;
        body.unpipe(parser);
        parser.removeAllListeners();
        parser.on('error', () => undefined);
        body.on('error', () => undefined);
        body.resume();
        finish();
      });
      stream.on('end', () => {
        if (fileErrors[name]) return;
        const bytes = Buffer.concat(chunks);
        if (info.filename || size > 0) entries.push(sha256Hex(bytes).then((sha256) => [name, { sha256 }] as const));
        if (!info.filename || size === 0) {
          fileErrors[name] = FILE_MISSING;
          return;
        }
        if (options.csv) {
          // A spreadsheet saved as CSV: text, never a binary file renamed.
          if (isText(bytes)) files[name] = new File([bytes], (info.filename ?? 'upload.csv').slice(0, 200), { type: 'text/csv' });
          else fileErrors[name] = FILE_NOT_CSV;
          return;
        }
        pending.push(
          sniffAcceptedType(bytes.subarray(0, 4100)).then((mime) => {
            if (!mime) return void (fileErrors[name] = FILE_WRONG_TYPE);
            // The whole file must be what its first bytes say (issue 20 §4): a PDF ends with
            // %%EOF; an image is cut at its own end, dropping anything appended.
            const kept = wholeFile(mime, bytes);
            if (kept) files[name] = new File([kept as Uint8Array<ArrayBuffer>], (info.filename ?? 'upload').slice(0, 200), { type: mime });
            else fileErrors[name] = FILE_DAMAGED;
          }),
        );
      });
    });
    parser.on('filesLimit', () => finish(refuse('Too many files in one form.', 413)));
    parser.on('fieldsLimit', () => finish(refuse('Too many fields in one form.', 413)));
    parser.on('partsLimit', () => finish(refuse('Too many parts in one form.', 413)));
    parser.on('error', () => finish(refuse('The form could not be read (it may have been cut short). Please try again.', 400)));
    parser.on('close', () => finish());
    body.on('error', () => finish(refuse('The form could not be read (it may have been cut short). Please try again.', 400)));
    body.pipe(parser);
  });
  await Promise.all(pending);
  for (const field of fileFields) if (!files[field] && !fileErrors[field]) fileErrors[field] = FILE_MISSING;
  await requireFormKey(formData, context, request);
  // The form's key, its fields and its files by their digest make the idempotency key (issue 33 §1).
  await keyForm(formData.get(FORM_KEY_FIELD), await Promise.all(entries));
  formData.delete(FORM_KEY_FIELD);
  return { formData, files, fileErrors };
}

/** One file field: `{ formData, file, fileError }`. See `parseUploads`. */
export async function parseUpload(request: Request, context: AppLoadContext, fileField: string, limit = UPLOAD_MAX_BYTES) {
  const { formData, files, fileErrors } = await parseUploads(request, context, [fileField], limit);
  return { formData, file: files[fileField] ?? null, fileError: fileErrors[fileField] ?? null };
}

/** Send an accepted file to the upstream's file store; its location (spec section 7: files[0].Location). */
export function storeFile(api: Upstream, file: File): Promise<string> {
  const upload = new FormData();
  upload.append('file', file, file.name);
  return api.uploads.identityFile(upload);
}
