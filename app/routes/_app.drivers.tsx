/** /drivers: reachable, checked for its area, and honest that its screen is still to come (issue 5). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { EmptyState } from '~/components/EmptyState';
import { requirePartner, type PageHandle } from '~/lib/guards.server';
import { pageMeta } from '~/lib/meta';

export const handle: PageHandle = { title: 'Drivers', routeName: 'drivers.list', area: 'drivers' };
export const meta = pageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePartner(request, handle);
  return null;
}

export default function ComingSoon() {
  return (
    <EmptyState title="Drivers: coming soon">
      <p>Add your drivers, link them to vehicles and follow their trips. This screen is being built; until then, contact support to add or change a driver.</p>
    </EmptyState>
  );
}
