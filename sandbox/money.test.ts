/**
 * The sandbox's money (issue 12): for any period the lines add up to the totals, a payslip's
 * net is its payout's amount and its lines are the month's lines, and one payout failed and was
 * then paid; bad periods and other partners' vehicles get clear answers.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, login, withSandbox } from '../tests/integration/helpers';
import { apiNow } from './clock';

const sb = withSandbox();
let token = '';
const get = async (path: string) => api(sb.current.url, 'GET', path, undefined, token);
type Line = { trip_id: number; gross_kobo: number; deductions_kobo: number; net_kobo: number; deductions: { amount_kobo: number }[] };

beforeAll(async () => {
  token = await login(sb.current.url, 'owner@example.com');
});

async function allLines(query: string) {
  const lines: Line[] = [];
  let totals: { trips: number; gross_kobo: number; deductions_kobo: number; net_kobo: number } | undefined;
  for (let page = 1; ; page++) {
    const { body } = await get(`/v1/partners/1/earnings?${query}&perPage=1000&page=${page}`);
    lines.push(...body.data);
    totals = body.metadata.totals;
    if (lines.length >= body.metadata.total) break;
  }
  return { lines, totals: totals! };
}
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('earnings reconcile to the kobo', () => {
  it('for a month and for a date range: the lines add up to the totals, each line is gross − its deductions', async () => {
    const { body: payslips } = await get('/v1/partners/1/payslips');
    const month = payslips.data[0].month as string;
    for (const query of [`month=${month}`, 'from=2026-10-20&to=2026-11-10']) {
      const { lines, totals } = await allLines(query);
      expect(lines.length).toBe(totals.trips);
      expect(lines.length).toBeGreaterThan(50);
      expect(sum(lines.map((l) => l.gross_kobo))).toBe(totals.gross_kobo);
      expect(sum(lines.map((l) => l.deductions_kobo))).toBe(totals.deductions_kobo);
      expect(sum(lines.map((l) => l.net_kobo))).toBe(totals.net_kobo);
      for (const l of lines) {
        expect(l.net_kobo).toBe(l.gross_kobo - l.deductions_kobo);
        expect(sum(l.deductions.map((d) => d.amount_kobo))).toBe(l.deductions_kobo);
      }
      // Deductions on about 1 trip in 8.
      const share = lines.filter((l) => l.deductions_kobo > 0).length / lines.length;
      expect(share).toBeGreaterThan(0.05);
      expect(share).toBeLessThan(0.25);
    }
  });

  it("a payslip's net is its payout's amount, and its lines are the month's lines", async () => {
    const { body: payslips } = await get('/v1/partners/1/payslips');
    expect(payslips.data.length).toBeGreaterThanOrEqual(3);
    for (const { month } of payslips.data) {
      const { body } = await get(`/v1/partners/1/payslips/${month}`);
      const slip = body.data;
      expect(slip.payout.amount_kobo).toBe(slip.totals.net_kobo);
      expect(sum(slip.totals.deductions_by_cause.map((d: { amount_kobo: number }) => d.amount_kobo))).toBe(slip.totals.deductions_kobo);
      // Its lines are the month's earnings lines, paged by position oldest first.
      const lines: Line[] = [];
      for (let after = ''; ;) {
        const { body: page } = await get(`/v1/partners/1/earnings?month=${month}&order=asc&perPage=500${after ? `&after=${after}` : ''}`);
        lines.push(...page.data);
        if (!page.metadata.next) break;
        after = page.metadata.next;
      }
      expect(slip.lines).toBeUndefined();
      expect(lines).toHaveLength(slip.totals.trips);
      expect(new Set(lines.map((l) => l.trip_id)).size).toBe(lines.length);
      expect(sum(lines.map((l) => l.net_kobo))).toBe(slip.totals.net_kobo);
      expect(sum(lines.map((l) => l.gross_kobo))).toBe(slip.totals.gross_kobo);
    }
  });

  it('keeps a failed payout with its reason, paid on retry', async () => {
    const { body } = await get('/v1/partners/1/payouts?perPage=50');
    const failed = body.data.filter((p: { status: string }) => p.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0].reason).toBeTruthy();
    expect(body.data.some((p: { status: string; month: string }) => p.status === 'paid' && p.month === failed[0].month)).toBe(true);
  });

  it('answers a bad period with a clear message and another partner’s vehicle with 404', async () => {
    expect((await get('/v1/partners/1/earnings?from=2026-11-10&to=2026-11-01')).body.message).toBe('The end of the period is before its start');
    expect((await get('/v1/partners/1/earnings?from=2024-01-01&to=2026-01-01')).body.message).toBe('A period can be at most 366 days');
    expect((await get('/v1/partners/1/earnings?month=2026-13')).status).toBe(422);
    expect((await get('/v1/partners/1/earnings?vehicle_id=999999')).status).toBe(404);
  });
});

describe('earnings by driver and by vehicle (issue 24 §1)', () => {
  type Row = { trips: number; gross_kobo: number; deductions_kobo: number; refunds_kobo: number; net_kobo: number };
  const add = (rows: Row[]) => ({
    trips: sum(rows.map((r) => r.trips)),
    gross_kobo: sum(rows.map((r) => r.gross_kobo)),
    deductions_kobo: sum(rows.map((r) => r.deductions_kobo)),
    refunds_kobo: sum(rows.map((r) => r.refunds_kobo)),
    net_kobo: sum(rows.map((r) => r.net_kobo)),
  });
  const reconcile = async (query: string) => {
    const totals = (await get(`/v1/partners/1/earnings?${query}&perPage=1`)).body.metadata.totals as Row;
    const byDriver = (await get(`/v1/partners/1/earnings/by-driver?${query}`)).body.data as (Row & { deductions_by_cause: { amount_kobo: number }[] })[];
    const byVehicle = (await get(`/v1/partners/1/earnings/by-vehicle?${query}`)).body.data as Row[];
    return { totals, byDriver, byVehicle };
  };

  it('add up to the period’s totals to the kobo, each driver’s causes to their deductions, over the seeded months', async () => {
    const months = ((await get('/v1/partners/1/payslips')).body.data as { month: string }[]).map((p) => p.month).slice(0, 3);
    expect(months.length).toBeGreaterThan(0);
    for (const month of months) {
      const { totals, byDriver, byVehicle } = await reconcile(`month=${month}`);
      expect(totals.trips, month).toBeGreaterThan(0);
      expect(add(byDriver), month).toEqual(totals);
      expect(add(byVehicle), month).toEqual(totals);
      for (const d of byDriver) {
        expect(sum(d.deductions_by_cause.map((c) => c.amount_kobo))).toBe(d.deductions_kobo);
        expect(d.net_kobo).toBe(d.gross_kobo - d.deductions_kobo + d.refunds_kobo);
      }
    }
  });

  it('give each driver’s performance from the same trips: completed equals trips, late starts and the driver’s cancellations happen', async () => {
    type Perf = { completed: number; cancelled_by_driver: number; late_starts: number; rating: number | null; rating_count: number };
    const months = ((await get('/v1/partners/1/payslips')).body.data as { month: string }[]).map((p) => p.month).slice(0, 3);
    let late = 0;
    let cancelled = 0;
    for (const month of months) {
      const rows = (await get(`/v1/partners/1/earnings/by-driver?month=${month}`)).body.data as (Row & { driver: { id: number }; performance: Perf })[];
      for (const d of rows) {
        expect(d.performance.completed, `${month} ${d.driver.id}`).toBe(d.trips);
        expect(d.performance.late_starts).toBeLessThanOrEqual(d.trips);
        expect(d.performance.rating_count).toBeLessThanOrEqual(d.trips);
        if (d.performance.rating !== null) expect(d.performance.rating).toBeGreaterThanOrEqual(1);
        late += d.performance.late_starts;
        cancelled += d.performance.cancelled_by_driver;
      }
    }
    // The seeded months are not spotless: an owner has something to look at.
    expect(late).toBeGreaterThan(0);
    expect(cancelled).toBeGreaterThan(0);
  });

  it('give a driver’s months the figures “By driver” gives for each month, newest first', async () => {
    // A driver who drove in the last 60 days (this month may have no trip yet: its first minutes, issue 55 §6).
    const to = new Date(apiNow() + 3_600_000).toISOString().slice(0, 10);
    const from = new Date(apiNow() + 3_600_000 - 60 * 86_400_000).toISOString().slice(0, 10);
    const driver = ((await get(`/v1/partners/1/earnings/by-driver?from=${from}&to=${to}`)).body.data as { driver: { id: number }; trips: number }[]).find((d) => d.trips > 0)!;
    const months = (await get(`/v1/partners/1/earnings/drivers/${driver.driver.id}/months?months=4`)).body.data as (Row & { month: string; performance: unknown })[];
    expect(months).toHaveLength(4);
    expect(months.map((m) => m.month)).toEqual([...months.map((m) => m.month)].sort().reverse());
    for (const m of months) {
      const row = ((await get(`/v1/partners/1/earnings/by-driver?month=${m.month}`)).body.data as (Row & { driver: { id: number }; performance: unknown })[]).find(
        (d) => d.driver.id === driver.driver.id,
      )!;
      expect(add([m]), m.month).toEqual(add([row]));
      expect(m.performance).toEqual(row.performance);
    }
    // Another partner's driver is not found.
    expect((await get('/v1/partners/1/earnings/drivers/999999/months')).status).toBe(404);
  });

  it('list every vehicle and driver of the fleet, the idle ones with 0 trips and ₦0.00', async () => {
    const vehicles = (await get('/v1/partners/1/vehicles?perPage=100')).body.data as { id: number; plate: string }[];
    const drivers = (await get('/v1/partners/1/drivers?perPage=100')).body.data as { id: number }[];
    const { byDriver, byVehicle } = await reconcile('');
    expect(new Set((byVehicle as unknown as { vehicle: { id: number } }[]).map((v) => v.vehicle.id))).toEqual(new Set(vehicles.map((v) => v.id)));
    expect(new Set((byDriver as unknown as { driver: { id: number } }[]).map((d) => d.driver.id))).toEqual(new Set(drivers.map((d) => d.id)));
    const idle = (byVehicle as unknown as (Row & { vehicle: { plate: string } })[]).find((v) => v.vehicle.plate === 'KJA-211DY');
    expect(idle).toMatchObject({ trips: 0, gross_kobo: 0, deductions_kobo: 0, net_kobo: 0 });
  });

  it('agree for any period (property: random ranges of up to 120 days in the last year)', async () => {
    const today = apiNow();
    const day = (offset: number) => new Date(today - offset * 86_400_000).toISOString().slice(0, 10);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 365 }), fc.integer({ min: 0, max: 120 }), async (endAgo, length) => {
        const query = `from=${day(endAgo + length)}&to=${day(endAgo)}`;
        const { totals, byDriver, byVehicle } = await reconcile(query);
        expect(add(byDriver)).toEqual(totals);
        expect(add(byVehicle)).toEqual(totals);
      }),
      { numRuns: 15 },
    );
  });
});

describe('the next payout (issue 24 §1)', () => {
  it('carries the net of the month it settles, to the account the cooling-off rule names at its time', async () => {
    const summary = (await get('/v1/partners/1/earnings/summary')).body.data;
    const month = (await get(`/v1/partners/1/earnings?month=${summary.next_payout_month}&perPage=1`)).body.metadata.totals;
    expect(summary.next_payout_kobo).toBe(month.net_kobo);
    expect(summary.next_payout_account).toEqual({ bank_name: 'Guaranty Trust Bank', account_name: 'LAGOS SHUTTLE PARTNERS LTD', account_number: '******6789' });
  });
});

describe('the bulk-earnings test switch (issue 70 §6)', () => {
  it('is idempotent: a repeat for the same partner and month writes nothing and answers the same lines; another month adds its own', async () => {
    const today = (await api(sb.current.url, 'GET', '/__sandbox/clock')).body.data.day as string;
    const month = (back: number) => new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 1)).toISOString().slice(0, 7);
    const lagos = await login(sb.current.url, 'owner@example.com');
    const trips = async (m: string) => (await api(sb.current.url, 'GET', `/v1/partners/1/earnings?month=${m}&perPage=1`, undefined, lagos)).body.metadata.total as number;
    const before = await trips(month(5));
    const first = await api(sb.current.url, 'POST', '/__sandbox/bulk-earnings', { partner_id: 1, month: month(5), lines: 30 });
    expect(first.status).toBe(201);
    const again = await api(sb.current.url, 'POST', '/__sandbox/bulk-earnings', { partner_id: 1, month: month(5), lines: 30 });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual({ lines: 30 });
    expect(await trips(month(5))).toBe(before + 30);
    const other = await api(sb.current.url, 'POST', '/__sandbox/bulk-earnings', { partner_id: 1, month: month(6), lines: 12 });
    expect(other.status).toBe(201);
    expect(await trips(month(5))).toBe(before + 30);
  });
});

describe('a held payout (issue 31 §3)', () => {
  it('is "held" with its reason, its months stay unsettled, and it is paid once an account receives payouts', async () => {
    const abuja = await login(sb.current.url, 'abuja.owner@example.com');
    const as = (method: string, path: string, body?: unknown) => api(sb.current.url, method, path, body, abuja);
    // Abuja Express has no settlement account; give it a past month of trips for the payout run to meet.
    const today = (await api(sb.current.url, 'GET', '/__sandbox/clock')).body.data.day as string;
    // Two months back: last month's payout is not made until the 3rd (issue 55 §6: at 00:30 on 1 January too).
    const pastMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 3, 1)).toISOString().slice(0, 7);
    expect((await api(sb.current.url, 'POST', '/__sandbox/bulk-earnings', { partner_id: 4, month: pastMonth, lines: 20 })).status).toBe(201);
    const payouts = (await as('GET', '/v1/partners/4/payouts?perPage=50')).body.data as { month: string; status: string; reason: string | null; amount_kobo: number }[];
    const held = payouts.filter((p) => p.status === 'held');
    expect(held.length).toBeGreaterThan(0);
    expect(payouts.filter((p) => p.status === 'paid')).toEqual([]);
    for (const p of held) expect(p.reason).toMatch(/^No settlement account receives payouts yet/);
    // Nothing was paid: every held month is in the unsettled total, and its lines say unsettled.
    const summary = (await as('GET', '/v1/partners/4/earnings/summary')).body.data;
    const heldKobo = held.reduce((n, p) => n + p.amount_kobo, 0);
    expect(heldKobo).toBeGreaterThan(0);
    expect(summary.unsettled_kobo).toBeGreaterThanOrEqual(heldKobo);
    const lines = (await as('GET', `/v1/partners/4/earnings?month=${held[0].month}&perPage=5`)).body.data as { settlement: { status: string } }[];
    expect(lines.every((l) => l.settlement.status === 'unsettled')).toBe(true);
    // Its payslip exists and says held.
    expect((await as('GET', `/v1/partners/4/payslips/${held[0].month}`)).body.data.payout.status).toBe('held');
    // An account is added; 48 hours later the held payouts are paid into it and the months settle.
    const sid = (await as('GET', '/v1/partners/4')).body.data.account_sid as string;
    expect((await as('POST', '/partner-payout/v1/settlement-accounts', { partnerId: sid, bank_code: '058', account_number: '3012345678', password: 'demo1234' })).status).toBe(201);
    await api(sb.current.url, 'POST', '/__sandbox/clock', { advance_days: 3 });
    try {
      const after = (await as('GET', '/v1/partners/4/payouts?perPage=50')).body.data as { month: string; status: string }[];
      expect(after.filter((p) => held.some((h) => h.month === p.month)).map((p) => p.status)).toEqual(held.map(() => 'paid'));
      const settled = (await as('GET', '/v1/partners/4/earnings/summary')).body.data.unsettled_kobo as number;
      expect(settled).toBe(summary.unsettled_kobo - heldKobo);
    } finally {
      await api(sb.current.url, 'POST', '/__sandbox/clock', { reset: true });
    }
  });
});

describe('the year an accountant signs (issue 54 §6)', () => {
  it('counts December’s payout made on 03-01-2027 as earned in 2026 and received in 2027, and shows every month', async () => {
    await api(sb.current.url, 'POST', '/__sandbox/clock', { at: '2027-01-03T18:00:00+01:00' });
    try {
      const y2026 = (await get('/v1/partners/1/statements/2026')).body.data;
      const y2027 = (await get('/v1/partners/1/statements/2027')).body.data;
      const december = y2026.months.find((m: { month: string }) => m.month === '2026-12');
      expect(december.payout?.status).toBe('paid');
      expect(december.payout.created_at.slice(0, 4)).toBe('2027');
      // Earned in 2026 (its month worked), received in 2027 (its payment date).
      expect(y2026.received.map((p: { month: string }) => p.month)).not.toContain('2026-12');
      expect(y2027.received.map((p: { month: string }) => p.month)).toContain('2026-12');
      expect(y2027.totals.received_kobo).toBe(y2027.received.reduce((n: number, p: { amount_kobo: number }) => n + p.amount_kobo, 0));
      expect(y2027.totals.received_kobo).toBeGreaterThanOrEqual(december.payout.amount_kobo);
      // Every month of 2026 is on the statement, those before the first trip at ₦0.00.
      expect(y2026.months.map((m: { month: string }) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`));
      expect(y2026.months[0]).toMatchObject({ trips: 0, net_kobo: 0 });
      // The year's received payouts are its payslips' amounts to the kobo.
      for (const p of y2026.received) expect(p.amount_kobo).toBe(y2026.months.find((m: { month: string }) => m.month === p.month)?.payout?.amount_kobo ?? p.amount_kobo);
    } finally {
      await api(sb.current.url, 'POST', '/__sandbox/clock', { reset: true });
    }
  });
});
