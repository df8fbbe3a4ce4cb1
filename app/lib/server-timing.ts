/**
 * What one page's upstream calls cost (issue 9), for the `Server-Timing` header: how many calls,
 * how many rounds in series (the longest chain of calls where each starts after the previous
 * ended), and the memberships calls among them. Pure; times in ms.
 */
export type CallTiming = { path: string; start: number; end: number };

/** The longest chain of calls each starting after the previous one ended. */
export function serialRounds(calls: readonly CallTiming[]): number {
  const sorted = [...calls].sort((a, b) => a.start - b.start);
  const depth: number[] = [];
  sorted.forEach((c, i) => {
    let before = 0;
    for (let j = 0; j < i; j++) if (sorted[j].end <= c.start) before = Math.max(before, depth[j]);
    depth[i] = before + 1;
  });
  return Math.max(0, ...depth);
}

/** The `Server-Timing` entry: `upstream;dur=12.3;desc="calls=3 rounds=2 memberships=1"`. */
export function upstreamServerTiming(calls: readonly CallTiming[]): string {
  const dur = calls.length ? Math.max(...calls.map((c) => c.end)) - Math.min(...calls.map((c) => c.start)) : 0;
  const memberships = calls.filter((c) => c.path.endsWith('/partner-members')).length;
  return `upstream;dur=${dur.toFixed(1)};desc="calls=${calls.length} rounds=${serialRounds(calls)} memberships=${memberships}"`;
}
