/**
 * The portal's HTTP server (Express 4): compression, security headers with a per-request CSP
 * nonce, static files, structured request logs, health and readiness, the Remix handler, and
 * graceful shutdown. When UPSTREAM_API_URL is unset it starts the marketplace API sandbox in
 * this process on its own port (default 4010) and points the portal at it.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { dirname, join, basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import { createRequestHandler } from '@remix-run/express';
import type { AppLoadContext, ServerBuild } from '@remix-run/node';
import compression from 'compression';
import express from 'express';
import helmet from 'helmet';
import { pinoHttp } from 'pino-http';
import { ConfigError, dataFile, loadConfig } from '~/server/config.server';
import type { LoadContextInput } from '~/server/context.server';
import { createLogger, redactUrl } from '~/server/log.server';
import { bodyRefusal, crossSiteRefusal, methodRefusal, refusalPage, type Refusal } from '~/server/http-guards.server';
import { context as traceContext, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { incomingContext, startTracing, tracer } from '~/server/tracing.server';

const here = dirname(fileURLToPath(import.meta.url));
/** The project root: this file's folder, or its parent when running the bundle in dist/. */
const root = basename(here) === 'dist' ? dirname(here) : here;

let cfg: ReturnType<typeof loadConfig>;
try {
  cfg = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const log = createLogger();
// Traces by OTLP only when a collector is named (issue 71 §2): otherwise no SDK is loaded and every span is a no-op.
const stopTracing = cfg.OTEL_EXPORTER_OTLP_ENDPOINT
  ? await startTracing(cfg.OTEL_EXPORTER_OTLP_ENDPOINT, cfg.OTEL_SERVICE_NAME, cfg.OTEL_TRACES_SAMPLER_ARG, cfg.OTEL_EXPORTER_OTLP_PROTOCOL)
  : undefined;
if (cfg.generatedSecret) log.warn('SESSION_SECRET is not set: using a random one, so sessions end when the process restarts. Set it in production.');

if (cfg.DEMO && cfg.NODE_ENV === 'production') {
  const banner = 'DEMO MODE: the seeded sandbox serves the API; demo accounts and test switches are open. Never expose this to partners.';
  console.warn(`\n${'!'.repeat(banner.length)}\n${banner}\n${'!'.repeat(banner.length)}\n`);
  log.warn(banner);
}

let sandbox: { url: string; close: () => Promise<void>; setPortalUrl: (url: string) => void } | undefined;
if (!cfg.UPSTREAM_API_URL) {
  // The sandbox is built apart (dist/sandbox.js) and left out of production images.
  const { startSandbox } = await import('./sandbox/server.js').catch((error: NodeJS.ErrnoException) => {
    if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
    console.error('This build has no API sandbox: set UPSTREAM_API_URL to the marketplace API (or build with the sandbox for a demo).');
    process.exit(1);
  });
  // An absolute path is used as it is; a relative one is under the project.
  const dbFile = dataFile(root, cfg.SANDBOX_DB);
  sandbox = await startSandbox({ port: cfg.SANDBOX_PORT, dbFile, host: '127.0.0.1' });
}
const upstream = (cfg.UPSTREAM_API_URL ?? sandbox!.url).replace(/\/+$/, '');
const telemetry = (cfg.TELEMETRY_URL ?? upstream).replace(/\/+$/, '');

/** The app's server entry: Remix's, plus the load context and runtime settings (app/entry.server.tsx). */
type EntryModule = ServerBuild['entry']['module'] & {
  createLoadContext: (input: LoadContextInput) => AppLoadContext;
  setRuntimeUrls: (urls: { upstream: string; telemetry?: string }) => void;
  connectSharedState: (options: {
    url: string;
    graceMs: number;
    warn: (fields: object, message: string) => void;
    revocationsFile?: string;
  }) => Promise<{ client: { status: string }; close: () => Promise<void> }>;
  useLocalRevocations: (file: string) => unknown;
  runInRequestScope: <T>(fn: () => T) => T;
  metrics: typeof import('./app/server/metrics.server').metrics;
  startMetricsServer: typeof import('./app/server/metrics.server').startMetricsServer;
  guardRoutes: (build: ServerBuild) => ServerBuild;
  missingRequiredCalls: typeof import('./app/server/upstream-check.server').missingRequiredCalls;
  missingSummary: typeof import('./app/server/upstream-check.server').missingSummary;
};
const build = (await import(pathToFileURL(join(root, 'build', 'index.js')).href)) as ServerBuild;
const entry = build.entry.module as EntryModule;
entry.setRuntimeUrls({ upstream, telemetry });
// Several replicas share rate limits and session revocations through Redis (issue 14, ADR 0012).
// Each replica keeps its own logouts in its file too, and writes them back into a Redis that restarted empty (issue 71 §5).
const shared = cfg.REDIS_URL
  ? await entry.connectSharedState({
      url: cfg.REDIS_URL,
      graceMs: cfg.SESSION_CHECK_GRACE_MS,
      warn: (fields, message) => log.warn(fields, message),
      revocationsFile: dataFile(root, cfg.REVOCATIONS_DB),
    })
  : undefined;
if (!shared) {
  // One process: logouts survive a restart in a local file, but no other replica sees them.
  const file = dataFile(root, cfg.REVOCATIONS_DB);
  entry.useLocalRevocations(file);
  log.warn({ file }, 'sessions are local to this process: logouts are kept in this file; with several replicas set REDIS_URL');
}

/** Set at SIGTERM: /readyz answers 503 and every response closes its connection (issue 13 §5). */
let stopping = false;
/** How long in-flight requests may take to finish after SIGTERM, in ms. */
const DRAIN_MS = 10_000;

const { metrics } = entry;
// Health read when the metrics are scraped (issue 71 §1): the upstream's own check, and Redis's connection.
metrics.probe({
  upstream: async () => (await fetch(`${upstream}/healthz`, { signal: AbortSignal.timeout(3000) })).ok,
  ...(shared ? { redis: () => shared.client.status === 'ready' } : {}),
});
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const app = express();
app.disable('x-powered-by');
/** Responses being written, so a shutdown can ask each to close its connection when done. */
const inFlight = new Set<express.Response>();
app.use((req, res, next) => {
  if (stopping) res.setHeader('Connection', 'close');
  inFlight.add(res);
  const started = performance.now();
  const method = METHODS.has(req.method) ? req.method : 'OTHER';
  // One span per request (issue 71 §2), continuing a proxy's trace; named by its route id when it ends.
  const parent = incomingContext(req.headers);
  const span = tracer.startSpan(`HTTP ${method}`, { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } }, parent);
  res.on('close', () => {
    inFlight.delete(res);
    // By route id (noted by the guarded loaders, route-guard.server.ts), never by URL: ids stay out of labels.
    const route = (res.locals.observed as { route?: string } | undefined)?.route ?? 'unmatched';
    metrics.request(route, method, res.statusCode, performance.now() - started);
    if (res.locals.replay) metrics.replayed(res.statusCode);
    span.updateName(`${method} ${route}`);
    span.setAttribute('http.route', route);
    span.setAttribute('http.response.status_code', res.statusCode);
    if (res.statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  });
  // The rest of the request (Remix, its upstream and Redis calls) runs inside the request's span.
  traceContext.with(trace.setSpan(parent, span), next);
});
app.set('trust proxy', cfg.TRUST_PROXY);
// Server-Sent Events (the live trip view) must reach the browser as they are written.
app.use(compression({ filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res) }));

app.use((req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  // One id per request, from the proxy's X-Request-Id when it is plain, sent on upstream calls.
  const incoming = req.get('x-request-id');
  res.locals.requestId = incoming && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
  res.setHeader('X-Request-Id', res.locals.requestId as string);
  next();
});
app.use(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
        // No inline style anywhere, attributes included (nivo's become SVG attributes).
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        // The browser talks to the portal only: the telemetry socket is followed by the server (ADR 0009).
        connectSrc: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    // HSTS only for requests that came over https (below), never on plain http.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
  }),
);
// A page's own Referrer-Policy (the public pass and cancel link say `no-referrer`) replaces the
// default above instead of being appended to it: two policies in one response (issue 31 §2).
app.use((_req, res, next) => {
  const append = res.append.bind(res);
  res.append = (field: string, value?: string | string[]) => (field.toLowerCase() === 'referrer-policy' ? res.set(field, value) : append(field, value));
  next();
});
app.use((req, res, next) => {
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  // The portal needs none of these powerful features; no page or embedded script may ask.
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
  next();
});

app.get('/healthz', (_req, res) => {
  res.json({ status: 'ok' });
});
app.get('/readyz', async (_req, res) => {
  res.setHeader('Cache-Control', 'no-store');
  if (stopping) return res.status(503).json({ status: 'stopping' });
  try {
    const reply = await fetch(`${upstream}/healthz`, { signal: AbortSignal.timeout(3000) });
    if (!reply.ok) throw new Error(`upstream answered ${reply.status}`);
    // Redis down does not make a replica unready: it serves on with the fail-open rules (ADR 0012).
    res.json({ status: 'ready', upstream: 'ok', ...(shared ? { redis: shared.client.status === 'ready' ? 'ok' : 'unavailable' } : {}) });
  } catch (error) {
    // The reason stays in the log: the reply says only that the upstream cannot be reached.
    log.warn({ err: (error as Error).message }, 'readiness: upstream unavailable');
    res.status(503).json({ status: 'unavailable', upstream: 'unavailable' });
  }
});

// Test only: the analytics events of the in-memory sink, for e2e assertions. Never in production.
if (cfg.ANALYTICS_SINK === 'memory') {
  app.get('/__test/analytics', (_req, res) => {
    res.json((globalThis as unknown as { __vpAnalyticsEvents?: unknown[] }).__vpAnalyticsEvents ?? []);
  });
}

app.use('/build', express.static(join(root, 'public', 'build'), { immutable: true, maxAge: '1y' }));
// The enhancement script is named by its content (scripts/build-enhance.mjs; ADR 0020).
app.use('/enhance', express.static(join(root, 'public', 'enhance'), { immutable: true, maxAge: '1y', index: false }));
// The home-screen icons (issue 35 §1), and the service worker: always checked for a new
// version (no-cache), at the root so that it may look after every page (ADR 0028).
app.use('/icons', express.static(join(root, 'public', 'icons'), { maxAge: '7d', index: false }));
app.get('/sw.js', (_req, res) => res.sendFile(join(root, 'public', 'sw', 'sw.js'), { headers: { 'Cache-Control': 'no-cache' } }));
// Browsers ask for /favicon.ico whatever the page says.
app.get('/favicon.ico', (_req, res) => res.redirect(301, '/favicon.svg'));
// The other public files are known at start: serve exactly those, so a page request never
// costs a file-system lookup (a catch-all static middleware stats every URL).
const publicDir = join(root, 'public');
for (const file of readdirSync(publicDir, { withFileTypes: true })) {
  if (file.isFile()) app.get(`/${file.name}`, (_req, res) => res.sendFile(join(publicDir, file.name), { maxAge: '1h' }));
}

app.use(
  pinoHttp({
    logger: log,
    // The request id set above (from the proxy's X-Request-Id, or new), also sent upstream.
    genReqId: (_req, res) => (res as unknown as express.Response).locals.requestId as string,
    // Outside production a request that went well is not logged unless LOG_REQUESTS=1 (issue 34 §6).
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : cfg.NODE_ENV === 'production' || cfg.LOG_REQUESTS ? 'info' : 'silent'),
    serializers: { req: (req) => ({ id: req.id, method: req.method, url: redactUrl(req.url), ip: req.remoteAddress }), res: (res) => ({ statusCode: res.statusCode }) },
  }),
);

/** Answer a refused request with its short page, and close the connection if a body is unread. */
function refuse(res: express.Response, refusal: Refusal) {
  res.status(refusal.status).set({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', Connection: 'close', ...(refusal.allow ? { Allow: refusal.allow } : {}) });
  res.send(refusalPage(refusal));
}

// Before Remix: a state-changing request must come from the portal's own pages (Remix checks
// only document POSTs, not `?_data=` ones), and its body must be a form of a sane size.
const ownOrigins = (req: express.Request) => [`${req.protocol}://${req.get('host') ?? ''}`.toLowerCase(), ...(cfg.PUBLIC_ORIGIN ? [new URL(cfg.PUBLIC_ORIGIN).origin.toLowerCase()] : [])];
app.use((req, res, next) => {
  const method = methodRefusal(req.method);
  if (method) return refuse(res, method);
  const crossSite = crossSiteRefusal(req.method, { secFetchSite: req.get('sec-fetch-site'), origin: req.get('origin') }, ownOrigins(req));
  if (crossSite) {
    log.warn({ method: req.method, path: redactUrl(req.path), origin: req.get('origin'), site: req.get('sec-fetch-site') }, 'cross-site request refused');
    return refuse(res, crossSite);
  }
  // Checked above; Remix's own check would answer a same-origin `Origin: null` with a 500.
  if (req.headers.origin === 'null') delete req.headers.origin;
  const body = bodyRefusal(req.method, { contentType: req.get('content-type'), contentLength: req.get('content-length'), transferEncoding: req.get('transfer-encoding') });
  if (body) return refuse(res, body);
  next();
});

const remix = createRequestHandler({
  // Every loader and action guarded: an upstream refusal is the page's answer, the route id noted (route-guard.server.ts).
  build: entry.guardRoutes(build),
  mode: 'production',
  // One context per request (DESIGN rule 3): the upstream client, its caches, the request id.
  getLoadContext: (req, res) => {
    const aborted = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) aborted.abort();
    });
    const context = entry.createLoadContext({
      url: `${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`,
      cookie: req.headers.cookie,
      acceptLanguage: req.get('accept-language'),
      clientIp: req.ip ?? 'unknown',
      cspNonce: res.locals.cspNonce as string,
      requestId: res.locals.requestId as string,
      signal: aborted.signal,
      replay: req.get('x-vp-replay') === '1',
    });
    res.locals.observed = context.observed;
    res.locals.replay = req.get('x-vp-replay') === '1';
    return context;
  },
});
// Each request in its own scope: the form's idempotency key reaches the upstream calls (issue 33 §1).
app.all('*', (req, res, next) => entry.runInRequestScope(() => remix(req, res, next)));
// A body cut short after its headers left: the reader went away, or its connection broke while the
// portal waited for it to read on (issue 68 §5, the stream backport). Nothing can be said to them;
// the connection is closed and a line logged without a stack. Anything else is Express's own answer.
app.use((error: unknown, req: express.Request, res: express.Response, next: express.NextFunction) => {
  if (!res.headersSent) return next(error);
  log.info({ path: redactUrl(req.originalUrl), reason: (error as Error)?.message }, 'response cut short');
  res.destroy();
});

// Metrics on a port of their own (issue 71 §1), never through the reverse proxy; 0 turns them off.
const metricsServer = cfg.METRICS_PORT ? await entry.startMetricsServer(cfg.METRICS_PORT, (fields, message) => log.warn(fields, message)) : undefined;

const server = app.listen(cfg.PORT, () => {
  const port = (server.address() as AddressInfo).port;
  sandbox?.setPortalUrl(`http://localhost:${port}`);
  log.info({ port, upstream, telemetry, metricsPort: metricsServer ? (metricsServer.address() as AddressInfo).port : null }, 'portal listening');
  console.log(`Portal:         http://localhost:${port}`);
  if (sandbox) {
    console.log(`Sandbox API:    ${sandbox.url}`);
    console.log(`Sandbox outbox: ${sandbox.url}/outbox`);
  }
  // In front of a marketplace API that is not the sandbox (issue 72 §3): say now which required calls it lacks.
  if (!sandbox)
    void entry.missingRequiredCalls(upstream).then((missing) => {
      if (missing === null) log.warn({ upstream }, 'the marketplace API did not answer the start-up check: its calls could not be checked');
      else if (missing.length) log.warn(entry.missingSummary(missing), 'the marketplace API lacks calls the portal needs: these flows will fail');
      else log.info('the marketplace API answers every call the portal needs (npm run conformance checks their answers)');
    });
});

function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal, drainMs: DRAIN_MS }, 'shutting down: no new connections, finishing in-flight requests');
  const finish = async (code: number) => {
    await sandbox?.close().catch(() => undefined);
    metricsServer?.close();
    await shared?.close();
    await stopTracing?.().catch(() => undefined);
    log.info('stopped');
    process.exit(code);
  };
  // Kept-alive sockets that are idle close now; busy ones close after their response
  // (Connection: close above). What is still open at the end of the drain (a live stream) is cut.
  for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
  server.close(() => void finish(0));
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), 200);
  sweep.unref();
  const force = setTimeout(() => {
    log.warn('drain time over: closing the connections still open');
    server.closeAllConnections();
    void finish(0);
  }, DRAIN_MS);
  force.unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
