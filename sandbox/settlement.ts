/**
 * A partner's settlement accounts as the payout run and the payout API read them (issue 24 §2):
 * the rule of which account is paid lives in sandbox/rules/payout-account.ts.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import { payoutAccountAt, type PayoutAccountFacts } from './rules/payout-account.js';

type Account = typeof s.settlementAccounts.$inferSelect;

/** The rule's view of a stored account. */
export const accountFacts = (a: Account): PayoutAccountFacts => ({ id: a.id, isDefault: Boolean(a.isDefault), status: a.status, activeFrom: a.activeFrom, previousAccountId: a.previousAccountId });

/** A partner's accounts with their bank's name, oldest first. */
export function accountsOf(db: Db, partnerId: number): { account: Account; bank: string }[] {
  return db
    .select({ account: s.settlementAccounts, bank: s.banks.name })
    .from(s.settlementAccounts)
    .innerJoin(s.banks, eq(s.banks.code, s.settlementAccounts.bankCode))
    .where(eq(s.settlementAccounts.partnerId, partnerId))
    .orderBy(asc(s.settlementAccounts.id))
    .all();
}

/** The account (with its bank's name) a payout made at `now` (ms) goes to; null: the payout is held. */
export function payoutAccountOf(db: Db, partnerId: number, now: number): { account: Account; bank: string } | null {
  return payoutAccountAmong(accountsOf(db, partnerId), now);
}

/** The one of a partner's accounts (`accountsOf`'s rows) a payout made at `now` (ms) goes to; null: held. */
export function payoutAccountAmong<T extends { account: Account }>(rows: readonly T[], now: number): T | null {
  const chosen = payoutAccountAt(
    rows.map((r) => accountFacts(r.account)),
    now,
  );
  return chosen ? rows.find((r) => r.account.id === chosen.id)! : null;
}
