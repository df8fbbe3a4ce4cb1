/**
 * The portal in the person's language (issue 44 §1), JS on and off: a guest's browser asks for
 * Hausa and gets the sign-in page in Hausa; the guest chooses Yoruba on the page and signs in in
 * Yoruba, which becomes their saved language (the API has it; the menu speaks it); Settings
 * takes them back to English.
 */
import { JPEG } from '../fixtures/files';
import { importedDriver, NEXT_YEAR, owner, OWNER, replaceExpiredInsurance } from './fleet-helpers';
import { untranslated } from './words-helpers';
import { createUser, expect, it as test, onboardedPartner, PORTAL_URL, readOutbox, SAME_WITHOUT_JS, sandboxApi, unique } from './fixtures';

test('a guest reads the sign-in page in their browser’s language, signs in in the one they choose, and it is saved', async ({ browser, jsEnabled }, testInfo) => {
  const partner = await onboardedPartner(unique(testInfo), 'individual');
  const context = await browser.newContext({ locale: 'ha-NG', javaScriptEnabled: jsEnabled, baseURL: PORTAL_URL });
  try {
    const page = await context.newPage();
    const res = (await page.goto('/login'))!;
    expect(res.headers()['content-language']).toBe('ha');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Barka da zuwa, Abokin kasuwanci');
    await expect(page.getByRole('button', { name: 'Shiga', exact: true })).toBeVisible();

    // The choice on the page wins over the browser's, and says so in the language chosen.
    await page.getByLabel('Harshe').selectOption('yo');
    await page.getByRole('button', { name: 'Canza harshe' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
    await expect(page.getByTestId('toast')).toContainText('Pọ́tà náà ń sọ Yorùbá báyìí.');
    await page.getByLabel('Ímeèlì').fill(partner.email);
    await page.getByLabel('Ọ̀rọ̀ aṣínà', { exact: true }).fill(partner.password);
    await page.getByRole('button', { name: 'Wọlé', exact: true }).click();
    await page.waitForURL(/\/dashboard/);
    await expect(page.getByRole('navigation', { name: 'Àkọ́kọ́' }).getByRole('link', { name: 'Awakọ̀' })).toBeVisible();
    // The page's title, on the page and in the tab.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pátákó ìròyìn');
    await expect(page).toHaveTitle('Pátákó ìròyìn - Vehicle Partner');
    // Saved with the person, so their other devices and the marketplace's messages use it too.
    const { body: login } = await sandboxApi('POST', '/v1/login', { email: partner.email, password: partner.password });
    expect(login.data.user.language).toBe('yo');

    // Settings → Profile: back to English.
    await page.goto('/settings');
    await page.getByLabel('Èdè', { exact: true }).selectOption('en-NG');
    await page.getByRole('button', { name: 'Yí èdè padà' }).click();
    await expect(page.getByTestId('toast')).toContainText('The portal now speaks English.');
    await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Drivers' })).toBeVisible();
    expect((await sandboxApi('POST', '/v1/login', { email: partner.email, password: partner.password })).body.data.user.language).toBe('en-NG');
  } finally {
    await context.close();
  }
});

test('the pseudo-locale (accented, 40 % longer) fits a 360 px screen: the sign-in page, the page frame and the menu', async ({ browser, jsEnabled }, testInfo) => {
  const partner = await onboardedPartner(unique(testInfo), 'individual');
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: jsEnabled, baseURL: PORTAL_URL });
  await context.addCookies([{ name: 'vp_pseudo', value: '1', url: PORTAL_URL }]);
  try {
    const page = await context.newPage();
    /** How far the page is wider than the screen (px): 0 when nothing overflows sideways. */
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('ẋẋẋẋ');
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The sign-in page is translated whole: no English is left in it.
    expect(await untranslated(page.locator('body'))).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('pseudo-login-360.png'), fullPage: true });
    // The other pages before sign-in, whole.
    for (const path of ['/register', '/forgot-password', '/login/phone']) {
      await page.goto(path);
      expect(await untranslated(page.locator('body')), path).toEqual([]);
      expect(await overflow(), path).toBeLessThanOrEqual(0);
    }
    // A page that does not exist says so in the reader's language, whole.
    expect((await page.goto('/no-such-page'))!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Págé ñót fóúñd ẋ/);
    expect(await untranslated(page.locator('main'))).toEqual([]);
    await page.goto('/login');

    await page.locator('#email-login input[name="email"], input[name="email"][form="email-login"]').first().fill(partner.email);
    await page.locator('#email-login input[name="password"], input[name="password"][form="email-login"]').first().fill(partner.password);
    await page.locator('#email-login button[type="submit"]').click();
    await page.waitForURL(/\/dashboard/);
    // The frame's words are the pseudo-locale's; none of them widens the page.
    await page.locator('header details summary').click();
    await expect(page.getByRole('link', { name: /^Dášhbóárd ẋ/ }).first()).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    // The page frame — its title and the menu — and a new partner's dashboard (what to add first, the checklist) are translated whole.
    expect(await untranslated(page.locator('header'))).toEqual([]);
    expect(await untranslated(page.locator('main'))).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Dášhbóárd ẋ/);
    // The tab's title too.
    await expect(page).toHaveTitle(/^Dášhbóárd ẋ+ - /);
    await page.screenshot({ path: testInfo.outputPath('pseudo-dashboard-360.png'), fullPage: true });
  } finally {
    await context.close();
  }
});

/**
 * The in-portal pages whose every word goes through a catalogue (issue 44 §6), area by area: a
 * page joins this list when its area is translated, and from then on shows no English (names,
 * plates and codes are marked `translate="no"`) and nothing wider than a 360 px screen.
 */
const TRANSLATED_PAGES = [
  '/dashboard',
  '/dashboard?day=tomorrow',
  '/dashboard?period=current_month',
  '/vehicles',
  '/vehicles?day=tomorrow&status=blocked',
  '/drivers',
  '/drivers?search=zzzz',
  '/vehicles/details/1',
  '/vehicles/details/1?tab=documents',
  '/vehicles/details/1?tab=trips',
  '/drivers/details/1',
  '/drivers/details/1?tab=trips',
  '/earnings',
  '/earnings?from=2026-10-01&to=2026-11-15',
  '/trips',
  '/trips?tab=upcoming',
  '/trips?tab=completed',
  '/trips?tab=completed&search=zzz',
  '/trips/details/1',
  '/drivers/1/ask',
  '/settings',
  '/settings/notifications',
  '/earnings/past-payout',
  '/earnings/payslip',
  '/earnings/queries',
  '/drivers/add-driver',
  '/drivers/1/edit',
  '/vehicles/1/edit',
  '/vehicles/add-vehicle?model=1',
  '/routes',
  '/add-account',
  '/settings/accounts',
  '/settings/roles',
  '/dashboard/company-kyc',
  '/dashboard/start-kyc/1',
  '/settings/members',
  '/settings/members?panel=invite',
  '/settings/company',
  '/routes/details/1',
  '/earnings/cost-configuration',
  '/earnings/cost-configuration/vehicle/1',
  '/earnings/vehicle-information/1',
  '/earnings/statement',
  '/earnings/statement?year=abc',
  '/settings/activity',
  '/drivers/import',
  '/vehicles/1/edit/document/1',
  '/invitations',
  '/organization',
  '/faq',
  '/earnings/pay',
  '/vehicles/details/1?tab=pass',
  '/drivers/details/1?tab=earnings',
  '/earnings/pay/driver/1',
  '/earnings/pay/statement/1',
  '/earnings/pay/confirm',
  '/welcome',
  '/no/such/page',
  '/drivers/details/999999',
];

test('the translated pages, whole, in the pseudo-locale at 360 px, for a fleet with every kind of line', { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs }) => {
  test.setTimeout(120_000);
  await page.context().addCookies([{ name: 'vp_pseudo', value: '1', url: PORTAL_URL }]);
  // The seeded fleet: vehicles and drivers that cannot work, at risk, under review, rejected; trips on the road.
  await signedInAs('owner@example.com');
  // A page of the same sign-in without the fixture's accessibility scan after each visit: these
  // pages are scanned in their own journeys, in English; here only their words and width count.
  const reader = await page.context().newPage();
  await reader.setViewportSize({ width: 360, height: 740 });
  // A payslip and the query form of one of its deductions, wherever the seeded months fall.
  await reader.goto('/earnings/payslip');
  const payslip = (await reader.locator('main a[href*="/earnings/payslip/details/"]').first().getAttribute('href'))!;
  await reader.goto(payslip);
  const queryForm = (await reader.locator('main a[href*="/earnings/queries/new?deduction="]').first().getAttribute('href'))!;
  // A trip on the road: its live view, its stop line and its manifest.
  await reader.goto('/trips?tab=active');
  const active = (await reader.locator('main a[href^="/trips/details/"]').first().getAttribute('href'))!;
  await reader.goto('/trips?tab=upcoming');
  const upcoming = (await reader.locator('main a[href^="/trips/information/upcoming/"]').first().getAttribute('href'))!;
  // The public roadside pass an officer opens (its page speaks the reader's language too).
  await reader.goto('/vehicles/details/1?tab=pass');
  const pass = new URL((await reader.locator('main a[href*="/pass/"]').first().getAttribute('href'))!, PORTAL_URL).pathname;
  for (const path of [...TRANSLATED_PAGES, payslip, queryForm, active, `${active}?tab=manifest`, upcoming, pass]) {
    await reader.goto(path);
    await expect(reader.locator('html')).toHaveAttribute('lang', 'en-XA');
    expect(await untranslated(reader.locator('main')), path).toEqual([]);
    expect(await reader.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), path).toBeLessThanOrEqual(0);
  }
  await reader.close();
});

test('the driver’s upload page speaks the language the owner chose for the link, and the driver can switch', { tag: SAME_WITHOUT_JS }, async ({ page, browser, signedInAs }) => {
  await signedInAs('owner@example.com');
  await page.goto('/drivers/1/ask');
  await page.locator('#message-language').selectOption('ha');
  await page.locator('input[name="doc"]').first().check();
  await page.locator('button[name="intent"][value="send"]').click();
  await expect(page.getByTestId('toast')).toBeVisible();
  const sms = (await readOutbox()).find((m) => m.link?.includes('/send/'))!;
  const path = new URL(sms.link!).pathname;
  // A phone whose browser asks for English: the page still speaks the link's Hausa.
  const phone = await browser.newContext({ viewport: { width: 360, height: 640 }, locale: 'en-NG', baseURL: PORTAL_URL });
  try {
    const driverPage = await phone.newPage();
    const res = (await driverPage.goto(path))!;
    expect(res.headers()['content-language']).toBe('ha');
    await expect(driverPage.locator('html')).toHaveAttribute('lang', 'ha');
    await expect(driverPage.getByRole('heading', { level: 1 })).toHaveText(/, da fatan ka aiko da takardunka$/);
    await expect(driverPage).toHaveTitle(/^Aika takardunku/);
    // The driver reads Yoruba better: the page's own switch.
    await driverPage.getByRole('link', { name: 'Yorùbá' }).click();
    await expect(driverPage.locator('html')).toHaveAttribute('lang', 'yo');
    await expect(driverPage.getByRole('heading', { level: 1 })).toHaveText(/, jọ̀wọ́ fi àwọn ìwé rẹ ránṣẹ́$/);
  } finally {
    await phone.close();
  }
  // The seeded driver keeps no open link for the other journeys.
  await page.goto('/drivers/1/ask');
  await page.locator('button[name="intent"][value="withdraw"]').click();
  await expect(page.getByTestId('toast')).toBeVisible();
});

test('the onboarding steps in the pseudo-locale at 360 px, with their errors', async ({ page, login }, testInfo) => {
  const user = await createUser(unique(testInfo));
  await page.setViewportSize({ width: 360, height: 740 });
  await login(user.email, user.password);
  await expect(page).toHaveURL('/welcome');
  await page.context().addCookies([{ name: 'vp_pseudo', value: '1', url: PORTAL_URL }]);
  await page.reload();
  const whole = async () => {
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
    expect(await untranslated(page.locator('main')), page.url()).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), page.url()).toBeLessThanOrEqual(0);
  };
  await whole();
  await page.locator('input[value="business"]').check();
  await page.locator('main form button[type="submit"]').click();
  await page.waitForURL('/get-started/company');
  await whole();
  // Sent empty: every error said in the reader's words (by the page's script or by the server).
  await page.locator('button[name="intent"][value="company"]').click();
  await expect(page.locator('[data-vp-error-for]:visible').first()).toBeVisible();
  await whole();
});

test(
  'the decisions in the pseudo-locale: a refusal beside its choice, a status line, the notices after each write, the driver’s page after a rejection, the offline page',
  { tag: SAME_WITHOUT_JS },
  async ({ page, signedInAs, browser, checkA11y }) => {
    test.setTimeout(120_000);
    await signedInAs(OWNER);
    await page.context().addCookies([{ name: 'vp_pseudo', value: '1', url: PORTAL_URL }]);
    const o = await owner();
    /** The page's words and its notice, all the pseudo-locale's; `typed` (what a person wrote) aside. */
    const whole = async (where: string, typed = '\u0000') => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
      expect(
        (await untranslated(page.locator('main'))).filter((t) => !t.includes(typed)),
        where,
      ).toEqual([]);
      const toast = page.getByTestId('toast');
      if (await toast.count()) expect(await untranslated(toast), `${where}: its notice`).toEqual([]);
    };

    // A refused assignment: the API's reason beside the choice, in the reader's words.
    const plate = 'KJA-322GW';
    const bus = ((await o.call('GET', `/v1/partners/${o.partnerId}/vehicles?search=${plate}`)).data as { id: number; driver: { id: number } | null }[])[0];
    const kunle = ((await o.call('GET', `/v1/partners/${o.partnerId}/drivers?search=Kunle%20Salami`)).data as { id: number }[])[0];
    if (bus.driver) await o.call('DELETE', `/v1/vehicles/${bus.id}/driver`);
    try {
      await page.goto(`/vehicles/details/${bus.id}`);
      await page.locator(`main select[name="driver_id"] option[value="${kunle.id}"]`).evaluate((el: HTMLOptionElement) => {
        el.disabled = false;
        el.selected = true;
      });
      await page.locator('main form:has(select[name="driver_id"]) button[type="submit"]').click({ force: true });
      await expect(page.getByRole('alert').filter({ hasText: `Kunle Salami` })).toContainText('ẋ');
      await checkA11y();
      await whole('a refused assignment');
    } finally {
      if (bus.driver) await o.call('POST', `/v1/vehicles/${bus.id}/driver`, { driver_id: bus.driver.id });
    }

    // A replacement under review while the paper in force has expired: the notice and the status line.
    await replaceExpiredInsurance(page, o);
    await expect(page.getByTestId('readiness-note')).toContainText('ẋ');
    await expect(page.getByTestId('toast')).toBeVisible();
    await checkA11y();
    await whole('a replacement under review');

    // A paper the driver sent by link, rejected with a reason: the owner's notice, then the driver's page.
    const driver = await importedDriver(o, 'Ifeoma', 'Nwosu');
    await o.call('POST', `/v1/drivers/${driver.id}/document-requests`, { documents: [{ owner_type: 'driver', type: 'driver_licence' }], channel: 'sms' });
    const link = new URL((await readOutbox()).find((m) => m.to === driver.phone && m.link?.includes('/send/'))!.link!).pathname;
    const phone = await browser.newContext({ viewport: { width: 240, height: 320 }, baseURL: PORTAL_URL });
    try {
      await phone.addCookies([{ name: 'vp_pseudo', value: '1', url: PORTAL_URL }]);
      const driverPage = await phone.newPage();
      await driverPage.goto(link);
      await driverPage.locator('input[type="file"]').first().setInputFiles({ name: 'licence.jpg', mimeType: 'image/jpeg', buffer: JPEG });
      await driverPage.locator('input[type="date"]').first().fill(NEXT_YEAR);
      await driverPage.locator('form button[type="submit"]').last().click();
      await expect(driverPage.getByTestId('sent')).toContainText('ẋ');

      await page.goto(`/drivers/details/${driver.id}`);
      await page.getByTestId('awaiting-review').locator('a[href*="/submissions/"]').first().click();
      await checkA11y();
      await whole('the review of a paper sent by link');
      const reason = 'Blurry, retake';
      await page.locator('main textarea[name="reason"]').fill(reason);
      await page.locator('main button[name="intent"][value="reject"]').click();
      await expect(page.getByTestId('toast')).toContainText('ẋ');
      await whole('after a rejection');

      await driverPage.goto(link);
      await expect(driverPage.getByTestId('papers')).toContainText(reason);
      await expect(driverPage.locator('html')).toHaveAttribute('lang', 'en-XA');
      expect(
        (await untranslated(driverPage.locator('main'))).filter((t) => !t.includes(reason)),
        'the driver’s page after a rejection',
      ).toEqual([]);
    } finally {
      await phone.close();
    }

    // The page the worker shows when a page was never kept.
    await page.goto('/offline');
    await whole('the offline page');
  },
);
