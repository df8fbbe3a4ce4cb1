import { analyticsEvents, expect, injectFault, it as test, onboardedPartner, sandboxApi, unique, SAME_WITHOUT_JS } from './fixtures';

test('a driver manager sees only Drivers and Settings, and is denied the dashboard, trips and earnings', { tag: SAME_WITHOUT_JS }, async ({ page, login, checkA11y }) => {
  await login('drivers.manager@example.com');
  // Sign-in lands on the first page the roles allow (issue 15), with no denial toast.
  await expect(page).toHaveURL('/drivers');
  await expect(page.getByTestId('toast')).toHaveCount(0);
  const sidebar = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(sidebar.getByRole('link')).toHaveText(['Drivers', 'Settings']);
  for (const [path, title] of [
    ['/earnings', 'Earnings'],
    ['/trips', 'Trips'],
    ['/dashboard', 'Dashboard'],
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL('/settings');
    await expect(page.getByTestId('toast')).toContainText(`You do not have access to view ${title} page`);
  }
  await page.goto('/drivers');
  await expect(page).toHaveURL('/drivers');
  await expect(page.getByRole('heading', { level: 1, name: 'Drivers' })).toBeVisible();
  await checkA11y();
});

test('the owner sees every sidebar item, the header and the seeded figures', { tag: SAME_WITHOUT_JS }, async ({ page, login }) => {
  await login('owner@example.com');
  await expect(page).toHaveURL('/dashboard');
  await expect(page).toHaveTitle('Dashboard - Vehicle Partner');
  await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link')).toHaveText(['Dashboard', 'Vehicles', 'Drivers', 'Trips', 'Routes', 'Earnings', 'Settings']);
  await expect(page.getByTestId('company-name')).toHaveText('Lagos Shuttle P...');
  await expect(page.getByRole('link', { name: 'Go to FAQ' })).toHaveAttribute('href', '/faq');

  const { body } = await sandboxApi('POST', '/v1/login', { email: 'owner@example.com', password: 'demo1234' });
  const summary = (await sandboxApi('GET', '/v1/partners/1/summaries?period=All', undefined, body.data.token)).body.data;
  const ratings = (await sandboxApi('GET', '/v1/ratings/partners/1', undefined, body.data.token)).body.data;
  // The API sends kobo; the card shows naira to the kobo.
  const kobo: number = summary.earningsSummary.unsettledEarnings.amount;
  expect(Number.isInteger(kobo)).toBe(true);
  const naira = `₦${new Intl.NumberFormat('en-NG').format(Math.trunc(kobo / 100))}.${String(kobo % 100).padStart(2, '0')}`;
  await expect(page.getByTestId('card-earnings')).toContainText(naira);
  // Other journeys add vehicles and drivers to the same sandbox: the figures are the API's.
  await expect(page.getByTestId('card-vehicles')).toContainText(String(summary.total_vehicles));
  await expect(page.getByTestId('card-drivers')).toContainText(String(summary.total_drivers));
  await expect(page.getByTestId('card-ratings')).toContainText(`${ratings.rating.toFixed(1)} / 10`);
  // Everything is done for the seeded business, so the checklist banner is hidden.
  await expect(page.getByRole('heading', { name: 'Complete your profile' })).toHaveCount(0);
  // Both charts are SVG from the server. The bar chart's columns link to that day's completed
  // trips (for pointers; the drawing is hidden from assistive technology, whose alternative is
  // the figures table with the same links).
  await expect(page.getByTestId('trips-chart').locator('svg[aria-hidden="true"]')).toHaveCount(2);
  await expect(page.getByTestId('trips-chart').locator('svg title').first()).toContainText('completed trip');
  const firstDay = `${new Date(Date.now() + 3_600_000).toISOString().slice(0, 7)}-01`;
  await expect(page.getByTestId('trips-chart').locator('svg a').first()).toHaveAttribute('href', `/trips?tab=completed&from=${firstDay}&to=${firstDay}`);
  // The figures' table sits in a closed <details>: present in the page, shown on demand.
  const figures = page.locator('table').filter({ has: page.locator('caption', { hasText: 'Completed trips per day this month' }) });
  await expect(figures.locator('tbody tr').first()).toBeAttached();
  await page.getByText('Show the figures').click();
  await expect(page.getByRole('table', { name: 'Completed trips per day this month' })).toBeVisible();
  await expect(figures.getByRole('link', { name: firstDay.split('-').reverse().join('-') })).toHaveAttribute('href', `/trips?tab=completed&from=${firstDay}&to=${firstDay}`);
  await expect(page.getByTestId('compliance-chart').locator('svg[role="img"]')).toHaveAttribute('aria-label', /Trips due: \d+ completed and \d+ cancelled/);
  // Incompleted: trips that were due and did not complete (cancelled), not those still to come.
  await expect(page.getByTestId('compliance-text')).toContainText(`${summary.total_completed_trips} completed and ${summary.total_cancelled_trips} were cancelled.`);
  // Money and the fleet first: unsettled earnings with the next payout, trips today, vehicles on the road.
  const earnings = (await sandboxApi('GET', '/v1/partners/1/earnings/summary', undefined, body.data.token)).body.data;
  await expect(page.getByTestId('card-earnings')).toContainText('Unsettled earnings');
  await expect(page.getByTestId('card-earnings')).toContainText(`Next payout ${earnings.next_payout_date.split('-').reverse().join('-')}`);
  await expect(page.getByTestId('card-trips-today')).toContainText(String(summary.trips_today));
  await expect(page.getByTestId('card-on-road')).toContainText(String(summary.total_active_trips));
  // The live panel's snapshot: the vehicles on active trips (at least 2 at any hour).
  await expect(page.getByRole('heading', { name: 'On the road now' })).toBeVisible();
  await expect(page.getByTestId('live-row')).toHaveCount(summary.total_active_trips);
  await expect(page.getByTestId('live-row').first()).toContainText(/[A-Z]{3}-\w+.*km\/h.*(s ago|at \d\d:\d\d)/);
});

test('the period filter changes the figures and stays in the URL; with JavaScript the old figures are marked stale meanwhile', async ({ page, signedInAs, jsEnabled }) => {
  await signedInAs('owner@example.com');
  await page.goto('/dashboard');
  const all = await page.getByTestId('card-earnings').textContent();
  if (jsEnabled) {
    // The select applies on change: no Apply button. Hold the data request to see the stale mark.
    await expect(page.getByRole('button', { name: 'Apply' })).toHaveCount(0);
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/dashboard?period=last_month*', async (route) => {
      await held;
      await route.continue();
    });
    // The page is a document on its way out (ADR 0019): it reports its marks as they change.
    const marks: { stale: string | null; busy: string | null; loading: boolean }[] = [];
    await page.exposeFunction('reportMarks', (m: (typeof marks)[number]) => marks.push(m));
    await page.evaluate(() => {
      const figures = document.querySelector('[data-testid="dashboard-figures"]')!;
      const report = (window as unknown as { reportMarks: (m: unknown) => void }).reportMarks;
      new MutationObserver(() =>
        report({ stale: figures.getAttribute('data-vp-stale'), busy: figures.getAttribute('aria-busy'), loading: !document.querySelector('[data-vp-loading]')!.hasAttribute('hidden') }),
      ).observe(figures, { attributes: true });
    });
    await page.getByLabel('Period').selectOption('last_month');
    await expect.poll(() => marks.at(-1)).toEqual({ stale: 'true', busy: 'true', loading: true });
    release();
    await expect(page.getByTestId('dashboard-figures')).not.toHaveAttribute('data-vp-stale');
  } else {
    await page.getByLabel('Period').selectOption('last_month');
    await page.getByRole('button', { name: 'Apply' }).click();
  }
  await expect(page).toHaveURL('/dashboard?period=last_month');
  // Unsettled is a figure of now, whatever the period; beside it, what last month earned (it is
  // settled, and was once shown as "Unsettled earnings ₦0.00": issue 20 §4).
  const unsettled = (text: string | null) => text?.match(/Unsettled earnings now(₦[\d,.]+)/)?.[1];
  expect(unsettled(await page.getByTestId('card-earnings').textContent())).toBe(unsettled(all));
  await expect(page.getByTestId('period-earned')).toHaveText(/^Earned last month: ₦[1-9][\d,]*\.\d{2} net$/);
  await expect(page.getByLabel('Period')).toHaveValue('last_month');
});

test('a summary failure shows the Error! alert and no made-up checklist, and a trip-stats failure the warning', { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs }) => {
  await signedInAs('owner@example.com');
  await injectFault('/v1/partners/1/summaries', 500, 'The summary service is down');
  await injectFault('/v1/partners/1/trips/stats', 500, 'Stats are down');
  await page.goto('/dashboard?period=today');
  const dialog = page.getByRole('alertdialog', { name: 'Error!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('The summary service is down');
  await expect(page.getByText('An error occurred while fetching your trips history').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  // Unknown is not pending: the checklist is not shown rather than claiming steps are undone.
  await expect(page.getByTestId('checklist-count')).toHaveCount(0);
});

test('on a phone the bar chart shows its text at 11 px or more, and the money fits its card', { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInAs('owner@example.com');
  await page.goto('/dashboard');
  const sizes = await page
    .getByTestId('trips-chart')
    .locator('svg')
    .evaluateAll((svgs) =>
      svgs
        .filter((svg) => svg.getBoundingClientRect().width > 0)
        .flatMap((svg) => {
          const scale = svg.getBoundingClientRect().width / (svg as SVGSVGElement).viewBox.baseVal.width;
          return [...svg.querySelectorAll('text')].map((t) => parseFloat(getComputedStyle(t).fontSize) * scale);
        })
        .filter((px) => px > 0),
    );
  expect(sizes.length).toBeGreaterThan(5);
  expect(Math.min(...sizes)).toBeGreaterThanOrEqual(11);
  for (const width of [360, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const fits = await page.getByTestId('card-earnings').evaluate((card) => card.scrollWidth <= card.clientWidth);
    expect(fits, `the earnings card at ${width} px`).toBe(true);
  }
});

test('the checklist counts x of 5 for an individual and x of 6 for a business', { tag: SAME_WITHOUT_JS }, async ({ page, login, context }, testInfo) => {
  const individual = await onboardedPartner(`i${unique(testInfo)}`, 'individual');
  await login(individual.email, individual.password);
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('checklist-count')).toHaveText('0 of 5 · 2 under review');
  await expect(page.getByRole('link', { name: 'Identity verification' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Company documents' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Settlement account' })).toHaveAttribute('href', '/add-account');
  // No settlement account yet: no payout is announced (issue 42 §8).
  await expect(page.getByTestId('card-earnings')).not.toContainText('Next payout');

  await context.clearCookies();
  const business = await onboardedPartner(`b${unique(testInfo)}`, 'business');
  await login(business.email, business.password);
  await expect(page.getByTestId('checklist-count')).toHaveText('0 of 6 · 2 under review');
  await expect(page.getByRole('link', { name: 'Company documents' })).toHaveAttribute('href', '/dashboard/company-kyc');
});

test('page views are recorded on the server, with the channel', { tag: SAME_WITHOUT_JS }, async ({ page, login }) => {
  await login('owner@example.com');
  await page.goto('/vehicles');
  const events = await analyticsEvents();
  const views = events.filter((e) => e.type === 'track' && e.userId === '1').map((e) => e.event);
  expect(views).toEqual(expect.arrayContaining(['Partner Viewed dashboard Page', 'Partner Viewed vehicles.list Page']));
  const view = events.findLast((e) => e.event === 'Partner Viewed vehicles.list Page');
  expect(view?.properties?.channel).toBe('Partners Portal');
  const identify = events.findLast((e) => e.type === 'identify' && e.userId === '1');
  expect(identify?.traits).toMatchObject({ role: 'super_admin', email: 'owner@example.com' });
});

test('the FAQ: five questions, the first open, one open at a time, and Go back', async ({ page }) => {
  await page.goto('/faq');
  await expect(page).toHaveTitle('FAQ - Vehicle Partner');
  const items = page.locator('details');
  await expect(items).toHaveCount(5);
  await expect(items.nth(0)).toHaveAttribute('open', '');
  await page.getByText('When do I get paid?').click();
  await expect(items.nth(3)).toHaveAttribute('open', '');
  await expect(items.nth(0)).not.toHaveAttribute('open', '');
  await expect(page.getByText('Payments are usually made monthly').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go back' })).toBeVisible();
});

test('logging out clears the session, and a copy of its cookie stops working too', async ({ page, login, context }) => {
  await login('owner@example.com');
  const copy = (await context.cookies()).find((c) => c.name === 'vp_session')!;
  // The cookie is sealed: neither the token nor the e-mail can be read from it.
  expect(decodeURIComponent(copy.value)).not.toContain('owner@example.com');
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL('/login');
  expect((await context.cookies()).find((c) => c.name === 'vp_session')).toBeUndefined();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/dashboard')}`);
  await context.addCookies([copy]);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent('/dashboard')}`);
});

test('the live panel: the reading time and a Refresh link without JavaScript; with it, it refreshes itself from a small HTML fragment', async ({ page, login, jsEnabled }) => {
  // Time flows as usual; the test moves it on when it wants the next refresh.
  if (jsEnabled) await page.clock.install();
  await login('owner@example.com');
  const panel = page.getByRole('region', { name: 'On the road now' });
  // The sandbox's two round-the-clock routes (hourly, 90 and 60 minutes long) keep 2 to 4
  // vehicles on the road at any hour; the card says as many as the table lists.
  await expect(page.getByTestId('live-row').first()).toBeVisible();
  const rows = await page.getByTestId('live-row').count();
  expect(rows).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('card-on-road')).toContainText(String(rows));
  await expect(panel.getByRole('link', { name: 'Refresh' })).toBeVisible();
  if (!jsEnabled) {
    // Without JavaScript "N s ago" would be frozen: the clock time of the reading instead.
    await expect(page.getByTestId('live-row').first()).toContainText(/at \d\d:\d\d/);
    await panel.getByRole('link', { name: 'Refresh' }).click();
    await expect(page.getByTestId('live-row').first()).toBeVisible();
    return;
  }
  await expect(page.getByTestId('live-row').first()).toContainText(/\d+ s ago/);
  // The dashboard loads no socket client: the live page of a trip does.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.includes('realtime')),
  );
  expect(scripts).toEqual([]);
  const refreshed = page.waitForResponse((r) => r.url().includes('/resources/live-panel'));
  await page.clock.runFor(21_000);
  expect((await refreshed).status()).toBe(200);
});
