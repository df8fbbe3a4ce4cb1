/**
 * The sandbox's data version and the memo of read answers built on it (issue 23: the sandbox must
 * not be the bench's bottleneck). Any write request and the trip generator bump the version
 * (`touchTrips`); a memoised answer is kept while the version and its window of the clock hold.
 */
import type { Db } from './db/index.js';

const versions = new WeakMap<Db, { version: number }>();
const versionOf = (db: Db) => {
  let v = versions.get(db);
  if (!v) versions.set(db, (v = { version: 0 }));
  return v;
};

/** How many times the data of `db` changed (any write request, the trip generator). */
export const dataVersion = (db: Db) => versionOf(db).version;

/** The trips of `db` changed: every roll-up is summed again and every memoised answer recomputed when next read. */
export const touchTrips = (db: Db) => void (versionOf(db).version += 1);

type Memo = { key: string; value: unknown };
const memos = new WeakMap<Db, Map<string, Memo>>();

/**
 * A read call's answer, computed once per change of the data and per `ttlMs` window of the
 * clock. `name` names the call and its arguments (partner, period, day); the answer is
 * recomputed when any write happened since (`touchTrips`) or the window moved on, so a figure
 * that depends on the clock alone (a trip departing) is at most `ttlMs` old — as a real API's
 * cache would be. Errors are not kept. The version is read after `compute`, so work that itself
 * writes (the trip generator) is done again once, then kept.
 */
export function memoRead<T>(db: Db, name: string, ttlMs: number, compute: () => T, now = Date.now()): T {
  let byName = memos.get(db);
  if (!byName) memos.set(db, (byName = new Map()));
  const window = Math.floor(now / ttlMs);
  const hit = byName.get(name);
  if (hit && hit.key === `${dataVersion(db)}|${window}`) return hit.value as T;
  const value = compute();
  byName.set(name, { key: `${dataVersion(db)}|${window}`, value });
  return value;
}
