/**
 * The drivers' and vehicles' lists' filters (issues 10, 21, 32 §1), shared by each list and its CSV
 * export (issue 34 §2: shared loaders live below the routes): search, readiness and the day.
 */
import { READINESS_FILTER } from '~/domain/readiness';

export const VEHICLE_FILTERS = { search: 'text', status: READINESS_FILTER, day: ['today', 'tomorrow'] } as const;
export const DRIVER_FILTERS = { search: 'text', status: READINESS_FILTER, day: ['today', 'tomorrow'], has_vehicle: ['true', 'false'] } as const;
