// `npm test` (README): every check CI runs, in stages, each stage's time printed, then the total.
// The type check and the lint share nothing, so they run side by side (issue 45 §7); the unit
// tests, the build, the bundle check, the end-to-end tests and the HTML check of the pages they
// loaded follow one by one. The first
// failing stage stops the run with its exit code.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { HTML_PAGES_DIR } from './html-pages.mjs';

/** Run `npm run <script>` (or a command), streaming its output; resolves with its exit code and seconds. */
function run(name, command, args) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: process.env });
    child.on('close', (code) => resolve({ name, code: code ?? 1, seconds: (performance.now() - started) / 1000 }));
  });
}

const npm = (script) => ['npm', ['run', '--silent', script]];
const stages = [
  [
    ['typecheck', ...npm('typecheck')],
    ['lint', ...npm('lint')],
  ],
  [['unit tests', ...npm('test:unit')]],
  [['build', ...npm('build')]],
  [['bundle check', 'node', ['scripts/check-bundle.mjs']]],
  [['end-to-end tests', ...npm('test:e2e')]],
  // Every portal document the journeys loaded, through the W3C checker (issue 54 §9).
  [['HTML check', 'node', ['scripts/check-html.mjs']]],
];

// The journeys keep the documents they load for the HTML check: this run's only.
rmSync(HTML_PAGES_DIR, { recursive: true, force: true });

const total = performance.now();
const times = [];
for (const group of stages) {
  const results = await Promise.all(group.map(([name, command, args]) => run(name, command, args)));
  for (const r of results) {
    times.push(r);
    console.log(`\n[npm test] ${r.name}: ${r.seconds.toFixed(0)} s${r.code ? ` (failed, exit ${r.code})` : ''}`);
  }
  const failed = results.find((r) => r.code);
  if (failed) {
    console.log(`[npm test] stopped after ${((performance.now() - total) / 1000).toFixed(0)} s`);
    process.exit(failed.code);
  }
}
console.log(`\n[npm test] stages: ${times.map((t) => `${t.name} ${t.seconds.toFixed(0)} s`).join(' · ')}`);
console.log(`[npm test] total: ${((performance.now() - total) / 1000).toFixed(0)} s`);
