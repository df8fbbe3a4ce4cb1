/**
 * A payslip of a large month (issue 20 §5): the page answers with one page of lines and the
 * whole month's totals; the PDF streams — its first bytes come while one page of the month's
 * lines has been read of twelve — instead of a 500 from one reply holding the whole month.
 * 12,000 trips (more than a page may show, MAX_LINES_ON_ONE_PAGE) keep it to a few seconds on a
 * busy machine (issue 70 §3); the bench draws a 100,000-trip month's PDF (`exports`).
 */
import { describe, expect, it } from 'vitest';
import { action as login } from '~/routes/_auth.login';
import { LINES_PER_PAGE, loader as payslipPage, MAX_LINES_ON_ONE_PAGE } from '~/routes/_app.earnings.payslip.details.$id';
import { loader as payslipPdf } from '~/routes/_app.earnings.payslip.pdf.$id';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';

const sandbox = routeTestSandbox();
const MONTH = '2025-02';
const LINES = 12_000;
/** The API's earnings pages asked for so far (the sandbox's record of finished calls). */
const pagesAsked = async () => (await (await fetch(`${sandbox.current.url}/__sandbox/calls?path=${encodeURIComponent('/v1/partners/1/earnings')}`)).json()).data.length as number;

describe(`a payslip of ${LINES.toLocaleString('en')} trips`, () => {
  it('opens with a page of lines and streams its PDF', { timeout: 60_000 }, async () => {
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
    expect(LINES).toBeGreaterThan(MAX_LINES_ON_ONE_PAGE);
    expect(data.canShowAll).toBe(false);
    expect(data.explanation.difference).toBe(0);

    const asked = await pagesAsked();
    const pdf = await responseOf(async () => (await payslipPdf(args(portalRequest(`/earnings/payslip/pdf/${MONTH}`, { cookie }), { id: MONTH }))) as Response);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const reader = pdf.body!.getReader();
    const first = await reader.read();
    expect(Buffer.from(first.value!.subarray(0, 5)).toString()).toBe('%PDF-');
    // Given time to run ahead, a PDF drawn from the whole month would have read all twelve pages of lines.
    await new Promise((r) => setTimeout(r, 300));
    expect((await pagesAsked()) - asked).toBeLessThanOrEqual(2);
    await reader.cancel();
  });
});
