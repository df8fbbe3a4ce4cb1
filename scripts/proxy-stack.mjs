// The deployment of issue 14 on one machine, for tests/e2e/proxy-*.spec.ts and `npm run bench
// scale`: Debian's redis-server and nginx, the API sandbox in its own process, and N portal
// replicas (the production build) behind deploy/nginx/portal.conf, with a self-signed
// certificate made here. Every process is a child of the caller, on loopback, in a scratch
// folder. Needs `npm run build` first, and the Debian packages nginx-light (or nginx),
// redis-server and openssl (`.ci/run` installs them).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
const REDIS = ['/usr/bin/redis-server', '/usr/sbin/redis-server'].find((p) => existsSync(p));

/** Stop a child with SIGTERM (SIGKILL after `graceMs`); resolves when it has exited. */
function stopChild(child, graceMs = 12_000) {
  return new Promise((done) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return done();
    const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    child.kill('SIGTERM');
  });
}

/** Wait until `check()` resolves truthy (every 100 ms, up to `ms`). */
async function until(what, check, ms = 30_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start within ${ms} ms`);
}

const tcpOpen = (port) =>
  new Promise((ok) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), ok(true)));
    socket.once('error', () => ok(false));
  });

/**
 * Render deploy/nginx/portal.conf for this machine: the replicas' addresses, loopback ports,
 * the scratch certificate. Everything else is the file as shipped.
 * @param {{ httpsPort: number, httpPort: number, replicaPorts: number[], certDir: string, acmeDir: string }} o
 */
export function renderPortalConf(o) {
  let conf = readFileSync(join(root, 'deploy/nginx/portal.conf'), 'utf8');
  const servers = o.replicaPorts.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join('\n');
  conf = conf.replace(/( {4}server portal-\d+:3000[^\n]*\n)+/, `${servers}\n`);
  conf = conf.replace(/^\s*listen \[::\]:\d+[^\n]*\n/gm, '');
  conf = conf.replace('listen 443 ssl http2;', `listen 127.0.0.1:${o.httpsPort} ssl http2;`);
  conf = conf.replace('listen 80;', `listen 127.0.0.1:${o.httpPort};`);
  conf = conf.replace('/etc/nginx/certs/fullchain.pem', join(o.certDir, 'fullchain.pem')).replace('/etc/nginx/certs/privkey.pem', join(o.certDir, 'privkey.pem'));
  conf = conf.replace('/var/www/acme', o.acmeDir);
  conf = conf.replace('/var/log/nginx/portal-access.log', o.accessLog);
  if (/portal-\d|:443 |\/etc\/nginx\/certs/.test(conf)) throw new Error('deploy/nginx/portal.conf changed shape: update renderPortalConf');
  return conf;
}

/**
 * Write nginx's files for a stack into `dir`: a self-signed certificate for localhost and
 * 127.0.0.1 (made now, valid 2 days), the portal's server blocks (deploy/nginx/portal.conf on
 * the stack's ports) and a main config; checks them with `nginx -t`.
 * @param {string} dir the stack's folder
 * @param {{ httpsPort: number, httpPort: number, replicaPorts: number[] }} ports
 * @returns {string[]} the arguments nginx starts with
 */
function writeNginxFiles(dir, ports) {
  // A self-signed certificate for localhost and 127.0.0.1, made now.
  const certDir = join(dir, 'certs');
  mkdirSync(certDir);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout',
      join(certDir, 'privkey.pem'),
      '-out',
      join(certDir, 'fullchain.pem'),
    ],
    { stdio: 'ignore' },
  );
  const acmeDir = join(dir, 'acme');
  mkdirSync(acmeDir);
  for (const t of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, 'tmp', t), { recursive: true });
  writeFileSync(join(dir, 'portal.conf'), renderPortalConf({ ...ports, certDir, acmeDir, accessLog: join(dir, 'nginx-access.log') }));
  const temp = (t) => `${t}_temp_path ${join(dir, 'tmp', t === 'client_body' ? 'body' : t)};`;
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 2;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'nginx-error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${join(dir, 'nginx-access.log')};`,
      '  sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${temp(t)}`),
      `  include ${join(dir, 'portal.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const nginxArgs = ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'nginx-error.log')];
  execFileSync(NGINX, [...nginxArgs, '-t'], { stdio: 'pipe' });
  return nginxArgs;
}

/**
 * Start the stack.
 * @param {{ replicas?: number, httpsPort?: number, httpPort?: number, replicaBasePort?: number, sandboxPort?: number, redisPort?: number, redis?: boolean, env?: Record<string,string> }} options
 *   `redis: false` runs the replicas without REDIS_URL (each with its own memory).
 * @returns the URLs, the replicas (each with `port`, `url`, `metricsUrl`, `logFile`, `stop()`, `start()`, `pid()`),
 *   `redis` (`url`, `stop()`, `start()`, `restartEmpty()`), and `stop()` for everything.
 */
export async function startProxyStack(options = {}) {
  if (!NGINX || !REDIS) throw new Error('nginx and redis-server are needed: apt-get install -y nginx-light redis-server (.ci/run does)');
  if (!existsSync(join(root, 'dist/server.js'))) throw new Error('run `npm run build` first');
  const o = { replicas: 2, httpsPort: 3443, httpPort: 3480, replicaBasePort: 3221, sandboxPort: 4221, redisPort: 6391, redis: true, env: {}, ...options };
  // A port already answering would be mistaken for a started process (a stack left running).
  const wanted = [o.httpsPort, o.httpPort, o.sandboxPort, o.redisPort, ...Array.from({ length: o.replicas }, (_, i) => o.replicaBasePort + i)];
  for (const port of wanted) if (await tcpOpen(port)) throw new Error(`port ${port} is already in use: is another proxy stack still running?`);
  const dir = mkdtempSync(join(tmpdir(), 'vp-proxy-'));
  const children = [];
  // Whatever happens to the caller, its stack does not outlive it.
  const killAll = () => children.forEach((c) => c.kill('SIGKILL'));
  process.once('exit', killAll);
  try {
    const spawnLogged = (name, cmd, args, env = {}) => {
      const log = openSync(join(dir, `${name}.log`), 'a');
      const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', log, log] });
      children.push(child);
      return child;
    };

    // Redis: loopback only, with the append-only file production needs (docs/deploy.md): a
    // logout must survive a restart of Redis (issue 31 §2).
    let redisChild;
    const redis = {
      url: `redis://127.0.0.1:${o.redisPort}`,
      async start() {
        redisChild = spawnLogged('redis', REDIS, ['--port', String(o.redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'yes', '--appendfsync', 'always', '--dir', dir]);
        await until('redis-server', () => tcpOpen(o.redisPort), 10_000);
      },
      stop: () => stopChild(redisChild),
      /** Killed and started with nothing: its append-only file removed, as a Redis without persistence (issue 71 §6). */
      async restartEmpty() {
        await stopChild(redisChild);
        for (const name of ['appendonlydir', 'appendonly.aof', 'dump.rdb']) rmSync(join(dir, name), { recursive: true, force: true });
        await redis.start();
      },
    };
    if (o.redis) await redis.start();

    // The API sandbox, alone, as the real API would be.
    const sandboxUrl = `http://127.0.0.1:${o.sandboxPort}`;
    const origin = `https://localhost:${o.httpsPort}`;
    const sandbox = spawnLogged('sandbox', process.execPath, ['node_modules/tsx/dist/cli.mjs', 'sandbox/main.ts'], { SANDBOX_PORT: String(o.sandboxPort), SANDBOX_DB: ':memory:', PORTAL_URL: origin });
    await until('sandbox', async () => (await fetch(`${sandboxUrl}/healthz`)).ok);

    const replicas = Array.from({ length: o.replicas }, (_, i) => {
      const port = o.replicaBasePort + i;
      let child;
      const replica = {
        name: `portal-${i + 1}`,
        port,
        url: `http://127.0.0.1:${port}`,
        metricsUrl: `http://127.0.0.1:${port + 6000}/metrics`,
        logFile: join(dir, `portal-${i + 1}.log`),
        pid: () => child?.pid,
        async start() {
          child = spawnLogged(replica.name, process.execPath, ['dist/server.js'], {
            NODE_ENV: 'production',
            PORT: String(port),
            UPSTREAM_API_URL: sandboxUrl,
            SESSION_SECRET: 'proxy-stack-secret-proxy-stack-secret',
            TRUST_PROXY: '1',
            PUBLIC_ORIGIN: origin,
            LOG_LEVEL: 'info',
            LOG_FORMAT: 'json',
            // Each replica its own metrics port and its own file of logouts, as in compose (issue 71).
            METRICS_PORT: String(port + 6000),
            REVOCATIONS_DB: join(dir, `revocations-${i + 1}.sqlite`),
            ...(o.redis ? { REDIS_URL: redis.url } : { SINGLE_INSTANCE: '1' }),
            ...o.env,
          });
          await until(replica.name, async () => (await fetch(`${replica.url}/readyz`)).ok);
        },
        stop: () => stopChild(child),
        /** SIGTERM without waiting: the replica drains while the caller goes on. */
        terminate: () => child?.kill('SIGTERM'),
        exited: () => child.exitCode !== null || child.signalCode !== null,
      };
      return replica;
    });
    await Promise.all(replicas.map((r) => r.start()));

    const nginxArgs = writeNginxFiles(dir, { httpsPort: o.httpsPort, httpPort: o.httpPort, replicaPorts: replicas.map((r) => r.port) });
    const nginx = spawnLogged('nginx', NGINX, [...nginxArgs, '-g', 'daemon off;']);
    await until('nginx', () => tcpOpen(o.httpsPort), 10_000);

    return {
      url: origin,
      httpUrl: `http://localhost:${o.httpPort}`,
      sandboxUrl,
      dir,
      redis,
      replicas,
      nginxLog: join(dir, 'nginx-access.log'),
      async stop() {
        await stopChild(nginx);
        await Promise.all(replicas.map((r) => r.stop()));
        await stopChild(sandbox);
        await redis.stop();
        killAll();
        process.removeListener('exit', killAll);
        if (!process.env.KEEP_PROXY_STACK) rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    // A part that did not start: nothing of this stack is left running.
    killAll();
    throw error;
  }
}
