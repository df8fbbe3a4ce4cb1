import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../contract/languages';
import { payStatementMessage, periodDays } from './pay-statement';
import { fitsOneSms } from './sms';

const link = `https://partners.example.com/pay/${'x'.repeat(22)}`;
const week = { start: '2026-11-16', end: '2026-11-22' };

describe('the pay statement SMS (issue 53 §4)', () => {
  it('says the issue’s sentence in English, naira as N (GSM-7)', () => {
    expect(payStatementMessage({ firstName: 'Tunde', period: week, toPayKobo: 3_850_000, link })).toBe(`Tunde, your pay for 16-11 to 22-11-2026: N38,500.00. Details: ${link}`);
  });

  it('writes the start’s year only when the period crosses a year', () => {
    expect(periodDays(week)).toEqual({ from: '16-11', to: '22-11-2026' });
    expect(periodDays({ start: '2026-12-28', end: '2027-01-03' })).toEqual({ from: '28-12-2026', to: '03-01-2027' });
  });

  it.each(LANGUAGE_CODES)('is one segment in %s, with a long name and the largest amount', (language) => {
    const text = payStatementMessage({ firstName: 'Oluwaseyifunmi Adebanjo-Okonkwo', period: { start: '2026-12-28', end: '2027-01-03' }, toPayKobo: 1_000_000_000, link, language });
    expect(fitsOneSms(text)).toBe(true);
    expect(text).toContain(link);
    expect(text).toContain('N10,000,000.00');
  });

  it('is Hausa in Hausa', () => {
    expect(payStatementMessage({ firstName: 'Sani', period: week, toPayKobo: 242_434, link, language: 'ha' })).toBe(`Sani, albashinka na 16-11 zuwa 22-11-2026: N2,424.34. Bayani: ${link}`);
  });
});
