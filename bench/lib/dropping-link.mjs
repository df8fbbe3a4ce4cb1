// The dropping link (issue 35 §5): the bench's slow link (bench/lib/slow-link.mjs), then no link
// at all, then the link back, in Chromium's network emulation, with the service worker the
// signed-in pages register. Figures in ms and bytes.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { cookiesFor } from './weight.mjs';
import { SLOW_LINK } from './slow-link.mjs';

const bytesPerS = (SLOW_LINK.kbitPerS * 1000) / 8;

async function phone(browser, { origin, cookieHeader, js = true, worker = true }) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled: js, serviceWorkers: worker ? 'allow' : 'block' });
  if (cookieHeader) await context.addCookies(cookiesFor(cookieHeader, origin));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  /** The slow link, or none: the page's own emulation and the context's (which reaches the worker) agree. */
  const link = async (up) => {
    await context.setOffline(!up);
    await cdp.send('Network.emulateNetworkConditions', { offline: !up, latency: SLOW_LINK.latencyMs, downloadThroughput: bytesPerS, uploadThroughput: bytesPerS });
  };
  await link(true);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_LINK.cpuSlowdown });
  return { context, page, link };
}

const loadEnd = (page) => page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd);

/** Wait until the worker controls the page (it installs after the load event). */
const controlled = (page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) await new Promise((done) => navigator.serviceWorker.addEventListener('controllerchange', done, { once: true }));
  });

/**
 * A first visit of the dashboard with the worker allowed and blocked (its load event, ms, median
 * of `runs` fresh phones each), and what the worker costs: its own bytes and its precache.
 */
export async function workerCost(browser, origin, cookieHeader, runs) {
  const times = { allowed: [], blocked: [] };
  let precachedBytes = 0;
  for (let i = 0; i < runs; i++) {
    for (const worker of [true, false]) {
      const { context, page } = await phone(browser, { origin, cookieHeader, worker });
      await page.goto(`${origin}/dashboard`, { waitUntil: 'load', timeout: 90_000, referer: `${origin}/login` });
      times[worker ? 'allowed' : 'blocked'].push(await loadEnd(page));
      if (worker && i === 0) {
        await controlled(page);
        precachedBytes = await page.evaluate(async () => {
          let total = 0;
          for (const name of await caches.keys()) {
            if (!name.includes('precache')) continue;
            const cache = await caches.open(name);
            for (const request of await cache.keys()) total += (await (await cache.match(request)).arrayBuffer()).byteLength;
          }
          return total;
        });
      }
      await context.close();
    }
  }
  const sw = readFileSync('public/sw/sw.js');
  return { times, swBytes: sw.length, swGzipBytes: gzipSync(sw, { level: 6 }).length, precachedBytes };
}

/**
 * Offline rereads: each of `paths` opened online, then the link cut and each opened again.
 * Answers per path: served from the phone (the offline note shows), and its load time (ms).
 */
export async function offlineRereads(browser, origin, cookieHeader, paths) {
  const { context, page, link } = await phone(browser, { origin, cookieHeader });
  try {
    await page.goto(`${origin}/dashboard`, { waitUntil: 'load', referer: `${origin}/login` });
    await controlled(page);
    for (const path of paths) await page.goto(origin + path, { waitUntil: 'load' });
    await link(false);
    const rows = [];
    for (const path of paths) {
      await page.goto(origin + path, { waitUntil: 'load' });
      const note = await page.locator('#offline-note').textContent();
      rows.push({ path, served: /^You are offline\. This is the copy from/.test(note ?? ''), ms: Math.round(await loadEnd(page)) });
    }
    await page.goto(`${origin}/settings/members`, { waitUntil: 'load' });
    rows.push({ path: '/settings/members (never opened)', served: (await page.locator('h1').textContent()) === 'You are offline', ms: Math.round(await loadEnd(page)) });
    return rows;
  } finally {
    await context.close();
  }
}

/**
 * A form sent with no link, then the link back: how many rows the API holds after (must be 1),
 * and how long after the link came back the partner saw the server's notice (ms).
 */
export async function formOfflineThenOnline(browser, origin, cookieHeader, { vehicleId, countRequests }) {
  const { context, page, link } = await phone(browser, { origin, cookieHeader });
  try {
    await page.goto(`${origin}/dashboard`, { waitUntil: 'load', referer: `${origin}/login` });
    await controlled(page);
    await page.goto(`${origin}/earnings/cost-configuration/vehicle/${vehicleId}`, { waitUntil: 'load' });
    const reason = `Bench: sent with no link ${Date.now()}`;
    await page.getByLabel('Proposed supply cost (₦ per trip)').fill('47000');
    await page.getByLabel('Reason').fill(reason);
    await link(false);
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.locator('#offline-note').filter({ hasText: 'Not sent yet' }).waitFor();
    // A second tap while offline, as an impatient thumb does.
    await page.getByRole('button', { name: 'Send request' }).click();
    const whileOffline = await countRequests(reason);
    const back = Date.now();
    await link(true);
    await page.getByTestId('toast').filter({ hasText: 'Request sent to the marketplace' }).waitFor({ timeout: 60_000 });
    const noticeMs = Date.now() - back;
    return { whileOffline, after: await countRequests(reason), noticeMs, reason };
  } finally {
    await context.close();
  }
}

/** A photo of `photo.length` bytes sent as a vehicle's document, with JavaScript on and off: the bytes the API stored. */
export async function photoBytes(browser, origin, cookieHeader, { vehicleId, photo, storedSize }) {
  const result = {};
  for (const js of [true, false]) {
    const { context, page } = await phone(browser, { origin, cookieHeader, js, worker: js });
    try {
      await page.goto(`${origin}/vehicles/${vehicleId}/edit/document/insurance`, { waitUntil: 'load' });
      await page.getByLabel('Expiry date').fill(`${new Date().getUTCFullYear() + 1}-06-30`);
      await page.getByLabel('File for Insurance certificate').setInputFiles({ name: 'insurance.jpg', mimeType: 'image/jpeg', buffer: photo });
      if (js) await page.getByTestId('chosen-file').filter({ hasText: '→' }).waitFor({ timeout: 30_000 });
      const started = Date.now();
      // 3.7 MB at 700 kbit/s is about 45 s.
      await page.getByRole('button', { name: 'Send the new file' }).click({ force: true, noWaitAfter: true });
      await page.getByTestId('toast').waitFor({ timeout: 180_000 });
      result[js ? 'jsOn' : 'jsOff'] = { storedBytes: await storedSize(), sendMs: Date.now() - started };
    } finally {
      await context.close();
    }
  }
  return result;
}

/**
 * A phone's photo, drawn in `page` (any page of a browser): 4,000 × 3,000, a gradient with a
 * camera's grain, so that it weighs what a photo weighs; JPEG at 0.92 (about 3.7 MB). Shared by
 * the bench and the offline journey (tests/e2e/offline.spec.ts).
 * @returns the JPEG's bytes (a Buffer).
 */
export async function photoInPage(page) {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const pen = canvas.getContext('2d');
    const grad = pen.createLinearGradient(0, 0, 4000, 3000);
    grad.addColorStop(0, '#c9d6df');
    grad.addColorStop(1, '#52616b');
    pen.fillStyle = grad;
    pen.fillRect(0, 0, 4000, 3000);
    const dots = pen.getImageData(0, 0, 4000, 3000);
    let seed = 1;
    for (let i = 0; i < dots.data.length; i += 4) {
      seed = (seed * 1103515245 + 12345) >>> 0;
      const grain = ((seed >>> 24) % 24) - 12;
      dots.data[i] += grain;
      dots.data[i + 1] += grain;
      dots.data[i + 2] += grain;
    }
    pen.putImageData(dots, 0, 0);
    const blob = await new Promise((done) => canvas.toBlob(done, 'image/jpeg', 0.92));
    // As base64: a few MB cross from the page quickly as one string.
    return new Promise((done) => {
      const reader = new FileReader();
      reader.onload = () => done(String(reader.result).split(',')[1]);
      reader.readAsDataURL(blob);
    });
  });
  return Buffer.from(base64, 'base64');
}

/** A phone's photo (`photoInPage`) drawn in a page of its own. */
export async function makePhoto(browser) {
  const page = await browser.newPage();
  try {
    return await photoInPage(page);
  } finally {
    await page.close();
  }
}
