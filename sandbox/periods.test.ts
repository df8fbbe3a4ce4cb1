import { describe, expect, it } from 'vitest';
import { periodRange } from './periods';

describe('dashboard periods in Lagos dates', () => {
  it('weeks run Monday to Sunday, as in Nigeria (CLDR en-NG)', () => {
    // Tuesday 24 November 2026.
    expect(periodRange('current_week', '2026-11-24')).toEqual(['2026-11-23', '2026-11-29']);
    expect(periodRange('last_week', '2026-11-24')).toEqual(['2026-11-16', '2026-11-22']);
    // A Sunday belongs to the week that began six days before.
    expect(periodRange('current_week', '2026-11-29')).toEqual(['2026-11-23', '2026-11-29']);
    // A Monday starts its own week.
    expect(periodRange('current_week', '2026-11-30')).toEqual(['2026-11-30', '2026-12-06']);
  });

  it('months and days are calendar dates', () => {
    expect(periodRange('last_month', '2026-03-31')).toEqual(['2026-02-01', '2026-02-28']);
    expect(periodRange('yesterday', '2026-01-01')).toEqual(['2025-12-31', '2025-12-31']);
    expect(periodRange('All', '2026-01-01')).toBeNull();
  });
});
