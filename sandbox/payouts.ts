/**
 * Payouts of the sandbox (issue 12): each month's net is paid on the PAYOUT_DAY of the next month
 * into the settlement account in force then (held, with its reason, while none is), and each
 * payout is the settlement of its month. Months are Lagos months ('YYYY-MM').
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import { payoutAccountOf } from './settlement.js';
import { memoRead, touchTrips } from './memo.js';
import { addDays, lagosDate } from '../contract/lagos-time.js';
import { COOLING_OFF_HOURS } from '../contract/constants.js';
import { apiNow } from './clock.js';
import { PAYOUT_DAY, nextMonth, refundsKobo } from './trips.js';
import { tripTotals } from './ledger.js';

/** The month 'YYYY-MM' of a Lagos date. */
export const monthOf = (date: string) => date.slice(0, 7);
/** The date a month's earnings are paid: PAYOUT_DAY of the next month. */
export function payoutDateOf(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return `${next}-${String(PAYOUT_DAY).padStart(2, '0')}`;
}

/** The instant (ms) a month's payout is made: 10:00 in Lagos on its payout date. */
export const payoutInstant = (month: string) => Date.parse(`${payoutDateOf(month)}T09:00:00Z`);

/**
 * Net earnings (kobo) of a partner's month as its payout pays it: its completed trips as of `now`
 * (gross less own deductions, from the trips' ledger, sandbox/ledger.ts), and the refunds it carries.
 */
export function monthNetKobo(db: Db, partnerId: number, month: string, now = apiNow()): number {
  const range = monthBounds(month);
  const t = tripTotals(db, partnerId, range, {}, now);
  return t.grossKobo - t.deductionsKobo + refundsKobo(db, partnerId, range);
}

/** A month's first and last Lagos dates. */
const monthBounds = (month: string): [string, string] => [`${month}-01`, addDays(`${nextMonth(month)}-01`, -1)];

/** The reason a held payout gives (issue 31 §3): what the owner reads on the payout and the payslip. */
export const HELD_REASON = `No settlement account receives payouts yet (a new one receives them ${COOLING_OFF_HOURS} hours after it was chosen)`;

/**
 * Settle every month of a partner whose payout time (payoutInstant) has come: one payout to the
 * default settlement account, or held when there is none; a held payout is paid once an
 * account receives payouts (issue 31 §3). Cheap when already done, and checked
 * once per change of the data and per minute (memo.ts): a payout is made at most a minute after
 * its time, as a real payout run's schedule would.
 */
export function ensurePayouts(db: Db, partnerId: number, now = apiNow()): void {
  memoRead(db, `ensure-payouts:${partnerId}`, 60_000, () => settleDueMonths(db, partnerId, now), now);
}

function settleDueMonths(db: Db, partnerId: number, now: number): void {
  const first = db
    .select({ first: sql<string | null>`min(${s.trips.startsAt})` })
    .from(s.trips)
    .where(eq(s.trips.partnerId, partnerId))
    .get()?.first;
  if (!first) return;
  const settled = new Set(
    db
      .select({ month: s.payouts.month })
      .from(s.payouts)
      .where(and(eq(s.payouts.partnerId, partnerId), ne(s.payouts.status, 'failed')))
      .all()
      .map((p) => p.month),
  );
  // Never to an account still cooling off (issue 24 §2): the rule picks the previous one, or none (held).
  const paid = payoutAccountOf(db, partnerId, now);
  const account = paid ? { a: paid.account, bank: paid.bank } : undefined;
  if (account) {
    // Held payouts go out now, to the account that receives payouts.
    const released = db
      .update(s.payouts)
      .set({ status: 'paid', reason: null, bankName: account.bank, accountName: account.a.accountName, accountNumber: account.a.accountNumber, createdAt: new Date(now).toISOString() })
      .where(and(eq(s.payouts.partnerId, partnerId), eq(s.payouts.status, 'held')))
      .run();
    if (released.changes) touchTrips(db);
  }
  // A month is paid only once its payout time has passed, not from midnight of that day (issue 20 §5).
  for (let month = monthOf(lagosDate(Date.parse(first))); payoutInstant(month) <= now; month = monthOf(addDays(`${month}-28`, 7))) {
    if (settled.has(month)) continue;
    const attempts =
      db
        .select({ n: sql<number>`count(*)` })
        .from(s.payouts)
        .where(and(eq(s.payouts.partnerId, partnerId), eq(s.payouts.month, month)))
        .get()?.n ?? 0;
    db.insert(s.payouts)
      .values({
        partnerId,
        month,
        amountKobo: monthNetKobo(db, partnerId, month, now),
        status: account ? 'paid' : 'held',
        reason: account ? null : HELD_REASON,
        reference: `PO-${month.replace('-', '')}-${String(partnerId).padStart(4, '0')}-${attempts + 1}`,
        bankName: account?.bank ?? '—',
        accountName: account?.a.accountName ?? '—',
        accountNumber: account?.a.accountNumber ?? '',
        createdAt: new Date(payoutInstant(month) + attempts * 2 * 86_400_000).toISOString(),
      })
      .run();
    // A new payout: memoised answers (the earnings summary's unsettled figures) are computed again.
    touchTrips(db);
  }
}

/** The payout of `month` (the latest attempt that did not fail; held included), if any. */
export function payoutOfMonth(db: Db, partnerId: number, month: string) {
  return db
    .select()
    .from(s.payouts)
    .where(and(eq(s.payouts.partnerId, partnerId), eq(s.payouts.month, month), ne(s.payouts.status, 'failed')))
    .orderBy(sql`${s.payouts.id} DESC`)
    .get();
}

/** The payout that settles `month`: money sent (not held, not failed), if any. */
export function settlementOf(db: Db, partnerId: number, month: string) {
  const payout = payoutOfMonth(db, partnerId, month);
  return payout && payout.status !== 'held' ? payout : undefined;
}
