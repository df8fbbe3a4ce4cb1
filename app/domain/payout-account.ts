/**
 * A settlement account as the accounts page shows it (issue 24 §2; issue 34 §2: the rule lives
 * here, not in the route): which account receives payouts now, which one is chosen and cooling
 * off until when, which ones were cancelled, and which ones the owner may still choose.
 */
import type { SettlementAccount } from '~contract/core';
import { maskAccountNumber } from '~contract/constants';

export type PayoutAccountView = {
  id: number;
  bank: string;
  /** Masked: '******6789'. */
  number: string;
  name: string;
  /** The owner's newest choice (it may still be cooling off); never a cancelled one. */
  chosen: boolean;
  /** When the chosen account starts receiving payouts (ISO), while it cools off; else null. */
  coolingUntil: string | null;
  /** Payouts made now go to it (the API's rule, at its clock). */
  paidNow: boolean;
  cancelled: boolean;
  /** The owner may make it the payout account: not chosen, not paid now, not cancelled. */
  mayBeChosen: boolean;
};

export function payoutAccountView(a: SettlementAccount): PayoutAccountView {
  const cancelled = a.status === 'cancelled';
  const chosen = a.is_default && !cancelled;
  return {
    id: a.id,
    bank: a.bank_name,
    number: maskAccountNumber(a.account_number),
    name: a.account_name,
    chosen,
    coolingUntil: chosen && a.status === 'cooling_off' && !a.receives_payouts ? a.active_from : null,
    paidNow: a.receives_payouts,
    cancelled,
    mayBeChosen: !chosen && !a.receives_payouts && !cancelled,
  };
}
