/**
 * Integrity (issue 20), with JavaScript on and off: a manager of two partners sees only the
 * active partner's records, as pages and as data; and the other defects a probe found.
 */
import { owner } from './fleet-helpers';
import { expect, it as test, PORTAL_URL, sandboxApi, formKeyOf, formOf, SAME_WITHOUT_JS } from './fixtures';

const MANAGER = 'fleet.manager@example.com';

test("a manager of two partners, acting for one, gets the not-found page for the other's records", { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs, checkA11y }) => {
  await signedInAs(MANAGER);
  const o = await owner();
  const trip = (await o.call('GET', `/v1/partners/${o.partnerId}/trips?status=completed&perPage=1`)).data[0];
  await page.goto('/organization');
  await page.locator('label').filter({ hasText: 'Abuja Express Shuttles Ltd' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL((url) => url.pathname !== '/organization');
  await checkA11y();

  for (const [path, what] of [
    ['/vehicles/details/1', 'vehicle'],
    ['/vehicles/details/1?tab=documents', 'vehicle'],
    ['/vehicles/1/edit', 'vehicle'],
    ['/drivers/details/15', 'driver'],
    [`/trips/details/${trip.id}?tab=manifest`, 'trip'],
    ['/routes/details/1', 'route'],
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText(`This ${what} was not found.`).first()).toBeVisible();
    await expect(page.getByText('KJA-')).toHaveCount(0);
  }
  // As data too (what a client-side navigation asks for).
  const data = await page.request.get(`${PORTAL_URL}/vehicles/details/1?_data=routes%2F_app.vehicles.details.%24vehicleId`);
  expect(data.status()).toBe(404);
  expect(await data.text()).not.toContain('"partner_id":1');
  // The active partner's own vehicle shows, and its pickers list only its own drivers.
  await page.goto('/vehicles');
  await page.getByRole('link', { name: 'ABJ-902GY' }).click();
  await expect(page.getByRole('heading', { name: 'ABJ-902GY' })).toBeVisible();
  await expect(page.getByRole('option', { name: /Ifeoma Nnaji/ })).toHaveCount(1);
  await expect(page.getByRole('option', { name: /Kunle/ })).toHaveCount(0);
  await checkA11y();

  // Switching to the partner that owns them shows them.
  await page.goto('/organization');
  await page.locator('label').filter({ hasText: 'Lagos Shuttle Partners Ltd' }).click();
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.waitForURL((url) => url.pathname !== '/organization');
  expect((await page.goto('/drivers/details/15'))?.status()).toBe(200);
  await expect(page.getByText('This driver was not found.')).toHaveCount(0);
});

/** The sandbox's telemetry connections now. */
const telemetryConnections = async () => (await sandboxApi('GET', '/__sandbox/telemetry')).body.data.connections as number;

test('the live relay lets go: 50 streams opened and dropped leave no upstream connection; logout ends a stream', async ({ jsEnabled }) => {
  test.skip(!jsEnabled, 'HTTP from Node only: the same with or without a browser’s JavaScript');
  const o = await owner();
  const trip = (await o.call('GET', `/v1/partners/${o.partnerId}/trips?status=active&perPage=1`)).data[0];
  expect(trip, 'a trip on the road now (the seed runs two routes round the clock)').toBeTruthy();
  const baseline = await telemetryConnections();
  // 50 streams from 17 sessions (three each at most, the cap), all dropped.
  const cookies = await Promise.all(Array.from({ length: 17 }, (_, i) => freshSession(i)));
  const aborts = Array.from({ length: 50 }, () => new AbortController());
  const opened = aborts.map((a, i) =>
    fetch(`${PORTAL_URL}/resources/trips/${trip.id}/live`, { headers: { cookie: cookies[i % 17], accept: 'text/event-stream' }, signal: a.signal })
      .then((r) => r.status)
      .catch(() => 0),
  );
  await expect.poll(telemetryConnections, { timeout: 10_000 }).toBeGreaterThan(baseline);
  expect(await telemetryConnections()).toBeLessThanOrEqual(baseline + 17 * 3);
  aborts.forEach((a) => a.abort());
  await Promise.all(opened);
  await expect.poll(telemetryConnections, { timeout: 5_000 }).toBe(baseline);

  // A stream ends when its session logs out (checked every 5 s).
  const cookie = await freshSession(99);
  const stream = await fetch(`${PORTAL_URL}/resources/trips/${trip.id}/live`, { headers: { cookie, accept: 'text/event-stream' } });
  expect(stream.headers.get('content-type')).toContain('text/event-stream');
  const reader = stream.body!.getReader();
  const logout = await fetch(`${PORTAL_URL}/logout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie, origin: PORTAL_URL, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ _key: await formKeyOf('/dashboard', cookie) }),
  });
  expect(logout.status).toBe(302);
  let text = '';
  const started = Date.now();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  expect(text).toContain('event: ended');
  expect(Date.now() - started).toBeLessThan(8_000);
  await expect.poll(telemetryConnections, { timeout: 5_000 }).toBe(baseline);
});

/** A new session of the owner (its own login), as a Cookie header. */
async function freshSession(n: number) {
  void n;
  const login = await formOf('/login');
  const res = await fetch(`${PORTAL_URL}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL_URL, accept: 'text/html', cookie: login.cookie },
    body: new URLSearchParams({ _key: login.key, email: 'owner@example.com', password: 'demo1234' }),
  });
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('vp_session='))!
    .split(';')[0];
}

test('no page carries a NUL byte, and no script file where a page needs none: payslips, trips, fleet and earnings pages read whole (issue 20 §5, ADR 0020)', async ({ jsEnabled }) => {
  test.skip(!jsEnabled, 'HTTP from Node only: the bytes the server sends are the same with or without a browser’s JavaScript');
  const o = await owner();
  const cookie = await freshSession(0);
  const trips = (await o.call('GET', `/v1/partners/${o.partnerId}/trips?status=completed&perPage=40`)).data as { id: number }[];
  const slips = (await o.call('GET', `/v1/partners/${o.partnerId}/payslips`)).data as { month: string }[];
  const paths = [
    ...slips.map((s) => `/earnings/payslip/details/${s.month}`),
    ...trips.map((t) => `/trips/details/${t.id}`),
    ...Array.from({ length: 12 }, (_, i) => `/vehicles/details/${i + 1}`),
    ...Array.from({ length: 15 }, (_, i) => `/drivers/details/${i + 1}`),
    ...Array.from({ length: 6 }, (_, i) => `/earnings?page=${i + 1}`),
    '/dashboard',
    '/earnings/past-payout',
  ];
  const withNul: string[] = [];
  const scripted: string[] = [];
  for (const path of paths) {
    const bytes = new Uint8Array(await (await fetch(PORTAL_URL + path, { headers: { cookie } })).arrayBuffer());
    const n = bytes.filter((b) => b === 0).length;
    if (n) withNul.push(`${path}: ${n}`);
    // No page hydrates React (ADR 0020): no module script, no Remix chunk; the dashboard,
    // lists, records and payslips load no script file at all.
    const html = new TextDecoder().decode(bytes);
    if (/<script\b[^>]*\b(type="module"|src=)/.test(html) || html.includes('/build/_shared/')) scripted.push(path);
  }
  expect(withNul).toEqual([]);
  expect(scripted).toEqual([]);
});

test("a trip's deductions read in words with one sign, as on the payslip", { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs }) => {
  await signedInAs('owner@example.com');
  const o = await owner();
  let trip: { id: number; deductions_kobo: number } | undefined;
  for (let p = 1; !trip && p <= 20; p++)
    trip = (await o.call('GET', `/v1/partners/${o.partnerId}/trips?status=completed&perPage=100&page=${p}`)).data.find((t: { deductions_kobo: number }) => t.deductions_kobo > 0);
  expect(trip, 'a completed trip with a deduction in the seed').toBeTruthy();
  await page.goto(`/trips/details/${trip!.id}`);
  const facts = page.getByText(/^Deduction: /);
  await expect(facts.first()).toBeVisible();
  for (const text of await facts.allInnerTexts()) expect(text).toMatch(/^Deduction: [A-Z][a-z]+( [a-z]+)*$/);
  await expect(page.getByText(/[−-]\s*[−-]₦/)).toHaveCount(0);
});

test('on a 360 px phone nothing scrolls sideways and every tab can be read (issue 20 §4)', { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs, checkA11y }) => {
  await signedInAs('owner@example.com');
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/trips', '/trips?tab=completed', '/earnings', '/earnings/payslip', '/settings', '/vehicles', '/drivers']) {
    await page.goto(path);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
    for (const tab of await page
      .getByRole('navigation')
      .filter({ has: page.locator('[aria-current="page"]') })
      .getByRole('link')
      .all()) {
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 360, `${path}: tab ${await tab.textContent()} within the screen`).toBe(true);
    }
    await checkA11y();
  }
});
