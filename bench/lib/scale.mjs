// Load at scale (issue 14 §4): a mix of signed-in page views and guest /login views for a
// fixed time, on one replica alone and through nginx with two replicas sharing Redis
// (scripts/proxy-stack.mjs). Reports requests/s, p50/p99, non-2xx, errors and each replica's
// resident memory before and after. Nothing here is asserted; the bench prints and records.
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { formKeyIn } from './form-key.mjs';
import { startProxyStack } from '../../scripts/proxy-stack.mjs';

/** The signed-in pages of the mix (dashboard, lists, settings), chosen evenly. */
export const SIGNED_IN_PAGES = ['/dashboard', '/drivers', '/vehicles', '/trips', '/settings', '/settings/members'];
/** The share of guest /login views in the mix. */
export const GUEST_SHARE = 0.3;

/** Resident memory of process `pid`, in MB (Linux /proc). */
export function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : null;
}

/** GET `url` over http or https (the run's own certificate); the body as text, and the cookies it set (`name=value`s). */
function getText(url) {
  const send = url.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, { rejectUnauthorized: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ text, cookie: (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ') }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Log in through `base` (http or https with the run's own certificate), with the login page's form key; the Cookie header. */
async function login(base, email) {
  // The sign-in page's key and the pre-session it is bound to (issue 54 §4).
  const page = await getText(`${base}/login`);
  const body = new URLSearchParams({ _key: formKeyIn(page.text) ?? '', email, password: 'demo1234' }).toString();
  const send = base.startsWith('https:') ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      `${base}/login`,
      { method: 'POST', rejectUnauthorized: false, headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), cookie: page.cookie } },
      (res) => {
        res.resume();
        const cookie = (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).find((c) => /vp_session=./.test(c));
        if (res.statusCode !== 302 || !cookie) reject(new Error(`login of ${email} through ${base} answered ${res.statusCode}`));
        else resolve(cookie);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The mix against `base` for `durationS` seconds: `partners` connections, each a signed-in
 * partner with its own session, making GUEST_SHARE of its requests as a guest on /login.
 */
async function runMix(base, email, { partners, durationS }) {
  const cookies = [];
  for (let i = 0; i < partners; i++) cookies.push(await login(base, email));
  let nextPartner = 0;
  let n = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: partners,
        duration: durationS,
        requests: [
          {
            setupRequest: (req, context) => {
              context.cookie ??= cookies[nextPartner++ % cookies.length];
              n += 1;
              // A fixed pattern (3 guest views in every 10) rather than chance, so runs compare.
              if (n % 10 < GUEST_SHARE * 10) return { ...req, method: 'GET', path: '/login', headers: { accept: 'text/html' } };
              return { ...req, method: 'GET', path: SIGNED_IN_PAGES[n % SIGNED_IN_PAGES.length], headers: { accept: 'text/html', cookie: context.cookie } };
            },
          },
        ],
      },
      (err, result) => {
        if (err) return reject(err);
        resolve({
          requestsPerSec: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          requests: result.requests.total,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
        });
      },
    );
  });
}

/**
 * Both scenarios, one after the other, each on a fresh stack (same seeded sandbox).
 * @returns [{ scenario, requestsPerSec, p50Ms, p99Ms, requests, non2xx, errors (timeouts included), timeouts (no answer in 10 s), replicas: [{ name, rssBeforeMb, rssAfterMb }] }]
 */
export async function scaleScenarios({ email = 'owner@example.com', partners = 50, durationS = 30 } = {}) {
  const ports = { httpsPort: 3543, httpPort: 3580, replicaBasePort: 3321, sandboxPort: 4321, redisPort: 6392 };
  const rows = [];
  const scenarios = [
    { scenario: 'one replica, no nginx, no Redis', replicas: 1, redis: false, direct: true },
    { scenario: 'nginx (TLS) + two replicas + Redis', replicas: 2, redis: true, direct: false },
  ];
  for (const s of scenarios) {
    const stack = await startProxyStack({
      ...ports,
      replicas: s.replicas,
      redis: s.redis,
      env: { LOG_LEVEL: 'warn', ...(process.env.PORTAL_NODE_OPTIONS ? { NODE_OPTIONS: process.env.PORTAL_NODE_OPTIONS } : {}) },
    });
    try {
      const base = s.direct ? stack.replicas[0].url : stack.url;
      // Warm up (module caches, JIT, connection pools) before memory is read.
      await runMix(base, email, { partners: 5, durationS: 3 });
      const before = stack.replicas.map((r) => rssMb(r.pid()));
      const result = await runMix(base, email, { partners, durationS });
      const after = stack.replicas.map((r) => rssMb(r.pid()));
      rows.push({ scenario: s.scenario, ...result, replicas: stack.replicas.map((r, i) => ({ name: r.name, rssBeforeMb: before[i], rssAfterMb: after[i] })) });
    } finally {
      await stack.stop();
    }
  }
  return rows;
}
