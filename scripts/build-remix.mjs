// `remix build` (the classic compiler, production), with its esbuild contexts disposed before the
// process ends (issue 55 §7). Remix's CLI builds and then calls process.exit(0) with its esbuild
// contexts still open (its build never disposes them); under load the esbuild service, cut off
// mid-conversation, once printed a Go stack trace ("all goroutines are asleep - deadlock!") after
// "built". Here the same steps as the CLI's `build` command, then Remix's contexts disposed and the
// vanilla-extract compiler (a Vite server with its own esbuild service, which Remix keeps in a
// module variable and never closes) closed: the process then ends by itself, nothing left running.
import { createRequire } from 'node:module';
import { mkdirSync, rmSync } from 'node:fs';

const require = createRequire(import.meta.url);
/** A module of @remix-run/dev's build (pinned by the lockfile; the CLI uses these same ones). */
const dev = (path) => require(`@remix-run/dev/dist/${path}`);
const { readConfig } = dev('config.js');
const { create } = dev('compiler/compiler.js');
const { createFileWatchCache } = dev('compiler/fileWatchCache.js');
const { logger } = dev('tux/logger.js');

// Remix's vanilla-extract plugin calls `integration.createCompiler` when the first stylesheet is
// compiled; the same module instance, seen from @remix-run/dev, is wrapped to keep what it made.
const integration = createRequire(require.resolve('@remix-run/dev/package.json'))('@vanilla-extract/integration');
const made = [];
const createCompiler = integration.createCompiler;
integration.createCompiler = (...args) => {
  const compiler = createCompiler(...args);
  made.push(compiler);
  return compiler;
};

process.env.NODE_ENV ??= 'production';
const started = Date.now();
const config = await readConfig(process.cwd());
rmSync(config.assetsBuildDirectory, { recursive: true, force: true });
mkdirSync(config.assetsBuildDirectory, { recursive: true });
const compiler = await create({ config, options: { mode: process.env.NODE_ENV, sourcemap: false }, fileWatchCache: createFileWatchCache(), logger });
try {
  await compiler.compile();
} finally {
  await compiler.dispose();
  await Promise.all(made.map((c) => c.close()));
}
console.log(`Remix: built in ${Date.now() - started} ms (${process.env.NODE_ENV})`);
