import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { ALL_TESTS, MONTH_END_INSTANT, SANDBOX_BACKED } from './tests/projects';

export default defineConfig({
  // Route modules import their vanilla-extract styles; the loader and action tests load them.
  plugins: [vanillaExtractPlugin()],
  // The photo tool's file name, set by scripts/build-enhance.mjs in a build.
  define: { __PHOTO_SRC__: JSON.stringify('/enhance/photo-test.js') },
  resolve: { alias: { '~contract': fileURLToPath(new URL('./contract', import.meta.url)), '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    environment: 'node',
    // Vitest's run-mode default is one worker fewer than the cores: one file at a time on CI's two
    // cores, which left a third of the machine idle (issue 55 §8). Three keeps both cores busy.
    maxWorkers: 3,
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // Two projects (issue 45 §7, tests/projects.ts): pure tests in threads; sandbox-backed ones each
    // in a process of its own (the sandbox's clock and database belong to the process).
    projects: [
      { extends: true, test: { name: 'pure', include: ALL_TESTS, exclude: SANDBOX_BACKED, pool: 'threads' } },
      { extends: true, test: { name: 'sandbox', include: SANDBOX_BACKED, pool: 'forks', globalSetup: ['tests/seeded-db.ts'] } },
      // The same files at a second pinned instant across a month's and a year's end (issue 55 §6):
      // 00:30 on 1 January in Lagos, when this month has no trip yet and last month is not paid.
      {
        extends: true,
        test: { name: 'month-end', include: SANDBOX_BACKED, pool: 'forks', globalSetup: ['tests/seeded-db.ts'], env: { LOG_LEVEL: 'silent', VP_TEST_INSTANT: MONTH_END_INSTANT } },
      },
    ],
    // Tests run silent unless they fail (issue 34 §6): the portal's and the sandbox's log lines stay out.
    env: { LOG_LEVEL: 'silent' },
  },
});
