/**
 * Issue 55 §8 (moved from the roadside journey, issue 25 §2): a roadside pass's address with a
 * token that was never issued — well formed and random (`unknown`), or cut short or carrying
 * characters a token never has (`malformed`) — answers the same 404, in the same time, so the
 * answer's time never tells a stranger which tokens the server even looked up.
 */

/**
 * How many of each kind, and the largest difference of the medians that reads as noise (ms, or a
 * share of the median). 2 × 140 stays under the 300 requests one address may make in a window
 * (`LIMITS` in app/server/rate-limit.server.ts): the bench runs the production build, whose limits
 * no setting raises, and an answer of 429 would be another page.
 */
export const PASS_TIMING = { each: 140, batch: 10, noiseMs: 2, noiseShare: 0.25 };

const random = () => Buffer.from(Array.from({ length: 16 }, () => Math.floor(Math.random() * 256))).toString('base64url');
const KINDS = {
  unknown: random,
  malformed: () => (Math.random() < 0.5 ? random().slice(0, 12) : `${random().slice(0, 20)}$!`),
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * `PASS_TIMING.each` requests of each kind to `${portalUrl}/pass/:token`, interleaved,
 * `batch` at a time, so both kinds meet the same load.
 * @returns {{ unknownMs: number, malformedMs: number, statuses: number[], distinctBodies: number, ok: boolean }}
 *   the medians (ms to the whole body), every status seen, how many different bodies (nonces
 *   aside: 1 when all are the same page), and whether the goal holds
 */
export async function passTiming(portalUrl) {
  const times = { unknown: [], malformed: [] };
  const statuses = new Set();
  const bodies = new Set();
  const jobs = Array.from({ length: 2 * PASS_TIMING.each }, (_, i) => (i % 2 ? 'unknown' : 'malformed'));
  for (let i = 0; i < jobs.length; i += PASS_TIMING.batch) {
    await Promise.all(
      jobs.slice(i, i + PASS_TIMING.batch).map(async (kind) => {
        const started = performance.now();
        const res = await fetch(`${portalUrl}/pass/${encodeURIComponent(KINDS[kind]())}`);
        const body = await res.text();
        times[kind].push(performance.now() - started);
        statuses.add(res.status);
        bodies.add(body.replace(/nonce="[^"]+"/g, ''));
      }),
    );
  }
  const unknownMs = Math.round(median(times.unknown) * 100) / 100;
  const malformedMs = Math.round(median(times.malformed) * 100) / 100;
  const ok =
    statuses.size === 1 && statuses.has(404) && bodies.size === 1 && Math.abs(unknownMs - malformedMs) < Math.max(PASS_TIMING.noiseMs, PASS_TIMING.noiseShare * Math.max(unknownMs, malformedMs));
  return { unknownMs, malformedMs, statuses: [...statuses], distinctBodies: bodies.size, ok };
}
