import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BodyTooLarge, isResetBeforeAnswer, undiciTransport, withResetRetry, type Transport } from '~/api/transport.server';
import { createUpstream, BAD_REPLY_MESSAGE } from '~/api/client.server';

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

describe('an upstream body over the limit is refused as it arrives (issue 68 §5)', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());
  const MB = 1024 * 1024;

  /** A server that streams `total` bytes of JSON-ish text in 64 KB chunks, declared or not; answers how many it managed to send. */
  async function streaming(total: number, declare: boolean) {
    const sent = { bytes: 0, closed: false };
    server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', ...(declare ? { 'content-length': String(total) } : {}) });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const next = () => {
        while (sent.bytes < total) {
          sent.bytes += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', next);
        }
        res.end();
      };
      res.on('close', () => (sent.closed = true));
      next();
    });
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sent };
  }

  it('stops reading a 60 MB body at the limit, declared or not, and reads one under it', async () => {
    for (const declare of [false, true]) {
      const { url, sent } = await streaming(60 * MB, declare);
      const reply = await undiciTransport(new URL(`${url}/`), init('GET'));
      await expect(reply.text(2 * MB)).rejects.toBeInstanceOf(BodyTooLarge);
      await new Promise((r) => setTimeout(r, 50));
      // The transfer was ended: far less than the whole body left the server.
      expect(sent.bytes).toBeLessThan(20 * MB);
      server!.close();
    }
    const { url } = await streaming(MB, false);
    expect((await (await undiciTransport(new URL(`${url}/`), init('GET'))).text(2 * MB)).length).toBe(MB);
  });

  it('answers the readable “could not read” page for a too-large reply, not a crash', async () => {
    const { url } = await streaming(12 * MB, false);
    const api = createUpstream({ baseUrl: url, maxBodyBytes: MB });
    const thrown = await api.call('GET', '/v1/anything', { schema: { safeParse: () => ({ success: true, data: null }) } as never }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(502);
    expect(((await (thrown as Response).json()) as { message: string }).message).toBe(BAD_REPLY_MESSAGE);
  });
});
