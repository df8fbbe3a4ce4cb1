/**
 * Several replicas sharing Redis behind nginx (issue 14 §1–2), over plain HTTP(S) from Node:
 * the address the rate limits see is the one nginx saw (a forged X-Forwarded-For is ignored);
 * the failed-login count is shared; a logout on one replica ends the session on the other;
 * nginx's request id reaches the replica's log; and with Redis down the portal keeps serving
 * (rate limits fall back to each replica, sessions pass for the grace period and then get a
 * 503 that keeps the cookie) until Redis is back.
 */
import { readFileSync } from 'node:fs';
import { connect as http2Connect } from 'node:http2';
import { expect, test } from '@playwright/test';
import { PROXY_PORTS } from '../../playwright.config';
import { startProxyStack } from '../../scripts/proxy-stack.mjs';
import { stackClient } from './proxy-client';

type Stack = Awaited<ReturnType<typeof startProxyStack>>;
let stack: Stack;
/** The grace period of this stack's replicas, in ms (ADR 0012; 30 s by default). */
const GRACE_MS = 2_000;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(90_000);
  stack = await startProxyStack({ ...PROXY_PORTS, env: { SESSION_CHECK_GRACE_MS: String(GRACE_MS) } });
});
test.afterAll(async () => {
  await stack?.stop();
});

const client = () => stackClient(stack);
const viaNginx = (...args: Parameters<ReturnType<typeof stackClient>['viaNginx']>) => client().viaNginx(...args);
const toReplica = (...args: Parameters<ReturnType<typeof stackClient>['toReplica']>) => client().toReplica(...args);
const signIn = (email?: string) => client().signIn(email);

test('HTTP/2 over TLS, and nginx’s request id is the one the replica logs', async () => {
  const session = http2Connect(stack.url, { rejectUnauthorized: false });
  try {
    const { status, requestId } = await new Promise<{ status: number; requestId: string }>((resolve, reject) => {
      const stream = session.request({ ':path': '/login', 'x-request-id': 'forged-by-the-client' });
      stream.on('response', (headers) => resolve({ status: Number(headers[':status']), requestId: String(headers['x-request-id']) }));
      stream.on('error', reject);
      stream.resume();
    });
    expect(status).toBe(200);
    // nginx sets its own id: the client's is never passed on.
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(() => stack.replicas.some((r) => readFileSync(r.logFile, 'utf8').includes(`"id":"${requestId}"`))).toBe(true);
  } finally {
    session.close();
  }
});

test('no bearer token reaches a log: pass, cancel link, document link, reset and sign-in tokens are redacted by nginx and the replicas (issues 31 §2, 43 §2)', async () => {
  const secrets = ['Zk3pQ9xL2mN8vB4cT6yR1w', 'Qm7rT2wX9pL4kN8vB3cY6z', 'resetTokenSecret42', 'signInTokenSecret42', 'Dq5sW8eR1tY4uI7oP0aS3d'];
  await viaNginx(`/pass/${secrets[0]}`);
  await viaNginx(`/payout-account/cancel/${secrets[1]}`);
  await viaNginx(`/password/${secrets[2]}`);
  await viaNginx(`/redirect?token=${secrets[3]}&path=%2Fdashboard`);
  await viaNginx(`/send/${secrets[4]}`);
  await new Promise((r) => setTimeout(r, 300));
  const logs = [stack.nginxLog, ...stack.replicas.map((r) => r.logFile)].map((f) => readFileSync(f, 'utf8'));
  expect(logs[0]).toContain('/pass/[redacted]');
  expect(logs[0]).toContain('/send/[redacted]');
  for (const log of logs) for (const secret of secrets) expect(log).not.toContain(secret);
});

test('rate limits see the address nginx saw; a forged X-Forwarded-For is ignored', async () => {
  // 30 password-reset requests per address per 15 minutes (README, Security). Each one forges
  // a different address, and each would get a fresh count if the header were believed.
  for (let i = 0; i < 30; i++) {
    const res = await viaNginx('/forgot-password', { method: 'POST', localAddress: '127.0.0.2', headers: { 'x-forwarded-for': `203.0.113.${i}` }, form: { email: `reset.${i}@example.com` } });
    expect(res.status, `request ${i + 1}`).not.toBe(429);
  }
  const limited = await viaNginx('/forgot-password', { method: 'POST', localAddress: '127.0.0.2', headers: { 'x-forwarded-for': '203.0.113.250' }, form: { email: 'reset.last@example.com' } });
  expect(limited.status).toBe(429);
  // Another client (another address at nginx) is not held back by the first one's count.
  const other = await viaNginx('/forgot-password', { method: 'POST', localAddress: '127.0.0.3', form: { email: 'reset.other@example.com' } });
  expect(other.status).not.toBe(429);
});

test('the failed-login count is shared: the 11th failure is refused by either replica', async () => {
  const form = { email: 'shared.count@example.com', password: 'wrong-password' };
  for (let i = 0; i < 10; i++) {
    const res = await toReplica(i % 2, '/login', { method: 'POST', form });
    expect(res.status, `failure ${i + 1} on replica ${(i % 2) + 1}`).not.toBe(429);
  }
  expect((await toReplica(0, '/login', { method: 'POST', form })).status).toBe(429);
  expect((await toReplica(1, '/login', { method: 'POST', form })).status).toBe(429);
  expect((await viaNginx('/login', { method: 'POST', form })).status).toBe(429);
});

test('40 parallel wrong passwords over both replicas: exactly 10 reach the API, 30 are refused (issue 20 §2)', async () => {
  const form = { email: 'parallel.guesses@example.com', password: 'wrong-password' };
  const statuses = (await Promise.all(Array.from({ length: 40 }, (_, i) => toReplica(i % 2, '/login', { method: 'POST', form })))).map((r) => r.status);
  expect(statuses.filter((s) => s === 429)).toHaveLength(30);
  expect(statuses.filter((s) => s === 400)).toHaveLength(10);
});

test('a logout on one replica ends the session on the other', async () => {
  const cookie = await signIn();
  expect((await toReplica(0, '/dashboard', { cookie })).status).toBe(200);
  // Alike on purpose (issue 70 §4): each replica is asked in turn, written out so a failure names it.
  expect((await toReplica(1, '/dashboard', { cookie })).status).toBe(200);
  // The API fails to end the token, so only the portal's own revocation can end the session.
  const fault = await fetch(`${stack.sandboxUrl}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/v1/logout', status: 503, message: 'down', times: 1 }),
  });
  expect(fault.ok).toBe(true);
  const logout = await toReplica(0, '/logout', { method: 'POST', cookie });
  expect(logout.location).toBe('/login');
  const after = await toReplica(1, '/dashboard', { cookie });
  expect(after.status).toBe(302);
  expect(after.location).toBe('/login?redirect=%2Fdashboard');
});

test('a logout survives a restart of Redis: the append-only file keeps it (issue 31 §2)', async () => {
  test.setTimeout(60_000);
  const cookie = await signIn();
  expect((await toReplica(1, '/dashboard', { cookie })).status).toBe(200);
  const fault = await fetch(`${stack.sandboxUrl}/__sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/v1/logout', status: 503, message: 'down', times: 1 }),
  });
  expect(fault.ok).toBe(true);
  expect((await toReplica(0, '/logout', { method: 'POST', cookie })).location).toBe('/login');
  await stack.redis.stop();
  await stack.redis.start();
  for (const replica of [0, 1]) {
    await expect.poll(async () => (await (await fetch(`${stack.replicas[replica].url}/readyz`)).json()).redis, { timeout: 15_000 }).toBe('ok');
    const after = await toReplica(replica, '/dashboard', { cookie });
    expect(after.status, `replica ${replica + 1}`).toBe(302);
    expect(after.location).toBe('/login?redirect=%2Fdashboard');
  }
});

test('Redis down: limits fall back to each replica, sessions pass for the grace period, then a 503 keeps the cookie until Redis is back', async () => {
  test.setTimeout(60_000);
  const cookie = await signIn();
  await stack.redis.stop();
  try {
    // Within the grace period: pages are served, and a failed login is answered as usual.
    for (const replica of [0, 1]) expect((await toReplica(replica, '/dashboard', { cookie })).status).toBe(200);
    const failed = await viaNginx('/login', { method: 'POST', form: { email: 'outage@example.com', password: 'wrong-password' } });
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(failed.status).toBeLessThan(500);

    await new Promise((r) => setTimeout(r, GRACE_MS + 500));
    for (const replica of [0, 1]) {
      const refused = await toReplica(replica, '/dashboard', { cookie });
      expect(refused.status).toBe(503);
      expect(refused.body).toContain('We cannot confirm your sign-in right now. Please try again in a minute; you will not need to sign in again.');
    }
    // Through nginx the same readable page, and the cookie is not cleared.
    const page = await viaNginx('/dashboard', { headers: { cookie } });
    expect(page.status).toBe(503);
    expect(page.headers['set-cookie'] ?? []).not.toContainEqual(expect.stringMatching(/^__Host-vp_session=;/));
    expect(readFileSync(stack.replicas[0].logFile, 'utf8')).toContain('Redis unavailable: rate limits fall back to this replica');
  } finally {
    await stack.redis.start();
  }
  // Back: each replica reconnects, and the same cookie works again.
  for (const replica of [0, 1]) {
    await expect.poll(async () => (await (await fetch(`${stack.replicas[replica].url}/readyz`)).json()).redis, { timeout: 15_000 }).toBe('ok');
    expect((await toReplica(replica, '/dashboard', { cookie })).status).toBe(200);
  }
});
