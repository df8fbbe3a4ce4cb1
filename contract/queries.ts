/**
 * The upstream contract's query strings (spec section 7; issue 34 §4): what the portal puts after
 * the `?` of each GET and what the marketplace reads, in one place, as `requests.ts` is for
 * bodies. The sandbox reads every query with these schemas (`validate(schema, req.query)`), and
 * the portal's client types each call's query with `QueryOf<schema>`, so a renamed or new key is a
 * type error on one side or a test failure on the other.
 *
 * Lists are lenient, as a list's link may carry a stale or hand-edited value: a bad page, filter
 * or search falls back to its default (the list still answers). A value that names a period or a
 * record the reply depends on (an earnings month, a date range, a cursor) is strict: 422.
 * Numbers are coerced from the query's text; dates are 'YYYY-MM-DD', months 'YYYY-MM'.
 */
import { z } from 'zod';
import { DASHBOARD_PERIODS, EXPORT_PAGE } from '~contract/constants';
import { ISO_DATE } from '~contract/lagos-time';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '~contract/languages';

/** A query as the portal's client sends it: the schema's keys, each a string or number, all optional. */
export type QueryOf<S extends z.ZodTypeAny> = { [K in keyof z.input<S>]?: string | number | undefined };

/** The longest date range of an earnings query, in days. */
export const MAX_RANGE_DAYS = 366;

/** The default and largest page of a list (offset paging), in rows. */
export const PAGE = { default: 10, max: EXPORT_PAGE.list } as const;

/** An integer read leniently: a value that is not one is `fallback`; one out of range is clamped to it. */
const clampedInt = (min: number, max: number, fallback: number) =>
  z.coerce
    .number()
    .int()
    .catch(fallback)
    .transform((n) => Math.min(max, Math.max(min, n)));

/** A filter value that is one of `values`, or none. */
const oneOf = <T extends [string, ...string[]]>(values: T) => z.enum(values).optional().catch(undefined);
const positiveId = z.coerce.number().int().positive().optional().catch(undefined);
const lenientDate = z.string().regex(ISO_DATE).optional().catch(undefined);
/** The longest search a list reads, in characters: longer text is cut (the portal cuts it first). */
export const SEARCH_MAX = 60;
/** Free text of a list's search, trimmed and cut to SEARCH_MAX; blank is none. */
const search = z
  .string()
  .transform((t) => t.trim().slice(0, SEARCH_MAX) || undefined)
  .optional()
  .catch(undefined);

/** Offset paging: `page` from 1, `perPage` 1–100 (default 10). */
export const page = z.object({ page: clampedInt(1, Number.MAX_SAFE_INTEGER, 1), perPage: clampedInt(1, PAGE.max, PAGE.default) });

/** `export=csv` marks the reads of an export: its first page is logged once (issue 24 §3). */
export const exportMark = z.object({ export: z.literal('csv').optional().catch(undefined) });

/** The day a verdict is for: `today`, `tomorrow` or a date (by the API's clock; issue 32 §8). */
export const day = z.object({
  day: z
    .union([z.enum(['today', 'tomorrow']), z.string().regex(ISO_DATE)])
    .optional()
    .catch(undefined),
});

/** A digest's preview (issue 42 §5): the day, and for the owner the message of a kind of manager (`vehicles`, `drivers`). */
export const digestPreview = day.extend({ scope: z.enum(['vehicles', 'drivers']).optional().catch(undefined) });

/**
 * The fleet's readiness on a day: `omit=trips` leaves out the day's trips (each trip carries its
 * own verdict in the trip lists); `only=attention` leaves out the vehicles and drivers that are
 * ready (their numbers stay in `totals`) but those named in `ids` (up to 100, comma-separated):
 * what the dashboard's card, the fleet lists and a record's page read, a few dozen rows of a fleet
 * of thousands (issue 52 §5).
 */
export const fleetReadiness = day.extend({
  omit: z.literal('trips').optional().catch(undefined),
  only: z.literal('attention').optional().catch(undefined),
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,99}$/)
    .transform((v) => v.split(',').map(Number))
    .optional()
    .catch(undefined),
});

/** A keyset position in a list of trips (`after=`, opaque); a malformed one is refused by its reader. */
const after = z.string().max(200).optional();

// ——— Fleet (spec section 7.3) ———

export const COMPLIANCE_FILTERS = ['expiring', 'expired', 'missing', 'attention'] as const;
export const STATUS_FILTERS = ['pending', 'active', 'inactive', 'suspended'] as const;
export const READINESS_FILTERS = ['ready', 'at_risk', 'blocked'] as const;

/** The drivers' and vehicles' lists: search, state, documents, readiness on `day`, the owner's own switch. */
const fleetList = page
  .merge(exportMark)
  .merge(day)
  .extend({
    search,
    status: oneOf([...STATUS_FILTERS]),
    compliance: oneOf([...COMPLIANCE_FILTERS]),
    readiness: oneOf([...READINESS_FILTERS]),
    partner_status: oneOf(['active', 'inactive']),
  });
/**
 * `for_vehicle` / `for_driver` (issue 42 §1): each row carries the API's verdict on assigning it
 * to that vehicle or driver today (404 when that record is not the partner's).
 */
export const driverList = fleetList.extend({ has_vehicle: oneOf(['true', 'false']), for_vehicle: z.string().optional() });
export const vehicleList = fleetList.extend({ has_driver: oneOf(['true', 'false']), for_driver: z.string().optional() });

/** A driver's or vehicle's trips, newest first, in an optional date range. */
export const recordTrips = page.extend({ from: lenientDate, to: lenientDate });

/** The trips an assignment would move (GET …/driver/preview). */
export const assignPreview = z.object({ driver_id: z.coerce.number().int().positive() });

/** The dashboard's period (spec section 9); All by default. */
export const dashboardSummary = z.object({ period: z.enum(DASHBOARD_PERIODS).catch('All').default('All') });

/** Document types: every city's without `city`, that city's and the common ones with it. */
export const documentTypes = z.object({ city: z.string().max(10).optional() });

// ——— Operations (spec section 7.4) ———

export const TRIP_STATUSES = ['upcoming', 'active', 'completed', 'cancelled'] as const;

/** The trips list: status, date range, route, vehicle, driver, and a route code or name search. */
export const tripList = page.merge(exportMark).extend({
  status: oneOf([...TRIP_STATUSES]),
  from: lenientDate,
  to: lenientDate,
  route_id: positiveId,
  vehicle_id: positiveId,
  driver_id: positiveId,
  search,
  after,
});

/** The routes list: a code, name or place search and a city. */
export const routeList = page.extend({ search, city_id: positiveId });

// ——— Money (spec section 7.5) ———

const strictMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month (YYYY-MM)');
const strictDate = z.string().regex(ISO_DATE, 'must be a date (YYYY-MM-DD)');
/** Blank is absent: a GET form sends every field. */
const blankless = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** An earnings period: a month, or from and to (both, at most MAX_RANGE_DAYS); the current month by default. */
export const earningsPeriod = z.object({ month: blankless(strictMonth), from: blankless(strictDate), to: blankless(strictDate) });

/**
 * Earnings lines: the period, a vehicle and a route (404 when not the partner's), pages of up to
 * EXPORT_PAGE.lines (exports) by position (`after`) or number, oldest first with `order=asc`.
 */
export const earningsLines = earningsPeriod.merge(exportMark).extend({
  vehicle_id: z.string().optional(),
  route_id: z.string().optional(),
  page: page.shape.page,
  perPage: clampedInt(1, EXPORT_PAGE.lines, PAGE.default),
  after,
  order: z.enum(['asc', 'desc']).catch('desc').default('desc'),
});

/** The orders of "By driver" (app/domain/earnings.ts `sortDrivers` is the rule): by name, or by a figure. */
export const DRIVER_SORTS = ['driver', 'trips', 'net', 'net_low', 'cancelled', 'late', 'rating'] as const;

/**
 * A period's earnings by vehicle or by driver (issue 52 §5: a fleet has 2,000 vehicles and 2,500
 * drivers): with `perPage` (1–EXPORT_PAGE.list), the page `page` (from 1) of it, by-driver in
 * `sort`'s order (by net, best first, by default); without, every row (the payslip's PDF).
 */
export const earningsBreakdown = earningsPeriod.extend({
  page: page.shape.page,
  perPage: z.coerce.number().int().min(1).max(EXPORT_PAGE.list).optional().catch(undefined),
  sort: oneOf([...DRIVER_SORTS]),
});

/** The refunds paid within a period (issue 41 §2), of a vehicle, a route or a driver (404 when not the partner's). */
export const refundLines = earningsPeriod.extend({ vehicle_id: z.string().optional(), route_id: z.string().optional(), driver_id: z.string().optional() });

/** One driver's last `months` months (1–12, default 6). */
export const driverMonths = z.object({ months: z.coerce.number().int().min(1).max(12).default(6) });

/** The settlement accounts of a partner, by its account SID. */
export const settlementAccounts = z.object({ partnerId: z.string().min(1) });

/** Deduction queries by state (issue 36). */
export const deductionQueryList = page.extend({ status: blankless(z.enum(['open', 'upheld', 'refunded', 'partly_refunded'])) });

// ——— Accounts, team and reference data (spec sections 7.1, 7.2, 7.6) ———

/** Cities, with the fields asked for. */
export const cities = z.object({ limit: clampedInt(1, 1000, 1000), fields: z.string().max(200).optional() });

/** Address suggestions: fewer than 3 characters suggest nothing. */
export const places = z.object({ input: z.string().trim().catch('').default('') });

/** Roles of a group (the partner's by default). */
export const roles = z.object({ group: z.string().max(30).default('partner') });

/** A partner's team, paged. */
export const accountMembers = page.extend({ owner_id: z.string().min(1, 'Required'), owner_type: z.literal('partner').optional() });

/** An invitation by its code. */
export const invitation = z.object({ code: z.string().max(100).catch('').default('') });

/** A pay period by its kind and a day in it (contract/pay-periods.ts `periodQuery` reads it): the current week when absent. */
export const payPeriod = z.object({ period: z.enum(['week', 'month']).optional(), start: z.string().optional() });

/** The drivers a pay run is asked for (`ids=1,2,3`, at most 100), else all. */
const idList = z
  .string()
  .transform((t) =>
    t
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0)
      .slice(0, EXPORT_PAGE.list),
  )
  .optional()
  .catch(undefined);

/**
 * GET /v1/partners/:id/pay/run (issue 67 §10): besides `period` and `start`, a search by driver name,
 * a set of drivers, a state, the page (50 rows by default, 100 at most) and `items=1` for each
 * row's lines.
 */
export const payRun = z.object({
  q: search,
  ids: idList,
  state: oneOf(['paid', 'payable', 'earlier_unpaid', 'on_the_road', 'open']),
  page: clampedInt(1, Number.MAX_SAFE_INTEGER, 1),
  perPage: clampedInt(1, EXPORT_PAGE.list, 50),
  items: z
    .string()
    .transform((v) => v === '1')
    .optional()
    .catch(undefined)
    .transform((v) => v ?? false),
});

/** GET /v1/partners/:id/pay/drivers: the pay pages' driver picker, by name (20 a page by default). */
export const payDrivers = z.object({ q: search, page: clampedInt(1, Number.MAX_SAFE_INTEGER, 1), perPage: clampedInt(1, EXPORT_PAGE.list, 20) });

/** A message's language in a preview's query: one of the portal's five, English when not said or not one. */
const messageLanguage = z.enum(LANGUAGE_CODES).catch(DEFAULT_LANGUAGE);

/**
 * GET /v1/drivers/:id/document-requests/preview (ADR 0071): the SMS the API would send for the
 * `documents` named (comma-separated 'driver.driver_licence,vehicle.insurance'; those that may not
 * be asked now ignored; not given: every one that may) in `language`.
 */
export const documentRequestPreview = z.object({
  // A value not of this form names no document (an empty preview), never "every one".
  documents: z
    .string()
    .regex(/^(driver|vehicle)\.[a-z_]{1,40}(,(driver|vehicle)\.[a-z_]{1,40}){0,15}$/)
    .optional()
    .catch(''),
  language: messageLanguage,
});

/** GET /v1/partners/:id/pay/statements/preview (ADR 0071): the pay statement SMS the API would send a driver for a period, in `language`. */
export const payStatementPreview = payPeriod.extend({ driver_id: z.coerce.number().int().positive(), language: messageLanguage });

/** GET /v1/partners/:id/pay/queries: the drivers' queries still to answer (default), or all. */
export const payQueries = z.object({ state: oneOf(['open', 'all']) });
