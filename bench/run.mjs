// `npm run bench`: JS weight per page and SSR throughput, against the production build.
//
// Starts the portal with its sandbox (in-memory database) in a separate process, then:
// - for each page: first-load JS in gzip bytes, summed over the script and modulepreload files
//   the HTML references (inline module imports included), and the HTML's own bytes;
// - SSR throughput with autocannon for 10 s: requests/s, p50 and p99 latency.
// Prints a table and writes bench/results.json. Budgets are reported, never asserted by tests.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3310);
const SANDBOX_PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 4310);
const BASE = `http://localhost:${PORT}`;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/** First-load JS budgets, gzip bytes (issue 5: /dashboard and /login ≤ 100 KB). */
const BUDGETS = { '/login': 100 * 1024, '/dashboard': 100 * 1024 };

const PAGES = [
  { path: '/' },
  { path: '/login' },
  { path: '/register' },
  { path: '/faq' },
  { path: '/dashboard', as: 'owner@example.com' },
];
const THROUGHPUT = [{ path: '/login' }, { path: '/dashboard', as: 'owner@example.com' }];

const server = spawn(process.execPath, ['dist/server.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_DB: ':memory:', LOG_LEVEL: 'silent', SESSION_SECRET: 'bench-secret-bench-secret-bench-secret' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

async function waitReady() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${BASE}/readyz`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('portal did not start');
}

/** Log in through the portal's own form; returns the Cookie header, or null if login is absent. */
async function loginCookie(email) {
  const res = await fetch(`${BASE}/login?tab=email`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: 'demo1234' }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookies.length ? cookies.join('; ') : null;
}

function scriptUrls(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/import(?:[^'"]*from)?\s*["']([^"']+)["']/g)) urls.add(i[1]);
  }
  return [...urls];
}

async function weigh(page, cookie) {
  const res = await fetch(BASE + page.path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  const html = await res.text();
  const urls = scriptUrls(html);
  let jsGzip = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, BASE))).arrayBuffer());
    jsGzip += gzipSync(body).length;
  }
  return { path: page.path, status: res.status, files: urls.length, jsGzipBytes: jsGzip, htmlBytes: Buffer.byteLength(html), htmlGzipBytes: gzipSync(html).length };
}

function throughput(path, cookie) {
  return new Promise((resolve, reject) => {
    autocannon({ url: BASE + path, connections: 10, duration: DURATION_S, headers: cookie ? { cookie } : {} }, (err, result) => {
      if (err) return reject(err);
      resolve({ path, requestsPerSec: Math.round(result.requests.average), p50Ms: result.latency.p50, p99Ms: result.latency.p99, non2xx: result.non2xx, errors: result.errors });
    });
  });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

try {
  await waitReady();
  const cookies = {};
  for (const p of [...PAGES, ...THROUGHPUT]) if (p.as && !(p.as in cookies)) cookies[p.as] = await loginCookie(p.as);

  const pages = [];
  for (const p of PAGES) pages.push({ ...(await weigh(p, p.as ? cookies[p.as] : null)), as: p.as ?? 'guest' });
  const ssr = [];
  for (const t of THROUGHPUT) ssr.push(await throughput(t.path, t.as ? cookies[t.as] : null));

  console.log('\nFirst-load JS per page (gzip)');
  console.table(
    pages.map((p) => ({ page: p.path, as: p.as, status: p.status, 'JS files': p.files, 'JS gzip': kb(p.jsGzipBytes), budget: BUDGETS[p.path] ? (p.jsGzipBytes <= BUDGETS[p.path] ? `ok (≤ ${kb(BUDGETS[p.path])})` : `OVER ${kb(BUDGETS[p.path])}`) : '—', 'HTML': kb(p.htmlBytes), 'HTML gzip': kb(p.htmlGzipBytes) })),
  );
  console.log(`SSR throughput (autocannon, 10 connections, ${DURATION_S} s)`);
  console.table(ssr.map((s) => ({ page: s.path, 'req/s': s.requestsPerSec, 'p50 ms': s.p50Ms, 'p99 ms': s.p99Ms, non2xx: s.non2xx, errors: s.errors })));
  writeFileSync('bench/results.json', JSON.stringify({ date: new Date().toISOString(), node: process.version, budgets: BUDGETS, pages, ssr }, null, 2) + '\n');
  console.log('Written to bench/results.json');
} finally {
  stop();
}
