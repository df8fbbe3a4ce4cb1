/**
 * End-to-end tests against the production build, with Debian's Chromium. Every test runs in
 * two projects: JavaScript on and JavaScript off. The portal starts with an in-memory sandbox.
 */
import { defineConfig, devices } from '@playwright/test';

export const PORTAL_PORT = Number(process.env.E2E_PORT ?? 3210);
export const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4210);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORTAL_PORT}`,
    launchOptions: chromium,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'js-on', use: { ...devices['Desktop Chrome'], javaScriptEnabled: true, launchOptions: chromium } },
    { name: 'js-off', use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions: chromium } },
  ],
  webServer: {
    command: 'node dist/server.js',
    url: `http://localhost:${PORTAL_PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(PORTAL_PORT),
      SANDBOX_PORT: String(SANDBOX_PORT),
      SANDBOX_DB: ':memory:',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-e2e',
      // Every test logs in from 127.0.0.1; raise the auth rate limits (never in production).
      RATE_LIMIT_FACTOR: '50',
      ANALYTICS_SINK: 'memory',
    },
  },
});
