// The slow-link run (issue 15 §5): a cheap phone on patchy mobile data, emulated in Chromium
// through the DevTools protocol — 300 ms round trip, 700 kbit/s both ways, CPU 4× slower —
// with a fresh profile (empty cache) per run. Each scenario runs with JavaScript on and off;
// a figure is the median of `runs` cold runs, in ms.
import { cookiesFor } from './weight.mjs';

export const SLOW_LINK = { latencyMs: 300, kbitPerS: 700, cpuSlowdown: 4 };

async function throttledPage(browser, { js, cookieHeader, origin, locale }) {
  // The nginx run uses a certificate made for the run. `locale` (e.g. 'ha-NG') is the phone's
  // language, sent as Accept-Language: the owner saved none, so the pages follow it.
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: js, ignoreHTTPSErrors: true, ...(locale ? { locale } : {}) });
  await context.addCookies(cookiesFor(cookieHeader, origin));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const bytesPerS = (SLOW_LINK.kbitPerS * 1000) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: SLOW_LINK.latencyMs, downloadThroughput: bytesPerS, uploadThroughput: bytesPerS });
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
 * The taps a fleet owner makes (issue 23 §1), on the slow link with one profile per run: the
 * first page is loaded (and its scripts cached) untimed, then each step clicks a link and waits
 * for the next page's URL, load event and network idle. `steps` are { link: locator factory,
 * url: RegExp } in order; `start` is the first page's path.
 * `options.worker` (issue 52 §2): 'first' (default) is a phone that has never had the worker, whose
 * first tap is the later visit that installs it (the install's downloads then fall in the taps);
 * 'installed' opens `start` a second time as a later visit and waits until the worker controls the
 * page before the first tap (with JavaScript off there is no worker, and the walk is the same).
 * `options.locale`: the phone's language ('ha-NG'), as Accept-Language.
 * @returns per tap: `ms` from the click to the page settled (its last response, network idle),
 *   `shownMs` from the click to the new page's load event, bytes received (encoded, from the
 *   protocol) and requests
 */
export async function walk(browser, origin, cookieHeader, js, start, steps, { worker = 'first', locale } = {}) {
  const { context, page } = await throttledPage(browser, { js, cookieHeader, origin, locale });
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
      // claim make it the page's controller.
      await page.goto(origin + start, { waitUntil: 'load', timeout: 90_000, referer: origin + start });
      await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 90_000 });
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
      taps.push({ name: step.name, ms, shownMs, bytes, requests });
    }
    return taps;
  } finally {
    await context.close();
  }
}
