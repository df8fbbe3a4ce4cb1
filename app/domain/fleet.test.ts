import { describe, expect, it } from 'vitest';
import { complianceSummary, documentPhrase, LICENCE_NUMBER_PATTERN, normalizePlate, PLATE_PATTERN, vehicleYears } from '~/domain/fleet';

describe('plates and licence numbers', () => {
  it.each([
    ['abc 123xy', 'ABC-123XY', true],
    ['KJA-100AB', 'KJA-100AB', true],
    ['kja100ab', 'KJA-100AB', true],
    ['Abc-123-xy', 'ABC-123XY', true],
    ['AB-123XY', 'AB-123XY', false],
    ['ABC-12XY', 'ABC-12XY', false],
    ['ABC-123X1', 'ABC-123X1', false],
  ])('%s → %s', (raw, normal, valid) => {
    expect(normalizePlate(raw)).toBe(normal);
    expect(PLATE_PATTERN.test(normalizePlate(raw))).toBe(valid);
  });

  it('takes 6 to 20 letters and digits as a licence number', () => {
    expect(LICENCE_NUMBER_PATTERN.test('LAG12345AA01')).toBe(true);
    expect(LICENCE_NUMBER_PATTERN.test('AB123')).toBe(false);
    expect(LICENCE_NUMBER_PATTERN.test('LAG-12345')).toBe(false);
    expect(LICENCE_NUMBER_PATTERN.test('A'.repeat(21))).toBe(false);
  });
});

describe('vehicle years and licence class', () => {
  it('offers years from the model’s first year, at least 2007, to this year', () => {
    expect(vehicleYears(1989, 2026)).toHaveLength(20);
    expect(vehicleYears(1989, 2026)[0]).toBe(2026);
    expect(vehicleYears(1989, 2026).at(-1)).toBe(2007);
    expect(vehicleYears(2014, 2026).at(-1)).toBe(2014);
    expect(vehicleYears(2027, 2026)).toEqual([]);
  });
});

describe('compliance in words', () => {
  it.each([
    [{ label: 'Insurance certificate', state: 'expiring_soon', days_left: 9 }, 'Insurance certificate expires in 9 days'],
    [{ label: 'Insurance certificate', state: 'expiring_soon', days_left: 1 }, 'Insurance certificate expires in 1 day'],
    [{ label: 'Insurance certificate', state: 'expiring_soon', days_left: 0 }, 'Insurance certificate expires today'],
    [{ label: 'Hackney permit', state: 'expired', days_left: -5 }, 'Hackney permit expired 5 days ago'],
    [{ label: 'CMR certificate', state: 'rejected', days_left: null }, 'CMR certificate rejected'],
    [{ label: 'Roadworthiness certificate', state: 'pending_review', days_left: null }, 'Roadworthiness certificate under review'],
    [{ label: 'Vehicle licence', state: 'missing', days_left: null }, 'Vehicle licence not uploaded'],
  ])('%o', (doc, text) => {
    expect(documentPhrase(doc)).toBe(text);
  });

  it('leads with the most urgent document and counts the others', () => {
    const docs = [
      { label: 'Insurance', state: 'expiring_soon', days_left: 9 },
      { label: 'Hackney permit', state: 'expired', days_left: -5 },
      { label: 'Vehicle licence', state: 'approved', days_left: 200 },
      { label: 'Roadworthiness', state: 'expiring_soon', days_left: 20 },
    ];
    expect(complianceSummary(docs)).toEqual({ text: 'Hackney permit expired 5 days ago (+2 more)', tone: 'danger' });
    expect(complianceSummary([docs[0], docs[3]])).toEqual({ text: 'Insurance expires in 9 days (+1 more)', tone: 'warning' });
    expect(complianceSummary([docs[2]])).toEqual({ text: 'All documents valid', tone: 'success' });
  });
});
