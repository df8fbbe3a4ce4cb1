/**
 * What an operator runs on (issue 71): the metrics port counts what a partner did, by route id;
 * `Server-Timing` is for signed-in pages only; a hung marketplace API gets a page in the reader's
 * language within the read budget, with JavaScript on and off.
 */
import { spawn } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { fetchForm } from '../../bench/lib/form-key.mjs';
import { METRICS_PORT } from '../../playwright.config';
import { expect, formOf, it as test, PORTAL_URL, SAME_WITHOUT_JS } from './fixtures';

/** Sign in on the lane's portal from a phone that chose Hausa: the session speaks Hausa (the login saves the choice). */
async function hausaSession(email: string): Promise<string> {
  const form = await formOf('/login', 'vp_lang=ha');
  const res = await fetch(`${PORTAL_URL}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL_URL, cookie: `${form.cookie}; vp_lang=ha` },
    body: new URLSearchParams({ _key: form.key, email, password: 'demo1234' }),
  });
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('vp_session='))!
    .split(';')[0]!;
}

/** One sample's value from the Prometheus text, 0 when absent. */
async function sample(name: string, labels: Record<string, string>): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line ? Number(line.split(' ').at(-1)) : 0;
}

test('the metrics port counts pages by route id and upstream calls by operation, and the portal port never serves it', { tag: SAME_WITHOUT_JS }, async ({ sessionCookie }) => {
  const cookie = await sessionCookie('owner@example.com');
  const page = { route: 'routes/_app.drivers._index', method: 'GET', status: '200' };
  const before = await sample('vp_http_request_duration_seconds_count', page);
  const calls = await sample('vp_upstream_request_duration_seconds_count', { operation: 'GET /v1/users/:id/partner-members', outcome: 'ok' });
  for (let i = 0; i < 3; i++) expect((await fetch(`${PORTAL_URL}/drivers?page=${i + 1}`, { headers: { cookie } })).status).toBe(200);
  // Counted when each response closed: a scrape right after may be a moment early.
  await expect.poll(() => sample('vp_http_request_duration_seconds_count', page)).toBe(before + 3);
  expect(await sample('vp_upstream_request_duration_seconds_count', { operation: 'GET /v1/users/:id/partner-members', outcome: 'ok' })).toBeGreaterThanOrEqual(calls + 3);
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  // No id, e-mail or token in any label.
  expect(text).not.toMatch(/route="[^"]*\d{3,}|@example\.com|operation="[^"]*\/\d+/);
  expect((await fetch(`${PORTAL_URL}/metrics`, { headers: { cookie } })).status).toBe(404);
});

test('Server-Timing tells a signed-in person how the reads went, and a stranger nothing', { tag: SAME_WITHOUT_JS }, async ({ sessionCookie }) => {
  const guest = await fetch(`${PORTAL_URL}/login`);
  expect(guest.headers.get('server-timing')).toBeNull();
  const cookie = await sessionCookie('owner@example.com');
  const signedIn = await fetch(`${PORTAL_URL}/dashboard`, { headers: { cookie } });
  expect(signedIn.headers.get('server-timing')).toMatch(/^upstream;dur=/);
});

test('a hung marketplace API gets the page that says so in the reader’s language, within the read budget, with a way to retry', async ({ page, context }) => {
  test.setTimeout(60_000);
  // An upstream that takes connections and never answers.
  const hung = createServer(() => undefined);
  await new Promise<void>((resolve) => hung.listen(0, '127.0.0.1', resolve));
  const port = 3990 + Math.floor(Math.random() * 9);
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      UPSTREAM_API_URL: `http://127.0.0.1:${(hung.address() as { port: number }).port}`,
      UPSTREAM_READ_TIMEOUT_MS: '1500',
      METRICS_PORT: '0',
      REVOCATIONS_DB: ':memory:',
      LOG_LEVEL: 'silent',
      // The lanes' secret, so the lane's session cookie opens this portal too.
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
      NODE_ENV: 'development',
    },
    stdio: 'ignore',
  });
  try {
    const base = `http://localhost:${port}`;
    await expect.poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status ?? 0, { timeout: 20_000 }).toBe(200);
    // Kano's owner, signed in on the lane's portal (no other journey signs them in).
    const [name, value] = (await hausaSession('kano.owner@example.com')).split('=');
    await context.addCookies([{ name: name!, value: value!, url: base }]);
    const started = Date.now();
    const res = await page.goto(`${base}/dashboard`);
    expect(Date.now() - started).toBeLessThan(8_000);
    expect(res?.status()).toBe(504);
    await expect(page.getByText('Kasuwa ta daɗe ba ta amsa ba, don haka wannan shafi ya daina jira. Ku sake gwadawa nan ba da jimawa ba.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sake gwadawa' })).toHaveAttribute('href', '/dashboard');
  } finally {
    child.kill('SIGTERM');
    hung.close();
  }
});

test('a trace reaches the collector with the request, its upstream calls and its Redis commands under one trace id, and the API is told the trace', async ({ jsEnabled }) => {
  test.skip(!jsEnabled, 'process only');
  test.setTimeout(60_000);
  // A local OTLP/HTTP receiver: it keeps what the exporter posts (JSON).
  const posted: Array<{
    resourceSpans: Array<{ scopeSpans: Array<{ spans: Array<{ name: string; traceId: string; kind: number; attributes: Array<{ key: string; value: Record<string, unknown> }> }> }> }>;
  }> = [];
  const receiver = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (req.url === '/v1/traces') posted.push(JSON.parse(body));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  // Its own Redis, so the revocation check has a command to trace.
  const redisPort = 6480 + Math.floor(Math.random() * 15);
  const redis = spawn('redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const port = 3970 + Math.floor(Math.random() * 15);
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      SANDBOX_PORT: String(port + 1000),
      SANDBOX_DB: ':memory:',
      METRICS_PORT: '0',
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      REVOCATIONS_DB: ':memory:',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(receiver.address() as { port: number }).port}`,
      // JSON, so this receiver reads the spans (protobuf, the default, is tested in tracing.server.test.ts).
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'trace-secret-trace-secret-trace-secret',
      NODE_ENV: 'development',
    },
    stdio: 'ignore',
  });
  try {
    const base = `http://localhost:${port}`;
    await expect.poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status ?? 0, { timeout: 30_000 }).toBe(200);
    const form = await fetchForm(`${base}/login`);
    const login = await fetch(`${base}/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, cookie: form.cookie },
      body: new URLSearchParams({ _key: form.key, email: 'owner@example.com', password: 'demo1234' }),
    });
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('vp_session='))!
      .split(';')[0]!;
    expect((await fetch(`${base}/drivers`, { headers: { cookie, 'x-request-id': 'trace-drivers' } })).status).toBe(200);
    type Posted = { name: string; traceId: string; kind: number; attributes: Array<{ key: string; value: Record<string, unknown> }> };
    const spans = (): Posted[] => posted.flatMap((p) => p.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
    await expect.poll(() => spans().some((s) => s.name === 'GET routes/_app.drivers._index'), { timeout: 15_000 }).toBe(true);
    const page = spans().find((s) => s.name === 'GET routes/_app.drivers._index')!;
    const same = spans().filter((s) => s.traceId === page.traceId);
    // A client span per upstream call (kind 3: client) and per Redis command, in the page's trace.
    expect(same.filter((s) => s.kind === 3 && s.name.startsWith('GET /v1/')).length).toBeGreaterThan(0);
    expect(same.some((s) => s.name === 'redis EXISTS')).toBe(true);
    // The rate limiter's own Redis commands (its script) are traced too, in the log-in's trace.
    const loginSpan = spans().find((s) => s.name.startsWith('POST ') && s.name.includes('login'));
    expect(loginSpan).toBeDefined();
    expect(spans().some((s) => s.traceId === loginSpan!.traceId && s.kind === 3 && s.name.startsWith('redis EVAL'))).toBe(true);
    expect(same.find((s) => s.name.includes('partner-members'))?.name).toBe('GET /v1/users/:id/partner-members');
    // The API was told the trace: its calls carried a traceparent of the page's trace id.
    const seen: Array<{ traceparent: string | null }> = (await (await fetch(`http://127.0.0.1:${port + 1000}/__sandbox/calls?request_id=trace-drivers`)).json()).data;
    expect(seen.length).toBeGreaterThan(0);
    for (const call of seen) expect(call.traceparent).toMatch(new RegExp(`^00-${page.traceId}-[0-9a-f]{16}-01$`));
  } finally {
    child.kill('SIGTERM');
    redis.kill('SIGTERM');
    receiver.close();
  }
});
