/**
 * Money journeys (issue 12), with JavaScript on and off: filter the earnings by month and by
 * date range and check the totals against the API, open a vehicle's earnings, open the cost
 * configuration, list the payouts with the failed one, open a payslip and download its PDF
 * (a PDF whose text holds the net), download the CSV and check it reconciles to the kobo, and
 * bad periods and ids get a clear answer.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { pdfText } from '../pdf-text';
import { owner, OWNER } from './fleet-helpers';
import { expect, sandboxApi, it as test, SAME_WITHOUT_JS } from './fixtures';

type Totals = { trips: number; gross_kobo: number; deductions_kobo: number; net_kobo: number };

/** '₦1,234,567.50' from kobo, the way the portal shows it (en-NG). */
const naira = (kobo: number) => `${kobo < 0 ? '-' : ''}₦${new Intl.NumberFormat('en-NG').format(Math.trunc(Math.abs(kobo) / 100))}.${String(Math.abs(kobo) % 100).padStart(2, '0')}`;
const kobo = (text: string) => {
  const [n, k] = text.split('.');
  return Number(n) * 100 + Number(k ?? 0) * (n.startsWith('-') ? -1 : 1);
};
const lagosDate = (ms: number) => new Date(ms + 3_600_000).toISOString().slice(0, 10);

test('filter the earnings by month and by date range: the totals are the API’s', async ({ page, signedInAs }) => {
  await signedInAs(OWNER);
  const o = await owner();
  const totalsOf = async (query: string) => (await o.call('GET', `/v1/partners/${o.partnerId}/earnings?${query}&perPage=1`)).metadata.totals as Totals;
  const expectTotals = async (t: Totals) => {
    await expect(page.getByTestId('total-trips')).toHaveText(`${t.trips} trips`);
    await expect(page.getByTestId('total-gross')).toHaveText(`Gross ${naira(t.gross_kobo)}`);
    await expect(page.getByTestId('total-deductions')).toHaveText(`Deductions −${naira(t.deductions_kobo)}`);
    await expect(page.getByTestId('total-net')).toHaveText(`Net ${naira(t.net_kobo)}`);
  };

  await page.goto('/earnings');
  const summary = (await o.call('GET', `/v1/partners/${o.partnerId}/earnings/summary`)).data;
  await expect(page.getByTestId('card-unsettled')).toContainText(naira(summary.unsettled_kobo));
  await expect(page.getByTestId('card-next-payout')).toContainText(summary.next_payout_date.split('-').reverse().join('-'));
  await expect(page.getByTestId('card-account')).toContainText(summary.default_account.account_number);

  const lastMonth = (await o.call('GET', `/v1/partners/${o.partnerId}/payslips`)).data[0].month as string;
  await page.getByLabel('Month').selectOption(lastMonth);
  await page.getByRole('button', { name: 'Show month' }).click();
  await expect(page).toHaveURL(new RegExp(`month=${lastMonth}`));
  await expectTotals(await totalsOf(`month=${lastMonth}`));
  await expect(page.getByTestId('earnings-line')).toHaveCount(10);

  const from = lagosDate(Date.now() - 20 * 86_400_000);
  const to = lagosDate(Date.now() - 10 * 86_400_000);
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  await page.getByRole('button', { name: 'Show dates' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
  await expect(page.getByRole('heading', { name: `Earnings for ${from.split('-').reverse().join('-')} to ${to.split('-').reverse().join('-')}` })).toBeVisible();
  await expectTotals(await totalsOf(`from=${from}&to=${to}`));

  // The per-vehicle table adds up to the period's totals.
  const perVehicle = (await o.call('GET', `/v1/partners/${o.partnerId}/earnings/by-vehicle?from=${from}&to=${to}`)).data as Totals[];
  expect(perVehicle.reduce((n, v) => n + v.net_kobo, 0)).toBe((await totalsOf(`from=${from}&to=${to}`)).net_kobo);
  await expect(page.getByTestId('vehicle-earnings')).toHaveCount(perVehicle.length);

  // By driver (issue 24 §1): every driver's row shows their net, and the nets add up to the period's.
  const perDriver = (await o.call('GET', `/v1/partners/${o.partnerId}/earnings/by-driver?from=${from}&to=${to}`)).data as (Totals & { driver: { name: string } })[];
  expect(perDriver.reduce((n, d) => n + d.net_kobo, 0)).toBe((await totalsOf(`from=${from}&to=${to}`)).net_kobo);
  await expect(page.getByTestId('driver-earnings')).toHaveCount(perDriver.length);
  // Other journeys add drivers whose names repeat the seed's: a row is found by a name only one driver has.
  const named = perDriver.filter((d) => perDriver.filter((e) => e.driver.name === d.driver.name).length === 1);
  expect(named.length).toBeGreaterThan(4);
  for (const d of named.slice(0, 5)) await expect(page.getByTestId('driver-earnings').filter({ hasText: d.driver.name })).toContainText(naira(d.net_kobo));
  // Sorted by late starts (a link: no script needed), the first row is a driver with the most.
  type Perf = { late_starts: number; cancelled_by_driver: number; rating: number | null; rating_count: number };
  await page.getByRole('link', { name: 'Late starts', exact: true }).click();
  await expect(page).toHaveURL(/sort=late/);
  const most = Math.max(...(perDriver as unknown as { performance: Perf }[]).map((d) => d.performance.late_starts));
  await expect(page.getByTestId('driver-earnings').first().locator('td[data-label="Late starts"]')).toHaveText(String(most));
  await expect(page.getByRole('columnheader', { name: /Late starts/ })).toHaveAttribute('aria-sort', 'descending');
  // One tap to the worst driver, on any screen (issue 32 §7): the lowest net among those who drove.
  await page.getByRole('navigation', { name: 'Sort drivers' }).getByRole('link', { name: 'Lowest net' }).click();
  await expect(page).toHaveURL(/sort=net_low/);
  const drove = perDriver.filter((d) => d.trips > 0);
  const lowest = Math.min(...drove.map((d) => d.net_kobo));
  await expect(page.getByTestId('driver-earnings').first()).toContainText(naira(lowest));
  // The next payout: its date, the amount it is expected to carry, and where it goes (masked).
  const next = (await o.call('GET', `/v1/partners/${o.partnerId}/earnings/summary`)).data;
  await expect(page.getByTestId('next-payout-amount')).toContainText(naira(next.next_payout_kobo));
  await expect(page.getByTestId('next-payout-account')).toHaveText(`To ${next.next_payout_account.bank_name} ${next.next_payout_account.account_number}`);
  expect(next.next_payout_account.account_number).toMatch(/^\*{6}\d{4}$/);
  // An idle bus is news: KJA-211DY ran no trip, and shows 0 trips and ₦0.00.
  await expect(page.getByTestId('vehicle-earnings').filter({ hasText: 'KJA-211DY' })).toContainText('₦0.00');
});

test('a driver’s Earnings tab: six months with performance, each month opening its trips; a driver manager has no such tab', { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs }) => {
  await signedInAs(OWNER);
  const o = await owner();
  type Month = Totals & { month: string; from: string; to: string; performance: { late_starts: number } };
  const busy = ((await o.call('GET', `/v1/partners/${o.partnerId}/earnings/by-driver`)).data as (Totals & { driver: { id: number; name: string } })[]).find((d) => d.trips > 0)!;
  const months = (await o.call('GET', `/v1/partners/${o.partnerId}/earnings/drivers/${busy.driver.id}/months?months=6`)).data as Month[];
  await page.goto(`/drivers/details/${busy.driver.id}`);
  await page.locator(`a[href="/drivers/details/${busy.driver.id}?tab=earnings"]`).click();
  await expect(page).toHaveURL(/tab=earnings/);
  const rows = page.getByTestId('driver-month');
  await expect(rows).toHaveCount(6);
  for (const [i, m] of months.entries()) {
    await expect(rows.nth(i).locator('td[data-label="Net"]')).toHaveText(naira(m.net_kobo));
    await expect(rows.nth(i).locator('td[data-label="Late starts"]')).toHaveText(String(m.performance.late_starts));
  }
  // The months' totals are the sum of the lines, to the kobo.
  await expect(page.getByTestId('driver-months-net')).toHaveText(naira(months.reduce((n, m) => n + m.net_kobo, 0)));
  await expect(page.getByText('How these figures are computed').first()).toBeVisible();
  // A month opens the trips behind its line.
  await rows.first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`tab=trips&from=${months[0].from}&to=${months[0].to}`));

  await page.context().clearCookies();
  await signedInAs('drivers.manager@example.com');
  await page.goto(`/drivers/details/${busy.driver.id}?tab=earnings`);
  await expect(page.getByRole('heading', { name: 'Contact and licence' })).toBeVisible();
  await expect(page.getByTestId('driver-month')).toHaveCount(0);
  await expect(page.locator('a[href$="?tab=earnings"]')).toHaveCount(0);
});

test("open a vehicle's earnings and its supply costs", { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs, checkA11y }) => {
  await signedInAs(OWNER);
  const o = await owner();
  await page.goto('/earnings');
  // A vehicle that runs a route (so it has supply costs): the list is by plate, and tests add idle vehicles.
  const plate = (await o.call('GET', `/v1/partners/${o.partnerId}/cost-configurations?perPage=1`)).data[0].vehicle.plate as string;
  const first = page.getByTestId('vehicle-earnings').filter({ has: page.getByRole('link', { name: plate, exact: true }) });
  await first.getByRole('link', { name: plate, exact: true }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`^${plate}`) })).toBeVisible();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const totals = (await o.call('GET', `/v1/partners/${o.partnerId}/earnings?vehicle_id=${id}&perPage=1`)).metadata.totals as Totals;
  await expect(page.getByTestId('total-net')).toHaveText(`Net ${naira(totals.net_kobo)}`);
  await expect(page.getByTestId('earnings-line')).toHaveCount(Math.min(10, totals.trips));
  await checkA11y();

  await page.getByRole('link', { name: 'Supply costs' }).click();
  await expect(page).toHaveURL(`/earnings/cost-configuration/vehicle/${id}`);
  const costs = (await o.call('GET', `/v1/partners/${o.partnerId}/cost-configurations/vehicles/${id}`)).data;
  await expect(page.getByTestId('cost-history')).toHaveCount(costs.history.length);
  await expect(page.getByTestId('cost-history').filter({ hasText: 'In force' }).first()).toBeVisible();
});

test('open the cost configuration: the supply cost in force per route and vehicle', { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs }) => {
  await signedInAs(OWNER);
  const o = await owner();
  await page.goto('/earnings/cost-configuration');
  const list = await o.call('GET', `/v1/partners/${o.partnerId}/cost-configurations?perPage=10`);
  await expect(page.getByTestId('cost-row')).toHaveCount(list.data.length);
  const row = list.data[0];
  await expect(page.getByTestId('cost-row').first()).toContainText(row.route.code);
  await expect(page.getByTestId('cost-row').first()).toContainText(naira(row.amount_kobo));
});

test('list the payouts, the failed one with its reason', { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs }) => {
  await signedInAs(OWNER);
  const o = await owner();
  const payouts = (await o.call('GET', `/v1/partners/${o.partnerId}/payouts?perPage=10`)).data as { status: string; reason: string | null; amount_kobo: number; reference: string }[];
  const failed = payouts.find((p) => p.status === 'failed')!;
  await page.goto('/earnings');
  await page.getByRole('link', { name: 'Past payouts' }).first().click();
  await expect(page).toHaveURL('/earnings/past-payout');
  await expect(page.getByTestId('payout-row')).toHaveCount(payouts.length);
  const failedRow = page.getByTestId('payout-row').filter({ hasText: 'Failed' });
  await expect(failedRow).toHaveCount(1);
  await expect(failedRow).toContainText(failed.reason!);
  await expect(failedRow).toContainText(naira(failed.amount_kobo));
  await expect(page.getByTestId('payout-row').filter({ hasText: 'Paid' })).toHaveCount(payouts.filter((p) => p.status === 'paid').length);
});

test('open a payslip: its pay explained, its PDF holds the net, its month’s CSV reconciles to the kobo', { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs, checkA11y }) => {
  await signedInAs(OWNER);
  const o = await owner();
  const month = (await o.call('GET', `/v1/partners/${o.partnerId}/payslips`)).data[0].month as string;
  const slip = (await o.call('GET', `/v1/partners/${o.partnerId}/payslips/${month}`)).data;
  await page.goto('/earnings/payslip');
  await page.getByTestId('payslip-row').first().getByRole('link').click();
  await expect(page).toHaveURL(`/earnings/payslip/details/${month}`);
  await expect(page.getByTestId('explain-net')).toHaveText(naira(slip.totals.net_kobo));
  await expect(page.getByTestId('explain-paid')).toHaveText(naira(slip.payout.amount_kobo));
  await expect(page.getByText('Net and payout agree to the kobo.').first()).toBeVisible();
  await expect(page.getByTestId('payslip-total-net')).toHaveText(naira(slip.totals.net_kobo));
  await expect(page.getByTestId('payslip-line')).toHaveCount(Math.min(50, slip.totals.trips));
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(naira(slip.totals.net_kobo))}`));
  await checkA11y();

  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
  expect(pdf.suggestedFilename()).toBe(`payslip_${month}.pdf`);
  const bytes = readFileSync((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const text = await pdfText(new Uint8Array(bytes));
  expect(text).toContain(naira(slip.totals.net_kobo));
  expect(text).toContain(slip.payout.reference);

  // The month's CSV: its lines are the payslip's lines, and its sum is the payslip's net.
  await page.goto(`/earnings?month=${month}`);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  const [from, to] = [slip.period.from, slip.period.to];
  expect(csv.suggestedFilename()).toBe(`earnings_${from}_${to}.csv`);
  const content = readFileSync((await csv.path())!, 'utf8');
  expect(content.charCodeAt(0)).toBe(0xfeff);
  const all = parse(content.slice(1), { columns: true }) as Record<string, string>[];
  // The last row totals the file (issue 31 §3), in the columns of the figures it sums; `line`
  // tells it from the trips and from the refunds paid with the month (issue 41).
  const total = all.at(-1)!;
  const rows = all.slice(0, -1);
  expect(total.line).toBe('total');
  expect(Object.keys(rows[0])).toEqual([
    // Alike on purpose (issue 70 §4): the columns are written out, not imported from EARNINGS_CSV_COLUMNS: the file is a published format this test holds.
    'line',
    'trip_id',
    'trip_date',
    'departure_time',
    'route_code',
    'pickup',
    'destination',
    'vehicle_plate',
    'driver_name',
    'gross_ngn',
    'deductions_ngn',
    'deduction_causes',
    'refunds_ngn',
    'net_ngn',
    'settlement_status',
    'payout_reference',
  ]);
  // The payslip's trips are the month's earnings lines (paged by the API: a month may be huge).
  const trips = rows.filter((r) => r.line === 'trip');
  expect(trips).toHaveLength(slip.totals.trips);
  expect(new Set(trips.map((r) => r.trip_id)).size).toBe(trips.length);
  const sum = (key: string) => rows.reduce((n, r) => n + kobo(r[key]), 0);
  expect(sum('gross_ngn')).toBe(slip.totals.gross_kobo);
  expect(sum('deductions_ngn')).toBe(slip.totals.deductions_kobo);
  expect(sum('refunds_ngn')).toBe(slip.totals.refunds_kobo);
  expect(sum('net_ngn')).toBe(slip.totals.net_kobo);
  expect(sum('net_ngn')).toBe(slip.payout.amount_kobo);
  expect([kobo(total.gross_ngn), kobo(total.deductions_ngn), kobo(total.refunds_ngn), kobo(total.net_ngn)]).toEqual([
    slip.totals.gross_kobo,
    slip.totals.deductions_kobo,
    slip.totals.refunds_kobo,
    slip.totals.net_kobo,
  ]);
  expect(total.driver_name).toBe(`${slip.totals.trips} trip${slip.totals.trips === 1 ? '' : 's'}`);
  expect(trips.every((r) => r.settlement_status === 'Settled' && r.payout_reference === slip.payout.reference)).toBe(true);
  await expect(page.getByTestId('total-net')).toHaveText(`Net ${naira(sum('net_ngn'))}`);
});

test(
  'a year’s statement: every month with its payout, the totals, by vehicle; its PDF names the partner, its CSV total sits in its columns',
  { tag: SAME_WITHOUT_JS },
  async ({ page, signedInAs, checkA11y }) => {
    await signedInAs(OWNER);
    const o = await owner();
    await page.goto('/earnings');
    await page.getByRole('link', { name: 'Annual statement' }).click();
    const year = new URL(page.url()).searchParams.get('year')!;
    await expect(page.getByRole('heading', { name: `Annual statement ${year}` })).toBeVisible();
    const statement = (await o.call('GET', `/v1/partners/${o.partnerId}/statements/${year}`)).data;
    await expect(page.getByTestId('statement-month')).toHaveCount(statement.months.length);
    await expect(page.getByTestId('statement-total-net')).toHaveText(naira(statement.totals.net_kobo));
    await expect(page.getByTestId('statement-total-paid')).toHaveText(naira(statement.totals.paid_kobo));
    await expect(page.getByTestId('statement-check')).toContainText('Each month is its payslip to the kobo');
    await expect(page.getByTestId('statement-month').last()).toContainText('Not yet paid');
    await checkA11y();
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
    expect(pdf.suggestedFilename()).toBe(`statement_${year}.pdf`);
    const text = await pdfText(new Uint8Array(readFileSync((await pdf.path())!)));
    for (const words of [`Annual statement ${year}`, statement.partner.legal_name, statement.marketplace.name, 'Prepared on', naira(statement.totals.net_kobo)]) expect(text).toContain(words);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
    const rows = parse(readFileSync((await csv.path())!, 'utf8').slice(1), { columns: true }) as Record<string, string>[];
    const total = rows.find((r) => r.line === 'total')!;
    expect(rows.filter((r) => r.line === 'month').reduce((n, r) => n + kobo(r.net_ngn), 0)).toBe(kobo(total.net_ngn));
    expect(kobo(total.net_ngn)).toBe(statement.totals.net_kobo);
    expect(total.month).toBe(year);
  },
);

test('bad periods are corrected with a clear message; unknown ids are not found', { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs }) => {
  await signedInAs(OWNER);
  await page.goto('/earnings?month=2026-13');
  await expect(page.getByText('"2026-13" is not a month').first()).toBeVisible();
  await page.goto('/earnings?from=2024-01-01&to=2026-01-01');
  await expect(page.getByText('A period can be at most 366 days: showing 01-01-2024 to 31-12-2024.').first()).toBeVisible();
  await page.goto('/earnings?from=2026-11-10&to=2026-11-01');
  await expect(page.getByText('The dates were the wrong way round: showing 01-11-2026 to 10-11-2026.').first()).toBeVisible();
  expect((await page.goto('/earnings/vehicle-information/999999'))!.status()).toBe(404);
  expect((await page.goto('/earnings/payslip/details/1999-01'))!.status()).toBe(404);
  await expect(page.getByText('This payslip was not found').first()).toBeVisible();
});

test('request a change of a supply cost: a bad amount is a field error with the reason kept; a good one is sent and listed', async ({ page, signedInAs, jsEnabled, checkA11y }) => {
  await signedInAs(OWNER);
  const o = await owner();
  const row = (await o.call('GET', `/v1/partners/${o.partnerId}/cost-configurations?perPage=1`)).data[0];
  await page.goto('/earnings/cost-configuration');
  // "Contact partner support" is a way to reach them, not words.
  await expect(
    page
      .locator('#main')
      .getByTestId('support-contact')
      .getByRole('link', { name: /^Call / }),
  ).toHaveAttribute('href', /^tel:\+234/);
  await page.getByRole('link', { name: row.vehicle.plate }).first().click();
  await expect(page.getByRole('heading', { name: 'Request a change' })).toBeVisible();
  const reason = `Fuel went up by a third (${jsEnabled ? 'js' : 'html'})`;
  await page.getByLabel('Proposed supply cost (₦ per trip)').fill('-45000');
  await page.getByLabel('Reason').fill(reason);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Please enter the supply cost you propose in naira, like 45000 or 45,000.50').first()).toBeVisible();
  await expect(page.getByLabel('Reason')).toHaveValue(reason);
  await checkA11y();

  await page.getByLabel('Proposed supply cost (₦ per trip)').fill('45,000.50');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByTestId('toast')).toContainText(`Request sent to the marketplace: ₦45,000.50 for ${row.vehicle.plate}`);
  const sent = page.getByTestId('cost-requests').filter({ hasText: reason });
  await expect(sent).toContainText('₦45,000.50');
  await expect(sent).toContainText('Sent, awaiting the marketplace');
  const stored = (await o.call('GET', `/v1/partners/${o.partnerId}/cost-configurations/vehicles/${row.vehicle.id}`)).data.requests.find((r: { reason: string }) => r.reason === reason);
  expect(stored.proposed_kobo).toBe(4_500_050);
  // The marketplace answers, so the other project's run may send one for the same route (one open request per route).
  await sandboxApi('POST', `/__sandbox/cost-requests/${stored.id}/decide`, { decision: 'declined', response: 'Reviewed in the e2e run' });
});
