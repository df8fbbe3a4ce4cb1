/**
 * The structured logger (pino). JSON lines in production and wherever LOG_FORMAT=json; readable
 * lines (pino-pretty, in the same thread) on a developer's terminal. Cookies, tokens and
 * passwords are redacted. server.ts and the app (app/lib/logger.server.ts) each create one.
 */
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';
import { config } from '~/lib/config.server';

/** Paths never written to the log (issue 13: no tokens or personal data in logs). */
export const REDACT = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'token', '*.token', '*.password', 'user.email', 'user.phone'];

/** A logger at LOG_LEVEL, pretty or JSON as configured. */
export function createLogger(): Logger {
  const cfg = config();
  const options = { level: cfg.LOG_LEVEL, base: { service: 'partner-portal' }, redact: REDACT };
  const format = cfg.LOG_FORMAT ?? (cfg.NODE_ENV !== 'production' && process.stdout.isTTY ? 'pretty' : 'json');
  if (format === 'json') return pino(options);
  return pino(options, pretty({ colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,service', singleLine: true }));
}
