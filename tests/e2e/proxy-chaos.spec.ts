/**
 * The chaos journey (issue 71 §6): two replicas behind nginx sharing Redis, and the faults an
 * operator meets, one after another — Redis killed and started empty, the marketplace's API hanging,
 * then answering 500, then back. Each request in flight gets a clear page (never a stack trace), no
 * logged-out session comes back to life, a write sent during the outage is neither lost (the same
 * form goes through once the API is back) nor doubled (sent again, it is still one), and the
 * replicas' metrics show each fault. No retry: every step waits for what it needs.
 */
import { expect, test } from '@playwright/test';
import { PROXY_PORTS } from '../../playwright.config';
import { startProxyStack } from '../../scripts/proxy-stack.mjs';
import { stackClient } from './proxy-client';

type Stack = Awaited<ReturnType<typeof startProxyStack>>;
let stack: Stack;
let client: ReturnType<typeof stackClient>;
/** The replicas' read budget here (UPSTREAM_READ_TIMEOUT_MS), in ms. */
const READ_BUDGET_MS = 1_500;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(90_000);
  stack = await startProxyStack({ ...PROXY_PORTS, env: { UPSTREAM_READ_TIMEOUT_MS: String(READ_BUDGET_MS) } });
  client = stackClient(stack);
});
test.afterAll(async () => {
  await stack?.stop();
});

/** Ask the sandbox for a fault: `kind` 'faults' (an answer of `status`) or 'delays' (`ms` before answering), for `times` calls of `path`. */
async function fault(kind: 'faults' | 'delays', body: Record<string, unknown>) {
  const res = await fetch(`${stack.sandboxUrl}/__sandbox/${kind}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(201);
}
/** A metric's samples summed over both replicas (the Prometheus text), by name and label text. */
async function metric(name: string, labels = ''): Promise<number> {
  let total = 0;
  for (const replica of stack.replicas) {
    const text = await (await fetch(replica.metricsUrl)).text();
    for (const line of text.split('\n')) if (line.startsWith(`${name}{`) && line.includes(labels)) total += Number(line.split(' ').at(-1));
  }
  return total;
}
const noStackTrace = (body: string) => expect(body).not.toMatch(/\n\s+at [\w.<>]+ \(|node_modules|Error: /);

test('Redis starts empty, the API hangs, fails and comes back: clear pages, no session back, no write lost or doubled, and the metrics say so', async () => {
  test.setTimeout(120_000);
  const owner = await client.signIn();
  const leaver = await client.signIn();
  for (const replica of [0, 1]) expect((await client.toReplica(replica, '/dashboard', { cookie: leaver })).status).toBe(200);
  // The API fails to end the token, so only the portal's revocation can end this session.
  await fault('faults', { path: '/v1/logout', status: 503, message: 'down', times: 1 });
  expect((await client.toReplica(0, '/logout', { method: 'POST', cookie: leaver })).location).toBe('/login');

  // 1. Redis is killed and comes back with nothing: the logout must hold on both replicas. (While
  // Redis is away, ADR 0012's grace lets sessions through unchecked; here each replica is back on.)
  await stack.redis.restartEmpty();
  for (const replica of [0, 1]) await expect.poll(async () => (await (await fetch(`${stack.replicas[replica]!.url}/readyz`)).json()).redis, { timeout: 15_000 }).toBe('ok');
  for (const replica of [0, 1]) {
    // While the replicas write their logouts back, the session is "cannot be checked" (503), never served.
    await expect
      .poll(
        async () => {
          const page = await client.toReplica(replica, '/dashboard', { cookie: leaver });
          expect(page.status, `replica ${replica + 1} served a logged-out session`).not.toBe(200);
          if (page.status === 503) expect(page.body).toContain('We cannot confirm your sign-in right now');
          return page.status;
        },
        { timeout: 20_000, intervals: [250] },
      )
      .toBe(302);
  }
  // The live session is served again by both.
  for (const replica of [0, 1]) await expect.poll(async () => (await client.toReplica(replica, '/dashboard', { cookie: owner })).status, { timeout: 20_000 }).toBe(200);

  // 2. The API hangs: the page gives up within the read budget with the page that says so.
  await fault('delays', { path: '/v1/*', ms: 10_000, times: 40 });
  const started = Date.now();
  const hung = await client.viaNginx('/dashboard', { headers: { cookie: owner } });
  expect(Date.now() - started).toBeLessThan(READ_BUDGET_MS * 2 + 3_000);
  expect(hung.status).toBe(504);
  expect(hung.body).toContain('The marketplace is taking too long to answer, so this page stopped waiting. Please try again in a moment.');
  noStackTrace(hung.body);
  await fetch(`${stack.sandboxUrl}/__sandbox/delays`, { method: 'DELETE' });

  // 3. The API answers 500: a readable page; a bonus entered now is refused in words and not written.
  const driverId = /\/drivers\/details\/(\d+)/.exec((await client.toReplica(0, '/drivers', { cookie: owner })).body)![1];
  const payPage = `/earnings/pay/driver/${driverId}`;
  const today = (await (await fetch(`${stack.sandboxUrl}/__sandbox/clock`)).json()).data.day as string;
  const note = `Chaos bonus ${Date.now().toString(36)}`;
  // The key of the entry form (the page's own; the shell's logout form comes first and has its own).
  const html = (await client.toReplica(0, payPage, { cookie: owner })).body;
  const entryForm = html.slice(0, html.indexOf('value="entry"'));
  const formKey = [...entryForm.matchAll(/name="_key" value="([^"]+)"/g)].at(-1)![1]!;
  const bonus = { _key: formKey, intent: 'entry', kind: 'bonus', amount: '1,250', day: today, note };
  await fault('faults', { path: '/v1/*', status: 500, message: 'Injected outage', times: 200 });
  const failing = await client.viaNginx('/dashboard', { headers: { cookie: owner } });
  expect(failing.status).toBeGreaterThanOrEqual(500);
  expect(failing.body).toMatch(/Retry/);
  noStackTrace(failing.body);
  const refused = await client.toReplica(1, payPage, { method: 'POST', cookie: owner, form: bonus });
  expect(refused.status).toBeGreaterThanOrEqual(400);
  noStackTrace(refused.body);
  await fetch(`${stack.sandboxUrl}/__sandbox/faults`, { method: 'DELETE' });

  // 4. Back: pages are served; the same form (same key) goes through once, and sent again is still once.
  await expect.poll(async () => (await client.viaNginx('/dashboard', { headers: { cookie: owner } })).status, { timeout: 15_000 }).toBe(200);
  // The entries the API holds, as the driver's pay page lists them (one line each).
  const entries = async () => {
    const page = (await client.toReplica(0, payPage, { cookie: owner })).body;
    const list = page.slice(page.indexOf('data-testid="driver-pay-entries"'));
    return list.slice(0, list.indexOf('</ul>')).split(note).length - 1;
  };
  expect(await entries()).toBe(0);
  for (const replica of [0, 1]) {
    const again = await client.toReplica(replica, payPage, { method: 'POST', cookie: owner, form: bonus });
    expect(again.status, `replica ${replica + 1}`).toBeLessThan(400);
  }
  expect(await entries()).toBe(1);

  // 5. The metrics saw each fault: the timeouts, the 500s, the refused session, and Redis back.
  expect(await metric('vp_upstream_request_duration_seconds_count', 'outcome="timeout"')).toBeGreaterThan(0);
  expect(await metric('vp_upstream_request_duration_seconds_count', 'outcome="server_error"')).toBeGreaterThan(0);
  expect(await metric('vp_http_request_duration_seconds_count', 'status="504"')).toBeGreaterThan(0);
  expect(await metric('vp_sessions_ended_total', 'reason="expired"')).toBeGreaterThan(0);
  for (const replica of stack.replicas) expect(await (await fetch(replica.metricsUrl)).text()).toMatch(/^vp_redis_up 1$/m);
});
