/**
 * Rate limits of the auth POSTs (issues 3 and 13) with rate-limiter-flexible: limits that stop
 * password and code guessing, not partners behind one shared address (a fleet office, a
 * carrier's NAT).
 * - Guesses (login, OTP confirm) count *failures*: `recordAuthFailure` after a refused
 *   password or code, `clearAuthFailures` after a success (the identifier's counter is reset).
 *   `checkAuthRateLimit` only reads them.
 * - Requests that send a message or create something (OTP request, register, forgot password)
 *   count every request: `checkAuthRateLimit` consumes a point.
 * Keys: the client address (as the trusted proxy reports it) and the identifier (email
 * lower-cased, phone as E.164). Counters live in memory, or in Redis when REDIS_URL is set
 * (`setRateLimitStore`), so several replicas share them. Numbers: README, "Security".
 * A store that fails fails open (ADR 0012): the request goes on and a warning is logged.
 */
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { config } from '~/lib/config.server';
import { logger } from '~/lib/logger.server';

export type AuthAction = 'login' | 'otp-request' | 'otp-confirm' | 'register' | 'forgot';

/** Points per WINDOW_S: per client address, and per identifier (email or phone). */
export const LIMITS: Record<AuthAction, { perIp: number; perId: number; counts: 'failures' | 'requests' }> = {
  login: { perIp: 100, perId: 10, counts: 'failures' },
  'otp-confirm': { perIp: 100, perId: 10, counts: 'failures' },
  'otp-request': { perIp: 60, perId: 5, counts: 'requests' },
  register: { perIp: 30, perId: 5, counts: 'requests' },
  forgot: { perIp: 30, perId: 5, counts: 'requests' },
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

const normalise = (identifier: string) => identifier.trim().toLowerCase() || 'none';

export const tooManyMessage = (msBeforeNext: number) => {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
};

/**
 * May `ip` try `action` for `identifier` now? For 'requests' actions this consumes a point.
 * @returns null when allowed, else the message to show (with the wait in minutes).
 */
export async function checkAuthRateLimit(action: AuthAction, ip: string, identifier: string): Promise<string | null> {
  const id = normalise(identifier);
  if (LIMITS[action].counts === 'requests') {
    try {
      await limiter(action, 'ip').consume(ip);
      await limiter(action, 'id').consume(id);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return tooManyMessage(rejection.msBeforeNext);
      return failOpen(rejection, action);
    }
  }
  const counts = await Promise.all([limiter(action, 'ip').get(ip), limiter(action, 'id').get(id)]).catch((error: unknown) => failOpen(error, action));
  if (!counts) return null;
  const [byIp, byId] = counts;
  const { perIp, perId } = LIMITS[action];
  const factor = config().RATE_LIMIT_FACTOR;
  const blocked = [byIp && byIp.consumedPoints >= perIp * factor ? byIp : null, byId && byId.consumedPoints >= perId * factor ? byId : null].filter(Boolean) as RateLimiterRes[];
  return blocked.length ? tooManyMessage(Math.max(...blocked.map((b) => b.msBeforeNext))) : null;
}

/** A counter store that failed lets the request through, with a warning (ADR 0012). */
function failOpen(error: unknown, action: AuthAction): null {
  logger.warn({ err: error instanceof Error ? error.message : String(error), action }, 'rate limit store failed: request allowed');
  return null;
}

/** Count a refused password or code against `ip` and `identifier`. */
export async function recordAuthFailure(action: AuthAction, ip: string, identifier: string): Promise<void> {
  const id = normalise(identifier);
  await Promise.all([limiter(action, 'ip').penalty(ip, 1), limiter(action, 'id').penalty(id, 1)]).catch((error: unknown) => failOpen(error, action));
}

/** A success resets the identifier's failures (the address's stay: they guard other accounts). */
export async function clearAuthFailures(action: AuthAction, identifier: string): Promise<void> {
  await limiter(action, 'id')
    .delete(normalise(identifier))
    .catch((error: unknown) => failOpen(error, action));
}

/** Forget all counters (tests). */
export function resetRateLimits() {
  limiters.clear();
}
