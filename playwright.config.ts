/**
 * End-to-end tests against the production build, with Debian's Chromium. Every journey runs in
 * two projects: JavaScript on and JavaScript off; a test tagged `@same-without-js` (a page that
 * reads the same either way: no form submitted, nothing the script changes) runs with JavaScript
 * only (issue 45 §7). The portal starts with an in-memory sandbox.
 * The proxy projects (issue 14) run the deployment instead: nginx with TLS and HTTP/2 in front
 * of two replicas sharing Redis (scripts/proxy-stack.mjs, started by the specs themselves):
 * the journeys JS on and off, and the shared-state checks over plain HTTP(S).
 */
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * Workers (E2E_WORKERS, 2 by default), each with its own portal and in-memory sandbox (issue 55
 * §7): a journey never sees another's writes. On 2 cores two lanes finish the journeys in about
 * two thirds of one lane's time (issue 55 §8: 403 → about 270 s here), since a journey waits on
 * its browser and its server in turn; an earlier measurement, when every journey also recorded a
 * trace and axe opened a page per analysis, found them slower. A worker's lane is
 * Playwright's TEST_PARALLEL_INDEX (0 … workers − 1; unset in the runner, which starts every lane's
 * server), and every port below is the lane's.
 */
const WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const BASE_PORTAL_PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4210);
export const PORTAL_PORT = BASE_PORTAL_PORT + lane;
export const SANDBOX_PORT = BASE_SANDBOX_PORT + lane;
/** The lane's metrics port (issue 71 §1). */
const BASE_METRICS_PORT = Number(process.env.E2E_METRICS_PORT ?? 9710);
export const METRICS_PORT = BASE_METRICS_PORT + lane;
/** nginx's https port in the proxy projects; the stack's other ports follow (scripts/proxy-stack.mjs). */
export const PROXY_PORT = Number(process.env.E2E_PROXY_PORT ?? 3443) + 100 * lane;
/** Every port of this lane's proxy stack, 100 apart from the other lane's. */
export const PROXY_PORTS = { httpsPort: PROXY_PORT, httpPort: 3480 + 100 * lane, replicaBasePort: 3221 + 100 * lane, sandboxPort: 4221 + 100 * lane, redisPort: 6391 + 100 * lane };
const PROXY_URL = `https://localhost:${PROXY_PORT}`;
const PROXY_SPECS = /proxy-.*\.spec\.ts$/;

const chromium = {
  // Debian's headless shell, the browser Playwright itself runs headless: a quarter less time than
  // the full Chromium on the same journeys (issue 55 §7); the full one where the shell is absent.
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: WORKERS,
  retries: process.env.CI ? 1 : 0,
  // Two lanes share two cores with their servers: a journey's time has room for that.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORTAL_PORT}`,
    launchOptions: chromium,
    // A trace only when a failed journey runs again (CI retries once): recording one for every
    // journey, to keep it on failure, cost a fifth of the stage's time (issue 55 §8).
    trace: 'on-first-retry',
    // The service worker (issue 35) only where a journey tests it (offline.spec.ts): elsewhere a
    // journey reads what the server answers, and page.route sees every request.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'js-on', testIgnore: PROXY_SPECS, use: { ...devices['Desktop Chrome'], javaScriptEnabled: true, launchOptions: chromium } },
    { name: 'js-off', testIgnore: PROXY_SPECS, grepInvert: /@same-without-js/, use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions: chromium } },
    {
      name: 'proxy-js-on',
      testMatch: /proxy-journey\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: true, baseURL: PROXY_URL, ignoreHTTPSErrors: true, launchOptions: chromium },
    },
    {
      name: 'proxy-js-off',
      testMatch: /proxy-journey\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, baseURL: PROXY_URL, ignoreHTTPSErrors: true, launchOptions: chromium },
    },
    { name: 'proxy-http', testMatch: /proxy-(shared|chaos)\.spec\.ts$/, use: { baseURL: PROXY_URL } },
  ],
  webServer: Array.from({ length: WORKERS }, (_, i) => ({
    command: 'node dist/server.js',
    url: `http://localhost:${BASE_PORTAL_PORT + i}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(BASE_PORTAL_PORT + i),
      SANDBOX_PORT: String(BASE_SANDBOX_PORT + i),
      METRICS_PORT: String(BASE_METRICS_PORT + i),
      SANDBOX_DB: ':memory:',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
      // Every test logs in from 127.0.0.1; raise the auth rate limits (never in production).
      RATE_LIMIT_FACTOR: '50',
      ANALYTICS_SINK: 'memory',
      // The pseudo-locale for a test that asks for it by cookie (issue 44 §6; never in production).
      PSEUDO_LOCALE: '1',
    },
  })),
});
