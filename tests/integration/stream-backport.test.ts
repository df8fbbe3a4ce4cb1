/**
 * The streaming backport (issue 68 §5; ADR 0060): `patches/@remix-run+node+2.17.5.patch` carries
 * React Router's merged fix (remix-run/react-router#15071, from #15048; issue #15049) into the
 * `writeReadableStreamToWritable` Remix 2's Express adapter sends every body with: a `write()` that
 * answers false waits for 'drain'. Without it a reader that reads nothing makes the portal buffer a
 * whole export. These tests fail when the patch is not applied and when the package moved on.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { get, type Server } from 'node:http';
import compression from 'compression';
import express from 'express';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeReadableStreamToWritable } from '@remix-run/node';

const root = join(import.meta.dirname, '..', '..');
const PATCHED_VERSION = '2.17.5';

/** A writable whose reader is slow (5 ms a chunk, 16 bytes of room); answers the most it ever held. */
function slowWritable() {
  const seen = { peak: 0, written: 0 };
  const writable = new Writable({
    highWaterMark: 16,
    write(chunk: Buffer, _enc, done) {
      seen.peak = Math.max(seen.peak, writable.writableLength);
      seen.written += chunk.length;
      setTimeout(done, 5);
    },
  });
  return { writable, seen };
}

describe('the streaming backport', () => {
  it('is applied to the installed @remix-run/node, of the version it was written for', () => {
    const installed = JSON.parse(readFileSync(join(root, 'node_modules/@remix-run/node/package.json'), 'utf8')).version;
    expect(installed, 'the package moved on: redo patches/@remix-run+node+*.patch or drop it (ADR 0060)').toBe(PATCHED_VERSION);
    expect(readFileSync(join(root, 'node_modules/@remix-run/node/dist/stream.js'), 'utf8')).toContain('function waitForDrain(writable)');
  });

  it('holds no more than the writable’s room and a chunk while its reader is slow, and writes every byte', async () => {
    const { writable, seen } = slowWritable();
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 100) controller.close();
        else controller.enqueue(new Uint8Array(8));
      },
    });
    await writeReadableStreamToWritable(stream, writable);
    // Unpatched, the writable held the whole 800 bytes at once.
    expect(seen.peak).toBeLessThanOrEqual(24);
    expect(seen.written).toBe(800);
  });

  it('stops pulling when the reader goes away mid-way, and says so', async () => {
    const { writable } = slowWritable();
    let pulled = 0;
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 2000) controller.close();
        else controller.enqueue(new Uint8Array(8));
      },
      cancel() {
        cancelled = true;
      },
    });
    setTimeout(() => writable.destroy(), 30);
    // Unpatched, every chunk was pulled and written to nobody.
    await expect(writeReadableStreamToWritable(stream, writable)).rejects.toThrow();
    expect(cancelled).toBe(true);
    expect(pulled).toBeLessThan(50);
  });

  it('leaves no drain listener behind on a compressed response (patches/compression+1.8.2.patch)', async () => {
    // A 4 MB body that does not compress, through compression, to a reader that waits first:
    // each wait for 'drain' adds a listener to the gzip stream; unpatched, res.off never took it off.
    const app = express();
    app.use(compression({ threshold: 0 }));
    app.get('/', (_req, res) => {
      res.setHeader('Content-Type', 'application/octet-stream');
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent >= 4 * 1024 * 1024) return controller.close();
          sent += 64 * 1024;
          controller.enqueue(randomBytes(64 * 1024));
        },
      });
      void writeReadableStreamToWritable(stream, res).catch(() => undefined);
    });
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.name);
    process.on('warning', onWarning);
    const server: Server = await new Promise((done) => {
      const s = app.listen(0, '127.0.0.1', () => done(s));
    });
    try {
      const { port } = server.address() as { port: number };
      const received = await new Promise<number>((done, fail) => {
        get({ host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': 'gzip' } }, (res) => {
          let n = 0;
          res.pause();
          // Read slowly: a pause, then a chunk at a time with room for the writer to fill up.
          setTimeout(() => {
            res.on('data', (chunk: Buffer) => {
              n += chunk.length;
              res.pause();
              setTimeout(() => res.resume(), 1);
            });
            res.resume();
          }, 200);
          res.on('end', () => done(n));
          res.on('error', fail);
        }).on('error', fail);
      });
      await new Promise((done) => setImmediate(done));
      const most = warnings.filter((w) => w === 'MaxListenersExceededWarning').length;
      expect(received).toBeGreaterThan(4 * 1024 * 1024);
      expect(most, 'drain listeners piled up on the gzip stream').toBe(0);
    } finally {
      process.off('warning', onWarning);
      server.close();
    }
  }, 30_000);
});
