/** /trips: reachable, checked for its area, and honest that its screen is still to come (issue 5). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { EmptyState } from '~/components/EmptyState';
import { requirePartner, type PageHandle } from '~/lib/guards.server';
import { pageMeta } from '~/lib/meta';

export const handle: PageHandle = { title: 'Trips', routeName: 'trips.list', area: 'trips' };
export const meta = pageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePartner(request, handle);
  return null;
}

export default function ComingSoon() {
  return (
    <EmptyState title="Trips: coming soon">
      <p>Follow upcoming, active and completed trips, with each trip's passenger manifest. This screen is being built; the dashboard already shows your trip figures.</p>
    </EmptyState>
  );
}
