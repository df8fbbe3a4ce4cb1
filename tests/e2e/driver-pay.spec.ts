/**
 * Paying drivers (issue 53), JS on and off: the owner sets a driver's rule (30 % of net from last
 * week), reads the week's pay worked out from the driver's trips (the net By driver shows),
 * records an advance, marks the driver paid with the transfer's reference, and downloads the CSV
 * for the bank and the PDF: the page, the API and the CSV agree to the kobo.
 */
import { periodOf } from '../../app/domain/driver-pay';
import { formatKobo } from '../../app/domain/money';
import { addDays, dayFirst, lagosDate } from '../../contract/lagos-time';
import { owner, OWNER } from './fleet-helpers';
import { expect, it as test } from './fixtures';

test('set a driver’s rule, read the week’s pay, record an advance, mark paid, download for the bank', async ({ page, signedInAs, jsEnabled, checkA11y }) => {
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
  await page.getByLabel('Driver', { exact: true }).selectOption(String(driver.driver.id));
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

  // The CSV for the bank: the same amount, to the kobo.
  const csv = await page.request.get(`/earnings/pay/csv?period=week&start=${week.start}`);
  expect(csv.headers()['content-disposition']).toContain(`driver-pay_${week.start}`);
  const line = (await csv.text()).split('\n').find((l) => l.startsWith(`${driver.driver.name},`))!;
  expect(line.split(',')[3]).toBe((toPay / 100).toFixed(2));
  expect(line).toContain(reference);
  // And the PDF of the same run.
  const pdf = await page.request.get(`/earnings/pay/pdf?period=week&start=${week.start}`);
  expect([pdf.status(), pdf.headers()['content-type'], pdf.headers()['cache-control']]).toEqual([200, 'application/pdf', 'private, no-store']);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
