/** Logout is a POST (issue 3): it ends the upstream token and clears the session. */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { createUpstream } from '~/lib/api/client.server';
import { upstreamUrl } from '~/lib/config.server';
import { destroySession, readSession } from '~/lib/session.server';

export async function action({ request }: ActionFunctionArgs) {
  const { session, data } = await readSession(request);
  if (data) {
    // Best effort: the cookie is cleared whatever the upstream answers.
    await createUpstream({ baseUrl: upstreamUrl(), token: data.token, timeoutMs: 5000 })
      .auth.logout()
      .catch(() => undefined);
  }
  return redirect('/login', { headers: { 'Set-Cookie': await destroySession(request, session) } });
}

export function loader() {
  return redirect('/');
}
