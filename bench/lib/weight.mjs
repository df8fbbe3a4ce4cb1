// First-visit JS weight per page, measured the way a phone meets it: a fresh Chromium profile
// per page (empty cache), every script the page loads counted (modulepreloads, lazily loaded
// route chunks, anything fetched before the network goes quiet), each body gzipped at level 6.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

// Issue 23 §3: 10 KB of headroom under the 100 KB rule; a page may also ship none.
export const BUDGET_BYTES = 5 * 1024; // the guide's budget: at most 5 KB of script (gzip) on a first visit

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

export function launchChromium() {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/** `Cookie` header → Playwright cookies for `baseUrl`. */
export function cookiesFor(header, baseUrl) {
  if (!header) return [];
  return header.split('; ').map((pair) => {
    const i = pair.indexOf('=');
    return { name: pair.slice(0, i), value: pair.slice(i + 1), url: baseUrl };
  });
}

/** What the enhancement script does, by the markup it looks for (app/enhance). */
export const ENHANCEMENTS = {
  'form checks': 'form[data-vp-check]',
  'Show/Hide password': 'button[data-vp-reveal]',
  'chosen file': 'input[data-vp-chosen]',
  'phone prefix': 'select[data-vp-phone-prefix]',
  'address suggestions': 'input[data-vp-suggest]',
  'OTP countdown': '[data-vp-resend-at]',
  'live trip': '[data-vp-live-trip]',
  'licence warning': '[data-vp-licence-warning]',
  'Proceed after a choice': '[data-vp-after-choice]',
  'pending buttons': 'button[data-vp-pending]',
};

/**
 * Open `url` in a fresh context and weigh what it loads.
 * @returns {{ status, scripts: number, jsGzipBytes: number, styles: number, cssGzipBytes: number, htmlGzipBytes: number, files: string[], uses: string[], inlineJsGzipBytes: number, onUseJsGzipBytes: number }}
 */
export async function weighPage(browser, url, cookieHeader) {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  await context.addCookies(cookiesFor(cookieHeader, new URL(url).origin));
  const page = await context.newPage();
  const reads = [];
  const seen = [];
  // 'load' until the page is whole; then 'use': what the first use of a form fetches (ADR 0048).
  let phase = 'load';
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
    const phaseNow = phase;
    // Read every body before the page closes (DESIGN pitfall): keep the promise.
    reads.push(
      response
        .body()
        .then((body) => ({ type, phase: phaseNow, url: response.url(), gzip: gzipSync(body, { level: 6 }).length }))
        .catch(() => ({ type, phase: phaseNow, url: response.url(), gzip: 0 })),
    );
    seen.push(response.url());
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // What the page's script does here (ADR 0020), read from the markup it enhances.
  const uses = await page.evaluate((features) => Object.entries(features).flatMap(([name, selector]) => (document.querySelector(selector) ? [name] : [])), ENHANCEMENTS).catch(() => []);
  // Inline scripts count too (the autosubmit line on every page, the dashboard's and the live trip's).
  const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((x) => x.textContent ?? '').join('\n')).catch(() => '');
  // The first use of a form whose behaviours come on use: a focus in it.
  phase = 'use';
  const used = await page
    .evaluate(() => {
      const loader = document.querySelector('script[data-vp-on-use]');
      const hook = loader && document.querySelector(loader.getAttribute('data-vp-hooks'));
      (hook?.closest('form') ?? hook)?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      return Boolean(hook);
    })
    .catch(() => false);
  if (used) await page.waitForLoadState('networkidle').catch(() => undefined);
  if (used) await page.waitForTimeout(300);
  const all = await Promise.all(reads);
  const bodies = all.filter((b) => b.phase === 'load');
  await context.close();
  const sum = (type) => bodies.filter((b) => b.type === type).reduce((n, b) => n + b.gzip, 0);
  return {
    status: response?.status() ?? 0,
    scripts: bodies.filter((b) => b.type === 'script').length,
    jsGzipBytes: sum('script'),
    styles: bodies.filter((b) => b.type === 'stylesheet').length,
    cssGzipBytes: sum('stylesheet'),
    htmlGzipBytes: sum('document'),
    files: bodies.filter((b) => b.type === 'script').map((b) => new URL(b.url).pathname),
    uses: bodies.some((b) => b.type === 'script') || inline.length > 400 ? uses : [],
    inlineJsGzipBytes: inline ? gzipSync(inline, { level: 6 }).length : 0,
    // Fetched at the first use of a form (gzip bytes), not on the first visit.
    onUseJsGzipBytes: all.filter((b) => b.phase === 'use' && b.type === 'script').reduce((n, b) => n + b.gzip, 0),
  };
}

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
