/**
 * The bench's regression check (issue 52 §6, bench/lib/compare.mjs): figures are compared as
 * ratios to the run's own reference, and only a fall of more than 10 % is named.
 */
import { describe, expect, it } from 'vitest';
import { regressions } from '../../bench/lib/compare.mjs';

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
