/**
 * /redirect?token=…&path=… (spec section 2, open page): signs the user in from the token, then
 * goes to the path, which passes through the safe-redirect check.
 */
import type { LoaderFunctionArgs } from '@remix-run/node';
import { signIn } from '~/lib/auth.server';
import { attempt } from '~/lib/forms.server';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { redirectWithToast } from '~/lib/toast.server';

export const INVALID_LINK = 'This sign-in link is invalid or has expired. Please log in.';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = (url.searchParams.get('token') ?? '').slice(0, 500);
  const path = safeRedirectPath(url.searchParams.get('path'));
  const invalid = () => redirectWithToast(request, '/login', { type: 'error', message: INVALID_LINK });
  if (!token) return invalid();
  // A client without onUnauthorized: a 401 here means a bad token, handled like any failure.
  const profile = await attempt(() => context.withToken(token).users.profile());
  if (!profile.ok) return invalid();
  return signIn(request, context, token, profile.value, path);
}
