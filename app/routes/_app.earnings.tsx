/**
 * /earnings (issue 12): the money area's tabs: Earnings (route name earnings.information), Cost
 * configuration, Past payouts, Payslips and Queries (issue 36). Each page checks the earnings area itself; the tabs
 * are links, left off paper when a payslip is printed.
 */
import { useWords } from '~/components/useWords';
import { Outlet } from '@remix-run/react';
import { NavTabs } from '~/components/list/Tabs';
import * as ui from '~/styles/ui.css';

const TABS = [
  { to: '/earnings', label: 'Earnings', end: true },
  { to: '/earnings/cost-configuration', label: 'Cost configuration', end: false },
  { to: '/earnings/past-payout', label: 'Past payouts', end: false },
  { to: '/earnings/payslip', label: 'Payslips', end: false },
  { to: '/earnings/queries', label: 'Queries', end: false },
  { to: '/earnings/pay', label: 'Driver pay', end: false },
];

export default function EarningsLayout() {
  const say = useWords('money');
  return (
    <div className={ui.stack}>
      <NavTabs label={say('Money')} tabs={TABS.map((t) => ({ ...t, label: say(t.label) }))} printHidden />
      <Outlet />
    </div>
  );
}
