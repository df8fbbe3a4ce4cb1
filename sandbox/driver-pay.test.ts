/**
 * Driver pay through the API (issue 53): rules by date, a week's pay from the trips each driver
 * drove (the same net By driver shows, to the kobo), an advance larger than the pay carried, a
 * paid week locked and paid once however many taps, another partner's driver not found.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosDate } from '../contract/lagos-time';
import { periodOf } from '../app/domain/driver-pay';
import { TEST_INSTANT } from './clock';
import { api, login, withSandbox } from '../tests/integration/helpers';

const sb = withSandbox();
let owner = '';
const call = (method: string, path: string, body?: unknown, token = owner) => api(sb.current.url, method, path, body, token);
type Row = {
  driver: { id: number; name: string };
  trips: number;
  net_kobo: number;
  gross_pay_kobo: number;
  taken_kobo: number;
  to_pay_kobo: number;
  carried_kobo: number;
  paid: { reference: string } | null;
};

// The last week that has ended on the sandbox's pinned clock.
const today = lagosDate(TEST_INSTANT);
const week = periodOf(addDays(today, -7), 'week');
const run = async (start = week.start) => (await call('GET', `/v1/partners/1/pay/run?period=week&start=${start}`)).body.data as { rows: Row[]; totals: Record<string, number> };

beforeAll(async () => {
  owner = await login(sb.current.url, 'owner@example.com');
});

describe('driver pay', () => {
  it('works out a week at 30 % of each driver’s net, the net By driver shows for the same days', async () => {
    expect((await call('POST', '/v1/partners/1/pay/rules', { driver_id: null, basis: 'share', share_bp: 3_000, period: 'week', from: '2020-01-06' })).status).toBe(201);
    const { rows, totals } = await run();
    const byDriver = (await call('GET', `/v1/partners/1/earnings/by-driver?from=${week.start}&to=${week.end}`)).body.data as { driver: { id: number }; trips: number; net_kobo: number }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const theirs = byDriver.find((d) => d.driver.id === row.driver.id)!;
      expect([row.trips, row.net_kobo], row.driver.name).toEqual([theirs.trips, theirs.net_kobo]);
      expect(row.gross_pay_kobo).toBe(Math.floor((row.net_kobo * 3_000 + 5_000) / 10_000));
      expect(row.to_pay_kobo).toBe(row.gross_pay_kobo);
    }
    expect(totals.to_pay_kobo).toBe(rows.reduce((n, r) => n + r.to_pay_kobo, 0));
  });

  it('a driver’s own rule overrides the default from the period after it; an advance larger than the pay carries the rest', async () => {
    const first = (await run()).rows[0];
    // Per trip from this week's Monday: this week's pay follows it.
    expect((await call('POST', '/v1/partners/1/pay/rules', { driver_id: first.driver.id, basis: 'per_trip', amount_kobo: 100_000, period: 'week', from: week.start })).status).toBe(201);
    let mine = (await run()).rows.find((r) => r.driver.id === first.driver.id)!;
    expect(mine.gross_pay_kobo).toBe(first.trips * 100_000);
    const advance = mine.gross_pay_kobo + 250_000;
    expect((await call('POST', '/v1/partners/1/pay/adjustments', { driver_id: first.driver.id, kind: 'advance', amount_kobo: advance, day: week.start, note: 'School fees' })).status).toBe(201);
    mine = (await run()).rows.find((r) => r.driver.id === first.driver.id)!;
    expect(mine).toMatchObject({ taken_kobo: mine.gross_pay_kobo, to_pay_kobo: 0, carried_kobo: 250_000 });
    const next = (await run(addDays(week.start, 7))).rows.find((r) => r.driver.id === first.driver.id);
    if (next) expect(next.taken_kobo).toBe(Math.min(250_000, next.gross_pay_kobo));
  });

  it('marks a week paid once, however many taps; a paid week is locked against a new rule and a later entry', async () => {
    const row = (await run()).rows.find((r) => r.to_pay_kobo > 0)!;
    const taps = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call('POST', '/v1/partners/1/pay/payments', { period: 'week', start: week.start, driver_ids: [row.driver.id], reference: `TRF-${i}`, paid_on: today })),
    );
    expect(taps.map((t) => [t.status, t.body.code])).toEqual(taps.map(() => [201, undefined]));
    expect(taps.filter((t) => t.body.data.paid_driver_ids.length === 1)).toHaveLength(1);
    const paid = (await run()).rows.find((r) => r.driver.id === row.driver.id)!;
    expect(paid.paid?.reference).toMatch(/^TRF-\d+$/);
    expect(paid.to_pay_kobo).toBe(row.to_pay_kobo);
    // A bonus entered later in the paid week does not change what was paid.
    await call('POST', '/v1/partners/1/pay/adjustments', { driver_id: row.driver.id, kind: 'bonus', amount_kobo: 50_000, day: week.end });
    expect((await run()).rows.find((r) => r.driver.id === row.driver.id)!.to_pay_kobo).toBe(row.to_pay_kobo);
    const late = await call('POST', '/v1/partners/1/pay/rules', { driver_id: row.driver.id, basis: 'share', share_bp: 5_000, period: 'week', from: week.start });
    expect([late.status, late.body.code]).toEqual([409, 'PayPeriodLocked']);
    const log = (await call('GET', '/v1/partners/1/activity?perPage=50')).body.data as { kind: string }[];
    expect(log.filter((e) => e.kind === 'pay.paid')).toHaveLength(1);
    expect(log.map((e) => e.kind)).toEqual(expect.arrayContaining(['pay.rule_set', 'pay.adjusted']));
  });

  it('refuses another partner’s driver, a week not yet ended, and bad amounts', async () => {
    const stranger = await call('POST', '/v1/partners/1/pay/adjustments', { driver_id: 999_999, kind: 'bonus', amount_kobo: 100, day: week.start });
    expect(stranger.status).toBe(404);
    const open = await call('POST', '/v1/partners/1/pay/payments', { period: 'week', start: today, driver_ids: [1], reference: 'X', paid_on: today });
    expect([open.status, open.body.code]).toEqual([409, 'PayPeriodOpen']);
    const bad = await call('POST', '/v1/partners/1/pay/rules', { driver_id: null, basis: 'share', share_bp: 12_000, period: 'week', from: week.start });
    expect(bad.status).toBe(422);
  });

  it('margin (§5): over a whole week By driver carries each driver’s pay from the run, By vehicle the same total, and net less pay', async () => {
    const { rows } = await run();
    const q = `from=${week.start}&to=${week.end}`;
    const byDriver = (await call('GET', `/v1/partners/1/earnings/by-driver?${q}`)).body.data as { driver: { id: number }; net_kobo: number; driver_pay_kobo: number; margin_kobo: number }[];
    const byVehicle = (await call('GET', `/v1/partners/1/earnings/by-vehicle?${q}`)).body.data as { net_kobo: number; driver_pay_kobo: number; margin_kobo: number }[];
    for (const row of rows) expect(byDriver.find((d) => d.driver.id === row.driver.id)!.driver_pay_kobo, row.driver.name).toBe(row.gross_pay_kobo);
    for (const x of [...byDriver, ...byVehicle]) expect(x.margin_kobo).toBe(x.net_kobo - x.driver_pay_kobo);
    const total = (xs: { driver_pay_kobo: number }[]) => xs.reduce((n, x) => n + x.driver_pay_kobo, 0);
    expect(total(byVehicle)).toBe(total(byDriver));
    expect(total(byDriver)).toBe(rows.reduce((n, r) => n + r.gross_pay_kobo, 0));
    expect(total(byDriver)).toBeGreaterThan(0);
    // The year's statement and this month's dashboard figure come from the same attribution.
    const year = week.start.slice(0, 4);
    const yearly = (await call('GET', `/v1/partners/1/earnings/by-driver?from=${year}-01-01&to=${year}-12-31`)).body.data as { driver_pay_kobo: number }[];
    const statement = (await call('GET', `/v1/partners/1/statements/${year}`)).body.data;
    expect(statement.totals.driver_pay_kobo).toBe(total(yearly));
    const summary = (await call('GET', '/v1/partners/1/earnings/summary')).body.data;
    const month = lagosDate(TEST_INSTANT).slice(0, 7);
    const monthly = (await call('GET', `/v1/partners/1/earnings/by-driver?month=${month}`)).body.data as { net_kobo: number; driver_pay_kobo: number }[];
    // A month with no pay yet (its first minutes, at a pinned instant just past midnight) has no margin line.
    expect(summary.month_margin).toEqual(
      total(monthly)
        ? {
            month,
            net_kobo: monthly.reduce((n, d) => n + d.net_kobo, 0),
            driver_pay_kobo: total(monthly),
            margin_kobo: monthly.reduce((n, d) => n + d.net_kobo - d.driver_pay_kobo, 0),
          }
        : null,
    );
  });

  it('keeps the account a driver is paid into, with the holder’s name from the bank, for the pay run’s CSV; refuses a bad number, a stranger’s driver and a driver manager', async () => {
    const row = (await run()).rows[0]!;
    const bank = ((await call('GET', '/v1/banks')).body.data as { code: string; name: string }[])[0]!;
    const saved = await call('PUT', '/v1/partners/1/pay/accounts', { driver_id: row.driver.id, bank_code: bank.code, account_number: '0123456789' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ driver_id: row.driver.id, bank_name: bank.name, account_number: '******6789' });
    const again = await call('PUT', '/v1/partners/1/pay/accounts', { driver_id: row.driver.id, bank_code: bank.code, account_number: '0123456780' });
    expect(again.status).toBe(200);
    const mine = ((await call('GET', `/v1/partners/1/pay/run?period=week&start=${week.start}`)).body.data.rows as { driver: { id: number }; bank: unknown }[]).find(
      (r) => r.driver.id === row.driver.id,
    )!;
    expect(mine.bank).toEqual({ bank_name: bank.name, account_number: '0123456780', account_name: again.body.data.account_name });
    expect((await call('PUT', '/v1/partners/1/pay/accounts', { driver_id: row.driver.id, bank_code: bank.code, account_number: '12345' })).status).toBe(422);
    expect((await call('PUT', '/v1/partners/1/pay/accounts', { driver_id: row.driver.id, bank_code: 'nope', account_number: '0123456789' })).status).toBe(422);
    expect((await call('PUT', '/v1/partners/1/pay/accounts', { driver_id: 999_999, bank_code: bank.code, account_number: '0123456789' })).status).toBe(404);
    const manager = await login(sb.current.url, 'drivers.manager@example.com');
    expect((await call('PUT', '/v1/partners/1/pay/accounts', { driver_id: row.driver.id, bank_code: bank.code, account_number: '0123456789' }, manager)).status).toBe(403);
    const log = (await call('GET', '/v1/partners/1/activity?perPage=50')).body.data as { kind: string; detail: string }[];
    expect(log.filter((e) => e.kind === 'pay.account_set').map((e) => e.detail)).toContain(`${bank.name} ******6780 (${again.body.data.account_name})`);
  });
});
