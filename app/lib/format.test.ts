import { describe, expect, it } from 'vitest';
import { ago, formatDate, formatDateTime, formatRating, formatTime, truncateCompanyName } from '~/lib/format';
import { formatDeduction, formatKobo, koboToDecimal, parseNairaToKobo, sumKobo } from '~/domain/money';
import { DASHBOARD_PERIODS, OTP_RESEND_SECONDS, UPLOAD_MAX_BYTES } from '~/domain/constants';

describe('formatting', () => {
  it('formats kobo as naira in en-NG, to the kobo', () => {
    expect(formatKobo(459024050)).toBe('₦4,590,240.50');
    expect(formatKobo(0)).toBe('₦0.00');
    expect(formatKobo(1)).toBe('₦0.01');
    expect(formatKobo(-2500)).toBe('−₦25.00');
    expect(parseNairaToKobo('−₦25.00')).toBe(-2500);
    expect(formatKobo(900719925474099)).toBe('₦9,007,199,254,740.99');
    expect(() => formatKobo(12.5)).toThrow(TypeError);
  });
  it('writes and reads plain decimals without floating point', () => {
    expect(koboToDecimal(1250000)).toBe('12500.00');
    expect(koboToDecimal(5)).toBe('0.05');
    expect(koboToDecimal(-101)).toBe('-1.01');
    expect(parseNairaToKobo('₦1,234,567.50')).toBe(123456750);
    expect(parseNairaToKobo('12500.00')).toBe(1250000);
    expect(parseNairaToKobo('0.1')).toBe(10);
    expect(parseNairaToKobo('-25')).toBe(-2500);
    expect(parseNairaToKobo('1.005')).toBeNull();
    expect(parseNairaToKobo('1,23.00')).toBeNull();
    expect(parseNairaToKobo('abc')).toBeNull();
    // 0.1 + 0.2 in kobo is exact.
    expect(sumKobo([10, 20])).toBe(30);
    for (let k = 0; k < 100_000; k += 7) expect(parseNairaToKobo(koboToDecimal(k))).toBe(k);
  });
  it('formats dates as DD-MM-YYYY and times in Lagos', () => {
    expect(formatDate('2026-03-07T10:00:00Z')).toBe('07-03-2026');
    expect(formatDate('2026-03-07')).toBe('07-03-2026');
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    expect(formatDate('2026-03-07T23:30:00Z')).toBe('08-03-2026');
    expect(formatTime('2026-03-07T06:05:00Z')).toBe('07:05');
    expect(formatDateTime('2026-03-07T06:05:00Z')).toBe('07-03-2026 07:05');
    expect(formatDate('not a date')).toBe('—');
  });
  it('shows ratings out of 10', () => {
    expect(formatRating(8.04)).toBe('8.0 / 10');
    expect(formatRating(12)).toBe('10.0 / 10');
    expect(formatRating(0, 0)).toBe('No ratings yet');
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

describe('signed amounts (issue 20 §5)', () => {
  it('shows a deduction as taken off, a refund as given back, each with one sign', () => {
    expect(formatDeduction(250050)).toBe('−₦2,500.50');
    expect(formatDeduction(-250050)).toBe('+₦2,500.50');
    expect(formatDeduction(0)).toBe('—');
    for (const kobo of [1, -1, 250050, -250050, 99_999_999_99]) expect(formatDeduction(kobo)).not.toMatch(/[-−+].*[-−+]/);
    // A negative amount never uses an ASCII hyphen.
    expect(formatKobo(-1)).toBe('−₦0.01');
  });
});
