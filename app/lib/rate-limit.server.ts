/**
 * Rate limits of the auth POSTs (issue 3): login, OTP request and confirm, register and
 * forgot password. Two in-memory limiters (rate-limiter-flexible) per action: one keyed on the
 * client address as seen through the trusted proxy, one on the phone or email. A limited
 * request gets a clear message, never a bare 429 page.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { config } from '~/lib/config.server';

export type AuthAction = 'login' | 'otp-request' | 'otp-confirm' | 'register' | 'forgot';

/** Points per 15 minutes: per address, and per identifier (email or phone). */
const LIMITS: Record<AuthAction, { perIp: number; perId: number }> = {
  login: { perIp: 30, perId: 10 },
  'otp-request': { perIp: 20, perId: 5 },
  'otp-confirm': { perIp: 30, perId: 10 },
  register: { perIp: 10, perId: 5 },
  forgot: { perIp: 10, perId: 5 },
};
const WINDOW_S = 15 * 60;

const limiters = new Map<string, RateLimiterMemory>();
function limiter(name: string, points: number) {
  let l = limiters.get(name);
  if (!l) limiters.set(name, (l = new RateLimiterMemory({ keyPrefix: name, points, duration: WINDOW_S })));
  return l;
}

/**
 * Consume one point for `action` from `ip` and for `identifier`.
 * @returns null when allowed, else the message to show (with the wait in minutes).
 */
export async function checkAuthRateLimit(action: AuthAction, ip: string, identifier: string): Promise<string | null> {
  const { perIp, perId } = LIMITS[action];
  // Tests drive many logins from one address; they may raise the limits, never production.
  // (The runtime NODE_ENV from the configuration: the build inlines process.env.NODE_ENV.)
  const factor = config().NODE_ENV !== 'production' && Number(process.env.RATE_LIMIT_FACTOR) > 1 ? Number(process.env.RATE_LIMIT_FACTOR) : 1;
  try {
    await limiter(`${action}:ip`, perIp * factor).consume(ip);
    await limiter(`${action}:id`, perId * factor).consume(identifier.trim().toLowerCase() || 'none');
    return null;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    const minutes = Math.max(1, Math.ceil(rejection.msBeforeNext / 60_000));
    return `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
  }
}

/** Forget all counters (tests). */
export function resetRateLimits() {
  limiters.clear();
}
