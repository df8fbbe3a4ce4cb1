import { expect, it as test, SAME_WITHOUT_JS } from './fixtures';

test('the welcome splash links to login, sign-up and the FAQ', { tag: SAME_WITHOUT_JS }, async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Vehicle Partner Portal - Vehicle Partner');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle Partner Portal' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('link', { name: 'Become a vehicle partner' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'Go to FAQ' })).toHaveAttribute('href', '/faq');
  await expect(page.getByTestId('environment')).toHaveText('dev');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-NG');
});

test('an unknown path shows the page-not-found screen with HTTP 404 and a link home', { tag: SAME_WITHOUT_JS }, async ({ page, checkA11y }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Page not found - Vehicle Partner');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
});

test('documents carry the security headers and a CSP nonce that matches the scripts', async ({ page, jsEnabled, checkA11y }) => {
  const response = await page.goto('/');
  const headers = response!.headers();
  const csp = headers['content-security-policy'];
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toBeUndefined();
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
  expect(nonce).toBeTruthy();
  const html = await response!.text();
  expect(html).toContain(`nonce="${nonce}"`);
  if (jsEnabled) {
    // The enhancement script ran under the CSP, and a link is a document navigation (ADR 0020):
    // the browser loads the FAQ as a new page, which ships no script at all. (/login has one.)
    await page.goto('/login');
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-vp-enhanced'));
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.getByRole('link', { name: 'Go to FAQ' }).click();
    await page.waitForURL('/faq');
    await checkA11y();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(scripts).toEqual([]);
    await page.goBack();
  }
});

test('health and readiness answer', { tag: SAME_WITHOUT_JS }, async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200);
  const ready = await request.get('/readyz');
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toMatchObject({ upstream: 'ok' });
});

test('built assets are cached immutably for a year', { tag: SAME_WITHOUT_JS }, async ({ page, request }) => {
  await page.goto('/');
  const css = await page.locator('link[rel="stylesheet"]').first().getAttribute('href');
  const asset = await request.get(css!);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The behaviours' modules are named by their content (ADRs 0020, 0048).
  await page.goto('/login');
  const script = await request.get((await page.locator('script[src]').first().getAttribute('src'))!);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const publicFile = await request.get('/favicon.svg');
  expect(publicFile.headers()['cache-control']).toBe('public, max-age=3600');
});
