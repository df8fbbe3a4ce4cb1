/**
 * Asking a driver for a document (issue 43), the portal's side: which documents may be asked,
 * what each must show, and the link's states in words. Pure. The message that carries the link is
 * the API's (sandbox/words/document-requests.ts); the portal shows the preview the API answers
 * (ADR 0071).
 */

import { PASS_TOKEN } from '~contract/requests';

/** Is `token` of the links' form: 16 random bytes (128 bits) as 22 base64url characters, as a pass's? */
export const isDocumentLinkTokenForm = (token: string | undefined): token is string => typeof token === 'string' && PASS_TOKEN.test(token);

/** A document's states in which the owner may ask the driver for it: not uploaded, expiring, expired or rejected, with nothing under review. */
const ASKABLE_STATES = new Set(['missing', 'expiring_soon', 'expired', 'rejected']);

/** May a document in `state` (with a replacement in `replacementStatus`, if any) be asked for? */
export function isAskable(state: string, replacementStatus: string | null | undefined): boolean {
  return ASKABLE_STATES.has(state) && replacementStatus !== 'pending_review';
}

/** May a readiness reason be answered by the driver sending a photo: a paper missing, expired, rejected or expiring (not one under review)? */
export const isAskableReason = (code: string) => code === 'document_missing' || code === 'document_expired' || code === 'document_rejected' || code === 'document_expiring';

/** What a photo of each document must show, for the driver's page. */
export const WHAT_IT_MUST_SHOW: Record<string, string> = {
  driver_licence: 'The front of the licence card: your photo, name, licence number, class and expiry date, all four corners.',
  lasdri: 'The front of the LASDRI card: your photo, card number and expiry date.',
  vehicle_licence: 'The vehicle licence paper, with the plate number and expiry date readable.',
  proof_of_ownership: 'The proof of ownership paper, with the owner’s name and the plate number.',
  insurance: 'The insurance certificate kept in the vehicle, with the plate number and expiry date.',
  roadworthiness: 'The roadworthiness certificate, with the plate number and expiry date.',
  hackney_permit: 'The hackney permit, with the plate number and expiry date.',
  cmr: 'The CMR certificate, with the plate number.',
};

/** What a photo of `type` must show, or a plain default. */
export const whatItMustShow = (type: string) => WHAT_IT_MUST_SHOW[type] ?? 'The whole document, every word readable.';

/** A link's state, as the API answers it. */
export type DocumentLinkState = 'open' | 'complete' | 'replaced' | 'withdrawn' | 'expired';

/** What the driver's page says of a link that no longer takes files. */
export const LINK_CLOSED: Record<Exclude<DocumentLinkState, 'open'>, string> = {
  complete: 'Everything asked was sent. Thank you: the owner will check it.',
  replaced: 'This link was replaced by a newer one. Use the latest message you received.',
  withdrawn: 'The owner no longer needs this link. Ask them if you still have a document to send.',
  expired: 'This link has expired. Ask the owner to send you a new one.',
};

/** What the owner reads of a link's state on the driver's page. */
export const LINK_STATE_WORDS: Record<DocumentLinkState, string> = {
  open: 'Waiting for the driver',
  complete: 'Everything asked was sent',
  replaced: 'Replaced by a newer link',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};

/** A submission's words for the owner. */
export const SUBMISSION_WORDS = {
  awaiting_review: 'Sent by the driver — awaiting your review',
  accepted: 'Accepted: sent to the marketplace for approval',
  rejected: 'Rejected',
} as const;
