// The W3C Nu HTML Checker (vnu-jar, Java) over every portal document the end-to-end journeys
// loaded (kept by tests/e2e/fixtures.ts in .tmp/html-pages, issue 54 §9). Errors only: a warning
// is advice, an error is markup a browser has to guess at. Prints each error once with the pages
// it was found on; exits 1 if there is any, 2 if there is nothing to check or no Java.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { HTML_PAGES_DIR } from './html-pages.mjs';

const vnu = createRequire(import.meta.url)('vnu-jar');
const pages = existsSync(HTML_PAGES_DIR) ? readdirSync(HTML_PAGES_DIR).filter((f) => f.endsWith('.html')) : [];
if (pages.length === 0) {
  console.error(`No HTML documents in ${HTML_PAGES_DIR}: run the end-to-end tests first.`);
  process.exit(2);
}
if (spawnSync('java', ['-version']).error) {
  console.error('The HTML check needs a Java runtime (Debian: apt-get install -y default-jre-headless; .ci/run installs it).');
  process.exit(2);
}
const run = spawnSync('java', ['-Xss4m', '-jar', vnu, '--errors-only', '--format', 'json', HTML_PAGES_DIR], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let messages;
try {
  messages = JSON.parse(run.stderr || run.stdout || '{"messages":[]}').messages;
} catch {
  console.error(run.stderr || run.stdout);
  process.exit(1);
}
const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
const byMessage = new Map();
for (const e of errors) {
  const page = decodeURIComponent(e.url ?? '').replace(/^.*\//, '');
  const list = byMessage.get(e.message) ?? [];
  list.push(`${page}:${e.lastLine ?? '?'}${e.extract ? `  ${e.extract.replace(/\s+/g, ' ').trim().slice(0, 120)}` : ''}`);
  byMessage.set(e.message, list);
}
for (const [message, where] of byMessage) {
  console.error(`\n✗ ${message} (${where.length}×)`);
  for (const w of where.slice(0, 4)) console.error(`    ${w}`);
}
console.log(`\nHTML check (W3C Nu HTML Checker over ${pages.length} documents): ${errors.length} errors.`);
process.exit(errors.length ? 1 : 0);
