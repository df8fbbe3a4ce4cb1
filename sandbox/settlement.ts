/**
 * A partner's settlement accounts as the payout run and the payout API read them (issue 24 §2):
 * the rule of which account is paid lives in sandbox/rules/payout-account.ts.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import { COOLING_OFF_MS, payoutAccountAt, type PayoutAccountFacts } from './rules/payout-account.js';

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

/**
 * A clock reset (`/__sandbox/clock {reset}`) takes back the payout-account choices made while the
 * clock ran ahead (issue 41 §4), as it takes back payouts: an account chosen after `realNow` is
 * no longer the payout account (the one before it is again), and an account added after
 * `realNow` is removed, so no account receives payouts before its own 48 hours in real time.
 * @param realNow the real time, ms since epoch
 */
export function takeBackAccountChoices(db: Db, realNow: number): void {
  const later = (iso: string | null, minus = 0) => iso !== null && Date.parse(iso) - minus > realNow;
  const rows = db.select().from(s.settlementAccounts).orderBy(desc(s.settlementAccounts.id)).all();
  for (const a of rows) {
    const added = later(a.createdAt);
    const chosen = Boolean(a.isDefault) && later(a.activeFrom, COOLING_OFF_MS);
    if (!added && !chosen) continue;
    db.transaction((tx) => {
      if (a.isDefault && a.previousAccountId) tx.update(s.settlementAccounts).set({ isDefault: 1 }).where(eq(s.settlementAccounts.id, a.previousAccountId)).run();
      if (added) tx.delete(s.settlementAccounts).where(eq(s.settlementAccounts.id, a.id)).run();
      else tx.update(s.settlementAccounts).set({ isDefault: 0, status: 'active', activeFrom: null, previousAccountId: null, cancelTokenHash: null }).where(eq(s.settlementAccounts.id, a.id)).run();
    });
  }
}
