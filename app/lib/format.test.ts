import { describe, expect, it } from 'vitest';
import { ago, formatDate, formatNaira, formatRating, truncateCompanyName } from './format';
import { DASHBOARD_PERIODS, OTP_RESEND_SECONDS, UPLOAD_MAX_BYTES } from './constants';

describe('formatting', () => {
  it('formats naira in en-NG', () => {
    expect(formatNaira(4590240.5)).toBe('₦4,590,240.50');
    expect(formatNaira(0)).toBe('₦0.00');
  });
  it('formats dates as DD-MM-YYYY', () => {
    expect(formatDate('2026-03-07T10:00:00')).toBe('07-03-2026');
    expect(formatDate('not a date')).toBe('—');
  });
  it('shows ratings out of 10', () => {
    expect(formatRating(8.04)).toBe('8.0 / 10');
    expect(formatRating(12)).toBe('10.0 / 10');
  });
  it('cuts the company name at 15 characters plus an ellipsis', () => {
    expect(truncateCompanyName('Lagos Shuttle Partners Ltd')).toBe('Lagos Shuttle P...');
    expect(truncateCompanyName('Kano Movers')).toBe('Kano Movers');
    expect(truncateCompanyName('123456789012345')).toBe('123456789012345');
  });
  it('says how long ago', () => {
    expect(ago(12_400)).toBe('12 s ago');
    expect(ago(180_000)).toBe('3 min ago');
  });
});

describe('constants of spec section 9', () => {
  it('holds the limits', () => {
    expect(OTP_RESEND_SECONDS).toBe(120);
    expect(UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(DASHBOARD_PERIODS).toEqual(['All', 'current_year', 'current_month', 'current_week', 'today', 'yesterday', 'last_month', 'last_week']);
  });
});
