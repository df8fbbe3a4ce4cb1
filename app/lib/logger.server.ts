/** The structured logger (pino), one per process, at LOG_LEVEL. */
import pino from 'pino';

export const logger = pino({
  level: process.env.LOG_LEVEL ?? 'info',
  base: { service: 'partner-portal' },
  redact: ['req.headers.cookie', 'req.headers.authorization', 'token', '*.token', '*.password'],
});
