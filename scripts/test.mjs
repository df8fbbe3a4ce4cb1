// `npm test` (README): every check CI runs, in stages, each stage's time printed, then the total.
// The type check and the lint share nothing, so they run side by side (issue 45 §7); the unit
// tests, the build, the bundle check, the end-to-end tests and the HTML check of the pages they
// loaded follow one by one. The first
// failing stage stops the run with its exit code.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { cpus } from 'node:os';
import { HTML_PAGES_DIR } from './html-pages.mjs';

/** The machine's busy and total CPU ticks so far (Linux /proc/stat; null elsewhere). */
function cpuTicks() {
  if (!existsSync('/proc/stat')) return null;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  const idle = fields[3] + (fields[4] ?? 0); // idle, iowait
  return { busy: total - idle, total };
}

/**
 * Run `npm run <script>` (or a command), streaming its output; resolves with its exit code,
 * seconds, and how busy the machine's cores were meanwhile (0–1, null without /proc): a stage far
 * below 1 leaves cores idle that another stage could use (issue 55 §8).
 */
function run(name, command, args) {
  const started = performance.now();
  const before = cpuTicks();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: process.env });
    child.on('close', (code) => {
      const after = cpuTicks();
      const busy = before && after && after.total > before.total ? (after.busy - before.busy) / (after.total - before.total) : null;
      resolve({ name, code: code ?? 1, seconds: (performance.now() - started) / 1000, busy });
    });
  });
}
const busyWords = (busy) => (busy === null ? '' : `, cores ${Math.round(busy * 100)} % busy of ${cpus().length}`);

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
    console.log(`\n[npm test] ${r.name}: ${r.seconds.toFixed(0)} s${busyWords(r.busy)}${r.code ? ` (failed, exit ${r.code})` : ''}`);
  }
  const failed = results.find((r) => r.code);
  if (failed) {
    console.log(`[npm test] stopped after ${((performance.now() - total) / 1000).toFixed(0)} s`);
    process.exit(failed.code);
  }
}
console.log(`\n[npm test] stages: ${times.map((t) => `${t.name} ${t.seconds.toFixed(0)} s`).join(' · ')}`);
console.log(`[npm test] total: ${((performance.now() - total) / 1000).toFixed(0)} s`);
