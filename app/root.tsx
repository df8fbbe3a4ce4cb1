/**
 * The root document: `lang="en"`, viewport meta, the global pending bar, toasts from the flash
 * cookie, the discreet environment badge outside production, and the root error boundary.
 */
import { cssBundleHref } from '@remix-run/css-bundle';
import { json, type LinksFunction, type LoaderFunctionArgs } from '@remix-run/node';
import type { ShouldRevalidateFunction } from '@remix-run/react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useMatches, useRouteError, useRouteLoaderData } from '@remix-run/react';
import type { ReactNode } from 'react';
import { ErrorPage, errorView } from '~/components/ErrorPage';
import { PendingBar } from '~/components/PendingBar';
import { Toaster } from '~/components/Toaster';
import { supportContact } from '~/lib/config.server';
import type { Toast } from '~/lib/toast';
import { environmentFromHost } from '~/lib/environment';
import { pageMeta } from '~/lib/meta';
import { useNonce } from '~/lib/nonce';
import { readToast } from '~/lib/toast.server';
import '~/styles/global.css';
import * as css from './root.css';

export const links: LinksFunction = () => [
  ...(cssBundleHref ? [{ rel: 'stylesheet', href: cssBundleHref }] : []),
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { toast, setCookie } = await readToast(request, context);
  const environment = environmentFromHost(new URL(request.url).host);
  return json({ toast, environment, support: supportContact() }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined);
}

/**
 * The root loader only reads the toast cookie, so it is cheap to run after every submission,
 * including failed ones (4xx), which Remix would otherwise skip; that is how their toasts show.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) => (formMethod ? true : defaultShouldRevalidate);

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

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>('root');
  const toast = useCurrentToast();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0a6a4b" />
        <Meta />
        <Links />
      </head>
      <body>
        {data && data.environment !== 'production' ? (
          <span className={css.envBadge} data-testid="environment">
            {data.environment}
          </span>
        ) : null}
        <PendingBar />
        <Toaster toast={toast} />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
    return <ErrorPage {...errorView(error.status, message)} />;
  }
  return <ErrorPage {...errorView(undefined)} />;
}
