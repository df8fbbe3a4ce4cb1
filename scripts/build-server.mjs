// Bundles server.ts into dist/server.js, and the API sandbox apart into dist/sandbox.js: the
// production bundle never contains the sandbox (issue 22 §7); server.ts imports dist/sandbox.js
// only when no UPSTREAM_API_URL is set and the file exists (a demo or development build).
// npm packages stay external.
import { build, stop } from 'esbuild';

const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', packages: 'external', sourcemap: true, logLevel: 'warning' };

/** server.ts's `import('./sandbox/server.js')` becomes `import('./sandbox.js')`, left out of the bundle. */
const sandboxApart = {
  name: 'sandbox-apart',
  setup(b) {
    b.onResolve({ filter: /^\.\/sandbox\/server\.js$/ }, () => ({ path: './sandbox.js', external: true }));
  },
};

await build({ ...common, entryPoints: ['server.ts'], outfile: 'dist/server.js', plugins: [sandboxApart] });
if (!process.argv.includes('--portal-only')) await build({ ...common, entryPoints: ['sandbox/server.ts'], outfile: 'dist/sandbox.js' });
await stop();
