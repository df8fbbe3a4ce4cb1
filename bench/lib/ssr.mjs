// Server-side rendering throughput with autocannon: each portal page alternates with the bare
// Remix page in one run, and is reported as a ratio to the mean of the bare runs around it.
import { existsSync, readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/**
 * CPU time (ms, user + system) used so far by process `pid` and its descendants (Linux
 * /proc; 0 elsewhere). The sandbox runs under tsx, whose real server is a child process.
 */
export function treeCpuMs(pid) {
  if (!pid || !existsSync(`/proc/${pid}/stat`)) return 0;
  const ticks = (p) => {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      return Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    } catch {
      return 0;
    }
  };
  const children = (p) => {
    try {
      return readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const p = stack.pop();
    total += ticks(p);
    stack.push(...children(p));
  }
  return total * 10; // USER_HZ is 100 on Linux
}

/** One autocannon run: requests/s, p50 and p99 latency (ms), non-2xx answers and errors. */
export function cannon(url, { cookie, headers = {}, durationS = 10, connections = 10 } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: durationS, headers: { ...headers, ...(cookie ? { cookie } : {}) } }, (err, result) => {
      if (err) return reject(err);
      resolve({
        requestsPerSec: Math.round(result.requests.average),
        requests: result.requests.total,
        p50Ms: result.latency.p50,
        p99Ms: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors,
      });
    });
  });
}

/**
 * `targets`: [{ page, url, cookie, headers }]. Runs bare, target 1, bare, target 2, …, bare.
 * `pids`: { portal, sandbox } — their CPU per request is reported beside each target, so the
 * table says which process limits a page (issue 23: the bench must measure the portal).
 * @returns rows with the target's figures, `ratio` to the bare page, and CPU ms per request.
 */
export async function ssrAgainstBare(bareUrl, targets, durationS, pids = {}) {
  // Warm first, untimed: the bare page's first runs were half its later ones (625 then 1,375
  // req/s in one run, V8 still compiling), which made the first targets' ratios look better and
  // the later ones' (Hausa) worse than they were.
  await cannon(bareUrl, { durationS: Math.max(3, durationS / 2) });
  for (const t of targets) await cannon(t.url, { cookie: t.cookie, headers: t.headers, durationS: 2 });
  const bare = [await cannon(bareUrl, { durationS })];
  const rows = [];
  for (const t of targets) {
    const cpuBefore = { portal: treeCpuMs(pids.portal), sandbox: treeCpuMs(pids.sandbox) };
    const result = await cannon(t.url, { cookie: t.cookie, headers: t.headers, durationS });
    const perRequest = (k) => (result.requests ? Math.round(((treeCpuMs(pids[k]) - cpuBefore[k]) / result.requests) * 10) / 10 : 0);
    result.portalCpuMs = perRequest('portal');
    result.sandboxCpuMs = perRequest('sandbox');
    bare.push(await cannon(bareUrl, { durationS }));
    const around = (bare.at(-1).requestsPerSec + bare.at(-2).requestsPerSec) / 2;
    rows.push({ page: t.page, ...result, bareRequestsPerSec: Math.round(around), ratio: Math.round((result.requestsPerSec / around) * 100) / 100 });
  }
  return { rows, bare: bare.map((b) => b.requestsPerSec) };
}
