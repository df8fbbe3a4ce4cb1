// Processes the bench runs against: the API sandbox in its own process, the portal (production
// build) pointed at it, and the bare Remix page. Each is stopped by its own pid.
import { fetchForm } from './form-key.mjs';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ports = {
  portal: Number(process.env.BENCH_PORT ?? 3310),
  sandbox: Number(process.env.BENCH_SANDBOX_PORT ?? 4310),
  bare: Number(process.env.BENCH_BARE_PORT ?? 3399),
  bareRoutes: Number(process.env.BENCH_BARE_ROUTES_PORT ?? 3398),
};

const children = new Set();
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

/** Start `args` with node; resolves when `readyUrl` answers 2xx. */
async function startNode(name, args, env, readyUrl) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(child);
  child.on('exit', () => children.delete(child));
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    try {
      if ((await fetch(readyUrl)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} did not start`);
}

export function stop(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * The NODE_OPTIONS the production image sets (the Dockerfile's runtime ENV; ADR 0070), so a figure
 * that depends on the heap limit (an export's memory) is measured as deployed.
 */
export const IMAGE_NODE_OPTIONS = /^\s*NODE_OPTIONS=(\S+)/m.exec(readFileSync('Dockerfile', 'utf8'))?.[1] ?? '';

/** The sandbox alone (in-memory database), as the real API would be: another process. */
export function startSandbox() {
  return startNode(
    'sandbox',
    ['node_modules/tsx/dist/cli.mjs', 'sandbox/main.ts'],
    { SANDBOX_PORT: String(ports.sandbox), SANDBOX_DB: ':memory:', PORTAL_URL: `http://localhost:${ports.portal}` },
    `http://127.0.0.1:${ports.sandbox}/healthz`,
  );
}

/** The portal's production build, against the sandbox started above; `nodeArgs` before the script (`--cpu-prof`); another `port` for a second portal. */
export function startPortal(extraEnv = {}, nodeArgs = [], port = ports.portal) {
  if (!existsSync('dist/server.js')) throw new Error('run `npm run build` first');
  return startNode(
    'portal',
    [...nodeArgs, 'dist/server.js'],
    {
      NODE_ENV: 'production',
      PORT: String(port),
      UPSTREAM_API_URL: `http://127.0.0.1:${ports.sandbox}`,
      LOG_LEVEL: 'silent',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      SINGLE_INSTANCE: '1',
      ...extraEnv,
    },
    `http://localhost:${port}/readyz`,
  );
}

/** The bare Remix page (bench/bare), built by the caller. */
export function startBare() {
  return startNode('bare page', ['bench/bare/server.mjs'], { PORT: String(ports.bare), NODE_ENV: 'production' }, `http://localhost:${ports.bare}/`);
}

export const portalUrl = () => `http://localhost:${ports.portal}`;
export const bareUrl = () => `http://localhost:${ports.bare}`;
export const sandboxUrl = () => `http://127.0.0.1:${ports.sandbox}`;

/** Log in through the portal's own email form (at `base`, the bench's portal by default); the Cookie header of the new session. */
export async function portalLogin(email, password = 'demo1234', base = portalUrl()) {
  const form = await fetchForm(`${base}/login`);
  const res = await fetch(`${base}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base, cookie: form.cookie },
    body: new URLSearchParams({ _key: form.key, email, password }),
  });
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !/=$/.test(c));
  if (!cookies.some((c) => c.includes('vp_session='))) throw new Error(`login failed for ${email} (${res.status})`);
  return cookies.join('; ');
}

/** Ask for a phone login code for the owner; the Cookie header holding the pending code. */
export async function portalPhoneLoginCookie(phone = '08030000001') {
  const form = await fetchForm(`${portalUrl()}/login/phone`);
  const res = await fetch(`${portalUrl()}/login/phone`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: portalUrl(), cookie: form.cookie },
    body: new URLSearchParams({ _key: form.key, country: 'NG', phone }),
  });
  const cookies = [form.cookie, ...res.headers.getSetCookie().map((c) => c.split(';')[0])];
  if (!cookies.length) throw new Error(`phone login failed (${res.status})`);
  return cookies.join('; ');
}

/** Calls to the sandbox API at `base` (the bench's by default; the e2e tests pass theirs) for sample ids. */
export function sandboxClient(base = sandboxUrl()) {
  const tokens = new Map();
  async function call(method, path, body, email = 'owner@example.com') {
    if (!tokens.has(email)) {
      const res = await fetch(`${base}/v1/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'demo1234' }) });
      tokens.set(email, (await res.json()).data.token);
    }
    const res = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.get(email)}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json();
  }
  let partner;
  return {
    call,
    /** The id of the first of the owner's `kind` (drivers, vehicles, trips, routes). */
    async firstId(kind, query = '') {
      const p = await this.ownerPartner();
      return (await call('GET', `/v1/partners/${p.id}/${kind}?perPage=1${query}`)).data[0].id;
    },
    async lastPayslipMonth() {
      const p = await this.ownerPartner();
      return (await call('GET', `/v1/partners/${p.id}/payslips`)).data[0].month;
    },
    /** The roadside pass token of the owner's first vehicle (the API makes the pass on first read). */
    async passToken() {
      const p = await this.ownerPartner();
      return (await call('GET', `/v1/partners/${p.id}/vehicles/${await this.firstId('vehicles')}/pass`)).data.token;
    },
    /**
     * A deduction of the owner's this month that was never queried (not a late departure: the e2e
     * journey queries those), else of last month's (on the 1st, this month has hardly a trip).
     */
    async deductionId() {
      const p = await this.ownerPartner();
      const lastMonth = new Date(Date.now() + 3_600_000 - new Date(Date.now() + 3_600_000).getUTCDate() * 86_400_000).toISOString().slice(0, 7);
      for (const month of ['', `&month=${lastMonth}`]) {
        const deductions = (await call('GET', `/v1/partners/${p.id}/earnings?perPage=100${month}`)).data.flatMap((l) => l.deductions);
        const open = deductions.find((d) => d.amount_kobo > 0 && !d.query && d.cause !== 'late_departure' && d.may_query !== false);
        if (open) return open.id;
      }
      throw new Error('no deduction of this month or last month to query');
    },
    /** The owner's newest deduction query, opened on `deductionId()` when there is none yet. */
    async queryId() {
      const p = await this.ownerPartner();
      const first = (await call('GET', `/v1/partners/${p.id}/deduction-queries?perPage=1`)).data[0];
      return first ? first.id : (await call('POST', `/v1/partners/${p.id}/deduction-queries`, { deduction_id: await this.deductionId(), reason: 'other', note: 'Bench sample' })).data.id;
    },
    /**
     * A driver's document link (issue 43): asked of the first owner's driver with a document that
     * needs it, and its token read from the sandbox's outbox. Made once per run.
     */
    async documentLink() {
      if (this._link) return this._link;
      const p = await this.ownerPartner();
      const drivers = (await call('GET', `/v1/partners/${p.id}/drivers?perPage=50`)).data;
      for (const d of drivers) {
        const asked = (await call('GET', `/v1/drivers/${d.id}/document-requests`)).data;
        if (!asked.askable.length) continue;
        await call('POST', `/v1/drivers/${d.id}/document-requests`, { documents: asked.askable.map((a) => ({ owner_type: a.owner_type, type: a.type })), channel: 'sms' });
        const outbox = await (await fetch(`${base}/outbox.json?limit=20`)).json();
        const token = outbox.find((m) => m.link && m.link.includes('/send/')).link.split('/send/')[1];
        this._link = { driverId: d.id, token, asked: asked.askable };
        return this._link;
      }
      throw new Error('no driver has a document to ask for');
    },
    /** A document the driver sent through that link (a small PNG), awaiting review: its driver's and its own id. */
    async submission() {
      const link = await this.documentLink();
      const existing = (await call('GET', `/v1/drivers/${link.driverId}/document-requests`)).data.submissions[0];
      if (existing) return { driverId: link.driverId, id: existing.id };
      const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAEklEQVR4AWI6w8DwH4SZGKAAAAAA//+Eu7xlAAAABklEQVQDADAYA5sYjHgIAAAAAElFTkSuQmCC', 'base64');
      const form = new FormData();
      form.append('file', new Blob([png]), 'photo.png');
      const stored = await (await fetch(`${base}/v1/document-links/files`, { method: 'POST', body: form, headers: { 'x-document-link': link.token } })).json();
      const first = link.asked[0];
      const expires = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);
      await fetch(`${base}/v1/document-links/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ token: link.token, documents: [{ owner_type: first.owner_type, type: first.type, file_url: stored.data.file_url, ...(first.expires ? { expires_at: expires } : {}) }] }),
      });
      return { driverId: link.driverId, id: (await call('GET', `/v1/drivers/${link.driverId}/document-requests`)).data.submissions[0].id };
    },
    /**
     * A driver's pay statement link (issue 53 §4): this week's line of the first driver with one
     * (a fleet rule set when there is none), sent and its token read from the outbox. Made once.
     */
    /** A statement link of last week's pay (a weekly fleet rule from three weeks ago when there is none): { driverId, start, token }. */
    async payStatement() {
      if (this._statement) return this._statement;
      const p = await this.ownerPartner();
      const lagos = new Date(Date.now() + 3_600_000);
      const monday = (back) => {
        const d = new Date(lagos.getTime() - back * 86_400_000);
        d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
        return d.toISOString().slice(0, 10);
      };
      const week = monday(7);
      let run = (await call('GET', `/v1/partners/${p.id}/pay/run?period=week&start=${week}`)).data;
      if (!run.default_rule) await call('POST', `/v1/partners/${p.id}/pay/rules`, { driver_id: null, basis: 'share', share_bp: 3000, period: 'week', from: week });
      run = (await call('GET', `/v1/partners/${p.id}/pay/run?period=week&start=${week}`)).data;
      const row = run.rows[0];
      await call('POST', `/v1/partners/${p.id}/pay/statements`, { driver_id: row.driver.id, period: 'week', start: row.period.start, channel: 'sms', language: 'en-NG' });
      const outbox = await (await fetch(`${base}/outbox.json?limit=20`)).json();
      const token = outbox.find((m) => m.link && m.link.includes('/pay/')).link.split('/pay/')[1];
      this._statement = { driverId: row.driver.id, start: row.period.start, token };
      return this._statement;
    },
    async firstModelId() {
      return (await call('GET', '/v1/fleet/makes')).data[0].models[0].id;
    },
    /** The owner's partner: { id, account_sid, company_name }. */
    async ownerPartner() {
      if (!partner) {
        const profile = await call('GET', '/v1/users/profile');
        const memberships = await call('GET', `/v1/users/${profile.data.id}/partner-members`);
        partner = memberships.data[0].partner;
      }
      return partner;
    },
  };
}

/**
 * The bare page with the portal's route tree: bench/bare plus one trivial module per route file
 * of app/routes (a layout renders an <Outlet />), built into bench/.tmp/bare-routes. Remix
 * builds and matches the whole route tree on every request, so this is the ceiling of SSR
 * throughput for an app with as many routes as the portal, whatever its pages do.
 * @returns the number of route modules.
 */
export function buildBareWithRoutes() {
  const dir = 'bench/.tmp/bare-routes';
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'app', 'routes'), { recursive: true });
  for (const f of ['package.json', 'server.mjs']) cpSync(join('bench/bare', f), join(dir, f));
  // Built like the portal (issue 68 §2): its own remix.config.js (no lazy route discovery, no
  // single fetch) and its root's shape: Meta, Links and the outlet, no <Scripts/> or
  // <ScrollRestoration/>, which no portal page renders (ADR 0020).
  cpSync('remix.config.js', join(dir, 'remix.config.js'));
  writeFileSync(
    join(dir, 'app', 'root.tsx'),
    `import { Links, Meta, Outlet } from '@remix-run/react';\n\nexport default function App() {\n  return (\n    <html lang="en">\n      <head>\n        <meta charSet="utf-8" />\n        <meta name="viewport" content="width=device-width, initial-scale=1" />\n        <Meta />\n        <Links />\n      </head>\n      <body>\n        <Outlet />\n      </body>\n    </html>\n  );\n}\n`,
  );
  writeFileSync(join(dir, 'app', 'routes', '_index.tsx'), `export default function Index() {\n  return <p>bare</p>;\n}\n`);
  const files = readdirSync('app/routes').filter((f) => f.endsWith('.tsx') && f !== '_index.tsx');
  for (const f of files) {
    const layout = readFileSync(join('app/routes', f), 'utf8').includes('<Outlet');
    const body = layout ? `import { Outlet } from '@remix-run/react';\nexport default function Layout() {\n  return <Outlet />;\n}\n` : `export default function Page() {\n  return <p>${f}</p>;\n}\n`;
    writeFileSync(join(dir, 'app', 'routes', f), body);
  }
  execFileSync(process.execPath, ['../../../node_modules/@remix-run/dev/dist/cli.js', 'build'], { cwd: dir, stdio: 'ignore' });
  return files.length + 1;
}

/** The bare page with the portal's route tree (after buildBareWithRoutes). */
export function startBareWithRoutes() {
  return startNode('bare page with routes', ['bench/.tmp/bare-routes/server.mjs'], { PORT: String(ports.bareRoutes), NODE_ENV: 'production' }, `http://localhost:${ports.bareRoutes}/`);
}
export const bareRoutesUrl = () => `http://localhost:${ports.bareRoutes}`;
