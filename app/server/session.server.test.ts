import { describe, expect, it } from 'vitest';
import { ABSOLUTE_LIFETIME_MS, IDLE_TIMEOUT_MS, commitSession, isExpired, readSession, revokeSession, startSession, touchSession, TOUCH_INTERVAL_MS } from '~/server/session.server';
import { open, seal } from '~/server/seal.server';

process.env.SESSION_SECRET ??= 'x'.repeat(40);

const user = { id: 7, fname: 'Adaeze', lname: 'Okafor', email: 'owner@example.com', role: 'partner_owner' };

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax and sealed; Secure with a __Host- name over https', async () => {
    const plain = new Request('http://portal.test/login');
    const plainCookie = await commitSession(plain, await startSession(plain, 'tok', user));
    expect(plainCookie).toMatch(/^vp_session=/);
    expect(plainCookie).toContain('HttpOnly');
    expect(plainCookie).toContain('SameSite=Lax');
    expect(plainCookie).not.toContain('Secure');

    const https = new Request('https://portal.test/login');
    const secureCookie = await commitSession(https, await startSession(https, 'tok', user));
    expect(secureCookie).toMatch(/^__Host-vp_session=/);
    expect(secureCookie).toContain('Secure');
    expect(secureCookie).toContain('Path=/');
    expect(secureCookie).not.toContain('Domain=');
  });

  it('refuses a tampered cookie', async () => {
    const request = new Request('http://portal.test/');
    const cookie = (await commitSession(request, await startSession(request, 'tok', user))).split(';')[0];
    const [name, value] = cookie.split('=');
    const tampered = `${name}=${value.slice(0, -3)}abc`;
    const { data } = await readSession(new Request('http://portal.test/', { headers: { Cookie: tampered } }));
    expect(data).toBeNull();
    const ok = await readSession(new Request('http://portal.test/', { headers: { Cookie: cookie } }));
    expect(ok.data?.token).toBe('tok');
  });

  it('keeps the token, the user and the id out of the clear', async () => {
    const request = new Request('http://portal.test/');
    const token = 'secret-bearer-token-0123456789';
    const cookie = decodeURIComponent((await commitSession(request, await startSession(request, token, user))).split(';')[0]);
    const decoded = Buffer.from(cookie.split('=')[1], 'base64').toString('latin1') + Buffer.from(cookie.split('=')[1], 'base64url').toString('latin1');
    for (const clear of [token, 'owner@example.com', 'Adaeze']) {
      expect(cookie).not.toContain(clear);
      expect(decoded).not.toContain(clear);
    }
  });

  it('stops working at logout, even for a copy of the cookie', async () => {
    const request = new Request('http://portal.test/');
    const cookie = (await commitSession(request, await startSession(request, 'tok', user))).split(';')[0];
    const copy = new Request('http://portal.test/', { headers: { Cookie: cookie } });
    const { data } = await readSession(copy);
    expect(data?.token).toBe('tok');
    await revokeSession(data!);
    expect((await readSession(copy)).data).toBeNull();
  });
});

describe('seal', () => {
  it('opens with the secret that sealed it or a previous one, and with nothing else', () => {
    const sealed = seal({ token: 'a' }, 'old-secret-old-secret-old-secret');
    expect(open(sealed, ['new-secret-new-secret-new-secret', 'old-secret-old-secret-old-secret'])).toEqual({ token: 'a' });
    expect(open(sealed, ['new-secret-new-secret-new-secret'])).toBeNull();
    expect(open(sealed.slice(0, -2) + 'AA', ['old-secret-old-secret-old-secret'])).toBeNull();
    expect(open('not sealed', ['x'])).toBeNull();
    expect(open(undefined, ['x'])).toBeNull();
  });

  it('stays under 4 KB with a long company name and many roles', async () => {
    const request = new Request('https://portal.test/');
    const session = await startSession(request, 't'.repeat(64), { ...user, fname: 'A'.repeat(500), email: `${'e'.repeat(500)}@example.com` });
    session.set('ctx', {
      partner: { id: 1, account_sid: 'PA123', company_name: 'C'.repeat(80), mode: 'business' },
      orgRole: 'owner',
      roles: ['partner_earnings_manager', 'partner_trip_manager', 'partner_vehicle_manager', 'partner_driver_manager', 'partner_staff'],
      onboardingState: { identity: 'completed', address: 'completed', partner_type: 'business' },
      supportedCities: 12,
    });
    expect((await commitSession(request, session)).length).toBeLessThan(4096);
  });
});

describe('session lifetime', () => {
  const now = 1_800_000_000_000;
  it('ends after the idle timeout and after the absolute lifetime', () => {
    expect(isExpired({ createdAt: now - 1000, lastSeen: now - 1000 }, now)).toBe(false);
    expect(isExpired({ createdAt: now - 1000, lastSeen: now - IDLE_TIMEOUT_MS - 1 }, now)).toBe(true);
    expect(isExpired({ createdAt: now - ABSOLUTE_LIFETIME_MS - 1, lastSeen: now }, now)).toBe(true);
  });

  it('rolls the idle timeout forward at most every few minutes', async () => {
    const request = new Request('http://portal.test/');
    const cookie = (await commitSession(request, await startSession(request, 'tok', user))).split(';')[0];
    const withCookie = new Request('http://portal.test/', { headers: { Cookie: cookie } });
    expect(await touchSession(withCookie, Date.now())).toBeNull();
    const later = Date.now() + TOUCH_INTERVAL_MS + 1000;
    const refreshed = await touchSession(withCookie, later);
    expect(refreshed).toMatch(/^vp_session=/);
  });

  it('is read once per request: the idle-timeout roll reuses the request’s own read (ADR 0008)', async () => {
    const { contextFor } = await import('~/server/context.server');
    const { memoryRevocations, revocations, setRevocationStore } = await import('~/server/revocations.server');
    const request = new Request('http://portal.test/');
    const cookie = (await commitSession(request, await startSession(request, 'tok', user))).split(';')[0];
    const withCookie = new Request('http://portal.test/dashboard', { headers: { Cookie: cookie } });
    const before = revocations();
    const inner = memoryRevocations();
    let checks = 0;
    setRevocationStore({ revoke: inner.revoke, isRevoked: async (sid) => (checks++, inner.isRevoked(sid)) });
    try {
      const context = contextFor(withCookie);
      await context.session();
      await context.session();
      expect(await touchSession(withCookie, Date.now() + TOUCH_INTERVAL_MS + 1000, context)).toMatch(/^vp_session=/);
      expect(checks).toBe(1);
    } finally {
      setRevocationStore(before);
    }
  });
});
