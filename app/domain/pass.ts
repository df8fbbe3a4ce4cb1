/**
 * The roadside pass's words and rules on the portal's side (issue 25). The API owns the pass,
 * its scans and the readiness verdict; this module says them: each document's line, the
 * verdict's line and its reason, the time of the check — in the reader's language through a `Say`
 * of the `pass` catalogue (issue 44 §5) — the share text, and which tokens are worth asking the
 * API about. Pure: no I/O.
 */
import type { PassDocument, PassView } from '~contract/fleet';
import { PASS_TOKEN } from '~contract/requests';
import { dayFirst } from '~/domain/readiness';
import { lagosDate, lagosTime } from '~contract/lagos-time';

/** Is `token` of the pass tokens' form (22 base64url characters)? */
export const isPassTokenForm = (token: string | undefined): token is string => Boolean(token && PASS_TOKEN.test(token));

/**
 * How the pass page says a sentence of its catalogue (the `pass` namespace, issue 44 §5): i18next's
 * `t` fixed to the reader's language, or any function of the same shape (tests).
 */
export type Say = (key: string, values?: Record<string, string>) => string;

/**
 * The pass catalogue's keys, whole (issue 70 §2: no key is built at run time): a document's
 * status, its name by type, and a reason by whose it is and its code. A code the catalogue does
 * not know has no key (the caller's fallback speaks).
 */
const STATUS_WORDS: Partial<Record<string, string>> = { under_review: 'status.under_review', rejected: 'status.rejected', missing: 'status.missing' };
const DOCUMENT_WORDS: Partial<Record<string, string>> = {
  vehicle_licence: 'documents.vehicle_licence',
  proof_of_ownership: 'documents.proof_of_ownership',
  insurance: 'documents.insurance',
  roadworthiness: 'documents.roadworthiness',
  hackney_permit: 'documents.hackney_permit',
  cmr: 'documents.cmr',
};
const DRIVER_REASON_WORDS: Partial<Record<string, string>> = {
  licence_class: 'reason.driver.licence_class',
  document_expired: 'reason.driver.document_expired',
  document_missing: 'reason.driver.document_missing',
  document_rejected: 'reason.driver.document_rejected',
  document_under_review: 'reason.driver.document_under_review',
};
const VEHICLE_REASON_WORDS: Partial<Record<string, string>> = {
  document_expired: 'reason.vehicle.document_expired',
  document_missing: 'reason.vehicle.document_missing',
  document_rejected: 'reason.vehicle.document_rejected',
  document_under_review: 'reason.vehicle.document_under_review',
  inactive: 'reason.vehicle.inactive',
};

/** A document's line on the pass: 'Valid until 14-03-2027', 'Expired on 19-11-2026', 'Under review' (in the reader's language). */
export function passDocumentLine(doc: Pick<PassDocument, 'status' | 'expires_at'>, say: Say): string {
  if (doc.status === 'valid') return doc.expires_at ? say('status.valid', { date: dayFirst(doc.expires_at) }) : say('status.validForever');
  if (doc.status === 'expired') return say('status.expired', { date: dayFirst(doc.expires_at ?? '') });
  const key = STATUS_WORDS[doc.status];
  return key ? say(key) : doc.status;
}

/** A document's name on the pass in the reader's language, or the API's label for a type the catalogue does not know. */
export const passDocumentName = (doc: Pick<PassDocument, 'type' | 'label'>, say: Say) => {
  const key = DOCUMENT_WORDS[doc.type];
  return key ? say(key) : doc.label;
};

/**
 * The blocking reason in the reader's language, from the API's `reason_detail` (whose, which
 * rule, which document; a vehicle's document with its expiry date from the pass's own list); the
 * API's English text for a reason the catalogue has no sentence for (a suspension's free text).
 */
export function passReasonLine(pass: Pick<PassView, 'reason' | 'reason_detail' | 'documents'>, say: Say): string | null {
  const detail = pass.reason_detail;
  if (!detail) return pass.reason;
  if (detail.owner === 'driver') return say(DRIVER_REASON_WORDS[detail.code] ?? 'reason.driver.other');
  const doc = pass.documents.find((d) => d.type === detail.document);
  const values = { document: doc ? passDocumentName(doc, say) : (detail.document ?? ''), date: doc?.expires_at ? dayFirst(doc.expires_at) : '', defaultValue: pass.reason ?? '' };
  const key = VEHICLE_REASON_WORDS[detail.code];
  return key ? say(key, values) : (pass.reason ?? '');
}

/** The verdict's line: 'Can operate today: Yes', or 'Can operate today: No — Hackney permit expired on 19-11-2026'. */
export const verdictLine = (canOperate: boolean, reason: string | null, say: Say) => (canOperate ? say('yes') : say('no', { reason: reason ?? say('notInOrder') }));

/**
 * 'Checked at 14:32, 23-11-2026 (Lagos time)' for an instant (ISO): one date format in every
 * surface (issue 51 §9: DD-MM-YYYY, 24-hour; Lagos is UTC+1 all year).
 */
export function checkedAtLine(iso: string, say: Say): string {
  const ms = Date.parse(iso);
  return say('checkedAt', { time: lagosTime(ms), date: dayFirst(lagosDate(ms)) });
}

/** The pass's public address: `origin` + '/pass/' + token. */
export const passUrl = (origin: string, token: string) => `${origin.replace(/\/+$/, '')}/pass/${token}`;

/** What "Share on WhatsApp" sends: the plate and the link. */
export const passShareText = (plate: string, url: string) => `Roadside pass of ${plate}: scan or open ${url} for today's status of its papers.`;
