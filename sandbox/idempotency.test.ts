/**
 * Idempotency keys in the API (issue 33 §1): a repeat with the same key and request gets the
 * first answer and writes nothing; the same key with another request is a 422; a first request
 * that failed on the server keeps no key; keys are per user.
 */
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import * as s from './db/schema';
import { login, withSandbox } from '../tests/integration/helpers';

const sb = withSandbox();

async function post(path: string, body: unknown, token: string, key?: string) {
  const res = await fetch(`${sb.current.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: await res.json() };
}
const requests = () => (sb.current.db.select({ n: count() }).from(s.costRequests).get() as { n: number }).n;

describe('an Idempotency-Key', () => {
  it('replays the first answer for the same request, refuses another request with 422, and is per user', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    const path = '/v1/partners/1/cost-configurations/vehicles/2/requests';
    const body = { route_id: null, proposed_kobo: 4_500_000, reason: 'Fuel went up by a third this year' };
    const before = requests();
    const first = await post(path, body, owner, 'key-1');
    expect(first.status).toBe(201);
    const again = await post(path, body, owner, 'key-1');
    expect(again).toMatchObject({ status: 201, replayed: 'true', body: first.body });
    expect(requests()).toBe(before + 1);
    const other = await post(path, { ...body, proposed_kobo: 4_600_000 }, owner, 'key-1');
    expect(other.status).toBe(422);
    expect(other.body.code).toBe('IdempotencyKeyReused');
    expect(requests()).toBe(before + 1);
    // Another user's same key is theirs alone: it runs (and is refused by the rule, one request open).
    const manager = await login(sb.current.url, 'fleet.manager@example.com');
    expect((await post(path, body, manager, 'key-1')).replayed).toBeNull();
  });

  it('keeps nothing when the first request failed on the server: a retry runs', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    const path = '/v1/partners/1/cost-configurations/vehicles/3/requests';
    await fetch(`${sb.current.url}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path, status: 503, message: 'down', times: 1 }) });
    const body = { route_id: null, proposed_kobo: 4_500_000, reason: 'Fuel went up by a third this year' };
    expect((await post(path, body, owner, 'key-2')).status).toBe(503);
    const retry = await post(path, body, owner, 'key-2');
    expect(retry.status).toBe(201);
    expect(retry.replayed).toBeNull();
  });

  it('refuses a key that is not printable text', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    expect((await post('/v1/partners/1/cost-configurations/vehicles/4/requests', {}, owner, 'x'.repeat(300))).status).toBe(400);
  });
});
