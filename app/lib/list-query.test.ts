import { describe, expect, it } from 'vitest';
import { dateRange, isFiltered, listHref, readListQuery } from '~/lib/list-query';
import { periodNoticeWords } from '~/domain/period-notice';
import { i18nFor, sayOf } from '~/server/i18n.server';

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
    [
      '2026-11-30',
      '2026-11-01',
      undefined,
      { from: '2026-11-01', to: '2026-11-30', notice: { text: 'The dates were the wrong way round: showing {{from}} to {{to}}.', values: { from: '2026-11-01', to: '2026-11-30' } } },
    ],
    ['2026-01-01', '2026-12-31', 366, { from: '2026-01-01', to: '2026-12-31' }],
    [
      '2025-01-01',
      '2026-12-31',
      366,
      { from: '2025-01-01', to: '2026-01-01', notice: { text: 'At most {{days}} days at a time: showing {{from}} to {{to}}.', values: { days: '366', from: '2025-01-01', to: '2026-01-01' } } },
    ],
  ] as const)('reads the date range %s … %s (max %s days)', (from, to, max, expected) => {
    const range = dateRange(from, to, max);
    expect(Object.fromEntries(Object.entries(range).filter(([, v]) => v !== undefined))).toEqual(expected);
  });

  it("says its notice in the reader's language, dates day first (issue 51: it was English built at run time)", () => {
    const ha = sayOf(i18nFor('ha'), 'trips');
    expect(periodNoticeWords(dateRange('2026-11-30', '2026-11-01').notice!, ha, 'ha')).toBe('An juya kwanakin baya: ana nuna 01-11-2026 zuwa 30-11-2026.');
    expect(periodNoticeWords(dateRange('2025-01-01', '2026-12-31', 366).notice!, ha, 'ha')).toBe('Kwanaki 366 a lokaci ɗaya kawai: ana nuna 01-01-2025 zuwa 01-01-2026.');
    expect(periodNoticeWords(dateRange('2026-11-30', '2026-11-01').notice!, sayOf(i18nFor('en-NG'), 'trips'), 'en-NG')).toBe('The dates were the wrong way round: showing 01-11-2026 to 30-11-2026.');
  });
});
