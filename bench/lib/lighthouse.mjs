// Lighthouse's mobile preset (issue 23 §4): the `lighthouse` npm package's default config
// (a mid-range phone, simulated slow 4G and 4× CPU) against the production build, in Debian's
// Chromium. One Chromium for every page; each page is its own Lighthouse run (fresh storage).
// Issue 52 §3: beside the pinned version, the current one (what PageSpeed Insights runs), and a
// static copy of each page's HTML served with none of the portal's headers, worker or server work.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';

/**
 * Import a package just installed by this process by its entry file: Node keeps what it read of
 * `node_modules` before the install (a bare `import()` then looks for a missing index.js).
 */
async function importInstalled(name) {
  const dir = join(process.cwd(), 'node_modules', name);
  const main = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).main ?? 'index.js';
  return import(pathToFileURL(join(dir, main)).href);
}

/**
 * Lighthouse is the bench's alone (issue 34 §6): not a dependency of the portal, so `npm install`
 * stays small and free of engine warnings. The first Lighthouse run installs it for itself, pinned
 * to a version that supports Node 20, without touching package.json.
 */
export const LIGHTHOUSE_PACKAGES = ['lighthouse@12.2.3', 'chrome-launcher@1.2.1'];

/** Where the current Lighthouse is installed for the bench (gitignored, outside the portal's node_modules). */
const CURRENT_DIR = join(process.cwd(), 'bench', '.tmp', 'lighthouse-current');

/**
 * The newest Lighthouse on the registry, installed once into CURRENT_DIR (its engines ask for a
 * newer Node than the portal's 20; it runs here, and its version is reported with its figures).
 * @returns the modules and the version
 */
async function loadCurrent() {
  const dir = join(CURRENT_DIR, 'node_modules');
  if (!existsSync(join(dir, 'lighthouse', 'package.json'))) {
    console.log('Installing the current lighthouse and chrome-launcher for the bench (bench/.tmp)…');
    mkdirSync(CURRENT_DIR, { recursive: true });
    writeFileSync(join(CURRENT_DIR, 'package.json'), JSON.stringify({ private: true }));
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--engine-strict=false', '--prefix', CURRENT_DIR, 'lighthouse@latest', 'chrome-launcher@latest'], { stdio: 'inherit' });
  }
  const entry = (name) => {
    const pkg = JSON.parse(readFileSync(join(dir, name, 'package.json'), 'utf8'));
    const main = pkg.exports?.['.']?.import ?? pkg.exports?.['.']?.default ?? pkg.exports?.['.'] ?? pkg.main ?? 'index.js';
    return { href: pathToFileURL(join(dir, name, typeof main === 'string' ? main : 'index.js')).href, version: pkg.version };
  };
  const lh = entry('lighthouse');
  return { lighthouse: (await import(lh.href)).default, chromeLauncher: await import(entry('chrome-launcher').href), version: lh.version };
}

async function load() {
  try {
    return { lighthouse: (await import('lighthouse')).default, chromeLauncher: await import('chrome-launcher') };
  } catch {
    console.log(`Installing ${LIGHTHOUSE_PACKAGES.join(' and ')} for the bench (npm install --no-save)…`);
    execFileSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', ...LIGHTHOUSE_PACKAGES], { stdio: 'inherit' });
    return { lighthouse: (await importInstalled('lighthouse')).default, chromeLauncher: await importInstalled('chrome-launcher') };
  }
}

/** The goals: performance score ≥ 95, total blocking time ≤ 150 ms, cumulative layout shift 0. */
export const LIGHTHOUSE_GOALS = { score: 95, tbtMs: 150, cls: 0 };

/**
 * Run Lighthouse's performance category on each of `targets` ({ page, url, cookie }).
 * `version`: 'pinned' (LIGHTHOUSE_PACKAGES) or 'current' (the registry's newest, see `loadCurrent`).
 * @returns {Promise<{ page: string, score: number, tbtMs: number, cls: number, lcpMs: number, fcpMs: number, error: string | null, ok: boolean }[]>}
 */
export async function lighthouseEach(targets, { version = 'pinned' } = {}) {
  const { lighthouse, chromeLauncher } = version === 'current' ? await loadCurrent() : await load();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const rows = [];
  try {
    for (const t of targets) {
      const run = () =>
        lighthouse(t.url, {
          port: chrome.port,
          onlyCategories: ['performance'],
          ignoreStatusCode: true,
          output: 'json',
          logLevel: 'error',
          ...(t.cookie ? { extraHeaders: { Cookie: t.cookie } } : {}),
        });
      // A run Lighthouse itself could not complete (its runtimeError) is tried once more.
      let result = await run();
      if (result?.lhr.runtimeError) result = await run();
      const audits = result?.lhr.audits ?? {};
      const num = (id) => audits[id]?.numericValue ?? NaN;
      const row = {
        page: t.page,
        score: Math.round((result?.lhr.categories.performance.score ?? 0) * 100),
        tbtMs: Math.round(num('total-blocking-time')),
        cls: Number(num('cumulative-layout-shift').toFixed(3)),
        lcpMs: Math.round(num('largest-contentful-paint')),
        fcpMs: Math.round(num('first-contentful-paint')),
        error: result?.lhr.runtimeError?.code ?? null,
      };
      rows.push({ ...row, ok: row.score >= LIGHTHOUSE_GOALS.score && row.tbtMs <= LIGHTHOUSE_GOALS.tbtMs && row.cls <= LIGHTHOUSE_GOALS.cls });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

/** The version of the current Lighthouse the bench installed (after a 'current' run), or null. */
export function currentLighthouseVersion() {
  const file = join(CURRENT_DIR, 'node_modules', 'lighthouse', 'package.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : null;
}

/**
 * Static copies of `targets` (issue 52 §3): each page's HTML as the portal sent it to its user,
 * served by a bare static server on `port` beside the portal's public files (its CSS and modules),
 * with no worker registration reaching a worker (`/sw.js` is not served) and no server work.
 * Each page twice: bare (no header of the portal's: no COOP, no CSP), and with the headers the
 * portal sent with that very HTML (its CSP's nonce is the page's), but those of the transport
 * and the cookies. What Lighthouse measures on the first is the page alone; the difference to
 * the second is the headers' cost, and to the portal the server's and the worker's.
 * @returns `targets` and `withHeaders`, each the pages at the copies' addresses, and `close()`
 */
export async function staticCopies(targets, port) {
  const app = express();
  const pages = [];
  const TRANSPORT = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'set-cookie', 'etag']);
  for (const t of targets) {
    const res = await fetch(t.url, { headers: t.cookie ? { cookie: t.cookie } : {} });
    const headers = [...res.headers].filter(([name]) => !TRANSPORT.has(name));
    pages.push({ html: await res.text(), headers });
  }
  app.get('/__copy/:n', (req, res) => {
    const page = pages[Number(req.params.n)];
    if (!page) return res.status(404).end();
    res.type('html').send(page.html);
  });
  app.get('/__copy-headers/:n', (req, res) => {
    const page = pages[Number(req.params.n)];
    if (!page) return res.status(404).end();
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.send(page.html);
  });
  app.use(express.static('public', { index: false }));
  const server = createServer(app);
  await new Promise((resolve) => server.listen(port, resolve));
  return {
    targets: targets.map((t, i) => ({ page: t.page, url: `http://localhost:${port}/__copy/${i}` })),
    withHeaders: targets.map((t, i) => ({ page: t.page, url: `http://localhost:${port}/__copy-headers/${i}` })),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The bench's `lhcurrent` section (issue 52 §3): on each of `targets` (`page`, `url`, `cookie`),
 * the pinned Lighthouse, the current one, and the current one on the static copies
 * (`staticCopies` on `port`), bare and with the portal's headers. Prints its table.
 * @returns the version run, the goals, and per page each run's score, TBT, CLS, LCP and FCP (ms)
 */
export async function lighthouseCurrentSection(targets, port) {
  const pinned = await lighthouseEach(targets);
  const current = await lighthouseEach(targets, { version: 'current' });
  const copies = await staticCopies(targets, port);
  const [onCopy, onCopyWithHeaders] = await Promise.resolve()
    .then(async () => [await lighthouseEach(copies.targets, { version: 'current' }), await lighthouseEach(copies.withHeaders, { version: 'current' })])
    .finally(() => copies.close());
  const version = currentLighthouseVersion();
  const rows = targets.map((t, i) => ({ page: t.page, pinned: pinned[i], current: current[i], staticCopy: onCopy[i], staticCopyWithHeaders: onCopyWithHeaders[i] }));
  console.log(
    `\nLighthouse as partners run it (issue 52 §3): pinned ${LIGHTHOUSE_PACKAGES[0].split('@')[1]}, current ${version}, and current on a static copy of the same HTML, bare and with the portal's headers (goal: 100 and TBT ≤ 50 ms)`,
  );
  console.table(
    rows.map((r) => ({
      page: r.page,
      'pinned score': r.pinned.score,
      'pinned TBT': r.pinned.tbtMs,
      'current score': r.current.score,
      'current TBT': r.current.tbtMs,
      'current LCP': r.current.lcpMs,
      'copy score': r.staticCopy.score,
      'copy TBT': r.staticCopy.tbtMs,
      'copy LCP': r.staticCopy.lcpMs,
      'copy + headers score': r.staticCopyWithHeaders.score,
      'copy + headers TBT': r.staticCopyWithHeaders.tbtMs,
    })),
  );
  return { version, goals: { score: 100, tbtMs: 50 }, rows };
}
