/**
 * The roadside pass (issue 25), with JavaScript on and off for the owner's vehicle page; the
 * public page is read in a fresh context with no cookies: the owner prints the sticker, an
 * officer reads today's verdict (No, with the rule's reason, for KJA-174CR; Yes for a ready
 * vehicle), a replaced pass says so at once, and the page shows nothing about people.
 */
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { expect, it as test, PORTAL_URL } from './fixtures';
import { owner } from './fleet-helpers';
import { pdfText } from '../pdf-text';

type Vehicle = { id: number; plate: string };

async function vehicleId(plate: string) {
  const o = await owner();
  return ((await o.call('GET', `/v1/partners/${o.partnerId}/vehicles?perPage=100`)).data as Vehicle[]).find((v) => v.plate === plate)!.id;
}

test('the owner prints the pass; an officer reads today’s verdict with no account; a replaced pass stops at once', async ({ page, browser, signedInAs, jsEnabled, checkA11y }) => {
  await signedInAs('owner@example.com');
  const blockedId = await vehicleId('KJA-174CR');
  await page.goto(`/vehicles/details/${blockedId}`);
  await page.getByRole('link', { name: 'Roadside pass' }).click();
  await expect(page).toHaveURL(`/vehicles/details/${blockedId}?tab=pass`);
  await expect(page.getByRole('img', { name: "QR code of KJA-174CR's roadside pass" })).toBeVisible();
  await checkA11y();
  const url = (await page.getByTestId('pass-url').textContent())!;
  expect(url).toMatch(new RegExp(`^${PORTAL_URL}/pass/[A-Za-z0-9_-]{22}$`));

  // The sticker: only what cannot change on the windscreen (issue 32 §8); the scan tells the day's status.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Print' }).click()]);
  expect(download.suggestedFilename()).toBe('roadside_pass_KJA-174CR.pdf');
  const text = await pdfText(new Uint8Array(readFileSync((await download.path())!)));
  expect(text).toContain('KJA-174CR');
  expect(text).toContain("Scan for today's status");
  expect(text).not.toMatch(/Hackney permit|Insurance certificate|expire/i);
  expect(text).not.toMatch(/\d\d-\d\d-\d{4}/);
  expect(text).toContain(url);

  // An officer's phone: a fresh context, no cookies, JavaScript as the project has it.
  const officer = await browser.newContext({ javaScriptEnabled: jsEnabled, viewport: { width: 320, height: 640 } });
  const phone = await officer.newPage();
  const response = (await phone.goto(url))!;
  expect(response.status()).toBe(200);
  expect(response.headers()['set-cookie']).toBeUndefined();
  expect(response.headers()['cache-control']).toBe('no-store');
  expect(response.headers()['x-robots-tag']).toContain('noindex');
  // One policy, the page's own (issue 31 §2: it was sent twice).
  expect((await response.headersArray()).filter((h) => h.name.toLowerCase() === 'referrer-policy').map((h) => h.value)).toEqual(['no-referrer']);
  const html = await response.text();
  expect(html).not.toMatch(/<script/i);
  expect(Buffer.byteLength(html)).toBeLessThan(15 * 1024);
  await expect(phone.getByTestId('verdict')).toHaveText(/^Can operate today: No — Hackney permit expired on \d\d-\d\d-\d{4}/);
  await expect(phone.getByText(/^Checked at \d\d:\d\d, \d\d-\d\d-\d{4} \(Lagos time\)$/)).toBeVisible();
  await expect(phone.getByText(/^Verification code: [A-Z2-9]{6}$/)).toBeVisible();
  // axe needs JavaScript: the same page in a scratch context that has it.
  const scratch = await browser.newContext({ javaScriptEnabled: true, viewport: { width: 320, height: 640 } });
  const axePage = await scratch.newPage();
  await axePage.goto(url);
  expect((await new AxeBuilder({ page: axePage }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()).violations.map((v) => v.id)).toEqual([]);
  await scratch.close();
  // Nothing about people: no driver's or owner's name or phone.
  const o = await owner();
  const drivers = (await o.call('GET', `/v1/partners/${o.partnerId}/drivers?perPage=100`)).data as { fname: string; lname: string; phone: string }[];
  const page320 = (await phone.locator('body').innerText()).toLowerCase();
  const personal = [...drivers.flatMap((d) => [`${d.fname} ${d.lname}`, d.phone, d.phone.replace('+234', '0')]), 'Adaeze', 'Okafor', '+2348030000001', '08030000001'];
  expect(personal.filter((p) => page320.includes(p.toLowerCase()))).toEqual([]);
  // Nothing scrolls sideways at 320 px.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

  // The officer's language (issue 44 §5): a Hausa phone reads Hausa; the page's switch takes any
  // reader to another language, with no cookie; English stays the default (the phone above).
  const kano = await browser.newContext({ javaScriptEnabled: jsEnabled, locale: 'ha-NG', viewport: { width: 320, height: 640 } });
  const hausa = await kano.newPage();
  const inHausa = (await hausa.goto(url))!;
  expect(inHausa.headers()['set-cookie']).toBeUndefined();
  await expect(hausa.locator('html')).toHaveAttribute('lang', 'ha');
  await expect(hausa.getByTestId('verdict')).toHaveText(/^Za ta iya aiki yau: A'a — Izinin haya \(hackney permit\) ta ƙare a ranar \d\d-\d\d-\d{4}$/);
  await expect(hausa.getByRole('heading', { name: 'Takardu' })).toBeVisible();
  await hausa.getByRole('navigation', { name: 'Harshe' }).getByRole('link', { name: 'Yorùbá' }).click();
  await expect(hausa.locator('html')).toHaveAttribute('lang', 'yo');
  await expect(hausa.getByTestId('verdict')).toHaveText(/^Ó lè ṣiṣẹ́ lónìí: Rárá — /);
  expect(await hausa.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await kano.close();

  // The scan is counted on the vehicle's page.
  await page.goto(`/vehicles/details/${blockedId}?tab=pass`);
  await expect(page.getByTestId('pass-scans')).toContainText(/Scanned (once|\d+ times) this week/);

  // A ready vehicle (one per project, so the two never replace each other's pass): Yes; then
  // its owner replaces the pass and the old address says so at once.
  const plate = jsEnabled ? 'KJA-322GW' : 'KJA-359HD';
  const readyId = await vehicleId(plate);
  await page.goto(`/vehicles/details/${readyId}?tab=pass`);
  const oldUrl = (await page.getByTestId('pass-url').textContent())!;
  await phone.goto(oldUrl);
  await expect(phone.getByTestId('verdict')).toHaveText('Can operate today: Yes');
  // Replacing asks once (issue 32 §6), then the old QR stops at once.
  await page.getByRole('link', { name: 'Replace pass' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('The QR on the sticker stops working at once');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Replace pass' }).click();
  await expect(page.getByTestId('toast')).toContainText(`A new pass for ${plate}`);
  const newUrl = (await page.getByTestId('pass-url').textContent())!;
  expect(newUrl).not.toBe(oldUrl);
  const gone = (await phone.goto(oldUrl))!;
  expect(gone.status()).toBe(410);
  await expect(phone.getByRole('heading', { name: 'This pass has been replaced. Ask the driver for the current one.' })).toBeVisible();
  expect((await phone.goto(newUrl))!.status()).toBe(200);
  await officer.close();

  // The owner's activity log (issue 25 §3): the scans (time, plate, code: nothing about the
  // officer) and the replacement, with who replaced it.
  await page.goto('/settings/activity?group=passes');
  const entries = page.getByTestId('activity-row');
  await expect(entries.filter({ hasText: 'KJA-174CR' }).filter({ hasText: 'Roadside pass scanned' }).first()).toContainText(/Roadside check.*Verification code [A-Z2-9]{6}; can operate: No/s);
  await expect(entries.filter({ hasText: plate }).filter({ hasText: 'Roadside pass replaced' }).first()).toContainText('Adaeze Okafor');
});

test('unknown and malformed tokens answer the same 404 page (their time is measured by `npm run bench -- pass`)', async ({ jsEnabled }) => {
  test.skip(!jsEnabled, 'HTTP from Node only: the same with or without a browser’s JavaScript');
  const random = () => Buffer.from(Array.from({ length: 16 }, () => Math.floor(Math.random() * 256))).toString('base64url');
  const tokens = Array.from({ length: 20 }, (_, i) => (i % 2 ? random() : i % 4 ? random().slice(0, 12) : `${random().slice(0, 20)}$!`));
  const bodies = new Set<string>();
  for (const token of tokens) {
    const res = await fetch(`${PORTAL_URL}/pass/${encodeURIComponent(token)}`);
    expect(res.status).toBe(404);
    bodies.add((await res.text()).replace(/nonce="[^"]+"/g, ''));
  }
  expect(bodies.size).toBe(1);
});
