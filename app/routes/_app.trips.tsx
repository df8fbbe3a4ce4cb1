/** /trips: reachable, checked for its area, and honest that its screen is still to come (issue 5). */
import { ComingSoon, guardOnly } from '~/components/ComingSoon';
import type { PageHandle } from '~/lib/guards.server';
import { pageMeta } from '~/lib/meta';

export const handle: PageHandle = { title: 'Trips', routeName: 'trips.list', area: 'trips' };
export const meta = pageMeta;
export const loader = guardOnly(handle);

export default function Page() {
  return (
    <ComingSoon title="Trips" text="Follow upcoming, active and completed trips, with each trip's passenger manifest. This screen is being built; the dashboard already shows your trip figures." />
  );
}
