// A real fleet's size (issue 52 §5): the sandbox's large partner (sandbox/seed-large.ts: 2,000
// vehicles, 2,500 drivers, 300,000 trips a month for 12 months) beside the seeded demo partner
// (12 vehicles, 15 drivers). Each page is read once cold (the sandbox's roll-ups and memos are
// built on first read, as a real API's caches would be), then timed warm, both partners taking
// turns, median of `runs`. Goal: every page's server time ≤ 3× the demo partner's.

/** Last month in Lagos ('YYYY-MM'): a whole month of trips, whatever day the bench runs on (the current month may hold one day). */
const lastMonth = () => new Date(Date.now() + 3_600_000 - new Date(Date.now() + 3_600_000).getUTCDate() * 86_400_000).toISOString().slice(0, 7);

/** The pages a large fleet's owner opens most, and the goal as a ratio to the demo partner's time. */
export const FLEET_PAGES = ['/dashboard', '/drivers', '/vehicles', '/trips', '/earnings', `/earnings?month=${lastMonth()}`, '/earnings/statement', '/earnings/payslip', '/drivers?page=100'];
export const FLEET_GOAL = { ratio: 3 };

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** One GET of `url` with `cookie`, read whole: ms from the request to the last byte, status and bytes. */
async function timedGet(url, cookie) {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie }, redirect: 'manual' });
  const bytes = (await res.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, status: res.status, bytes };
}

/**
 * Seed the large partner in the sandbox at `sandboxUrl`, then time `pages` for both partners.
 * @param {{ portalUrl: string, sandboxUrl: string, login: (email: string) => Promise<string>, pages?: string[], runs?: number }} o
 * @returns {Promise<{ seeded: { trips: number, seconds: number }, rows: { page: string, smallMs: number, largeMs: number, largeColdMs: number, ratio: number, largeBytes: number, status: number, ok: boolean }[] }>}
 */
export async function fleetAtSize({ portalUrl, sandboxUrl, login, pages = FLEET_PAGES, runs = 5 }) {
  const seed = await fetch(`${sandboxUrl}/__sandbox/large-partner`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  if (seed.status !== 201) throw new Error(`large partner: ${seed.status}`);
  const seeded = (await seed.json()).data;
  const small = await login('owner@example.com');
  const large = await login('large.fleet@example.com');
  const rows = [];
  for (const page of pages) {
    const url = portalUrl + page;
    const cold = await timedGet(url, large);
    await timedGet(url, small);
    const times = { small: [], large: [] };
    let last = cold;
    for (let i = 0; i < runs; i++) {
      times.small.push((await timedGet(url, small)).ms);
      last = await timedGet(url, large);
      times.large.push(last.ms);
    }
    const smallMs = Math.round(median(times.small));
    const largeMs = Math.round(median(times.large));
    const ratio = Number((largeMs / Math.max(1, smallMs)).toFixed(2));
    rows.push({ page, smallMs, largeMs, largeColdMs: Math.round(cold.ms), ratio, largeBytes: last.bytes, status: last.status, ok: last.status === 200 && ratio <= FLEET_GOAL.ratio });
  }
  return { seeded: { trips: seeded.trips, seconds: seeded.seconds }, rows };
}
