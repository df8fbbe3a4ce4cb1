/**
 * Is a session still signed in, for work that outlives its request (the live trip relay, issue
 * 20 §3)? A long stream must stop when the partner logs out or the API stops accepting the token,
 * not only when the browser goes away.
 */
import { createUpstream } from '~/api/client.server';
import { isUpstreamError } from '~/api/errors';
import { upstreamUrl } from '~/server/config.server';
import { revocations } from '~/server/revocations.server';
import { ABSOLUTE_LIFETIME_MS, type SessionData } from '~/server/session.server';

/** How often (ms) the token itself is checked with the API; revocations are checked every time. */
export const TOKEN_CHECK_MS = 20_000;
const tokenCheckedAt = new WeakMap<object, number>();

/**
 * False once the session was revoked (logout), passed its absolute lifetime, or its token is refused by the API
 * (401/403). A store or network failure answers true (the stream goes on; the next check asks
 * again). Never throws.
 * @param data the session as read at the start of the request.
 * @param now ms since epoch (tests).
 */
export async function stillSignedIn(data: Pick<SessionData, 'sid' | 'token' | 'createdAt'>, now = Date.now()): Promise<boolean> {
  try {
    // A stream does not refresh the idle timer (it outlasts no idle timeout); the lifetime holds.
    if (now - data.createdAt > ABSOLUTE_LIFETIME_MS) return false;
    if (await revocations().isRevoked(data.sid)) return false;
  } catch {
    return true;
  }
  if (now - (tokenCheckedAt.get(data) ?? 0) < TOKEN_CHECK_MS) return true;
  tokenCheckedAt.set(data, now);
  try {
    // A fresh client: the request's own memoises its GETs for the life of the request.
    await createUpstream({ baseUrl: upstreamUrl(), token: data.token, timeoutMs: 5_000 }).users.profile();
    return true;
  } catch (error) {
    return !(isUpstreamError(error) && (error.status === 401 || error.status === 403));
  }
}
