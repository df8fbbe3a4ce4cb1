/**
 * The sandbox's data version and the memo of read answers built on it (issue 23: the sandbox must
 * not be the bench's bottleneck). Any write request (`writeRequestStarted`) and the trip generator
 * (`touchTrips`) bump the version; a memoised answer is kept while the version and its window of
 * the clock hold.
 */
import type { Db } from './db/index.js';

type Version = { version: number; writing: number; changes?: () => number };
const versions = new WeakMap<Db, Version>();
const versionOf = (db: Db) => {
  let v = versions.get(db);
  if (!v) versions.set(db, (v = { version: 0, writing: 0 }));
  return v;
};
const totalChanges = (db: Db) => {
  const v = versionOf(db);
  if (!v.changes) {
    const statement = db.$client.prepare('SELECT total_changes()').pluck();
    v.changes = () => Number(statement.get());
  }
  return v.changes();
};

/**
 * The data of `db` as a key: how many times it changed (any write request, the trip generator),
 * and while a write request is in flight also SQLite's count of rows written so far — so a
 * handler that reads, writes and reads again within one request reads its own write, not a memo
 * of the first read.
 */
export const dataVersion = (db: Db): string => {
  const v = versionOf(db);
  return v.writing > 0 ? `${v.version}.${totalChanges(db)}` : `${v.version}`;
};

/** The trips of `db` changed: every memoised answer is recomputed when next read (the trips' ledger keeps itself). */
export const touchTrips = (db: Db) => void (versionOf(db).version += 1);

/**
 * A write request started on `db`: the version moves on now and again when `finished` is
 * called (once; the request's end), and until then the key follows every row written.
 */
export function writeRequestStarted(db: Db): { finished: () => void } {
  const v = versionOf(db);
  v.version += 1;
  v.writing += 1;
  let done = false;
  return {
    finished: () => {
      if (done) return;
      done = true;
      v.version += 1;
      v.writing -= 1;
    },
  };
}

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
