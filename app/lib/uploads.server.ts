/**
 * Upload parsing for the KYC forms (issue 4): the 5 MB limit is enforced while the request
 * streams in, before the whole file is read, and the type is read from the file's first bytes
 * (JPEG, PNG, WebP or PDF), never from its name. Other fields are kept, so a refused file
 * never loses the user's other input.
 */
import {
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node';
import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_ACCEPTED_TYPES, UPLOAD_MAX_BYTES } from '~/lib/constants';

export const FILE_TOO_LARGE = 'File must be less than 5 MB';
export const FILE_MISSING = 'Kindly select a file';

export type UploadOutcome = { formData: FormData; file: File | null; fileError: string | null };

/** The MIME type of `bytes` from their signature, if it is one we accept. */
export async function sniffAcceptedType(bytes: Uint8Array): Promise<string | null> {
  const type = await fileTypeFromBuffer(bytes);
  return type && (UPLOAD_ACCEPTED_TYPES as readonly string[]).includes(type.mime) ? type.mime : null;
}

/**
 * Parse a multipart request whose file part is `fileField`. Returns the text fields, the file
 * (typed from its content) or the reason it was refused. Bytes past `limit` are never buffered.
 */
export async function parseUpload(request: Request, fileField: string, limit = UPLOAD_MAX_BYTES): Promise<UploadOutcome> {
  let fileError: string | null = null;
  let file: File | null = null;
  const fileHandler: UploadHandler = async ({ name, filename, data }) => {
    if (name !== fileField) return undefined;
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of data) {
      size += chunk.byteLength;
      // Past the limit: stop keeping bytes, but drain the stream so the other fields still parse.
      if (size > limit) {
        fileError = FILE_TOO_LARGE;
        chunks.length = 0;
        continue;
      }
      chunks.push(chunk);
    }
    if (fileError) return undefined;
    if (!filename || size === 0) {
      fileError = FILE_MISSING;
      return undefined;
    }
    const bytes = new Uint8Array(size);
    let offset = 0;
    for (const c of chunks) {
      bytes.set(c, offset);
      offset += c.byteLength;
    }
    const mime = await sniffAcceptedType(bytes.subarray(0, 4100));
    if (!mime) {
      fileError = FILE_MISSING;
      return undefined;
    }
    file = new File([bytes], filename, { type: mime });
    return file;
  };
  const formData = await parseMultipartFormData(request, composeUploadHandlers(fileHandler, createMemoryUploadHandler({ maxPartSize: 64 * 1024 })));
  if (!file && !fileError) fileError = FILE_MISSING;
  return { formData, file, fileError };
}
