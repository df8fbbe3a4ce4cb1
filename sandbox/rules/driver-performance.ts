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

/** The figures for the trips of one driver and period. */
export function driverPerformance(trips: readonly TripFacts[]): DriverPerformance {
  const completed = trips.filter((t) => t.status === 'completed');
  const rated = completed.filter((t) => t.rating !== null);
  const sum = rated.reduce((n, t) => n + t.rating!, 0);
  return {
    completed: completed.length,
    cancelled_by_driver: trips.filter((t) => t.status === 'cancelled' && t.cancelledBy === 'driver').length,
    late_starts: completed.filter((t) => (startDelayMinutes(t) ?? 0) > LATE_START_MINUTES).length,
    // One decimal, as the portal shows ratings.
    rating: rated.length ? Math.round((sum / rated.length) * 10) / 10 : null,
    rating_count: rated.length,
  };
}
