/** /earnings: reachable, checked for its area, and honest that its screen is still to come (issue 5). */
import { ComingSoon, guardOnly } from '~/components/ComingSoon';
import type { PageHandle } from '~/lib/guards.server';
import { pageMeta } from '~/lib/meta';

export const handle: PageHandle = { title: 'Earnings', routeName: 'earnings.information', area: 'earnings' };
export const meta = pageMeta;
export const loader = guardOnly(handle);

export default function Page() {
  return (
    <ComingSoon
      title="Earnings"
      text="See your earnings by month or date, your payouts and payslips, and download them. This screen is being built; the dashboard already shows your unsettled earnings."
    />
  );
}
