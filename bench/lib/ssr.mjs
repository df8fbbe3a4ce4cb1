// Server-side rendering throughput with autocannon: each portal page alternates with the bare
// Remix page in one run, and is reported as a ratio to the mean of the bare runs around it.
import autocannon from 'autocannon';

/** One autocannon run: requests/s, p50 and p99 latency (ms), non-2xx answers and errors. */
export function cannon(url, { cookie, headers = {}, durationS = 10, connections = 10 } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: durationS, headers: { ...headers, ...(cookie ? { cookie } : {}) } }, (err, result) => {
      if (err) return reject(err);
      resolve({ requestsPerSec: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors });
    });
  });
}

/**
 * `targets`: [{ page, url, cookie, headers }]. Runs bare, target 1, bare, target 2, …, bare.
 * @returns rows with the target's figures and `ratio` to the bare page.
 */
export async function ssrAgainstBare(bareUrl, targets, durationS) {
  const bare = [await cannon(bareUrl, { durationS })];
  const rows = [];
  for (const t of targets) {
    const result = await cannon(t.url, { cookie: t.cookie, headers: t.headers, durationS });
    bare.push(await cannon(bareUrl, { durationS }));
    const around = (bare.at(-1).requestsPerSec + bare.at(-2).requestsPerSec) / 2;
    rows.push({ page: t.page, ...result, bareRequestsPerSec: Math.round(around), ratio: Math.round((result.requestsPerSec / around) * 100) / 100 });
  }
  return { rows, bare: bare.map((b) => b.requestsPerSec) };
}
