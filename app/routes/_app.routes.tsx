/** /routes: reachable, checked for its area, and honest that its screen is still to come (issue 5). */
import { ComingSoon, guardOnly } from '~/components/ComingSoon';
import type { PageHandle } from '~/lib/guards.server';
import { pageMeta } from '~/lib/meta';

export const handle: PageHandle = { title: 'Routes', routeName: 'routes.list', area: 'routes' };
export const meta = pageMeta;
export const loader = guardOnly(handle);

export default function Page() {
  return <ComingSoon title="Routes" text="See the routes your vehicles run and their stops. This screen is being built." />;
}
