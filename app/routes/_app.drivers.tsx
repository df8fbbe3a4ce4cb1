/** /drivers: reachable, checked for its area, and honest that its screen is still to come (issue 5). */
import { ComingSoon, guardOnly } from '~/components/ComingSoon';
import type { PageHandle } from '~/lib/guards.server';
import { pageMeta } from '~/lib/meta';

export const handle: PageHandle = { title: 'Drivers', routeName: 'drivers.list', area: 'drivers' };
export const meta = pageMeta;
export const loader = guardOnly(handle);

export default function Page() {
  return <ComingSoon title="Drivers" text="Add your drivers, link them to vehicles and follow their trips. This screen is being built; until then, contact support to add or change a driver." />;
}
