/**
 * The large partner switch (issue 52 §5) at a small size: what it writes is a fleet the API reads
 * as any other (its drivers, vehicles, trips and paid months), and the figures read in one grouped
 * pass (by vehicle, the year's statement) reconcile to the kobo with the period's own totals.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, login, withSandbox } from '../tests/integration/helpers';
import { apiNow } from './clock';
import { lagosDate } from './trips';
import { departureTimes } from './seed-large';

const sb = withSandbox();
let token = '';
let partnerId = 0;
const get = async (path: string) => api(sb.current.url, 'GET', path, undefined, token);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

beforeAll(async () => {
  const seeded = await api(sb.current.url, 'POST', '/__sandbox/large-partner', { vehicles: 20, drivers: 25, trips_per_month: 3000, months: 2 });
  expect(seeded.status).toBe(201);
  partnerId = seeded.body.data.partner_id;
  expect(seeded.body.data.trips).toBeGreaterThan(5000);
  token = await login(sb.current.url, 'large.fleet@example.com');
});

describe('the large partner', () => {
  it('is written once: asking again writes nothing', async () => {
    const again = await api(sb.current.url, 'POST', '/__sandbox/large-partner', { vehicles: 20, drivers: 25, trips_per_month: 3000, months: 2 });
    expect(again.body.data).toMatchObject({ partner_id: partnerId, trips: 0 });
  });

  it('refuses fewer drivers than vehicles, in words', async () => {
    const refused = await api(sb.current.url, 'POST', '/__sandbox/large-partner', { vehicles: 30, drivers: 10 });
    expect(refused.status).toBe(422);
  });

  it('has its drivers and vehicles, each vehicle driven', async () => {
    const drivers = await get(`/v1/partners/${partnerId}/drivers?perPage=1`);
    const vehicles = await get(`/v1/partners/${partnerId}/vehicles?perPage=100`);
    expect(drivers.body.metadata.total).toBe(25);
    expect(vehicles.body.metadata.total).toBe(20);
    expect(vehicles.body.data.every((v: { driver: unknown }) => v.driver)).toBe(true);
  });

  it('by vehicle, a month reconciles to the kobo with its totals', async () => {
    const month = lagosDate(apiNow()).slice(0, 7);
    const [byVehicle, lines] = await Promise.all([get(`/v1/partners/${partnerId}/earnings/by-vehicle?month=${month}`), get(`/v1/partners/${partnerId}/earnings?month=${month}&perPage=1`)]);
    const totals = lines.body.metadata.totals;
    expect(byVehicle.body.data).toHaveLength(20);
    expect(sum(byVehicle.body.data.map((v: { trips: number }) => v.trips))).toBe(totals.trips);
    expect(sum(byVehicle.body.data.map((v: { net_kobo: number }) => v.net_kobo))).toBe(totals.net_kobo);
  });

  it("the year's statement: its months and its vehicles add up to the same kobo, and a paid month is its payslip's", async () => {
    // Last month's year: at 00:30 on 1 January this year has no completed trip yet.
    const year = lagosDate(apiNow() - 31 * 86_400_000).slice(0, 4);
    const { body } = await get(`/v1/partners/${partnerId}/statements/${year}`);
    const months = body.data.months as { month: string; trips: number; net_kobo: number; deductions_kobo: number; payout: { amount_kobo: number; status: string } | null }[];
    const vehicles = body.data.by_vehicle as { trips: number; net_kobo: number }[];
    expect(sum(months.map((m) => m.net_kobo))).toBe(sum(vehicles.map((v) => v.net_kobo)));
    expect(sum(months.map((m) => m.trips))).toBe(sum(vehicles.map((v) => v.trips)));
    expect(sum(months.map((m) => m.deductions_kobo))).toBeGreaterThan(0);
    for (const m of months.filter((x) => x.payout?.status === 'paid')) expect(m.payout!.amount_kobo).toBe(m.net_kobo);
  });
});

describe('departureTimes', () => {
  it('spreads a day’s departures evenly from 05:00, each once', () => {
    expect(departureTimes(3)).toEqual(['05:00', '10:20', '15:40']);
    const fifty = departureTimes(50);
    expect(new Set(fifty).size).toBe(50);
    expect(fifty.at(-1)).toBe('20:31'); // 05:00 + 49 × 19 minutes
  });
});
