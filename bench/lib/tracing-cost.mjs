// What tracing costs (issue 71 §2; ADRs 0067, 0068): the same signed-in page served by five portals of one
// build — without OTEL_EXPORTER_OTLP_ENDPOINT (no SDK loaded: every span is OpenTelemetry's no-op),
// a second one the same (the control), exporting every span to a local OTLP receiver as protobuf (the
// default) and as JSON, and a tenth of the requests' (the standard OTEL_TRACES_SAMPLER_ARG) —
// alternated, each judged by its own CPU per request; then the measures within one process that the
// goal is judged by (bench/lib/tracing-profile.mjs); and the no-op spans' own cost, timed in process.
import { createServer } from 'node:http';
import { performance } from 'node:perf_hooks';
import { trace } from '@opentelemetry/api';
import { fetchForm } from './form-key.mjs';
import { cannon, treeCpuMs } from './ssr.mjs';
import { ports, startPortal, stop } from './servers.mjs';
import { tracingInProcess, tracingProfile } from './tracing-profile.mjs';

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
 * @returns for each portal — tracing off, the control (off again), every request traced and sent as
 *   protobuf (the default), as JSON, and a tenth traced — its requests/s and its own CPU ms per request
 *   (the portal's process tree, /proc), each the median of five runs, one in each position of a
 *   rotation, and its cost against off by CPU and by throughput (the control's says how far two
 *   processes of one build differ on this machine: ±10 % on two cores shared with the load, the API
 *   and the receiver); `profile` and `inProcess`, the measures within one process (ADR 0068), the
 *   profile's `costPct` the figure the goal is judged by; the spans a request makes and the no-op
 *   spans' cost per request in µs and % of the request's time
 */
export async function tracingCost({ durationS, page = '/drivers' }) {
  let spans = 0;
  let counting = false;
  // The receiver answers at once; it reads the bodies only while spans are counted (a short run of its own).
  const receiver = createServer((req, res) => {
    if (!counting) {
      req.resume();
      req.on('end', () => res.writeHead(200, { 'content-type': req.headers['content-type'] ?? 'application/json' }).end());
      return;
    }
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      spans += (body.match(/"spanId"/g) ?? []).length;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${receiver.address().port}`;
  const kinds = {
    off: { METRICS_PORT: '0' },
    // A second untraced portal: what two processes of one build differ by here, with nothing between them.
    control: { METRICS_PORT: '0' },
    on: { METRICS_PORT: '0', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint },
    json: { METRICS_PORT: '0', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' },
    sampled: { METRICS_PORT: '0', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_TRACES_SAMPLER_ARG: '0.1' },
  };
  const portals = {};
  Object.keys(kinds).forEach((k, i) => (portals[k] = { port: ports.portal + 20 + i }));
  try {
    for (const [k, env] of Object.entries(kinds)) portals[k].child = await startPortal(env, [], portals[k].port);
    for (const p of Object.values(portals)) {
      p.base = `http://localhost:${p.port}`;
      p.cookie = await login(p.base);
    }
    // Warm each, then run each in every position of a rotation (a Latin square), so neither a drift
    // of the machine nor the order falls on one more than another.
    for (const p of Object.values(portals)) await cannon(p.base + page, { cookie: p.cookie, durationS: 2 });
    const runs = Object.fromEntries(Object.keys(kinds).map((k) => [k, []]));
    const names = Object.keys(kinds);
    const order = names.flatMap((_, shift) => names.map((_, i) => names[(i + shift) % names.length]));
    for (const which of order) {
      const p = portals[which];
      const cpu0 = treeCpuMs(p.child.pid);
      const r = await cannon(p.base + page, { cookie: p.cookie, durationS });
      runs[which].push({ rps: r.requestsPerSec, cpuMs: r.requests ? (treeCpuMs(p.child.pid) - cpu0) / r.requests : 0 });
    }
    // The spans a traced request makes, counted over a short JSON run (the last runs' batches sent first).
    await new Promise((r) => setTimeout(r, 2500));
    counting = true;
    const counted = await cannon(portals.json.base + page, { cookie: portals.json.cookie, durationS: 2 });
    await new Promise((r) => setTimeout(r, 2500));
    counting = false;
    const spansPerRequest = Math.round((spans / Math.max(1, counted.requests)) * 10) / 10;
    // The median of a portal's runs: one disturbed run moves it less than a mean.
    const mean = (xs, key) => {
      const v = xs.map((r) => r[key]).sort((a, b) => a - b);
      return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
    };
    const of = (k) => ({ rps: Math.round(mean(runs[k], 'rps')), cpuMsPerRequest: Math.round(mean(runs[k], 'cpuMs') * 100) / 100 });
    const off = of('off');
    const cost = (k) => {
      const x = of(k);
      return { ...x, cpuCostPct: Math.round((x.cpuMsPerRequest / off.cpuMsPerRequest - 1) * 1000) / 10, rpsCostPct: Math.round((1 - x.rps / off.rps) * 1000) / 10 };
    };
    // The portals' processes stopped, the two measures that do not compare two processes (ADR 0068):
    // tracing's share of a traced portal's own profile, and sampled against unsampled runs in one process.
    await Promise.all(Object.values(portals).map((p) => stop(p.child)));
    const profile = await tracingProfile({ durationS, page, cookieFor: login, endpoint, port: ports.portal + 30 });
    const inProcess = await tracingInProcess({ durationS: 3, pairs: 10, page, cookieFor: login, endpoint, port: ports.portal + 31 });
    // The no-op spans' own cost, in this process: as many spans as a traced request makes.
    const noop = trace.getTracer('bench');
    const n = 200_000;
    const t0 = performance.now();
    for (let i = 0; i < n; i++) noop.startActiveSpan('x', (s) => s.end());
    const noopUsPerSpan = ((performance.now() - t0) * 1000) / n;
    const noopUsPerRequest = Math.round(noopUsPerSpan * spansPerRequest * 100) / 100;
    return {
      page,
      durationS,
      off,
      on: cost('on'),
      json: cost('json'),
      sampled: cost('sampled'),
      control: cost('control'),
      // The earlier fields, kept for bench:compare: throughput of off and on, and on's cost (now by CPU).
      offRps: off.rps,
      onRps: cost('on').rps,
      onCostPct: cost('on').cpuCostPct,
      sampledRps: cost('sampled').rps,
      sampledCostPct: cost('sampled').cpuCostPct,
      spansPerRequest,
      // The figure the goal is judged by: tracing's own code and the collector's extra share, of the traced portal's CPU.
      profile: {
        tracingPct: profile.tracingPct,
        gcExtraPct: profile.gcExtraPct,
        unownedExtraPct: profile.unownedExtraPct,
        costPct: profile.costPct,
        offBusyMsPerRequest: profile.off.busyMsPerRequest,
        onBusyMsPerRequest: profile.on.busyMsPerRequest,
      },
      inProcess: {
        medianCostPct: inProcess.medianCostPct,
        pairs: inProcess.pairs.map((x) => ({ sampledCpuMs: Math.round(x.sampledCpuMs * 1000) / 1000, unsampledCpuMs: Math.round(x.unsampledCpuMs * 1000) / 1000 })),
      },
      noopUsPerRequest,
      noopPctOfRequest: Math.round((noopUsPerRequest / 1000 / off.cpuMsPerRequest) * 10000) / 100,
      goal: TRACING_GOAL,
    };
  } finally {
    await Promise.all(Object.values(portals).map((p) => stop(p.child)));
    receiver.close();
  }
}
