/**
 * Which settlement account a payout goes to (issue 24 §2): a new or changed payout account is
 * "cooling off" for 48 hours, so an attacker with a manager's session, or a dishonest member,
 * cannot slip a change past the owner. During the cooling-off the previous payout account keeps
 * receiving payouts, or, with none, payouts are held. Pure: the API's writes and its payout run
 * both read this one rule.
 */

import { COOLING_OFF_HOURS } from '../../contract/constants.js';

/** How long a new or changed payout account waits before payouts go to it (ms). */
export const COOLING_OFF_MS = COOLING_OFF_HOURS * 3_600_000;

/** The fields of a settlement account the rule reads (ISO instants). */
export type PayoutAccountFacts = {
  id: number;
  /** The account chosen for payouts (the newest choice; at most one per partner). */
  isDefault: boolean;
  status: 'active' | 'cooling_off' | 'cancelled';
  /** When a cooling-off account starts receiving payouts. */
  activeFrom: string | null;
  /** The payout account before this one was chosen. */
  previousAccountId: number | null;
};

/** Is `account` still cooling off at `now` (ms)? */
export const coolingOff = (account: PayoutAccountFacts, now: number): boolean => account.status === 'cooling_off' && account.activeFrom !== null && Date.parse(account.activeFrom) > now;

/**
 * The account a payout made at `now` (ms) goes to: the chosen account once its cooling-off is
 * over; during it the previous payout account; null when there is none (the payout is held).
 */
export function payoutAccountAt<A extends PayoutAccountFacts>(accounts: readonly A[], now: number): A | null {
  const chosen = accounts.find((a) => a.isDefault && a.status !== 'cancelled');
  if (!chosen) return null;
  if (!coolingOff(chosen, now)) return chosen;
  return accounts.find((a) => a.id === chosen.previousAccountId && a.status !== 'cancelled') ?? null;
}
