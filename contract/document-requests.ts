/**
 * A driver's document link (issue 43): the replies of the API's calls that ask a driver for
 * documents, show the public page, and review what the driver sent. Dates 'YYYY-MM-DD'; times ISO.
 */
import { z } from 'zod';
import { LANGUAGE_CODES } from '~contract/languages';
import { documentStateName } from '~contract/fleet';

const ownerType = z.enum(['driver', 'vehicle']);
export const documentLinkState = z.enum(['open', 'complete', 'replaced', 'withdrawn', 'expired']);

/** A document the owner may ask for now: missing, expiring, expired or rejected, nothing under review. */
export const askableDocument = z.object({
  owner_type: ownerType,
  owner_id: z.number(),
  type: z.string(),
  label: z.string(),
  /** Does the document carry an expiry date? */
  expires: z.boolean(),
  state: documentStateName,
  /** The vehicle's plate, for a vehicle's document. */
  plate: z.string().nullable(),
});
export type AskableDocument = z.infer<typeof askableDocument>;

/**
 * A document asked through a link, whether the driver sent it (and it was not rejected since), and
 * the owner's last word on what was sent (issue 54 §8): `review` null before anything was sent,
 * `reason` the owner's own words when they rejected it (free text, shown as written).
 */
export const linkDocument = askableDocument.omit({ state: true }).extend({
  received: z.boolean(),
  review: z.enum(['awaiting_review', 'accepted', 'rejected']).nullable().default(null),
  reason: z.string().nullable().default(null),
});
export type LinkDocument = z.infer<typeof linkDocument>;

/** What a driver sent, and the owner's review. `file_url` is the API's; the portal serves it behind its own session. */
export const documentSubmission = z.object({
  id: z.number(),
  owner_type: ownerType,
  owner_id: z.number(),
  type: z.string(),
  label: z.string(),
  plate: z.string().nullable(),
  expires: z.boolean(),
  file_url: z.string(),
  /** The file's type, read from its content: 'image/jpeg', 'application/pdf'. */
  mime: z.string().nullable(),
  expires_at: z.string().nullable(),
  sent_at: z.string(),
  status: z.enum(['awaiting_review', 'accepted', 'rejected']),
  reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reviewed_by: z.string().nullable(),
  /** The document an accepted submission became (under the marketplace's review). */
  document_id: z.number().nullable(),
  /** The language of the link it came through (issue 51 §5): a rejection's SMS speaks it, and the form's limit is counted in it. */
  language: z.enum(LANGUAGE_CODES).optional(),
  /**
   * The most characters the owner's reason may have so that the rejection's SMS (the driver's
   * name, the document's, the link) stays one segment, counted by the API that sends it (ADR 0071);
   * null once reviewed. The form says and checks it; the API refuses a longer one.
   */
  reason_limit: z.number().int().nonnegative().nullable().default(null),
});
export type DocumentSubmission = z.infer<typeof documentSubmission>;

/** GET /v1/drivers/:id/document-requests: what may be asked, the latest link, and what was sent through the driver's links. */
export const driverDocumentRequests = z.object({
  trading_name: z.string(),
  first_name: z.string(),
  askable: z.array(askableDocument),
  link: z
    .object({
      id: z.number(),
      channel: z.enum(['sms', 'whatsapp']),
      state: documentLinkState,
      created_at: z.string(),
      expires_at: z.string(),
      created_by: z.string(),
      opened_at: z.string().nullable(),
      documents: z.array(linkDocument),
    })
    .nullable(),
  submissions: z.array(documentSubmission),
});
export type DriverDocumentRequests = z.infer<typeof driverDocumentRequests>;

/** POST /v1/document-links/open (and /submit): the public page's view. Only the partner's name and the driver's first name. */
export const documentLinkView = z.object({
  state: z.enum(['open', 'complete']),
  trading_name: z.string(),
  first_name: z.string(),
  expires_at: z.string(),
  documents: z.array(linkDocument),
  /** The language the owner chose for the driver's messages (issue 44 §4): the page speaks it too. */
  language: z.enum(LANGUAGE_CODES).optional(),
});
export type DocumentLinkView = z.infer<typeof documentLinkView>;

/**
 * A message the API would send, as the person receives it, the link's private part as dots of
 * the same length (ADR 0071): the portal shows it before the owner sends, and never composes it.
 */
export const messagePreview = z.object({ message: z.string() });
