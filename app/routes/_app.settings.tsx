/** /settings (spec section 2): the settings area and its tabs. */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { NavLink, Outlet, useLoaderData } from '@remix-run/react';
import { authCss } from '~/components/AuthLayout';
import { requireContext } from '~/lib/guards.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx } = await requireContext(request);
  // Tabs shown so far; Company Information is for business partners only (spec section 6).
  const tabs = [{ to: '/settings', label: 'Profile Information' }];
  void ctx;
  return json({ tabs });
}

export default function SettingsLayout() {
  const { tabs } = useLoaderData<typeof loader>();
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, maxWidth: '48rem' }}>
      <nav aria-label="Settings" className={authCss.tabs} style={{ gridTemplateColumns: `repeat(${tabs.length}, minmax(0, 1fr))` }}>
        {tabs.map((t) => (
          <NavLink key={t.to} to={t.to} end className={authCss.tab}>
            {t.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
