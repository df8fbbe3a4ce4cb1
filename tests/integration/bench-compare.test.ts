/**
 * The bench's regression check (issue 52 §6, bench/lib/compare.mjs): figures are compared as
 * ratios to the run's own reference, and only a fall of more than 10 % is named.
 */
import { describe, expect, it } from 'vitest';
import { goalsOf, regressions } from '../../bench/lib/compare.mjs';
import { attribute } from '../../bench/lib/tracing-profile.mjs';

const run = ({ login = 200, bare = 1000, tapOn = 700, worker = 1 }: { login?: number; bare?: number; tapOn?: number; worker?: number }) => ({
  ssr: {
    rows: [
      { page: '/login', requestsPerSec: login, bareRequestsPerSec: bare, ratio: login / bare },
      { page: 'reference: bare page', requestsPerSec: bare, bareRequestsPerSec: bare, ratio: 1 },
    ],
  },
  slowLink: { taps: [{ tap: 'dashboard → drivers', on: { ms: tapOn }, off: { ms: 700 } }], rows: [] },
  droppingLink: { worker: { ratio: worker } },
  weight: { pages: [{ path: '/drivers', as: 'owner', jsGzipBytes: 4000, inlineJsGzipBytes: 800 }] },
});

describe('bench regressions', () => {
  it('judges server rendering against the same run’s bare page, not raw req/s', () => {
    // A slower machine: both halve, the ratio holds.
    expect(regressions(run({}), run({ login: 100, bare: 500 }))).toEqual([]);
    // The same machine, the page 15 % slower: named, with both ratios.
    expect(regressions(run({}), run({ login: 170 }))).toEqual([{ name: 'server rendering /login (× bare page)', before: 0.2, after: 0.17, change: expect.closeTo(-0.15, 5) }]);
  });

  it('names a tap or the worker that got more than 10 % slower, and lets 10 % pass', () => {
    expect(regressions(run({}), run({ tapOn: 770 }))).toEqual([]);
    expect(regressions(run({}), run({ tapOn: 800, worker: 1.2 })).map((r) => r.name)).toEqual(['load with the worker (÷ without)', 'tap dashboard → drivers (JS on ÷ off)']);
  });

  it('never compares a figure only one run has', () => {
    expect(regressions({}, run({}))).toEqual([]);
    expect(regressions(run({}), {})).toEqual([]);
  });
});

describe('bench goals (issue 68 §6)', () => {
  const ssr = (login: number, dashboard: number, members: number) => ({
    rows: [
      { page: '/login', requestsPerSec: login, bareRequestsPerSec: 1000 },
      { page: '/dashboard', requestsPerSec: dashboard, bareRequestsPerSec: 1000 },
      { page: '/settings/members', requestsPerSec: members, bareRequestsPerSec: 1000 },
    ],
  });
  const missed = (results: unknown) =>
    goalsOf(results)
      .filter((g: { met: boolean }) => !g.met)
      .map((g: { name: string }) => g.name);

  it('names each SSR goal of the issue the run missed, and none it met', () => {
    expect(missed({ ssr: ssr(360, 144, 324) })).toEqual([]);
    expect(missed({ ssr: ssr(350, 144, 300) })).toEqual(['SSR /login ÷ bare page', 'SSR /settings/members ÷ /login']);
  });

  it('holds taps, exports with idle readers, fleet pages and Lighthouse to their goals', () => {
    const results = {
      slowLink: {
        taps: [
          { tap: 'a → b', on: { ms: 101 }, off: { ms: 100 } },
          { tap: 'b → c', on: { ms: 99 }, off: { ms: 100 } },
        ],
      },
      exports: {
        goals: { csvS: 10, pdfS: 20, rssMb: 200, idleRssMb: 250 },
        csv: { seconds: 5, rssPeakMb: 180 },
        pdf: { seconds: 14, rssPeakMb: 210 },
        idle: { readers: 10, rssPeakMb: 240, pagesAsked: 30, pagesAnswered: 29 },
      },
      fleetSize: {
        goal: { ratio: 3, htmlBytes: 100_000 },
        rows: [
          { page: '/earnings/pay', ratio: 1.2, largeBytes: 120_000, htmlGoalBytes: 100_000 },
          { page: '/earnings', ratio: 1.1, largeBytes: 190_000, htmlGoalBytes: null },
        ],
      },
      lighthouseCurrent: { version: '13.5.0', goals: { score: 100 }, rows: [{ page: '/dashboard', current: { score: 99 } }] },
    };
    expect(missed(results)).toEqual([
      'tap a → b JS on ÷ off',
      'RSS peak, one PDF export, MB',
      'pages answered meanwhile (share)',
      'fleet size /earnings/pay HTML bytes',
      'Lighthouse 13.5.0 /dashboard',
    ]);
    expect(goalsOf({})).toEqual([]);
  });

  it('holds tracing off and on to their goals', () => {
    const tracing = (off: number, on: number) => ({ tracing: { noopPctOfRequest: off, profile: { costPct: on }, goal: { offPct: 1, onPct: 5 } } });
    expect(missed(tracing(0.1, 4.9))).toEqual([]);
    expect(missed(tracing(1.5, 5.1))).toEqual(['tracing off: no-op spans, % of a request', "tracing on: its share of the portal's CPU, %"]);
  });
});

describe("tracing's share of a CPU profile (ADR 0068)", () => {
  // A request handler (the app) calls the exporter (OpenTelemetry) and the router; each calls into Node's internals and V8's builtins.
  const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({ id, callFrame: { functionName, url }, children });
  const app = 'file:///srv/main/build/index.js';
  const profile = {
    startTime: 1_000,
    nodes: [
      frame(1, '(root)', '', [2, 7, 8, 9, 11]),
      frame(2, 'handle', app, [3, 5, 10]),
      frame(3, 'export', 'file:///srv/main/node_modules/@opentelemetry/otlp-exporter-base/build/src/index.js', [4]),
      frame(4, 'writeGeneric', 'node:internal/stream_base_commons'),
      frame(5, 'matchRoutes', 'file:///srv/main/node_modules/@remix-run/router/dist/router.cjs.js', [6]),
      frame(6, 'RegExp', ''),
      frame(7, '(garbage collector)', ''),
      frame(8, '(idle)', ''),
      frame(9, 'toString', 'file:///srv/main/build/index.js'),
      frame(10, 'inSpan', app),
      frame(11, 'processTicksAndRejections', 'node:internal/process/task_queues'),
    ],
    // Microseconds: the OpenTelemetry frame's internals 2 ms, the router's builtin 5 ms, GC 1, idle 4, toString 1, the span helper 1,
    // Node's own tick queue 1 (nobody's), one sample outside the window.
    samples: [4, 4, 6, 6, 6, 6, 6, 7, 8, 8, 8, 8, 9, 10, 11, 6],
    timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 50_000],
  };

  it("gives Node's internals and V8's builtins to the code that called them, and counts tracing's own code", () => {
    const a = attribute(profile, { fromUs: 0, toUs: 20_000 });
    expect(a).toMatchObject({ busyMs: 11, tracingMs: 3, gcMs: 1, idleMs: 4, unownedMs: 1 });
    expect({ ...a.byPackage }).toEqual({ '@opentelemetry/otlp-exporter-base': 2, '@remix-run/router': 5, 'build/index.js': 2, processTicksAndRejections: 1 });
  });

  it('counts only the samples taken within the window', () => {
    expect(attribute(profile).busyMs).toBe(61);
    expect(attribute(profile, { fromUs: 0, toUs: 5_500 }).busyMs).toBe(4);
  });
});
