/**
 * /settings (spec section 2): the settings area and its tabs: Profile Information, Company
 * Information (business partners only), Settlement Account and Members (by role, spec
 * section 6), Notifications (owner), Activity (issue 24 §3: everyone's for the owner, one's own
 * for a member) and Roles.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Outlet, useLoaderData } from '@remix-run/react';
import { NavTabs } from '~/components/list/Tabs';
import { useWords } from '~/components/useWords';
import { canAccess, isOwner } from '~/domain/access';
import { requirePartner } from '~/server/guards.server';
import * as css from '~/routes/_app.settings.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requirePartner(request, context, { onboarding: false });
  const tabs = [
    { to: '/settings', label: 'Profile Information', end: true },
    ...(ctx.partner.mode === 'business' ? [{ to: '/settings/company', label: 'Company Information' }] : []),
    ...(canAccess(ctx.roles, 'settings.accounts') ? [{ to: '/settings/accounts', label: 'Settlement Account' }] : []),
    ...(canAccess(ctx.roles, 'settings.members') ? [{ to: '/settings/members', label: 'Members' }] : []),
    ...(isOwner(ctx.roles) ? [{ to: '/settings/notifications', label: 'Notifications' }] : []),
    { to: '/settings/activity', label: 'Activity' },
    { to: '/settings/roles', label: 'Roles' },
  ];
  return json({ tabs });
}

export default function SettingsLayout() {
  const { tabs } = useLoaderData<typeof loader>();
  const say = useWords('settings');
  return (
    <div className={css.layout}>
      <NavTabs label={say('Settings')} tabs={tabs.map((t) => ({ ...t, label: say(t.label) }))} />
      <Outlet />
    </div>
  );
}
