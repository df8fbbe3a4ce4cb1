/**
 * Time in Lagos (issue 34 §1): the one module for the portal and the API. Lagos is UTC+1 all year
 * (no daylight saving), so a Lagos day is a fixed UTC range. Days are 'YYYY-MM-DD' strings;
 * instants are ms since the epoch or ISO strings. Pure: every function takes its instant; none
 * reads a clock.
 */

/** Lagos's offset from UTC: one hour, in ms. */
export const LAGOS_OFFSET_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The Lagos day of instant `ms`: 'YYYY-MM-DD'. */
export const lagosDate = (ms: number) => new Date(ms + LAGOS_OFFSET_MS).toISOString().slice(0, 10);
/** The Lagos day after the one of `ms`. */
export const lagosTomorrow = (ms: number) => lagosDate(ms + DAY_MS);
/** The Lagos time of day of instant `ms`: 'HH:MM' (24 h). */
export const lagosTime = (ms: number) => new Date(ms + LAGOS_OFFSET_MS).toISOString().slice(11, 16);
/** The instant (ms) of `time` ('HH:MM') on Lagos day `day`. */
export const lagosInstant = (day: string, time: string) => Date.parse(`${day}T${time}:00Z`) - LAGOS_OFFSET_MS;
/** The first instant of Lagos day `day`, as ISO (UTC). */
export const lagosDayStartIso = (day: string) => new Date(lagosInstant(day, '00:00')).toISOString();
/** `day` plus `days` calendar days. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** Whole days from `from` to `to`. */
/** A calendar date as the API and the portal write it: 'YYYY-MM-DD' (issue 45 §4: one pattern). */
export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Is `value` a real calendar day written 'YYYY-MM-DD' (not '2026-02-31')? */
export const isCalendarDay = (value: string) => ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
/** '2026-12-02' → '02-12-2026' (spec section 9: dates shown DD-MM-YYYY). */
export const dayFirst = (day: string) => day.split('-').reverse().join('-');
