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
 */
export type Clock = { now: () => number; set: (ms: number) => void; advanceDays: (days: number) => void; reset: () => void; offset: () => number };

let offset = 0;

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
      offset = 0;
    },
    offset: () => offset,
  };
}
