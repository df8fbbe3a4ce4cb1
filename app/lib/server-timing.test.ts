import { describe, expect, it } from 'vitest';
import { serialRounds, upstreamServerTiming } from '~/lib/server-timing';

describe('upstream call rounds', () => {
  it('counts calls in parallel as one round and calls in series as several', () => {
    expect(serialRounds([])).toBe(0);
    const memberships = { path: '/v1/users/1/partner-members', start: 0, end: 10 };
    const parallel = [11, 12, 13].map((start) => ({ path: '/v1/x', start, end: start + 20 }));
    expect(serialRounds([memberships, ...parallel])).toBe(2);
    expect(serialRounds([memberships, { path: '/a', start: 11, end: 20 }, { path: '/b', start: 21, end: 30 }])).toBe(3);
    expect(upstreamServerTiming([memberships, ...parallel])).toBe('upstream;dur=33.0;desc="calls=4 rounds=2 memberships=1"');
  });
});
