/**
 * The money follows the deduction, on one clock (issue 41 §2, §4, §5, §6): a refund is counted
 * once — to its deduction's own trip, driver and vehicle — on the payslip of the payout that
 * carries it, By driver, By vehicle, the driver's months, the vehicle's page, the month's CSV and
 * the year's statement; and with the API's clock moved to that payout, the payout, the payslip's
 * page, its PDF, the CSV, /earnings and the statement agree to the kobo.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { action as login } from '~/routes/_auth.login';
import { loader as payslipLoader } from '~/routes/_app.earnings.payslip.details.$id';
import { loader as payslipPdfLoader } from '~/routes/_app.earnings.payslip.pdf.$id';
import { loader as exportLoader } from '~/routes/_app.earnings.export';
import { loader as earningsLoader } from '~/routes/_app.earnings._index';
import { loader as statementLoader } from '~/routes/_app.earnings.statement';
import { loader as statementCsvLoader } from '~/routes/_app.earnings.statement_.csv';
import { loader as vehicleEarningsLoader } from '~/routes/_app.earnings.vehicle-information.$id';
import { formatKobo } from '~/lib/format';
import { addDays, lagosDate } from '~contract/lagos-time';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';
import { api } from '../sandbox-client';
import { pdfText } from '../pdf-text';
import { apiNow } from '../../sandbox/clock';

const sandbox = routeTestSandbox();
const call = async (method: string, path: string, body?: unknown, token?: string) => (await api(sandbox.current.url, method, path, body, token)).body;
const load = async (loader: (a: ReturnType<typeof args>) => Promise<unknown>, path: string, cookie: string, params: Record<string, string> = {}) =>
  responseOf(async () => (await loader(args(portalRequest(path, { cookie }), params))) as Response);
const csvRows = (text: string) => parse(text.replace(/^\uFEFF/, ''), { columns: true }) as Record<string, string>[];
const kobo = (decimal: string) => Math.round(Number(decimal) * 100);

afterAll(async () => {
  await call('POST', '/__sandbox/clock', { reset: true });
});

type Line = { trip_id: number; driver: { id: number; name: string }; vehicle: { id: number; plate: string }; deductions: { id: number; amount_kobo: number; cause: string; query: unknown }[] };

/** What the steps below share: one refund, made in the first, followed through the others (in order). */
type Refunded = { owner: string; cookie: string; line: Line; deduction: Line['deductions'][number]; refund: number; payMonth: string; paidMonth: string; tripDate: string };

// One journey in three steps (each a test, in order, sharing the refund), so no step is long on a busy machine.
describe('a refund follows its deduction, on one clock', () => {
  let r: Refunded;
  let slip: { payout: { status: string; amount_kobo: number }; totals: { net_kobo: number; gross_kobo: number; deductions_kobo: number; refunds_kobo: number } };

  it('is counted once, to the deduction’s driver and vehicle, in the first month whose payout is still to come', { timeout: 30_000 }, async () => {
    const owner = (await call('POST', '/v1/login', { email: 'owner@example.com', password: 'demo1234' })).data.token as string;
    const cookie = cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'demo1234' } })))));
    // A deduction of the last paid month, on a trip whose driver is not the driver of the month's first trip.
    const paidMonth = (await call('GET', '/v1/partners/1/payslips', undefined, owner)).data[0].month as string;
    const lines = (await call('GET', `/v1/partners/1/earnings?month=${paidMonth}&perPage=100`, undefined, owner)).data as Line[];
    const line = lines.find((l) => l.deductions.some((d) => d.amount_kobo > 0 && !d.query))!;
    const deduction = line.deductions.find((d) => d.amount_kobo > 0 && !d.query)!;
    const query = (await call('POST', '/v1/partners/1/deduction-queries', { deduction_id: deduction.id, reason: 'other', note: 'Not ours' }, owner)).data;
    const refund = Math.floor(deduction.amount_kobo / 3) + 7;
    const answered = (await call('POST', `/__sandbox/deduction-queries/${query.id}/decide`, { decision: 'partly_refunded', answer: 'In part.', refund_kobo: refund })).data;
    const payMonth = answered.refund.month as string;
    expect(answered.refund.trip_id).toBe(line.trip_id);
    // The first month from the deduction's on whose payout is not made yet, at the latest this one
    // (in a month's first days, last month's payout is still to come: issue 55 §6).
    const current = lagosDate(apiNow()).slice(0, 7);
    const made = new Set(((await call('GET', '/v1/partners/1/payouts?perPage=50', undefined, owner)).data as { month: string }[]).map((p) => p.month));
    let expected = paidMonth;
    while (expected < current && made.has(expected)) expected = addDays(`${expected}-28`, 7).slice(0, 7);
    expect(payMonth).toBe(expected);

    // The pay month: By driver and By vehicle count it to the deduction's driver and vehicle, once.
    const byDriver = (await call('GET', `/v1/partners/1/earnings/by-driver?month=${payMonth}`, undefined, owner)).data as { driver: { id: number }; refunds_kobo: number }[];
    const byVehicle = (await call('GET', `/v1/partners/1/earnings/by-vehicle?month=${payMonth}`, undefined, owner)).data as { vehicle: { id: number }; refunds_kobo: number }[];
    expect(byDriver.filter((d) => d.refunds_kobo > 0).map((d) => [d.driver.id, d.refunds_kobo])).toContainEqual([line.driver.id, refund]);
    expect(byDriver.reduce((n, d) => n + d.refunds_kobo, 0)).toBe(byVehicle.reduce((n, v) => n + v.refunds_kobo, 0));
    expect(byVehicle.find((v) => v.vehicle.id === line.vehicle.id)!.refunds_kobo).toBeGreaterThanOrEqual(refund);
    const months = (await call('GET', `/v1/partners/1/earnings/drivers/${line.driver.id}/months?months=4`, undefined, owner)).data as { month: string; refunds_kobo: number }[];
    expect(months.find((m) => m.month === payMonth)!.refunds_kobo).toBeGreaterThanOrEqual(refund);
    expect(months.find((m) => m.month === paidMonth)!.refunds_kobo).toBe(0);
    const vehiclePage = await (await load(vehicleEarningsLoader, `/earnings/vehicle-information/${line.vehicle.id}?month=${payMonth}`, cookie, { id: String(line.vehicle.id) })).json();
    expect(vehiclePage.refunds.map((x: { refund_of: number }) => x.refund_of)).toContain(deduction.id);
    r = { owner, cookie, line, deduction, refund, payMonth, paidMonth, tripDate: answered.refund.trip_date as string };
  });

  it('at the payout: the payout, the payslip’s page, its PDF and the month’s CSV agree to the kobo', { timeout: 30_000 }, async () => {
    const { cookie, line, deduction, refund, payMonth } = r;
    // The API's clock moves to the pay month's payout: it is made, by the same clock as everything else.
    const [y, m] = payMonth.split('-').map(Number);
    const payoutDay = `${m === 12 ? y + 1 : y}-${String(m === 12 ? 1 : m + 1).padStart(2, '0')}-03`;
    await call('POST', '/__sandbox/clock', { at: `${payoutDay}T12:00:00Z` });

    const slipPage = await (await load(payslipLoader, `/earnings/payslip/details/${payMonth}`, cookie, { id: payMonth })).json();
    slip = slipPage.slip;
    expect(slip.payout.status).toBe('paid');
    expect(slipPage.slip.refunds.filter((x: { refund_of: number }) => x.refund_of === deduction.id)).toEqual([
      expect.objectContaining({ amount_kobo: refund, trip_id: line.trip_id, driver: line.driver, vehicle: { id: line.vehicle.id, plate: line.vehicle.plate } }),
    ]);
    // The payout and the payslip count the same trips, by the same clock: they agree to the kobo.
    expect(slip.payout.amount_kobo).toBe(slip.totals.net_kobo);
    expect(slipPage.explanation).toMatchObject({ difference: 0, totalsAgree: true, refunds: slip.totals.refunds_kobo });
    expect(slip.totals.net_kobo).toBe(slip.totals.gross_kobo - slip.totals.deductions_kobo + slip.totals.refunds_kobo);

    // The PDF says the same net and names the refund's trip date.
    const pdf = await pdfText(new Uint8Array(await (await load(payslipPdfLoader, `/earnings/payslip/pdf/${payMonth}`, cookie, { id: payMonth })).arrayBuffer()));
    expect(pdf).toContain(formatKobo(slip.totals.net_kobo));
    expect(pdf).toContain(r.tripDate.split('-').reverse().join('-'));

    // The month's CSV: its trip and refund rows add up to its total row, which is the payslip's.
    const rows = csvRows(await (await load(exportLoader, `/earnings/export?month=${payMonth}`, cookie)).text());
    const total = rows.find((r) => r.line === 'total')!;
    const data = rows.filter((r) => r.line !== 'total');
    expect(data.filter((r) => r.line === 'refund').map((r) => kobo(r.refunds_ngn))).toContain(refund);
    expect(data.reduce((n, r) => n + kobo(r.net_ngn), 0)).toBe(kobo(total.net_ngn));
    expect(kobo(total.net_ngn)).toBe(slip.totals.net_kobo);
    expect(kobo(total.refunds_ngn)).toBe(slip.totals.refunds_kobo);
  });

  it('at the payout: /earnings and the year’s statement say the same, and a clock reset takes the payout back', { timeout: 30_000 }, async () => {
    const { owner, cookie, payMonth } = r;
    // /earnings: the month is settled; nothing of it is left unsettled.
    const earnings = await (await load(earningsLoader, `/earnings?month=${payMonth}`, cookie)).json();
    expect(earnings.totals.net_kobo).toBe(slip.totals.net_kobo);
    expect(earnings.summary.next_payout_month > payMonth).toBe(true);

    // The year's statement: the pay month is its payslip; the year reconciles; its CSV total sits in its columns.
    const year = payMonth.slice(0, 4);
    const statement = await (await load(statementLoader, `/earnings/statement?year=${year}`, cookie)).json();
    const month = statement.statement.months.find((x: { month: string }) => x.month === payMonth);
    expect(month).toMatchObject({ net_kobo: slip.totals.net_kobo, refunds_kobo: slip.totals.refunds_kobo, payout: expect.objectContaining({ amount_kobo: slip.payout.amount_kobo }) });
    expect(statement.check).toEqual({ agrees: true, differences: [] });
    for (const paid of statement.statement.months.filter((x: { payout: unknown }) => x.payout)) {
      const other = (await call('GET', `/v1/partners/1/payslips/${paid.month}`, undefined, owner)).data;
      expect([paid.month, paid.net_kobo, paid.refunds_kobo]).toEqual([paid.month, other.totals.net_kobo, other.totals.refunds_kobo]);
    }
    const statementRows = csvRows(await (await load(statementCsvLoader, `/earnings/statement/csv?year=${year}`, cookie)).text());
    const yearTotal = statementRows.find((r) => r.line === 'total')!;
    expect(statementRows.filter((r) => r.line === 'month').reduce((n, r) => n + kobo(r.net_ngn), 0)).toBe(kobo(yearTotal.net_ngn));
    expect(kobo(yearTotal.net_ngn)).toBe(statement.statement.totals.net_kobo);
    expect(kobo(yearTotal.paid_ngn)).toBe(statement.statement.totals.paid_kobo);

    // A clock reset takes the payout back: the month is unpaid again.
    await call('POST', '/__sandbox/clock', { reset: true });
    expect((await call('GET', `/v1/partners/1/payslips/${payMonth}`, undefined, owner)).data).toBeUndefined();
  });
});
