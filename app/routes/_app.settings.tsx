/**
 * /settings (spec section 2): the settings area and its tabs: Profile Information, Company
 * Information (business partners only), Settlement Account and Members (by role, spec
 * section 6), and Roles.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { NavLink, Outlet, useLoaderData } from '@remix-run/react';
import { canAccess } from '~/lib/access';
import { requireContext } from '~/lib/guards.server';
import * as css from './_app.settings.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireContext(request, context);
  const tabs = [
    { to: '/settings', label: 'Profile Information' },
    ...(ctx.partner.mode === 'business' ? [{ to: '/settings/company', label: 'Company Information' }] : []),
    ...(canAccess(ctx.roles, 'settings.accounts') ? [{ to: '/settings/accounts', label: 'Settlement Account' }] : []),
    ...(canAccess(ctx.roles, 'settings.members') ? [{ to: '/settings/members', label: 'Members' }] : []),
    { to: '/settings/roles', label: 'Roles' },
  ];
  return json({ tabs });
}

export default function SettingsLayout() {
  const { tabs } = useLoaderData<typeof loader>();
  return (
    <div className={css.layout}>
      <nav aria-label="Settings" className={css.tabs}>
        {tabs.map((t) => (
          <NavLink key={t.to} to={t.to} end={t.to === '/settings'} className={css.tab}>
            {t.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
