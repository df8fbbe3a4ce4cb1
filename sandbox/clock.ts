/**
 * The API's one clock (issues 21 §4, 41 §4): real time plus an offset that tests set or move
 * (/__sandbox/clock), so a document can be walked across its thresholds, a payout account past its
 * 48 hours of cooling-off, or a month to its payout, without waiting for days. Everything the API
 * decides or answers about time reads it — which trips are completed, the payout run and what a
 * payout and its payslip count, "unsettled", the next payout, countdowns, the activity log's and
 * queries' times, the outbox's stamps, the reminder job, pass checks — through `apiNow()`, so no
 * two answers of the API disagree about the time. Only the sandbox's own housekeeping (memo
 * lifetimes, idempotency keys' 24 hours, the telemetry feed's ticks) keeps real time.
 *
 * The offset belongs to the process: one API per process, as the real one has one clock.
 *
 * Tests pin it (issue 45 §6): `pin(ms)` starts the clock at a fixed instant — the seed is made
 * relative to it — and a `reset` goes back to that instant instead of real time, so no route or
 * sandbox test depends on the hour or the day it runs.
 */
export type Clock = { now: () => number; set: (ms: number) => void; advanceDays: (days: number) => void; reset: () => void; offset: () => number; pin: (ms: number) => void };

/**
 * The instant tests pin the API's clock to: Wednesday 18 November 2026, 10:00 in Lagos (mid-week,
 * mid-month, mid-morning). `VP_TEST_INSTANT` (an ISO instant) moves it, to prove the tests hold at
 * any hour: e.g. 23:30 on a month's last day, or just after midnight on 1 January.
 */
export const TEST_INSTANT = Date.parse(process.env.VP_TEST_INSTANT ?? '2026-11-18T09:00:00Z');

let offset = 0;
/** Where a reset returns: 0 (real time), or the offset of the pinned instant when the clock was pinned. */
let base = 0;

/** The API's time now, ms since epoch. */
export const apiNow = (): number => Date.now() + offset;

/** The process's API clock (every call of `createClock` moves the same offset). */
export function createClock(): Clock {
  return {
    now: apiNow,
    set: (ms) => {
      offset = ms - Date.now();
    },
    advanceDays: (days) => {
      offset += days * 86_400_000;
    },
    reset: () => {
      offset = base;
    },
    pin: (ms) => {
      base = ms - Date.now();
      offset = base;
    },
    offset: () => offset,
  };
}
