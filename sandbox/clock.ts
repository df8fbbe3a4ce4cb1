/**
 * The sandbox's own clock (issue 21 §4): real time plus an offset that tests set or move
 * (/__sandbox/clock), so a document can be walked across its thresholds, or a payout account
 * past its 48 hours of cooling-off (issue 24 §2), without waiting for days. It drives the
 * reminder job, roadside pass checks and the payout account rule; everything else keeps real
 * time.
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
