/**
 * The owner's most read pages in each language the review kit covers (issue 69 §5), at 360 px:
 * each speaks its language and fits the screen; with `KIT_SHOTS=1` (`npm run i18n:shots`) each is
 * kept as the kit's screenshot of its route, which the kit names beside every sentence the page
 * says. The driver's two pages are kept at 240 px by their own journeys (document-links.spec.ts,
 * driver-pay.spec.ts).
 */
import { kitShot } from './kit-shots';
import { owner, OWNER } from './fleet-helpers';
import { expect, it as test, PORTAL_URL, SAME_WITHOUT_JS } from './fixtures';

/** [path, route id] of the pages a reviewer reads first: money and fleet status, then the rest. */
const KIT_PAGES: Array<[string, string]> = [
  ['/dashboard', '_app.dashboard'],
  ['/earnings', '_app.earnings._index'],
  ['/earnings/pay', '_app.earnings.pay'],
  ['/earnings/payslip', '_app.earnings.payslip._index'],
  ['/drivers', '_app.drivers._index'],
  ['/drivers/details/1', '_app.drivers.details.$driverId'],
  ['/drivers/1/ask', '_app.drivers.$driverId.ask'],
  ['/vehicles', '_app.vehicles._index'],
  ['/vehicles/details/1', '_app.vehicles.details.$vehicleId'],
  ['/trips', '_app.trips._index'],
  ['/settings/members', '_app.settings.members'],
  ['/settings/notifications', '_app.settings.notifications'],
];

test('the owner’s first pages in Hausa, Yoruba, Igbo and Pidgin speak the language and fit 360 px', { tag: SAME_WITHOUT_JS }, async ({ browser }) => {
  test.setTimeout(180_000);
  const o = await owner();
  try {
    for (const language of ['ha', 'yo', 'ig', 'pcm']) {
      // The owner's language, saved as Settings saves it, read at sign-in.
      await o.call('PATCH', '/v1/users/profile', { language });
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, baseURL: PORTAL_URL });
      const page = await context.newPage();
      await page.goto('/login');
      await page.locator('input[name="email"]').fill(OWNER);
      await page.locator('input[name="password"]').fill('demo1234');
      await page.locator('main form button[type="submit"]').first().click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      for (const [path, routeId] of KIT_PAGES) {
        const response = await page.goto(path);
        expect(response?.status(), `${language} ${path}`).toBe(200);
        await expect(page.locator('html'), path).toHaveAttribute('lang', language);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${language} ${path}`).toBeLessThanOrEqual(0);
        await kitShot(page, language, routeId);
      }
      await context.close();
    }
  } finally {
    await o.call('PATCH', '/v1/users/profile', { language: 'en-NG' });
  }
});
