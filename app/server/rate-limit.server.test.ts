import { RateLimiterMemory } from 'rate-limiter-flexible';
import { i18nFor, sayNotice } from '~/server/i18n.server';
import { beforeEach, describe, expect, it } from 'vitest';
import { LIMITS, reserveAttempt, resetRateLimits, setRateLimitStore, type Reservation } from '~/server/rate-limit.server';

/** Reserve and settle one attempt; the message when refused, else null. */
async function tryOnce(action: Parameters<typeof reserveAttempt>[0], ip: string, id: string, outcome: 'success' | 'failure', key?: string) {
  const r = await reserveAttempt(action, ip, id, key);
  // The refusal as an English reader reads it (a notice: key and values, issue 51 §2).
  if (!r.ok) return sayNotice(i18nFor('en-NG'), r.message);
  await r.settle(outcome);
  return null;
}

describe('auth rate limits', () => {
  beforeEach(() => {
    setRateLimitStore((options) => new RateLimiterMemory(options));
    resetRateLimits();
  });

  it('counts failed logins, not successful ones (issue 13)', async () => {
    for (let i = 0; i < 50; i++) expect(await tryOnce('login', '10.0.0.1', 'ok@example.com', 'success')).toBeNull();
    for (let i = 0; i < 10; i++) expect(await tryOnce('login', `10.0.0.${i}`, 'a@example.com', 'failure')).toBeNull();
    expect(await tryOnce('login', '10.0.0.99', 'A@example.com ', 'success')).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(await tryOnce('login', '10.0.0.99', 'b@example.com', 'success')).toBeNull();
  });

  it('holds under parallel requests: 40 guesses at once, exactly 10 go through (issue 20 §2)', async () => {
    const reservations = await Promise.all(Array.from({ length: 40 }, () => reserveAttempt('login', '10.9.9.9', 'victim@example.com')));
    expect(reservations.filter((r) => r.ok)).toHaveLength(10);
    await Promise.all(reservations.map((r) => (r.ok ? r.settle('failure') : undefined)));
    // The refused 30 did not use up the address's points: another account still gets its 10.
    const other = await Promise.all(Array.from({ length: 12 }, () => reserveAttempt('login', '10.9.9.9', 'other@example.com')));
    expect(other.filter((r) => r.ok)).toHaveLength(10);
  });

  it('resets an identifier after a success, and a success gives the address its point back', async () => {
    for (let i = 0; i < 9; i++) await tryOnce('login', '10.0.0.1', 'a@example.com', 'failure');
    await tryOnce('login', '10.0.0.1', 'a@example.com', 'success');
    for (let i = 0; i < 9; i++) expect(await tryOnce('login', '10.0.0.1', 'a@example.com', 'failure')).toBeNull();
    expect(await tryOnce('login', '10.0.0.1', 'a@example.com', 'failure')).toBeNull();
    expect(await tryOnce('login', '10.0.0.1', 'a@example.com', 'failure')).toMatch(/^Too many attempts/);
  });

  it("keeps a trusted device's own count apart from the email's", async () => {
    for (let i = 0; i < 10; i++) await tryOnce('login', `10.2.0.${i}`, 'owner@example.com', 'failure');
    expect(await tryOnce('login', '10.2.1.1', 'owner@example.com', 'success')).toMatch(/^Too many attempts/);
    expect(await tryOnce('login', '10.2.1.1', 'owner@example.com', 'success', 'device:abc:hash')).toBeNull();
    for (let i = 0; i < 10; i++) await tryOnce('login', '10.2.1.1', 'owner@example.com', 'failure', 'device:abc:hash');
    expect(await tryOnce('login', '10.2.1.1', 'owner@example.com', 'success', 'device:abc:hash')).toMatch(/^Too many attempts/);
  });

  it('sizes the address limit for a shared address (carrier NAT, a fleet office)', async () => {
    for (let i = 0; i < LIMITS.login.perIp - 1; i++) await tryOnce('login', '100.64.0.1', `user${i}@example.com`, 'failure');
    expect(await tryOnce('login', '100.64.0.1', 'someone@example.com', 'failure')).toBeNull();
    expect(await tryOnce('login', '100.64.0.1', 'someone@example.com', 'success')).toMatch(/^Too many attempts/);
  });

  it('counts every request that sends a message, per address', async () => {
    for (let i = 0; i < LIMITS.forgot.perIp; i++) expect(await tryOnce('forgot', '10.1.1.1', `u${i}@example.com`, 'success')).toBeNull();
    expect(await tryOnce('forgot', '10.1.1.1', 'other@example.com', 'success')).toMatch(/^Too many attempts/);
    expect(await tryOnce('forgot', '10.1.1.2', 'other@example.com', 'success')).toBeNull();
  });
});

describe('a failing counter store (ADR 0012)', () => {
  it('fails open: the request is allowed, nothing throws', async () => {
    class Broken extends RateLimiterMemory {
      override async consume(): Promise<never> {
        throw new Error('Connection is closed.');
      }
      override async reward(): Promise<never> {
        throw new Error('Connection is closed.');
      }
    }
    setRateLimitStore((options) => new Broken(options));
    try {
      for (let i = 0; i < 20; i++) {
        const r: Reservation = await reserveAttempt('login', '10.0.0.1', 'a@example.com');
        expect(r.ok).toBe(true);
        if (r.ok) await r.settle('failure');
      }
      expect((await reserveAttempt('forgot', '10.0.0.1', 'a@example.com')).ok).toBe(true);
    } finally {
      setRateLimitStore((options) => new RateLimiterMemory(options));
    }
  });
});
