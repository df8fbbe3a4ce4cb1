/**
 * Paying drivers from a ledger (issue 67), JS on and off: the owner finds a driver on last week's
 * pay run, sets their rule (30 % of net from last Monday), records an advance with a note, saves
 * an account the bank says is in another name (warned, ticked, flagged), checks the payment on the
 * confirmation and marks it paid; a bonus dated in that paid week then goes with the next pay and
 * says what it corrects, and last week stays as paid. The bank file leaves out the paid driver. The
 * driver's statement goes in Hausa; on a 240 px phone the driver reads their pay, line by line, and
 * says "This is not right"; the owner answers on the driver's page and the driver reads the answer.
 */
import { periodOf } from '../../app/domain/driver-pay';
import { formatKobo } from '../../app/domain/money';
import { addDays, dayFirst, lagosDate } from '../../contract/lagos-time';
import { owner, OWNER } from './fleet-helpers';
import { checkOtherPage, expect, it as test, PORTAL_URL, readOutbox } from './fixtures';
import { kitShot } from './kit-shots';

test('pay a week from the ledger: rule, advance, a checked account, the look before paying, a late bonus carried, the driver’s query answered', async ({
  page,
  browser,
  signedInAs,
  jsEnabled,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  await signedInAs(OWNER);
  const o = await owner();
  const week = periodOf(addDays(lagosDate(Date.now()), -7), 'week');
  const next = periodOf(addDays(week.end, 1), 'week');
  // One driver who drove last week per project, so the two never share a rule.
  const byDriver = (await o.call('GET', `/v1/partners/${o.partnerId}/earnings/by-driver?from=${week.start}&to=${week.end}`)).data as {
    driver: { id: number; name: string };
    trips: number;
    net_kobo: number;
  }[];
  const driver = byDriver.filter((d) => d.trips > 0 && d.net_kobo > 0)[jsEnabled ? 0 : 1]!;
  const name = driver.driver.name;
  const first = name.split(' ')[0]!;

  // Found on last week's run by name, then their own page.
  await page.goto(`/earnings/pay?period=week&start=${week.start}`);
  await expect(page.getByRole('heading', { name: `Driver pay: ${dayFirst(week.start)} to ${dayFirst(week.end)}` })).toBeVisible();
  await checkA11y();
  await page.getByLabel('Driver’s name').fill(first);
  await page.getByRole('button', { name: 'Find' }).click();
  // On the run once they have pay; before any rule, among every driver of that name.
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page.getByRole('heading', { name: `${name}: pay for ${dayFirst(week.start)} to ${dayFirst(week.end)}` })).toBeVisible();

  // Their own rule, trip by trip from last Monday.
  await page.getByLabel('How the driver is paid').selectOption('share');
  await page.getByLabel('Share (%), for a share of the net').fill('30');
  await page.getByLabel('For trips from').fill(week.start);
  await page.getByRole('button', { name: 'Save the rule' }).click();
  await expect(page.getByTestId('toast')).toContainText(`Pay rule saved for trips from ${dayFirst(week.start)}`);
  const run = async () =>
    (
      (await o.call('GET', `/v1/partners/${o.partnerId}/pay/run?period=week&start=${week.start}&ids=${driver.driver.id}`)).data as {
        rows: { gross_pay_kobo: number; to_pay_kobo: number; transfer_ref: string }[];
      }
    ).rows[0]!;
  const pay = (await run()).gross_pay_kobo;
  await expect(page.getByTestId('pay-line-pay')).toContainText(formatKobo(pay));
  await expect(page.getByTestId('driver-to-pay')).toHaveText(`To pay: ${formatKobo(pay)}`);
  await checkA11y();

  // An advance of ₦1,000 with its note: taken back from this week, who and when on the line.
  await page.getByLabel('What', { exact: true }).selectOption('advance');
  await page.getByLabel('Amount (₦)', { exact: true }).fill('1,000');
  await page.getByLabel('Date', { exact: true }).fill(week.start);
  await page.getByLabel('Note (optional)').fill('Fuel money');
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText(`Recorded: ₦1,000.00 on ${dayFirst(week.start)}`);
  const toPay = pay - 100_000;
  await expect(page.getByTestId('driver-to-pay')).toHaveText(`To pay: ${formatKobo(toPay)}`);
  await expect(page.getByTestId('pay-line-debt')).toContainText('“Fuel money” · by Adaeze Okafor');

  // An account the bank says is someone else's: read back, warned, saved only with the tick.
  const nuban = jsEnabled ? '0123456789' : '9876543210';
  const bank = page.getByRole('region', { name: 'The driver’s bank account for pay' });
  await bank.getByLabel('Bank', { exact: true }).selectOption({ index: 1 });
  await bank.getByLabel('Account number (NUBAN, 10 digits)').fill(nuban);
  await bank.getByRole('button', { name: 'Check the account with the bank' }).click();
  await expect(page.getByTestId('pay-name-mismatch')).toContainText(`This is not ${name}’s name.`);
  await page.getByLabel(`I checked: pay ${name} into this account`).check();
  await page.getByRole('button', { name: 'Save the account' }).click();
  await expect(page.getByTestId('toast')).toContainText(`******${nuban.slice(-4)}`);
  await expect(page.getByTestId('driver-pay-account-flag')).toBeVisible();

  // The look before paying: the driver, the amount, the account flagged, the total.
  await page.getByRole('link', { name: 'Check and mark paid' }).click();
  const row = page.getByTestId('confirm-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await expect(row).toContainText(formatKobo(toPay));
  await expect(page.getByTestId('confirm-name-flag')).toBeVisible();
  await expect(page.getByTestId('confirm-total')).toHaveText(`1 driver, ${formatKobo(toPay)} in all`);
  await checkA11y();
  const reference = `TRF-${jsEnabled ? 'ON' : 'OFF'}-${Date.now().toString(36).toUpperCase()}`;
  await page.getByLabel('Transfer reference').fill(reference);
  await page.getByRole('button', { name: `Mark 1 driver paid: ${formatKobo(toPay)}` }).click();
  await expect(page.getByTestId('toast')).toContainText(`Marked paid: 1 driver, ${formatKobo(toPay)}`);
  await page.getByLabel('Driver’s name').fill(first);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByTestId('pay-row').filter({ hasText: name })).toContainText(`reference ${reference}`);

  // The bank file leaves out a driver already paid.
  const csv = await page.request.get(`/earnings/pay/csv?period=week&start=${week.start}`);
  const text = await csv.text();
  expect(text.split('\n')[0]).toBe('account_number,bank_code,bank_name,account_name,amount,narration,reference');
  expect(text).not.toContain((await run()).transfer_ref);

  // A bonus dated in the paid week goes with the next pay, saying what it corrects.
  await page.goto(`/earnings/pay/driver/${driver.driver.id}?period=week&start=${week.start}`);
  await page.getByLabel('What', { exact: true }).selectOption('bonus');
  await page.getByLabel('Amount (₦)', { exact: true }).fill('5,000');
  await page.getByLabel('Date', { exact: true }).fill(week.end);
  await page.getByLabel('Note (optional)').fill('Sunday extra');
  await page.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText(`${dayFirst(week.start)} to ${dayFirst(week.end)} is already paid: it goes with the next pay.`);
  await expect(page.getByTestId('driver-to-pay')).toHaveText(`To pay: ${formatKobo(toPay)}`);
  await expect(page.getByTestId('driver-pay-state')).toContainText(`reference ${reference}`);
  await page.getByRole('link', { name: 'Next →' }).click();
  await expect(page.getByTestId('pay-line-correction')).toContainText(`Bonus of ${dayFirst(week.end)}, entered after ${dayFirst(week.start)} to ${dayFirst(week.end)} was paid`);
  await expect(page.getByTestId('pay-line-correction')).toContainText('+₦5,000.00');
  expect(next.start).toBe(addDays(week.end, 1));

  // What the driver left the owner: the week's driver pay by trip day, to the kobo.
  await page.goto(`/earnings?from=${week.start}&to=${week.end}`);
  await expect(page.getByTestId('driver-earnings').filter({ hasText: name }).locator('td[data-label="Driver pay"]')).toHaveText(formatKobo(pay));
  await checkA11y();

  // The driver's statement, in Hausa: the message read before it goes.
  await page.goto(`/earnings/pay/driver/${driver.driver.id}?period=week&start=${week.start}`);
  await page.getByRole('link', { name: 'Send the statement to the driver' }).click();
  await page.getByLabel('Language of the message').selectOption('ha');
  await page.getByRole('button', { name: 'Update the message' }).click();
  await checkA11y();
  const amount = formatKobo(toPay).replace('₦', 'N');
  await expect(page.getByTestId('statement-preview')).toHaveText(
    new RegExp(`^${first}, albashinka na ${dayFirst(week.start).slice(0, 5)} zuwa ${dayFirst(week.end)}: ${amount}\\. Bayani: http://\\S+/pay/•{22}$`),
  );
  await page.getByRole('button', { name: `Send to ${first}` }).click();
  await expect(page.getByTestId('toast')).toContainText(`Pay statement sent to ${name} by SMS`);
  const phoneNumber = ((await o.call('GET', `/v1/drivers/${driver.driver.id}`)).data as { phone: string }).phone;
  const sms = (await readOutbox()).find((m) => m.to === phoneNumber && m.link?.includes('/pay/'))!;
  expect(sms.body.length).toBeLessThanOrEqual(160);

  // The driver: a 240×320 phone, no session; their pay the large figure, each line, in Hausa.
  const phone = await browser.newContext({ viewport: { width: 240, height: 320 }, javaScriptEnabled: jsEnabled, baseURL: PORTAL_URL });
  try {
    const driverPage = await phone.newPage();
    const res = (await driverPage.goto(new URL(sms.link!).pathname))!;
    expect([res.status(), res.headers()['cache-control'], res.headers()['x-robots-tag'], res.headers()['set-cookie']]).toEqual([200, 'no-store', 'noindex, nofollow', undefined]);
    await expect(driverPage.getByRole('heading', { level: 1 })).toHaveText(`${first}, albashinka na ${dayFirst(week.start)} zuwa ${dayFirst(week.end)}`);
    await expect(driverPage.getByTestId('statement-to-pay')).toHaveText(formatKobo(toPay));
    await expect(driverPage.getByTestId('statement-paid')).toHaveText(new RegExp(`^An biya a \\d{2}-\\d{2}-\\d{4}, lamba ${reference}$`));
    await expect(driverPage.getByTestId('pay-line-debt')).toContainText('Fuel money');
    await expect(driverPage.getByTestId('pay-lines-total')).toHaveText(formatKobo(toPay));
    await expect(driverPage.getByTestId('statement-trips').locator('li')).toHaveCount(driver.trips);
    await expect(driverPage.locator('body')).not.toContainText(name.split(' ').slice(1).join(' '));
    expect(await driverPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(240);
    await checkOtherPage(driverPage, jsEnabled);
    // Within the phone in every language, the driver's pay the large figure.
    const path = new URL(sms.link!).pathname;
    for (const lang of ['en-NG', 'pcm', 'yo', 'ig']) {
      await driverPage.goto(`${path}?lang=${lang}`);
      await expect(driverPage.getByTestId('statement-to-pay')).toHaveText(formatKobo(toPay));
      expect(await driverPage.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(240);
      await kitShot(driverPage, lang, 'pay.$token', '240');
    }
    await driverPage.goto(`${path}?lang=ha`);
    await kitShot(driverPage, 'ha', 'pay.$token', '240');
    await driverPage.getByLabel('Me bai yi daidai ba?').fill('Na biya bashin man fetur tun da');
    await driverPage.getByRole('button', { name: /^Aika wa / }).click();
    await expect(driverPage.getByTestId('note-sent')).toContainText('An aika.');

    // The owner reads it on the run and answers on the driver's page; the driver reads the answer.
    await page.goto(`/earnings/pay?period=week&start=${week.start}`);
    await expect(page.getByTestId('pay-queries')).toContainText('Na biya bashin man fetur tun da');
    await page.goto(`/earnings/pay/driver/${driver.driver.id}?period=week&start=${week.start}`);
    await expect(page.getByTestId('driver-pay-queries')).toContainText('Na biya bashin man fetur tun da');
    const asked = page.getByTestId('driver-pay-queries').getByRole('listitem').filter({ hasText: 'Na biya bashin man fetur tun da' });
    await asked.getByLabel('Your answer (the driver reads it on their link)').fill('Mun gani: an cire ₦1,000 sau ɗaya kawai.');
    await asked.getByRole('button', { name: 'Send the answer' }).click();
    await expect(page.getByTestId('toast')).toContainText('Answer sent: the driver reads it on their link');
    await driverPage.reload();
    await expect(driverPage.getByTestId('statement-answer')).toContainText('Mun gani: an cire ₦1,000 sau ɗaya kawai.');
  } finally {
    await phone.close();
  }
});
