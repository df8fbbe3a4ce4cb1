/**
 * Query a deduction (issue 36), with JavaScript on and off: from a trip's line, query a late
 * departure with a photo; the marketplace refunds part of it (the sandbox's back-office switch);
 * the owner hears it with a link, the line says "Refunded ₦…", the query's page says which payout
 * carries the money; when that payout is made (the sandbox's clock walks to its day), the
 * payslip shows the refund line and reconciles to the kobo on the page, in the CSV and in the
 * PDF. A driver manager cannot query; another partner's deduction is not found.
 */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { pdfText } from '../pdf-text';
import { owner, OWNER, PNG } from './fleet-helpers';
import { expect, readOutbox, sandboxApi, it as test, SAME_WITHOUT_JS } from './fixtures';

/** '₦1,234.50' from kobo (en-NG), as the portal shows it. */
const naira = (kobo: number) => `₦${new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Math.abs(kobo) / 100)}`;
const kobo = (text: string) => Math.round(Number(text) * 100);
const dayFirst = (day: string) => day.split('-').reverse().join('-');

type Deduction = { id: number; cause: string; amount_kobo: number; query: unknown };
type Line = { trip_id: number; trip_date: string; driver: { id: number; name: string }; vehicle: { id: number; plate: string }; deductions: Deduction[] };

test.afterEach(async () => {
  await sandboxApi('POST', '/__sandbox/clock', { reset: true });
});

test('query a late departure with a photo; a part refund comes with the next payout and reconciles on page, CSV and PDF', async ({ page, signedInAs, checkA11y }) => {
  test.setTimeout(90_000);
  await signedInAs(OWNER);
  const o = await owner();
  const month = (await o.call('GET', `/v1/partners/${o.partnerId}/payslips`)).data[0].month as string;
  let line: Line | undefined;
  let deduction: Deduction | undefined;
  for (let p = 1; !deduction && p <= 10; p++) {
    const lines = (await o.call('GET', `/v1/partners/${o.partnerId}/earnings?month=${month}&perPage=100&page=${p}`)).data as Line[];
    line = lines.find((l) => l.deductions.some((d) => d.cause === 'late_departure' && !d.query));
    deduction = line?.deductions.find((d) => d.cause === 'late_departure' && !d.query);
  }
  expect(deduction, 'a late departure never queried, in the last paid month').toBeTruthy();

  // From the trip's line.
  await page.goto(`/trips/details/${line!.trip_id}`);
  await page
    .getByRole('link', { name: /^Query this deduction: Late departure/ })
    .first()
    .click();
  await expect(page).toHaveURL(`/earnings/queries/new?deduction=${deduction!.id}`);
  await expect(page.getByTestId('queried-deduction')).toHaveText(`−${naira(deduction!.amount_kobo)}`);
  await expect(page.getByText(/^You may query it until \d{2}-\d{2}-\d{4}, 30 days after the payout of/)).toBeVisible();
  await checkA11y();

  // No reason: a field error, the note kept.
  await page.getByLabel('Note (optional)').fill('The bus left Ikeja at 06:00 sharp; the starter saw it.');
  await page.getByRole('button', { name: 'Send the query' }).click();
  await expect(page.getByText('Please choose why you query this deduction').first()).toBeVisible();
  await expect(page.getByLabel('Note (optional)')).toHaveValue('The bus left Ikeja at 06:00 sharp; the starter saw it.');

  await page.getByLabel('The trip left on time').check();
  await page.getByLabel('Evidence (optional): a photo or a PDF').setInputFiles({ name: 'gate.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Send the query' }).click();
  await expect(page).toHaveURL(/\/earnings\/queries\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByTestId('toast')).toContainText(`Query #${id} sent to the marketplace`);
  await expect(page.getByRole('heading', { name: `Query #${id}` })).toContainText('Open: awaiting the marketplace');
  await expect(page.getByRole('link', { name: /Open the evidence/ })).toBeVisible();

  // Where it stands shows on the trip's line, and the list has it.
  await page.goto(`/trips/details/${line!.trip_id}`);
  await expect(page.locator(`[data-deduction-id="${deduction!.id}"]`)).toContainText('Queried');
  await page.goto('/earnings/queries?status=open');
  await expect(page.getByTestId('query-row').filter({ hasText: `#${id}` })).toContainText(naira(deduction!.amount_kobo));

  // The marketplace refunds part of it.
  const refund = Math.floor(deduction!.amount_kobo / 2) + 5;
  const decided = (
    await sandboxApi('POST', `/__sandbox/deduction-queries/${id}/decide`, {
      decision: 'partly_refunded',
      answer: 'The GPS shows 9 minutes late; traffic on Ikorodu Road was part of it.',
      refund_kobo: refund,
    })
  ).body.data;
  const refundMonth = decided.refund.month as string;
  const words = `Refund of the late departure on ${dayFirst(line!.trip_date)}`;
  const message = (await readOutbox()).find((m) => m.subject === `Deduction query #${id} answered`);
  expect(message?.link).toMatch(new RegExp(`/earnings/queries/${id}$`));
  await page.goto(`/earnings/queries/${id}`);
  await expect(page.getByTestId('query-answer')).toHaveText('The GPS shows 9 minutes late; traffic on Ikorodu Road was part of it.');
  await expect(page.getByTestId('query-refund')).toContainText(`${naira(refund)} will be paid with the payout for`);
  await page.goto(`/trips/details/${line!.trip_id}`);
  await expect(page.locator(`[data-deduction-id="${deduction!.id}"]`)).toContainText(`Refunded ${naira(refund)}`);
  await expect(page.getByRole('link', { name: /^Query this deduction: Late departure/ })).toHaveCount(
    line!.deductions.filter((d) => d.cause === 'late_departure' && !d.query && d.id !== deduction!.id).length,
  );

  // The payout that carries it is made: the sandbox's clock walks to its day.
  const next = (await o.call('GET', `/v1/partners/${o.partnerId}/earnings/summary`)).data.next_payout_date as string;
  await sandboxApi('POST', '/__sandbox/clock', { at: `${next}T12:00:00Z` });
  const slip = (await o.call('GET', `/v1/partners/${o.partnerId}/payslips/${refundMonth}`)).data;
  // The refund stays on its deduction's trip, driver and vehicle, and this payout carries it.
  expect(decided.refund.trip_id).toBe(line!.trip_id);
  expect(slip.totals.refunds_kobo).toBeGreaterThanOrEqual(refund);
  await page.goto(`/earnings/queries/${id}`);
  await expect(page.getByTestId('query-refund')).toContainText(`${naira(refund)} was paid with the payout for`);
  await page.getByRole('link', { name: /^Payslip for / }).click();
  await expect(page).toHaveURL(`/earnings/payslip/details/${refundMonth}`);
  await checkA11y();
  // This query's refund (another run may refund a deduction of the same day: same words).
  const refundEntry = page.getByTestId('refund-line').filter({ has: page.locator(`a[href="/earnings/queries/${id}"]`) });
  await expect(refundEntry).toContainText(words);
  await expect(refundEntry).toHaveCount(1);
  await expect(refundEntry).toContainText(`+${naira(refund)}`);
  await expect(refundEntry).toContainText(line!.driver.name);
  await expect(refundEntry).toContainText(line!.vehicle.plate);
  await expect(page.getByText('Refunds of queried deductions').first()).toBeVisible();
  await expect(page.getByTestId('payslip-total-net')).toHaveText(naira(slip.totals.net_kobo));
  await expect(page.getByTestId('explain-net')).toHaveText(naira(slip.totals.net_kobo));

  // The PDF: the refund in the pay's explanation, the net.
  const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download PDF' }).click()]);
  const text = await pdfText(new Uint8Array(readFileSync((await pdf.path())!)));
  expect(text).toContain('Refunds of queried deductions');
  expect(text).toContain(naira(slip.totals.net_kobo));

  // The month's CSV: the refund a row of its own, on its deduction's trip, with its words; the
  // trip and refund rows add up to the payslip to the kobo, and so does the total row.
  await page.goto(`/earnings?month=${refundMonth}`);
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  const all = parse(readFileSync((await csv.path())!, 'utf8').slice(1), { columns: true }) as Record<string, string>[];
  const rows = all.filter((r) => r.line !== 'total');
  const refundRow = rows.find((r) => r.line === 'refund' && r.deduction_causes === words && r.trip_id === String(line!.trip_id) && kobo(r.refunds_ngn) === refund)!;
  expect([refundRow.trip_id, refundRow.driver_name, refundRow.vehicle_plate, kobo(refundRow.refunds_ngn)]).toEqual([String(line!.trip_id), line!.driver.name, line!.vehicle.plate, refund]);
  expect(rows.filter((r) => r.line === 'trip')).toHaveLength(slip.totals.trips);
  const sum = (key: string) => rows.reduce((n, r) => n + kobo(r[key]), 0);
  expect([sum('gross_ngn'), sum('deductions_ngn'), sum('refunds_ngn'), sum('net_ngn')]).toEqual([slip.totals.gross_kobo, slip.totals.deductions_kobo, slip.totals.refunds_kobo, slip.totals.net_kobo]);
  const total = all.find((r) => r.line === 'total')!;
  expect(kobo(total.net_ngn)).toBe(slip.totals.net_kobo);
});

test('a driver manager cannot query a deduction; another partner’s deduction is not found', { tag: SAME_WITHOUT_JS }, async ({ page, signedInAs }) => {
  const o = await owner();
  const month = (await o.call('GET', `/v1/partners/${o.partnerId}/payslips`)).data[0].month as string;
  const lines = (await o.call('GET', `/v1/partners/${o.partnerId}/earnings?month=${month}&perPage=100`)).data as Line[];
  const d = lines.flatMap((l) => l.deductions).find((x) => x.amount_kobo > 0)!;
  await signedInAs('drivers.manager@example.com');
  await page.goto(`/earnings/queries/new?deduction=${d.id}`);
  await expect(page).not.toHaveURL(/\/earnings\/queries/);
  await signedInAs('abuja.owner@example.com');
  expect((await page.goto(`/earnings/queries/new?deduction=${d.id}`))!.status()).toBe(404);
  await expect(page.getByText('This deduction was not found').first()).toBeVisible();
});
