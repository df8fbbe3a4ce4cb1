/**
 * Accepting an invitation and entering the partner (issue 6), shared by /invitations and
 * /accept-invite: accept, make the partner the active organisation, and land on the first page
 * the member's roles allow, with a welcome toast.
 */
import type { Upstream } from '~/api/client.server';
import { firstAllowedPath } from '~/domain/access';
import { contextOf } from '~/server/auth.server';
import { REVOKED_MESSAGE } from '~/domain/organisations';
import { commitSession, type AppSession } from '~/server/session.server';
import { redirectWithToast } from '~/server/toast.server';

/**
 * Run `accept`, then enter partner `partnerId` in `session`.
 * @throws UpstreamError from the accept call or the memberships call.
 */
export async function acceptAndEnter(request: Request, session: AppSession, api: Upstream, userId: number, partnerId: number, accept: () => Promise<unknown>): Promise<Response> {
  await accept();
  const membership = (await api.users.memberships(userId)).find((m) => m.partner.id === partnerId && m.roles.length > 0 && !m.disabled);
  if (!membership) return redirectWithToast(request, '/login', { type: 'error', message: REVOKED_MESSAGE });
  const ctx = await contextOf(api, membership);
  session.set('ctx', ctx);
  return redirectWithToast(
    request,
    firstAllowedPath(ctx.roles),
    { type: 'success', message: 'You joined {{company}}', values: { company: membership.partner.company_name } },
    { headers: { 'Set-Cookie': await commitSession(request, session) } },
  );
}
