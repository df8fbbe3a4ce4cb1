import { beforeEach, describe, expect, it } from 'vitest';
import { checkAuthRateLimit, clearAuthFailures, LIMITS, recordAuthFailure, resetRateLimits } from './rate-limit.server';

describe('auth rate limits', () => {
  beforeEach(() => resetRateLimits());

  it('counts failed logins, not successful ones (issue 13)', async () => {
    for (let i = 0; i < 50; i++) expect(await checkAuthRateLimit('login', '10.0.0.1', 'ok@example.com')).toBeNull();
    for (let i = 0; i < 10; i++) {
      expect(await checkAuthRateLimit('login', `10.0.0.${i}`, 'a@example.com')).toBeNull();
      await recordAuthFailure('login', `10.0.0.${i}`, 'a@example.com');
    }
    expect(await checkAuthRateLimit('login', '10.0.0.99', 'A@example.com ')).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(await checkAuthRateLimit('login', '10.0.0.99', 'b@example.com')).toBeNull();
  });

  it('resets an identifier after a success', async () => {
    for (let i = 0; i < 9; i++) await recordAuthFailure('login', '10.0.0.1', 'a@example.com');
    await clearAuthFailures('login', 'a@example.com');
    for (let i = 0; i < 9; i++) await recordAuthFailure('login', '10.0.0.1', 'a@example.com');
    expect(await checkAuthRateLimit('login', '10.0.0.1', 'a@example.com')).toBeNull();
  });

  it('sizes the address limit for a shared address (carrier NAT, a fleet office)', async () => {
    // Many partners behind one address each mistype their password once: not blocked.
    for (let i = 0; i < LIMITS.login.perIp - 1; i++) await recordAuthFailure('login', '100.64.0.1', `user${i}@example.com`);
    expect(await checkAuthRateLimit('login', '100.64.0.1', 'someone@example.com')).toBeNull();
    await recordAuthFailure('login', '100.64.0.1', 'last@example.com');
    expect(await checkAuthRateLimit('login', '100.64.0.1', 'someone@example.com')).toMatch(/^Too many attempts/);
  });

  it('counts every request that sends a message, per address', async () => {
    for (let i = 0; i < LIMITS.forgot.perIp; i++) expect(await checkAuthRateLimit('forgot', '10.1.1.1', `u${i}@example.com`)).toBeNull();
    expect(await checkAuthRateLimit('forgot', '10.1.1.1', 'other@example.com')).toMatch(/^Too many attempts/);
    expect(await checkAuthRateLimit('forgot', '10.1.1.2', 'other@example.com')).toBeNull();
  });
});

describe('a failing counter store (ADR 0012)', () => {
  it('fails open: the request is allowed, nothing throws', async () => {
    const { RateLimiterMemory } = await import('rate-limiter-flexible');
    const { setRateLimitStore } = await import('./rate-limit.server');
    class Broken extends RateLimiterMemory {
      override async get(): Promise<never> {
        throw new Error('Connection is closed.');
      }
      override async consume(): Promise<never> {
        throw new Error('Connection is closed.');
      }
      override async penalty(): Promise<never> {
        throw new Error('Connection is closed.');
      }
    }
    setRateLimitStore((options) => new Broken(options));
    try {
      for (let i = 0; i < 20; i++) await recordAuthFailure('login', '10.0.0.1', 'a@example.com');
      expect(await checkAuthRateLimit('login', '10.0.0.1', 'a@example.com')).toBeNull();
      expect(await checkAuthRateLimit('forgot', '10.0.0.1', 'a@example.com')).toBeNull();
    } finally {
      setRateLimitStore((options) => new RateLimiterMemory(options));
    }
  });
});
