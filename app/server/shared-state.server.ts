/**
 * State shared by several portal replicas (issue 14 §2; ADR 0012). With REDIS_URL set, the auth
 * rate limits (rate-limiter-flexible's Redis limiter) and the session revocations live in Redis
 * through ioredis, so any replica can serve any request; without it, both stay in this
 * process's memory and nothing more is needed. So do replaced roadside passes (issue 40 §8).
 *
 * When Redis cannot be reached:
 * - rate limits fail open to this replica's memory (the limiter's insurance limiter): the limits
 *   still hold per replica, and a warning is logged once per outage;
 * - revocation checks fail open for `graceMs` (a short outage signs nobody out), then closed:
 *   `isRevoked` throws `SessionCheckUnavailable` and the session serves nothing until Redis is
 *   back (a 503 page, the cookie kept). Logouts during the outage are kept here and written to
 *   Redis when it answers again.
 *
 * When Redis comes back **empty** (a restart without persistence; issue 71 §5), the revocations it
 * held are gone, and a session logged out on replica A would serve again on B. Each replica
 * therefore keeps its own logouts in a local file as well (REVOCATIONS_DB) and watches an epoch
 * key (`vp:epoch`, written once with NX): on every (re)connection, a missing or changed epoch
 * means Redis lost its data, so the replica writes its own revocations back and, for SETTLE_MS,
 * refuses to call any session live (the sessions-cannot-be-checked page) while the other replicas
 * do the same. A logout survives Redis losing everything, as long as the replica that took it has
 * its file (or the upstream revoked the token, which every signed-in page's reads also check).
 */
import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { REPLACED_MEMORY_MS, setReplacedPassStore, type ReplacedPassStore } from '~/server/pass.server';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { setRateLimitStore } from '~/server/rate-limit.server';
import { localRevocations, memoryRevocations, SessionCheckUnavailable, setRevocationStore, type RevocationStore } from '~/server/revocations.server';

/** The few Redis commands the revocation store uses (ioredis's signatures), so tests can fake them. */
export interface RevocationClient {
  /** `SET key value PX ms`, or `SET key value NX` ('OK', or null when the key was there). */
  set(key: string, value: string, ...mode: ['PX', number] | ['NX']): Promise<unknown>;
  exists(key: string): Promise<number>;
  get(key: string): Promise<string | null>;
}

/** The key whose value names the Redis data's generation: gone or changed means Redis lost what it held. */
export const EPOCH_KEY = 'vp:epoch';
/** After Redis lost its data, how long a replica refuses to call a session live while every replica writes its logouts back (ms). */
export const SETTLE_MS = 5_000;

type Warn = (fields: object, message: string) => void;

/** Redis key of an ended session. */
export const revokedKey = (sid: string) => `vp:revoked:${sid}`;

/**
 * Revocations in Redis: `revoke` writes `vp:revoked:<sid>` with a TTL up to `untilMs`, and
 * `isRevoked` asks whether it exists. Every revocation is also kept in this process's memory.
 * @param graceMs how long a failing Redis is treated as "not revoked" (ms); after it,
 *   `isRevoked` throws SessionCheckUnavailable.
 * @param now the clock, ms since epoch (tests).
 */
export function redisRevocations(
  client: RevocationClient,
  { graceMs, warn, now = Date.now, local = memoryRevocations(now) }: { graceMs: number; warn: Warn; now?: () => number; local?: RevocationStore },
): RevocationStore & { resync: () => Promise<void> } {
  /** The epoch this replica last saw, and when it found Redis had lost its data (ms). */
  let epoch: string | null = null;
  let lostAt: number | null = null;
  /** The epoch check under way since the connection came back: no check answers before it has (a race found by the chaos journey). */
  let resyncing: Promise<void> | null = null;
  /** Logouts Redis did not take yet: sid → until (ms). */
  const unsent = new Map<string, number>();
  let failingSince: number | null = null;

  const failed = (error: unknown, op: string) => {
    if (failingSince === null) {
      failingSince = now();
      warn({ err: (error as Error).message, op }, 'shared session store unavailable: revocations kept in this replica until it is back');
    }
  };
  const write = (sid: string, untilMs: number) => client.set(revokedKey(sid), '1', 'PX', Math.max(1, untilMs - now()));
  /** Redis answered: the outage (if any) is over, and the logouts it missed are written. */
  const answered = async () => {
    if (failingSince === null) return;
    failingSince = null;
    for (const [sid, until] of unsent) {
      await write(sid, until).catch(() => undefined);
      unsent.delete(sid);
    }
  };

  return {
    async revoke(sid, untilMs) {
      await local.revoke(sid, untilMs);
      try {
        await write(sid, untilMs);
        await answered();
      } catch (error) {
        failed(error, 'revoke');
        unsent.set(sid, untilMs);
      }
    },
    async isRevoked(sid) {
      if (await local.isRevoked(sid)) return true;
      if (resyncing) await resyncing;
      // Redis just lost its data: until every replica wrote its logouts back, no answer is sure.
      if (lostAt !== null && now() - lostAt < SETTLE_MS) throw new SessionCheckUnavailable();
      try {
        const found = (await client.exists(revokedKey(sid))) === 1;
        await answered();
        return found;
      } catch (error) {
        failed(error, 'check');
        if (now() - (failingSince ?? now()) < graceMs) return false;
        throw new SessionCheckUnavailable();
      }
    },
    entries: () => local.entries?.() ?? Promise.resolve([]),
    /**
     * On each (re)connection: read the epoch; when it is gone or changed, Redis lost its data, so
     * this replica's own revocations are written back and checks wait SETTLE_MS. Never throws.
     */
    resync() {
      resyncing = (async () => {
        try {
          let seen = await client.get(EPOCH_KEY);
          if (seen === null) {
            await client.set(EPOCH_KEY, randomUUID(), 'NX');
            seen = await client.get(EPOCH_KEY);
          }
          if (epoch !== null && seen !== epoch) {
            lostAt = now();
            warn({ settleMs: SETTLE_MS }, 'Redis lost its data: writing this replica’s logouts back; sessions wait until every replica has');
          }
          // Written on every connection: cheap (a replica's own logouts), and a first start after a loss is covered too.
          for (const [sid, until] of (await local.entries?.()) ?? []) await write(sid, until);
          epoch = seen;
        } catch (error) {
          failed(error, 'resync');
        }
      })();
      const running = resyncing;
      return running.finally(() => {
        if (resyncing === running) resyncing = null;
      });
    },
  };
}

/** Redis key of a replaced pass: its token's digest, never the token. */
export const replacedPassKey = (token: string) => `vp:pass-replaced:${createHash('sha256').update(token).digest('hex').slice(0, 32)}`;

/**
 * Replaced passes in Redis (issue 40 §8): `mark` writes the pass's key for REPLACED_MEMORY_MS;
 * `has` asks whether it exists, and answers true when Redis cannot say (the API is then asked).
 */
export function redisReplacedPasses(client: RevocationClient): ReplacedPassStore {
  return {
    mark: async (token) => void (await client.set(replacedPassKey(token), '1', 'PX', REPLACED_MEMORY_MS)),
    has: async (token) => {
      try {
        return (await client.exists(replacedPassKey(token))) === 1;
      } catch {
        return true;
      }
    },
  };
}

export type SharedState = { client: Redis; close: () => Promise<void> };

/**
 * Connect to Redis and put the rate limits and revocations there. Resolves once connected, or
 * after `connectTimeoutMs` (ms) with a warning if Redis is not reachable yet: the fail-open
 * rules above apply and ioredis keeps reconnecting.
 */
export async function connectSharedState({
  url,
  graceMs,
  warn,
  connectTimeoutMs = 3000,
  revocationsFile,
}: {
  url: string;
  graceMs: number;
  warn: Warn;
  connectTimeoutMs?: number;
  /** This replica's own logouts, kept across its restarts and written back into a Redis that lost them (REVOCATIONS_DB). */
  revocationsFile?: string;
}): Promise<SharedState> {
  // No offline queue: while Redis is away, a command fails at once instead of holding a request.
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000, retryStrategy: (times) => Math.min(times * 200, 2000) });
  let down = false;
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    warn({ err: error.message }, 'Redis unavailable: rate limits fall back to this replica’s memory');
  });
  client.on('ready', () => {
    down = false;
  });
  await new Promise<void>((resolve) => {
    const timer = setTimeout(() => {
      warn({}, `Redis did not answer within ${connectTimeoutMs} ms; starting anyway`);
      resolve();
    }, connectTimeoutMs);
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });

  setRateLimitStore(
    (options) =>
      new RateLimiterRedis({
        ...options,
        storeClient: client,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ points: options.points, duration: options.duration }),
      }),
  );
  const revocationStore = redisRevocations(client as unknown as RevocationClient, { graceMs, warn, ...(revocationsFile ? { local: localRevocations(revocationsFile) } : {}) });
  setRevocationStore(revocationStore);
  // Every (re)connection compares the epoch: a Redis that restarted empty gets this replica's logouts back.
  client.on('ready', () => void revocationStore.resync());
  if (client.status === 'ready') await revocationStore.resync();
  setReplacedPassStore(redisReplacedPasses(client as unknown as RevocationClient));
  return {
    client,
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
