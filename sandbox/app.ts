/**
 * The sandbox's Express app: the marketplace API contract (spec section 7 plus the calls it
 * leaves out), the outbox pages, health, and test-only fault injection under `/__sandbox`.
 */
import { join } from 'node:path';
import express, { type ErrorRequestHandler } from 'express';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import { ApiError, h, validate } from './http.js';
import { listOutbox, outboxHtml } from './outbox.js';
import { apiNow, type Clock } from './clock.js';
import { notificationsRouter } from './routes/notifications.js';
import { passesRouter } from './routes/passes.js';
import { documentRequestsRouter } from './routes/document-requests.js';
import { activityRouter } from './routes/activity.js';
import { writeRequestStarted } from './memo.js';
import { idempotency } from './idempotency.js';
import { authRouter } from './routes/auth.js';
import { fleetRouter } from './routes/fleet.js';
import { moneyRouter } from './routes/money.js';
import { driverPayRouter } from './routes/driver-pay.js';
import { payStatementsRouter } from './routes/pay-statements.js';
import { deductionQueriesRouter } from './routes/deduction-queries.js';
import { payoutAccountsRouter, payoutChangesRouter } from './routes/payout-accounts.js';
import { operationsRouter } from './routes/operations.js';
import { testRouter } from './routes/test-switches.js';
import { partnersRouter } from './routes/partners.js';
import { invitationsRouter, teamRouter } from './routes/team.js';
import { servedFeatures, withoutFeatures, type parseWithout } from './without.js';

/** The published contract (docs/api/openapi.json), from the project's root: the sandbox runs there, bundled or not. */
const OPENAPI_FILE = join(process.cwd(), 'docs', 'api', 'openapi.json');

export type SandboxContext = {
  db: Db;
  /** Directory where uploaded files are stored. */
  uploadDir: string;
  /** The portal's public base URL, for links in emails (reset password, invitations). */
  portalUrl: () => string;
  /** The sandbox's own public base URL, for file locations. */
  publicUrl: () => string;
  /** Publish a trip's position on the telemetry feed at once. */
  publishTrip: (tripId: number) => void;
  /** How many clients are connected to the telemetry socket now. */
  telemetryConnections: () => number;
  /** The clock of the daily reminder job (real time, moved by tests). */
  clock: Clock;
  /** Features switched off and answers mutated (sandbox/without.ts; issue 72): none by default. */
  variant?: ReturnType<typeof parseWithout>;
};

/** Does a fault's pattern (exact path, or a prefix ending in `*`) match `path`? */
export function faultMatches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
}

/** The test switches' injected faults (issue 14): a call whose path matches one is answered with its status, as many times as it says. */
function injectedFaults(db: SandboxContext['db']): express.RequestHandler {
  return (req, res, next) => {
    if (req.path.startsWith('/__sandbox') || req.path.startsWith('/outbox')) return next();
    const fault = db
      .select()
      .from(s.faults)
      .all()
      .find((f) => f.remaining > 0 && faultMatches(f.pathPattern, req.path));
    if (!fault) return next();
    if (fault.remaining <= 1) db.delete(s.faults).where(eq(s.faults.id, fault.id)).run();
    else
      db.update(s.faults)
        .set({ remaining: fault.remaining - 1 })
        .where(eq(s.faults.id, fault.id))
        .run();
    res.status(fault.status).json({ message: fault.message, code: fault.status === 401 ? 'Unauthorized' : 'InjectedFault' });
  };
}

/** The API's error body for an `ApiError`, a bad JSON body, or anything else (500). */
const onError: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof ApiError) {
    res.status(error.status).json({ message: error.message, code: error.code, ...(error.errors ? { errors: error.errors } : {}), ...(error.words ? { words: error.words } : {}) });
    return;
  }
  if (error?.type === 'entity.parse.failed') {
    res.status(400).json({ message: 'The request body is not valid JSON', code: 'BadRequest' });
    return;
  }
  console.error('[sandbox]', error);
  res.status(500).json({ message: 'Something went wrong on the sandbox', code: 'InternalError' });
};

export function createSandboxApp(ctx: SandboxContext): express.Express {
  const { db } = ctx;
  const app = express();
  app.disable('x-powered-by');
  // No ETag: no client of the API revalidates, and hashing every answer was CPU on every call.
  app.set('etag', false);
  app.use(express.json({ limit: '1mb' }));
  // Every answer says the API's time (issue 41 §4): the portal reads its clock from this header.
  app.use((_req, res, next) => {
    res.setHeader('Date', new Date(apiNow()).toUTCString());
    next();
  });
  // Any write may change what memoised answers said (memo.ts); the trips' ledger keeps itself (ledger.ts).
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const write = writeRequestStarted(db);
      res.on('finish', write.finished);
      res.on('close', write.finished);
    }
    next();
  });

  // The calls each portal request made (by its X-Request-Id), for the tests that count them.
  // With the W3C trace context the portal sent (issue 71 §2), for the test that follows one trace across.
  const calls: { requestId: string; method: string; path: string; startedAt: number; endedAt: number; traceparent: string | null }[] = [];
  app.use((req, res, next) => {
    const requestId = req.get('x-request-id');
    if (!requestId || req.path.startsWith('/__sandbox')) return next();
    const startedAt = performance.now();
    res.on('finish', () => {
      calls.push({ requestId, method: req.method, path: req.path, startedAt, endedAt: performance.now(), traceparent: req.get('traceparent') ?? null });
      if (calls.length > 5000) calls.splice(0, calls.length - 5000);
    });
    next();
  });
  app.get('/__sandbox/calls', (req, res) => {
    const id = typeof req.query.request_id === 'string' ? req.query.request_id : undefined;
    const path = typeof req.query.path === 'string' ? req.query.path : undefined;
    res.json({ data: calls.filter((c) => (id === undefined || c.requestId === id) && (path === undefined || c.path === path)) });
  });

  app.get('/__sandbox/telemetry', (_req, res) => {
    res.json({ data: { connections: ctx.telemetryConnections() } });
  });

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/outbox', (_req, res) => {
    res.type('html').send(outboxHtml(db));
  });
  // `?limit=` (up to 5,000; 200 by default) for tests that walk many days of digests.
  app.get('/outbox.json', (req, res) => {
    const limit = Math.min(5000, Math.max(1, Number.parseInt(String(req.query.limit ?? '200'), 10) || 200));
    res.json(listOutbox(db, limit));
  });

  // Fault injection, used by tests to force upstream failures the portal must survive.
  app.post(
    '/__sandbox/faults',
    h((req, res) => {
      const body = validate(
        z.object({ path: z.string().min(1), status: z.number().int().min(400).max(599), message: z.string().default('Injected failure'), times: z.number().int().min(1).default(1) }),
        req.body,
      );
      db.insert(s.faults).values({ pathPattern: body.path, status: body.status, message: body.message, remaining: body.times }).run();
      res.status(201).json({ data: body });
    }),
  );
  app.delete('/__sandbox/faults', (_req, res) => {
    db.delete(s.faults).run();
    res.status(204).end();
  });
  app.post(
    '/__sandbox/tokens/revoke',
    h((req, res) => {
      const { email } = validate(z.object({ email: z.string().email() }), req.body);
      const user = db.select().from(s.users).where(eq(s.users.email, email.toLowerCase())).get();
      if (user) db.delete(s.tokens).where(eq(s.tokens.userId, user.id)).run();
      res.status(204).end();
    }),
  );
  // A write sent again with its Idempotency-Key gets its first answer and writes nothing (issue 33 §1).
  // Before the faults: an injected 5xx is an answer that keeps no key, as a real one.
  app.use(idempotency(db));
  // A slow link to the API (issue 40 §7): the next `times` calls of `path` wait `ms` before they are answered.
  const delays: { path: string; ms: number; remaining: number }[] = [];
  app.post(
    '/__sandbox/delays',
    h((req, res) => {
      const body = validate(z.object({ path: z.string().min(1), ms: z.number().int().min(1).max(60_000), times: z.number().int().min(1).default(1) }), req.body);
      delays.push({ path: body.path, ms: body.ms, remaining: body.times });
      res.status(201).json({ data: body });
    }),
  );
  app.delete('/__sandbox/delays', (_req, res) => {
    delays.splice(0);
    res.status(204).end();
  });
  // After the idempotency check, so a slow answer is one whose key is already claimed.
  app.use((req, _res, next) => {
    const delay = req.path.startsWith('/__sandbox') ? undefined : delays.find((d) => d.remaining > 0 && faultMatches(d.path, req.path));
    if (!delay) return next();
    delay.remaining -= 1;
    if (!delay.remaining) delays.splice(delays.indexOf(delay), 1);
    setTimeout(next, delay.ms);
  });
  app.use(injectedFaults(db));
  // Another marketplace's API (issue 72): features it lacks answer 404, answers it words differently.
  app.use(withoutFeatures(ctx.variant?.without ?? [], ctx.variant?.mutations ?? []));
  app.get('/v1/capabilities', (_req, res) => {
    res.json({ data: { features: servedFeatures(ctx.variant?.without ?? []) } });
  });
  // The contract this API implements (issue 72 §1), as the portal's team publishes it.
  app.get('/v1/openapi.json', (_req, res) => {
    res.sendFile(OPENAPI_FILE);
  });

  app.use(authRouter(ctx));
  app.use(partnersRouter(ctx));
  app.use(teamRouter(ctx));
  app.use(invitationsRouter(ctx));
  app.use(fleetRouter(ctx));
  app.use(operationsRouter(ctx));
  app.use(moneyRouter(ctx));
  app.use(deductionQueriesRouter(ctx));
  app.use(driverPayRouter(ctx));
  app.use(payStatementsRouter(ctx));
  app.use(payoutAccountsRouter(ctx));
  app.use(payoutChangesRouter(ctx));
  app.use(notificationsRouter(ctx));
  app.use(passesRouter(ctx));
  app.use(documentRequestsRouter(ctx));
  app.use(activityRouter(ctx));
  app.use(testRouter(ctx));

  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found', code: 'NotFound' });
  });
  app.use(onError);
  return app;
}
