/**
 * Safe redirects (issue 3): every redirect target taken from a query goes through
 * `safeRedirectPath`. Only same-origin relative paths pass; `//evil.example`,
 * `/\evil.example`, `https://evil.example`, `javascript:` and paths hiding control characters
 * (which browsers strip, turning `/\t/evil` into `//evil`) fall back to the default, and so do
 * targets with characters outside printable ASCII (`/。evil.com`: some browsers read the
 * ideographic full stop as a dot, and a non-Latin-1 Location header cannot be sent; issue 13).
 */
import { safeRedirect } from 'remix-utils/safe-redirect';

export const DEFAULT_AFTER_LOGIN = '/dashboard';

export function safeRedirectPath(to: unknown, fallback: string = DEFAULT_AFTER_LOGIN): string {
  if (typeof to !== 'string' || to.length > 2000) return fallback;
  if (/[^\u0020-\u007e]|\\/.test(to)) return fallback;
  return safeRedirect(to, fallback);
}

/**
 * Where to go after login or register (spec section 2): the `redirect` query when it is safe,
 * otherwise /dashboard keeping the rest of the query.
 * @param search the login page's query string, e.g. `?redirect=%2Ftrips&tab=email`.
 */
export function afterLoginPath(search: string): string {
  const params = new URLSearchParams(search);
  const redirectTo = params.get('redirect');
  if (redirectTo) return safeRedirectPath(redirectTo);
  params.delete('redirect');
  params.delete('tab');
  params.delete('step');
  const rest = params.toString();
  return rest ? `${DEFAULT_AFTER_LOGIN}?${rest}` : DEFAULT_AFTER_LOGIN;
}
