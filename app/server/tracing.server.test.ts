import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTracing, tracer } from '~/server/tracing.server';

describe('tracing', () => {
  it('sends spans as OTLP protobuf by default (OpenTelemetry’s own default, the cheaper to encode)', async () => {
    const posted: { type: string | undefined; body: Buffer }[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        posted.push({ type: req.headers['content-type'], body: Buffer.concat(chunks) });
        res.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const stop = await startTracing(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}`, 'portal-test');
    let traceId = '';
    tracer.startActiveSpan('GET routes/proto-check', (span) => {
      traceId = span.spanContext().traceId;
      span.end();
    });
    await stop();
    receiver.close();
    expect(posted.map((p) => p.type)).toEqual(['application/x-protobuf']);
    // Protobuf carries names as UTF-8 and the trace id as its 16 bytes.
    expect(posted[0]!.body.includes('GET routes/proto-check')).toBe(true);
    expect(posted[0]!.body.includes('portal-test')).toBe(true);
    expect(posted[0]!.body.includes(Buffer.from(traceId, 'hex'))).toBe(true);
  });
});
