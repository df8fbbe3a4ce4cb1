/**
 * Server rendering: the whole document as one string with the request's CSP nonce (from
 * server.ts through the load context), the same for bots, phones and the no-JavaScript case;
 * and the session's idle timeout rolled forward on documents and data requests.
 */
import { type AppLoadContext, type EntryContext, type HandleDataRequestFunction } from '@remix-run/node';
import { RemixServer } from '@remix-run/react';
import { renderToString } from 'react-dom/server';
import { NonceProvider } from '~/lib/nonce';
import { FormKeyProvider } from '~/lib/form-key';
import { I18nextProvider } from 'react-i18next';
import { i18nFor, languageOf, pseudoFor, saidOf, visitorLanguage } from '~/server/i18n.server';
import type { i18n } from 'i18next';
import { isLanguage } from '~contract/languages';
import { formKeyScope, newPreSession, renderFormKeys, preSessionCookie, preSessionOf } from '~/server/form-key.server';
import { isHttps, sessionCookieName, touchSession } from '~/server/session.server';
import { upstreamServerTiming } from '~/lib/server-timing';
import { config } from '~/server/config.server';
import type { RouteHandle } from '~/lib/meta';
import { setOfflineHeaders } from '~/server/offline.server';
import { withBehaviours } from '~/server/enhance.server';

/** Append a refreshed session cookie unless the response already sets the session cookie. */
async function rollSession(request: Request, headers: Headers, context: AppLoadContext) {
  const setsSession = headers.getSetCookie().some((c) => c.startsWith(sessionCookieName(true)) || c.startsWith(sessionCookieName(false)));
  if (setsSession) return;
  const cookie = await touchSession(request, Date.now(), context);
  if (cookie) headers.append('Set-Cookie', cookie);
}

export { createLoadContext } from '~/server/context.server';
export { runInRequestScope } from '~/server/request-scope.server';
export { setRuntimeUrls } from '~/server/config.server';
export { connectSharedState } from '~/server/shared-state.server';
export { useLocalRevocations } from '~/server/revocations.server';
export { metrics, startMetricsServer } from '~/server/metrics.server';
export { guardRoutes } from '~/server/route-guard.server';
export { missingRequiredCalls, missingSummary } from '~/server/upstream-check.server';

/**
 * How the request's upstream calls went (calls, rounds, memberships), as a standard Server-Timing
 * header: for a signed-in person only (issue 71 §5: on a public page it would tell a stranger how
 * long the portal's reads took), unless SERVER_TIMING_PUBLIC is set.
 */
async function addServerTiming(headers: Headers, context: AppLoadContext) {
  if (!context.upstreamCalls?.length) return;
  if (!config().SERVER_TIMING_PUBLIC && !(await context.session()).data) return;
  headers.append('Server-Timing', upstreamServerTiming(context.upstreamCalls));
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
  await rollSession(request, response.headers, context);
  await addServerTiming(response.headers, context);
  return response;
};

/** Text as React writes it inside an element (the `<title>`'s words). */
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Does the matched page ask to be kept on the phone for reading offline (`handle.offline`)? With
 * the name the offline list gives it (the deepest `handle.offlineTitle` of its loader's data).
 */
function offlineWish(remixContext: EntryContext, words: i18n): { keep: boolean; title?: string } {
  const { matches, loaderData } = remixContext.staticHandlerContext;
  let keep = false;
  let title: string | undefined;
  for (const m of matches) {
    const handle = remixContext.routeModules[m.route.id]?.handle as RouteHandle | undefined;
    if (handle?.offline === true) keep = true;
    // Its name in the reader's words, as the page is (issue 51 §3).
    if (handle?.offlineTitle && loaderData[m.route.id] !== undefined) title = saidOf(words)(handle.offlineTitle(loaderData[m.route.id], words.language));
  }
  return { keep, title };
}

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, remixContext: EntryContext, loadContext: AppLoadContext) {
  noStore(responseHeaders);
  await rollSession(request, responseHeaders, loadContext);
  await addServerTiming(responseHeaders, loadContext);
  // The page's route for metrics, when no loader of its own ran (route-guard.server.ts notes the others).
  const leaf = remixContext.staticHandlerContext.matches.at(-1);
  if (loadContext.observed && leaf) loadContext.observed.route = leaf.route.id;
  const nonce = typeof loadContext.cspNonce === 'string' ? loadContext.cspNonce : '';
  // The whole document at once, as a string: pages are small and must be whole without
  // JavaScript, and React 18.3's streaming renderer writes NUL bytes where a 3-byte character
  // (₦, →, −) meets its 2048-byte chunk boundary (react#31134; issue 20 §5). A string never does.
  // Every form that writes gets a key issued for this person and partner (the one door, ADR 0031).
  const sessionData = (await loadContext.session()).data;
  // A guest's keys are bound to their pre-session (issue 54 §4): one is made with the first page that issues a key.
  const pre = sessionData ? null : preSessionOf(request);
  const fresh = sessionData || pre ? null : newPreSession();
  const scope = formKeyScope(sessionData, pre ?? fresh);
  const formKeys = renderFormKeys(scope);
  // The person's language (issue 44): every word of the page through its catalogues, here only.
  // A public page a visitor reads (the roadside pass: `handle.language === 'visitor'`) speaks
  // the visitor's language, never the signed-in person's; the driver's upload page
  // (`'link'`) speaks the language its owner chose for the link (the loader's `language`),
  // unless the driver picked another with the page's switch.
  const kindOf = (m: { route: { id: string } }) => (remixContext.routeModules[m.route.id]?.handle as { language?: string } | undefined)?.language;
  const visitorMatch = remixContext.staticHandlerContext.matches.find((m) => kindOf(m) === 'visitor' || kindOf(m) === 'link');
  const linkLanguage = (remixContext.staticHandlerContext.loaderData?.[visitorMatch?.route.id ?? ''] as { language?: unknown } | null | undefined)?.language;
  // `'query'` (the offline page the worker precaches per language): `?lang=`, else the person's.
  const asked = remixContext.staticHandlerContext.matches.some((m) => kindOf(m) === 'query') ? new URL(request.url).searchParams.get('lang') : null;
  const language = visitorMatch ? visitorLanguage(request, linkLanguage) : isLanguage(asked) ? asked : languageOf(request, sessionData?.user);
  responseHeaders.set('Content-Language', language);
  responseHeaders.append('Vary', 'Cookie, Accept-Language');
  const words = pseudoFor(request) ?? i18nFor(language);
  const rendered = renderToString(
    <NonceProvider value={nonce}>
      <I18nextProvider i18n={words}>
        <FormKeyProvider
          // One key per form action per render (issue 68 §3).
          value={formKeys}
        >
          <RemixServer context={remixContext} url={request.url} />
        </FormKeyProvider>
      </I18nextProvider>
    </NonceProvider>,
  );
  // The tab's title in the reader's language too (meta functions have no catalogue): the page's
  // English title, as `pageMeta` wrote it, becomes the `titles` catalogue's word for its route.
  const page = [...remixContext.staticHandlerContext.matches]
    .reverse()
    .map((m) => remixContext.routeModules[m.route.id]?.handle as RouteHandle | undefined)
    .find((h) => h?.title);
  // A bare public page's title has no suffix ('<title>Payout account change</title>').
  const said = page?.title && page.routeName ? escapeText(words.t(page.routeName, { ns: 'titles', keySeparator: false, nsSeparator: false, defaultValue: page.title })) : null;
  const titled =
    page?.title && said ? rendered.replace(`<title>${escapeText(page.title)} - `, `<title>${said} - `).replace(`<title>${escapeText(page.title)}</title>`, `<title>${said}</title>`) : rendered;
  // The behaviours its hooks ask for, each its own module (issue 52 §4; ADR 0048).
  const html = withBehaviours(titled, nonce);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // The guest's new pre-session, only where the page issued a key (the roadside pass sets no cookie).
  if (fresh && formKeys.issued()) responseHeaders.append('Set-Cookie', preSessionCookie(fresh, isHttps(request)));
  const wish = request.method === 'GET' && responseStatusCode === 200 ? offlineWish(remixContext, words) : { keep: false };
  await setOfflineHeaders(responseHeaders, loadContext, wish.keep, wish.title);
  // A form sent back with its errors says so first in the tab's title (issue 33 §3, as GOV.UK's
  // error summary pattern): 'Error: Add Driver - Vehicle Partner', 'Error:' in the reader's words.
  const sent =
    request.method === 'POST' && responseStatusCode >= 400 && responseStatusCode < 500
      ? html.replace('<title>', `<title>${escapeText(words.t('Error:', { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: 'Error:' }))} `)
      : html;
  // Encoded here once: a string body is first rescanned for lone surrogates (toUSVString), about
  // 1 % of the dashboard's CPU, before being encoded anyway.
  return new Response(Buffer.from(`<!DOCTYPE html>${sent}`, 'utf8'), { headers: responseHeaders, status: responseStatusCode });
}
