/**
 * Process configuration from environment variables, validated with zod at start-up. This is
 * the only module that reads `process.env` (issue 9).
 *
 * `loadConfig(env)` returns a typed `Config` or throws `ConfigError` whose message names
 * every bad variable. Outside production a missing SESSION_SECRET is generated (with a
 * warning) and written back to `process.env`, so that server.ts and the Remix build, which
 * each load this module, agree on one secret.
 */
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { z } from 'zod';
import { UPSTREAM_MAX_BODY_BYTES } from '~/domain/constants';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * `TRUST_PROXY`: "false", a hop count, or a list of addresses/subnets for Express. "true" means
 * one hop: trusting every hop would let a client choose its address by sending its own
 * X-Forwarded-For (and so escape the per-address rate limits; issue 13 §4).
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value): false | number | string => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return 1;
    if (/^\d+$/.test(value)) return Number(value);
    return value;
  });

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional());

const flag = z
  .string()
  .trim()
  .transform((v) => v === '1' || v.toLowerCase() === 'true')
  .default('false');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SESSION_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
  /** Previous secrets, comma-separated: cookies signed with them are still accepted (rotation). */
  SESSION_SECRET_PREVIOUS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((list) => list.every((s) => s.length >= 32), 'each previous secret must be at least 32 characters'),
  UPSTREAM_API_URL: optionalUrl.optional(),
  TELEMETRY_URL: optionalUrl.optional(),
  /** The portal's public origin behind a proxy (https://partners.example.com), for same-origin checks. */
  PUBLIC_ORIGIN: optionalUrl.optional(),
  TRUST_PROXY: trustProxySchema.default('false'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Outside production, log every request (by default only those that fail: issue 34 §6). Production logs every request. */
  LOG_REQUESTS: flag,
  /** `pretty`: readable lines (the default outside production); `json`: one JSON object per line (production's default). */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  SANDBOX_DB: z.string().default('.data/sandbox.sqlite'),
  /** Run the seeded sandbox even with NODE_ENV=production (a demo, never a real deployment). */
  DEMO: flag,
  SEGMENT_WRITE_KEY: z.string().optional(),
  /** `memory`: analytics events kept in memory for e2e tests (never with NODE_ENV=production). */
  ANALYTICS_SINK: z.enum(['memory', '']).optional(),
  /** Tests only: a request with the `vp_pseudo=1` cookie reads the pseudo-locale (issue 44 §6; ignored with NODE_ENV=production). */
  PSEUDO_LOCALE: flag,
  /** Tests only: multiplies the auth rate limits (ignored with NODE_ENV=production). */
  RATE_LIMIT_FACTOR: z.coerce.number().min(1).default(1),
  /** Shared state for several replicas (rate limits, session revocations); unset: this process's memory. */
  REDIS_URL: optionalUrl.optional(),
  /**
   * Production without REDIS_URL: the operator says this is the only replica (issue 31 §2), so
   * logouts and rate limits kept in this process are the whole truth. Refused otherwise.
   */
  SINGLE_INSTANCE: flag,
  /** Without REDIS_URL: the file that keeps logouts across restarts (issue 20 §4), or ':memory:'. */
  REVOCATIONS_DB: z.string().min(1).default('.data/revocations.sqlite'),
  /** With REDIS_URL: how long a Redis outage lets sessions through unchecked before they are refused, in ms (ADR 0012). */
  SESSION_CHECK_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(30_000),
  /** The largest upstream answer read, in bytes (issue 68 §5): a larger one is refused as it arrives, never read whole. */
  UPSTREAM_MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(64 * 1024)
    .default(UPSTREAM_MAX_BODY_BYTES),
  /** A read's (GET's) timeout upstream, in ms (issue 71 §5): a hung API gets the page's readable answer in seconds, not the spec's 60 s for writes. */
  UPSTREAM_READ_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  /** The metrics port (Prometheus text at /metrics; issue 71 §1), bound as PORT is; never forward it through the reverse proxy. 0: no metrics. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(9464),
  /** OTLP/HTTP collector for traces (issue 71 §2), e.g. http://otel-collector:4318; unset: no tracing at all. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalUrl.optional(),
  /** The share of requests traced, 0 to 1 (OpenTelemetry's own variable; with OTEL_EXPORTER_OTLP_ENDPOINT). */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  /** The service's name in the traces. */
  OTEL_SERVICE_NAME: z.string().trim().min(1).default('partner-portal'),
  /** How spans are sent (OpenTelemetry's own variable): protobuf, its default and the cheaper to encode (ADR 0067), or JSON. */
  OTEL_EXPORTER_OTLP_PROTOCOL: z.enum(['http/protobuf', 'http/json']).default('http/protobuf'),
  /** `Server-Timing` on every response: by default only signed-in pages say how long their reads took (issue 71 §5). */
  SERVER_TIMING_PUBLIC: flag,
  /** The support contact shown in the header menu, the FAQ and every error page. */
  SUPPORT_PHONE: z.string().trim().default('+234 201 330 0000'),
  SUPPORT_WHATSAPP: z.string().trim().default('+234 803 000 0000'),
  SUPPORT_EMAIL: z.string().trim().email().default('partners@shuttle-marketplace.example.com'),
});

export type Config = Omit<z.infer<typeof schema>, 'SESSION_SECRET'> & {
  SESSION_SECRET: string;
  /** [current, ...previous]: Remix cookies sign with the first and accept any. */
  SESSION_SECRETS: string[];
};

export class ConfigError extends Error {
  constructor(public readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parse and validate the environment.
 * @throws ConfigError naming each invalid variable, e.g. `PORT: Expected number, received nan`.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config & { generatedSecret: boolean } {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const value = parsed.data;
  if (value.NODE_ENV === 'production') {
    const problems: string[] = [];
    if (!value.SESSION_SECRET) problems.push('SESSION_SECRET: required in production (at least 32 characters)');
    if (!value.UPSTREAM_API_URL && !value.DEMO) problems.push('UPSTREAM_API_URL: required in production (set DEMO=1 to run the seeded sandbox as a demo)');
    // Links sent to people (roadside passes, cancel links) must not follow a request's Host header.
    if (!value.PUBLIC_ORIGIN && !value.DEMO) problems.push('PUBLIC_ORIGIN: required in production (the origin partners use, e.g. https://partners.example.com)');
    // A replica without Redis cannot see another's logouts: say it is the only one, or share state.
    if (!value.REDIS_URL && !value.SINGLE_INSTANCE && !value.DEMO)
      problems.push('REDIS_URL: required in production for several replicas (set SINGLE_INSTANCE=1 if this process is the only one: its logouts and rate limits are then kept by it alone)');
    if (problems.length) throw new ConfigError(problems);
  }
  const production = value.NODE_ENV === 'production';
  const safe = {
    ...value,
    ANALYTICS_SINK: production ? undefined : value.ANALYTICS_SINK,
    RATE_LIMIT_FACTOR: production ? 1 : value.RATE_LIMIT_FACTOR,
    PSEUDO_LOCALE: production ? false : value.PSEUDO_LOCALE,
  };
  if (value.SESSION_SECRET) return { ...safe, SESSION_SECRET: value.SESSION_SECRET, SESSION_SECRETS: [value.SESSION_SECRET, ...value.SESSION_SECRET_PREVIOUS], generatedSecret: false };
  const secret = randomBytes(32).toString('hex');
  env.SESSION_SECRET = secret;
  return { ...safe, SESSION_SECRET: secret, SESSION_SECRETS: [secret, ...value.SESSION_SECRET_PREVIOUS], generatedSecret: true };
}

let cached: Config | undefined;

/** The process-wide configuration, loaded once. */
/**
 * Where a file setting points (SANDBOX_DB, REVOCATIONS_DB): ':memory:' as is, an absolute path
 * as is (issue 20 §4: `/var/lib/portal/sandbox.sqlite` was put under the repository), a relative
 * one under `root`.
 */
export function dataFile(root: string, value: string): string {
  return value === ':memory:' ? value : resolve(root, value);
}

export function config(): Config {
  cached ??= loadConfig();
  return cached;
}

/** URLs decided at start-up (the embedded sandbox's port is only known once it listens). */
const runtime: { upstream?: string; telemetry?: string } = {};

/** Set by server.ts after it started the embedded sandbox. */
export function setRuntimeUrls(urls: { upstream: string; telemetry?: string }) {
  runtime.upstream = urls.upstream.replace(/\/+$/, '');
  runtime.telemetry = urls.telemetry?.replace(/\/+$/, '');
}

/** Base URL of the marketplace API, without a trailing slash. */
export function upstreamUrl(): string {
  const url = config().UPSTREAM_API_URL ?? runtime.upstream;
  if (!url) throw new Error('UPSTREAM_API_URL is not set and no sandbox was started');
  return url.replace(/\/+$/, '');
}

/** Base URL of the telemetry socket server; defaults to the upstream API. */
export function telemetryUrl(): string {
  return (config().TELEMETRY_URL ?? runtime.telemetry ?? upstreamUrl()).replace(/\/+$/, '');
}

/** The support contact (issue 15): phone, WhatsApp link and email. */
export function supportContact() {
  const { SUPPORT_PHONE, SUPPORT_WHATSAPP, SUPPORT_EMAIL } = config();
  return { phone: SUPPORT_PHONE, whatsapp: `https://wa.me/${SUPPORT_WHATSAPP.replace(/\D/g, '')}`, whatsappNumber: SUPPORT_WHATSAPP, email: SUPPORT_EMAIL };
}
