import { describe, expect, it } from 'vitest';
import { COOLING_OFF_MS, payoutAccountAt, type PayoutAccountFacts } from './payout-account';

const at = Date.parse('2026-11-24T10:00:00Z');
const old: PayoutAccountFacts = { id: 1, isDefault: false, status: 'active', activeFrom: null, previousAccountId: null };
const fresh: PayoutAccountFacts = { id: 2, isDefault: true, status: 'cooling_off', activeFrom: new Date(at + COOLING_OFF_MS).toISOString(), previousAccountId: 1 };

describe('the payout account (issue 24 §2)', () => {
  it('pays the previous account while the new one cools off for 48 hours, then the new one', () => {
    expect(payoutAccountAt([old, fresh], at)?.id).toBe(1);
    expect(payoutAccountAt([old, fresh], at + COOLING_OFF_MS - 1)?.id).toBe(1);
    expect(payoutAccountAt([old, fresh], at + COOLING_OFF_MS)?.id).toBe(2);
  });

  it('holds payouts while a first account cools off (no previous one)', () => {
    expect(payoutAccountAt([{ ...fresh, previousAccountId: null }], at)).toBeNull();
    expect(payoutAccountAt([{ ...fresh, previousAccountId: null }], at + COOLING_OFF_MS)?.id).toBe(2);
  });

  it('pays an active payout account at once, and nothing without one', () => {
    expect(payoutAccountAt([{ ...old, isDefault: true }], at)?.id).toBe(1);
    expect(payoutAccountAt([old], at)).toBeNull();
  });

  it('never pays a cancelled account', () => {
    expect(
      payoutAccountAt(
        [
          { ...old, isDefault: true },
          { ...fresh, isDefault: false, status: 'cancelled' },
        ],
        at + 2 * COOLING_OFF_MS,
      )?.id,
    ).toBe(1);
  });
});
