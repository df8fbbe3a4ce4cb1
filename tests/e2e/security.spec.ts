/**
 * Hardening (issue 13), through the real server: cross-site requests, bounded bodies, safe
 * redirects, headers, no inline style under the CSP, and a graceful drain on SIGTERM.
 * HTTP-only checks run once (JS on project); browser journeys run with JS on and off.
 */
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { createServer, type Server } from 'node:net';
import { PORTAL_URL, SANDBOX_URL, expect, formOf, it as test, SAME_WITHOUT_JS } from './fixtures';

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/**
 * Send only the headers of a POST that declares `length` bytes, and read the answer: the server
 * must answer before the body arrives. Resolves the status and the body's text.
 */
function declaredPost(path: string, type: string, length: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(PORTAL_URL + path, { method: 'POST', headers: { 'content-type': type, 'content-length': String(length) } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on('error', reject);
    req.flushHeaders();
  });
}

async function post(path: string, body: string, headers: Record<string, string> = {}) {
  return fetch(PORTAL_URL + path, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body });
}

async function ownerCookie() {
  const login = await formOf('/login');
  const res = await post('/login', form({ _key: login.key, email: 'owner@example.com', password: 'demo1234' }), { origin: PORTAL_URL, cookie: login.cookie });
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('vp_session='))!
    .split(';')[0];
}

test('a cross-site POST is refused before it acts, a data request included', async ({ jsEnabled }) => {
  test.skip(!jsEnabled, 'HTTP only');
  // Logging a victim into the attacker's account through the data endpoint…
  const login = await post('/login?_data=routes%2F_auth.login', form({ email: 'owner@example.com', password: 'demo1234' }), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
  expect(login.status).toBe(403);
  expect(login.headers.getSetCookie()).toEqual([]);
  expect(await login.text()).toContain('This form was sent from another website');
  // …or logging the victim out.
  const cookie = await ownerCookie();
  const logout = await post('/logout', '', { cookie, 'sec-fetch-site': 'cross-site' });
  expect(logout.status).toBe(403);
  const still = await fetch(`${PORTAL_URL}/dashboard`, { headers: { cookie }, redirect: 'manual' });
  expect(still.status).toBe(200);
});

test('a form on another website cannot change the partner’s data', async ({ page, signedInAs, checkA11y }) => {
  await signedInAs('owner@example.com');
  await page.route(`${SANDBOX_URL}/attack`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><title>Win a prize</title><main><h1>Win a prize</h1><form method="post" action="${PORTAL_URL}/logout"><button>Claim</button></form></main></html>`,
    }),
  );
  await page.goto(`${SANDBOX_URL}/attack`);
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByRole('heading', { name: 'Not sent from this site' })).toBeVisible();
  await checkA11y();
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('bodies: too large is 413 before it is read, not a form is 415, unknown length is 411; nothing is echoed', async ({ jsEnabled }) => {
  test.skip(!jsEnabled, 'HTTP only');
  const big = await declaredPost('/forgot-password', 'application/x-www-form-urlencoded', 50 * 1024 * 1024);
  expect(big.status).toBe(413);
  expect(big.text).toContain('Too large');
  expect(big.text.length).toBeLessThan(2000);
  for (const type of ['application/json', 'text/plain']) {
    const res = await post('/forgot-password', '{"email":"a@b.c"}', { 'content-type': type });
    expect(res.status, type).toBe(415);
  }
  const upload = await declaredPost('/dashboard/company-kyc', 'multipart/form-data; boundary=x', 27 * 1024 * 1024);
  expect(upload.status).toBe(413);
  const chunked = await new Promise<number>((resolve, reject) => {
    const req = httpRequest(`${PORTAL_URL}/forgot-password`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end('email=a%40b.c');
  });
  expect(chunked).toBe(411);
});

test('a redirect target outside printable ASCII falls back to the dashboard', async ({ jsEnabled }) => {
  test.skip(!jsEnabled, 'HTTP only');
  const login = await formOf('/login');
  const res = await post('/login?redirect=%2F%E3%80%82evil.com', form({ _key: login.key, email: 'owner@example.com', password: 'demo1234' }), { cookie: login.cookie });
  expect(res.status).toBe(302);
  expect(res.headers.get('location')).toBe('/dashboard');
});

test('private pages and their data are not stored; powerful features are off; no inline style is allowed', async ({ jsEnabled }) => {
  test.skip(!jsEnabled, 'HTTP only');
  const cookie = await ownerCookie();
  for (const path of ['/dashboard', '/dashboard?_data=routes%2F_app.dashboard', '/settings/members', '/login']) {
    const res = await fetch(PORTAL_URL + path, { headers: { cookie } });
    expect(res.headers.get('cache-control'), path).toContain('no-store');
    expect(res.headers.get('permissions-policy'), path).toContain('camera=()');
  }
  const csp = (await fetch(`${PORTAL_URL}/login`)).headers.get('content-security-policy') ?? '';
  expect(csp).toContain("style-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  const dashboard = await (await fetch(`${PORTAL_URL}/dashboard`, { headers: { cookie } })).text();
  expect(dashboard).toContain('<svg');
  expect(dashboard).not.toMatch(/ style="/);
});

test('the charts and forms draw without breaking the CSP', { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await signedInAs('owner@example.com');
  for (const path of ['/dashboard', '/add-account', '/login/phone', '/drivers']) await page.goto(path);
  expect(violations).toEqual([]);
});

/** A TCP server that accepts connections and never answers: an upstream that hangs. */
async function hangingUpstream(): Promise<{ server: Server; url: string }> {
  const server = createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return { server, url: `http://127.0.0.1:${address.port}` };
}

test('SIGTERM: in-flight requests finish with Connection: close, readiness says so, and the process exits 0 quickly', async ({ jsEnabled }) => {
  test.skip(!jsEnabled, 'process only');
  test.setTimeout(60_000);
  const upstream = await hangingUpstream();
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, ['dist/server.js'], {
    env: { ...process.env, PORT: String(port), UPSTREAM_API_URL: upstream.url, LOG_LEVEL: 'warn', SESSION_SECRET: 'drain-secret-drain-secret-drain-secret', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.on('exit', (code) => resolve({ code, at: Date.now() })));
  const base = `http://127.0.0.1:${port}`;
  await expect.poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status ?? 0, { timeout: 20_000 }).toBe(200);

  // In flight: readiness waits for the hanging upstream (3 s) while SIGTERM arrives.
  const inFlight = fetch(`${base}/readyz`);
  await new Promise((r) => setTimeout(r, 300));
  const signalled = Date.now();
  child.kill('SIGTERM');
  const res = await inFlight;
  expect(res.status).toBe(503);
  expect(res.headers.get('connection')).toBe('close');
  // The reason (a timeout) stays in the log; the reply says only what a load balancer needs.
  expect(JSON.stringify(await res.json())).not.toMatch(/timeout|aborted|fetch failed/i);
  const { code, at } = await exited;
  expect(code).toBe(0);
  expect(at - signalled).toBeLessThan(10_000);
  upstream.server.close();
});
