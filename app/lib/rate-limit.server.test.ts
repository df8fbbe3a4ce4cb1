import { beforeEach, describe, expect, it } from 'vitest';
import { checkAuthRateLimit, resetRateLimits } from './rate-limit.server';

describe('auth rate limits', () => {
  beforeEach(() => resetRateLimits());

  it('limits one email after 10 logins, with a clear message', async () => {
    for (let i = 0; i < 10; i++) expect(await checkAuthRateLimit('login', `10.0.0.${i}`, 'a@example.com')).toBeNull();
    expect(await checkAuthRateLimit('login', '10.0.0.99', 'A@example.com ')).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(await checkAuthRateLimit('login', '10.0.0.99', 'b@example.com')).toBeNull();
  });

  it('limits one address across identifiers', async () => {
    for (let i = 0; i < 10; i++) expect(await checkAuthRateLimit('forgot', '10.1.1.1', `u${i}@example.com`)).toBeNull();
    expect(await checkAuthRateLimit('forgot', '10.1.1.1', 'other@example.com')).toMatch(/^Too many attempts/);
    expect(await checkAuthRateLimit('forgot', '10.1.1.2', 'other@example.com')).toBeNull();
  });
});
