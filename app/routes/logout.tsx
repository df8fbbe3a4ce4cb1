/** Logout is a POST (issue 3): it ends the upstream token and clears the session. */
import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { destroySession } from '~/lib/session.server';

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, data } = await context.session();
  if (data) {
    // Best effort: the cookie is cleared whatever the upstream answers.
    await context.api.auth.logout().catch(() => undefined);
  }
  return redirect('/login', { headers: { 'Set-Cookie': await destroySession(request, session) } });
}

export function loader() {
  return redirect('/');
}
