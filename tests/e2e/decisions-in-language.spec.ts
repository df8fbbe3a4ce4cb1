/**
 * A Hausa owner reads the decisions in Hausa (issue 51, its tests), JS on and off: a refused
 * assignment (a class-B driver on a bus carrying passengers for hire), a document's status line
 * (a replacement under review while the paper in force has expired) with the upload's notice, and
 * the notice after accepting a paper a driver sent by link. "No English sentence" is checked
 * against the catalogues: any run of three or more English words of a sentence whose Hausa differs
 * is English left on the page. Names, plates and dates are values, written as they are.
 */
import type { Page } from '@playwright/test';
import { JPEG } from '../fixtures/files';
import { importedDriver, NEXT_YEAR, owner, OWNER, replaceExpiredInsurance, type Owner } from './fleet-helpers';
import { englishIn, readable } from './words-helpers';
import { expect, it as test, PORTAL_URL, readOutbox } from './fixtures';

test.use({ locale: 'ha-NG' });

/**
 * The seed's owner, who reads Hausa: saved with them (as Settings saves it), signed in on this
 * Hausa phone; `finally` gives the other journeys their English owner back.
 */
async function asHausaOwner(page: Page, checkA11y: () => Promise<void>, journey: (o: Owner) => Promise<void>) {
  const o = await owner();
  await o.call('PATCH', '/v1/users/profile', { language: 'ha' });
  try {
    await page.goto('/login');
    await page.locator('input[name="email"]').fill(OWNER);
    await page.locator('input[name="password"]').fill('demo1234');
    await page.locator('main form button[type="submit"]').first().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await checkA11y();
    await journey(o);
  } finally {
    await o.call('PATCH', '/v1/users/profile', { language: 'en-NG' });
  }
}

test('a Hausa owner reads a refused assignment in Hausa, with the driver and the plate as written', async ({ page, jsEnabled, checkA11y }) => {
  await asHausaOwner(page, checkA11y, async (o) => {
    const plate = 'KJA-322GW';
    const vehicle = ((await o.call('GET', `/v1/partners/${o.partnerId}/vehicles?search=${plate}`)).data as { id: number; driver: { id: number } | null }[])[0];
    const kunle = ((await o.call('GET', `/v1/partners/${o.partnerId}/drivers?search=Kunle%20Salami`)).data as { id: number }[])[0];
    const before = vehicle.driver;
    if (before) await o.call('DELETE', `/v1/vehicles/${vehicle.id}/driver`);
    try {
      await page.goto(`/vehicles/details/${vehicle.id}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
      const reason = `Kunle Salami yana da lasisin aji B; ɗaukar fasinjoji na haya a ${plate} yana buƙatar aji E`;
      const option = page.locator(`main select[name="driver_id"] option[value="${kunle.id}"]`);
      await expect(option).toBeDisabled();
      await expect(option).toHaveText(`Kunle Salami (ba za a iya haɗawa ba: ${reason})`);
      // Forced anyway (an old page, a crafted request): the server refuses, in Hausa.
      await option.evaluate((el: HTMLOptionElement) => {
        el.disabled = false;
        el.selected = true;
      });
      await page.locator('main form:has(select[name="driver_id"]) button[type="submit"]').click({ force: true });
      await expect(page.getByRole('alert').filter({ hasText: reason })).toBeVisible();
      expect(englishIn(await readable(page)), jsEnabled ? 'js' : 'no js').toEqual([]);
      expect((await o.call('GET', `/v1/vehicles/${vehicle.id}`)).data.driver).toBeNull();
    } finally {
      if (before) await o.call('POST', `/v1/vehicles/${vehicle.id}/driver`, { driver_id: before.id });
    }
  });
});

test('a Hausa owner replaces an expired paper: the notice and the status line are Hausa', async ({ page, checkA11y }) => {
  await asHausaOwner(page, checkA11y, async (o) => {
    const vehicle = await replaceExpiredInsurance(page, o);
    await expect(page).toHaveURL(new RegExp(`/vehicles/details/${vehicle.id}\\?tab=documents$`));
    await expect(page.getByTestId('toast')).toBeVisible();
    await expect(page.getByTestId('readiness-note')).toHaveText(/^Takardar inshora: ana duba wanda zai maye gurbinsa; an hana aiki tun \d{2}-\d{2}-\d{4}$/);
    expect(englishIn(await readable(page))).toEqual([]);
  });
});

test('a Hausa owner accepts a paper a driver sent by link: the notice is Hausa', async ({ page, browser, jsEnabled, checkA11y }) => {
  await asHausaOwner(page, checkA11y, async (o) => {
    const driver = await importedDriver(o, jsEnabled ? 'Musa' : 'Sani');
    await o.call('POST', `/v1/drivers/${driver.id}/document-requests`, { documents: [{ owner_type: 'driver', type: 'driver_licence' }], channel: 'sms', language: 'ha' });
    const sms = (await readOutbox()).find((m) => m.to === driver.phone && m.link?.includes('/send/'))!;
    // The driver sends a photo from a small phone.
    const phone = await browser.newContext({ viewport: { width: 240, height: 320 }, javaScriptEnabled: jsEnabled, baseURL: PORTAL_URL });
    try {
      const driverPage = await phone.newPage();
      await driverPage.goto(new URL(sms.link!).pathname);
      await driverPage.locator('input[type="file"]').first().setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: JPEG });
      await driverPage.locator('input[type="date"]').first().fill(NEXT_YEAR);
      await driverPage.locator('form button[type="submit"]').last().click();
      await expect(driverPage.getByTestId('sent')).toBeVisible();
    } finally {
      await phone.close();
    }
    // The owner, on a Hausa phone, reviews and accepts it.
    await page.goto(`/drivers/details/${driver.id}`);
    await page.getByTestId('awaiting-review').locator('a[href*="/submissions/"]').first().click();
    await checkA11y();
    expect(englishIn(await readable(page))).toEqual([]);
    await page.locator('main button[name="intent"][value="accept"]').click();
    await expect(page.getByTestId('toast')).toContainText(/An karɓi lasisin tuƙi: yanzu ya tafi kasuwa don amincewa/i);
    expect(englishIn(await readable(page))).toEqual([]);
  });
});

test('a Hausa owner who follows a wrong link reads the not-found page in Hausa', async ({ page, checkA11y }) => {
  await asHausaOwner(page, checkA11y, async () => {
    for (const [path, sentence] of [
      ['/drivers/details/999999', 'Ba a sami wannan direba ba. Wataƙila an cire shi, ko mahaɗin ba daidai ba ne.'],
      ['/vehicles/details/999999', 'Ba a sami wannan mota ba. Wataƙila an cire ta, ko mahaɗin ba daidai ba ne.'],
      ['/earnings/payslip/details/1999-01', 'Ba a sami wannan takardar albashi ba. Wataƙila an cire ta, ko mahaɗin ba daidai ba ne.'],
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText(sentence)).toBeVisible();
      expect(englishIn(await readable(page)), path).toEqual([]);
    }
    await checkA11y();
  });
});
