/**
 * The sandbox's own clock (issue 21 §4), for its daily reminder job only: real time plus an
 * offset that tests set or move (/__sandbox/clock), so a document can be walked across its
 * thresholds without waiting for days. Everything else in the sandbox keeps real time.
 */
export type Clock = { now: () => number; set: (ms: number) => void; advanceDays: (days: number) => void; reset: () => void };

export function createClock(real: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => real() + offset,
    set: (ms) => {
      offset = ms - real();
    },
    advanceDays: (days) => {
      offset += days * 86_400_000;
    },
    reset: () => {
      offset = 0;
    },
  };
}
