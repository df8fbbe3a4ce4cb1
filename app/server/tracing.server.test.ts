import { createServer } from 'node:http';
import { createServer as createTcpServer, type AddressInfo } from 'node:net';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing, tracer } from '~/server/tracing.server';

// One receiver and one start for the file: OpenTelemetry's API keeps the first provider of a process.
const posted: { type: string | undefined; body: Buffer }[] = [];
const receiver = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    posted.push({ type: req.headers['content-type'], body: Buffer.concat(chunks) });
    res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
  });
});
let stop: () => Promise<void>;
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  stop = await startTracing(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}`, 'portal-test');
});
afterAll(() => receiver.close());

/** Flush what was batched (the shutdown sends it) and what the receiver got. */
const sent = async () => {
  await stop();
  return posted;
};

describe('tracing', () => {
  let pageTraceId = '';
  let redisTraceId = '';

  it('records a request’s span and every Redis command ioredis sends as a client span under it (the rate limiter’s included)', async () => {
    tracer.startActiveSpan('GET routes/proto-check', (span) => {
      pageTraceId = span.spanContext().traceId;
      span.end();
    });
    // A Redis that answers every command with 0 (RESP): enough for ioredis to send and settle one.
    const redis = createTcpServer((socket) => socket.on('data', (d) => socket.write(':0\r\n'.repeat(String(d).split('\r\n*').length))));
    await new Promise<void>((resolve) => redis.listen(0, '127.0.0.1', resolve));
    const client = new Redis({ port: (redis.address() as AddressInfo).port, host: '127.0.0.1', enableReadyCheck: false });
    await new Promise((resolve) => client.once('ready', resolve));
    await tracer.startActiveSpan('POST routes/_auth.login', async (span) => {
      redisTraceId = span.spanContext().traceId;
      expect(await client.exists('vp:revoked:secret-session-id')).toBe(0);
      span.end();
    });
    client.disconnect();
    redis.close();
  });

  it('sends spans as OTLP protobuf by default (OpenTelemetry’s own default, the cheaper to encode), without a Redis command’s arguments', async () => {
    const bodies = await sent();
    expect(new Set(bodies.map((p) => p.type))).toEqual(new Set(['application/x-protobuf']));
    const body = Buffer.concat(bodies.map((p) => p.body));
    // Protobuf carries names as UTF-8 and the trace id as its 16 bytes.
    expect(body.includes('GET routes/proto-check')).toBe(true);
    expect(body.includes('portal-test')).toBe(true);
    expect(body.includes(Buffer.from(pageTraceId, 'hex'))).toBe(true);
    expect(body.includes('redis EXISTS')).toBe(true);
    // In the log-in's trace: the request's span and the command's both carry its trace id.
    const id = Buffer.from(redisTraceId, 'hex');
    expect(body.indexOf(id)).not.toBe(body.lastIndexOf(id));
    expect(body.includes('secret-session-id')).toBe(false);
  });
});
