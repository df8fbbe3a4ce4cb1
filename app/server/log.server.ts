/**
 * The structured logger (pino). JSON lines in production and wherever LOG_FORMAT=json; readable
 * lines (pino-pretty, in the same thread) on a developer's terminal. Cookies, tokens and
 * passwords are redacted. server.ts and the app (app/lib/logger.server.ts) each create one.
 */
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import { config } from '~/server/config.server';

/** Paths never written to the log (issue 13: no tokens or personal data in logs). */
export const REDACT = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'token', '*.token', '*.password', 'user.email', 'user.phone'];

/** Query parameters whose values are secrets: sign-in tokens, invitation and reset codes. */
const SECRET_PARAMS = /([?&](?:token|code|otp|password|ref|invite|invite_code|reset_token)=)[^&#]*/gi;

/**
 * Paths whose last segment is a bearer secret: a password reset, a roadside pass (anyone holding
 * it reads the pass), a payout-account cancel link (anyone holding it cancels; issue 31 §2), a
 * driver's document link (anyone holding it sends documents; issue 43 §2) and a driver's pay
 * statement (anyone holding it reads the driver's pay and queries it; issue 67 §11).
 */
const SECRET_PATHS = /^(\/(?:password|pass|payout-account\/cancel|send|pay)\/)[^/?#]+/i;

/**
 * A URL (path and query) fit for a log line (issues 13 §3, 31 §2): the values of secret query
 * parameters and the token of a secret path (`/password/<token>`, `/pass/<token>`,
 * `/payout-account/cancel/<token>`, `/send/<token>`, `/pay/<token>`) become `[redacted]`.
 */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]').replace(SECRET_PATHS, '$1[redacted]');
}

/** A logger at LOG_LEVEL, pretty or JSON as configured. */
export function createLogger(): Logger {
  const cfg = config();
  const options = { level: cfg.LOG_LEVEL, base: { service: 'partner-portal' }, redact: REDACT };
  // Readable outside production even when piped (`npm start | tee`), JSON in production (issue 34 §6).
  const format = cfg.LOG_FORMAT ?? (cfg.NODE_ENV !== 'production' ? 'pretty' : 'json');
  if (format === 'json') return pino(options);
  return pino(options, pretty({ colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service', singleLine: true }));
}
