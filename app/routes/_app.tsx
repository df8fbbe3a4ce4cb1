/**
 * The main app's layout (spec section 2, "Main app"): everything under it needs a logged-in
 * user with an active organisation. Each page checks its own area (spec section 6).
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { isRouteErrorResponse, Link, Outlet, useLoaderData, useMatches, useRouteError } from '@remix-run/react';
import { AppShell } from '~/components/AppShell';
import { visibleNav } from '~/lib/access';
import { truncateCompanyName } from '~/lib/format';
import { requireContext } from '~/lib/guards.server';
import { handleTitle } from '~/lib/meta';

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, data } = await requireContext(request);
  return json({
    companyName: truncateCompanyName(ctx.partner.company_name),
    fullCompanyName: ctx.partner.company_name,
    nav: visibleNav(ctx.roles).map(({ label, to }) => ({ label, to })),
    user: { fname: data.user.fname },
  });
}

export default function AppLayout() {
  const { companyName, fullCompanyName, nav } = useLoaderData<typeof loader>();
  const title = handleTitle(useMatches()) ?? 'Vehicle Partner';
  return (
    <AppShell title={title} companyName={companyName} fullCompanyName={fullCompanyName} nav={nav}>
      <Outlet />
    </AppShell>
  );
}

/**
 * Errors inside a page (a 503 from the upstream, a missing item) keep the user in the app,
 * with a readable message and a way on; the root boundary handles everything else.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === 'string'
      ? error.data.message
      : status === 404
        ? 'We could not find the page you were looking for.'
        : 'Oops! An error occurred, please try again.';
  return (
    <main style={{ padding: 24, maxWidth: '36rem', margin: '0 auto' }}>
      <h1>{status === 404 ? 'Page not found' : status === 503 ? 'Service unavailable' : 'Something went wrong'}</h1>
      <p>{message}</p>
      <p>
        <Link to="/dashboard">Go to the dashboard</Link> · <Link to="/settings">Settings</Link>
      </p>
    </main>
  );
}
