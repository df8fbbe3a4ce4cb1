/**
 * When the link drops (issue 35), with JavaScript on: without it there is no service worker, and
 * every page is what it always was (the other journeys, run with JavaScript off, say so). The
 * worker is allowed here only (playwright.config.ts blocks it elsewhere).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { expect, it as test, onboardedPartner, PORTAL_URL, readOutbox, sandboxApi, unique } from './fixtures';
import { owner, NEXT_YEAR, OWNER } from './fleet-helpers';
import { pdfText } from '../pdf-text';
import { photoInPage } from '../../bench/lib/dropping-link.mjs';

test.use({ serviceWorkers: 'allow' });

const COPY_NOTE = /^You are offline\. This is the copy from \d{2}:\d{2} today\.$/;
const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Open a signed-in page as a later visit (from another of the portal's pages) and wait until the service worker looks after the pages. */
async function withWorker(page: Page) {
  await page.goto('/dashboard', { referer: `${PORTAL_URL}/login` });
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
  });
}

test('a first visit is never slowed by the worker: it is registered on a later page, when that page is idle (issue 52 §3)', async ({ page, signedInAs, jsEnabled }) => {
  test.skip(!jsEnabled, 'a service worker needs JavaScript');
  await signedInAs(OWNER);
  // Opened straight (a bookmark, an SMS link): no worker is asked for.
  await page.goto('/dashboard');
  await page.waitForTimeout(1500);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  // The next page, reached from this one: the worker is registered and looks after the pages.
  await page
    .getByRole('link', { name: 'Drivers' })
    .first()
    .evaluate((el: HTMLElement) => el.click());
  await page.waitForURL(/\/drivers/);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
  });
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
});

test('offline, the owner rereads what they opened: the dashboard, tomorrow’s fleet, a manifest, a pass, a payslip and its PDF; anything else is the offline page', async ({
  page,
  context,
  signedInAs,
  jsEnabled,
  checkA11y,
}) => {
  test.skip(!jsEnabled, 'a service worker needs JavaScript');
  // Ten pages opened twice, with five accessibility checks: more than one journey's time.
  test.setTimeout(120_000);
  await signedInAs(OWNER);
  const o = await owner();
  const trip = (await o.call('GET', `/v1/partners/${o.partnerId}/trips?status=completed&perPage=1`)).data[0];
  const manifest = (await o.call('GET', `/v1/trips/${trip.id}/manifest`)).data as unknown[];
  const vehicle = (await o.call('GET', `/v1/partners/${o.partnerId}/vehicles?perPage=1`)).data[0];
  const month = (await o.call('GET', `/v1/partners/${o.partnerId}/payslips`)).data[0].month as string;
  const slip = (await o.call('GET', `/v1/partners/${o.partnerId}/payslips/${month}`)).data;
  await withWorker(page);

  // Opened online: kept from now on.
  const kept = ['/dashboard', '/dashboard?day=tomorrow', `/trips/details/${trip.id}?tab=manifest`, `/vehicles/details/${vehicle.id}?tab=pass`, `/earnings/payslip/details/${month}`];
  for (const path of kept) {
    await page.goto(path);
    await expect(page.locator('#offline-note')).toBeHidden();
  }
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
  await download.path();
  // Kept once the whole file has come (the worker reads its own copy of the stream).
  await expect
    .poll(() =>
      page.evaluate(
        async (url) => {
          for (const name of await caches.keys()) if (name.startsWith('vp-pages-') && (await (await caches.open(name)).match(url))) return true;
          return false;
        },
        `${new URL(page.url()).origin}/earnings/payslip/pdf/${month}`,
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.locator('#offline-note')).toHaveText(COPY_NOTE);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await checkA11y();
  await page.goto('/dashboard?day=tomorrow');
  await expect(page.locator('#offline-note')).toHaveText(COPY_NOTE);
  await expect(page.getByTestId('fleet-day')).toBeVisible();
  await page.goto(`/trips/details/${trip.id}?tab=manifest`);
  await expect(page.locator('#offline-note')).toHaveText(COPY_NOTE);
  await expect(page.getByRole('heading', { name: `Manifest: ${manifest.length} passengers` })).toBeVisible();
  await expect(page.getByTestId('manifest-passenger')).toHaveCount(manifest.length * 2);
  await checkA11y();
  await page.goto(`/vehicles/details/${vehicle.id}?tab=pass`);
  await expect(page.locator('#offline-note')).toHaveText(COPY_NOTE);
  await expect(page.getByRole('img', { name: `QR code of ${vehicle.plate}'s roadside pass` })).toBeVisible();
  await checkA11y();
  await page.goto(`/earnings/payslip/details/${month}`);
  await expect(page.locator('#offline-note')).toHaveText(COPY_NOTE);
  await expect(page.getByTestId('payslip-total-net')).toHaveText(naira(slip.totals.net_kobo));
  await checkA11y();
  // The PDF, as the phone has it (a download goes around the link's emulation, so fetch it).
  const pdf = await page.evaluate(async (url) => {
    const response = await fetch(url);
    return { type: response.headers.get('Content-Type'), bytes: [...new Uint8Array(await response.arrayBuffer())] };
  }, `/earnings/payslip/pdf/${month}`);
  expect(pdf.type).toBe('application/pdf');
  expect(await pdfText(new Uint8Array(pdf.bytes))).toContain(naira(slip.totals.net_kobo));

  // A page never opened: the offline page, with what can be read.
  await page.goto('/settings/members');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  const list = page.locator('[data-vp-offline-list]');
  // Each kept page by its name: the day, the trip, the plate, the month (issue 40 §7).
  const monthWords = new Date(`${month}-01T12:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric' });
  await expect(list.getByRole('link', { name: /^Dashboard, Today \(\d{2}-\d{2}-\d{4}\)$/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /^Dashboard, Tomorrow \(\d{2}-\d{2}-\d{4}\)$/ })).toBeVisible();
  await expect(list.getByRole('link', { name: `${vehicle.plate}, roadside pass` })).toBeVisible();
  await expect(list.getByRole('link', { name: new RegExp(`^Manifest, .+ → .+, \\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2}, ${trip.vehicle.plate}$`) })).toBeVisible();
  await expect(list.getByRole('link', { name: `Payslip, ${monthWords}` })).toBeVisible();
  await expect(list.getByRole('link', { name: `Payslip PDF, ${monthWords}` })).toBeVisible();
  await expect(list.getByRole('link')).toHaveCount(kept.length + 1); // the pages and the PDF
  await checkA11y();
  await list.getByRole('link', { name: `Payslip, ${monthWords}` }).click();
  await expect(page.getByTestId('payslip-total-net')).toHaveText(naira(slip.totals.net_kobo));

  // Back online: today's page, never the copy.
  await context.setOffline(false);
  await page.goto('/dashboard');
  await expect(page.locator('#offline-note')).toBeHidden();
});

test('a second person on the same phone never sees the first one’s pages: not after a logout, not after another sign-in', async ({ page, context, signedInAs, login, jsEnabled, checkA11y }) => {
  test.skip(!jsEnabled, 'a service worker needs JavaScript');
  await signedInAs(OWNER);
  const o = await owner();
  const month = (await o.call('GET', `/v1/partners/${o.partnerId}/payslips`)).data[0].month as string;
  await withWorker(page);
  await page.goto(`/earnings/payslip/details/${month}`);
  await expect(page.getByTestId('payslip-total-net')).toBeVisible();
  await checkA11y();

  // Another partner's owner signs in on this phone (the first one's cookie gone, no logout) and
  // opens their dashboard. A sign-in of their own: the logout below must not end a session other
  // tests of this worker share.
  await context.clearCookies();
  await login('abuja.owner@example.com');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await checkA11y();
  await context.setOffline(true);
  await page.goto(`/earnings/payslip/details/${month}`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByTestId('payslip-total-net')).toHaveCount(0);
  const list = page.locator('[data-vp-offline-list]');
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link')).toHaveAttribute('href', '/dashboard');
  await checkA11y();
  await context.setOffline(false);

  // A logout leaves nothing behind.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await checkA11y();
  await context.setOffline(true);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.locator('[data-vp-offline-list]')).toContainText('No page has been kept on this phone yet.');
  await context.setOffline(false);
});

test('a form sent offline is kept, sent once when the link returns, and its notice shows; an identical second tap is not kept; a password is never kept', async ({
  page,
  context,
  signedInAs,
  jsEnabled,
  checkA11y,
}) => {
  // Alike on purpose (issue 70 §4): each journey states its own skip and setup, so it reads and runs alone.
  test.skip(!jsEnabled, 'a service worker needs JavaScript');
  await signedInAs(OWNER);
  const o = await owner();
  const row = (await o.call('GET', `/v1/partners/${o.partnerId}/cost-configurations?perPage=2`)).data[1];
  const requests = async (reason: string) =>
    ((await o.call('GET', `/v1/partners/${o.partnerId}/cost-configurations/vehicles/${row.vehicle.id}`)).data.requests as { id: number; reason: string }[]).filter((r) => r.reason === reason);
  await withWorker(page);

  await page.goto(`/earnings/cost-configuration/vehicle/${row.vehicle.id}`);
  const reason = `Sent from the bus park, offline ${Date.now()}`;
  await page.getByLabel('Proposed supply cost (₦ per trip)').fill('46,000');
  await page.getByLabel('Reason').fill(reason);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.locator('#offline-note')).toHaveText('Not sent yet: it will be sent when you are back online.');
  await expect(page.getByLabel('Reason')).toHaveValue(reason);
  await checkA11y();
  // A second tap of the same form: the same digest, nothing more kept.
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByLabel('Reason')).toHaveValue(reason);
  expect(await keptForms(page)).toHaveLength(1);
  expect(await requests(reason)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByTestId('toast')).toContainText(`Request sent to the marketplace: ₦46,000.00 for ${row.vehicle.plate}`, { timeout: 20_000 });
  await expect.poll(async () => (await requests(reason)).length).toBe(1);
  await page.reload();
  expect(await requests(reason)).toHaveLength(1);
  await sandboxApi('POST', `/__sandbox/cost-requests/${(await requests(reason))[0].id}/decide`, { decision: 'declined', response: 'Reviewed in the e2e run' });

  // A password is never kept on the phone: nothing is sent, the form stays as typed.
  await page.goto('/settings/accounts');
  const before = await page.getByTestId('account-row').count();
  await page.goto('/add-account');
  await page.getByLabel('Bank').selectOption({ label: 'Access Bank' });
  await page.getByLabel('Account number (NUBAN)').fill(`5${String(Date.now()).slice(-9)}`);
  await page.getByRole('button', { name: 'Verify account' }).click();
  await expect(page.getByTestId('resolved-name')).toBeVisible();
  await page.getByLabel('Your password, to confirm').fill('demo1234');
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(page.locator('#offline-note')).toHaveText('Not kept: this form needs the network. Nothing was sent, and what you typed is still here.');
  await expect(page.getByLabel('Your password, to confirm')).toHaveValue('demo1234');
  expect(await keptForms(page)).toEqual([]);
  await context.setOffline(false);
  await page.goto('/settings/accounts');
  await expect(page.getByTestId('account-row')).toHaveCount(before);
});

test('without Background Sync (Firefox, Safari, some WebViews), a kept form is sent when the link returns, once (issue 55 §6)', async ({ page, context, signedInAs, jsEnabled }) => {
  test.skip(!jsEnabled, 'a service worker needs JavaScript');
  // The worker as a browser without Background Sync runs it: its registration has no `sync`.
  await context.route('**/sw.js', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, body: `delete ServiceWorkerRegistration.prototype.sync;\n${await res.text()}` });
  });
  await signedInAs(OWNER);
  const o = await owner();
  const row = (await o.call('GET', `/v1/partners/${o.partnerId}/cost-configurations?perPage=3`)).data[2];
  const requests = async (reason: string) =>
    ((await o.call('GET', `/v1/partners/${o.partnerId}/cost-configurations/vehicles/${row.vehicle.id}`)).data.requests as { id: number; reason: string }[]).filter((r) => r.reason === reason);
  await withWorker(page);
  expect(await context.serviceWorkers()[0]!.evaluate(() => 'sync' in (self as unknown as { registration: object }).registration)).toBe(false);

  await page.goto(`/earnings/cost-configuration/vehicle/${row.vehicle.id}`);
  const reason = `No Background Sync here ${Date.now()}`;
  await page.getByLabel('Proposed supply cost (₦ per trip)').fill('47,000');
  await page.getByLabel('Reason').fill(reason);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.locator('#offline-note')).toHaveText('Not sent yet: it will be sent when you are back online.');
  expect(await keptForms(page)).toHaveLength(1);

  // Back online: the page tells the worker, which sends what it kept; no sync event is needed.
  await context.setOffline(false);
  await expect(page.getByTestId('toast')).toContainText(`Request sent to the marketplace: ₦47,000.00 for ${row.vehicle.plate}`, { timeout: 20_000 });
  await expect.poll(async () => (await requests(reason)).length).toBe(1);
  await page.goto('/dashboard');
  expect(await keptForms(page)).toEqual([]);
  expect(await requests(reason)).toHaveLength(1);
  await sandboxApi('POST', `/__sandbox/cost-requests/${(await requests(reason))[0].id}/decide`, { decision: 'declined', response: 'Reviewed in the e2e run' });
});

test('a driver edit with its file fields left empty is kept offline; edited and sent again, the edited one is sent too', async ({ page, context, signedInAs, jsEnabled }) => {
  test.skip(!jsEnabled, 'a service worker needs JavaScript');
  await signedInAs(OWNER);
  const o = await owner();
  // A driver whose documents are all on file: the edit form then needs no file (other journeys add drivers without any).
  type Row = { id: number; address: string; documents: { state: string }[] };
  const driver = ((await o.call('GET', `/v1/partners/${o.partnerId}/drivers?perPage=100`)).data as Row[]).filter((d) => d.documents.every((x) => x.state !== 'missing')).at(-1)!;
  const addressOf = async () => (await o.call('GET', `/v1/drivers/${driver.id}`)).data.address as string;
  await withWorker(page);
  await page.goto(`/drivers/${driver.id}/edit`);
  const first = `${Date.now() % 1000} Herbert Macaulay Way, Yaba, Lagos`;
  await page.getByLabel('Residential address').fill(first);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('#offline-note')).toHaveText('Not sent yet: it will be sent when you are back online.');
  // Changed and sent again: another form, kept as well.
  const edited = first.replace('Yaba', 'Ebute Metta');
  await page.getByLabel('Residential address').fill(edited);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect.poll(() => keptForms(page).then((f) => f.length)).toBe(2);
  expect(await addressOf()).toBe(driver.address);
  await context.setOffline(false);
  await expect.poll(addressOf, { timeout: 20_000 }).toBe(edited);
  // The page reloads once the worker has sent them: ask again if it was reloading.
  await expect
    .poll(() =>
      keptForms(page).then(
        (f) => f.length,
        () => -1,
      ),
    )
    .toBe(0);
  await sandboxApi('PATCH', `/v1/drivers/${driver.id}`, { address: driver.address }, o.token);
});

test('a photographed document sent offline is kept with its photo and sent once when the link returns', async ({ page, context, signedInAs, jsEnabled }) => {
  test.skip(!jsEnabled, 'a service worker needs JavaScript');
  await signedInAs(OWNER);
  const o = await owner();
  // A vehicle whose insurance is approved with nothing waiting: a new file is then its replacement
  // (other journeys leave some vehicles with a missing or pending certificate).
  type Doc = { type: string; state: string; replacement: unknown };
  const vehicle = ((await o.call('GET', `/v1/partners/${o.partnerId}/vehicles?perPage=100`)).data as { id: number; documents: Doc[] }[]).find((v) =>
    v.documents.some((d) => d.type === 'insurance' && d.state === 'approved' && !d.replacement),
  )!;
  const replacement = async () => (await o.call('GET', `/v1/vehicles/${vehicle.id}`)).data.documents.find((d: { type: string }) => d.type === 'insurance').replacement;
  const filesBefore = (await sandboxApi('GET', '/__sandbox/files/latest')).body.data?.id ?? 0;
  await withWorker(page);
  await page.goto(`/vehicles/${vehicle.id}/edit/document/insurance`);
  const photo = await photoInPage(page);
  await page.getByLabel('Expiry date').fill(NEXT_YEAR);
  await page.getByLabel('File for Insurance certificate').setInputFiles({ name: 'insurance.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByTestId('chosen-file')).toHaveText(/→ \d+ KB\)$/);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send the new file' }).click({ force: true });
  await expect(page.locator('#offline-note')).toHaveText('Not sent yet: it will be sent when you are back online.');
  await page.getByRole('button', { name: 'Send the new file' }).click({ force: true });
  const kept = await keptForms(page);
  expect(kept).toHaveLength(1);
  // The smaller photo, not the 3 MB original, waits on the phone.
  expect(kept[0].bytes).toBeLessThan(photo.length / 4);
  await context.setOffline(false);
  await expect(page.getByTestId('toast')).toContainText('sent for review', { timeout: 20_000 });
  const stored = (await sandboxApi('GET', '/__sandbox/files/latest')).body.data as { id: number; mime: string; size: number };
  expect(stored.mime).toBe('image/jpeg');
  expect(stored.id).toBe(filesBefore + 1);
  expect((await replacement()).status).toBe('pending_review');
  expect(await keptForms(page)).toEqual([]);
});

test('a form of another site, posted while the link is down, is neither kept nor ever written', async ({ page, context, signedInAs, jsEnabled }) => {
  test.skip(!jsEnabled, 'a service worker needs JavaScript');
  await signedInAs(OWNER);
  const email = `attacker.${Date.now()}@example.net`;
  await withWorker(page);
  // The attacker's page, on another origin: a hidden invite to the owner's team.
  const evil = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(
      `<!doctype html><title>Win a bus</title><form method="post" action="${PORTAL_URL}/settings/members"><input name="intent" value="invite"><input name="email" value="${email}"><input name="roles" value="partner_earnings_manager"><button>Claim</button></form>`,
    );
  });
  await new Promise<void>((done) => evil.listen(0, '127.0.0.1', done));
  try {
    const attacker = await context.newPage();
    const evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}/`;
    await attacker.goto(evilUrl);
    await context.setOffline(true);
    await attacker.getByRole('button', { name: 'Claim' }).click();
    await attacker.waitForLoadState();
    expect(await keptForms(page)).toEqual([]);
    await context.setOffline(false);
    // The link is back: the owner opens pages, the worker sends what it kept (nothing).
    await page.goto('/dashboard');
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage('vp-replay'));
    await page.goto('/settings/members');
    await expect(page.getByTestId('member-row').filter({ hasText: email })).toHaveCount(0);
    // And sent online from that site, it is refused at the door.
    await attacker.goto(evilUrl);
    await attacker.getByRole('button', { name: 'Claim' }).click();
    await expect(attacker.locator('body')).toContainText(/not (sent from this site|accepted)|not opened in your portal session/);
    await attacker.close();
    await page.reload();
    await expect(page.getByTestId('member-row').filter({ hasText: email })).toHaveCount(0);
  } finally {
    evil.close();
  }
});

test('a logout on a dead link clears the phone before anything else, and reaches the portal when the link returns', async ({ page, context, login, jsEnabled, checkA11y }) => {
  test.skip(!jsEnabled, 'a service worker needs JavaScript');
  // A sign-in of its own: the logout must not end a session other tests of this worker share.
  await login(OWNER);
  const o = await owner();
  const month = (await o.call('GET', `/v1/partners/${o.partnerId}/payslips`)).data[0].month as string;
  await withWorker(page);
  await page.goto(`/earnings/payslip/details/${month}`);
  await page.goto('/dashboard');
  expect(await keptPageCount(page)).toBeGreaterThan(0);
  const cookie = (await context.cookies()).find((c) => c.name === 'vp_session')!;

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('#offline-note')).toHaveText('You are logged out on this phone, and nothing of yours is kept on it. The portal will finish logging you out when you are back online.');
  await checkA11y();
  expect(await keptPageCount(page)).toBe(0);
  await page.goto(`/earnings/payslip/details/${month}`);
  await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
  await expect(page.getByTestId('payslip-total-net')).toHaveCount(0);
  await expect(page.locator('[data-vp-offline-list]')).toContainText('No page has been kept on this phone yet.');

  // Back online: the logout goes first; the session is over on the server too.
  await context.setOffline(false);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login/);
  const reused = await fetch(`${PORTAL_URL}/dashboard`, { headers: { cookie: `${cookie.name}=${cookie.value}` }, redirect: 'manual' });
  expect(reused.status).toBe(302);
  expect(reused.headers.get('location')).toBe('/login?redirect=%2Fdashboard');
});

test('a one-time code is never kept on the phone: the page says the form needs the network', async ({ page, context, signedInAs, jsEnabled }, testInfo) => {
  test.skip(!jsEnabled, 'a service worker needs JavaScript');
  const owner = await onboardedPartner(unique(testInfo), 'business');
  await signedInAs(owner.email, owner.password);
  await withWorker(page);
  await page.goto('/add-account');
  await page.getByLabel('Bank').selectOption({ label: 'Access Bank' });
  await page.getByLabel('Account number (NUBAN)').fill(`5${String(Date.now()).slice(-9)}`);
  await page.getByRole('button', { name: 'Verify account' }).click();
  await expect(page.getByTestId('resolved-name')).toBeVisible();
  await page.getByRole('button', { name: 'Text me a code instead' }).click();
  const sms = (await readOutbox()).find((m) => m.subject === 'Confirm your payout account change' && m.to === `+234${owner.phone.slice(1)}`)!;
  const code = /is (\d{4})\./.exec(sms.body)![1];
  await page.getByLabel('Code from the SMS').fill(code);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(page.locator('#offline-note')).toHaveText('Not kept: this form needs the network. Nothing was sent, and what you typed is still here.');
  await expect(page.getByLabel('Code from the SMS')).toHaveValue(code);
  // Read what the phone holds: no kept form, and no byte of the code anywhere the worker stores.
  expect(await keptForms(page)).toEqual([]);
  expect(await storedText(page)).not.toContain(`otp_code=${code}`);
  await context.setOffline(false);
});

test('a form kept when the session ended waits for its person: never sent as someone else, sent at their next sign-in with a notice', async ({ page, context, login, jsEnabled }) => {
  test.skip(!jsEnabled, 'a service worker needs JavaScript');
  await login(OWNER);
  const o = await owner();
  const row = (await o.call('GET', `/v1/partners/${o.partnerId}/cost-configurations?perPage=3`)).data[2];
  const requests = async (reason: string) =>
    ((await o.call('GET', `/v1/partners/${o.partnerId}/cost-configurations/vehicles/${row.vehicle.id}`)).data.requests as { id: number; reason: string }[]).filter((r) => r.reason === reason);
  await withWorker(page);
  await page.goto(`/earnings/cost-configuration/vehicle/${row.vehicle.id}`);
  const reason = `Typed before the session ended ${Date.now()}`;
  await page.getByLabel('Proposed supply cost (₦ per trip)').fill('45,500');
  await page.getByLabel('Reason').fill(reason);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.locator('#offline-note')).toHaveText('Not sent yet: it will be sent when you are back online.');

  // The session ends while the link is down (the cookie is gone), and the link returns.
  await context.clearCookies();
  await context.setOffline(false);
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage('vp-replay'));
  await expect.poll(() => keptForms(page).then((f) => f.length)).toBe(1);
  expect(await requests(reason)).toHaveLength(0);

  // Another person signs in on this phone: the form is not sent as them.
  await login('abuja.owner@example.com');
  await page.goto('/dashboard');
  await page.evaluate(() => navigator.serviceWorker.controller?.postMessage('vp-replay'));
  await page.goto('/dashboard');
  await expect.poll(() => keptForms(page).then((f) => f.length)).toBe(1);
  expect(await requests(reason)).toHaveLength(0);

  // Its own person signs in again: it is sent once, and the next page says what was sent.
  await context.clearCookies();
  await login(OWNER);
  await expect.poll(async () => (await requests(reason)).length, { timeout: 15_000 }).toBe(1);
  // The next page the owner opens says what was sent (once).
  await expect
    .poll(async () => {
      await page.goto('/dashboard');
      return page.locator('#offline-note').textContent();
    })
    .toMatch(/^Sent: A supply cost request, filled in while offline at \d{2}:\d{2} today\.$/);
  await page.goto('/dashboard');
  await expect(page.locator('#offline-note')).toBeHidden();
  expect(await keptForms(page)).toEqual([]);
  await sandboxApi('POST', `/__sandbox/cost-requests/${(await requests(reason))[0].id}/decide`, { decision: 'declined', response: 'Reviewed in the e2e run' });
});

test('on a link that is alive but stalled, the saved copy shows within 5 s, then the fresh page replaces it', async ({ page, signedInAs, jsEnabled }) => {
  test.skip(!jsEnabled, 'a service worker needs JavaScript');
  await signedInAs(OWNER);
  const o = await owner();
  await withWorker(page);
  await page.goto('/dashboard');
  await expect(page.locator('#offline-note')).toBeHidden();
  // The next dashboard waits 9 s for the API: the page cannot come before that.
  await sandboxApi('POST', '/__sandbox/delays', { path: `/v1/partners/${o.partnerId}/summaries`, ms: 9_000, times: 1 });
  const started = Date.now();
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.locator('#offline-note')).toHaveText(/^The link is slow\. This is the copy from \d{2}:\d{2} today; the new page shows as soon as it arrives\.$/, { timeout: 5_000 });
  expect(Date.now() - started).toBeLessThan(5_000);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // The fresh page arrives and takes its place.
  await expect(page.locator('#offline-note')).toBeHidden({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

/** The forms the worker keeps (workbox-background-sync's IndexedDB store): their URL and body size. */
function keptForms(page: Page): Promise<{ url: string; bytes: number }[]> {
  return page.evaluate(
    () =>
      new Promise<{ url: string; bytes: number }[]>((done, fail) => {
        const open = indexedDB.open('workbox-background-sync');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('requests')) return done([]);
          const all = db.transaction('requests').objectStore('requests').getAll();
          all.onsuccess = () =>
            done(
              (all.result as { requestData: { url: string; body?: ArrayBuffer } }[]).map((e) => ({
                url: e.requestData.url,
                bytes: e.requestData.body?.byteLength ?? 0,
              })),
            );
          all.onerror = () => fail(all.error);
        };
      }),
  );
}

/** Everything the worker stores, as text: the kept forms' bodies and every cached page. */
function storedText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) parts.push(await ((await cache.match(request))?.text() ?? ''));
    }
    const bodies = await new Promise<string[]>((done) => {
      const open = indexedDB.open('workbox-background-sync');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('requests')) return done([]);
        const all = db.transaction('requests').objectStore('requests').getAll();
        all.onsuccess = () => done((all.result as { requestData: { body?: ArrayBuffer } }[]).map((e) => new TextDecoder().decode(e.requestData.body ?? new ArrayBuffer(0))));
      };
      open.onerror = () => done([]);
    });
    return [...parts, ...bodies].join('\n');
  });
}

/** How many pages the worker keeps for reading offline. */
function keptPageCount(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let n = 0;
    for (const name of await caches.keys()) if (name.startsWith('vp-pages-')) n += (await (await caches.open(name)).keys()).length;
    return n;
  });
}

test('a photographed document is made smaller before it is sent, and the page says by how much; the server takes it', async ({ page, signedInAs, jsEnabled }) => {
  test.skip(!jsEnabled, 'resizing needs JavaScript; without it the original is sent, as the fleet journeys show');
  await signedInAs(OWNER);
  const o = await owner();
  const vehicle = (await o.call('GET', `/v1/partners/${o.partnerId}/vehicles?perPage=1`)).data[0];
  await page.goto(`/vehicles/${vehicle.id}/edit/document/insurance`);
  // A 4,000 × 3,000 photo as a phone takes it: about 3–4 MB of JPEG.
  const photo = await photoInPage(page);
  expect(photo.length).toBeGreaterThan(3_000_000);
  await page.getByLabel('Expiry date').fill(NEXT_YEAR);
  await page.getByLabel('File for Insurance certificate').setInputFiles({ name: 'insurance.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByTestId('chosen-file')).toHaveText(/^Chosen: insurance\.jpg \(\d\.\d MB → \d+ KB\)$/);
  const [, shown] = /→ (\d+) KB\)$/.exec((await page.getByTestId('chosen-file').textContent())!)!;
  await page.getByRole('button', { name: 'Send the new file' }).click({ force: true });
  await expect(page.getByTestId('toast')).toContainText('sent for review');
  // What the marketplace received: the smaller JPEG, the size the page said.
  const stored = (await sandboxApi('GET', '/__sandbox/files/latest')).body.data as { mime: string; size: number };
  expect(stored.mime).toBe('image/jpeg');
  expect(stored.size).toBeLessThan(photo.length / 4);
  expect(Math.round(stored.size / 1024)).toBe(Number(shown));
  const replacement = (await o.call('GET', `/v1/vehicles/${vehicle.id}`)).data.documents.find((d: { type: string }) => d.type === 'insurance').replacement;
  expect(replacement.status).toBe('pending_review');
});

test('a form sent offline from a page whose address ends in a fragment is kept (issue 54 §2)', async ({ page, context, signedInAs, jsEnabled }) => {
  test.skip(!jsEnabled, 'a service worker needs JavaScript');
  await signedInAs(OWNER);
  const o = await owner();
  const row = (await o.call('GET', `/v1/partners/${o.partnerId}/cost-configurations?perPage=4`)).data[3];
  const requests = async () => (await o.call('GET', `/v1/partners/${o.partnerId}/cost-configurations/vehicles/${row.vehicle.id}`)).data.requests as { id: number; reason: string; status: string }[];
  const send = async (reason: string) => {
    await page.getByLabel('Proposed supply cost (₦ per trip)').fill('47,000');
    await page.getByLabel('Reason').fill(reason);
    await page.getByRole('button', { name: 'Send request' }).click();
  };
  // A request still waiting (from an earlier run or another test) would refuse a new one: decide it first.
  const declineWaiting = async () => {
    for (const r of (await requests()).filter((x) => x.status === 'submitted'))
      await sandboxApi('POST', `/__sandbox/cost-requests/${r.id}/decide`, { decision: 'declined', response: 'Reviewed in the e2e run' });
  };
  await declineWaiting();
  await withWorker(page);
  await page.goto(`/earnings/cost-configuration/vehicle/${row.vehicle.id}`);
  // Sent online: the answer lands on the page's list of requests, its address ending in '#cost-requests'.
  await send(`First, online ${Date.now()}`);
  await page.waitForURL(/#cost-requests$/);
  await declineWaiting();
  // Offline from that address: the worker compares it with the referrer without the fragment.
  const reason = `Second, offline ${Date.now()}`;
  await context.setOffline(true);
  await send(reason);
  await expect(page.locator('#offline-note')).toHaveText('Not sent yet: it will be sent when you are back online.');
  expect(await keptForms(page)).toHaveLength(1);
  await context.setOffline(false);
  await expect.poll(async () => (await requests()).filter((r) => r.reason === reason).length, { timeout: 20_000 }).toBe(1);
  const sent = (await requests()).find((r) => r.reason === reason)!;
  await sandboxApi('POST', `/__sandbox/cost-requests/${sent.id}/decide`, { decision: 'declined', response: 'Reviewed in the e2e run' });
});

test('the worker speaks the pages’ language: a Hausa owner’s kept form, kept copy and offline page say it in Hausa (issue 51 §3)', async ({ page, context, signedInAs, jsEnabled }, testInfo) => {
  test.skip(!jsEnabled, 'a service worker needs JavaScript');
  const partner = await onboardedPartner(`sw${unique(testInfo)}`, 'individual');
  const token = (await sandboxApi('POST', '/v1/login', { email: partner.email, password: partner.password })).body.data.token as string;
  expect((await sandboxApi('PATCH', '/v1/users/profile', { language: 'ha' }, token)).body.data.language).toBe('ha');
  await signedInAs(partner.email, partner.password);
  await withWorker(page);
  // Opened online with the worker in charge: kept.
  await page.goto('/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await expect.poll(() => keptPageCount(page)).toBeGreaterThan(0);
  // A kept form: its note in Hausa.
  await page.goto('/settings/notifications');
  await context.setOffline(true);
  await page.locator('button[type="submit"]').last().click();
  await expect(page.locator('#offline-note')).toHaveText('Ba a aika ba tukuna: za a aika idan intanet ya dawo.');
  // A kept copy: its age in Hausa.
  await page.goto('/dashboard');
  await expect(page.locator('#offline-note')).toHaveText(/^Ba ku da intanet\. Wannan kwafi ne na \d{2}:\d{2} yau\.$/);
  // A page never opened: the offline page, in Hausa, listing the kept pages by their Hausa names.
  await page.goto('/trips');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await expect(page.locator('[data-vp-offline-list]')).toContainText('Allon bayani');
  await context.setOffline(false);
});
