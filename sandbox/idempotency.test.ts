/**
 * Idempotency keys in the API (issue 33 §1): a repeat with the same key and request gets the
 * first answer and writes nothing; the same key with another request is a 422; a first request
 * that failed on the server keeps no key; keys are per user.
 */
import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import * as s from './db/schema';
import { MAX_KEYS_PER_SCOPE } from './idempotency';
import { PNG } from '../tests/fixtures/files';
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

  it('compares uploads by their bytes, not their length: two PNGs of one size under one key are two requests (issue 40 §8)', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    const upload = (bytes: Uint8Array) => {
      const form = new FormData();
      form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'a.png');
      return fetch(`${sb.current.url}/v1/upload/identity/files`, { method: 'POST', body: form, headers: { authorization: `Bearer ${owner}`, 'idempotency-key': 'key-upload-1' } });
    };
    const a = new Uint8Array(PNG.length + 8);
    a.set(PNG);
    const b = a.slice();
    b[b.length - 1] = 7;
    const files = () => (sb.current.db.select({ n: count() }).from(s.files).get() as { n: number }).n;
    const before = files();
    const first = await upload(a);
    expect(first.status).toBe(201);
    // The same bytes again (another multipart boundary): the first answer, no second file.
    const again = await upload(a);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await again.json()).files[0].key).toBe((await first.json()).files[0].key);
    expect(files()).toBe(before + 1);
    // Other bytes of the same length: another request, refused for the key.
    expect((await upload(b)).status).toBe(422);
    expect(files()).toBe(before + 1);
  });

  it('keeps a password change by reset link: its second submit gets "Password changed", not "invalid link" (issue 40 §8)', async () => {
    await fetch(`${sb.current.url}/v1/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'revoked@example.com', type: 'partner', app: 'partner' }),
    });
    const link = (await (await fetch(`${sb.current.url}/outbox.json`)).json()).find((m: { to: string; link: string | null }) => m.to === 'revoked@example.com' && m.link)?.link as string;
    const token = /\/password\/([^?]+)/.exec(link)![1];
    const change = () =>
      fetch(`${sb.current.url}/v1/password/change`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'key-reset-1' },
        body: JSON.stringify({ token, password: 'demo1234', confirm_password: 'demo1234', type: 'partner' }),
      });
    const first = await change();
    expect(first.status).toBe(200);
    const second = await change();
    expect(second.status).toBe(200);
    expect((await second.json()).data.message).toBe('Password changed');
  });

  it('keeps the answer once the handler has run, even when the client went away before reading it', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    const path = '/v1/partners/1/cost-configurations/vehicles/5/requests';
    const body = { route_id: null, proposed_kobo: 4_700_000, reason: 'Tolls on the Lekki road went up' };
    const before = requests();
    const gone = new AbortController();
    // The sandbox answers slowly (a stalled link): the client gives up before the answer.
    await fetch(`${sb.current.url}/__sandbox/delays`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path, ms: 300, times: 1 }) });
    const abandoned = fetch(`${sb.current.url}${path}`, {
      method: 'POST',
      signal: gone.signal,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}`, 'idempotency-key': 'key-gone-1' },
      body: JSON.stringify(body),
    }).catch(() => null);
    setTimeout(() => gone.abort(), 50);
    await abandoned;
    await new Promise((done) => setTimeout(done, 600));
    expect(requests()).toBe(before + 1);
    const retry = await post(path, body, owner, 'key-gone-1');
    expect(retry.status).toBe(201);
    expect(retry.replayed).toBe('true');
    expect(requests()).toBe(before + 1);
  });

  it('holds at most MAX_KEYS_PER_SCOPE live keys per user: the oldest go first', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    const scopeKeys = () =>
      sb.current.db
        .select()
        .from(s.idempotencyKeys)
        .all()
        .filter((k) => k.scope !== 'anon');
    const userScope = scopeKeys()[0]?.scope;
    // Fill the user's keys with answered ones, oldest first.
    const now = Date.now();
    sb.current.db
      .insert(s.idempotencyKeys)
      .values(
        Array.from({ length: MAX_KEYS_PER_SCOPE }, (_, i) => ({
          scope: userScope!,
          key: `old-${i}`,
          requestHash: 'x',
          state: 'done' as const,
          status: 200,
          body: '{}',
          createdAt: new Date(now - 1000 + i).toISOString(),
        })),
      )
      .run();
    const path = '/v1/partners/1/cost-configurations/vehicles/6/requests';
    const first = await post(path, { route_id: null, proposed_kobo: 4_800_000, reason: 'Spare parts cost more' }, owner, 'key-newest');
    expect(first.status).toBe(201);
    const mine = scopeKeys().filter((k) => k.scope === userScope);
    expect(mine.length).toBe(MAX_KEYS_PER_SCOPE);
    expect(mine.some((k) => k.key === 'key-newest')).toBe(true);
    expect(mine.some((k) => k.key === 'old-0')).toBe(false);
  });
});
