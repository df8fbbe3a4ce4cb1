/**
 * Process configuration from environment variables, validated with zod at start-up.
 *
 * `loadConfig(env)` returns a typed `Config` or throws `ConfigError` whose message names
 * every bad variable. Outside production a missing SESSION_SECRET is generated (with a
 * warning) and written back to `process.env`, so that server.ts and the Remix build, which
 * each load this module, agree on one secret.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** `TRUST_PROXY`: "true"/"false", a hop count, or a list of addresses/subnets for Express. */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value): boolean | number | string => {
    if (value === '' || value === 'false') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    return value;
  });

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.string().url().optional());

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SESSION_SECRET: z
    .string()
    .optional()
    .refine((v) => v === undefined || v.length >= 32, 'must be at least 32 characters'),
  UPSTREAM_API_URL: optionalUrl.optional(),
  TELEMETRY_URL: optionalUrl.optional(),
  TRUST_PROXY: trustProxySchema.default('false'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  SANDBOX_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  SANDBOX_DB: z.string().default('.data/sandbox.sqlite'),
  SEGMENT_WRITE_KEY: z.string().optional(),
});

export type Config = Omit<z.infer<typeof schema>, 'SESSION_SECRET'> & { SESSION_SECRET: string };

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
  if (value.SESSION_SECRET) return { ...value, SESSION_SECRET: value.SESSION_SECRET, generatedSecret: false };
  if (value.NODE_ENV === 'production') {
    throw new ConfigError(['SESSION_SECRET: required in production (at least 32 characters)']);
  }
  const secret = randomBytes(32).toString('hex');
  env.SESSION_SECRET = secret;
  return { ...value, SESSION_SECRET: secret, generatedSecret: true };
}

let cached: Config | undefined;

/** The process-wide configuration, loaded once. */
export function config(): Config {
  cached ??= loadConfig();
  return cached;
}

/** Base URL of the marketplace API, without a trailing slash. */
export function upstreamUrl(): string {
  const url = config().UPSTREAM_API_URL ?? process.env.UPSTREAM_API_URL;
  if (!url) throw new Error('UPSTREAM_API_URL is not set and no sandbox was started');
  return url.replace(/\/+$/, '');
}

/** Base URL of the telemetry socket server; defaults to the upstream API. */
export function telemetryUrl(): string {
  return (config().TELEMETRY_URL ?? process.env.TELEMETRY_URL ?? upstreamUrl()).replace(/\/+$/, '');
}
