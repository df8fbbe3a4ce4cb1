/**
 * The one clock's Lagos days (contract/lagos-time.ts; issue 70 §3), as properties over any instant
 * and any day, against an independent reference: the platform's own time-zone data
 * (`Intl.DateTimeFormat` with Africa/Lagos), not the module's fixed offset.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayFirst, daysBetween, isCalendarDay, lagosDate, lagosDayStartIso, lagosInstant, lagosTime } from './lagos-time';

const lagos = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
/** [YYYY-MM-DD, HH:MM] of `ms` in Lagos, by the platform's time-zone data. */
const reference = (ms: number) => {
  const p = Object.fromEntries(lagos.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return [`${p.year}-${p.month}-${p.day}`, `${p.hour}:${p.minute}`] as const;
};
// 1970 to 2100, to the millisecond.
const instant = fc.integer({ min: 0, max: Date.UTC(2100, 0, 1) });
const day = instant.map((ms) => new Date(ms).toISOString().slice(0, 10));

describe('Lagos days and times', () => {
  it('name the Lagos day and time of any instant as the time-zone data does', () => {
    fc.assert(
      fc.property(instant, (ms) => {
        expect([lagosDate(ms), lagosTime(ms)]).toEqual(reference(ms));
      }),
      { numRuns: 2_000 },
    );
  });

  it("start each day at its Lagos midnight: the instant before is the day before, and the day's start is its own", () => {
    fc.assert(
      fc.property(day, (d) => {
        const start = lagosInstant(d, '00:00');
        expect(lagosDate(start)).toBe(d);
        expect(lagosDate(start - 1)).toBe(addDays(d, -1));
        expect(Date.parse(lagosDayStartIso(d))).toBe(start);
        expect(reference(start)).toEqual([d, '00:00']);
      }),
    );
  });

  it('count and step days without drift, and write them day first', () => {
    fc.assert(
      fc.property(day, fc.integer({ min: -4000, max: 4000 }), (d, n) => {
        const later = addDays(d, n);
        expect(isCalendarDay(later)).toBe(true);
        expect(daysBetween(d, later)).toBe(n);
        expect(addDays(later, -n)).toBe(d);
        expect(dayFirst(d)).toBe(`${d.slice(8, 10)}-${d.slice(5, 7)}-${d.slice(0, 4)}`);
      }),
    );
  });
});
