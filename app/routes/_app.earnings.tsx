/**
 * /earnings (issue 12): the money area's tabs: Earnings (route name earnings.information), Cost
 * configuration, Past payouts, Payslips and Queries (issue 36). Each page checks the earnings area itself; the tabs
 * are links, left off paper when a payslip is printed.
 */
import { useWords } from '~/components/useWords';
import { Outlet, useRouteLoaderData } from '@remix-run/react';
import type { Feature } from '~contract/operations';
import { NavTabs } from '~/components/list/Tabs';
import * as ui from '~/styles/ui.css';

/** The tabs; one of an optional feature is shown only while the marketplace's API serves it (issue 72 §3). */
const TABS: { to: string; label: string; end: boolean; feature?: Feature }[] = [
  { to: '/earnings', label: 'Earnings', end: true },
  { to: '/earnings/cost-configuration', label: 'Cost configuration', end: false, feature: 'supply-costs' },
  { to: '/earnings/past-payout', label: 'Past payouts', end: false },
  { to: '/earnings/payslip', label: 'Payslips', end: false, feature: 'payslips' },
  { to: '/earnings/queries', label: 'Queries', end: false, feature: 'deduction-queries' },
  { to: '/earnings/pay', label: 'Driver pay', end: false, feature: 'driver-pay' },
];

export default function EarningsLayout() {
  const say = useWords('money');
  const offered = useRouteLoaderData<{ offered?: Feature[] }>('routes/_app')?.offered;
  const tabs = TABS.filter((t) => !t.feature || !offered || offered.includes(t.feature));
  return (
    <div className={ui.stack}>
      <NavTabs label={say('Money')} tabs={tabs.map((t) => ({ ...t, label: say(t.label) }))} printHidden />
      <Outlet />
    </div>
  );
}
