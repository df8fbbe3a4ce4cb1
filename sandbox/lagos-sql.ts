/**
 * Lagos days in SQL (issue 70 §4: one Lagos offset for SQL): the Lagos calendar day of an ISO
 * instant column, written from the one offset (contract/lagos-time.ts `LAGOS_OFFSET_MS`), for every
 * query and trigger of the sandbox that groups or matches trips by their Lagos day.
 */
import { LAGOS_OFFSET_MS } from '../contract/lagos-time.js';

/** The SQLite modifier that moves a UTC instant to Lagos wall time: '+1 hours'. */
export const LAGOS_SQL_MODIFIER = `+${LAGOS_OFFSET_MS / 3_600_000} hours`;

/**
 * The Lagos day ('YYYY-MM-DD') of the ISO instant in `column` (a column name, or `NEW.starts_at`
 * in a trigger), as SQL text.
 */
export const lagosDaySql = (column: string) => `substr(strftime('%Y-%m-%dT%H:%M:%SZ', ${column}, '${LAGOS_SQL_MODIFIER}'), 1, 10)`;
