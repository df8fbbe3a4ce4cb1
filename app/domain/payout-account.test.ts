import { describe, expect, it } from 'vitest';
import { payoutAccountView } from '~/domain/payout-account';
import type { SettlementAccount } from '~contract/core';

const account = (over: Partial<SettlementAccount>): SettlementAccount => ({
  id: 1,
  bank_code: '058',
  bank_name: 'GTBank',
  account_number: '0123456789',
  account_name: 'Lagos Shuttle Partners Ltd',
  is_default: false,
  status: 'active',
  active_from: null,
  receives_payouts: false,
  ...over,
});
const FROM = '2026-11-27T10:00:00.000Z';

describe('a settlement account on the accounts page', () => {
  it.each([
    ['the payout account in force', { is_default: true, receives_payouts: true }, { chosen: true, coolingUntil: null, paidNow: true, cancelled: false, mayBeChosen: false }],
    ['chosen, cooling off', { is_default: true, status: 'cooling_off', active_from: FROM }, { chosen: true, coolingUntil: FROM, paidNow: false, cancelled: false, mayBeChosen: false }],
    ['the previous one, paid while the new one cools off', { receives_payouts: true }, { chosen: false, coolingUntil: null, paidNow: true, cancelled: false, mayBeChosen: false }],
    ['another account', {}, { chosen: false, coolingUntil: null, paidNow: false, cancelled: false, mayBeChosen: true }],
    ['a cancelled change', { is_default: true, status: 'cancelled', active_from: FROM }, { chosen: false, coolingUntil: null, paidNow: false, cancelled: true, mayBeChosen: false }],
    [
      'cooling off but already paid (its time passed)',
      { is_default: true, status: 'cooling_off', active_from: FROM, receives_payouts: true },
      { chosen: true, coolingUntil: null, paidNow: true, cancelled: false, mayBeChosen: false },
    ],
  ] as const)('%s', (_, over, expected) => {
    expect(payoutAccountView(account(over as Partial<SettlementAccount>))).toEqual({ id: 1, bank: 'GTBank', number: '******6789', name: 'Lagos Shuttle Partners Ltd', ...expected });
  });
});
