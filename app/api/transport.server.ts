/**
 * How the upstream client sends one request (issue 34 §7): with undici's `request`, the HTTP
 * client Node's own `fetch` is built on, over the same kind of keep-alive connection pool but
 * without fetch's WHATWG layer (a Request, Headers, a body stream and a Response per call). The
 * dashboard's profile named that layer the largest share of an upstream call's CPU. A multipart
 * body (an upload's FormData) still goes through `fetch`, which encodes it.
 *
 * In: the URL, method, headers, an optional JSON text or FormData body, and the abort signal
 * (timeout and the browser going away). Out: the reply's status and a way to read its body as
 * text (UTF-8), at most a number of bytes (issue 68 §5: a larger body is refused as it arrives,
 * never read whole), or to drop it. Throws as fetch does when the connection fails or is aborted; a
 * connection reset before any byte of the answer is tried once more (`withResetRetry`).
 */
import { request } from 'undici';

export type UpstreamRequest = { method: string; headers: Record<string, string>; body?: string | FormData; signal: AbortSignal };
/**
 * A reply: its status, its `Date` header (the API's clock), and its body read as text or dropped.
 * `text(maxBytes)` throws BodyTooLarge once the body passes `maxBytes` (bytes; unlimited without).
 */
export type UpstreamReply = { status: number; ok: boolean; date: string | null; text: (maxBytes?: number) => Promise<string>; discard: () => Promise<void> };

/** An upstream body longer than the portal reads (UPSTREAM_MAX_BODY_BYTES): refused as it arrives. */
export class BodyTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`upstream body over ${maxBytes} bytes`);
    this.name = 'BodyTooLarge';
  }
}

/**
 * A body's bytes from its chunks, refused when its declared length (`Content-Length`) or the bytes
 * that arrive pass `maxBytes`: `stop` then ends the transfer, and BodyTooLarge is thrown. Memory
 * stays at most `maxBytes` plus one chunk.
 */
export async function readLimited(chunks: AsyncIterable<Uint8Array>, declared: string | null | undefined, maxBytes: number, stop: () => unknown): Promise<Buffer> {
  if (declared && Number(declared) > maxBytes) {
    await stop();
    throw new BodyTooLarge(maxBytes);
  }
  const parts: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of chunks) {
    size += chunk.byteLength;
    if (size > maxBytes) break;
    parts.push(chunk);
  }
  if (size > maxBytes) {
    await stop();
    throw new BodyTooLarge(maxBytes);
  }
  return Buffer.concat(parts);
}
export type Transport = (url: URL, init: UpstreamRequest) => Promise<UpstreamReply>;

const utf8 = (bytes: Buffer) => bytes.toString('utf8');

/** The reply of `fetch` in the transport's shape. */
const fromResponse = (res: Response): UpstreamReply => ({
  status: res.status,
  ok: res.ok,
  date: res.headers.get('date'),
  text: (maxBytes) =>
    maxBytes === undefined || !res.body
      ? res.text()
      : readLimited(res.body as unknown as AsyncIterable<Uint8Array>, res.headers.get('content-length'), maxBytes, () => res.body?.cancel().catch(() => undefined)).then(utf8),
  discard: async () => {
    await res.body?.cancel();
  },
});

/** Error codes of a connection that closed before any byte of the answer (a kept-alive socket the other side had just closed). */
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);

/** Did `error` (undici's, or fetch's with its cause) come from a connection reset before the answer began? */
export function isResetBeforeAnswer(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? String((e as { code: unknown }).code) : '');
  return RESET_CODES.has(code(error)) || RESET_CODES.has(code((error as { cause?: unknown } | null)?.cause));
}

/**
 * `transport` with one retry when the connection was reset before any byte of the answer (issue
 * 40 §8): the keep-alive race where the API closes an idle socket as the portal reuses it. Only
 * for reads and for writes that carry an `Idempotency-Key` (a repeat is answered with the first
 * answer, so nothing is written twice); never after an abort (the browser went away, the timeout).
 */
export function withResetRetry(transport: Transport): Transport {
  return async (url, init) => {
    try {
      return await transport(url, init);
    } catch (error) {
      const safe = init.method === 'GET' || init.method === 'HEAD' || Object.keys(init.headers).some((h) => h.toLowerCase() === 'idempotency-key');
      if (!safe || init.signal.aborted || !isResetBeforeAnswer(error)) throw error;
      return transport(url, init);
    }
  };
}

/** See the module comment. */
const sendOnce: Transport = async (url, { method, headers, body, signal }) => {
  if (body instanceof FormData) return fromResponse(await fetch(url, { method, headers, body, signal }));
  const res = await request(url, { method: method as 'GET', headers, body, signal });
  return {
    status: res.statusCode,
    ok: res.statusCode >= 200 && res.statusCode < 300,
    date: typeof res.headers.date === 'string' ? res.headers.date : null,
    text: (maxBytes) => {
      if (maxBytes === undefined) return res.body.text();
      const declared = res.headers['content-length'];
      // Ended early, undici's body reports an abort: nothing is waiting for it, so it is let go.
      res.body.on('error', () => undefined);
      return readLimited(res.body, typeof declared === 'string' ? declared : null, maxBytes, () => res.body.destroy()).then(utf8);
    },
    discard: () => res.body.dump(),
  };
};

/** The transport the upstream client uses: undici's `request` (fetch for multipart), with one retry on a reset. */
export const undiciTransport: Transport = withResetRetry(sendOnce);
