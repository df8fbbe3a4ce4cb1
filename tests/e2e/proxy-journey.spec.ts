/**
 * The deployment (issue 14 §1), JS on and off: the partner's journey through real nginx
 * (deploy/nginx/portal.conf, TLS with a certificate made for the run, HTTP/2) in front of two
 * replicas sharing Redis. Sign-in gives a `Secure`, `__Host-` cookie and HSTS; a replica told
 * to stop (SIGTERM) as the login form is sent loses no request; a driver's documents upload
 * through the proxy and reach the API.
 */
import { PROXY_PORTS } from '../../playwright.config';
import { startProxyStack } from '../../scripts/proxy-stack.mjs';
import { PDF, PNG } from './fleet-helpers';
import { expect, it as test, uniquePhone } from './fixtures';

type Stack = Awaited<ReturnType<typeof startProxyStack>>;
let stack: Stack;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  test.setTimeout(90_000);
  stack = await startProxyStack(PROXY_PORTS);
});
test.afterAll(async () => {
  await stack?.stop();
});

/** Responses a partner would notice: 5xx from the proxy or a replica, or a request that never got an answer. */
function watchFailures(page: import('@playwright/test').Page, jsEnabled: boolean) {
  const failures: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 500) failures.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    // A navigation that replaces a page cancels that page's own pending requests: not a loss;
    // without JavaScript the browser refuses the page's script preloads itself ("csp").
    const reason = r.failure()?.errorText ?? '';
    if (!/ERR_ABORTED/.test(reason) && !(reason === 'csp' && !jsEnabled)) failures.push(`${r.failure()?.errorText} ${r.method()} ${r.url()}`);
  });
  return failures;
}

test('sign in through nginx: Secure __Host- cookie, HSTS, and a replica stopping mid-journey loses nothing', async ({ page, checkA11y, jsEnabled }) => {
  const failures = watchFailures(page, jsEnabled);
  const first = await page.goto('/login');
  expect(first?.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  // The first replica is told to stop as the form goes: it drains, and nginx sends the rest to the other.
  try {
    await Promise.all([page.getByRole('button', { name: 'Login' }).click(), stack.replicas[0].terminate()]);
    await expect(page).toHaveURL('/dashboard');
    await expect(page).toHaveTitle('Dashboard - Vehicle Partner');
    await checkA11y();

    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).not.toContain('vp_session');
    expect(cookies.find((c) => c.name === '__Host-vp_session')).toMatchObject({ secure: true, httpOnly: true, path: '/', sameSite: 'Lax', domain: 'localhost' });

    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    for (const area of ['Drivers', 'Vehicles', 'Earnings', 'Dashboard']) {
      await nav.getByRole('link', { name: area }).click();
      await expect(page.getByRole('heading', { level: 1, name: area })).toBeVisible();
      await checkA11y();
    }
    await expect.poll(() => stack.replicas[0].exited(), { timeout: 15_000 }).toBe(true);
    expect(failures).toEqual([]);
  } finally {
    if (stack.replicas[0].exited()) await stack.replicas[0].start();
  }
});

test('a driver’s documents upload through nginx and reach the API', async ({ page, login, checkA11y, jsEnabled }) => {
  const failures = watchFailures(page, jsEnabled);
  await login('owner@example.com');
  await page.goto('/drivers/add-driver');
  const phone = uniquePhone();
  await page.getByLabel('First name').fill('Bola');
  await page.getByLabel('Last name').fill('Proxied');
  await page.getByLabel('Phone number', { exact: true }).fill(phone);
  await page.getByLabel('Date of birth').fill('1986-02-11');
  await page.getByLabel('Residential address').fill('12 Allen Avenue, Ikeja');
  await page.getByLabel('Licence number').fill('PRX123456');
  await page.getByLabel('Licence class').selectOption('E');
  await page.getByLabel('Licence expiry').fill(`${new Date().getUTCFullYear() + 1}-06-30`);
  await page.getByLabel('Licence (photo or scan)').setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('LASDRI card number').fill('LAS556677');
  await page.getByLabel('LASDRI expiry').fill(`${new Date().getUTCFullYear() + 1}-06-30`);
  await page.getByLabel('LASDRI card (photo or scan)').setInputFiles({ name: 'lasdri.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Add driver' }).click({ force: true });
  await expect(page.getByRole('heading', { name: 'Bola Proxied' })).toBeVisible();
  await checkA11y();
  expect(failures).toEqual([]);

  // What the API stored, asked of the stack's own sandbox.
  const token = (
    await (
      await fetch(`${stack.sandboxUrl}/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'owner@example.com', password: 'demo1234' }) })
    ).json()
  ).data.token;
  const found = (await (await fetch(`${stack.sandboxUrl}/v1/partners/1/drivers?search=${encodeURIComponent(`+234${phone.slice(1)}`)}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
  expect(found).toHaveLength(1);
  expect(found[0].documents.map((d: { type: string; state: string }) => `${d.type}:${d.state}`).sort()).toEqual(['driver_licence:pending_review', 'lasdri:pending_review']);
});
