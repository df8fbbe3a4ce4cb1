/**
 * The per-request load context (DESIGN rule 3, the Hydrogen demo-store's shape): built once per
 * HTTP request by `server.ts` (through `createLoadContext`, exported by entry.server) and shared
 * by every loader and action of that request. Remix gives each loader its own `Request`, so
 * anything cached per request lives here, never in a map keyed on the `Request`.
 *
 * - `context.api`: the upstream client with the session's token (read lazily, once), the
 *   request id and the abort signal; its GET replies are memoised for the request.
 * - `context.withToken(token)`: a client for a token just obtained (sign-in), same request.
 * - `context.session(request)`: the session cookie, read and verified once per request.
 */
import { randomUUID } from 'node:crypto';
import { json, redirect, type AppLoadContext } from '@remix-run/node';
import { createUpstream, type Upstream } from '~/api/client.server';
import { apiErrorWords, wordsFor } from '~/server/i18n.server';
import { config, upstreamUrl } from '~/server/config.server';
import { logger } from '~/server/logger.server';
import { metrics, operationOf } from '~/server/metrics.server';
import { tracedTransport } from '~/server/tracing.server';
import { undiciTransport } from '~/api/transport.server';
import { upstreamKey } from '~/server/request-scope.server';
import { destroySession, loginUrl, readSession, SIGNED_OUT_REPLAY, type AppSession, type SessionData } from '~/server/session.server';
import type { CallTiming } from '~/lib/server-timing';
import type { Toast } from '~/lib/toast';

export type SessionRead = { session: AppSession; data: SessionData | null; unavailable?: true };

export type LoadContextInput = {
  /** The request's absolute URL as the browser sees it (scheme and host through the trusted proxy). */
  url: string;
  /** The Cookie header, if any. */
  cookie?: string;
  /** The Accept-Language header, if any (a guest's language, issue 44). */
  acceptLanguage?: string;
  clientIp?: string;
  cspNonce?: string;
  /** From the proxy's `X-Request-Id`, or generated. */
  requestId?: string;
  /** Aborted when the browser goes away. */
  signal?: AbortSignal;
  /** A form the service worker kept and sends again (`X-VP-Replay`): an ended session answers 401, not the sign-in page. */
  replay?: boolean;
};

/** A request id is passed on only when it is short and plain, else a new one is made. */
export const safeRequestId = (value: string | undefined) => (value && /^[\w.-]{1,100}$/.test(value) ? value : randomUUID());

const upstreamTransport = tracedTransport(undiciTransport);

/** Operations whose answer broke the contract, logged once each per process (issue 72 §4): the operator sees which and where. */
const wrongShapes = new Set<string>();
function wrongShapeOnce(e: { method: string; path: string; at: string; problem: string }) {
  const operation = operationOf(e.method, e.path);
  if (wrongShapes.has(operation)) return;
  if (wrongShapes.size < 1_000) wrongShapes.add(operation);
  logger.warn({ operation, at: e.at, problem: e.problem }, "upstream answer does not match the contract: the page shows the 'could not read' error");
}

/** Build the context of one request; see the module comment. */
export function createLoadContext(input: LoadContextInput): AppLoadContext {
  const requestId = safeRequestId(input.requestId);
  // The session helpers read the Cookie header and the scheme from a Request.
  const sessionRequest = new Request(input.url, { headers: { ...(input.cookie ? { cookie: input.cookie } : {}), ...(input.acceptLanguage ? { 'accept-language': input.acceptLanguage } : {}) } });
  let sessionRead: Promise<SessionRead> | undefined;
  const session = () => (sessionRead ??= readSession(sessionRequest));
  const log = logger.child({ requestId });
  const upstreamCalls: CallTiming[] = [];

  const clients = new Map<string, Upstream>();
  // A 401 ends the session only for the session's own token; for a token just obtained it is
  // an UpstreamError like any other (a bad sign-in link).
  const build = (token: string | (() => Promise<string | undefined>) | undefined, ownsSession: boolean) =>
    createUpstream({
      baseUrl: upstreamUrl(),
      token,
      requestId,
      signal: input.signal,
      maxBodyBytes: config().UPSTREAM_MAX_BODY_BYTES,
      readTimeoutMs: config().UPSTREAM_READ_TIMEOUT_MS,
      // A span per call and the trace context sent on (issue 71 §2); OpenTelemetry's no-op when tracing is off.
      transport: upstreamTransport,
      // A write sent from a keyed form carries its Idempotency-Key (issue 33 §1).
      idempotencyKey: upstreamKey,
      // An API error in the person's language (issue 44 §7): their saved one, else the guest's.
      errorWords: async (code, apiText, said) => apiErrorWords(wordsFor(sessionRequest, (await session()).data?.user), code, apiText, said),
      onWrongShape: wrongShapeOnce,
      log: (e) => {
        metrics.upstream(e.method, e.path, e.status, e.ms, e.channel);
        const end = performance.now();
        upstreamCalls.push({ path: e.path, start: end - e.ms, end });
        log.debug({ upstream: e }, 'upstream call');
      },
      onUnauthorized: !ownsSession
        ? undefined
        : async () => {
            // The upstream no longer accepts the token: the session ends, back to login (a form the
            // worker sends again is told 401, so it waits for its person's next sign-in: issue 40 §4).
            const { session: s } = await session();
            metrics.sessionEnded('refused');
            const headers = { 'Set-Cookie': await destroySession(sessionRequest, s) };
            if (input.replay) throw json({ message: SIGNED_OUT_REPLAY }, { status: 401, headers });
            throw redirect(loginUrl(sessionRequest), { headers });
          },
    });
  let api: Upstream | undefined;

  return {
    signal: input.signal ?? new AbortController().signal,
    cspNonce: input.cspNonce ?? '',
    clientIp: input.clientIp ?? 'unknown',
    requestId,
    get api() {
      return (api ??= build(async () => (await session()).data?.token, true));
    },
    withToken(token: string) {
      let client = clients.get(token);
      if (!client) clients.set(token, (client = build(token, false)));
      return client;
    },
    session,
    upstreamCalls,
    observed: {},
  };
}

/** A context for a `Request` outside the server (tests calling loaders and actions directly). */
export function contextFor(request: Request, extra: Partial<LoadContextInput> = {}): AppLoadContext {
  return createLoadContext({
    url: request.url,
    cookie: request.headers.get('Cookie') ?? undefined,
    acceptLanguage: request.headers.get('Accept-Language') ?? undefined,
    signal: request.signal,
    clientIp: '127.0.0.1',
    ...extra,
  });
}

declare module '@remix-run/node' {
  interface AppLoadContext {
    /**
     * Aborted when the browser goes away. Use it, not `request.signal`, for work that outlives
     * the loader (a stream): Remix hands loaders a copy of the request whose signal follows the
     * original through a weak reference, which garbage collection can break (issue 20 §3).
     */
    signal: AbortSignal;
    cspNonce: string;
    /** The client address as seen through the trusted proxy (Express `req.ip`). */
    clientIp: string;
    requestId: string;
    /** The upstream client with the session's token (none for a guest). */
    readonly api: Upstream;
    /** An upstream client for `token` (just signed in), sharing this request's id and signal. */
    withToken(token: string): Upstream;
    /** The session, read once per request. */
    session(): Promise<SessionRead>;
    /** This request's upstream calls (for the Server-Timing header). */
    upstreamCalls: CallTiming[];
    /** A toast set by this request's action, for the root loader of the same document request. */
    toast?: Toast;
  }
}
