/** /vehicles: reachable, checked for its area, and honest that its screen is still to come (issue 5). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { EmptyState } from '~/components/EmptyState';
import { requirePartner, type PageHandle } from '~/lib/guards.server';
import { pageMeta } from '~/lib/meta';

export const handle: PageHandle = { title: 'Vehicles', routeName: 'vehicles.list', area: 'vehicles' };
export const meta = pageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePartner(request, handle);
  return null;
}

export default function ComingSoon() {
  return (
    <EmptyState title="Vehicles: coming soon">
      <p>List your vehicles with their documents, link each to a driver and follow its trips. This screen is being built; until then, contact support to add or change a vehicle.</p>
    </EmptyState>
  );
}
