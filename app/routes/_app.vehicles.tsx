/** /vehicles: reachable, checked for its area, and honest that its screen is still to come (issue 5). */
import { ComingSoon, guardOnly } from '~/components/ComingSoon';
import type { PageHandle } from '~/lib/guards.server';
import { pageMeta } from '~/lib/meta';

export const handle: PageHandle = { title: 'Vehicles', routeName: 'vehicles.list', area: 'vehicles' };
export const meta = pageMeta;
export const loader = guardOnly(handle);

export default function Page() {
  return (
    <ComingSoon
      title="Vehicles"
      text="List your vehicles with their documents, link each to a driver and follow its trips. This screen is being built; until then, contact support to add or change a vehicle."
    />
  );
}
