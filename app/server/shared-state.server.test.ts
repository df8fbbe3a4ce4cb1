import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SessionCheckUnavailable, sqliteRevocations } from '~/server/revocations.server';
import { redisReplacedPasses, redisRevocations, replacedPassKey, revokedKey, SETTLE_MS, type RevocationClient } from '~/server/shared-state.server';

/** A Redis stand-in with TTLs and an on/off switch, on a clock the test moves. */
function fakeRedis(clock: { t: number }) {
  const keys = new Map<string, number>();
  const state = { up: true, keys };
  const refuse = () => Promise.reject(new Error('Connection is closed.'));
  const client: RevocationClient = {
    set: async (key, _value, ...mode) => {
      if (!state.up) return refuse();
      keys.set(key, mode[0] === 'PX' ? clock.t + mode[1] : Infinity);
      return 'OK';
    },
    get: async () => (state.up ? null : refuse()),
    exists: async (key) => {
      if (!state.up) return refuse();
      const until = keys.get(key);
      return until !== undefined && until > clock.t ? 1 : 0;
    },
  };
  return { client, state };
}

const setup = (graceMs = 30_000) => {
  const clock = { t: 1_000_000 };
  const redis = fakeRedis(clock);
  const warnings: string[] = [];
  const options = { graceMs, warn: (_f: object, m: string) => void warnings.push(m), now: () => clock.t };
  return { clock, redis, warnings, replicaA: redisRevocations(redis.client, options), replicaB: redisRevocations(redis.client, options) };
};

describe('session revocations in Redis (issue 14 §2, ADR 0012)', () => {
  it('a logout on one replica ends the session on another, until its lifetime is over', async () => {
    const { clock, redis, replicaA, replicaB } = setup();
    expect(await replicaB.isRevoked('s1')).toBe(false);
    await replicaA.revoke('s1', clock.t + 60_000);
    expect(redis.state.keys.has(revokedKey('s1'))).toBe(true);
    expect(await replicaB.isRevoked('s1')).toBe(true);
    expect(await replicaB.isRevoked('s2')).toBe(false);
    clock.t += 60_001;
    expect(await replicaB.isRevoked('s1')).toBe(false);
  });

  it('fails open during a short outage, then closed after the grace period', async () => {
    const { clock, redis, replicaB, warnings } = setup(30_000);
    redis.state.up = false;
    expect(await replicaB.isRevoked('s1')).toBe(false);
    clock.t += 29_000;
    expect(await replicaB.isRevoked('s1')).toBe(false);
    expect(warnings).toHaveLength(1);
    clock.t += 2_000;
    await expect(replicaB.isRevoked('s1')).rejects.toBeInstanceOf(SessionCheckUnavailable);
    // Back: checked again, and the outage's clock starts afresh next time.
    redis.state.up = true;
    expect(await replicaB.isRevoked('s1')).toBe(false);
    redis.state.up = false;
    expect(await replicaB.isRevoked('s1')).toBe(false);
  });

  it('a logout during an outage holds on its replica at once and reaches Redis when it is back', async () => {
    const { clock, redis, replicaA, replicaB } = setup();
    redis.state.up = false;
    await replicaA.revoke('s1', clock.t + 60_000);
    expect(await replicaA.isRevoked('s1')).toBe(true);
    redis.state.up = true;
    expect(redis.state.keys.has(revokedKey('s1'))).toBe(false);
    // The replica's next successful call writes what it kept.
    expect(await replicaA.isRevoked('s2')).toBe(false);
    expect(await replicaB.isRevoked('s1')).toBe(true);
  });
});

describe('replaced passes in Redis (issue 40 §8)', () => {
  it('a pass replaced through one replica is known to the other; its token is never a key; an unreachable Redis says "ask the API"', async () => {
    const clock = { t: 1_000_000 };
    const redis = fakeRedis(clock);
    const [a, b] = [redisReplacedPasses(redis.client), redisReplacedPasses(redis.client)];
    expect(await b.has('tok-1')).toBe(false);
    await a.mark('tok-1');
    expect(await b.has('tok-1')).toBe(true);
    expect(await b.has('tok-2')).toBe(false);
    expect([...redis.state.keys.keys()].join()).not.toContain('tok-1');
    expect(replacedPassKey('tok-1')).toMatch(/^vp:pass-replaced:[0-9a-f]{32}$/);
    redis.state.up = false;
    expect(await b.has('tok-2')).toBe(true);
  });
});

describe('a Redis that restarts empty (issue 71 §5)', () => {
  /** The fake with GET, SET NX and a restart that forgets everything. */
  function emptyingRedis(clock: { t: number }) {
    const keys = new Map<string, { value: string; until: number }>();
    const live = (key: string) => {
      const hit = keys.get(key);
      return hit && hit.until > clock.t ? hit : undefined;
    };
    const client = {
      set: async (key: string, value: string, mode: string, ms?: number) => {
        if (mode === 'NX' && live(key)) return null;
        keys.set(key, { value, until: mode === 'PX' ? clock.t + ms! : Infinity });
        return 'OK';
      },
      exists: async (key: string) => (live(key) ? 1 : 0),
      get: async (key: string) => live(key)?.value ?? null,
    } as unknown as RevocationClient;
    return { client, restartEmpty: () => keys.clear() };
  }

  /** Two replicas on one Redis, both connected, and a session logged out on A. */
  async function loggedOutOnA() {
    const clock = { t: 5_000_000 };
    const redis = emptyingRedis(clock);
    const options = { graceMs: 30_000, warn: () => undefined, now: () => clock.t };
    const a = redisRevocations(redis.client, options);
    const b = redisRevocations(redis.client, options);
    await a.resync();
    await b.resync();
    await a.revoke('gone', clock.t + 3_600_000);
    return { clock, redis, a, b };
  }

  it('never brings a logged-out session back: the replica that took the logout writes it again, and checks wait meanwhile', async () => {
    const { clock, redis, a, b } = await loggedOutOnA();
    expect(await b.isRevoked('gone')).toBe(true);

    redis.restartEmpty();
    // B reconnects first: the epoch is gone, so B cannot call any session live yet.
    await b.resync();
    await expect(b.isRevoked('gone')).rejects.toBeInstanceOf(SessionCheckUnavailable);
    await expect(b.isRevoked('never-revoked')).rejects.toBeInstanceOf(SessionCheckUnavailable);
    // A reconnects and writes its logouts back.
    await a.resync();
    clock.t += SETTLE_MS;
    expect(await b.isRevoked('gone')).toBe(true);
    expect(await b.isRevoked('never-revoked')).toBe(false);
  });

  it('answers no check while the epoch is being read after a reconnection (the race the chaos journey found)', async () => {
    const { redis, b } = await loggedOutOnA();
    redis.restartEmpty();
    // B's connection is back: its epoch check starts, and a request arrives in the same moment.
    const checking = b.resync();
    const asked = b.isRevoked('gone');
    await checking;
    await expect(asked).rejects.toBeInstanceOf(SessionCheckUnavailable);
  });

  it("keeps a replica's own logouts in its file across its own restart", async () => {
    const clock = { t: 5_000_000 };
    const redis = emptyingRedis(clock);
    const file = join(mkdtempSync(join(tmpdir(), 'vp-revoked-')), 'revoked.sqlite');
    const options = { graceMs: 30_000, warn: () => undefined, now: () => clock.t };
    const before = redisRevocations(redis.client, { ...options, local: sqliteRevocations(file, () => clock.t) });
    await before.resync();
    await before.revoke('gone', clock.t + 3_600_000);
    // Both the replica and Redis restart with nothing in memory.
    redis.restartEmpty();
    const after = redisRevocations(redis.client, { ...options, local: sqliteRevocations(file, () => clock.t) });
    await after.resync();
    const other = redisRevocations(redis.client, options);
    expect(await other.isRevoked('gone')).toBe(true);
  });
});
