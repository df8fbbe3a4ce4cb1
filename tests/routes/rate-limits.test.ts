/**
 * Limits that hold in parallel (issue 20 §2), through the real login and OTP actions against
 * the sandbox: parallel guesses reach the API exactly as often as the limit allows; a browser
 * that signed in before is not locked out by guesses made elsewhere; phone sign-in answers a
 * number without an account exactly as it answers one with an account.
 */
import { describe, expect, it } from 'vitest';
import { action as login } from '~/routes/_auth.login';
import { action as phoneLogin } from '~/routes/_auth.login_.phone';
import { action as confirmOtp, loader as otpLoader } from '~/routes/_auth.login_.otp';
import { action as register } from '~/routes/_auth.register';
import { LIMITS } from '~/server/rate-limit.server';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox, withHoneypot } from './setup';

const sandbox = routeTestSandbox();

const loginAs = (email: string, password: string, cookie?: string, ip = '127.0.0.1') => {
  const request = portalRequest('/login', { form: { email, password }, cookie });
  const a = args(request);
  a.context.clientIp = ip;
  return responseOf(() => login(a));
};

/** How many calls of `path` the sandbox answered (all requests). */
async function apiCalls(path: string): Promise<number> {
  return (await (await fetch(`${sandbox.current.url}/__sandbox/calls?path=${encodeURIComponent(path)}`)).json()).data.length;
}

describe('login limits under parallel requests', () => {
  it('40 parallel wrong passwords: exactly 10 reach the API, the other 30 are refused with 429', async () => {
    const before = await apiCalls('/v1/login');
    const responses = await Promise.all(Array.from({ length: 40 }, () => loginAs('drivers.manager@example.com', 'wrong-password', undefined, '10.20.0.1')));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30);
    expect((await apiCalls('/v1/login')) - before).toBe(10);
  });

  it('lets a browser that signed in before through after 10 wrong passwords elsewhere; others wait 15 minutes', async () => {
    const first = await loginAs('individual@example.com', 'demo1234', undefined, '10.30.0.1');
    expect(first).toHaveRedirect();
    const device = cookiesOf(first)
      .split('; ')
      .filter((c) => c.startsWith('vp_device='))
      .join('; ');
    expect(device).toMatch(/^vp_device=/);
    // An attacker elsewhere uses up the email's 10 guesses.
    await Promise.all(Array.from({ length: 12 }, () => loginAs('individual@example.com', 'guess', undefined, '10.31.0.1')));
    const stranger = await loginAs('individual@example.com', 'demo1234', undefined, '10.32.0.1');
    expect(stranger.status).toBe(429);
    await expect(stranger).toSendToast({ type: 'error', message: 'Too many attempts. Please wait 15 minutes and try again.' });
    const owner = await loginAs('individual@example.com', 'demo1234', device, '10.30.0.1');
    expect(owner).toHaveRedirect();
    // A forged device cookie is not trusted.
    const forged = await loginAs(
      'individual@example.com',
      'demo1234',
      device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      '10.33.0.1',
    );
    expect(forged.status).toBe(429);
  });
});

describe('what an upstream failure does to a count (issue 31 §2)', () => {
  it('neither adds nor clears: 9 wrong, 1 during a 503, then only 1 more wrong before the limit', async () => {
    const ip = '10.40.0.1';
    const email = 'abuja.owner@example.com';
    for (let i = 0; i < LIMITS.login.perId - 1; i++) expect((await loginAs(email, 'wrong', undefined, ip)).status).toBe(400);
    await fetch(`${sandbox.current.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v1/login', status: 503, message: 'Upstream is down', times: 1 }),
    });
    const outage = await loginAs(email, 'demo1234', undefined, ip);
    await expect(outage).toSendToast({ type: 'error', message: 'Upstream is down' });
    // The outage gave its point back and kept the nine: one more guess, then the limit.
    expect((await loginAs(email, 'wrong', undefined, ip)).status).toBe(400);
    expect((await loginAs(email, 'wrong', undefined, ip)).status).toBe(429);
    expect((await loginAs(email, 'demo1234', undefined, ip)).status).toBe(429);
  });
});

describe('register cannot test addresses in bulk (issue 31 §2)', () => {
  const registerFrom = (ip: string, email: string) => {
    const a = args(portalRequest('/register', { form: withHoneypot({ fname: 'Ada', lname: 'Eze', email, country: 'NG', phone: '08031234567', password: 'secret123' }) }));
    a.context.clientIp = ip;
    return responseOf(() => register(a));
  };

  it('an "already exists" answer is a failure of sign-in’s per-address count', async () => {
    const ip = '10.50.0.1';
    expect((await registerFrom(ip, 'owner@example.com')).status).toBe(409);
    // That probe spent one of the address's sign-in failures: 99 wrong passwords more, then the limit.
    for (let i = 0; i < LIMITS.login.perIp - 1; i++) expect((await loginAs(`probe${i}@example.com`, 'wrong', undefined, ip)).status).toBe(400);
    expect((await loginAs('probe-last@example.com', 'wrong', undefined, ip)).status).toBe(429);
  });

  it('an address that spent its sign-in budget cannot probe by registering', async () => {
    const ip = '10.51.0.1';
    for (let i = 0; i < LIMITS.login.perIp; i++) await loginAs(`guess${i}@example.com`, 'wrong', undefined, ip);
    const probe = await registerFrom(ip, 'owner@example.com');
    expect(probe.status).toBe(429);
    // Another address registers as before.
    expect((await registerFrom('10.52.0.1', 'owner@example.com')).status).toBe(409);
  });
});

describe('phone sign-in', () => {
  it('answers a number without an account as it answers one with an account', async () => {
    const ask = async (phone: string) => {
      const response = await responseOf(() => phoneLogin(args(portalRequest('/login/phone', { form: withHoneypot({ country: 'NG', phone }) }))));
      expect(response).toHaveRedirect('/login/otp');
      const cookie = cookiesOf(response);
      const page = await (await responseOf(async () => (await otpLoader(args(portalRequest('/login/otp', { cookie })))) as Response)).json().catch(() => null);
      const wrong = await responseOf(() => confirmOtp(args(portalRequest('/login/otp', { form: { intent: 'confirm-otp', otp: '0000' }, cookie }))));
      return { page, wrong: { status: wrong.status } };
    };
    const known = await ask('08030000002');
    const unknown = await ask('08039998877');
    expect(unknown.wrong).toEqual(known.wrong);
    expect(Object.keys(unknown.page ?? {})).toEqual(Object.keys(known.page ?? {}));
  });
});

describe('a honeypot on the forms that send an SMS or an e-mail (issue 54 §4)', () => {
  it('sends nothing for a bot that filled the trap or never drew the form, and works for a person', async () => {
    const { honeypotFields } = await import('~/server/honeypot.server');
    const ask = (form: Record<string, string>) => responseOf(() => phoneLogin(args(portalRequest('/login/phone', { form }))));
    const filled = { ...withHoneypot({ country: 'NG', phone: '08031112222' }), [honeypotFields().nameFieldName]: 'https://spam.example' };
    expect((await ask(filled)).status).toBe(400);
    expect((await ask({ country: 'NG', phone: '08031112222' })).status).toBe(400);
    expect((await ask(withHoneypot({ country: 'NG', phone: '08031112222' }))).status).toBe(302);
  });
});
