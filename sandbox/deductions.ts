/**
 * A trip's deductions as the API shows them on every line (issue 36 §3): each with its id, its
 * words for a refund, and where the latest query about it stands.
 */
import { asc, inArray } from 'drizzle-orm';
import * as s from './db/schema.js';
import type { Db } from './db/index.js';
import { QUERY_WINDOW_DAYS, REFUND_CAUSE } from '../contract/constants.js';
import { addDays, lagosDate } from '../contract/lagos-time.js';
import { settlementOf } from './payouts.js';

type Status = (typeof s.deductionQueries.$inferSelect)['status'];

/** The latest query of each of `ids` (deduction ids), as the mark lines carry. */
export function queryMarks(db: Db, ids: readonly number[]): Map<number, { id: number; status: Status; refunded_kobo: number }> {
  const marks = new Map<number, { id: number; status: Status; refunded_kobo: number }>();
  if (!ids.length) return marks;
  const rows = db
    .select()
    .from(s.deductionQueries)
    .where(inArray(s.deductionQueries.deductionId, [...ids]))
    .orderBy(asc(s.deductionQueries.id))
    .all();
  for (const q of rows) marks.set(q.deductionId, { id: q.id, status: q.status, refunded_kobo: q.refundedKobo });
  return marks;
}

/**
 * The query window of a month's deductions (issue 36 §1): the payout that carried the month (null
 * before it is paid), the last Lagos day they may be queried (QUERY_WINDOW_DAYS after it; null
 * before), and whether they may be queried at `now` (ms, the API's clock).
 */
export function queryWindowOf(db: Db, partnerId: number, month: string, now: number) {
  const payout = settlementOf(db, partnerId, month);
  if (!payout) return { payout: null, closesOn: null, open: true };
  const paidOn = lagosDate(Date.parse(payout.createdAt));
  const closesOn = addDays(paidOn, QUERY_WINDOW_DAYS);
  return { payout: { reference: payout.reference, paid_on: paidOn }, closesOn, open: lagosDate(now) <= closesOn };
}

/**
 * A deduction as the contract's `deductionItem`; `windowOpen` is its month's window
 * (`queryWindowOf(...).open`), so a line offers a query only where the API would take one.
 */
export function deductionItemJson(d: typeof s.deductions.$inferSelect, marks: ReturnType<typeof queryMarks>, windowOpen: boolean) {
  const query = marks.get(d.id) ?? null;
  return { id: d.id, cause: d.cause, amount_kobo: d.amountKobo, note: d.note, query, may_query: windowOpen && d.amountKobo > 0 && d.cause !== REFUND_CAUSE && !query };
}
