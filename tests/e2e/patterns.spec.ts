/**
 * The patterns of issue 9, seen from outside: one memberships call and at most two rounds of
 * upstream calls per page view, page views counted once, and a clear message when a script
 * chunk fails to load.
 */
import { analyticsEvents, expect, it as test, PORTAL_URL, SANDBOX_URL } from './fixtures';
import { pageRoutes } from '../../bench/routes.mjs';
import { sandboxClient } from '../../bench/lib/servers.mjs';

test('every page of the owner makes one memberships call and at most two rounds of upstream calls', async ({ sessionCookie, jsEnabled }) => {
  test.skip(!jsEnabled, 'counts requests of the server, the same with or without JavaScript');
  const cookie = await sessionCookie('owner@example.com');
  // The bench's list of pages, which fails when a route file has no sample (bench/routes.mjs).
  // The bench's own sample-making client, on the tests' sandbox: one list of how each sample is made.
  const sandbox = sandboxClient(SANDBOX_URL);
  const pages = (pageRoutes() as { id: string; as: string; path: string | ((x: { sandbox: typeof sandbox }) => Promise<string>) }[]).filter((r) => r.as === 'owner');
  expect(pages.length).toBeGreaterThan(25);
  const over: string[] = [];
  for (const route of pages) {
    const path = typeof route.path === 'function' ? await route.path({ sandbox }) : route.path;
    const requestId = `count-${route.id.replace(/\W/g, '')}-${Date.now()}`;
    const res = await fetch(PORTAL_URL + path, { headers: { cookie, 'x-request-id': requestId, accept: 'text/html' } });
    expect(res.status, path).toBe(200);
    await res.text();
    // The portal reports its upstream calls in a standard Server-Timing header…
    const timing = /desc="calls=(\d+) rounds=(\d+) memberships=(\d+)"/.exec(res.headers.get('server-timing') ?? '');
    expect(timing, `${path}: Server-Timing`).not.toBeNull();
    const [, calls, rounds, memberships] = timing!.map(Number);
    expect(memberships, `${path}: memberships calls`).toBe(1);
    if (rounds > 2) over.push(`${path}: ${rounds} rounds`);
    // …and the API saw the same calls, under the request's id.
    const seen: { path: string }[] = (await (await fetch(`${SANDBOX_URL}/__sandbox/calls?request_id=${requestId}`)).json()).data;
    expect(seen, path).toHaveLength(calls);
    expect(seen.filter((c) => c.path.endsWith('/partner-members'))).toHaveLength(1);
  }
  expect(over, 'pages with more than two serial rounds of upstream calls').toEqual([]);
});

test('a page view is recorded for every page load, a form submission’s redirect included', async ({ page, login }) => {
  await login('owner@example.com');
  const views = async () => (await analyticsEvents()).filter((e) => e.event === 'Partner Viewed settings.edit.partner Page').length;
  const before = await views();
  await page.goto('/settings');
  await expect.poll(views).toBe(before + 1);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Your profile was updated');
  // The redirect after saving is a new page load, with or without JavaScript (ADR 0020): a view.
  await expect.poll(views).toBe(before + 2);
});

test('a script that fails to load says so, with a way to reload', async ({ context, jsEnabled }) => {
  test.skip(!jsEnabled, 'scripts only');
  // A page of its own: the failed script is a script error on purpose.
  const page = await context.newPage();
  // A page that gets behaviours with the page (ADRs 0020, 0048): the sign-in form's Show/Hide.
  await page.route(/\/enhance\/reveal-[\w]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.goto('/login');
  const banner = page.getByRole('alert').filter({ hasText: 'Part of this page did not load' });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  // The page itself is still there, as plain HTML.
  await expect(page.getByRole('heading', { name: 'Welcome Partner' })).toBeVisible();
});

test('a page fetches its behaviours as small modules, its form’s checks at first use, and nothing of React (ADRs 0020, 0048)', async ({ page, jsEnabled }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome Partner' })).toBeVisible();
  if (jsEnabled) {
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-vp-enhanced'));
    // With the page: what shows at once (the blocked Login, Show/Hide) and the loader, as modules.
    expect(scripts.every((s) => /^\/enhance\/[a-z-]+-\w+\.js$/.test(s))).toBe(true);
    expect(scripts.some((s) => s.startsWith('/enhance/reveal-'))).toBe(true);
    expect(scripts.some((s) => s.startsWith('/enhance/form-check-'))).toBe(false);
    expect(await page.locator('script[src]').evaluateAll((els) => els.every((e) => e.getAttribute('type') === 'module'))).toBe(true);
    await expect(page.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-disabled', 'true');
    // The checks come at the form's first use, and run: a field left invalid says why.
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).focus();
    await expect.poll(() => scripts.some((s) => s.startsWith('/enhance/form-check-'))).toBe(true);
    await expect(page.getByText('Invalid email').first()).toBeVisible();
  } else {
    expect(scripts).toEqual([]);
  }
});
