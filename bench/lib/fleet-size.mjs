// A real fleet's size (issue 52 §5): the sandbox's large partner (sandbox/seed-large.ts: 2,000
// vehicles, 2,500 drivers, 300,000 trips a month for 12 months) beside the seeded demo partner
// (12 vehicles, 15 drivers). Each page is read once cold (the sandbox's roll-ups and memos are
// built on first read, as a real API's caches would be), then timed warm, both partners taking
// turns, median of `runs`. Goal: every page's server time ≤ 3× the demo partner's.

/** Last month in Lagos ('YYYY-MM'): a whole month of trips, whatever day the bench runs on (the current month may hold one day). */
const lastMonth = () => new Date(Date.now() + 3_600_000 - new Date(Date.now() + 3_600_000).getUTCDate() * 86_400_000).toISOString().slice(0, 7);

/** Monday of the week `back` days ago, in Lagos ('YYYY-MM-DD'). */
const mondayOf = (back) => {
  const d = new Date(Date.now() + 3_600_000 - back * 86_400_000);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};

/** The pages a large fleet's owner opens most, and the goal as a ratio to the demo partner's time. */
export const FLEET_PAGES = [
  '/dashboard',
  '/drivers',
  '/vehicles',
  '/trips',
  '/earnings',
  `/earnings?month=${lastMonth()}`,
  '/earnings/statement',
  '/earnings/payslip',
  '/drivers?page=100',
  // Driver pay (issue 67 §10): this week's run, last week's (payable), and a page of it searched.
  '/earnings/pay',
  `/earnings/pay?period=week&start=${mondayOf(7)}`,
  `/earnings/pay?period=week&start=${mondayOf(7)}&q=ba&page=2`,
];
/** Server time within `ratio`× the demo partner's; one page of the pay run (and the statement) at most `htmlBytes` of HTML. */
export const FLEET_GOAL = { ratio: 3, htmlBytes: 100_000 };
/** The HTML bytes a page is held to: the pay run's pages and the statement only (null: no goal). */
const bytesGoalOf = (page) => (page.startsWith('/earnings/pay') || page.startsWith('/pay/') ? FLEET_GOAL.htmlBytes : null);

/** A pay statement link of last week for the first driver of the run, as `email` sends it (a weekly fleet rule from three weeks ago when there is none). */
async function statementToken(sandboxUrl, email) {
  const call = async (method, path, token, body) => {
    const res = await fetch(sandboxUrl + path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return res.json();
  };
  const login = (await call('POST', '/v1/login', null, { email, password: 'demo1234' })).data;
  const partnerId = (await call('GET', `/v1/users/${login.user.id}/partner-members`, login.token)).data[0].partner.id;
  const week = mondayOf(7);
  let run = (await call('GET', `/v1/partners/${partnerId}/pay/run?period=week&start=${week}`, login.token)).data;
  if (!run.default_rule) await call('POST', `/v1/partners/${partnerId}/pay/rules`, login.token, { driver_id: null, basis: 'share', share_bp: 3000, period: 'week', from: mondayOf(21) });
  run = (await call('GET', `/v1/partners/${partnerId}/pay/run?period=week&start=${week}`, login.token)).data;
  const row = run.rows[0];
  await call('POST', `/v1/partners/${partnerId}/pay/statements`, login.token, { driver_id: row.driver.id, period: 'week', start: row.period.start, channel: 'sms', language: 'en-NG' });
  const outbox = await (await fetch(`${sandboxUrl}/outbox.json?limit=20`)).json();
  return outbox.find((m) => m.link && m.link.includes('/pay/')).link.split('/pay/')[1];
}

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
  // The demo partner pays its drivers too, so the pay pages are read alike; each sends a driver their statement.
  const tokens = { small: await statementToken(sandboxUrl, 'owner@example.com'), large: await statementToken(sandboxUrl, 'large.fleet@example.com') };
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
    rows.push({
      page,
      smallMs,
      largeMs,
      largeColdMs: Math.round(cold.ms),
      ratio,
      largeBytes: last.bytes,
      htmlGoalBytes: bytesGoalOf(page),
      status: last.status,
      ok: last.status === 200 && ratio <= FLEET_GOAL.ratio && last.bytes <= (bytesGoalOf(page) ?? Infinity),
    });
  }
  // The driver's statement by link (no session), each partner's own.
  {
    const times = { small: [], large: [] };
    let last = await timedGet(`${portalUrl}/pay/${tokens.large}`, '');
    await timedGet(`${portalUrl}/pay/${tokens.small}`, '');
    for (let i = 0; i < runs; i++) {
      times.small.push((await timedGet(`${portalUrl}/pay/${tokens.small}`, '')).ms);
      last = await timedGet(`${portalUrl}/pay/${tokens.large}`, '');
      times.large.push(last.ms);
    }
    const smallMs = Math.round(median(times.small));
    const largeMs = Math.round(median(times.large));
    const ratio = Number((largeMs / Math.max(1, smallMs)).toFixed(2));
    rows.push({
      page: '/pay/:token',
      smallMs,
      largeMs,
      largeColdMs: largeMs,
      ratio,
      largeBytes: last.bytes,
      htmlGoalBytes: FLEET_GOAL.htmlBytes,
      status: last.status,
      ok: last.status === 200 && ratio <= FLEET_GOAL.ratio && last.bytes <= FLEET_GOAL.htmlBytes,
    });
  }
  return { seeded: { trips: seeded.trips, seconds: seeded.seconds }, rows };
}
