/**
 * The portal's metrics for an operator (issue 71 §1; ADR 0062), in the Prometheus text format
 * with `prom-client`, on a port of their own (METRICS_PORT, default 9464) that the reverse proxy
 * never forwards. One registry for the process, made here (in the Remix build) and reached by
 * server.ts through the server entry, so no metric is defined twice.
 *
 * Families (all prefixed `vp_`; durations in seconds, sizes in bytes):
 * - `http_request_duration_seconds{route,method,status}`: a histogram per route id (the deepest
 *   matched route; `unmatched` for files and refusals before Remix), so its `_count` is the request count;
 * - `upstream_request_duration_seconds{operation,outcome}`: each call to the marketplace's API,
 *   `operation` the method and path with ids as `:id`, `outcome` ok / client_error / server_error /
 *   unreachable / timeout; `upstream_up` and `redis_up` (1 or 0, read when scraped);
 * - `sessions_started_total`, `sessions_ended_total{reason}` (logout, expired, refused);
 * - `form_key_refusals_total`, `rate_limit_refusals_total{action}`;
 * - `exports_total{kind}` and `export_bytes_total{kind}` (CSV and PDF streamed);
 * - `offline_replays_total{status}` (forms the service worker sent again);
 * - `messages_queued_total{channel}` (SMS and e-mail the portal asked the API to send);
 * - Node's own (`process_*`, `nodejs_eventloop_lag_*`, heap and RSS) from `collectDefaultMetrics`.
 * Labels are never personal: no ids, addresses, tokens or paths with ids.
 */
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { operationOf, outcomeOf } from '~/server/operation.server';

export { operationOf, outcomeOf };

export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'vp_' });

/** Buckets in seconds: a page on a phone is judged between 50 ms and 10 s. */
const SECONDS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const httpDuration = new Histogram({
  name: 'vp_http_request_duration_seconds',
  help: 'Requests served, by route id, method and status, in seconds.',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: SECONDS,
  registers: [registry],
});
const upstreamDuration = new Histogram({
  name: 'vp_upstream_request_duration_seconds',
  help: "Calls to the marketplace's API, by operation and outcome, in seconds.",
  labelNames: ['operation', 'outcome'] as const,
  buckets: SECONDS,
  registers: [registry],
});
const sessionsStarted = new Counter({ name: 'vp_sessions_started_total', help: 'Sessions started (a sign-in).', registers: [registry] });
const sessionsEnded = new Counter({ name: 'vp_sessions_ended_total', help: 'Sessions ended, by reason.', labelNames: ['reason'] as const, registers: [registry] });
const formKeyRefusals = new Counter({ name: 'vp_form_key_refusals_total', help: 'Writes refused because the form key was not issued for the person (the one door).', registers: [registry] });
const rateLimitRefusals = new Counter({ name: 'vp_rate_limit_refusals_total', help: 'Attempts refused by a rate limit, by action.', labelNames: ['action'] as const, registers: [registry] });
const exportsStreamed = new Counter({ name: 'vp_exports_total', help: 'Exports streamed (CSV, PDF), by kind.', labelNames: ['kind'] as const, registers: [registry] });
const exportBytes = new Counter({ name: 'vp_export_bytes_total', help: 'Bytes of exports streamed, by kind.', labelNames: ['kind'] as const, registers: [registry] });
const replays = new Counter({ name: 'vp_offline_replays_total', help: 'Forms the service worker kept offline and sent again, by status.', labelNames: ['status'] as const, registers: [registry] });
const messagesQueued = new Counter({ name: 'vp_messages_queued_total', help: 'SMS and e-mail the portal asked the API to send, by channel.', labelNames: ['channel'] as const, registers: [registry] });

/** Health read when scraped: each probe answers 1 (up) or 0; a probe not set leaves its gauge out. */
const probes: { upstream?: () => Promise<boolean>; redis?: () => boolean } = {};
new Gauge({
  name: 'vp_upstream_up',
  help: "Whether the marketplace's API answered its health check (1) or not (0) when scraped.",
  registers: [registry],
  async collect() {
    if (probes.upstream) this.set((await probes.upstream().catch(() => false)) ? 1 : 0);
  },
});
new Gauge({
  name: 'vp_redis_up',
  help: 'Whether the shared Redis is connected (1) or not (0); absent without REDIS_URL.',
  registers: [registry],
  collect() {
    if (probes.redis) this.set(probes.redis() ? 1 : 0);
  },
});

/**
 * The API's calls that queue a message (spec section 7 and the sandbox's outbox): the channel, or
 * `'asked'` where the form chose it (the request's `channel`). Counted when the API accepted the call.
 */
const MESSAGE_CALLS: Record<string, 'sms' | 'email' | 'asked'> = {
  'POST /v1/otp-login': 'sms',
  'POST /v1/password': 'email',
  'POST /v1/account_members': 'email',
  'POST /partner-payout/v1/confirmation-codes': 'sms',
  'POST /v1/drivers/:id/document-requests': 'asked',
  'POST /v1/partners/:id/pay/statements': 'asked',
};
const CHANNELS = new Set(['sms', 'email', 'whatsapp']);

/** What the portal's code counts; every function is cheap and never throws. */
export const metrics = {
  registry,
  /** A request answered: route id (or 'unmatched'), method, status, duration in ms. */
  request(route: string, method: string, status: number, ms: number) {
    httpDuration.observe({ route, method, status: String(status) }, ms / 1000);
  },
  /** An upstream call: method, path (ids are folded), status or failure, duration in ms; `channel` the message channel the request asked for, if any. */
  upstream(method: string, path: string, status: number | 'error' | 'timeout', ms: number, channel?: unknown) {
    const operation = operationOf(method, path);
    upstreamDuration.observe({ operation, outcome: outcomeOf(status) }, ms / 1000);
    const queued = MESSAGE_CALLS[operation];
    if (queued && typeof status === 'number' && status < 300) {
      const said = queued === 'asked' ? String(channel) : queued;
      messagesQueued.inc({ channel: CHANNELS.has(said) ? said : 'other' });
    }
  },
  sessionStarted: () => sessionsStarted.inc(),
  sessionEnded: (reason: 'logout' | 'expired' | 'refused') => sessionsEnded.inc({ reason }),
  formKeyRefused: () => formKeyRefusals.inc(),
  rateLimited: (action: string) => rateLimitRefusals.inc({ action }),
  /** An export finished streaming: its kind ('csv', 'pdf') and size in bytes. */
  exported(kind: 'csv' | 'pdf', bytes: number) {
    exportsStreamed.inc({ kind });
    exportBytes.inc({ kind }, bytes);
  },
  replayed: (status: number) => replays.inc({ status: String(status) }),
  /** Set the health probes read when scraped (server.ts: the upstream's /healthz, Redis's status). */
  probe(next: typeof probes) {
    Object.assign(probes, next);
  },
};
export type Metrics = typeof metrics;

/**
 * Serve `/metrics` (and nothing else) on its own port, all interfaces as the portal's own port
 * is bound; never put behind the reverse proxy. A port in use is logged, not fatal: the portal
 * serves on without metrics (two replicas on one host in a test).
 * @returns the listening server, or undefined when the port could not be bound
 */
export function startMetricsServer(port: number, warn: (fields: object, message: string) => void): Promise<Server | undefined> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(text),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics unavailable\n'),
    );
  });
  return new Promise((resolve) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      warn({ port, code: error.code }, 'metrics: the port could not be bound; serving without metrics');
      resolve(undefined);
    });
    server.listen(port, () => resolve(server));
  });
}
