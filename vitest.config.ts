import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Route modules import their vanilla-extract styles; the loader and action tests load them.
  plugins: [vanillaExtractPlugin()],
  // The photo tool's file name, set by scripts/build-enhance.mjs in a build.
  define: { __PHOTO_SRC__: JSON.stringify('/enhance/photo-test.js') },
  resolve: { alias: { '~contract': fileURLToPath(new URL('./contract', import.meta.url)), '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx', 'sandbox/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/routes/**/*.test.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
    pool: 'forks',
    // Tests run silent unless they fail (issue 34 §6): the portal's and the sandbox's log lines stay out.
    env: { LOG_LEVEL: 'silent' },
  },
});
