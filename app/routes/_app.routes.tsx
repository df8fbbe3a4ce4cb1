/** /routes: reachable, checked for its area, and honest that its screen is still to come (issue 5). */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { EmptyState } from '~/components/EmptyState';
import { requirePartner, type PageHandle } from '~/lib/guards.server';
import { pageMeta } from '~/lib/meta';

export const handle: PageHandle = { title: 'Routes', routeName: 'routes.list', area: 'routes' };
export const meta = pageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  await requirePartner(request, handle);
  return null;
}

export default function ComingSoon() {
  return (
    <EmptyState title="Routes: coming soon">
      <p>See the routes your vehicles run and their stops. This screen is being built.</p>
    </EmptyState>
  );
}
