// What tracing costs (issue 71 §2): the same signed-in page served by two portals of one build,
// one without OTEL_EXPORTER_OTLP_ENDPOINT (no SDK loaded: every span is OpenTelemetry's no-op)
// one exporting every span to a local OTLP receiver and one a tenth of the requests' (the
// standard OTEL_TRACES_SAMPLER_ARG), alternated; and the
// no-op spans' own cost, timed in process, against a request's time.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { trace } from '@opentelemetry/api';
import { fetchForm } from './form-key.mjs';
import { cannon } from './ssr.mjs';
import { ports, startPortal, stop } from './servers.mjs';

/** Goals: tracing off costs nothing measurable (under 1 %), on under 5 %. */
export const TRACING_GOAL = { offPct: 1, onPct: 5 };

async function login(base) {
  const form = await fetchForm(`${base}/login`);
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, cookie: form.cookie },
    body: new URLSearchParams({ _key: form.key, email: 'owner@example.com', password: 'demo1234' }),
  });
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('vp_session='))
    ?.split(';')[0];
}

/**
 * @param {{ durationS: number, page?: string }} options seconds per run; the page ('/drivers')
 * @returns requests/s off and on (mean of two runs each), the cost on in %, the spans a request
 *   makes and the no-op spans' cost per request in µs and % of the request's time
 */
export async function tracingCost({ durationS, page = '/drivers' }) {
  let spans = 0;
  const receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      spans += (body.match(/"spanId"/g) ?? []).length;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${receiver.address().port}`;
  const offPort = ports.portal + 20;
  const onPort = ports.portal + 21;
  const sampledPort = ports.portal + 22;
  const off = await startPortal({ METRICS_PORT: '0' }, [], offPort);
  const on = await startPortal({ METRICS_PORT: '0', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }, [], onPort);
  const sampled = await startPortal({ METRICS_PORT: '0', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_TRACES_SAMPLER_ARG: '0.1' }, [], sampledPort);
  try {
    const target = { off: { base: `http://localhost:${offPort}` }, on: { base: `http://localhost:${onPort}` }, sampled: { base: `http://localhost:${sampledPort}` } };
    for (const t of Object.values(target)) t.cookie = await login(t.base);
    // Warm both, then alternate so a drift of the machine falls on both alike.
    for (const t of Object.values(target)) await cannon(t.base + page, { cookie: t.cookie, durationS: 2 });
    const runs = { off: [], on: [], sampled: [] };
    let before = 0;
    let after = 0;
    for (const which of ['off', 'on', 'sampled', 'off', 'on', 'sampled']) {
      // The spans of the fully traced runs only (the batch is sent within a second).
      if (which === 'on') before += spans;
      runs[which].push(await cannon(target[which].base + page, { cookie: target[which].cookie, durationS }));
      if (which === 'on') {
        await new Promise((r) => setTimeout(r, 1500));
        after += spans;
      }
    }
    const mean = (xs) => Math.round(xs.reduce((a, r) => a + r.requestsPerSec, 0) / xs.length);
    const offRps = mean(runs.off);
    const onRps = mean(runs.on);
    const sampledRps = mean(runs.sampled);
    const onRequests = runs.on.reduce((a, r) => a + r.requests, 0);
    const spansPerRequest = Math.round(((after - before) / Math.max(1, onRequests)) * 10) / 10;
    // The no-op spans' own cost, in this process: as many spans as a traced request makes.
    const noop = trace.getTracer('bench');
    const n = 200_000;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) noop.startActiveSpan('x', (s) => s.end());
    const noopUsPerSpan = ((performance.now() - t0) * 1000) / n;
    const noopUsPerRequest = Math.round(noopUsPerSpan * spansPerRequest * 100) / 100;
    const requestUs = 1e6 / Math.max(1, offRps / 10); // 10 connections: one request's time
    return {
      page,
      durationS,
      offRps,
      onRps,
      onCostPct: Math.round((1 - onRps / offRps) * 1000) / 10,
      sampledRps,
      sampledCostPct: Math.round((1 - sampledRps / offRps) * 1000) / 10,
      spansPerRequest,
      noopUsPerRequest,
      noopPctOfRequest: Math.round((noopUsPerRequest / requestUs) * 10000) / 100,
      goal: TRACING_GOAL,
    };
  } finally {
    await Promise.all([stop(off), stop(on), stop(sampled)]);
    receiver.close();
  }
}
