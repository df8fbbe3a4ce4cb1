/** /earnings: reachable, checked for its area, and honest that its screen is still to come (issue 5). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { EmptyState } from '~/components/EmptyState';
import { requirePartner, type PageHandle } from '~/lib/guards.server';
import { pageMeta } from '~/lib/meta';

export const handle: PageHandle = { title: 'Earnings', routeName: 'earnings.information', area: 'earnings' };
export const meta = pageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePartner(request, handle);
  return null;
}

export default function ComingSoon() {
  return (
    <EmptyState title="Earnings: coming soon">
      <p>See your earnings by month or date, your payouts and payslips, and download them. This screen is being built; the dashboard already shows your unsettled earnings.</p>
    </EmptyState>
  );
}
