/**
 * A trip's deductions as the API shows them on every line (issue 36 §3): each with its id, its
 * words for a refund, and where the latest query about it stands.
 */
import { asc, inArray } from 'drizzle-orm';
import * as s from './db/schema.js';
import type { Db } from './db/index.js';

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

/** A deduction as the contract's `deductionItem`. */
export function deductionItemJson(d: typeof s.deductions.$inferSelect, marks: ReturnType<typeof queryMarks>) {
  return { id: d.id, cause: d.cause, amount_kobo: d.amountKobo, note: d.note, query: marks.get(d.id) ?? null };
}
