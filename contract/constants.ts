/**
 * Facts the portal and the API both need, written once (issue 34 §1). A test
 * (`tests/integration/one-fact.test.ts`) fails when a known one is typed again elsewhere.
 */

/** A required document expiring within this many days puts its owner at risk (readiness) and is "expiring soon" (the API's states). */
export const AT_RISK_DAYS = 30;

/** How long a new or changed payout account cools off before payouts go to it, in hours (ADR 0022). */
export const COOLING_OFF_HOURS = 48;

/** The largest page an export asks the API for: lists with offset paging, and keyset-paged lines. */
export const EXPORT_PAGE = { list: 100, lines: 1000, activity: 200 } as const;

/** An account number as the portal and the API show it: '******6789' (the last four digits). */
export const maskAccountNumber = (n: string) => (n ? `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}` : '');
