/**
 * The query strings' contract (contract/queries.ts; issue 34 §4): lists read a bad page, filter or
 * search as their default, periods and cursors are strict, and the sandbox's routers read no query
 * value except through a schema of the contract.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as q from '~contract/queries';

describe('list queries are lenient', () => {
  it.each([
    [{}, { page: 1, perPage: 10 }],
    [
      { page: '3', perPage: '25' },
      { page: 3, perPage: 25 },
    ],
    [
      { page: '-1', perPage: '1000' },
      { page: 1, perPage: q.PAGE.max },
    ],
    [
      { page: 'abc', perPage: '0' },
      { page: 1, perPage: 1 },
    ],
  ])('page %j reads as %j', (raw, want) => {
    expect(q.page.parse(raw)).toEqual(want);
  });

  it('a search is trimmed and cut to SEARCH_MAX characters; a blank one is none', () => {
    expect(q.tripList.parse({ search: '  LOS-01 ' }).search).toBe('LOS-01');
    expect(q.driverList.parse({ search: 'x'.repeat(100) }).search).toHaveLength(q.SEARCH_MAX);
    expect(q.routeList.parse({ search: '   ' }).search).toBeUndefined();
  });

  it('an unknown filter value, id or date is no filter', () => {
    expect(q.vehicleList.parse({ status: 'bogus', compliance: 'attention', readiness: 'ready', has_driver: 'maybe' })).toMatchObject({
      status: undefined,
      compliance: 'attention',
      readiness: 'ready',
      has_driver: undefined,
    });
    expect(q.tripList.parse({ route_id: '0', vehicle_id: '12', from: '2026-02-30x' })).toMatchObject({ route_id: undefined, vehicle_id: 12, from: undefined });
    expect(q.dashboardSummary.parse({ period: 'forever' }).period).toBe('All');
  });
});

describe('periods and positions are strict', () => {
  it('an earnings month or date that is not one is refused; blank is none', () => {
    expect(q.earningsPeriod.safeParse({ month: '2026-13' }).success).toBe(false);
    expect(q.earningsPeriod.safeParse({ from: '01-11-2026' }).success).toBe(false);
    expect(q.earningsPeriod.parse({ month: '', from: '', to: '' })).toEqual({ month: undefined, from: undefined, to: undefined });
  });

  it('an export reads at most EXPORT_PAGE.lines lines a page, newest first by default', () => {
    expect(q.earningsLines.parse({ perPage: '5000' })).toMatchObject({ perPage: 1000, order: 'desc', page: 1 });
    expect(q.earningsLines.parse({ order: 'asc' }).order).toBe('asc');
  });

  it('a driver’s months are 1 to 12', () => {
    expect(q.driverMonths.parse({})).toEqual({ months: 6 });
    expect(q.driverMonths.safeParse({ months: '13' }).success).toBe(false);
  });
});

describe('the sandbox reads queries through the contract', () => {
  const dir = join(__dirname, '../../sandbox/routes');
  it.each(readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')))('%s reads no query value by hand', (file) => {
    const source = readFileSync(join(dir, file), 'utf8');
    // `req.query` whole goes to validate(), paging(), earningsRange() or recordExport(); a member read is a query outside the contract.
    expect(source.match(/req\.query\.\w+|req\.query\[/g) ?? []).toEqual([]);
  });
});
