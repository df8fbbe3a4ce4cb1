/**
 * Server rendering: streams HTML with the request's CSP nonce (from server.ts through the load
 * context), waits for all content for bots and for the no-JavaScript case alike, and rolls the
 * session's idle timeout forward on documents and data requests.
 */
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToPipeableStream } from 'react-dom/server';
import { deferScriptsStream } from '~/lib/deferred-hydration.server';
import { NonceProvider } from '~/lib/nonce';
import { logger } from '~/lib/logger.server';
import { sessionCookieName, touchSession } from '~/lib/session.server';
import { upstreamServerTiming } from '~/lib/server-timing';
import { isToastCookie } from '~/lib/toast.server';

const ABORT_DELAY_MS = 10_000;

/** Append a refreshed session cookie unless the response already sets the session cookie. */
async function rollSession(request: Request, headers: Headers) {
  const setsSession = headers.getSetCookie().some((c) => c.startsWith(sessionCookieName(true)) || c.startsWith(sessionCookieName(false)));
  if (setsSession) return;
  const cookie = await touchSession(request);
  if (cookie) headers.append('Set-Cookie', cookie);
}

export { createLoadContext } from '~/lib/context.server';
export { setRuntimeUrls } from '~/lib/config.server';
export { connectSharedState } from '~/lib/shared-state.server';
export { useLocalRevocations } from '~/lib/revocations.server';

/** How the request's upstream calls went (calls, rounds, memberships), as a standard Server-Timing header. */
function addServerTiming(headers: Headers, context: AppLoadContext) {
  if (context.upstreamCalls?.length) headers.append('Server-Timing', upstreamServerTiming(context.upstreamCalls));
}

/**
 * Pages and their data are never stored by browsers or proxies (issue 13 §6): they are private
 * (a partner's money, fleet and team) or personal. A route that chose its own policy keeps it.
 */
function noStore(headers: Headers) {
  if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'private, no-store');
}

export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) => {
  noStore(response.headers);
  await rollSession(request, response.headers);
  addServerTiming(response.headers, context);
  return response;
};

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext, loadContext: AppLoadContext) {
  noStore(responseHeaders);
  await rollSession(request, responseHeaders);
  addServerTiming(responseHeaders, loadContext);
  if (loadContext.toastShown) {
    // The toast was rendered in this very document: do not carry it to the next page too.
    const cookies = responseHeaders.getSetCookie();
    responseHeaders.delete('Set-Cookie');
    for (const cookie of cookies) if (!isToastCookie(cookie)) responseHeaders.append('Set-Cookie', cookie);
  }
  const nonce = typeof loadContext.cspNonce === 'string' ? loadContext.cspNonce : '';
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY_MS} />
      </NonceProvider>,
      {
        nonce,
        // All content before the first byte: pages are small and must be whole without JavaScript.
        onAllReady() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // Scripts start after the load event (ADR 0014).
          resolve(new Response(createReadableStreamFromReadable(body.pipe(deferScriptsStream())), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error }, 'render error');
        },
      },
    );
    setTimeout(abort, ABORT_DELAY_MS + 1000);
  });
}
