/**
 * The roadside pass's words and rules on the portal's side (issue 25). The API owns the pass,
 * its scans and the readiness verdict; this module says them: each document's line, the
 * verdict's line, the time of the check, the share text, and which tokens are worth asking the
 * API about. Pure: no I/O.
 */
import type { PassDocument } from '~contract/fleet';
import { PASS_TOKEN } from '~contract/requests';
import { dayFirst, type Reason } from '~/domain/readiness';
import { lagosDate, lagosTime } from '~contract/lagos-time';

/** Is `token` of the pass tokens' form (22 base64url characters)? */
export const isPassTokenForm = (token: string | undefined): token is string => Boolean(token && PASS_TOKEN.test(token));

/** A document's line on the pass: 'Valid until 14-03-2027', 'Expired on 19-11-2026', 'Under review'. */
export function passDocumentLine(doc: Pick<PassDocument, 'status' | 'expires_at'>): string {
  switch (doc.status) {
    case 'valid':
      return doc.expires_at ? `Valid until ${dayFirst(doc.expires_at)}` : 'Valid (does not expire)';
    case 'expired':
      return `Expired on ${dayFirst(doc.expires_at ?? '')}`;
    case 'under_review':
      return 'Under review';
    case 'rejected':
      return 'Rejected: not valid';
    case 'missing':
      return 'Not on file';
  }
}

/** The verdict's line: 'Can operate today: Yes', or 'Can operate today: No — Hackney permit expired on 19-11-2026'. */
export const verdictLine = (canOperate: boolean, reason: string | null) => (canOperate ? 'Can operate today: Yes' : `Can operate today: No — ${reason ?? 'its papers are not in order'}`);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Checked at 14:32, 23 Nov 2026 (Lagos time)' for an instant (ISO). Lagos is UTC+1 all year. */
export function checkedAtLine(iso: string): string {
  const ms = Date.parse(iso);
  const [y, m, d] = lagosDate(ms).split('-').map(Number);
  return `Checked at ${lagosTime(ms)}, ${d} ${MONTHS[m - 1]} ${y} (Lagos time)`;
}

/** The pass's public address: `origin` + '/pass/' + token. */
export const passUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}/pass/${token}`;

/** What "Share on WhatsApp" sends: the plate and the link. */
export const passShareText = (plate: string, url: string) => `Roadside pass of ${plate}: scan or open ${url} for today's status of its papers.`;

/**
 * A blocking reason as the public pass may say it (issue 32 §3): the vehicle's own reasons as the
 * rule words them; a reason about the driver without naming or describing the person.
 */
export function passReason(reason: Pick<Reason, 'owner' | 'code' | 'message'>): string {
  if (reason.owner === 'vehicle') return reason.message;
  switch (reason.code) {
    case 'licence_class':
      return "The assigned driver's licence class does not cover this vehicle";
    case 'document_expired':
      return 'A required document of the assigned driver has expired';
    case 'document_missing':
      return 'A required document of the assigned driver is missing';
    case 'document_rejected':
    case 'document_under_review':
      return 'A required document of the assigned driver is not approved';
    default:
      return 'The assigned driver may not drive today';
  }
}
