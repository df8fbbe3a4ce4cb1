import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isResetBeforeAnswer, undiciTransport, withResetRetry, type Transport } from '~/api/transport.server';

const reset = Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' });
const ok = { status: 200, ok: true, date: null, text: async () => 'ok', discard: async () => undefined };

/** A transport that fails with `errors` in turn, then answers. */
function flaky(errors: unknown[]) {
  const calls: string[] = [];
  const transport: Transport = async (_url, init) => {
    calls.push(init.method);
    const error = errors.shift();
    if (error) throw error;
    return ok;
  };
  return { transport, calls };
}

const init = (method: string, headers: Record<string, string> = {}) => ({ method, headers, signal: new AbortController().signal });

describe('one retry on a reset before the answer (issue 40 §8)', () => {
  it('tries a read, or a write with an Idempotency-Key, once more after a reset', async () => {
    for (const [method, headers] of [
      ['GET', {}],
      ['POST', { 'Idempotency-Key': 'k1' }],
    ] as const) {
      const { transport, calls } = flaky([reset]);
      expect((await withResetRetry(transport)(new URL('http://x/'), init(method, headers))).status).toBe(200);
      expect(calls).toEqual([method, method]);
    }
  });

  it('never retries a write without a key, a second reset, an abort, or another failure', async () => {
    const unkeyed = flaky([reset]);
    await expect(withResetRetry(unkeyed.transport)(new URL('http://x/'), init('POST'))).rejects.toBe(reset);
    expect(unkeyed.calls).toHaveLength(1);
    const twice = flaky([reset, reset]);
    await expect(withResetRetry(twice.transport)(new URL('http://x/'), init('GET'))).rejects.toBe(reset);
    expect(twice.calls).toHaveLength(2);
    const refused = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    const other = flaky([refused]);
    await expect(withResetRetry(other.transport)(new URL('http://x/'), init('GET'))).rejects.toBe(refused);
    const aborted = new AbortController();
    aborted.abort();
    const gone = flaky([reset]);
    await expect(withResetRetry(gone.transport)(new URL('http://x/'), { method: 'GET', headers: {}, signal: aborted.signal })).rejects.toBe(reset);
    expect(gone.calls).toHaveLength(1);
    expect(isResetBeforeAnswer(Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNRESET' } }))).toBe(true);
  });

  let server: Server | undefined;
  afterEach(() => server?.close());

  it('survives a real server that drops the first connection without a byte', async () => {
    let seen = 0;
    server = createServer((req, res) => {
      seen += 1;
      if (seen === 1) return req.socket.destroy();
      res.end('second');
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const reply = await undiciTransport(new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`), init('GET'));
    expect(await reply.text()).toBe('second');
    expect(seen).toBe(2);
  });
});
