/**
 * How the upstream client sends one request (issue 34 §7): with undici's `request`, the HTTP
 * client Node's own `fetch` is built on, over the same kind of keep-alive connection pool but
 * without fetch's WHATWG layer (a Request, Headers, a body stream and a Response per call). The
 * dashboard's profile named that layer the largest share of an upstream call's CPU. A multipart
 * body (an upload's FormData) still goes through `fetch`, which encodes it.
 *
 * In: the URL, method, headers, an optional JSON text or FormData body, and the abort signal
 * (timeout and the browser going away). Out: the reply's status and a way to read its body as
 * text (UTF-8) or to drop it. Throws as fetch does when the connection fails or is aborted.
 */
import { request } from 'undici';

export type UpstreamRequest = { method: string; headers: Record<string, string>; body?: string | FormData; signal: AbortSignal };
export type UpstreamReply = { status: number; ok: boolean; text: () => Promise<string>; discard: () => Promise<void> };
export type Transport = (url: URL, init: UpstreamRequest) => Promise<UpstreamReply>;

/** The reply of `fetch` in the transport's shape. */
const fromResponse = (res: Response): UpstreamReply => ({
  status: res.status,
  ok: res.ok,
  text: () => res.text(),
  discard: async () => {
    await res.body?.cancel();
  },
});

/** See the module comment. */
export const undiciTransport: Transport = async (url, { method, headers, body, signal }) => {
  if (body instanceof FormData) return fromResponse(await fetch(url, { method, headers, body, signal }));
  const res = await request(url, { method: method as 'GET', headers, body, signal });
  return {
    status: res.statusCode,
    ok: res.statusCode >= 200 && res.statusCode < 300,
    text: () => res.body.text(),
    discard: () => res.body.dump(),
  };
};
