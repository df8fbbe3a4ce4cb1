/**
 * Logout is a POST (issue 3): it ends the session on the portal's side (its id is revoked, so a
 * copied cookie stops working; issue 13), asks the upstream to end the token, and clears the
 * cookie. A live session's logout passes the one door like any write (issue 40 §1: its form's
 * key), so another site cannot sign a partner out; without a live session there is nothing to
 * end, and the cookie is cleared whatever the form says.
 */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { readForm } from '~/server/forms.server';
import { logger } from '~/server/logger.server';
import { destroySession, revokeSession } from '~/server/session.server';
import { metrics } from '~/server/metrics.server';

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, data, unavailable } = await context.session();
  // While the shared store is away (ADR 0012) the session cannot be read as live, but its id is
  // still revoked: kept on this replica and written to the store when it is back.
  const sid = session.get('sid');
  const createdAt = session.get('createdAt');
  if (unavailable && sid && createdAt) await revokeSession({ sid, createdAt });
  if (data) {
    await readForm(request, context);
    await revokeSession(data);
    metrics.sessionEnded('logout');
    // The upstream's revocation is best effort: the portal's own already ended the session.
    await context.api.auth
      .logout()
      .catch((error: unknown) => logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'upstream logout failed; the session is revoked on the portal'));
  }
  return redirect('/login', { headers: { 'Set-Cookie': await destroySession(request, session) } });
}

export function loader() {
  return redirect('/');
}
