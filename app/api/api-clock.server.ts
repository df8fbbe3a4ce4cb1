/**
 * The API's clock, as the portal knows it (issue 41 §4): every reply of the marketplace's API
 * carries its time in the standard `Date` header, and the portal keeps how far that clock is from
 * its own (ms, to the second). Every money and time figure the portal computes itself — the
 * current month of an earnings page, a trip's "Departs in", today's date for a form's limits —
 * reads `apiNow()`, so the portal and the API never count by two clocks. Before any reply has
 * come, the offset is 0 (the portal's own time).
 */

import { lagosDate, lagosTomorrow as nextLagosDay } from '~contract/lagos-time';

let offset = 0;

/** Note the API's time from a reply's `Date` header (RFC 7231 format); anything unreadable is ignored. */
export function noteApiDate(date: string | null | undefined, receivedAt = Date.now()): void {
  if (!date) return;
  const at = Date.parse(date);
  // The header has whole seconds: half a second is the best guess of where within it the reply was made.
  if (Number.isFinite(at)) offset = at + 500 - receivedAt;
}

/** The API's time now, ms since epoch (the portal's own time until the API has answered once). */
export const apiNow = (): number => Date.now() + offset;

/** Today in Lagos by the API's clock (issue 41 §4), as YYYY-MM-DD: the one "today" of the portal (issue 55 §3). */
export const lagosToday = (now = new Date(apiNow())): string => lagosDate(now.getTime());
/** Tomorrow in Lagos by the API's clock (YYYY-MM-DD): the day the dashboard and reminders look at. */
export const lagosTomorrow = (now = new Date(apiNow())): string => nextLagosDay(now.getTime());
