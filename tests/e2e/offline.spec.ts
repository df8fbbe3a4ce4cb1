/**
 * When the link drops (issue 35), with JavaScript on: without it there is no service worker, and
 * every page is what it always was (the other journeys, run with JavaScript off, say so). The
 * worker is allowed here only (playwright.config.ts blocks it elsewhere).
 */
import type { Page } from '@playwright/test';
import { expect, it as test, sandboxApi } from './fixtures';
import { owner, NEXT_YEAR, OWNER } from './fleet-helpers';
import { pdfText } from '../pdf-text';
import { photoInPage } from '../../bench/lib/dropping-link.mjs';

test.use({ serviceWorkers: 'allow' });

const COPY_NOTE = /^You are offline\. This is the copy from \d{2}:\d{2} today\.$/;
const naira = (kobo: number) => `₦${(kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Open a signed-in page and wait until the service worker looks after the pages. */
async function withWorker(page: Page) {
  await page.goto('/dashboard');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
  });
}

test('offline, the owner rereads what they opened: the dashboard, tomorrow’s fleet, a manifest, a pass, a payslip and its PDF; anything else is the offline page', async ({
  page,
  context,
  signedInAs,
  jsEnabled,
  checkA11y,
}) => {
  test.skip(!jsEnabled, 'a service worker needs JavaScript');
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
  const list = page.locator('[data-offline-list]');
  await expect(list.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible();
  await expect(list.getByRole('link', { name: `payslip_${month}.pdf` })).toBeVisible();
  await expect(list.getByRole('link')).toHaveCount(kept.length + 1); // the pages and the PDF
  await checkA11y();
  await list
    .getByRole('link', { name: /^Payslip/ })
    .first()
    .click();
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
  const list = page.locator('[data-offline-list]');
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
  await expect(page.locator('[data-offline-list]')).toContainText('No page has been kept on this phone yet.');
  await context.setOffline(false);
});

test('a form sent offline is kept, sent once when the link returns, and its notice shows; a form with a password or a file is never kept', async ({
  page,
  context,
  signedInAs,
  jsEnabled,
  checkA11y,
}) => {
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
  // A second tap while offline keeps a second copy of the same form: the same key, one write.
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByLabel('Reason')).toHaveValue(reason);
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
  await expect(page.locator('#offline-note')).toHaveText('You are offline: nothing was sent. Try again when you are back online.');
  await expect(page.getByLabel('Your password, to confirm')).toHaveValue('demo1234');
  await context.setOffline(false);
  await page.goto('/settings/accounts');
  await expect(page.getByTestId('account-row')).toHaveCount(before);

  // Nor a file.
  const vehicle = (await o.call('GET', `/v1/partners/${o.partnerId}/vehicles?perPage=1`)).data[0];
  await page.goto(`/vehicles/${vehicle.id}/edit/document/insurance`);
  await page.getByLabel('Expiry date').fill(NEXT_YEAR);
  await page.getByLabel('File for Insurance certificate').setInputFiles({ name: 'insurance.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send the new file' }).click({ force: true });
  await expect(page.locator('#offline-note')).toHaveText('You are offline: nothing was sent. Try again when you are back online.');
  await expect(page.getByLabel('Expiry date')).toHaveValue(NEXT_YEAR);
  await context.setOffline(false);
});

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
