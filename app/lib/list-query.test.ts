import { describe, expect, it } from 'vitest';
import { dateRange, isFiltered, listHref, readListQuery } from '~/lib/list-query';

const spec = { search: 'text', status: ['active', 'inactive'], from: 'date', vehicle_id: 'id' } as const;

describe('list queries', () => {
  it('keeps valid filters and corrects the rest', () => {
    const q = readListQuery(new URLSearchParams('page=-1&search=%20Ada%20&status=bogus&from=2026-02-30x&vehicle_id=0'), spec);
    expect(q).toEqual({ page: 1, search: 'Ada' });
    expect(readListQuery(new URLSearchParams('page=3&status=active&from=2026-11-01&vehicle_id=12'), spec)).toEqual({ page: 3, status: 'active', from: '2026-11-01', vehicle_id: '12' });
    expect(readListQuery(new URLSearchParams(`search=${'x'.repeat(100)}`), spec).search).toHaveLength(60);
  });

  it('writes links that keep the filters and drop page 1', () => {
    expect(listHref('/drivers', { page: 2, search: 'Ada', status: undefined }, { page: 3 })).toBe('/drivers?search=Ada&page=3');
    expect(listHref('/drivers', { page: 2, search: 'Ada' }, { page: 1 })).toBe('/drivers?search=Ada');
    expect(listHref('/drivers', { page: 1 })).toBe('/drivers');
    expect(isFiltered({ page: 2 })).toBe(false);
    expect(isFiltered({ page: 1, status: 'active' })).toBe(true);
  });

  it.each([
    [undefined, undefined, undefined, {}],
    ['2026-11-01', undefined, undefined, { from: '2026-11-01' }],
    ['2026-11-01', '2026-11-30', undefined, { from: '2026-11-01', to: '2026-11-30' }],
    ['2026-11-01', '2026-11-01', undefined, { from: '2026-11-01', to: '2026-11-01' }],
    ['2026-11-30', '2026-11-01', undefined, { from: '2026-11-01', to: '2026-11-30', notice: 'The dates were the wrong way round: showing 01-11-2026 to 30-11-2026.' }],
    ['2026-01-01', '2026-12-31', 366, { from: '2026-01-01', to: '2026-12-31' }],
    ['2025-01-01', '2026-12-31', 366, { from: '2025-01-01', to: '2026-01-01', notice: 'At most 366 days at a time: showing 01-01-2025 to 01-01-2026.' }],
  ] as const)('reads the date range %s … %s (max %s days)', (from, to, max, expected) => {
    const range = dateRange(from, to, max);
    expect(Object.fromEntries(Object.entries(range).filter(([, v]) => v !== undefined))).toEqual(expected);
  });
});
