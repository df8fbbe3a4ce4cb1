/**
 * Ended sessions (issue 13 §3): logout records the session's id here until the session could
 * no longer be used anyway (its absolute lifetime), and every request's session is checked
 * against it, so a copied cookie stops working at logout even when the upstream's token
 * revocation fails. Without REDIS_URL, in a local SQLite file (REVOCATIONS_DB, so a restart
 * keeps them; in memory for unit tests); with REDIS_URL, in Redis (shared-state.server.ts), so
 * a logout on one replica ends the session on all.
 */

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

/** A session's revocation could not be checked (the shared store has been away too long). */
export class SessionCheckUnavailable extends Error {
  constructor() {
    super('session revocations cannot be checked: the shared store is unavailable');
    this.name = 'SessionCheckUnavailable';
  }
}

export interface RevocationStore {
  /** Record `sid` as ended until `untilMs` (ms since epoch). */
  revoke(sid: string, untilMs: number): Promise<void>;
  /** @throws SessionCheckUnavailable when the answer cannot be known (shared store down past its grace). */
  isRevoked(sid: string): Promise<boolean>;
  /** Every revocation still in force, as [sid, until ms] (a replica writes its own again into a Redis that lost them: issue 71 §5). */
  entries?(): Promise<Array<[string, number]>>;
}

/** The single-process store: a Map pruned as it is used. */
export function memoryRevocations(now: () => number = Date.now): RevocationStore {
  const ended = new Map<string, number>();
  let nextPrune = 0;
  const prune = () => {
    const t = now();
    if (t < nextPrune) return;
    nextPrune = t + 60_000;
    for (const [sid, until] of ended) if (until <= t) ended.delete(sid);
  };
  return {
    async revoke(sid, untilMs) {
      prune();
      ended.set(sid, untilMs);
    },
    async isRevoked(sid) {
      prune();
      const until = ended.get(sid);
      return until !== undefined && until > now();
    },
    async entries() {
      const t = now();
      return [...ended].filter(([, until]) => until > t);
    },
  };
}

/**
 * Revocations in a local SQLite file (issue 20 §4): without Redis, a logout must still hold
 * after a restart of this process (a copied cookie must not work again). `file` is a path or
 * ':memory:'. Expired entries are pruned as the store is used.
 */
export function sqliteRevocations(file: string, now: () => number = Date.now): RevocationStore {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec('CREATE TABLE IF NOT EXISTS revoked (sid TEXT PRIMARY KEY, until INTEGER NOT NULL)');
  const put = db.prepare('INSERT OR REPLACE INTO revoked (sid, until) VALUES (?, ?)');
  const get = db.prepare<[string, number], { n: number }>('SELECT count(*) AS n FROM revoked WHERE sid = ? AND until > ?');
  const prune = db.prepare('DELETE FROM revoked WHERE until <= ?');
  const all = db.prepare<[number], { sid: string; until: number }>('SELECT sid, until FROM revoked WHERE until > ?');
  let nextPrune = 0;
  const maybePrune = () => {
    const t = now();
    if (t < nextPrune) return;
    nextPrune = t + 60_000;
    prune.run(t);
  };
  return {
    async revoke(sid, untilMs) {
      maybePrune();
      put.run(sid, untilMs);
    },
    async isRevoked(sid) {
      maybePrune();
      return (get.get(sid, now())?.n ?? 0) > 0;
    },
    async entries() {
      return all.all(now()).map((r) => [r.sid, r.until] as [string, number]);
    },
  };
}

/** A local SQLite store in `file` (or ':memory:'), its folder made. */
export function localRevocations(file: string): RevocationStore {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  return sqliteRevocations(file);
}

/**
 * Keep revocations in `file` (when Redis is not configured). Creates its folder.
 * @returns the store now in use.
 */
export function useLocalRevocations(file: string): RevocationStore {
  store = localRevocations(file);
  return store;
}

let store: RevocationStore = memoryRevocations();
export const revocations = (): RevocationStore => store;
/** Replace the store (a shared one for several replicas; tests). */
export function setRevocationStore(next: RevocationStore) {
  store = next;
}
