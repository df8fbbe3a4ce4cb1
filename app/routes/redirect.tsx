/**
 * /redirect?token=…&path=… (spec section 2, open page): signs the user in from the token, then
 * goes to the path, which passes through the safe-redirect check.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { createUpstream } from '~/lib/api/client.server';
import { isUpstreamError } from '~/lib/api/errors';
import { signIn } from '~/lib/auth.server';
import { upstreamUrl } from '~/lib/config.server';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { redirectWithToast } from '~/lib/toast.server';

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get('token') ?? '';
  const path = safeRedirectPath(url.searchParams.get('path'));
  const invalid = () => redirectWithToast(request, '/login', { type: 'error', message: 'This sign-in link is invalid or has expired. Please log in.' });
  if (!token) return invalid();
  // A 401 here means a bad token: no session to end, so it is handled like any other failure.
  const api = createUpstream({ baseUrl: upstreamUrl(), token, signal: request.signal });
  try {
    const user = await api.users.profile();
    return await signIn(request, token, user, path);
  } catch (error) {
    if (isUpstreamError(error)) return invalid();
    throw error;
  }
}
