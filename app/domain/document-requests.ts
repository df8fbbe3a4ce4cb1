/**
 * Asking a driver for a document (issue 43): which documents may be asked, what each must show,
 * the one-segment SMS that carries the link, and the link's states in words. Pure: the API (the
 * sandbox) builds its message and judges its links with these functions, and the portal previews
 * the same message and shows the same words.
 */

import { PASS_TOKEN } from '~contract/requests';
import { SMS_SEGMENT, toGsm7 } from '~/domain/sms';
import { notifyWords, shortName, SMS_NAME, smsIn } from '~/domain/notify';
import { sayIn } from '~/domain/say';
import { joinList } from '~/domain/list-words';
import type { Language } from '~contract/languages';

/** How long a link stays valid after it is sent (or after a rejection reopens it), in ms: 7 days. */
export const DOCUMENT_LINK_LIFE_MS = 7 * 86_400_000;
/** The public page's path for a token. */
export const documentLinkPath = (token: string) => `/send/${token}`;

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

/** A document's English label as `language` names it: the `fleet` catalogue's name (English where it has none). */
export const nameIn = (label: string, language: Language) => sayIn(language, 'fleet')(label);

/**
 * The SMS (or WhatsApp message) that asks a driver for documents (issues 43 §6, 51 §5): one
 * segment (`smsIn`), naming the partner, the documents and the link, in `language` (English when
 * not given); where the names do not fit, the documents are counted ("3 documents"), then the
 * partner's name is left out.
 * @param firstName the driver's first name; `tradingName` the partner's; `labels` the documents' English labels; `link` the full URL.
 * @throws Error when not even the short message fits (a link too long for an SMS).
 */
export function askMessage({
  firstName,
  tradingName,
  labels,
  link,
  language = 'en-NG',
}: {
  firstName: string;
  tradingName: string;
  labels: readonly string[];
  link: string;
  language?: Language;
}): string {
  const name = shortName(firstName, SMS_NAME.person);
  const partner = shortName(tradingName, SMS_NAME.partner);
  const named = joinList(
    language,
    labels.map((l) => nameIn(l, language)),
  );
  const counted = labels.length === 1 ? named : notifyWords(language)('ask.documents', { count: labels.length });
  return smsIn(language, [
    { key: 'sms.ask', values: { name, partner, what: named, link } },
    { key: 'sms.ask', values: { name, partner, what: counted, link } },
    { key: 'sms.ask.short', values: { name, what: counted, link } },
  ]);
}

type Rejection = { firstName: string; label: string; reason: string; link: string; language?: Language };

/**
 * The SMS that says a sent document was rejected, why, and the link to send it again (issues 43
 * §4, 51 §5): one segment in `language`, the owner's reason whole — never cut (the form limits it
 * to `rejectionReasonLimit`).
 * @throws Error when the reason is longer than `rejectionReasonLimit` allows.
 */
export function rejectedMessage({ firstName, label, reason, link, language = 'en-NG' }: Rejection): string {
  return smsIn(language, [{ key: 'sms.rejected', values: { name: shortName(firstName, SMS_NAME.person), document: nameIn(label, language), reason: reason.trim().replace(/[.!?]+$/, ''), link } }]);
}

/**
 * How many characters the owner's reason may have so that the rejection's SMS, with the driver's
 * name, the document's name and the link, is one segment in plain letters (issue 51 §5): what the
 * form says and checks, and what the API enforces.
 */
export function rejectionReasonLimit(r: Omit<Rejection, 'reason'>): number {
  const empty = rejectedMessage({ ...r, reason: '' });
  return Math.max(0, SMS_SEGMENT - toGsm7(empty).length);
}

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
