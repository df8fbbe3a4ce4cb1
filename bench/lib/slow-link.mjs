// The slow-link run (issue 15 §5): a cheap phone on patchy mobile data, emulated in Chromium
// through the DevTools protocol — 300 ms round trip, 700 kbit/s both ways, CPU 4× slower —
// with a fresh profile (empty cache) per run. Each scenario runs with JavaScript on and off;
// a figure is the median of `runs` cold runs, in ms.
import { cookiesFor, launchChromium } from './weight.mjs';
import { startSlowSocket } from './slow-socket.mjs';

export const SLOW_LINK = { latencyMs: 300, kbitPerS: 700, cpuSlowdown: 4 };

async function throttledPage(browser, { js, cookieHeader, origin, locale, socketLink = false }) {
  // The nginx run uses a certificate made for the run. `locale` (e.g. 'ha-NG') is the phone's
  // language, sent as Accept-Language: the owner saved none, so the pages follow it.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: js, ignoreHTTPSErrors: true, ...(locale ? { locale } : {}) });
  await context.addCookies(cookiesFor(cookieHeader, origin));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const bytesPerS = (SLOW_LINK.kbitPerS * 1000) / 8;
  await cdp.send('Network.enable');
  // Through the socket link (slow-socket.mjs) the link is already slow, for the worker too.
  if (!socketLink) await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: SLOW_LINK.latencyMs, downloadThroughput: bytesPerS, uploadThroughput: bytesPerS });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_LINK.cpuSlowdown });
  let scripts = 0;
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts += 1;
  });
  return { context, page, scripts: () => scripts };
}

/** Paint and load times of the current document, in ms from its navigation start. */
const documentTimes = (page) =>
  page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return { fcp: fcp ? fcp.startTime : null, load: nav.loadEventEnd };
  });

/**
 * First visit of `url`: first contentful paint and load event (ms), and the number of script
 * files fetched. `cookieHeader` may be null (a guest).
 */
export async function firstVisit(browser, url, cookieHeader, js) {
  const { context, page, scripts } = await throttledPage(browser, { js, cookieHeader, origin: new URL(url).origin });
  try {
    // A generous limit: right after the SSR section the API may still be catching up.
    await page.goto(url, { waitUntil: 'load', timeout: 90_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // With JS off the paint entries still exist: Chromium records them without script.
    const times = js ? await documentTimes(page) : await timesWithoutScript(context, page);
    return { ...times, scripts: scripts() };
  } finally {
    await context.close();
  }
}

/** With JavaScript off, `page.evaluate` still runs (the protocol's isolated world). */
const timesWithoutScript = (_context, page) => documentTimes(page);

/**
 * Sign in on /login (already loaded, not timed), then time from the click on "Login" until the
 * dashboard's heading is visible and its load event has fired (ms).
 */
export async function loginToDashboard(browser, origin, { email, password }, js) {
  const { context, page } = await throttledPage(browser, { js, cookieHeader: null, origin });
  try {
    await page.goto(`${origin}/login`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    const started = Date.now();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(/\/dashboard/, { timeout: 60_000, waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 60_000 });
    const visible = Date.now() - started;
    await page.waitForLoadState('load');
    await page.waitForLoadState('networkidle').catch(() => undefined);
    return { visible, settled: Date.now() - started };
  } finally {
    await context.close();
  }
}

export const median = (xs) => {
  const s = [...xs].filter((x) => x != null).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};

/**
 * Where a tap's time went (issue 68 §4), from the new document's navigation timing, in ms from
 * its start: the worker's start (0 without one), the request, the first and last byte, the
 * document parsed, DOMContentLoaded's end and the load event's end (read in the protocol's
 * isolated world, which runs with JavaScript off too).
 */
const phasesOf = (page) =>
  page
    .evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0];
      const r = (x) => Math.round(x);
      return n
        ? {
            workerStart: r(n.workerStart),
            requestStart: r(n.requestStart),
            responseStart: r(n.responseStart),
            responseEnd: r(n.responseEnd),
            domInteractive: r(n.domInteractive),
            domContentLoaded: r(n.domContentLoadedEventEnd),
            load: r(n.loadEventEnd),
            // Each subresource: path, start→end (ms), the worker's start, and where it came from.
            resources: performance
              .getEntriesByType('resource')
              .map((e) => `${new URL(e.name).pathname} ${r(e.startTime)}→${r(e.responseEnd)} w${r(e.workerStart)} ${e.deliveryType || e.transferSize}`),
          }
        : null;
    })
    .catch(() => null);

/**
 * The taps a fleet owner makes (issue 23 §1), on the slow link with one profile per run: the
 * first page is loaded (and its scripts cached) untimed, then each step clicks a link and waits
 * for the next page's URL, load event and network idle. `steps` are { link: locator factory,
 * url: RegExp } in order; `start` is the first page's path.
 * `options.worker` (issue 52 §2): 'first' (default) is a phone that has never had the worker, whose
 * first tap is the later visit that installs it (the install's downloads then fall in the taps);
 * 'installed' opens `start` a second time as a later visit and waits until the worker controls the
 * page before the first tap (with JavaScript off there is no worker, and the walk is the same).
 * `options.locale`: the phone's language ('ha-NG'), as Accept-Language. `options.socketLink`: `origin`
 * is a slow-socket.mjs proxy, so Chromium's own network emulation is left off.
 * @returns per tap: `ms` from the click to the page settled (its last response, network idle),
 *   `shownMs` from the click to the new page's load event, bytes received (encoded, from the
 *   protocol) and requests
 */
export async function walk(browser, origin, cookieHeader, js, start, steps, { worker = 'first', locale, socketLink = false } = {}) {
  const { context, page } = await throttledPage(browser, { js, cookieHeader, origin, locale, socketLink });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
  });
  cdp.on('Network.requestWillBeSent', () => {
    requests += 1;
  });
  try {
    await page.goto(origin + start, { waitUntil: 'load', timeout: 90_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    if (worker === 'installed' && js) {
      // A later visit registers the worker at idle after load (ADR 0049); its install and
      // claim make it the page's controller. Polled by time: without Chromium's network
      // emulation, a polling by animation frames never saw it.
      await page.goto(origin + start, { waitUntil: 'load', timeout: 90_000, referer: origin + start });
      await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 90_000, polling: 250 });
      await page.waitForLoadState('networkidle').catch(() => undefined);
    }
    const taps = [];
    for (const step of steps) {
      bytes = 0;
      requests = 0;
      const started = Date.now();
      // A programmatic click: on a 360 px phone the sticky header may cover a tab, and the
      // main navigation sits in the closed Menu; the browser follows the link the same way.
      await (await step.link(page)).evaluate((el) => el.click());
      await page.waitForURL(step.url, { timeout: 60_000 });
      await page.waitForLoadState('load');
      const shownMs = Date.now() - started;
      await page.waitForLoadState('networkidle').catch(() => undefined);
      // Network idle waits 500 ms of quiet: the tap's time is when its last response ended.
      const ms = Date.now() - started - 500;
      taps.push({ name: step.name, ms, shownMs, bytes, requests, phases: await phasesOf(page) });
    }
    return taps;
  } finally {
    await context.close();
  }
}

/**
 * The bench's `slow` section (issue 23 §1, issue 52 §2): on the slow link, first visits and
 * login → dashboard, JS on and off, median of SLOW_RUNS (3) cold runs; the owner's taps, median
 * of TAP_RUNS (5) walks, in five kinds of walk (a first phone, the worker installed, in Hausa).
 * Prints its tables.
 * @param {{ portalUrl: string, owner: string, users: { owner: string } }} options the portal, the
 *   owner's session cookie and the demo users' emails
 * @returns the results' `slowLink`: SLOW_LINK, the runs, `rows` (visits and login, ms) and `taps`
 *   (each tap's ms, shown ms, bytes and requests, JS on and off)
 */
export async function slowLinkSection({ portalUrl, owner, users: USERS }) {
  const RUNS = Number(process.env.SLOW_RUNS ?? 3);
  // Taps compare two figures of about 600 ms whose run-to-run spread on 2 shared cores is ±10 %
  // (identical bytes and requests gave 0.86–1.14 as medians of 3): 5 walks each (issue 52 §2),
  // JS on and off taking turns, in five kinds of walk.
  const TAP_RUNS = Number(process.env.TAP_RUNS ?? 5);
  const browser = await launchChromium();
  const rows = [];
  // JavaScript on and off take turns (on, off; off, on; …), so neither gets the warmer server
  // or the sandbox's fresher memo by going first (issue 23: ratios, not absolute times).
  const interleaved = async (run, runs = RUNS) => {
    const out = { on: [], off: [] };
    for (let i = 0; i < runs; i += 1) for (const js of i % 2 ? [false, true] : [true, false]) out[js ? 'on' : 'off'].push(await run(js));
    return out;
  };
  const visits = [
    { page: '/login', cookie: null },
    { page: '/dashboard', cookie: owner },
    { page: '/drivers', cookie: owner },
    { page: '/earnings', cookie: owner },
  ];
  for (const v of visits) {
    const row = { scenario: `first visit ${v.page}` };
    const runs = await interleaved((js) => firstVisit(browser, portalUrl + v.page, v.cookie, js));
    for (const js of [true, false]) {
      const mine = runs[js ? 'on' : 'off'];
      row[js ? 'on' : 'off'] = { fcp: median(mine.map((r) => r.fcp)), load: median(mine.map((r) => r.load)), scripts: median(mine.map((r) => r.scripts)) };
    }
    rows.push(row);
  }
  const login = { scenario: 'login → dashboard' };
  const logins = await interleaved((js) => loginToDashboard(browser, portalUrl, { email: USERS.owner, password: 'demo1234' }, js));
  for (const js of [true, false]) {
    const mine = logins[js ? 'on' : 'off'];
    login[js ? 'on' : 'off'] = { visible: median(mine.map((r) => r.visible)), settled: median(mine.map((r) => r.settled)) };
  }
  rows.push(login);

  // The owner's taps (issue 23 §1): each walk starts from a loaded page (its scripts cached).
  // Links by their address, so the same walk reads a page in Hausa.
  const link = (path) => (page) => page.locator(`a[href="${path}"]`).first();
  const firstRow = (testId) => (page) => page.getByTestId(testId).first().getByRole('link').first();
  const fleetWalk = {
    start: '/dashboard',
    steps: [
      { name: 'dashboard → drivers', link: link('/drivers'), url: /\/drivers$/ },
      { name: 'drivers → a driver', link: firstRow('driver-row'), url: /\/drivers\/details\/\d+/ },
      { name: 'driver → earnings', link: link('/earnings'), url: /\/earnings$/ },
      { name: 'earnings → payslips', link: link('/earnings/payslip'), url: /\/earnings\/payslip$/ },
      { name: 'payslips → a payslip', link: (page) => page.locator('a[href^="/earnings/payslip/details/"]').first(), url: /\/earnings\/payslip\/details\// },
    ],
  };
  const tripsWalk = {
    start: '/dashboard',
    steps: [
      { name: 'dashboard → trips', link: link('/trips'), url: /\/trips$/ },
      { name: 'trips → a trip', link: (page) => page.locator('a[href^="/trips/details/"]').first(), url: /\/trips\/details\/\d+/ },
      { name: 'trip → vehicles', link: link('/vehicles'), url: /\/vehicles$/ },
      { name: 'vehicles → a vehicle', link: firstRow('vehicle-row'), url: /\/vehicles\/details\/\d+/ },
    ],
  };
  // Issue 52 §2: a phone that never had the worker (its first tap installs it), the same phone
  // with the worker installed and in control, and that in Hausa.
  const walks = [
    { ...fleetWalk, suffix: '' },
    { ...tripsWalk, suffix: '' },
    { ...fleetWalk, suffix: ' (worker installed)', options: { worker: 'installed' } },
    { ...tripsWalk, suffix: ' (worker installed)', options: { worker: 'installed' } },
    { ...fleetWalk, suffix: ' (worker installed, Hausa)', options: { worker: 'installed', locale: 'ha-NG' } },
  ];
  const taps = [];
  // Taps go through the slow link at the socket (issue 68 §4): Chromium's emulation is the page's
  // own and reaches the worker's navigation preload differently (slow-socket.mjs), which made a
  // JS-off page's first byte ~250 ms earlier than the same bytes through the worker.
  const socket = await startSlowSocket(portalUrl, SLOW_LINK);
  for (const w of walks) {
    const byJs = {};
    const options = { ...w.options, socketLink: true };
    await walk(browser, socket.origin, owner, false, w.start, w.steps, options); // warm-up, not counted
    const all = await interleaved((js) => walk(browser, socket.origin, owner, js, w.start, w.steps, options), TAP_RUNS);
    for (const js of [true, false]) {
      const runs = all[js ? 'on' : 'off'];
      byJs[js ? 'on' : 'off'] = w.steps.map((_, k) => ({
        ms: median(runs.map((r) => r[k].ms)),
        shownMs: median(runs.map((r) => r[k].shownMs)),
        bytes: median(runs.map((r) => r[k].bytes)),
        requests: median(runs.map((r) => r[k].requests)),
      }));
    }
    w.steps.forEach((step, k) => taps.push({ tap: `${step.name}${w.suffix}`, on: byJs.on[k], off: byJs.off[k] }));
  }
  await browser.close();
  await socket.close();
  console.log(`\nTaps on the slow link at the socket (a walk from a loaded page; median of ${TAP_RUNS}; ms from the click to the page settled, and × to its load event (shown); KB received)`);
  console.table(
    taps.map((t) => ({
      tap: t.tap,
      'JS on ms': Math.round(t.on.ms),
      'JS off ms': Math.round(t.off.ms),
      'time ×': (t.on.ms / t.off.ms).toFixed(2),
      'shown ×': (t.on.shownMs / t.off.shownMs).toFixed(2),
      'JS on KB': (t.on.bytes / 1024).toFixed(1),
      'JS off KB': (t.off.bytes / 1024).toFixed(1),
      'bytes ×': (t.on.bytes / t.off.bytes).toFixed(2),
      'requests on/off': `${t.on.requests}/${t.off.requests}`,
    })),
  );
  const ms = (n) => (n == null ? '—' : `${Math.round(n)}`);
  console.log(`\nSlow link (${SLOW_LINK.latencyMs} ms, ${SLOW_LINK.kbitPerS} kbit/s, CPU ${SLOW_LINK.cpuSlowdown}×; fresh profile; median of ${RUNS} runs; ms)`);
  console.table(
    rows.map((r) =>
      r.on.visible != null
        ? {
            scenario: r.scenario,
            'JS on: shown': ms(r.on.visible),
            'JS off: shown': ms(r.off.visible),
            'JS on: settled': ms(r.on.settled),
            'JS off: settled': ms(r.off.settled),
            'scripts (JS on)': '',
          }
        : { scenario: r.scenario, 'JS on: shown': ms(r.on.fcp), 'JS off: shown': ms(r.off.fcp), 'JS on: settled': ms(r.on.load), 'JS off: settled': ms(r.off.load), 'scripts (JS on)': r.on.scripts },
    ),
  );
  console.log('shown: first contentful paint (a visit) or the dashboard heading visible (login); settled: load event (a visit) or load + network idle (login).');
  return { ...SLOW_LINK, runs: RUNS, tapRuns: TAP_RUNS, rows, taps };
}
