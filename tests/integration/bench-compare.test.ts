/**
 * The bench's regression check (issue 52 §6, bench/lib/compare.mjs): figures are compared as
 * ratios to the run's own reference, and only a fall of more than 10 % is named.
 */
import { describe, expect, it } from 'vitest';
import { goalsOf, regressions } from '../../bench/lib/compare.mjs';

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
});
