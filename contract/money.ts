/**
 * The upstream contract of the money (issues 12, 31, 36, 41, 54): zod schemas of the earnings
 * lines, refunds, totals, payouts, summaries, supply costs, payslips, the annual statement and
 * deduction queries, as the portal reads them. Amounts are integers in kobo; dates 'YYYY-MM-DD'.
 */
import { z } from 'zod';
import { kobo } from '~contract/core';
import { deductionItem, deductionQueryStatus, routeRef } from '~contract/fleet';

/** A trip as a money line names it: its id, day (YYYY-MM-DD), departure (HH:MM, Lagos), route, vehicle and driver. */
const tripOfLine = {
  trip_id: z.number(),
  trip_date: z.string(),
  departure_time: z.string(),
  route: routeRef,
  vehicle: z.object({ id: z.number(), plate: z.string() }),
  driver: z.object({ id: z.number(), name: z.string() }),
};
/** Whether a line's money was paid out yet, and by which payout. */
const settlement = z.object({ status: z.enum(['settled', 'unsettled']), payout_reference: z.string().nullable() });

export const earningsLine = z.object({
  ...tripOfLine,
  gross_kobo: kobo,
  deductions_kobo: kobo,
  deductions: z.array(deductionItem),
  net_kobo: kobo,
  settlement,
});
export type EarningsLine = z.infer<typeof earningsLine>;

/**
 * A refund paid with a payout (issue 41 §2): the deduction it refunds, on that deduction's own
 * trip (its date, route, vehicle and driver), the amount (kobo, positive), its words, the query it
 * answers and the month whose payout carries it.
 */
export const refundLine = z.object({
  id: z.number(),
  refund_of: z.number(),
  query_id: z.number().nullable(),
  cause: z.string(),
  note: z.string(),
  amount_kobo: kobo,
  pay_month: z.string(),
  ...tripOfLine,
  settlement,
});
export type RefundLine = z.infer<typeof refundLine>;

/**
 * Money of a period (kobo): its completed trips, their gross and deductions, and the refunds paid
 * with it (issue 41 §2: a refund counts in the month whose payout carries it, with its
 * deduction's trip, driver and vehicle). net = gross − deductions + refunds.
 */
export const totals = z.object({ trips: z.number(), gross_kobo: kobo, deductions_kobo: kobo, refunds_kobo: kobo.default(0), net_kobo: kobo });
export type Totals = z.infer<typeof totals>;

export const earningsPage = z.object({
  data: z.array(earningsLine),
  /** `next`: the position after this page (keyset paging), null on the last page. */
  metadata: z.object({ total: z.number(), page: z.number(), perPage: z.number(), from: z.string(), to: z.string(), totals, next: z.string().nullable().optional() }),
});

export const payout = z.object({
  id: z.number(),
  month: z.string(),
  created_at: z.string(),
  amount_kobo: kobo,
  /** `held`: nothing was paid (no payout account receives payouts yet); its `reason` says why (issue 31 §3). */
  status: z.enum(['pending', 'processing', 'paid', 'held', 'failed', 'reversed']),
  reason: z.string().nullable(),
  reference: z.string(),
  bank_name: z.string(),
  account_name: z.string(),
  account_number: z.string(),
});
export type Payout = z.infer<typeof payout>;

export const earningsSummary = z.object({
  unsettled_kobo: kobo,
  last_updated: z.string().nullable(),
  next_payout_date: z.string(),
  /** The month the next payout settles ('YYYY-MM'), and its net so far (kobo): what it is expected to carry (issue 24 §1). */
  next_payout_month: z.string(),
  next_payout_kobo: kobo,
  /** The account the next payout goes to (number masked), by the cooling-off rule at the payout's time; null: held. */
  next_payout_account: z.object({ bank_name: z.string(), account_name: z.string(), account_number: z.string() }).nullable(),
  /** A payout account still cooling off (issue 24 §2), and when it starts receiving payouts. */
  cooling_off: z.object({ bank_name: z.string(), account_name: z.string(), account_number: z.string(), active_from: z.string() }).nullable(),
  /** The account payouts go to now (number masked). */
  default_account: z.object({ bank_name: z.string(), account_name: z.string(), account_number: z.string() }).nullable(),
  last_payout: payout.nullable(),
  /** This month's margin (issue 53 §5): its net, the drivers' pay for it, and what is left; null before a pay rule gives any pay. */
  month_margin: z.object({ month: z.string(), net_kobo: z.number().int(), driver_pay_kobo: z.number().int(), margin_kobo: z.number().int() }).nullable().default(null),
});
export type EarningsSummary = z.infer<typeof earningsSummary>;

/**
 * What the owner paid the drivers for a period's trips and what was left (issue 53 §5): driver
 * pay as the pay rules give it, attributed to the trips (app/domain/driver-pay.ts `payByLine`),
 * and margin = net − driver pay (negative when pay exceeds the net). Kobo; 0 and the net without rules.
 */
const margin = { driver_pay_kobo: z.number().int().default(0), margin_kobo: z.number().int().default(0) };
export const vehicleEarnings = z.object({ vehicle: z.object({ id: z.number(), plate: z.string(), model: z.string() }), ...totals.shape, ...margin });
export type VehicleEarnings = z.infer<typeof vehicleEarnings>;
/** A driver's earnings for a period (issue 24 §1): the completed trips they drove, with the deductions by cause. */
/**
 * A driver's performance for a period (issue 24 §1; sandbox/rules/driver-performance.ts): trips
 * completed, cancelled by the driver, late starts (left more than 10 minutes after the time),
 * and the passengers' mean rating (1–10, one decimal) with its count.
 */
export const driverPerformance = z.object({ completed: z.number(), cancelled_by_driver: z.number(), late_starts: z.number(), rating: z.number().nullable(), rating_count: z.number() });
export type DriverPerformance = z.infer<typeof driverPerformance>;
export const driverEarnings = z.object({
  driver: z.object({ id: z.number(), name: z.string() }),
  ...totals.shape,
  ...margin,
  deductions_by_cause: z.array(z.object({ cause: z.string(), amount_kobo: kobo })),
  performance: driverPerformance,
});
export type DriverEarnings = z.infer<typeof driverEarnings>;
/**
 * A page of a period's earnings by vehicle or by driver (contract/queries.ts `earningsBreakdown`):
 * `total` rows over all pages, and whether any row has driver pay (issue 53 §5: the pay columns show).
 */
const breakdown = <T extends z.ZodTypeAny>(row: T) =>
  z.object({ data: z.array(row), metadata: z.object({ from: z.string(), to: z.string(), total: z.number().int(), page: z.number().int(), perPage: z.number().int(), pays_drivers: z.boolean() }) });
export const vehicleBreakdown = breakdown(vehicleEarnings);
export const driverBreakdown = breakdown(driverEarnings);
export type Breakdown<T> = { data: T[]; metadata: z.infer<typeof vehicleBreakdown>['metadata'] };

/** One month of a driver's earnings and performance (the driver page's Earnings tab). */
export const driverMonth = z.object({
  month: z.string(),
  from: z.string(),
  to: z.string(),
  ...totals.shape,
  deductions_by_cause: z.array(z.object({ cause: z.string(), amount_kobo: kobo })),
  performance: driverPerformance,
});
export type DriverMonth = z.infer<typeof driverMonth>;

export const costConfiguration = z.object({
  route: routeRef,
  departure_times: z.array(z.string()),
  vehicle: z.object({ id: z.number(), plate: z.string() }),
  driver: z.object({ name: z.string() }).nullable(),
  amount_kobo: kobo,
  effective_from: z.string(),
});
export type CostConfiguration = z.infer<typeof costConfiguration>;

/** A partner's request that the marketplace change a vehicle's supply cost (issue 24 §4); the marketplace decides. */
export const COST_REQUEST_STATUSES = ['submitted', 'accepted', 'declined'] as const;
export const costChangeRequest = z.object({
  id: z.number(),
  vehicle_id: z.number(),
  /** Null: every route of the vehicle. */
  route: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  proposed_kobo: kobo,
  reason: z.string(),
  status: z.enum(COST_REQUEST_STATUSES),
  /** The marketplace's answer, once decided. */
  response: z.string().nullable(),
  requested_by: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type CostChangeRequest = z.infer<typeof costChangeRequest>;

export const vehicleCosts = z.object({
  partner_id: z.number(),
  vehicle: z.object({ id: z.number(), plate: z.string(), model: z.string() }),
  history: z.array(
    z.object({ route: z.object({ id: z.number(), code: z.string(), name: z.string() }), amount_kobo: kobo, effective_from: z.string(), until: z.string().nullable(), in_force: z.boolean() }),
  ),
  /** The vehicle's change requests, newest first. */
  requests: z.array(costChangeRequest),
});

export const payslip = z.object({
  month: z.string(),
  period: z.object({ from: z.string(), to: z.string() }),
  partner: z.object({ company_name: z.string(), owner_name: z.string().nullable(), account_sid: z.string() }),
  payout,
  totals: totals.extend({ deductions_by_cause: z.array(z.object({ cause: z.string(), amount_kobo: kobo })) }),
  /** The refunds this payout carries (issue 41 §2), each on its deduction's own trip. */
  refunds: z.array(refundLine).default([]),
});
export type Payslip = z.infer<typeof payslip>;

/**
 * A partner's year (issue 41 §5): each month's figures as its payslip has them and its payout
 * (null: not made yet), the year's totals with what was paid, the year by vehicle, who the
 * partner is as KYC has it, and the marketplace that pays. All kobo.
 */
export const statement = z.object({
  year: z.number(),
  partner: z.object({
    legal_name: z.string(),
    trading_name: z.string(),
    mode: z.enum(['business', 'individual']),
    address: z.string().nullable(),
    rc_number: z.string().nullable(),
    tin: z.string().nullable(),
    account_sid: z.string(),
  }),
  marketplace: z.object({ name: z.string(), address: z.string(), rc_number: z.string() }),
  prepared_at: z.string(),
  /** Earned in the year: each month worked, its figures and the payout that pays for it (possibly made the next year). */
  months: z.array(totals.extend({ month: z.string(), payout: payout.nullable() })),
  /** `paid_kobo`: the payouts of the year's months (earned basis); `received_kobo`: the payouts paid within the year, whatever month they pay for (issue 54 §6). */
  totals: totals.extend({ paid_kobo: kobo, received_kobo: kobo.default(0), driver_pay_kobo: z.number().int().default(0) }),
  /** Received in the year: every payout paid between 1 January and 31 December (Lagos), with the month it pays for (December's, paid in January, is the next year's). */
  received: z.array(payout).default([]),
  by_vehicle: z.array(vehicleEarnings),
});
export type Statement = z.infer<typeof statement>;

/** A month's payslip in the list: the month and its payout. */
export const payslipSummary = z.object({ month: z.string(), payout });

/**
 * A deduction with where it was taken (issue 36): GET /v1/partners/:id/deductions/:id. `payout`
 * is the payout that carried it (null before its month is paid); `window_closes_on` the last
 * day it may be queried (null while its payout is to come); `window_open` whether it may be now.
 */
export const deductionDetail = deductionItem.extend({
  id: z.number(),
  trip_id: z.number(),
  trip_date: z.string(),
  route_code: z.string(),
  plate: z.string(),
  payout: z.object({ reference: z.string(), paid_on: z.string() }).nullable(),
  window_closes_on: z.string().nullable(),
  /** May it be queried now, by the API's clock (the one that enforces the window)? */
  window_open: z.boolean(),
});
export type DeductionDetail = z.infer<typeof deductionDetail>;

/** A query about a deduction and the marketplace's answer (issue 36 §2–§3), amounts in kobo. */
export const deductionQuery = z.object({
  id: z.number(),
  status: deductionQueryStatus,
  reason: z.string(),
  note: z.string(),
  evidence_url: z.string().nullable(),
  by_name: z.string(),
  created_at: z.string(),
  answer: z.string().nullable(),
  decided_at: z.string().nullable(),
  refunded_kobo: kobo,
  deduction: deductionDetail,
  /** The refund line and the payout that carries it (reference null until it is paid). */
  /** The refund line (its id), on the deduction's own trip, and the month whose payout carries it. */
  refund: z.object({ deduction_id: z.number().optional(), trip_id: z.number(), trip_date: z.string(), month: z.string(), payout_reference: z.string().nullable() }).nullable(),
});
export type DeductionQuery = z.infer<typeof deductionQuery>;
