/**
 * The earnings page of a large fleet (issue 52 §5): its By vehicle and By driver tables come a
 * page at a time (vpage, dpage in the address), every vehicle and driver on exactly one page,
 * and the pages' nets add up to the period's total to the kobo. The annual statement's vehicles
 * likewise, the year's total unchanged. By driver's pages come from the API in the order asked.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { action as login } from '~/routes/_auth.login';
import { loader } from '~/routes/_app.earnings._index';
import { loader as statementLoader } from '~/routes/_app.earnings.statement';
import { BREAKDOWN_PAGE_SIZE } from '~/domain/constants';
import { sortDrivers } from '../../sandbox/driver-order';
import { DRIVER_SORTS } from '~contract/queries';
import type { DriverEarnings } from '~contract/money';
import { lagosDate } from '~contract/lagos-time';
import { apiNow } from '../../sandbox/clock';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';

const sandbox = routeTestSandbox();
const VEHICLES = BREAKDOWN_PAGE_SIZE + 20;
const DRIVERS = BREAKDOWN_PAGE_SIZE + 30;
let cookie = '';

type Row = { net_kobo: number };
type Page = {
  byVehicle: (Row & { vehicle: { id: number } })[];
  vehicles: { page: number; total: number };
  byDriver: (Row & { driver: { id: number } })[];
  drivers: { page: number; total: number };
  totals: { net_kobo: number };
};
const read = async (query: string): Promise<Page> => (await responseOf(() => loader(args(portalRequest(`/earnings${query}`, { cookie }))))).json();
const sum = (rows: Row[]) => rows.reduce((n, r) => n + r.net_kobo, 0);

beforeAll(async () => {
  const seeded = await fetch(`${sandbox.current.url}/__sandbox/large-partner`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ vehicles: VEHICLES, drivers: DRIVERS, trips_per_month: VEHICLES * 30, months: 2 }),
  });
  expect(seeded.status).toBe(201);
  cookie = cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email: 'large.fleet@example.com', password: 'demo1234' } })))));
}, 120_000);

describe('the earnings page of a large fleet', () => {
  it('sends By vehicle and By driver a page at a time, each row on one page, the nets adding up to the total', async () => {
    const first = await read('');
    const second = await read('?vpage=2&dpage=2');
    expect(first.vehicles).toEqual({ page: 1, total: VEHICLES });
    expect(first.drivers).toEqual({ page: 1, total: DRIVERS });
    expect(first.byVehicle).toHaveLength(BREAKDOWN_PAGE_SIZE);
    expect(first.byDriver).toHaveLength(BREAKDOWN_PAGE_SIZE);
    expect(second.byVehicle).toHaveLength(VEHICLES - BREAKDOWN_PAGE_SIZE);
    expect(second.byDriver).toHaveLength(DRIVERS - BREAKDOWN_PAGE_SIZE);
    expect(new Set([...first.byVehicle, ...second.byVehicle].map((v) => v.vehicle.id)).size).toBe(VEHICLES);
    expect(new Set([...first.byDriver, ...second.byDriver].map((d) => d.driver.id)).size).toBe(DRIVERS);
    expect(sum([...first.byVehicle, ...second.byVehicle])).toBe(first.totals.net_kobo);
    expect(sum([...first.byDriver, ...second.byDriver])).toBe(first.totals.net_kobo);
  });
});

describe('By driver of a large fleet, in each order', () => {
  it('pages the whole list in the order of the API’s one rule (sandbox/driver-order.ts), whichever is asked', async () => {
    type Driver = DriverEarnings;
    const pages = async (sort: string) => {
      const a = (await read(`?sort=${sort}`)) as unknown as { byDriver: Driver[] };
      const b = (await read(`?sort=${sort}&dpage=2`)) as unknown as { byDriver: Driver[] };
      return [...a.byDriver, ...b.byDriver];
    };
    const all = await pages('driver');
    expect(all).toHaveLength(DRIVERS);
    // Names may repeat in a fleet: the order is compared by what it sorts on, then the name.
    const shape = (rows: Driver[]) => rows.map((d) => [d.trips, d.net_kobo, d.performance.late_starts, d.performance.cancelled_by_driver, d.performance.rating, d.driver.name].join('|'));
    for (const sort of DRIVER_SORTS) expect(shape(await pages(sort)), sort).toEqual(shape(sortDrivers(all, sort)));
  });
});

describe('the annual statement of a large fleet', () => {
  type Statement = { statement: { year: number; by_vehicle: (Row & { vehicle: { id: number } })[]; totals: { net_kobo: number } }; vehicles: { page: number; total: number }; check: unknown };
  const statement = async (query: string): Promise<Statement> => (await responseOf(() => statementLoader(args(portalRequest(`/earnings/statement${query}`, { cookie }))))).json();

  it('sends the year by vehicle a page at a time, each vehicle on one page, the nets adding up to the year’s', async () => {
    // The year of yesterday on the API's clock: the seeded months' (on 1 January, the one before).
    const year = lagosDate(apiNow() - 86_400_000).slice(0, 4);
    const first = await statement(`?year=${year}`);
    const second = await statement(`?year=${year}&vpage=2`);
    expect(first.vehicles).toEqual({ page: 1, total: VEHICLES });
    expect(first.statement.by_vehicle).toHaveLength(BREAKDOWN_PAGE_SIZE);
    expect(second.statement.by_vehicle).toHaveLength(VEHICLES - BREAKDOWN_PAGE_SIZE);
    expect(new Set([...first.statement.by_vehicle, ...second.statement.by_vehicle].map((v) => v.vehicle.id)).size).toBe(VEHICLES);
    expect(sum([...first.statement.by_vehicle, ...second.statement.by_vehicle])).toBe(first.statement.totals.net_kobo);
    // The check of the year reads every vehicle, whichever page is shown.
    expect(second.check).toEqual(first.check);
  });
});
