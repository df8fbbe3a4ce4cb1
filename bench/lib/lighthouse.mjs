// Lighthouse's mobile preset (issue 23 §4): the `lighthouse` npm package's default config
// (a mid-range phone, simulated slow 4G and 4× CPU) against the production build, in Debian's
// Chromium. One Chromium for every page; each page is its own Lighthouse run (fresh storage).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

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
 * @returns {Promise<{ page: string, score: number, tbtMs: number, cls: number, lcpMs: number, fcpMs: number, error: string | null, ok: boolean }[]>}
 */
export async function lighthouseEach(targets) {
  const { lighthouse, chromeLauncher } = await load();
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
