// Where a page's server time goes (issue 52 §1): the portal under autocannon with V8's CPU
// profiler, then the functions with the most self time, grouped by where they live. Run after
// `npm run build`: `node bench/profile.mjs /login /dashboard /settings/members`.
// Writes each page's .cpuprofile to bench/profiles/ (not committed) and prints the top 25.
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { cannon } from './lib/ssr.mjs';
import { portalLogin, portalUrl, startPortal, startSandbox, stop } from './lib/servers.mjs';

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/login', '/dashboard', '/settings/members'];
const dir = 'bench/profiles';

/** Self time (ms) per function, and per file, from a .cpuprofile. */
function summarise(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas;
  for (let i = 0; i < profile.samples.length; i++) {
    const node = byId.get(profile.samples[i]);
    const f = node.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/main\//, '')}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  }
  return [...self.entries()].sort((a, b) => b[1] - a[1]);
}

const sandbox = await startSandbox();
try {
  for (const page of pages) {
    rmSync(join(dir, page.replace(/\W+/g, '_')), { recursive: true, force: true });
    const out = join(dir, page.replace(/\W+/g, '_'));
    mkdirSync(out, { recursive: true });
    const portal = await startPortal({}, ['--cpu-prof', `--cpu-prof-dir=${out}`]);
    const cookie = page === '/login' ? undefined : await portalLogin('owner@example.com');
    await cannon(`${portalUrl()}${page}`, { cookie, durationS: 3 }); // warm
    const r = await cannon(`${portalUrl()}${page}`, { cookie, durationS: 10 });
    await stop(portal);
    const file = readdirSync(out).find((f) => f.endsWith('.cpuprofile'));
    const rows = summarise(JSON.parse(readFileSync(join(out, file), 'utf8')));
    const total = rows.reduce((n, [, ms]) => n + ms, 0);
    console.log(`\n${page}: ${r.requestsPerSec} req/s, ${r.requests} requests; profile ${Math.round(total)} ms`);
    for (const [name, ms] of rows.slice(0, 25)) console.log(`  ${((100 * ms) / total).toFixed(1).padStart(5)} %  ${name}`);
  }
} finally {
  await stop(sandbox);
}
