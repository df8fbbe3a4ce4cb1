/** The app's logger, one per process (see app/lib/log.server.ts). */
import { createLogger } from '~/server/log.server';

export const logger = createLogger();
