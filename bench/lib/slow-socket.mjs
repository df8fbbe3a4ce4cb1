// The slow link at the socket (issue 68 §4): a TCP proxy in front of the portal that delays each
// chunk by half the round trip and paces each direction at the link's rate, shared by every
// connection, as a phone's one radio link would. Chromium's own emulation (Network.emulate-
// NetworkConditions) is set per page: it does not reach a service worker's navigation preload
// in the same way (measured: a page's first byte at ~100 ms with JavaScript off, ~350 ms through
// the worker, the last byte at the same time), so taps compared JS on and off go through this.
import net from 'node:net';

/**
 * Start a proxy to `target` ('http://127.0.0.1:3000') emulating `link`.
 * @param {string} target the portal's origin
 * @param {{ latencyMs: number, kbitPerS: number }} link round trip (ms) and rate (kbit/s) each way
 * @returns {Promise<{ origin: string, close: () => Promise<void> }>} the proxy's origin
 */
export async function startSlowSocket(target, link) {
  const { hostname, port } = new URL(target);
  const bytesPerMs = (link.kbitPerS * 1000) / 8 / 1000;
  const oneWay = link.latencyMs / 2;
  // Each direction of the link: when it is next free (ms, performance.now()), shared by every
  // connection, as one radio link is.
  const lanes = { up: 0, down: 0 };
  /** A connection's one direction: chunks leave in order (a timer per chunk could reorder them). */
  const pipe = (lane, to) => {
    const queue = [];
    let timer = null;
    let ending = false;
    const drain = () => {
      timer = null;
      while (queue.length && queue[0].due <= performance.now() + 0.5) {
        const { chunk } = queue.shift();
        if (!to.destroyed) to.write(chunk);
      }
      if (queue.length) timer = setTimeout(drain, queue[0].due - performance.now());
      else if (ending && !to.destroyed) to.end();
    };
    return {
      send(chunk) {
        const now = performance.now();
        lanes[lane] = Math.max(now, lanes[lane]) + chunk.length / bytesPerMs;
        queue.push({ chunk, due: lanes[lane] + oneWay });
        timer ??= setTimeout(drain, queue[0].due - now);
      },
      // An end arrives after the data before it, as on the link.
      end() {
        ending = true;
        timer ??= setTimeout(drain, 0);
      },
    };
  };
  const sockets = new Set();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(port), hostname);
    sockets.add(client).add(upstream);
    const up = pipe('up', upstream);
    const down = pipe('down', client);
    client.on('data', (chunk) => up.send(chunk));
    upstream.on('data', (chunk) => down.send(chunk));
    client.on('end', () => up.end());
    upstream.on('end', () => down.end());
    // The browser giving up closes the portal's end at once; the portal's failing reaches the
    // browser after what it sent is through.
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => down.end());
    client.on('close', () => {
      sockets.delete(client);
      upstream.destroy();
    });
    upstream.on('close', () => {
      sockets.delete(upstream);
      down.end();
    });
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((done) => {
        for (const s of sockets) s.destroy();
        server.close(() => done());
      }),
  };
}
