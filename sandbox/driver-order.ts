/**
 * The order of the API's "by driver" breakdown when the portal asks for one (`sort`, issue 24 §1;
 * the sorts are the contract's DRIVER_SORTS): the API's own rule, which the portal shows as it
 * comes. Names A–Z; a figure largest first (the most trips, the best net, the most late starts or
 * cancellations, the best rating, a driver without ratings last); `net_low` the lowest net first
 * among those who drove, idle drivers last; ties by name.
 */
import type { DRIVER_SORTS } from '../contract/queries.js';

type Row = { driver: { name: string }; trips: number; net_kobo: number; performance: { cancelled_by_driver: number; late_starts: number; rating: number | null } };

/**
 * @param rows the breakdown's rows, left as they are.
 * @param sort one of the contract's DRIVER_SORTS.
 * @returns a new array in that order.
 */
export function sortDrivers<T extends Row>(rows: readonly T[], sort: (typeof DRIVER_SORTS)[number]): T[] {
  const byName = (a: T, b: T) => a.driver.name.localeCompare(b.driver.name);
  const figure: Record<Exclude<typeof sort, 'driver' | 'net_low'>, (r: T) => number> = {
    trips: (r) => r.trips,
    net: (r) => r.net_kobo,
    cancelled: (r) => r.performance.cancelled_by_driver,
    late: (r) => r.performance.late_starts,
    rating: (r) => r.performance.rating ?? -1,
  };
  if (sort === 'driver') return [...rows].sort(byName);
  if (sort === 'net_low') return [...rows].sort((a, b) => Number(a.trips === 0) - Number(b.trips === 0) || a.net_kobo - b.net_kobo || byName(a, b));
  return [...rows].sort((a, b) => figure[sort](b) - figure[sort](a) || byName(a, b));
}
