/**
 * The main app's layout (spec section 2, "Main app"): everything under it needs a logged-in
 * user with an active organisation. Each page checks its own area (spec section 6).
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData, useMatches } from '@remix-run/react';
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
