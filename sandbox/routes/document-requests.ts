/**
 * A driver's document link (issue 43): the owner (or a manager of the record) asks a driver for
 * documents; the API makes a single-purpose link (a 128-bit token kept as its SHA-256, bound to
 * the partner, the driver and the documents asked), sends it by SMS or WhatsApp in one GSM-7
 * segment, and receives what the driver sends through the portal's public page. Nothing the
 * driver sends becomes a document by itself: the owner accepts it (it then goes to the
 * marketplace's review like any upload) or rejects it with a reason (one SMS to the driver; the
 * same link works again). Every step is in the activity log.
 *
 * Calls (contract/requests.ts, contract/document-requests.ts):
 * - GET /v1/drivers/:id/document-requests — what may be asked, the latest link, what was sent.
 * - POST /v1/drivers/:id/document-requests — ask (a new link replaces the live one).
 * - DELETE /v1/document-requests/:id — withdraw a live link.
 * - POST /v1/document-links/open, /files, /submit — the public page's read, file and send (no user: the token).
 * - POST /v1/document-submissions/:id/accept, /reject — the owner's review.
 */
import { Router, type Request } from 'express';
import { and, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import * as contract from '../../contract/requests.js';
import type { DocumentLinkView, DocumentSubmission, DriverDocumentRequests, LinkDocument } from '../../contract/document-requests.js';
import { isLanguage } from '../../contract/languages.js';
import { askMessage, DOCUMENT_LINK_LIFE_MS, documentLinkPath, isAskable, rejectedMessage, rejectionReasonLimit, type DocumentLinkState } from '../../app/domain/document-requests.js';
import { notifyWords } from '../../app/domain/notify.js';
import * as s from '../db/schema.js';
import type { Db } from '../db/index.js';
import { ApiError, h, notFound, partnerAccess, userOf, validate } from '../http.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import { driverViews, vehicleViews, type DriverView, type VehicleView } from '../fleet-model.js';
import { receiveFile } from '../uploads.js';
import { recordActivity } from '../activity.js';
import { dayFirst, lagosDate } from '../../contract/lagos-time.js';
import { DRIVER_DOCUMENT_TYPES, VEHICLE_DOCUMENT_TYPES } from '../rules/fleet.js';
import { apiNow } from '../clock.js';
import type { SandboxContext } from '../app.js';
import { fleetAccess, DRIVER_ROLES, VEHICLE_ROLES } from './fleet-shared.js';

type Asked = { owner_type: 'driver' | 'vehicle'; owner_id: number; type: string };
type RequestRow = typeof s.documentRequests.$inferSelect;

/** One hour, in ms: a viewer's opening of a link counts once in it. */
const OPEN_WINDOW_MS = 3_600_000;

const TYPES = new Map<string, { label: string; expires: boolean }>([...VEHICLE_DOCUMENT_TYPES, ...DRIVER_DOCUMENT_TYPES].map((t) => [t.code, { label: t.label, expires: t.expires }]));
const labelOf = (type: string) => TYPES.get(type)?.label ?? type;
const expires = (type: string) => TYPES.get(type)?.expires ?? true;

/** The name a partner shows a driver: its trading name, or for an individual partner the owner's name. */
export function tradingName(db: Db, partner: typeof s.partners.$inferSelect): string {
  if (partner.mode === 'business') return partner.companyName ?? 'Your fleet owner';
  const owner = db.select().from(s.users).where(eq(s.users.id, partner.ownerUserId)).get();
  return owner ? `${owner.fname} ${owner.lname}`.trim() : 'Your fleet owner';
}

/** The documents of `driver` (and of the vehicle they drive) the owner may ask for now, with who may ask for which. */
function askableOf(driver: DriverView, vehicle: VehicleView | null, mayVehicle: boolean) {
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
function linkState(row: RequestRow, submissions: readonly (typeof s.documentSubmissions.$inferSelect)[], now: number): DocumentLinkState {
  if (row.endedReason) return row.endedReason;
  if (Date.parse(row.expiresAt) <= now) return 'expired';
  return askedOf(row).every((a) => received(a, submissions)) ? 'complete' : 'open';
}

const askedOf = (row: RequestRow): Asked[] => JSON.parse(row.asked) as Asked[];
/** Was `a` sent through the link and not rejected since? */
const received = (a: Asked, submissions: readonly (typeof s.documentSubmissions.$inferSelect)[]) =>
  submissions.some((x) => x.ownerType === a.owner_type && x.ownerId === a.owner_id && x.type === a.type && x.status !== 'rejected');

/** The owner's review of the last file sent for `a` (submissions are newest first), and a rejection's reason. */
function lastReview(a: Asked, submissions: readonly (typeof s.documentSubmissions.$inferSelect)[]): Pick<LinkDocument, 'review' | 'reason'> {
  const last = submissions.find((x) => x.ownerType === a.owner_type && x.ownerId === a.owner_id && x.type === a.type);
  return { review: last?.status ?? null, reason: last?.status === 'rejected' ? last.reason : null };
}

function submissionsOf(db: Db, requestIds: number[]) {
  return requestIds.length ? db.select().from(s.documentSubmissions).where(inArray(s.documentSubmissions.requestId, requestIds)).orderBy(desc(s.documentSubmissions.id)).all() : [];
}

export function documentRequestsRouter({ db, uploadDir, publicUrl, portalUrl }: SandboxContext): Router {
  const r = Router();
  const { auth, driverOf } = fleetAccess(db);

  /** May the caller manage the vehicle documents of `partnerId` (the owner, or a vehicle manager)? */
  const mayVehicles = (req: Request, partnerId: number) => {
    try {
      partnerAccess(db, userOf(req), String(partnerId), VEHICLE_ROLES);
      return true;
    } catch {
      return false;
    }
  };

  /** The vehicle the driver drives, as a view, or null. */
  const vehicleOfDriver = (driver: DriverView) => (driver.vehicle ? (vehicleViews(db, driver.partner_id, [driver.vehicle.id])[0] ?? null) : null);

  const submissionJson = (x: typeof s.documentSubmissions.$inferSelect, plates: Map<number, string>): DocumentSubmission => {
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
      language: db.select({ language: s.documentRequests.language }).from(s.documentRequests).where(eq(s.documentRequests.id, x.requestId)).get()?.language as DocumentSubmission['language'],
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

  /** The owner's view of a driver's links and submissions. */
  const driverRequests = (req: Request, driver: DriverView): DriverDocumentRequests => {
    const now = apiNow();
    const partner = db.select().from(s.partners).where(eq(s.partners.id, driver.partner_id)).get()!;
    const latest = db.select().from(s.documentRequests).where(eq(s.documentRequests.driverId, driver.id)).orderBy(desc(s.documentRequests.id)).limit(10).all();
    // A vehicle's paper is read only by who may read vehicles (issue 54 §1): a driver manager sees the driver's own.
    const mayVehicle = mayVehicles(req, driver.partner_id);
    const submissions = submissionsOf(
      db,
      latest.map((x) => x.id),
    ).filter((x) => mayVehicle || x.ownerType !== 'vehicle');
    const link = latest[0];
    const linkSubmissions = link ? submissions.filter((x) => x.requestId === link.id) : [];
    const asker = link ? db.select().from(s.users).where(eq(s.users.id, link.createdByUserId)).get() : undefined;
    const opened = link ? db.select().from(s.documentLinkOpens).where(eq(s.documentLinkOpens.requestId, link.id)).orderBy(desc(s.documentLinkOpens.openedAt)).get() : undefined;
    const plates = platesOf(driver.partner_id, [...submissions, ...(link ? askedOf(link) : [])]);
    return {
      trading_name: tradingName(db, partner),
      first_name: driver.fname,
      askable: askableOf(driver, vehicleOfDriver(driver), mayVehicle),
      link: link
        ? {
            id: link.id,
            channel: link.channel,
            state: linkState(link, linkSubmissions, now),
            created_at: link.createdAt,
            expires_at: link.expiresAt,
            created_by: asker ? `${asker.fname} ${asker.lname}` : '',
            opened_at: opened?.openedAt ?? null,
            documents: linkDocuments(link, linkSubmissions, plates),
          }
        : null,
      submissions: submissions.slice(0, 20).map((x) => submissionJson(x, plates)),
    };
  };

  r.get(
    '/v1/drivers/:id/document-requests',
    auth,
    h((req, res) => {
      const driver = driverOf(req);
      res.json({ data: driverRequests(req, driver) });
    }),
  );

  // Ask: a new link for the documents chosen, replacing the driver's live one, sent on the channel chosen.
  r.post(
    '/v1/drivers/:id/document-requests',
    auth,
    h((req, res) => {
      const driver = driverOf(req);
      const body = validate(contract.documentRequestCreate, req.body);
      const vehicle = vehicleOfDriver(driver);
      const askable = askableOf(driver, vehicle, true);
      const mayVehicle = mayVehicles(req, driver.partner_id);
      const asked: Asked[] = [];
      for (const d of body.documents) {
        if (d.owner_type === 'vehicle' && !mayVehicle) throw new ApiError(403, 'Only the owner or a vehicle manager can ask for a vehicle’s documents', 'Forbidden');
        const found = askable.find((a) => a.owner_type === d.owner_type && a.type === d.type);
        if (!found)
          throw new ApiError(422, `${labelOf(d.type)} is not missing, expiring, expired or rejected`, 'ValidationError', {
            documents: [`${labelOf(d.type)} does not need to be sent now`],
          });
        if (!asked.some((a) => a.owner_type === found.owner_type && a.type === found.type)) asked.push({ owner_type: found.owner_type, owner_id: found.owner_id, type: found.type });
      }
      const now = apiNow();
      const token = randomToken(16);
      const partner = db.select().from(s.partners).where(eq(s.partners.id, driver.partner_id)).get()!;
      const link = `${portalUrl()}${documentLinkPath(token)}`;
      const language = body.language ?? 'en-NG';
      const message = askMessage({ firstName: driver.fname, tradingName: tradingName(db, partner), labels: asked.map((a) => labelOf(a.type)), link, language });
      db.transaction((tx) => {
        const live = tx
          .select()
          .from(s.documentRequests)
          .where(and(eq(s.documentRequests.driverId, driver.id), isNull(s.documentRequests.endedAt)))
          .get();
        if (live)
          tx.update(s.documentRequests)
            .set({ endedAt: new Date(now).toISOString(), endedReason: 'replaced' })
            .where(eq(s.documentRequests.id, live.id))
            .run();
        tx.insert(s.documentRequests)
          .values({
            partnerId: driver.partner_id,
            driverId: driver.id,
            tokenHash: sha256(token),
            channel: body.channel,
            language,
            asked: JSON.stringify(asked),
            createdByUserId: userOf(req).id,
            createdAt: new Date(now).toISOString(),
            expiresAt: new Date(now + DOCUMENT_LINK_LIFE_MS).toISOString(),
          })
          .run();
        tx.insert(s.outbox)
          .values({ to: driver.phone, channel: body.channel, subject: notifyWords(language)('subject.ask'), body: message, link, createdAt: new Date(now).toISOString() })
          .run();
        recordActivity(tx, {
          partnerId: driver.partner_id,
          actor: userOf(req),
          kind: 'document.asked',
          subject: `${driver.fname} ${driver.lname}`,
          detail: {
            text: `{{documents}} by ${body.channel === 'sms' ? 'SMS' : 'WhatsApp'}${live ? '; the earlier link was replaced' : ''}`,
            values: { documents: asked.map((a) => labelOf(a.type)).join(', ') },
          },
        });
      });
      res.status(201).json({ data: driverRequests(req, driverViews(db, driver.partner_id, [driver.id])[0]!) });
    }),
  );

  r.delete(
    '/v1/document-requests/:id',
    auth,
    h((req, res) => {
      const row = db
        .select()
        .from(s.documentRequests)
        .where(eq(s.documentRequests.id, Number(req.params.id)))
        .get();
      if (!row) throw notFound('Link');
      partnerAccess(db, userOf(req), String(row.partnerId), DRIVER_ROLES);
      const driver = driverViews(db, row.partnerId, [row.driverId])[0];
      if (!row.endedAt)
        db.transaction((tx) => {
          tx.update(s.documentRequests)
            .set({ endedAt: new Date(apiNow()).toISOString(), endedReason: 'withdrawn' })
            .where(eq(s.documentRequests.id, row.id))
            .run();
          recordActivity(tx, {
            partnerId: row.partnerId,
            actor: userOf(req),
            kind: 'document.link_withdrawn',
            subject: driver ? `${driver.fname} ${driver.lname}` : '',
            detail: { text: 'The link no longer works' },
          });
        });
      res.status(204).end();
    }),
  );

  // ——— The public page's calls: no user; the token is the only key, and it travels in bodies and headers, never in a URL the API logs ———

  /** The link of `token` that still takes files, or the error its state answers (404 unknown, 410 ended). */
  const openLink = (token: string) => {
    const hash = sha256(token);
    // The token the link was sent with, or one a rejection sent again (issue 51 §5).
    const row =
      db.select().from(s.documentRequests).where(eq(s.documentRequests.tokenHash, hash)).get() ??
      db
        .select({ r: s.documentRequests })
        .from(s.documentLinkTokens)
        .innerJoin(s.documentRequests, eq(s.documentRequests.id, s.documentLinkTokens.requestId))
        .where(eq(s.documentLinkTokens.tokenHash, hash))
        .get()?.r;
    if (!row) throw notFound('Link');
    const driver = db.select().from(s.drivers).where(eq(s.drivers.id, row.driverId)).get();
    if (!driver || driver.removedAt) throw new ApiError(410, 'This link was withdrawn', 'LinkWithdrawn');
    const submissions = submissionsOf(db, [row.id]);
    const state = linkState(row, submissions, apiNow());
    if (state === 'replaced') throw new ApiError(410, 'This link was replaced by a newer one', 'LinkReplaced');
    if (state === 'withdrawn') throw new ApiError(410, 'This link was withdrawn', 'LinkWithdrawn');
    if (state === 'expired') throw new ApiError(410, 'This link has expired', 'LinkExpired');
    return { row, driver, submissions, state };
  };

  const linkView = (link: ReturnType<typeof openLink>): DocumentLinkView => {
    const partner = db.select().from(s.partners).where(eq(s.partners.id, link.row.partnerId)).get()!;
    const plates = platesOf(link.row.partnerId, askedOf(link.row));
    // The driver's first name and the partner's name only: no surname, phone or other vehicle.
    return {
      state: link.state === 'complete' ? 'complete' : 'open',
      trading_name: tradingName(db, partner),
      first_name: link.driver.fname,
      expires_at: link.row.expiresAt,
      documents: linkDocuments(link.row, link.submissions, plates),
      language: isLanguage(link.row.language) ? link.row.language : 'en-NG',
    };
  };

  r.post(
    '/v1/document-links/open',
    h((req, res) => {
      const { token, viewer } = validate(contract.documentLinkOpen, req.body);
      const link = openLink(token);
      const now = apiNow();
      if (viewer) {
        const seen = db
          .select()
          .from(s.documentLinkOpens)
          .where(and(eq(s.documentLinkOpens.requestId, link.row.id), eq(s.documentLinkOpens.viewer, viewer), gte(s.documentLinkOpens.openedAt, new Date(now - OPEN_WINDOW_MS).toISOString())))
          .get();
        if (!seen)
          db.transaction((tx) => {
            tx.insert(s.documentLinkOpens)
              .values({ requestId: link.row.id, viewer, openedAt: new Date(now).toISOString() })
              .run();
            recordActivity(tx, {
              partnerId: link.row.partnerId,
              actor: null,
              actorLabel: 'Driver’s document link',
              kind: 'document.link_opened',
              subject: `${link.driver.fname} ${link.driver.lname}`,
            });
          });
      }
      res.json({ data: linkView(link) });
    }),
  );

  // A file for the link: stored as the partner's (no user), checked by its content like every upload.
  r.post(
    '/v1/document-links/files',
    h(async (req, res) => {
      const token = String(req.get('x-document-link') ?? '');
      validate(contract.documentLinkOpen, { token });
      const link = openLink(token);
      if (link.state !== 'open') throw new ApiError(409, 'Everything asked was already sent', 'AlreadySent');
      const stored = await receiveFile(req, uploadDir);
      db.insert(s.files).values({ key: stored.key, mime: stored.mime, size: stored.size, userId: null, partnerId: link.row.partnerId }).run();
      res.status(201).json({ data: { file_url: `${publicUrl()}/files/${stored.key}` } });
    }),
  );

  r.post(
    '/v1/document-links/submit',
    h((req, res) => {
      const body = validate(contract.documentLinkSubmit, req.body);
      const link = openLink(body.token);
      const asked = askedOf(link.row);
      const today = lagosDate(apiNow());
      const errors: Record<string, string[]> = {};
      const rows: Asked[] = [];
      for (const d of body.documents) {
        const a = asked.find((x) => x.owner_type === d.owner_type && x.type === d.type);
        const field = `${d.owner_type}.${d.type}`;
        if (!a) throw new ApiError(422, `${labelOf(d.type)} was not asked for`, 'ValidationError');
        if (received(a, link.submissions)) throw new ApiError(409, `${labelOf(d.type)} was already sent`, 'AlreadySent');
        const key = /\/files\/([\w-]{1,64})$/.exec(d.file_url)?.[1];
        const file = key ? db.select().from(s.files).where(eq(s.files.key, key)).get() : undefined;
        if (!file || file.partnerId !== link.row.partnerId || file.userId !== null)
          throw new ApiError(422, 'file_url: not a file sent with this link', 'ValidationError', { [field]: ['Please send the file again'] });
        if (expires(d.type) && !d.expires_at) errors[field] = ['Please enter the expiry date'];
        else if (d.expires_at && d.expires_at <= today) errors[field] = ['The expiry date must be after today'];
        rows.push(a);
      }
      if (Object.keys(errors).length) throw new ApiError(422, 'Some documents need an expiry date after today', 'ValidationError', errors);
      const now = new Date(apiNow()).toISOString();
      db.transaction((tx) => {
        for (const d of body.documents) {
          const a = rows.find((x) => x.owner_type === d.owner_type && x.type === d.type)!;
          tx.insert(s.documentSubmissions)
            .values({
              requestId: link.row.id,
              partnerId: link.row.partnerId,
              ownerType: a.owner_type,
              ownerId: a.owner_id,
              type: a.type,
              fileUrl: d.file_url,
              expiresAt: expires(a.type) ? (d.expires_at ?? null) : null,
              sentAt: now,
            })
            .run();
          recordActivity(tx, {
            partnerId: link.row.partnerId,
            actor: null,
            actorLabel: `${link.driver.fname} ${link.driver.lname}`,
            kind: 'document.sent_by_driver',
            subject: `${link.driver.fname} ${link.driver.lname}`,
            detail: { text: '{{document}}, awaiting your review', values: { document: labelOf(a.type) } },
          });
        }
      });
      res.status(201).json({ data: linkView(openLink(body.token)) });
    }),
  );

  // ——— The owner's review ———

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
      if (expires(row.type) && (!expiresAt || expiresAt <= lagosDate(apiNow())))
        throw new ApiError(422, 'expires_at: the expiry date must be after today', 'ValidationError', { expires_at: ['The expiry date must be after today'] });
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
