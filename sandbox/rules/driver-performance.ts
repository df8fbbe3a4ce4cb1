/**
 * A driver's performance over a period (issue 24 §1), from the API's trip data, one rule for
 * "By driver" and the driver's own page:
 * - completed: trips of the period that ran to the end (not cancelled, ended by now);
 * - cancelled by the driver: trips of the period the driver cancelled (`cancelled_by = driver`);
 * - late starts: completed trips that left their first stop more than LATE_START_MINUTES after
 *   the scheduled departure (`departed_at - starts_at`, whole minutes);
 * - rating: the mean of the passengers' ratings of the completed trips (1–10), with their count;
 *   null when there is none.
 * Input times are ISO instants; the period is chosen by the caller.
 */

/** A start more than this many minutes after the scheduled time is late. */
export const LATE_START_MINUTES = 10;

export type TripFacts = { status: 'upcoming' | 'active' | 'completed' | 'cancelled'; startsAt: string; departedAt: string | null; cancelledBy: 'marketplace' | 'driver' | null; rating: number | null };

export type DriverPerformance = { completed: number; cancelled_by_driver: number; late_starts: number; rating: number | null; rating_count: number };

/** Minutes between the scheduled and the actual departure (negative: early); null when it did not leave. */
export const startDelayMinutes = (t: Pick<TripFacts, 'startsAt' | 'departedAt'>) => (t.departedAt ? Math.floor((Date.parse(t.departedAt) - Date.parse(t.startsAt)) / 60_000) : null);

/** The counts a driver's performance is made of, over one period (ratingSum: the sum of the ratings counted). */
export type PerformanceTally = { completed: number; cancelledByDriver: number; lateStarts: number; ratingSum: number; ratingCount: number };

/** The tally of the trips of one driver and period. */
export function tallyOf(trips: readonly TripFacts[]): PerformanceTally {
  const completed = trips.filter((t) => t.status === 'completed');
  const rated = completed.filter((t) => t.rating !== null);
  return {
    completed: completed.length,
    cancelledByDriver: trips.filter((t) => t.status === 'cancelled' && t.cancelledBy === 'driver').length,
    lateStarts: completed.filter((t) => (startDelayMinutes(t) ?? 0) > LATE_START_MINUTES).length,
    ratingSum: rated.reduce((n, t) => n + t.rating!, 0),
    ratingCount: rated.length,
  };
}

/**
 * The smallest delay (ms from the scheduled to the actual departure) that is a late start: whole
 * minutes over LATE_START_MINUTES. For a tally summed where the trips are (SQL).
 */
export const LATE_START_FROM_MS = (LATE_START_MINUTES + 1) * 60_000;

/** The figures of a tally: the rating the mean to one decimal, as the portal shows ratings; null without any. */
export function performanceOf(t: PerformanceTally): DriverPerformance {
  return {
    completed: t.completed,
    cancelled_by_driver: t.cancelledByDriver,
    late_starts: t.lateStarts,
    rating: t.ratingCount ? Math.round((t.ratingSum / t.ratingCount) * 10) / 10 : null,
    rating_count: t.ratingCount,
  };
}

/** The figures for the trips of one driver and period. */
export const driverPerformance = (trips: readonly TripFacts[]): DriverPerformance => performanceOf(tallyOf(trips));

/** The figures of a driver with no counted trip in the period. */
export const NO_PERFORMANCE: DriverPerformance = Object.freeze(performanceOf({ completed: 0, cancelledByDriver: 0, lateStarts: 0, ratingSum: 0, ratingCount: 0 }));
