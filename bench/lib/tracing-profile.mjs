// What tracing costs, as a share of one process's own CPU time (issue 71 §2; ADR 0068): two
// portals of one build (without an OTLP endpoint, and exporting every span as protobuf) each under
// load with V8's CPU profiler, each sample given to the nearest frame of code that asked for the work
// (Node's own internals and V8's builtins are given to their caller). A share is a ratio of one
// process's samples to its own, so it does not move with what else the machine runs, as
// requests/s and CPU per request of two processes do (±10 % run to run on two cores).
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cannon, treeCpuMs } from './ssr.mjs';
import { startPortal, stop } from './servers.mjs';

/** Code that exists only to trace: OpenTelemetry's packages, the exporter's protobuf, the portal's span helpers. */
const TRACING_URL = /node_modules\/(@opentelemetry\/|protobufjs\/|@protobufjs\/|long\/)/;
const TRACING_FUNCTIONS = new Set(['inSpan', 'withTraceContext', 'incomingContext', 'tracedTransport', 'traceRequest']);

/**
 * Sort a .cpuprofile's samples: `tracing` (see above), `gc` (V8's collector), `idle` and the rest.
 * @param {{ nodes: { id: number, callFrame: { url: string, functionName: string }, children?: number[] }[], samples: number[], timeDeltas: number[] }} profile
 * @param {{ fromUs: number, toUs: number }} window only the samples taken in it (µs of the monotonic clock, as the profile's
 *   own timestamps and `process.hrtime` count)
 * @returns {{ busyMs: number, tracingMs: number, gcMs: number, idleMs: number, unownedMs: number, byPackage: Record<string, number> }}
 *   milliseconds; `unownedMs` is Node's own work with no script above it (also in `byPackage`, by its function's name)
 */
export function attribute(profile, window = { fromUs: -Infinity, toUs: Infinity }) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const memo = new Map();
  // The nearest frame with a script of its own (not node:internal, not a V8 builtin) from this node up.
  const owner = (id) => {
    if (memo.has(id)) return memo.get(id);
    const n = byId.get(id);
    const url = n.callFrame.url;
    let found;
    if (url && !url.startsWith('node:')) found = n;
    else if (parent.has(id)) found = owner(parent.get(id)) ?? undefined;
    memo.set(id, found);
    return found;
  };
  // No prototype: a function named toString or constructor is a key like any other.
  const out = { busyMs: 0, tracingMs: 0, gcMs: 0, idleMs: 0, unownedMs: 0, byPackage: Object.create(null) };
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (at < window.fromUs || at > window.toUs) continue;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const leaf = byId.get(profile.samples[i]);
    const name = leaf.callFrame.functionName;
    if (name === '(idle)') {
      out.idleMs += ms;
      continue;
    }
    out.busyMs += ms;
    if (name === '(garbage collector)') {
      out.gcMs += ms;
      continue;
    }
    const frame = owner(leaf.id);
    // Node's own work with no script above it (a socket's read, a promise hook): nobody's in particular.
    if (!frame) out.unownedMs += ms;
    const url = frame?.callFrame.url ?? '';
    const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? (url ? url.replace(/^.*\/main\//, '') : name);
    out.byPackage[pkg] = (out.byPackage[pkg] ?? 0) + ms;
    if (TRACING_URL.test(url) || (frame && TRACING_FUNCTIONS.has(frame.callFrame.functionName))) out.tracingMs += ms;
  }
  return out;
}

/**
 * @param {{ durationS: number, page: string, cookieFor: (base: string) => Promise<string | undefined>, endpoint: string, port: number }} options
 * @returns {{ off: ReturnType<typeof attribute> & { requests: number }, on: ReturnType<typeof attribute> & { requests: number },
 *   tracingPct: number, gcExtraPct: number, unownedExtraPct: number, costPct: number }} tracing's share of the traced
 *   portal's busy time (%), the extra share of the collector and of Node's unowned work against the untraced portal's (%,
 *   never below 0: tracing's exports and promise hooks land there), and their sum: the cost judged against the goal
 */
export async function tracingProfile({ durationS, page, cookieFor, endpoint, port }) {
  const result = {};
  for (const [kind, env] of [
    ['off', { METRICS_PORT: '0' }],
    ['on', { METRICS_PORT: '0', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }],
  ]) {
    const dir = join('bench/profiles', `tracing-${kind}`);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const child = await startPortal(env, ['--cpu-prof', `--cpu-prof-dir=${dir}`, '--cpu-prof-interval=250'], port);
    const base = `http://localhost:${port}`;
    let requests = 0;
    const window = {};
    try {
      const cookie = await cookieFor(base);
      await cannon(base + page, { cookie, durationS: 3 });
      // Only the measured run's samples: not the start-up, the log-in or the warm-up.
      window.fromUs = Number(process.hrtime.bigint() / 1000n);
      requests = (await cannon(base + page, { cookie, durationS })).requests;
      window.toUs = Number(process.hrtime.bigint() / 1000n);
    } finally {
      await stop(child);
    }
    const file = readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    const a = attribute(JSON.parse(readFileSync(join(dir, file), 'utf8')), window);
    result[kind] = { ...a, requests, busyMsPerRequest: Math.round((a.busyMs / Math.max(1, requests)) * 1000) / 1000 };
  }
  const pct = (x) => Math.round(x * 1000) / 10;
  const tracingPct = pct(result.on.tracingMs / result.on.busyMs);
  const extra = (key) => pct(Math.max(0, result.on[key] / result.on.busyMs - result.off[key] / result.off.busyMs));
  const gcExtraPct = extra('gcMs');
  const unownedExtraPct = extra('unownedMs');
  return { ...result, tracingPct, gcExtraPct, unownedExtraPct, costPct: Math.round((tracingPct + gcExtraPct + unownedExtraPct) * 10) / 10 };
}

/**
 * Recording and exporting alone, in one process: a portal with the SDK loaded that traces no request
 * of its own (`OTEL_TRACES_SAMPLER_ARG=0`) but every request that arrives with a sampled
 * `traceparent` (parent-based, as behind a tracing proxy), loaded in short runs that alternate a
 * sampled and an unsampled `traceparent`, each pair judged by the process's CPU per request (/proc).
 * The same process, warmed the same, so a pair differs only in tracing and the machine's moment.
 * @param {{ durationS: number, pairs: number, page: string, cookieFor: (base: string) => Promise<string | undefined>, endpoint: string, port: number }} options
 * @returns {{ pairs: { sampledCpuMs: number, unsampledCpuMs: number }[], medianCostPct: number }} CPU ms per request of each
 *   run and the median of the pairs' costs (%)
 */
export async function tracingInProcess({ durationS, pairs, page, cookieFor, endpoint, port }) {
  const child = await startPortal({ METRICS_PORT: '0', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_TRACES_SAMPLER_ARG: '0' }, [], port);
  const base = `http://localhost:${port}`;
  const parent = (flag) => ({ traceparent: `00-${'4bf92f3577b34da6a3ce929d0e0e4736'}-${'00f067aa0ba902b7'}-${flag}` });
  const run = async (flag) => {
    const cpu0 = treeCpuMs(child.pid);
    const r = await cannon(base + page, { cookie, headers: parent(flag), durationS });
    return (treeCpuMs(child.pid) - cpu0) / Math.max(1, r.requests);
  };
  let cookie;
  try {
    cookie = await cookieFor(base);
    await run('01');
    await run('00');
    const out = [];
    for (let i = 0; i < pairs; i++) {
      // Alternate which goes first, so a drift of the machine within a pair falls on both alike.
      const [a, b] = i % 2 ? ['00', '01'] : ['01', '00'];
      const first = await run(a);
      const second = await run(b);
      out.push(a === '01' ? { sampledCpuMs: first, unsampledCpuMs: second } : { sampledCpuMs: second, unsampledCpuMs: first });
    }
    const costs = out.map((p) => (p.sampledCpuMs / p.unsampledCpuMs - 1) * 100).sort((x, y) => x - y);
    const median = costs.length % 2 ? costs[(costs.length - 1) / 2] : (costs[costs.length / 2 - 1] + costs[costs.length / 2]) / 2;
    return { pairs: out, medianCostPct: Math.round(median * 10) / 10 };
  } finally {
    await stop(child);
  }
}
