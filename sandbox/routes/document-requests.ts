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
 * - GET /v1/drivers/:id/document-requests/preview — the SMS an ask would send, the token as dots (ADR 0071).
 * - POST /v1/drivers/:id/document-requests — ask (a new link replaces the live one).
 * - DELETE /v1/document-requests/:id — withdraw a live link.
 * - POST /v1/document-links/open, /files, /submit — the public page's read, file and send (no user: the token).
 * - POST /v1/document-submissions/:id/accept, /reject — the owner's review.
 */
import { Router, type Request } from 'express';
import { and, desc, eq, isNull } from 'drizzle-orm';
import * as contract from '../../contract/requests.js';
import type { DriverDocumentRequests } from '../../contract/document-requests.js';
import { DOCUMENT_LINK_LIFE_MS, documentLinkPath } from '../../contract/links.js';
import { askMessage } from '../words/document-requests.js';
import { LINK_TOKEN_DOTS, notifyWords } from '../words/notify.js';
import { documentRequestPreview } from '../../contract/queries.js';
import * as s from '../db/schema.js';
import { ApiError, h, notFound, partnerAccess, userOf, validate } from '../http.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import { driverViews, vehicleViews, type DriverView } from '../fleet-model.js';
import { recordActivity } from '../activity.js';
import { apiNow } from '../clock.js';
import type { SandboxContext } from '../app.js';
import { fleetAccess, DRIVER_ROLES, VEHICLE_ROLES } from './fleet-shared.js';
import { askableOf, askedOf, documentViews, labelOf, linkState, submissionsOf, tradingName, type Asked } from './document-model.js';
import { documentLinksRouter } from './document-links.js';
import { documentReviewsRouter } from './document-reviews.js';

/**
 * The owner's reads of a driver's document requests, over `db`: `mayVehicles` (may the caller
 * manage `partnerId`'s vehicle papers?), `vehicleOfDriver` (the vehicle the driver drives, as a
 * view, or null) and `driverRequests` (the owner's view of a driver's links and submissions).
 */
function ownerRequestViews(db: SandboxContext['db'], portalUrl: () => string) {
  const { submissionJson, linkDocuments, platesOf } = documentViews(db, portalUrl);
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
      submissions: submissions.slice(0, 20).map((x) => submissionJson(x, plates, driver.fname)),
    };
  };
  return { mayVehicles, vehicleOfDriver, driverRequests };
}

/** The owner's side (ask, read, withdraw), then the driver's link and the owner's review, in their own routers. */
export function documentRequestsRouter(context: SandboxContext): Router {
  const { db, portalUrl } = context;
  const r = Router();
  const { auth, driverOf } = fleetAccess(db);
  const { mayVehicles, vehicleOfDriver, driverRequests } = ownerRequestViews(db, portalUrl);

  r.get(
    '/v1/drivers/:id/document-requests',
    auth,
    h((req, res) => {
      const driver = driverOf(req);
      res.json({ data: driverRequests(req, driver) });
    }),
  );

  // What an ask would send, in the language asked, for the documents named that may be asked now (ADR 0071).
  r.get(
    '/v1/drivers/:id/document-requests/preview',
    auth,
    h((req, res) => {
      const driver = driverOf(req);
      const query = validate(documentRequestPreview, req.query);
      // The documents named that may be asked now; none named: every one that may (what the page ticks by default).
      const named = query.documents === undefined ? null : new Set(query.documents.split(','));
      const asked = askableOf(driver, vehicleOfDriver(driver), mayVehicles(req, driver.partner_id)).filter((a) => !named || named.has(`${a.owner_type}.${a.type}`));
      const partner = db.select().from(s.partners).where(eq(s.partners.id, driver.partner_id)).get()!;
      const message = asked.length
        ? askMessage({
            firstName: driver.fname,
            tradingName: tradingName(db, partner),
            labels: asked.map((a) => labelOf(a.type)),
            link: `${portalUrl()}${documentLinkPath(LINK_TOKEN_DOTS)}`,
            language: query.language,
          })
        : '';
      res.json({ data: { message } });
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

  r.use(documentLinksRouter(context), documentReviewsRouter(context));
  return r;
}
