/**
 * The root document: `lang="en"`, viewport meta, the global pending bar, toasts from the flash
 * cookie, the discreet environment badge outside production, and the root error boundary.
 * No page hydrates React: a page whose route asks for it gets the one enhancement script
 * (app/enhance, ADR 0020); every page works as HTML and CSS alone.
 */
import { useLanguage } from '~/components/useWords';
import { cssBundleHref } from '@remix-run/css-bundle';
import { json, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import { Links, Meta, Outlet, isRouteErrorResponse, useMatches, useRouteError, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { ErrorPage, errorView } from '~/components/ErrorPage';
import { PendingBar } from '~/components/PendingBar';
import { useMessageWords } from '~/components/form/words';
import * as toastCss from '~/components/Toaster.css';
import { Toaster } from '~/components/Toaster';
import { supportContact } from '~/server/config.server';
import type { Toast } from '~/lib/toast';
import { CHUNK_LOAD_TIMEOUT_MS } from '~/domain/constants';
import { environmentFromHost } from '~/lib/environment';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { pageScript, wantsEnhance } from '~/lib/enhance';
import { hasBehaviours, WATCH_MARK } from '~/server/enhance.server';
import { useNonce } from '~/lib/nonce';
import { readToast } from '~/server/toast.server';
import '~/styles/global.css';
import * as css from '~/root.css';

export const links: LinksFunction = () => [...(cssBundleHref ? [{ rel: 'stylesheet', href: cssBundleHref }] : []), { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toast, setCookie } = await readToast(request, context);
  const environment = environmentFromHost(new URL(request.url).host);
  return json({ toast, environment, support: supportContact(), enhance: hasBehaviours() }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

/**
 * The toast to show: the deepest route's loader `toast` (a loader cannot reach the root
 * loader's flash cookie in the same request), else the root's from the flash cookie.
 */
function useCurrentToast(): Toast | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const toast = (matches[i].data as { toast?: Toast | null } | null | undefined)?.toast;
    if (toast) return toast;
  }
  return null;
}

/**
 * Spec section 9: a script or stylesheet that fails to load is an error after 120 s at the
 * latest. A file that fails (a deploy removed it, the link dropped) or behaviour modules that
 * have not all run after CHUNK_LOAD_TIMEOUT_MS (`data-vp-enhanced`, app/enhance/dom.ts) show a
 * clear "reload" message instead of a half-working page. The page itself keeps working as plain
 * HTML meanwhile. A browser without ES modules runs none of them, by design (cut the mustard, as
 * GOV.UK Frontend's `type="module"`): it is never told something failed.
 */
const LOAD_WATCH = `(function(d){if(!('noModule' in d.createElement('script')))return;function show(){var b=d.getElementById('load-error');if(b)b.hidden=false}addEventListener('error',function(e){var t=e.target;if(t&&(t.tagName=='SCRIPT'||t.rel=='stylesheet'))show()},true);setTimeout(function(){if(d.querySelector('script[data-vp-behaviour]')&&!d.documentElement.hasAttribute('data-vp-enhanced'))show()},${CHUNK_LOAD_TIMEOUT_MS});d.addEventListener('click',function(e){if(e.target.id=='load-error-reload')location.reload()})})(document);`;

function LoadErrorBanner() {
  const say = useMessageWords();
  return (
    <div id="load-error" className={css.loadError} role="alert" hidden>
      {say('Part of this page did not load (a new version may have just been released, or the connection dropped).')}{' '}
      <button type="button" id="load-error-reload" className={css.loadErrorLink}>
        {say('Reload the page')}
      </button>
    </div>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  const toast = useCurrentToast();
  // Script only where a route asks for it (ADR 0020); which behaviours, the page's hooks say
  // (entry.server.tsx adds their modules where this load watch is: ADR 0048).
  const matches = useMatches();
  const scripts = Boolean(data?.enhance) && wantsEnhance(matches);
  // A public page for anyone (the roadside pass, issue 25): no script of any kind, no app chrome.
  const bare = matches.some((m) => (m.handle as { bare?: boolean } | undefined)?.bare);
  // The signed-in pages: the service worker is theirs (issue 35; ADR 0028), never a guest's.
  const signedIn = matches.some((m) => m.id === 'routes/_app');
  // A page's own inline script (`handle.headScript`: the dashboard's, the live trip's starter).
  const headScripts = matches.map((m) => (m.handle as RouteHandle | undefined)?.headScript).filter((x): x is string => Boolean(x));
  // The page's language (issue 44 §1), as the server chose it for this request.
  const language = useLanguage();
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a6a4b" />
        {bare ? null : (
          <>
            <link rel="manifest" href="/manifest.webmanifest" />
            <link rel="apple-touch-icon" href="/icons/icon-192.png" />
          </>
        )}
        <Meta />
        {scripts ? <script nonce={nonce} {...{ [WATCH_MARK]: '' }} dangerouslySetInnerHTML={{ __html: LOAD_WATCH }} /> : null}
        {/* Before the stylesheet: below it, an inline script holds the parser until it loads (issue 52 §2). */}
        {bare ? null : <script nonce={nonce} dangerouslySetInnerHTML={{ __html: pageScript(signedIn) }} />}
        {bare ? null : headScripts.map((source, i) => <script key={i} nonce={nonce} dangerouslySetInnerHTML={{ __html: source }} />)}
        <Links />
      </head>
      <body>
        {data && data.environment !== 'production' && !bare ? (
          <span className={css.envBadge} data-testid="environment" data-print="hide" translate="no">
            {data.environment}
          </span>
        ) : null}
        {scripts ? <LoadErrorBanner /> : null}
        {bare ? null : (
          <>
            <PendingBar />
            <Toaster toast={toast} template={scripts} />
            {/* Filled by the service worker: an offline copy's age, or a form not sent (issue 35). */}
            <div id="offline-note" className={toastCss.toast.info} role="status" tabIndex={-1} data-print="hide" hidden></div>
          </>
        )}
        {children}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data?.message === 'string' && error.status !== 500 ? error.data.message : undefined;
    return <ErrorPage {...errorView(error.status, message, error.data?.code)} />;
  }
  return <ErrorPage {...errorView(undefined)} />;
}
