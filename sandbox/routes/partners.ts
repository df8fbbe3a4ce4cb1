/**
 * Partners: creation (business or individual), KYC status, identity and address verification,
 * identity file upload (images and PDF up to 5 MB, type read from the content), cities of
 * operation, company documents; plus the reference lists (countries, cities, business types)
 * and address suggestions.
 */
import { join } from 'node:path';
import { Router } from 'express';
import { and, asc, eq, like } from 'drizzle-orm';
import type { z } from 'zod';
import * as contract from '../../contract/requests.js';
import * as queries from '../../contract/queries.js';
import * as s from '../db/schema.js';
import { ApiError, alreadyExists, badRequest, forbidden, h, partnerAccess, requireAuth, requireOwner, userOf, validate } from '../http.js';
import { randomToken } from '../lib/crypto.js';
import { citiesOf, kycStatusJson, partnerJson } from '../serialize.js';
import { receiveFile } from '../uploads.js';
import type { SandboxContext } from '../app.js';
import type { Db } from '../db/index.js';

/** A business partner's company information (the contract's fields) as the partners table's columns. */
function companyColumns<B extends z.output<typeof contract.partnerUpdate>>(body: B) {
  return {
    companyName: body.company_name as B['company_name'],
    rcNumber: body.rc_number,
    ...(body.tin !== undefined ? { tin: body.tin || null } : {}),
    companyAddress: body.company_address,
    businessType: body.business_type,
    companyEmail: body.company_email,
    companyPhone: body.company_phone,
    country: body.country,
    experienceStartDate: body.experience_start_date,
  };
}

/** The partner's API: reference data for its forms, its KYC and files, and the partner itself. */
export function partnersRouter(ctx: SandboxContext): Router {
  return Router().use(referenceDataRouter(ctx), kycRouter(ctx), partnerRecordsRouter(ctx));
}

/** Countries, cities, business types and address suggestions: what the onboarding forms offer. */
function referenceDataRouter({ db }: SandboxContext): Router {
  const r = Router();
  const auth = requireAuth(db);

  r.get(
    '/v1/countries',
    h((_req, res) => {
      const rows = db.select().from(s.countries).orderBy(asc(s.countries.sort)).all();
      res.json({ data: rows.map((c) => ({ id: c.id, name: c.name, code: c.code, phone_code: c.phoneCode })) });
    }),
  );

  r.get(
    '/v1/city/all',
    h((req, res) => {
      const { limit } = validate(queries.cities, req.query);
      const rows = db.select().from(s.cities).orderBy(asc(s.cities.name)).limit(limit).all();
      res.json({ data: rows.map((c) => ({ id: c.id, name: c.name, code: c.code, country_id: c.countryId })) });
    }),
  );

  r.get(
    '/v1/business-types',
    h((_req, res) => {
      res.json({ data: db.select().from(s.businessTypes).orderBy(asc(s.businessTypes.id)).all() });
    }),
  );

  r.get(
    '/v1/places/autocomplete',
    auth,
    h((req, res) => {
      const { input } = validate(queries.places, req.query);
      if (input.length < 3) return res.json({ data: [] });
      const rows = db
        .select()
        .from(s.places)
        .where(like(s.places.description, `%${input.replace(/[%_]/g, '')}%`))
        .limit(5)
        .all();
      res.json({ data: rows.map((p) => ({ id: p.id, description: p.description })) });
    }),
  );

  return r;
}

/** KYC: its status, the identity and address checks, their files, and reading a received file. */
function kycRouter({ db, uploadDir, publicUrl }: SandboxContext): Router {
  const r = Router();
  const auth = requireAuth(db);

  // Alike on purpose (issue 70 §4): each partner read is its own call of the contract, with its own roles and answer; the shape is Express’s.
  r.get(
    '/v1/partners/:sid/kyc/status',
    auth,
    h((req, res) => {
      res.json({ data: kycStatusJson(partnerAccess(db, userOf(req), String(req.params.sid)).partner) });
    }),
  );

  r.post(
    '/v1/partners/:sid/identity-verification',
    auth,
    h((req, res) => {
      const partner = requireOwner(db, userOf(req), String(req.params.sid));
      const body = validate(contract.identityVerification, req.body);
      if (body.user.partner_type !== partner.mode) throw badRequest('partner_type does not match the partner');
      const updated = db.update(s.partners).set({ identityStatus: 'submitted', identityDocument: body.document }).where(eq(s.partners.id, partner.id)).returning().get();
      res.json({ data: kycStatusJson(updated) });
    }),
  );

  r.post(
    '/v1/partners/:sid/address-verification',
    auth,
    h((req, res) => {
      const partner = requireOwner(db, userOf(req), String(req.params.sid));
      const body = validate(contract.addressVerification, req.body);
      for (const url of body.document.files) {
        const key = url.split('/').pop() ?? '';
        if (!db.select().from(s.files).where(eq(s.files.key, key)).get()) throw badRequest('The uploaded file was not found', 'UnknownFile');
      }
      const updated = db.update(s.partners).set({ addressStatus: 'submitted', addressDocument: body.document }).where(eq(s.partners.id, partner.id)).returning().get();
      res.status(200).json({ data: kycStatusJson(updated) });
    }),
  );

  r.post(
    '/v1/upload/identity/files',
    auth,
    h(async (req, res) => {
      const stored = await receiveFile(req, uploadDir);
      db.insert(s.files)
        .values({ key: stored.key, mime: stored.mime, size: stored.size, userId: userOf(req).id })
        .run();
      res.status(201).json({ files: [{ Location: `${publicUrl()}/files/${stored.key}`, key: stored.key, mimetype: stored.mime, size: stored.size }] });
    }),
  );

  /**
   * A received file (issue 41 §3): only with the API's token, for its uploader or a member of a
   * partner the uploader belongs to; to anyone else, as to a stranger, it does not exist. Never
   * cached, never sniffed.
   */
  r.get(
    '/files/:key',
    auth,
    h((req, res) => {
      const row = db
        .select()
        .from(s.files)
        .where(eq(s.files.key, String(req.params.key)))
        .get();
      const user = userOf(req);
      const shared = (a: number, b: number) => {
        const mine = partnersOfUser(db, a);
        return partnersOfUser(db, b).some((p) => mine.includes(p));
      };
      // A file a driver sent through a document link (issue 43) has no uploader: it is the partner's.
      const ofPartner = (partnerId: number | null) => partnerId !== null && partnersOfUser(db, user.id).includes(partnerId);
      if (!row || (row.userId !== user.id && !ofPartner(row.partnerId) && (row.userId === null || !shared(user.id, row.userId)))) throw new ApiError(404, 'File not found', 'NotFound');
      res.type(row.mime).sendFile(join(uploadDir, row.key), { headers: { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'private, no-store' } });
    }),
  );

  return r;
}

/** The partner: created, read and edited, its cities and its company documents. */
function partnerRecordsRouter({ db }: SandboxContext): Router {
  const r = Router();
  const auth = requireAuth(db);

  r.post(
    '/v1/partners',
    auth,
    h((req, res) => {
      const user = userOf(req);
      const body = validate(contract.partnerCreate, req.body);
      if (db.select().from(s.partners).where(eq(s.partners.ownerUserId, user.id)).get()) throw alreadyExists('You already have a partner account');
      const values: typeof s.partners.$inferInsert =
        body.mode === 'business'
          ? {
              accountSid: 'PA' + randomToken(12),
              ownerUserId: user.id,
              mode: 'business',
              ...companyColumns(body),
            }
          : { accountSid: 'PA' + randomToken(12), ownerUserId: user.id, mode: 'individual', companyName: `${user.fname} ${user.lname}` };
      const partner = db.insert(s.partners).values(values).returning().get();
      res.status(201).json({ data: partnerJson(partner) });
    }),
  );

  r.get(
    '/v1/partners/:id',
    auth,
    h((req, res) => {
      res.json({ data: partnerJson(partnerAccess(db, userOf(req), String(req.params.id)).partner) });
    }),
  );

  r.patch(
    '/v1/partners/:id',
    auth,
    h((req, res) => {
      const partner = requireOwner(db, userOf(req), String(req.params.id));
      if (partner.mode !== 'business') throw forbidden('Only business partners have company information');
      const body = validate(contract.partnerUpdate, req.body);
      const updated = db.update(s.partners).set(companyColumns(body)).where(eq(s.partners.id, partner.id)).returning().get();
      res.json({ data: partnerJson(updated) });
    }),
  );

  r.get(
    '/v1/partners/:id/cities',
    auth,
    h((req, res) => {
      const { partner } = partnerAccess(db, userOf(req), String(req.params.id));
      res.json({ data: citiesOf(db, partner.id) });
    }),
  );

  r.post(
    '/v1/partners/:id/cities',
    auth,
    h((req, res) => {
      const partner = requireOwner(db, userOf(req), String(req.params.id));
      const body = validate(contract.partnerCity, req.body);
      const city = db.select().from(s.cities).where(eq(s.cities.id, body.city_id)).get();
      if (!city) throw new ApiError(422, 'city_id: unknown city', 'ValidationError', { city_id: ['Unknown city'] });
      const exists = db
        .select()
        .from(s.partnerCities)
        .where(and(eq(s.partnerCities.partnerId, partner.id), eq(s.partnerCities.cityId, city.id)))
        .get();
      if (exists) throw alreadyExists(`${city.name} is already one of your cities`);
      db.insert(s.partnerCities).values({ partnerId: partner.id, cityId: city.id }).run();
      res.status(201).json({ data: { id: city.id, name: city.name, code: city.code, country_id: city.countryId } });
    }),
  );

  r.get(
    '/v1/partners/:id/company-documents',
    auth,
    h((req, res) => {
      const { partner } = partnerAccess(db, userOf(req), String(req.params.id));
      const rows = db.select().from(s.companyDocuments).where(eq(s.companyDocuments.partnerId, partner.id)).all();
      res.json({ data: rows.map((d) => ({ id: d.id, type: d.type, file_url: d.fileUrl, status: d.status, created_at: d.createdAt })) });
    }),
  );

  r.post(
    '/v1/partners/:id/company-documents',
    auth,
    h((req, res) => {
      const partner = requireOwner(db, userOf(req), String(req.params.id));
      const body = validate(contract.companyDocument, req.body);
      const key = body.file_url.split('/').pop() ?? '';
      if (!db.select().from(s.files).where(eq(s.files.key, key)).get()) throw badRequest('The uploaded file was not found', 'UnknownFile');
      db.delete(s.companyDocuments)
        .where(and(eq(s.companyDocuments.partnerId, partner.id), eq(s.companyDocuments.type, body.type)))
        .run();
      const doc = db.insert(s.companyDocuments).values({ partnerId: partner.id, type: body.type, fileUrl: body.file_url, status: 'submitted' }).returning().get();
      res.status(201).json({ data: { id: doc.id, type: doc.type, file_url: doc.fileUrl, status: doc.status, created_at: doc.createdAt } });
    }),
  );

  return r;
}

/** The partners a user owns or is an active member of (ids). */
function partnersOfUser(db: Db, userId: number): number[] {
  const owned = db.select({ id: s.partners.id }).from(s.partners).where(eq(s.partners.ownerUserId, userId)).all();
  const member = db
    .select({ id: s.accountMembers.ownerId })
    .from(s.accountMembers)
    .where(and(eq(s.accountMembers.userId, userId), eq(s.accountMembers.disabled, 0), eq(s.accountMembers.status, 'accepted')))
    .all();
  return [...owned, ...member].map((p) => p.id);
}
