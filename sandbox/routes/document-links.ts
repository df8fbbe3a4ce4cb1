/**
 * The driver's public page's calls (issue 43): no user; the token is the only key, and it travels
 * in bodies and headers, never in a URL the API logs. Open (the driver's first name, the partner's
 * name, the documents asked and what became of each), a file, and the send.
 */
import { Router } from 'express';
import { and, eq, gte } from 'drizzle-orm';
import * as contract from '../../contract/requests.js';
import type { DocumentLinkView } from '../../contract/document-requests.js';
import { isLanguage } from '../../contract/languages.js';
import * as s from '../db/schema.js';
import { ApiError, h, notFound, validate } from '../http.js';
import { sha256 } from '../lib/crypto.js';
import { receiveFile } from '../uploads.js';
import { recordActivity } from '../activity.js';
import { apiNow } from '../clock.js';
import type { SandboxContext } from '../app.js';
import { EXPIRY_AFTER_TODAY, isAfterToday } from './fleet-shared.js';
import { askedOf, documentViews, expires, labelOf, linkState, received, submissionsOf, tradingName, type Asked } from './document-model.js';

/** One hour, in ms: a viewer's opening of a link counts once in it. */
const OPEN_WINDOW_MS = 3_600_000;

export function documentLinksRouter({ db, uploadDir, publicUrl, portalUrl }: SandboxContext): Router {
  const r = Router();
  const { linkDocuments, platesOf } = documentViews(db, portalUrl);

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
        else if (d.expires_at && !isAfterToday(d.expires_at)) errors[field] = [EXPIRY_AFTER_TODAY];
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

  return r;
}
