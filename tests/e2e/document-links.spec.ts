/**
 * The driver sends their own document (issue 43), JS on and off: the owner asks from the
 * driver's page and reads the message before it goes; the link from the outbox opens on a
 * 240×320 phone, light and without a cookie; a photo is sent; the owner reviews it through the
 * portal's own file route and accepts it; readiness counts it once the marketplace approves.
 * A guessed link and a replaced one say so.
 */
import { gzipSync } from 'node:zlib';
import { JPEG } from '../fixtures/files';
import { importedDriver, NEXT_YEAR, owner, OWNER } from './fleet-helpers';
import { checkOtherPage, expect, it as test, PORTAL_URL, readOutbox, sandboxApi } from './fixtures';
import { kitShot } from './kit-shots';

test('the owner asks, the driver sends a photo from a small phone, the owner accepts, readiness counts it once approved', async ({ page, signedInAs, browser, jsEnabled, checkA11y }) => {
  await signedInAs(OWNER);
  const o = await owner();
  const fname = jsEnabled ? 'Adaeze' : 'Ngozi';
  const driver = await importedDriver(o, fname, 'Okoro');

  // Ask, from the licence's line on the driver's page.
  await page.goto(`/drivers/details/${driver.id}`);
  await page
    .getByTestId('document-driver_licence')
    .getByRole('link', { name: `Ask ${fname} to send it` })
    .click();
  await expect(page.getByRole('checkbox', { name: /Driver's licence/ })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /LASDRI card/ })).not.toBeChecked();
  await expect(page.getByTestId('ask-preview')).toHaveText(new RegExp(`^${fname}, Lagos Shuttle Partners Ltd asks for your Driver's licence\\. Send a photo here: http://\\S+/send/•{22}$`));
  // Both documents in one link: the message says so before it goes.
  await page.getByRole('checkbox', { name: /LASDRI card/ }).check();
  await page.getByRole('button', { name: 'Update the message' }).click();
  await expect(page.getByTestId('ask-preview')).toContainText("Driver's licence and LASDRI card");
  await checkA11y();
  await page.getByRole('button', { name: `Send to ${fname}` }).click();
  await expect(page).toHaveURL(new RegExp(`/drivers/details/${driver.id}$`));
  await expect(page.getByTestId('toast')).toContainText(`Link sent to ${fname} by SMS`);
  await expect(page.getByTestId('link-state')).toContainText('Waiting for the driver');

  const sms = (await readOutbox()).find((m) => m.to === driver.phone)!;
  expect(sms.body.length).toBeLessThanOrEqual(160);
  const path = new URL(sms.link!).pathname;
  expect(path).toMatch(/^\/send\/[A-Za-z0-9_-]{22}$/);

  // The driver: a 240×320 phone, no session; no cookie but the form's random pre-session (issue 54 §4), never stored, not indexed.
  const phone = await browser.newContext({ viewport: { width: 240, height: 320 }, javaScriptEnabled: jsEnabled, baseURL: PORTAL_URL });
  try {
    const driverPage = await phone.newPage();
    const res = (await driverPage.goto(path))!;
    expect(res.status()).toBe(200);
    expect((await res.allHeaders())['set-cookie']).toMatch(/^vp_pre=[A-Za-z0-9_-]{22}; Path=\/; Max-Age=86400; HttpOnly; SameSite=Lax$/);
    expect(res.headers()['cache-control']).toBe('no-store');
    expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(driverPage.getByRole('heading', { level: 1 })).toHaveText(`${fname}, please send your documents`);
    // Nothing but the first name and the partner: no surname, no phone.
    await expect(driverPage.locator('body')).not.toContainText('Okoro');
    await expect(driverPage.locator('body')).not.toContainText(driver.phone.slice(4));
    await checkOtherPage(driverPage, jsEnabled);
    // Under 15 KB before the photo: the page and its style sheet, as a phone receives them (gzip).
    const html = await (await phone.request.get(path)).body();
    const css = await Promise.all(
      (await driverPage.locator('link[rel=stylesheet]').evaluateAll((ls) => ls.map((l) => (l as HTMLLinkElement).href))).map(async (href) => (await phone.request.get(href)).body()),
    );
    expect(gzipSync(html).length + css.reduce((n, b) => n + gzipSync(b).length, 0)).toBeLessThan(15 * 1024);
    // Within the 240 px phone in every language the driver may pick (issue 69 §4), then back to the link's own.
    for (const lang of ['pcm', 'ha', 'yo', 'ig', 'en-NG']) {
      await driverPage.goto(`${path}?lang=${lang}`);
      await expect(driverPage.locator('html')).toHaveAttribute('lang', lang);
      await expect(driverPage.locator('input[type="file"]').first()).toBeVisible();
      expect(await driverPage.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(240);
      await kitShot(driverPage, lang, 'send.$token', '240');
    }

    await driverPage.getByLabel("Photo: Driver's licence").setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await driverPage.getByLabel('Expiry date on the document').first().fill(NEXT_YEAR);
    await driverPage.getByRole('button', { name: 'Send' }).click();
    await expect(driverPage.getByTestId('sent')).toContainText("Sent: Driver's licence.");
    await expect(driverPage.getByText("Driver's licence: sent, waiting for the owner")).toBeVisible();
    // The LASDRI card is still asked for on the same link.
    await expect(driverPage.getByLabel('Photo: LASDRI card')).toBeVisible();
  } finally {
    await phone.close();
  }

  // The owner reviews what came, through the portal's own file route, and accepts it.
  await page.goto(`/drivers/details/${driver.id}`);
  const awaiting = page.getByTestId('awaiting-review');
  await expect(awaiting).toContainText("Driver's licence · Sent by the driver — awaiting your review");
  await awaiting.getByRole('link', { name: 'Review' }).click();
  await expect(page.getByRole('heading', { name: `Driver's licence, sent by ${fname} Okoro` })).toBeVisible();
  const file = await page.request.get(`${new URL(page.url()).pathname}/file`);
  expect([file.status(), file.headers()['content-type'], file.headers()['cache-control']]).toEqual([200, 'image/jpeg', 'private, no-store']);
  await expect(page.getByLabel('Expiry date on the document')).toHaveValue(NEXT_YEAR);
  await checkA11y();
  await page.getByRole('button', { name: 'Accept and send for approval' }).click();
  await expect(page.getByTestId('toast')).toContainText("Driver's licence accepted: it now goes to the marketplace for approval");
  // Not counted yet: under review by the marketplace.
  await expect(page.getByTestId('document-driver_licence')).toContainText('Under review');
  // The driver's link now says it was accepted, no longer "waiting for the owner" (issue 54 §8).
  const later = await browser.newContext({ viewport: { width: 240, height: 320 }, javaScriptEnabled: jsEnabled, baseURL: PORTAL_URL });
  try {
    const again = await later.newPage();
    await again.goto(path);
    await expect(again.getByTestId('papers')).toContainText(/Driver's licence: accepted by \S/);
    await expect(again.getByTestId('papers')).not.toContainText('waiting for the owner');
  } finally {
    await later.close();
  }

  const sent = (await o.call('GET', `/v1/drivers/${driver.id}/document-requests`)).data.submissions as { type: string; status: string; document_id: number | null }[];
  const docId = sent.find((x) => x.type === 'driver_licence' && x.status === 'accepted')!.document_id;
  expect((await sandboxApi('POST', `/__sandbox/documents/${docId}/review`, { decision: 'approve' })).status).toBe(200);
  await page.goto(`/drivers/details/${driver.id}`);
  await expect(page.getByTestId('document-driver_licence')).toContainText('Approved');
  const activity = (await o.call('GET', `/v1/partners/${o.partnerId}/activity?perPage=50`)).data as { kind: string; subject: string }[];
  const mine = activity.filter((e) => e.subject === `${fname} Okoro`).map((e) => e.kind);
  expect(mine).toEqual(expect.arrayContaining(['document.asked', 'document.link_opened', 'document.sent_by_driver', 'document.accepted']));
});

test('a guessed link is not found, and a replaced one says so', async ({ page, signedInAs, jsEnabled }) => {
  await signedInAs(OWNER);
  const o = await owner();
  const driver = await importedDriver(o, jsEnabled ? 'Chioma' : 'Bisi', 'Okoro');
  const ask = async () => {
    await o.call('POST', `/v1/drivers/${driver.id}/document-requests`, { documents: [{ owner_type: 'driver', type: 'lasdri' }], channel: 'whatsapp' });
    return new URL((await readOutbox()).find((m) => m.to === driver.phone)!.link!).pathname;
  };
  const first = await ask();
  await ask();
  const replaced = await page.goto(first);
  expect(replaced!.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link was replaced by a newer one. Use the latest message you received.');
  const guessed = await page.goto('/send/AAAAAAAAAAAAAAAAAAAAAA');
  expect(guessed!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is not valid.');
});
