/**
 * The owner's review of what a driver sent by link (issue 43): accept (it becomes a document and
 * goes to the marketplace's review) or reject with a reason (one SMS to the driver, the same link
 * good again). Only who may manage the paper's owner (driver or vehicle) may review it (issue 54 §1).
 */
import { Router, type Request } from 'express';
import { eq } from 'drizzle-orm';
import * as contract from '../../contract/requests.js';
import { isLanguage } from '../../contract/languages.js';
import { DOCUMENT_LINK_LIFE_MS, documentLinkPath } from '../../contract/links.js';
import { rejectedMessage, rejectionReasonLimit } from '../words/document-requests.js';
import { notifyWords } from '../words/notify.js';
import * as s from '../db/schema.js';
import { ApiError, h, notFound, partnerAccess, userOf, validate } from '../http.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import { recordActivity } from '../activity.js';
import { dayFirst, lagosDate } from '../../contract/lagos-time.js';
import { apiNow } from '../clock.js';
import type { SandboxContext } from '../app.js';
import { fleetAccess, DRIVER_ROLES, requireExpiryAfterToday, VEHICLE_ROLES } from './fleet-shared.js';
import { expires, labelOf } from './document-model.js';

export function documentReviewsRouter({ db, portalUrl }: SandboxContext): Router {
  const r = Router();
  const { auth } = fleetAccess(db);

  /** A submission the caller may review: its record's roles (driver managers for a driver's, vehicle managers for a vehicle's). */
  const submissionFor = (req: Request) => {
    const row = db
      .select()
      .from(s.documentSubmissions)
      .where(eq(s.documentSubmissions.id, Number(req.params.id)))
      .get();
    if (!row) throw notFound('Submission');
    partnerAccess(db, userOf(req), String(row.partnerId), row.ownerType === 'vehicle' ? VEHICLE_ROLES : DRIVER_ROLES);
    if (row.status !== 'awaiting_review') throw new ApiError(409, `This document was already ${row.status}`, 'AlreadyReviewed');
    const request = db.select().from(s.documentRequests).where(eq(s.documentRequests.id, row.requestId)).get()!;
    const driver = db.select().from(s.drivers).where(eq(s.drivers.id, request.driverId)).get()!;
    return { row, request, driver };
  };

  r.post(
    '/v1/document-submissions/:id/accept',
    auth,
    h((req, res) => {
      const { row, driver } = submissionFor(req);
      const body = validate(contract.submissionAccept, req.body ?? {});
      const expiresAt = expires(row.type) ? (body.expires_at ?? row.expiresAt) : null;
      // A paper that expires needs a date after today: none at all counts as today.
      if (expires(row.type)) requireExpiryAfterToday(expiresAt ?? lagosDate(apiNow()));
      const owner = row.ownerType === 'vehicle' ? db.select().from(s.vehicles).where(eq(s.vehicles.id, row.ownerId)).get() : db.select().from(s.drivers).where(eq(s.drivers.id, row.ownerId)).get();
      if (!owner || owner.removedAt) throw new ApiError(410, row.ownerType === 'vehicle' ? 'This vehicle is no longer in your fleet' : 'This driver is no longer in your fleet', 'Gone');
      const now = new Date(apiNow()).toISOString();
      db.transaction((tx) => {
        const doc = tx
          .insert(s.documents)
          .values({
            partnerId: row.partnerId,
            ownerType: row.ownerType,
            ownerId: row.ownerId,
            type: row.type,
            number: row.type === 'driver_licence' ? driver.licenceNumber : row.type === 'lasdri' ? driver.declaredLasdriNumber : null,
            fileUrl: row.fileUrl,
            expiresAt,
          })
          .returning()
          .get();
        tx.update(s.documentSubmissions)
          .set({ status: 'accepted', reviewedByUserId: userOf(req).id, reviewedAt: now, documentId: doc.id, expiresAt })
          .where(eq(s.documentSubmissions.id, row.id))
          .run();
        recordActivity(tx, {
          partnerId: row.partnerId,
          actor: userOf(req),
          kind: 'document.accepted',
          subject: 'plate' in owner ? owner.plate : `${driver.fname} ${driver.lname}`,
          detail: expiresAt
            ? {
                text: '{{document}} sent by {{driver}}, valid until {{date}}; sent to the marketplace for approval',
                values: { document: labelOf(row.type), driver: `${driver.fname} ${driver.lname}`, date: dayFirst(expiresAt) },
              }
            : { text: '{{document}} sent by {{driver}}; sent to the marketplace for approval', values: { document: labelOf(row.type), driver: `${driver.fname} ${driver.lname}` } },
        });
      });
      res.json({ data: { id: row.id, status: 'accepted' } });
    }),
  );

  r.post(
    '/v1/document-submissions/:id/reject',
    auth,
    h((req, res) => {
      const { row, request, driver } = submissionFor(req);
      const { reason } = validate(contract.submissionReject, req.body);
      const now = apiNow();
      const language = isLanguage(request.language) ? request.language : 'en-NG';
      const again = randomToken(16);
      const link = `${portalUrl()}${documentLinkPath(again)}`;
      const rejection = { firstName: driver.fname, label: labelOf(row.type), link, language };
      // The reason goes whole in one SMS beside the link (issue 51 §5): a longer one is refused with the number that fits.
      const limit = rejectionReasonLimit(rejection);
      if (reason.length > limit) throw new ApiError(422, `Please keep the reason to ${limit} characters: it goes by SMS with the link`, 'ReasonTooLong', { reason: [`At most ${limit} characters`] });
      const message = rejectedMessage({ ...rejection, reason });
      db.transaction((tx) => {
        tx.update(s.documentSubmissions)
          .set({ status: 'rejected', reason, reviewedByUserId: userOf(req).id, reviewedAt: new Date(now).toISOString() })
          .where(eq(s.documentSubmissions.id, row.id))
          .run();
        // The same link works again, for at least another week, unless it was replaced or withdrawn.
        if (!request.endedAt) {
          const until = Math.max(Date.parse(request.expiresAt), now + DOCUMENT_LINK_LIFE_MS);
          tx.update(s.documentRequests)
            .set({ expiresAt: new Date(until).toISOString() })
            .where(eq(s.documentRequests.id, request.id))
            .run();
          // The message carries the link again: a new token of the same link (only hashes are kept).
          tx.insert(s.documentLinkTokens)
            .values({ requestId: request.id, tokenHash: sha256(again), createdAt: new Date(now).toISOString() })
            .run();
          tx.insert(s.outbox)
            .values({ to: driver.phone, channel: request.channel, subject: notifyWords(language)('subject.rejected'), body: message, link, createdAt: new Date(now).toISOString() })
            .run();
        }
        recordActivity(tx, {
          partnerId: row.partnerId,
          actor: userOf(req),
          kind: 'document.rejected',
          subject: `${driver.fname} ${driver.lname}`,
          detail: { text: '{{document}}: {{reason}}', values: { document: labelOf(row.type), reason } },
        });
      });
      res.json({ data: { id: row.id, status: 'rejected' } });
    }),
  );

  return r;
}
