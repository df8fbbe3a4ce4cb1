/**
 * Ended sessions (issue 13 §3): logout records the session's id here until the session could
 * no longer be used anyway (its absolute lifetime), and every request's session is checked
 * against it, so a copied cookie stops working at logout even when the upstream's token
 * revocation fails. In this process's memory by default; with REDIS_URL, in Redis
 * (shared-state.server.ts), so a logout on one replica ends the session on all.
 */

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
  };
}

let store: RevocationStore = memoryRevocations();
export const revocations = (): RevocationStore => store;
/** Replace the store (a shared one for several replicas; tests). */
export function setRevocationStore(next: RevocationStore) {
  store = next;
}
