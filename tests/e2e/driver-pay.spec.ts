/**
 * Paying drivers (issue 53), JS on and off: the owner sets a driver's rule (30 % of net from last
 * week), reads the week's pay worked out from the driver's trips (the net By driver shows),
 * records an advance, marks the driver paid with the transfer's reference, and downloads the CSV
 * for the bank and the PDF: the page, the API and the CSV agree to the kobo. Then the driver's
 * statement (§4): sent in Hausa after a preview, opened on a 240×320 phone with no account, the
 * same figures and trips, "This is not right" with a note, which the owner reads on the pay run.
 */
import { periodOf } from '../../app/domain/driver-pay';
import { formatKobo } from '../../app/domain/money';
import { addDays, dayFirst, lagosDate } from '../../contract/lagos-time';
import { owner, OWNER } from './fleet-helpers';
import { checkOtherPage, expect, it as test, PORTAL_URL, readOutbox } from './fixtures';

test('set a driver’s rule, read the week’s pay, record an advance, mark paid, download for the bank', async ({ page, browser, signedInAs, jsEnabled, checkA11y }) => {
  await signedInAs(OWNER);
  const o = await owner();
  const week = periodOf(addDays(lagosDate(Date.now()), -7), 'week');
  const here = `/earnings/pay?period=week&start=${week.start}`;
  // One driver who drove last week per project, so the two never share a rule.
  const byDriver = (await o.call('GET', `/v1/partners/${o.partnerId}/earnings/by-driver?from=${week.start}&to=${week.end}`)).data as {
    driver: { id: number; name: string };
    trips: number;
    net_kobo: number;
  }[];
  const driver = byDriver.filter((d) => d.trips > 0 && d.net_kobo > 0)[jsEnabled ? 0 : 1];
  const pay = Math.floor((driver.net_kobo * 3_000 + 5_000) / 10_000);

  await page.goto(here);
  await expect(page.getByRole('heading', { name: `Driver pay: ${dayFirst(week.start)} to ${dayFirst(week.end)}` })).toBeVisible();
  await page.getByLabel('For', { exact: true }).selectOption(String(driver.driver.id));
  await page.getByLabel('How the driver is paid').selectOption('share');
  await page.getByLabel('Share (%), for a share of the net').fill('30');
  await page.getByLabel('From', { exact: true }).fill(week.start);
  await page.getByRole('button', { name: 'Save the rule' }).click();
  await expect(page.getByTestId('toast')).toContainText(`Pay rule saved: it applies to pay periods from ${dayFirst(week.start)}`);
  const row = page.getByTestId('pay-row').filter({ hasText: driver.driver.name });
  await expect(row.locator('td[data-label="Rule"]')).toHaveText('30 % of net, weekly');
  await expect(row.locator('td[data-label="Net"]')).toHaveText(formatKobo(driver.net_kobo));
  await expect(row.locator('td[data-label="Pay"]')).toHaveText(formatKobo(pay));
  await checkA11y();

  // An advance of ₦1,000 in the week: taken back from this week's pay.
  await page.getByRole('region', { name: 'Record an advance, a recovery or a bonus' }).getByLabel('Driver', { exact: true }).selectOption(String(driver.driver.id));
  await page.getByLabel('What').selectOption('advance');
  await page.getByLabel('Amount (₦)', { exact: true }).fill('1,000');
  await page.getByLabel('Date', { exact: true }).fill(week.start);
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText(`Recorded: ₦1,000.00 on ${dayFirst(week.start)}`);
  const toPay = pay - 100_000;
  await expect(row.locator('td[data-label="Advances and recoveries"]')).toHaveText('₦1,000.00');
  await expect(row.locator('td[data-label="To pay"]')).toHaveText(formatKobo(toPay));

  // Marked paid, this driver only, with the transfer's reference.
  const reference = `TRF-${jsEnabled ? 'ON' : 'OFF'}-${Date.now().toString(36).toUpperCase()}`;
  const paidForm = page.getByRole('group', { name: 'Drivers paid by this transfer' });
  for (const box of await paidForm.getByRole('checkbox').all()) await box.uncheck();
  await paidForm.getByRole('checkbox', { name: new RegExp(driver.driver.name) }).check();
  await page.getByLabel('Transfer reference').fill(reference);
  await page.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByTestId('toast')).toContainText('Marked paid: 1 driver');
  await expect(row.locator('td[data-label="Paid"]')).toHaveText(new RegExp(`^Paid on \\d{2}-\\d{2}-\\d{4}, reference ${reference}$`));
  const run = (await o.call('GET', `/v1/partners/${o.partnerId}/pay/run?period=week&start=${week.start}`)).data as {
    rows: { driver: { id: number }; to_pay_kobo: number; paid: { reference: string } | null }[];
  };
  expect(run.rows.find((r) => r.driver.id === driver.driver.id)).toMatchObject({ to_pay_kobo: toPay, paid: { reference } });

  // The account the driver is paid into: the bank's name enquiry reads the holder back.
  const nuban = jsEnabled ? '0123456789' : '9876543210';
  await page.getByRole('region', { name: 'A driver’s bank account for pay' }).getByLabel('Driver', { exact: true }).selectOption(String(driver.driver.id));
  const bankName = await page.getByLabel('Bank', { exact: true }).locator('option').nth(1).textContent();
  await page.getByLabel('Bank', { exact: true }).selectOption({ index: 1 });
  await page.getByLabel('Account number (NUBAN, 10 digits)').fill(nuban);
  await page.getByRole('button', { name: 'Save the account' }).click();
  await expect(page.getByTestId('toast')).toContainText(`Pay account saved: ${bankName} ******${nuban.slice(-4)}, `);

  // The CSV for the bank: the account, and the same amount, to the kobo.
  const csv = await page.request.get(`/earnings/pay/csv?period=week&start=${week.start}`);
  expect(csv.headers()['content-disposition']).toContain(`driver-pay_${week.start}`);
  const line = (await csv.text()).split('\n').find((l) => l.includes(`,${nuban},`))!;
  expect(line.split(',').slice(1, 4)).toEqual([nuban, bankName, (toPay / 100).toFixed(2)]);
  expect(line).toContain(reference);
  // And the PDF of the same run.
  const pdf = await page.request.get(`/earnings/pay/pdf?period=week&start=${week.start}`);
  expect([pdf.status(), pdf.headers()['content-type'], pdf.headers()['cache-control']]).toEqual([200, 'application/pdf', 'private, no-store']);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // What the driver left the owner (§5): the week on Earnings, By driver — pay and margin to the kobo.
  await page.goto(`/earnings?from=${week.start}&to=${week.end}`);
  const earned = page.getByTestId('driver-earnings').filter({ hasText: driver.driver.name });
  await expect(earned.locator('td[data-label="Driver pay"]')).toHaveText(formatKobo(pay));
  await expect(earned.locator('td[data-label="Margin"]')).toHaveText(formatKobo(driver.net_kobo - pay));

  // The driver's statement, in Hausa: the message read before it goes.
  const first = driver.driver.name.split(' ')[0]!;
  await page.goto(here);
  await row.getByRole('link', { name: 'Send to the driver' }).click();
  await page.getByLabel('Language of the message').selectOption('ha');
  await page.getByRole('button', { name: 'Update the message' }).click();
  const amount = formatKobo(toPay).replace('₦', 'N');
  await expect(page.getByTestId('statement-preview')).toHaveText(
    new RegExp(`^${first}, albashinka na ${dayFirst(week.start).slice(0, 5)} zuwa ${dayFirst(week.end)}: ${amount}\\. Bayani: http://\\S+/pay/•{22}$`),
  );
  await checkA11y();
  await page.getByRole('button', { name: `Send to ${first}` }).click();
  await expect(page.getByTestId('toast')).toContainText(`Pay statement sent to ${driver.driver.name} by SMS`);
  await expect(row.locator('td[data-label="Statement"]')).toContainText('Not opened yet');
  const phoneNumber = ((await o.call('GET', `/v1/drivers/${driver.driver.id}`)).data as { phone: string }).phone;
  const sms = (await readOutbox()).find((m) => m.to === phoneNumber && m.link?.includes('/pay/'))!;
  expect(sms.body).toMatch(new RegExp(`^${first}, albashinka na .+: ${amount}\\. Bayani: http\\S+/pay/[\\w-]{22}$`));
  expect(sms.body.length).toBeLessThanOrEqual(160);

  // The driver: a 240×320 phone, no session; the same figures, in Hausa.
  const phone = await browser.newContext({ viewport: { width: 240, height: 320 }, javaScriptEnabled: jsEnabled, baseURL: PORTAL_URL });
  try {
    const driverPage = await phone.newPage();
    const res = (await driverPage.goto(new URL(sms.link!).pathname))!;
    expect([res.status(), res.headers()['cache-control'], res.headers()['x-robots-tag']]).toEqual([200, 'no-store', 'noindex, nofollow']);
    await expect(driverPage.getByRole('heading', { level: 1 })).toHaveText(`${first}, albashinka na ${dayFirst(week.start)} zuwa ${dayFirst(week.end)}`);
    await expect(driverPage.getByTestId('statement-to-pay')).toHaveText(formatKobo(toPay));
    await expect(driverPage.getByTestId('statement-paid')).toHaveText(new RegExp(`^An biya a \\d{2}-\\d{2}-\\d{4}, lamba ${reference}$`));
    await expect(driverPage.getByTestId('statement-net')).toHaveText(formatKobo(driver.net_kobo));
    await expect(driverPage.getByTestId('statement-pay')).toHaveText(formatKobo(pay));
    await expect(driverPage.getByTestId('statement-taken')).toHaveText('₦1,000.00');
    await expect(driverPage.getByTestId('statement-trips').locator('li')).toHaveCount(driver.trips);
    // The trips' own figures add up to the net (no refund in the week), to the kobo.
    const nets = await driverPage.getByTestId('statement-trips').locator('strong').allTextContents();
    expect(nets.reduce((n, t) => n + Math.round(Number(t.replace(/[₦,]/g, '')) * 100), 0)).toBe(driver.net_kobo);
    // No surname, and the page fits the phone's width.
    await expect(driverPage.locator('body')).not.toContainText(driver.driver.name.split(' ').slice(1).join(' '));
    expect(await driverPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(240);
    await checkOtherPage(driverPage, jsEnabled);
    await driverPage.getByLabel('Me bai yi daidai ba?').fill('Na yi tafiya ranar Asabar ma');
    await driverPage.getByRole('button', { name: /^Aika wa / }).click();
    await expect(driverPage.getByTestId('note-sent')).toContainText('An aika.');
  } finally {
    await phone.close();
  }

  // The owner reads it on the pay run.
  await page.goto(here);
  await expect(page.getByTestId('pay-queries')).toContainText('Na yi tafiya ranar Asabar ma');
  await expect(row.locator('td[data-label="Statement"]')).toContainText('Opened');
});
