/**
 * The documents a driver's link asks for and what came back (issue 43): the rows' shared reading
 * for the owner's side (sandbox/routes/document-requests.ts), the driver's public page
 * (document-links.ts) and the owner's review (document-reviews.ts). Labels and expiry of each
 * document type, a link's state, what was received and the last review of each paper; the JSON
 * views of a submission and of a link's documents.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DocumentSubmission, documentLinkState, LinkDocument } from '../../contract/document-requests.js';
import { documentLinkPath } from '../../contract/links.js';
import { rejectionReasonLimit } from '../words/document-requests.js';
import { LINK_TOKEN_DOTS } from '../words/notify.js';
import * as s from '../db/schema.js';
import type { Db } from '../db/index.js';
import { type DriverView, type VehicleView } from '../fleet-model.js';
import { DRIVER_DOCUMENT_TYPES, VEHICLE_DOCUMENT_TYPES } from '../rules/fleet.js';

/** A link's state, as the API answers it. */
type DocumentLinkState = z.infer<typeof documentLinkState>;

/** The document states a driver may be asked to send a photo for: not uploaded, expiring, expired or rejected. */
const ASKABLE = new Set(['missing', 'expiring_soon', 'expired', 'rejected']);

/**
 * May a document in `state` be asked for, with a replacement in `replacementStatus` (if any)? Not
 * while one is under review. The API's own rule; the portal offers the same choice
 * (app/domain/document-requests.ts `isAskable`), and tests/integration/two-sides.test.ts compares them.
 */
export const isAskable = (state: string, replacementStatus: string | null | undefined): boolean => ASKABLE.has(state) && replacementStatus !== 'pending_review';

/** One document a link asks for: whose (driver or vehicle, by id) and its type code. */
export type Asked = { owner_type: 'driver' | 'vehicle'; owner_id: number; type: string };
/** A link's row (`document_requests`). */
export type RequestRow = typeof s.documentRequests.$inferSelect;

/** Every document type the fleet knows, by code: its label and whether it expires. */
export const TYPES = new Map<string, { label: string; expires: boolean }>([...VEHICLE_DOCUMENT_TYPES, ...DRIVER_DOCUMENT_TYPES].map((t) => [t.code, { label: t.label, expires: t.expires }]));
/** A type's label (its code if unknown). */
export const labelOf = (type: string) => TYPES.get(type)?.label ?? type;
/** Does a type carry an expiry date (unknown types do)? */
export const expires = (type: string) => TYPES.get(type)?.expires ?? true;

/** The name a partner shows a driver: its trading name, or for an individual partner the owner's name. */
export function tradingName(db: Db, partner: typeof s.partners.$inferSelect): string {
  if (partner.mode === 'business') return partner.companyName ?? 'Your fleet owner';
  const owner = db.select().from(s.users).where(eq(s.users.id, partner.ownerUserId)).get();
  return owner ? `${owner.fname} ${owner.lname}`.trim() : 'Your fleet owner';
}

/** The documents of `driver` (and of the vehicle they drive) the owner may ask for now, with who may ask for which. */
export function askableOf(driver: DriverView, vehicle: VehicleView | null, mayVehicle: boolean) {
  const mine = driver.documents
    .filter((d) => isAskable(d.state, d.replacement?.status))
    .map((d) => ({ owner_type: 'driver' as const, owner_id: driver.id, type: d.type, label: d.label, expires: expires(d.type), state: d.state, plate: null }));
  const its =
    vehicle && mayVehicle
      ? vehicle.documents
          .filter((d) => d.required && isAskable(d.state, d.replacement?.status))
          .map((d) => ({ owner_type: 'vehicle' as const, owner_id: vehicle.id, type: d.type, label: d.label, expires: expires(d.type), state: d.state, plate: vehicle.plate }))
      : [];
  return [...mine, ...its];
}

/** A link's state now: ended (replaced, withdrawn), expired, complete (each document sent and not rejected), or open. */
export function linkState(row: RequestRow, submissions: readonly (typeof s.documentSubmissions.$inferSelect)[], now: number): DocumentLinkState {
  if (row.endedReason) return row.endedReason;
  if (Date.parse(row.expiresAt) <= now) return 'expired';
  return askedOf(row).every((a) => received(a, submissions)) ? 'complete' : 'open';
}

/** The documents a link asks for (stored as JSON on its row). */
export const askedOf = (row: RequestRow): Asked[] => JSON.parse(row.asked) as Asked[];
/** Was `a` sent through the link and not rejected since? */
export const received = (a: Asked, submissions: readonly (typeof s.documentSubmissions.$inferSelect)[]) =>
  submissions.some((x) => x.ownerType === a.owner_type && x.ownerId === a.owner_id && x.type === a.type && x.status !== 'rejected');

/** The owner's review of the last file sent for `a` (submissions are newest first), and a rejection's reason. */
export function lastReview(a: Asked, submissions: readonly (typeof s.documentSubmissions.$inferSelect)[]): Pick<LinkDocument, 'review' | 'reason'> {
  const last = submissions.find((x) => x.ownerType === a.owner_type && x.ownerId === a.owner_id && x.type === a.type);
  return { review: last?.status ?? null, reason: last?.status === 'rejected' ? last.reason : null };
}

/** What was sent through the links `requestIds`, newest first. */
export function submissionsOf(db: Db, requestIds: number[]) {
  return requestIds.length ? db.select().from(s.documentSubmissions).where(inArray(s.documentSubmissions.requestId, requestIds)).orderBy(desc(s.documentSubmissions.id)).all() : [];
}

/** The JSON views that read the database: a submission, a link's documents, the plates they name. */
export function documentViews(db: Db, portalUrl: () => string) {
  const submissionJson = (x: typeof s.documentSubmissions.$inferSelect, plates: Map<number, string>, firstName: string): DocumentSubmission => {
    const language = db.select({ language: s.documentRequests.language }).from(s.documentRequests).where(eq(s.documentRequests.id, x.requestId)).get()?.language as DocumentSubmission['language'];
    const reviewer = x.reviewedByUserId ? db.select().from(s.users).where(eq(s.users.id, x.reviewedByUserId)).get() : undefined;
    return {
      id: x.id,
      owner_type: x.ownerType,
      owner_id: x.ownerId,
      type: x.type,
      label: labelOf(x.type),
      plate: x.ownerType === 'vehicle' ? (plates.get(x.ownerId) ?? null) : null,
      expires: expires(x.type),
      file_url: x.fileUrl,
      mime:
        db
          .select({ mime: s.files.mime })
          .from(s.files)
          .where(eq(s.files.key, x.fileUrl.split('/files/')[1] ?? ''))
          .get()?.mime ?? null,
      expires_at: x.expiresAt,
      sent_at: x.sentAt,
      status: x.status,
      reason: x.reason,
      reviewed_at: x.reviewedAt,
      reviewed_by: reviewer ? `${reviewer.fname} ${reviewer.lname}` : null,
      document_id: x.documentId,
      language,
      // What the owner's reason may hold for the rejection's SMS to stay one segment (ADR 0071), counted as the reject call counts it.
      reason_limit:
        x.status === 'awaiting_review' ? rejectionReasonLimit({ firstName, label: labelOf(x.type), link: `${portalUrl()}${documentLinkPath(LINK_TOKEN_DOTS)}`, language: language ?? 'en-NG' }) : null,
    };
  };

  const linkDocuments = (row: RequestRow, submissions: readonly (typeof s.documentSubmissions.$inferSelect)[], plates: Map<number, string>): LinkDocument[] =>
    askedOf(row).map((a) => ({
      owner_type: a.owner_type,
      owner_id: a.owner_id,
      type: a.type,
      label: labelOf(a.type),
      expires: expires(a.type),
      plate: a.owner_type === 'vehicle' ? (plates.get(a.owner_id) ?? null) : null,
      received: received(a, submissions),
      ...lastReview(a, submissions),
    }));

  const platesOf = (partnerId: number, rows: readonly { owner_type?: string; ownerType?: string; owner_id?: number; ownerId?: number }[]) => {
    const ids = [...new Set(rows.filter((x) => (x.owner_type ?? x.ownerType) === 'vehicle').map((x) => (x.owner_id ?? x.ownerId)!))];
    return new Map(
      ids.length
        ? db
            .select({ id: s.vehicles.id, plate: s.vehicles.plate })
            .from(s.vehicles)
            .where(and(eq(s.vehicles.partnerId, partnerId), inArray(s.vehicles.id, ids)))
            .all()
            .map((v) => [v.id, v.plate])
        : [],
    );
  };

  return { submissionJson, linkDocuments, platesOf };
}
