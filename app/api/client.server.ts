/**
 * The typed upstream client (spec section 7; DESIGN rule 3). One client per request and token,
 * built by the load context (`context.api`, app/lib/context.server.ts). Every call:
 * - has the 60 s timeout (spec section 9) and is aborted when the browser goes away;
 * - carries the bearer token and the request id (`X-Request-Id`), so one partner's request can
 *   be followed from the portal's logs into the API's;
 * - parses the reply as `unknown` with a zod schema of the contract;
 * - on 401 calls `onUnauthorized`, which throws the redirect to /login (the session dies);
 * - on a refused connection, a timeout, or a reply that is not the API's (an HTML 502 from a
 *   proxy, an empty or malformed body) throws a 502/503 Response: a readable error page;
 * - on any other failure throws `UpstreamError` with the server's message or the fallback.
 * GET replies (up to MEMO_MAX_CHARS) are memoised for the life of the client (one request): the layout's and the
 * page's loaders share one memberships call. Any other method clears the memo, so a read after
 * a write is fresh.
 * The calls themselves are grouped as the API's routers are, in app/api/calls/ (account, fleet,
 * money; issue 55 §2): this module sends them.
 */
import { json } from '@remix-run/node';
import { type z } from 'zod';
import { API_TIMEOUT_MS, FALLBACK_ERROR, UPSTREAM_MAX_BODY_BYTES } from '~/domain/constants';
import { UpstreamError } from '~/api/errors';
import { BodyTooLarge, readLimited, undiciTransport, type Transport, type UpstreamReply } from '~/api/transport.server';
import { noteApiDate } from '~/api/api-clock.server';
import * as c from '~contract/core';
import { operations as o } from '~contract/operations';
import { UPLOAD_MAX_BYTES } from '~contract/constants';
import type { CallOptions } from '~/api/calls/shared.server';
import { accountCalls } from '~/api/calls/account.server';
import { fleetCalls } from '~/api/calls/fleet.server';
import { moneyCalls } from '~/api/calls/money.server';

export type UpstreamOptions = {
  baseUrl: string;
  /** The bearer token, or a function resolving it (read lazily from the session). */
  token?: string | (() => Promise<string | undefined>);
  /** Called on a 401; must throw (a redirect). */
  onUnauthorized?: () => never | Promise<never>;
  /** Aborts calls when the browser goes away. */
  signal?: AbortSignal;
  /** A write's timeout in ms: the spec's 60 s (section 9) by default. */
  timeoutMs?: number;
  /** A read's (GET's) timeout in ms (issue 71 §5: a hung upstream must not hold a page for a minute); `timeoutMs` when absent. */
  readTimeoutMs?: number;
  /** Sent as `X-Request-Id`. */
  requestId?: string;
  /** How a request is sent (tests may replace it); undici by default. */
  transport?: Transport;
  /** Each call once answered (its status), unanswered (`'error'`) or given up on after `timeoutMs` (`'timeout'`); ms its duration. */
  log?: (entry: { method: string; path: string; status: number | 'error' | 'timeout'; ms: number; channel?: unknown }) => void;
  /** The largest upstream body read, in bytes (issue 68 §5); a larger one is refused as a bad reply. UPSTREAM_MAX_BODY_BYTES by default. */
  maxBodyBytes?: number;
  /** The `Idempotency-Key` of a write (issue 33 §1), or undefined to send none. */
  idempotencyKey?: (method: string, path: string) => string | undefined;
  /** An answer whose shape is not the contract's (issue 72 §4): the call and the first difference, for the operator's log. */
  onWrongShape?: (entry: { method: string; path: string; at: string; problem: string }) => void;
  /** An API error's words for the person (issue 44 §7: by its code, in their language); the API's text when absent. */
  errorWords?: (code: string | undefined, apiText: string, words?: c.Said[]) => string | Promise<string>;
};

/** While the API still runs the first request of a key (409), a repeat waits this long between asks (ms), at most IN_USE_TRIES times. */
export const IN_USE_WAIT_MS = 250;
export const IN_USE_TRIES = 40;

export const UNAVAILABLE_MESSAGE = 'We cannot reach the marketplace right now. Please check your connection and try again in a moment.';
export const BAD_REPLY_MESSAGE = 'The marketplace sent an answer we could not read. Please try again in a moment.';
export const TIMEOUT_MESSAGE = 'The marketplace is taking too long to answer, so this page stopped waiting. Please try again in a moment.';

/** The readable error page's response: 503 when unreachable (504 when it did not answer in time), 502 when the reply was not the API's. */
const unavailable = (status: 502 | 503 | 504, code: string) =>
  json({ message: status === 504 ? TIMEOUT_MESSAGE : status === 503 ? UNAVAILABLE_MESSAGE : BAD_REPLY_MESSAGE, code }, { status, headers: { 'Cache-Control': 'no-store' } });

/** Each answer's schema to its operation's name (contract/operations.ts), for a refusal to say which call it was. */
const OPERATION_OF = new Map<unknown, string>(Object.entries(o).map(([id, op]) => [op.answer, id]));

/** Replies longer than this (characters of JSON) are not memoised. */
export const MEMO_MAX_CHARS = 256 * 1024;

/** Build the client; see the module comment for its failure behaviour. */
export function createUpstream(options: UpstreamOptions) {
  const options_ = options;
  const transport = options.transport ?? undiciTransport;
  const base = options.baseUrl.replace(/\/+$/, '');
  const memo = new Map<string, Promise<unknown>>();

  async function send<S extends z.ZodTypeAny>(
    method: string,
    url: URL,
    path: string,
    { schema, body, form, headers: extra }: CallOptions<S>,
    idempotencyKey?: string,
    tries = 0,
  ): Promise<{ value: z.infer<S>; size: number }> {
    const headers: Record<string, string> = { ...extra, accept: 'application/json' };
    const token = typeof options.token === 'function' ? await options.token() : options.token;
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.requestId) headers['x-request-id'] = options.requestId;
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    const timeout = AbortSignal.timeout((method === 'GET' ? options.readTimeoutMs : undefined) ?? options.timeoutMs ?? API_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const started = performance.now();
    let res: UpstreamReply;
    try {
      res = await transport(url, { method, headers, body: form ?? (body === undefined ? undefined : JSON.stringify(body)), signal });
    } catch (error) {
      options.log?.({ method, path, status: timeout.aborted ? 'timeout' : 'error', ms: performance.now() - started });
      if (options.signal?.aborted) throw error;
      if (timeout.aborted) throw unavailable(504, 'UpstreamTimeout');
      throw unavailable(503, 'UpstreamUnavailable');
    }
    // The message channel a write asked for (a document request, a statement), for the operator's count of messages queued.
    options.log?.({ method, path, status: res.status, ms: performance.now() - started, channel: (body as { channel?: unknown } | undefined)?.channel });
    noteApiDate(res.date);
    if (res.status === 401 && options.onUnauthorized) {
      await res.discard();
      return { value: await options.onUnauthorized(), size: 0 };
    }
    let text: string;
    try {
      text = await res.text(options.maxBodyBytes ?? UPSTREAM_MAX_BODY_BYTES);
    } catch (error) {
      // Refused as it arrived, never read whole: the readable page, as for any unreadable answer.
      if (error instanceof BodyTooLarge) throw unavailable(502, 'BadUpstreamReply');
      if (options.signal?.aborted) throw error;
      if (timeout.aborted) throw unavailable(504, 'UpstreamTimeout');
      text = '';
    }
    let payload: unknown;
    try {
      payload = text ? JSON.parse(text) : undefined;
    } catch {
      // Not JSON: a proxy's HTML error page, or a broken reply.
      if (res.ok || res.status >= 500) throw unavailable(res.status === 503 || res.status === 504 ? 503 : 502, 'BadUpstreamReply');
      payload = undefined;
    }
    if (!res.ok) {
      const err = c.errorBody.safeParse(payload ?? {});
      const e = err.success ? err.data : {};
      // The first request of this key is still running (a double tap): wait for its answer, which is ours too.
      if (res.status === 409 && e.code === 'IdempotencyKeyInUse' && idempotencyKey && tries < IN_USE_TRIES) {
        await new Promise((resolve) => setTimeout(resolve, IN_USE_WAIT_MS));
        return send(method, url, path, { schema, body, form, headers: extra }, idempotencyKey, tries + 1);
      }
      // A 5xx without the API's error body did not come from the API: the readable page.
      if (res.status >= 500 && !e.message) throw unavailable(res.status === 503 || res.status === 504 ? 503 : 502, 'UpstreamUnavailable');
      const apiText = e.message ?? FALLBACK_ERROR;
      const words = options.errorWords ? await options.errorWords(e.code, apiText, e.words) : apiText;
      // A field's message that repeats the API's sentence is said in the same words.
      const fields = Object.fromEntries(Object.entries(e.errors ?? {}).map(([field, list]) => [field, list.map((m) => (m === apiText ? words : m))]));
      throw new UpstreamError(words, res.status, e.code, fields, OPERATION_OF.get(schema));
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      options.onWrongShape?.({ method, path, at: first?.path.join('.') || '(the answer)', problem: first?.message ?? 'wrong shape' });
      throw unavailable(502, 'BadUpstreamReply');
    }
    return { value: parsed.data, size: text.length };
  }

  function call<S extends z.ZodTypeAny>(method: string, path: string, options: CallOptions<S>): Promise<z.infer<S>> {
    const url = new URL(base + (path.startsWith('/') ? path : `/${path}`));
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    if (method !== 'GET') {
      memo.clear();
      return send(method, url, path, options, options.read ? undefined : options_.idempotencyKey?.(method, path)).then((r) => r.value);
    }
    const key = url.href;
    let pending = memo.get(key) as Promise<z.infer<S>> | undefined;
    if (!pending) {
      pending = send(method, url, path, options).then((r) => {
        // A large reply (an export's page) is not kept: a stream must not hold what it sent.
        if (r.size > MEMO_MAX_CHARS) memo.delete(key);
        return r.value;
      });
      memo.set(key, pending);
      // A failed read is not remembered: a retry in the same request asks again.
      pending.catch(() => memo.delete(key));
    }
    return pending;
  }

  return {
    call,
    ...accountCalls(call),
    uploads: {
      identityFile: async (form: FormData) => (await call('POST', '/v1/upload/identity/files', { schema: o['uploads.identityFile'].answer, form })).files[0].Location,
      /** A file the API received, read with this session's token (readApiFile). */
      readFile: (location: string) => readApiFile(base, options, location),
    },
    ...fleetCalls(call),
    ...moneyCalls(call),
  };
}

/**
 * A file the API received (evidence, a document), by the location the API gave for it, read
 * with this session's token (issue 41 §3): its bytes and type, for the portal to serve behind
 * its own checks. Null when the location is not the API's own (`/files/…` under its address),
 * or the API does not show it to this user (404). At most UPLOAD_MAX_BYTES.
 * @throws a 503 Response when the API cannot be reached, a 502 when its answer is not a file
 */
async function readApiFile(base: string, options: UpstreamOptions, location: string): Promise<{ type: string; bytes: Uint8Array } | null> {
  let url: URL;
  try {
    url = new URL(location, `${base}/`);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin || !/^\/files\/[\w-]{1,64}$/.test(url.pathname)) return null;
  const token = typeof options.token === 'function' ? await options.token() : options.token;
  const signal = options.signal ? AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS)]) : AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS);
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal }).catch(() => null);
  if (!res) throw unavailable(503, 'UpstreamUnavailable');
  if (res.status === 404 || res.status === 403 || res.status === 401) return null;
  if (!res.ok) throw unavailable(502, 'BadUpstreamReply');
  // Never more than an upload may be: a larger file is refused as it arrives (issue 68 §5).
  let bytes: Uint8Array;
  try {
    const body = (res.body ?? []) as unknown as AsyncIterable<Uint8Array>;
    bytes = new Uint8Array(await readLimited(body, res.headers.get('content-length'), UPLOAD_MAX_BYTES, () => res.body?.cancel().catch(() => undefined)));
  } catch (error) {
    if (error instanceof BodyTooLarge) throw unavailable(502, 'BadUpstreamReply');
    throw unavailable(503, 'UpstreamUnavailable');
  }
  return { type: res.headers.get('content-type') ?? 'application/octet-stream', bytes };
}

export type Upstream = ReturnType<typeof createUpstream>;
