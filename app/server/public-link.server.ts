/**
 * A public link's state, one mapping for every page a stranger opens by link without an account:
 * the driver's upload link (`/send/:token`) and the driver's pay statement (`/pay/:token`).
 * The API answers 410 with `LinkReplaced`, `LinkExpired` or another code (withdrawn) for a link
 * that no longer reads, and 404/400/422 for a token it does not know; the page answers with the
 * same status and says why in words (its own catalogue sentence per state).
 */
import { randomBytes } from 'node:crypto';
import { isUpstreamError } from '~/api/errors';

/**
 * The token a public page asks the API about: the link's own when it has a token's form, else a
 * random one of the same length (16 bytes, base64url), so a malformed link costs the same round
 * trip and is answered "unknown" by the API like any other (no timing says which links exist).
 */
export const linkTokenOr = (token: string | undefined, wellFormed: (t: string | undefined) => t is string): string => (wellFormed(token) ? token : randomBytes(16).toString('base64url'));

/** Why a link does not read: not known, replaced by a newer one, withdrawn, expired, or too many visits now. */
export type LinkClosed = 'unknown' | 'replaced' | 'withdrawn' | 'expired' | 'busy';
/** A link read: its view (`V`), or why there is none (with a worded `message` for `busy`). */
export type LinkAnswer<V> = { state: 'open'; view: V } | { state: LinkClosed; message?: string };

/** The HTTP status a public link's page answers with, by state. */
export const LINK_STATUS: Record<'open' | LinkClosed, number> = { open: 200, unknown: 404, replaced: 410, withdrawn: 410, expired: 410, busy: 429 };

/**
 * Why the API refused a link: `error` is an upstream error (status, code). Null when the refusal
 * is not about the link (a 5xx, a 401…), which the caller throws on.
 */
export function closedBy(error: { status: number; code?: string | null }): Exclude<LinkClosed, 'busy'> | null {
  if (error.status === 410) return error.code === 'LinkReplaced' ? 'replaced' : error.code === 'LinkExpired' ? 'expired' : 'withdrawn';
  if (error.status === 404 || error.status === 422 || error.status === 400) return 'unknown';
  return null;
}

/**
 * Read a public link through `read` (the API client's call): its view, or the state that says
 * why not. Throws what is not a refusal of the link (an upstream failure: the error page says it).
 */
export async function readPublicLink<V>(read: () => Promise<V>): Promise<LinkAnswer<V>> {
  try {
    return { state: 'open', view: await read() };
  } catch (error) {
    const closed = isUpstreamError(error) ? closedBy(error) : null;
    if (closed) return { state: closed };
    throw error;
  }
}
