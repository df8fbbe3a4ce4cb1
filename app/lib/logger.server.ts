/** The structured logger (pino), one per process, at LOG_LEVEL. */
import pino from 'pino';
import { config } from '~/lib/config.server';

export const logger = pino({
  level: config().LOG_LEVEL,
  base: { service: 'partner-portal' },
  redact: ['req.headers.cookie', 'req.headers.authorization', 'token', '*.token', '*.password'],
});
