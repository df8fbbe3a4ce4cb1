/**
 * GET /resources/trips/:tripId/live (issues 11 and 20 §3): the live positions of an active trip
 * as Server-Sent Events, for the trip page's live view (app/lib/live-trip.server.ts). Needs the
 * trips area; another partner's trip is not found; a trip that is not active answers 204, which
 * tells EventSource not to come back. The stream ends when the browser goes, after 10 minutes,
 * when the session ends, or when the session opens a fourth one.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { canAccess } from '~/domain/access';
import { telemetryUrl } from '~/server/config.server';
import { recordOr404 } from '~/server/fleet.server';
import { requirePartner } from '~/server/guards.server';
import { liveTripStream } from '~/server/live-trip.server';
import { stillSignedIn } from '~/server/session-check.server';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api, data } = await requirePartner(request, context, { onboarding: false });
  if (!canAccess(ctx.roles, 'trips')) throw json({ message: 'Not allowed' }, { status: 403 });
  const trip = await recordOr404(params.tripId, 'trip', ctx.partner.id, (id) => api.trips.get(id));
  if (trip.status !== 'active') {
    // 204 stops EventSource from reconnecting; the page reloads to show the trip's new state.
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } });
  }
  return liveTripStream({
    tripId: trip.id,
    telemetryUrl: telemetryUrl(),
    token: data.token,
    signal: context.signal,
    sessionId: data.sid,
    userId: data.user.id,
    partnerId: ctx.partner.id,
    stillSignedIn: () => stillSignedIn(data),
  });
}
