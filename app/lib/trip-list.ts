/**
 * The trips list's query (issue 11), shared by the list and its CSV export (issue 34 §2: shared
 * loaders live below the routes): the tab, the date range turned round when typed the wrong way,
 * the search and the ids, from the URL. Pure.
 */
import { dateRange, readListQuery } from '~/lib/list-query';
import { TRIP_TABS, type TripTab } from '~/domain/trips';

export const TRIP_FILTERS = { tab: TRIP_TABS, from: 'date', to: 'date', search: 'text', route_id: 'id', vehicle_id: 'id', driver_id: 'id' } as const;

/** The list's query (tab, range, search…) from the URL, corrected; shared with the export. */
export function tripListQuery(url: URL) {
  const raw = readListQuery(url.searchParams, TRIP_FILTERS);
  const tab: TripTab = (raw.tab as TripTab | undefined) ?? 'active';
  const range = dateRange(raw.from, raw.to);
  const { notice, ...dates } = range;
  const query = { ...raw, tab, ...dates };
  const api = { status: tab, from: dates.from, to: dates.to, search: raw.search, route_id: raw.route_id, vehicle_id: raw.vehicle_id, driver_id: raw.driver_id };
  return { query, api, notice };
}
