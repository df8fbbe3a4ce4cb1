/**
 * A payslip of a month with 100,000 trips (issue 20 §5): the page answers with one page of
 * lines and the whole month's totals; the PDF streams (its first bytes come while later lines
 * are still being read), instead of a 500 from one reply holding the whole month.
 */
import { describe, expect, it } from 'vitest';
import { action as login } from '~/routes/_auth.login';
import { LINES_PER_PAGE, loader as payslipPage } from '~/routes/_app.earnings.payslip.details.$id';
import { loader as payslipPdf } from '~/routes/_app.earnings.payslip.pdf.$id';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';

const sandbox = routeTestSandbox();
const MONTH = '2025-02';
const LINES = 100_000;

describe('a payslip of 100,000 trips', () => {
  it('opens with a page of lines and streams its PDF', { timeout: 120_000 }, async () => {
    const bulk = await fetch(`${sandbox.current.url}/__sandbox/bulk-earnings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partner_id: 1, month: MONTH, lines: LINES, settle: true }),
    });
    expect(bulk.status).toBe(201);
    const cookie = cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'demo1234' } })))));

    const page = await responseOf(async () => (await payslipPage(args(portalRequest(`/earnings/payslip/details/${MONTH}?page=3`, { cookie }), { id: MONTH }))) as Response);
    expect(page.status).toBe(200);
    const data = await page.json();
    expect(data.slip.totals.trips).toBe(LINES);
    expect(data.lines).toHaveLength(LINES_PER_PAGE);
    expect(data.canShowAll).toBe(false);
    expect(data.explanation.difference).toBe(0);

    const pdf = await responseOf(async () => (await payslipPdf(args(portalRequest(`/earnings/payslip/pdf/${MONTH}`, { cookie }), { id: MONTH }))) as Response);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const reader = pdf.body!.getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value!.subarray(0, 5)).toString()).toBe('%PDF-');
    await reader.cancel();
  });
});
