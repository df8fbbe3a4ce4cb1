/**
 * Facts the portal and the API both need, written once (issue 34 §1). A test
 * (`tests/integration/one-fact.test.ts`) fails when a known one is typed again elsewhere.
 */

/** A required document expiring within this many days puts its owner at risk (readiness) and is "expiring soon" (the API's states). */
export const AT_RISK_DAYS = 30;

/** How long a new or changed payout account cools off before payouts go to it, in hours (ADR 0022). */
export const COOLING_OFF_HOURS = 48;

/** Dashboard periods (spec section 9), in the order the filter shows them. */
export const DASHBOARD_PERIODS = ['All', 'current_year', 'current_month', 'current_week', 'today', 'yesterday', 'last_month', 'last_week'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** Largest accepted upload, in bytes (5 MB). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** MIME types accepted for uploads, read from the content: images and PDF. */
export const UPLOAD_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;

/** The largest page an export asks the API for: lists with offset paging, and keyset-paged lines. */
export const EXPORT_PAGE = { list: 100, lines: 1000, activity: 200 } as const;

/** An account number as the portal and the API show it: '******6789' (the last four digits). */
export const maskAccountNumber = (n: string) => (n ? `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}` : '');

/**
 * Deduction queries (issue 36 §1): a deduction may be queried for QUERY_WINDOW_DAYS after the
 * payout that carried it (any time before that payout); the note is at most QUERY_NOTE_MAX
 * characters; the reasons, as the partner reads them.
 */
export const QUERY_WINDOW_DAYS = 30;
export const QUERY_NOTE_MAX = 1000;
export const DEDUCTION_QUERY_REASONS = {
  left_on_time: 'The trip left on time',
  vehicle_was_there: 'The vehicle was there',
  damage_not_ours: 'The damage was not ours',
  other: 'Other',
} as const;
export type DeductionQueryReason = keyof typeof DEDUCTION_QUERY_REASONS;
/** The cause of a refund line: a negative deduction on the payout that carries it. */
export const REFUND_CAUSE = 'refund';

/** The causes of deductions, in words (issue 24 §1). */
export const DEDUCTION_CAUSES: Record<string, string> = {
  late_departure: 'Late departure',
  no_show_vehicle: 'Vehicle did not show',
  breakdown: 'Breakdown',
  damage: 'Damage',
  penalty: 'Penalty',
  refund: 'Refund',
};

/** A deduction's cause in words; an unknown code is humanised. */
export function causeLabel(cause: string): string {
  return DEDUCTION_CAUSES[cause] ?? (cause.charAt(0).toUpperCase() + cause.slice(1)).replace(/_/g, ' ');
}
