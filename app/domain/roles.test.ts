import { describe, expect, it } from 'vitest';
import { accountNameMatches } from '~/domain/roles';

describe('a payout account’s verified name (issue 32 §7)', () => {
  const names = ['Lagos Shuttle Partners Ltd', 'Adaeze Okafor'];
  it('belongs to the partner when it is the registered name, with or without the company suffix, or holds the owner’s names in any order', () => {
    expect(accountNameMatches('LAGOS SHUTTLE PARTNERS LTD', names)).toBe(true);
    expect(accountNameMatches('LAGOS SHUTTLE PARTNERS LIMITED', names)).toBe(true);
    expect(accountNameMatches('OKAFOR ADAEZE CHIOMA', names)).toBe(true);
    expect(accountNameMatches('okafor, adaeze', names)).toBe(true);
  });
  it('does not when it is someone else’s', () => {
    expect(accountNameMatches('BELLO TUNDE', names)).toBe(false);
    expect(accountNameMatches('ADAEZE NWOSU', names)).toBe(false);
    expect(accountNameMatches('', names)).toBe(false);
  });
});
