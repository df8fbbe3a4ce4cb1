/**
 * Pay periods on the calendar (issue 67 §1; ADR 0058): what `period=week|month&start=YYYY-MM-DD`
 * means in the API's pay routes and the portal's pay pages — a week runs Monday to Sunday, a month
 * is a calendar month, both in Lagos days. Shared on purpose, as Lagos time is: both sides must read
 * a period's query the same way. Which period a driver is paid by (a rule's kind, a period cut where
 * the kind changes) is the API's to work out; this module only names the calendar's.
 * Pure: days are 'YYYY-MM-DD' strings; no clock is read.
 */
import { addDays, isCalendarDay } from './lagos-time.js';

/** How often a driver is paid: weeks run Monday to Sunday (Lagos), months are calendar months. */
export const PAY_PERIODS = ['week', 'month'] as const;
export type PayPeriodKind = (typeof PAY_PERIODS)[number];

/** A pay period: its kind and its first and last Lagos day, inclusive. */
export type PayPeriod = { kind: PayPeriodKind; start: string; end: string };

/** Monday of `day`'s week. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));

/**
 * The calendar period of `kind` that holds `day`: its Monday to Sunday, or its calendar month.
 * @param day 'YYYY-MM-DD' (a Lagos day).
 */
export function periodOf(day: string, kind: PayPeriodKind): PayPeriod {
  if (kind === 'week') {
    const start = mondayOf(day);
    return { kind, start, end: addDays(start, 6) };
  }
  const start = `${day.slice(0, 7)}-01`;
  const next = new Date(`${start}T12:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { kind, start, end: addDays(next.toISOString().slice(0, 10), -1) };
}

/** The calendar period after `period`, of its kind. */
export const nextPeriod = (period: PayPeriod): PayPeriod => periodOf(addDays(period.end, 1), period.kind);
/** The calendar period before `period`, of its kind. */
export const previousPeriod = (period: PayPeriod): PayPeriod => periodOf(addDays(period.start, -1), period.kind);

/**
 * The one reading of a pay period's query (issue 70 §4: one period parser): `period` ('month', else
 * week) holding `start` (a calendar day, else `today`).
 * @param query anything with `get(name)` (URLSearchParams) or a plain object of the query's values.
 * @param today the Lagos day to fall back on ('YYYY-MM-DD').
 */
export function periodQuery(query: URLSearchParams | Record<string, unknown>, today: string): PayPeriod {
  const read = (name: string): unknown => (query instanceof URLSearchParams ? query.get(name) : query[name]);
  const start = read('start');
  return periodOf(typeof start === 'string' && isCalendarDay(start) ? start : today, read('period') === 'month' ? 'month' : 'week');
}

/** A period's query string, the one writing of it: 'period=week&start=2026-11-16'. */
export const periodSearch = (period: Pick<PayPeriod, 'kind' | 'start'>) => `period=${period.kind}&start=${period.start}`;
