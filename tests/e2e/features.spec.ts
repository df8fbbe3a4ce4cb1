/**
 * A marketplace API without driver pay and document requests (issue 72 §3): a portal started in
 * front of a sandbox with both switched off (`SANDBOX_WITHOUT`) steps aside — the money tabs
 * without Driver pay, the dashboard without its pay notes, a driver's page without "Ask for" links,
 * and each of their pages (signed in or public) a plain "not offered yet" in the reader's language,
 * never a 500. JS on and off: every page is server-rendered.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fetchForm } from '../../bench/lib/form-key.mjs';
import { expect, it as test } from './fixtures';

const lane = Number(process.env.TEST_WORKER_INDEX ?? 0);
/** The portal's and its sandbox's ports: apart from the lanes' (3210+, 4210+) and the other spawned portals'. */
const PORT = 3960 + lane * 2 + Math.floor(Math.random() * 2) * 20;
const base = `http://localhost:${PORT}`;
let portal: ChildProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  portal = spawn(process.execPath, ['dist/server.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      SANDBOX_PORT: String(PORT + 1000),
      SANDBOX_DB: ':memory:',
      SANDBOX_WITHOUT: 'driver-pay,document-requests',
      METRICS_PORT: '0',
      REVOCATIONS_DB: ':memory:',
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
      RATE_LIMIT_FACTOR: '50',
      NODE_ENV: 'development',
    },
    stdio: 'ignore',
  });
  await expect.poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status ?? 0, { timeout: 60_000, intervals: [250] }).toBe(200);
});

test.afterAll(() => {
  portal?.kill('SIGTERM');
});

/** Sign in on this portal as `email`, from a phone that chose `language`; the session cookie's `name=value`. */
async function signIn(email: string, language: string): Promise<string> {
  const form = await fetchForm(`${base}/login`, `vp_lang=${language}`);
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, accept: 'text/html', cookie: `${form.cookie}; vp_lang=${language}` },
    body: new URLSearchParams({ _key: form.key, email, password: 'demo1234' }),
  });
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('vp_session='))!
    .split(';')[0]!;
}

test('driver pay and document requests not served: no tab, card or link to them, and their pages say so, never a 500', async ({ page, context }) => {
  const [name, value] = (await signIn('owner@example.com', 'en-NG')).split('=');
  await context.addCookies([{ name: 'vp_lang', value: 'en-NG', url: base }]);
  await context.addCookies([{ name: name!, value: value!, url: base }]);

  // The money area: every tab but Driver pay.
  await page.goto(`${base}/earnings`);
  const tabs = page.getByRole('navigation', { name: 'Money' });
  await expect(tabs.getByRole('link', { name: 'Payslips' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Driver pay' })).toHaveCount(0);

  // The dashboard: the money card without the pay notes.
  const dashboard = await page.goto(`${base}/dashboard`);
  expect(dashboard?.status()).toBe(200);
  await expect(page.getByTestId('month-margin')).toHaveCount(0);
  await expect(page.locator('a[href^="/earnings/pay"]')).toHaveCount(0);

  // A driver's page: their documents, without a way to ask for them by a link.
  await page.goto(`${base}/drivers`);
  const driverHref = await page.locator('a[href^="/drivers/details/"]').first().getAttribute('href');
  const driver = await page.goto(`${base}${driverHref}`);
  expect(driver?.status()).toBe(200);
  await expect(page.locator('a[href*="/ask"]')).toHaveCount(0);

  // Each page of the two features: 404, said plainly, with the way home.
  for (const [path, sentence] of [
    ['/earnings/pay', 'The marketplace does not offer driver pay yet. Everything else in the portal works as usual.'],
    ['/earnings/pay/driver/1', 'The marketplace does not offer driver pay yet. Everything else in the portal works as usual.'],
    [`${driverHref!.replace('/details', '')}/ask`, 'The marketplace does not offer document requests yet. Add a driver’s documents on their page as usual.'],
    ['/send/a-link-of-a-driver', 'The marketplace does not offer document requests yet. Add a driver’s documents on their page as usual.'],
    ['/pay/a-statement-link', 'The marketplace does not offer driver pay yet. Everything else in the portal works as usual.'],
  ] as const) {
    const res = await page.goto(`${base}${path}`);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByText('Not offered yet').first()).toBeVisible();
    await expect(page.getByText(sentence)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  }
});

test('the page of a feature not served speaks the reader’s language', async ({ page, context }) => {
  // The same owner from a phone that chose Hausa (each sign-in saves its own choice: the other test's is English).
  const [name, value] = (await signIn('owner@example.com', 'ha')).split('=');
  await context.addCookies([{ name: name!, value: value!, url: base }]);
  const res = await page.goto(`${base}/earnings/pay`);
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Ba a samar da shi ba tukuna').first()).toBeVisible();
  await expect(page.getByText('Kasuwa ba ta samar da albashin direbobi ba tukuna. Sauran abubuwan portal ɗin suna aiki kamar yadda aka saba.')).toBeVisible();
  await page.goto(`${base}/earnings`);
  const tabs = page.getByRole('navigation', { name: 'Kuɗi' });
  await expect(tabs.getByRole('link', { name: 'Takardun albashi' })).toBeVisible();
  await expect(tabs.getByRole('link', { name: 'Albashin direbobi' })).toHaveCount(0);
});
