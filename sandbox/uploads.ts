/**
 * Receiving an uploaded file (spec section 7.2): one multipart file streamed to disk, its size
 * limited while streaming and its type read from its first bytes; nothing is kept when refused.
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request } from 'express';
import busboy from 'busboy';
import { Readable } from 'node:stream';
import type { WithRawBody } from './idempotency.js';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES } from '../contract/constants.js';
import { ApiError, badRequest } from './http.js';
import { randomToken } from './lib/crypto.js';

/** The types accepted, read from the content (not the name), as the portal checks them (contract). */
const ACCEPTED_MIME: readonly string[] = UPLOAD_ACCEPTED_TYPES;

type StoredFile = { key: string; mime: string; size: number; path: string };

/**
 * Stream one multipart file to `dir`, enforcing `limit` bytes while streaming and checking the
 * type from the first bytes. Nothing is kept when the file is refused.
 * @param limit bytes (default UPLOAD_MAX_BYTES, 5 MB).
 * @returns the stored file: its key, MIME type, size in bytes and path on disk.
 * @throws ApiError 413 'File must be less than 5 MB', 415 for another type, 400 when no file.
 */
export function receiveFile(req: Request, dir: string, limit = UPLOAD_MAX_BYTES): Promise<StoredFile> {
  mkdirSync(dir, { recursive: true });
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({ headers: req.headers, limits: { fileSize: limit, files: 1 } });
    } catch {
      reject(badRequest('Kindly select a file', 'NoFile'));
      return;
    }
    let handled = false;
    bb.on('file', (_name, stream) => {
      if (handled) return stream.resume();
      handled = true;
      const key = `${randomToken(12)}`;
      const path = join(dir, key);
      let size = 0;
      let head = Buffer.alloc(0);
      let checked = false;
      let failed: ApiError | null = null;
      const out = createWriteStream(path);
      // A refused file destroys the stream mid-write; that error is expected and handled by `fail`.
      out.on('error', () => undefined);
      const fail = (error: ApiError) => {
        if (failed) return;
        failed = error;
        stream.resume();
        out.destroy();
        void unlink(path).catch(() => undefined);
        reject(error);
      };
      stream.on('limit', () => fail(new ApiError(413, 'File must be less than 5 MB', 'FileTooLarge')));
      stream.on('data', (chunk: Buffer) => {
        if (failed) return;
        size += chunk.length;
        if (!checked) {
          head = Buffer.concat([head, chunk]);
          if (head.length < 16) return;
          checked = true;
          void fileTypeFromBuffer(head).then((type) => {
            if (!type || !ACCEPTED_MIME.includes(type.mime)) fail(new ApiError(415, 'Only images (JPEG, PNG, WebP) or PDF files are accepted', 'UnsupportedFileType'));
          });
          out.write(head);
          return;
        }
        out.write(chunk);
      });
      stream.on('end', () => {
        if (failed) return;
        if (!checked) {
          // A file shorter than 16 bytes cannot be a real image or PDF.
          fail(new ApiError(415, 'Only images (JPEG, PNG, WebP) or PDF files are accepted', 'UnsupportedFileType'));
          return;
        }
        out.end(async () => {
          if (failed) return;
          const type = await fileTypeFromBuffer(head);
          if (!type || !ACCEPTED_MIME.includes(type.mime)) return fail(new ApiError(415, 'Only images (JPEG, PNG, WebP) or PDF files are accepted', 'UnsupportedFileType'));
          resolve({ key, mime: type.mime, size, path });
        });
      });
    });
    bb.on('close', () => {
      if (!handled) reject(badRequest('Kindly select a file', 'NoFile'));
    });
    bb.on('error', () => reject(badRequest('The upload could not be read', 'BadUpload')));
    // A body the idempotency check already read for its digest is read again from its bytes.
    const raw = (req as WithRawBody).rawBody;
    if (raw) Readable.from([raw]).pipe(bb);
    else req.pipe(bb);
  });
}
