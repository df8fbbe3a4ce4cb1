/**
 * Rate limits of the auth POSTs (issues 3, 13 and 20 §2) with rate-limiter-flexible: limits that
 * stop password and code guessing, not partners behind one shared address (a fleet office, a
 * carrier's NAT).
 * - Guesses (login, OTP confirm, password reset, invitation codes) count *failures*, and hold
 *   under parallel requests: `reserveAttempt` consumes a point atomically before the upstream
 *   call (a store's own increment: in memory, or INCR in Redis), and the reservation is settled
 *   with the outcome: a success refunds the address's point and resets the identifier's count;
 *   a failure keeps both points. So 40 parallel wrong passwords for one email reach the API
 *   exactly 10 times.
 * - Requests that send a message or create something (OTP request, register, forgot password)
 *   count every request: `reserveAttempt` consumes a point and nothing is refunded.
 * Keys: the client address (as the trusted proxy reports it) and the identifier (email
 * lower-cased, phone as E.164, the reset token, the invitation code). A sign-in from a device
 * that signed in to that account before (the signed device cookie, device-cookie.server.ts)
 * counts against that device's own key instead of the email's, so guesses elsewhere cannot
 * lock the owner out (OWASP's device cookies; ADR 0015). Counters live in memory, or in Redis
 * when REDIS_URL is set (`setRateLimitStore`). Numbers: README, "Security". A store that fails
 * fails open (ADR 0012): the request goes on and a warning is logged.
 */
import type { Notice } from '~/lib/toast';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { config } from '~/server/config.server';
import { logger } from '~/server/logger.server';
import { metrics } from '~/server/metrics.server';

export type AuthAction = 'login' | 'otp-request' | 'otp-confirm' | 'register' | 'forgot' | 'reset' | 'invite' | 'pass-scan' | 'payout-cancel' | 'document-link' | 'pay-statement';

/** Points per WINDOW_S: per client address, and per identifier (email, phone, token or code). */
export const LIMITS: Record<AuthAction, { perIp: number; perId: number; counts: 'failures' | 'requests'; caseSensitive?: true }> = {
  login: { perIp: 100, perId: 10, counts: 'failures' },
  'otp-confirm': { perIp: 100, perId: 10, counts: 'failures' },
  reset: { perIp: 30, perId: 10, counts: 'failures', caseSensitive: true },
  invite: { perIp: 30, perId: 10, counts: 'failures', caseSensitive: true },
  'otp-request': { perIp: 60, perId: 5, counts: 'requests' },
  register: { perIp: 30, perId: 5, counts: 'requests' },
  forgot: { perIp: 30, perId: 5, counts: 'requests' },
  // A roadside pass's public page (issues 25 §2, 31 §1): never per token (a stranger could spend
  // it for the officer), but per address and per network block (`networkBlock`: the identifier),
  // generous for officers behind one carrier's NAT.
  'pass-scan': { perIp: 300, perId: 1200, counts: 'requests' },
  // The owner's cancel link of a payout-account change (issues 24 §2, 31 §2): views count per
  // address only (identifier null); a cancel counts failures per token, so a stranger's views
  // cannot spend the owner's cancel and a 128-bit token cannot be guessed.
  'payout-cancel': { perIp: 60, perId: 10, counts: 'failures', caseSensitive: true },
  // A driver's document link (issue 43 §2): as the pass, per address and per network block,
  // never per token (a stranger's guesses cannot lock the driver out of their own link).
  'document-link': { perIp: 60, perId: 600, counts: 'requests' },
  // A driver's pay statement link (issue 53 §4): as the document link.
  'pay-statement': { perIp: 60, perId: 600, counts: 'requests' },
};
/** The window of every limit: 15 minutes, in seconds. */
export const WINDOW_S = 15 * 60;

/** Builds a limiter; the default keeps counters in this process's memory. */
export type LimiterFactory = (options: { keyPrefix: string; points: number; duration: number }) => RateLimiterAbstract;
let factory: LimiterFactory = (options) => new RateLimiterMemory(options);
const limiters = new Map<string, RateLimiterAbstract>();

/** Use another store (Redis, for several replicas); forgets the current limiters. */
export function setRateLimitStore(next: LimiterFactory) {
  factory = next;
  limiters.clear();
}

function limiter(action: AuthAction, scope: 'ip' | 'id') {
  const name = `${action}:${scope}`;
  let l = limiters.get(name);
  if (!l) {
    const { perIp, perId } = LIMITS[action];
    l = factory({ keyPrefix: `vp:rl:${name}`, points: (scope === 'ip' ? perIp : perId) * config().RATE_LIMIT_FACTOR, duration: WINDOW_S });
    limiters.set(name, l);
  }
  return l;
}

/** A counter's key: emails and phones ignore case; tokens and codes are case-sensitive (base64url). */
const normalise = (action: AuthAction, identifier: string) => (LIMITS[action].caseSensitive ? identifier.trim() : identifier.trim().toLowerCase()) || 'none';

/**
 * The network block of a client address, the key of per-block limits (issue 31 §1): an IPv4
 * address's /24, an IPv6 address's /64 (one subscriber's usual allocation). IPv4-mapped IPv6
 * counts as IPv4. Anything else is its own block.
 */
export function networkBlock(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (ip.includes(':')) {
    const [head, tail = ''] = ip.toLowerCase().split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
    return `${groups
      .slice(0, 4)
      .map((g) => g.replace(/^0+/, '') || '0')
      .join(':')}::/64`;
  }
  return ip;
}

/** The refusal of one attempt too many, by its key and the wait in minutes (the plural by the reader's language). */
export const tooManyMessage = (msBeforeNext: number): Notice => ({
  key: 'Too many attempts. Please wait {{count}} minutes and try again.',
  values: { count: Math.max(1, Math.ceil(msBeforeNext / 60_000)) },
});

/**
 * A reserved attempt. `settle` is called once with the outcome (a failed store is ignored):
 * 'failure' keeps the points (a guess); 'success' gives the address's point back and starts the
 * identifier's count again; 'neutral' (the upstream failed: nothing was learnt) gives both
 * points back and leaves the count as it was (issue 31 §2).
 */
export type Outcome = 'success' | 'failure' | 'neutral';
export type Reservation = { ok: true; settle: (outcome: Outcome) => Promise<void> } | { ok: false; message: Notice };

const NOTHING_TO_SETTLE = async () => undefined;

/** A counter store that failed lets the request through, with a warning (ADR 0012). */
function failOpen(error: unknown, action: AuthAction): Reservation {
  logger.warn({ err: error instanceof Error ? error.message : String(error), action }, 'rate limit store failed: request allowed');
  return { ok: true, settle: NOTHING_TO_SETTLE };
}

/**
 * Reserve one attempt of `action` by `ip` for `identifier`, before the upstream call.
 * @param identifier the email, phone (E.164), token or code; null counts the address alone;
 *   `key` replaces it as the counter's key when given (a trusted device's own key).
 * @returns `{ ok: false, message }` when over a limit (the message names the wait in minutes),
 *   else a reservation to settle with the outcome. Never throws.
 */
export async function reserveAttempt(action: AuthAction, ip: string, identifier: string | null, key?: string): Promise<Reservation> {
  const id = identifier === null && key === undefined ? null : (key ?? normalise(action, identifier ?? ''));
  const [byIp, byId] = await Promise.allSettled([limiter(action, 'ip').consume(ip), id === null ? Promise.resolve(null) : limiter(action, 'id').consume(id)]);
  const refused = [byIp, byId].filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  const broken = refused.find((r) => !(r.reason instanceof RateLimiterRes));
  if (broken) return failOpen(broken.reason, action);
  if (refused.length) {
    // The point taken by the limit that did allow it is given back: this attempt never ran.
    if (byIp.status === 'fulfilled')
      await limiter(action, 'ip')
        .reward(ip, 1)
        .catch(() => undefined);
    if (byId.status === 'fulfilled' && id !== null)
      await limiter(action, 'id')
        .reward(id, 1)
        .catch(() => undefined);
    metrics.rateLimited(action);
    return { ok: false, message: tooManyMessage(Math.max(...refused.map((r) => (r.reason as RateLimiterRes).msBeforeNext))) };
  }
  if (LIMITS[action].counts === 'requests') return { ok: true, settle: NOTHING_TO_SETTLE };
  let settled = false;
  return {
    ok: true,
    settle: async (outcome) => {
      if (settled || outcome === 'failure') return void (settled = true);
      settled = true;
      // A success is not a guess: the address's point comes back and the identifier starts again.
      // An upstream failure taught nothing: both points come back and the count stays.
      const identifierStep = id === null ? undefined : outcome === 'success' ? limiter(action, 'id').delete(id) : limiter(action, 'id').reward(id, 1);
      await Promise.all([limiter(action, 'ip').reward(ip, 1), identifierStep]).catch((error: unknown) => failOpen(error, action));
    },
  };
}

/** Forget all counters (tests). */
export function resetRateLimits() {
  limiters.clear();
}
