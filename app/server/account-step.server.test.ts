import { describe, expect, it } from 'vitest';
import { ACCOUNT_STEP_MS, openAccount, sealAccount } from '~/server/account-step.server';

describe('the account between /add-account’s steps (issue 40 §8)', () => {
  const account = { bank_code: '044', account_number: '0123456789' };
  it('travels sealed: no digit of the number in the URL value, and it opens for its user only, until it expires', () => {
    const now = Date.now();
    const sealed = sealAccount(account, 7, now);
    expect(sealed).not.toContain('0123456789');
    expect(decodeURIComponent(sealed)).not.toMatch(/\d{10}/);
    expect(openAccount(sealed, 7, now + 1000)).toEqual(account);
    expect(openAccount(sealed, 8, now + 1000)).toBeNull();
    expect(openAccount(sealed, 7, now + ACCOUNT_STEP_MS)).toBeNull();
    for (const bad of [null, '', 'x', sealed.slice(0, -2) + 'AA']) expect(openAccount(bad, 7, now)).toBeNull();
  });
});
