/**
 * GET /resources/live: the partner's vehicles on active trips, as JSON, for the dashboard's
 * "On the road now" panel to refresh itself (issue 9: no socket client reaches the
 * browser; see ADR 0009). Needs the dashboard's access.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { canAccess } from '~/domain/access';
import { requirePartner } from '~/server/guards.server';
import { livePositions } from '~/server/live.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, { onboarding: false });
  if (!canAccess(ctx.roles, 'dashboard')) throw json({ message: 'Not allowed' }, { status: 403 });
  return json(await livePositions(api, ctx.partner.id), { headers: { 'Cache-Control': 'private, no-store' } });
}
