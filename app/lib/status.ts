/**
 * Statuses as words (issue 15: "words, not status codes"): every status code the API sends is
 * shown through `statusLabel`, with a tone for the badge's colour. Pure.
 */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const LABELS: Record<string, [string, Tone]> = {
  // Documents and KYC.
  completed: ['Approved', 'success'],
  approved: ['Approved', 'success'],
  pending: ['Under review', 'info'],
  pending_review: ['Under review', 'info'],
  submitted: ['Under review', 'info'],
  'under review': ['Under review', 'info'],
  'not submitted': ['Not submitted', 'neutral'],
  'not uploaded': ['Not uploaded', 'neutral'],
  missing: ['Not uploaded', 'neutral'],
  rejected: ['Rejected', 'danger'],
  expired: ['Expired', 'danger'],
  expiring_soon: ['Expiring soon', 'warning'],
  // Drivers and vehicles.
  active: ['Active', 'success'],
  inactive: ['Inactive', 'neutral'],
  suspended: ['Suspended', 'danger'],
  // Trips.
  upcoming: ['Upcoming', 'info'],
  cancelled: ['Cancelled', 'neutral'],
  // Passengers on a manifest.
  booked: ['Booked', 'info'],
  checked_in: ['Checked in', 'success'],
  dropped_off: ['Dropped off', 'neutral'],
  no_show: ['No-show', 'warning'],
  // Payouts.
  processing: ['Processing', 'info'],
  paid: ['Paid', 'success'],
  held: ['Held', 'warning'],
  failed: ['Failed', 'danger'],
  reversed: ['Reversed', 'warning'],
  unsettled: ['Unsettled', 'info'],
  settled: ['Settled', 'success'],
  // Readiness (issue 21: the same words on every filter, badge and page).
  ready: ['Ready', 'success'],
  at_risk: ['At risk', 'warning'],
  blocked: ['Cannot work', 'danger'],
  // Compliance.
  ok: ['Compliant', 'success'],
  compliant: ['Compliant', 'success'],
  expiring: ['Expiring soon', 'warning'],
};

/** A trip's statuses read differently from a document's ('completed' is not 'Approved'). */
const TRIP_LABELS: Record<string, [string, Tone]> = {
  upcoming: ['Upcoming', 'info'],
  active: ['On the road', 'success'],
  completed: ['Completed', 'neutral'],
  cancelled: ['Cancelled', 'danger'],
};

/**
 * The label and tone of a status code, read as a trip's when `kind` is 'trip'; an unknown code
 * is humanised ('some_code' → 'Some code').
 */
export function statusLabel(code: string | null | undefined, kind?: 'trip'): { label: string; tone: Tone } {
  const key = (code ?? '').trim().toLowerCase();
  const known = (kind === 'trip' ? TRIP_LABELS[key] : undefined) ?? LABELS[key];
  if (known) return { label: known[0], tone: known[1] };
  if (!key) return { label: 'Unknown', tone: 'neutral' };
  const words = key.replace(/[_-]+/g, ' ');
  return { label: words.charAt(0).toUpperCase() + words.slice(1), tone: 'neutral' };
}
