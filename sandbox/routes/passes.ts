/**
 * Roadside passes (issue 25): the API owns them. The owner (or a vehicle manager) reads a
 * vehicle's live pass (made on first read) and replaces it; a scan, from the portal's public
 * page, answers what the vehicle's papers prove today — by the one readiness rule, for the
 * vehicle alone (its driver is a person: nothing about them) — and records the scan's time and
 * verification code only. A replaced pass, or one of a vehicle removed from the fleet, answers
 * 410; an unknown token 404. Tokens are looked up by their SHA-256, never compared as given.
 */
import { Router } from 'express';
import { and, count, desc, eq, gte, isNull } from 'drizzle-orm';
import * as contract from '../../contract/requests.js';
import type { PassDocument, PassView, VehiclePass } from '../../contract/fleet.js';
import { readiness, vehicleFacts } from '../../app/domain/readiness.js';
import { passReason } from '../words/pass.js';
import { fleetReadiness } from '../readiness.js';
import { memoRead } from '../memo.js';
import * as s from '../db/schema.js';
import type { Db } from '../db/index.js';
import { ApiError, h, notFound, partnerAccess, requireAuth, userOf, validate } from '../http.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import { vehicleViews } from '../fleet-model.js';
import { preferencesOf } from '../reminders.js';
import { ensureTrips } from '../trips.js';
import { addDays, dayFirst, lagosDate, lagosDayStartIso } from '../../contract/lagos-time.js';
import { recordActivity } from '../activity.js';
import { recipientLanguage } from '../outbox.js';
import { passScannedSms } from '../words/notify.js';
import type { SandboxContext } from '../app.js';

/** Who may read and replace a vehicle's pass: the owner (always) and vehicle managers. */
const PASS_ROLES = ['partner_vehicle_manager'];

/** Verification codes avoid look-alike characters (0/O, 1/I/L), read aloud over a phone line. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A 6-character verification code. */
export function verificationCode(random: () => number = Math.random): string {
  return Array.from({ length: 6 }, () => CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)]).join('');
}

/** A new pass for `vehicle`, replacing the live one (in one transaction). */
function issuePass(db: Db, vehicle: { id: number; partnerId: number }, now: Date, alongside?: (tx: Parameters<typeof recordActivity>[0]) => void) {
  return db.transaction((tx) => {
    alongside?.(tx);
    const live = tx
      .select()
      .from(s.vehiclePasses)
      .where(and(eq(s.vehiclePasses.vehicleId, vehicle.id), isNull(s.vehiclePasses.replacedAt)))
      .get();
    if (live) tx.update(s.vehiclePasses).set({ replacedAt: now.toISOString() }).where(eq(s.vehiclePasses.id, live.id)).run();
    const token = randomToken(16);
    return tx
      .insert(s.vehiclePasses)
      .values({ vehicleId: vehicle.id, partnerId: vehicle.partnerId, version: (live?.version ?? 0) + 1, token, tokenHash: sha256(token), createdAt: now.toISOString() })
      .returning()
      .get();
  });
}

/** The name a pass shows for its partner: an individual partner's company name is a person's name, so it says what they are instead. */
const tradingName = (partner: typeof s.partners.$inferSelect) => (partner.mode === 'business' ? partner.companyName : 'Individual partner');

/** The owner's view of a pass: its token and this week's scans (since Monday, Lagos time). */
function passJson(db: Db, pass: typeof s.vehiclePasses.$inferSelect, now: number): VehiclePass {
  const today = lagosDate(now);
  const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7;
  const monday = lagosDayStartIso(addDays(today, -weekday));
  const scans = db
    .select({ n: count() })
    .from(s.passScans)
    .where(and(eq(s.passScans.vehicleId, pass.vehicleId), gte(s.passScans.scannedAt, monday)))
    .get();
  const last = db.select({ at: s.passScans.scannedAt }).from(s.passScans).where(eq(s.passScans.vehicleId, pass.vehicleId)).orderBy(desc(s.passScans.scannedAt)).get();
  const partner = db.select().from(s.partners).where(eq(s.partners.id, pass.partnerId)).get()!;
  return { token: pass.token, trading_name: tradingName(partner), version: pass.version, created_at: pass.createdAt, scans_this_week: scans?.n ?? 0, last_scanned_at: last?.at ?? null };
}

/** A required document's standing on `day`, from the readiness rule's facts. */
function documentStanding(d: ReturnType<typeof vehicleFacts>['documents'][number], day: string, number: string | null): PassDocument {
  const expiresAt = d.inForce?.expiresAt ?? null;
  const status: PassDocument['status'] = d.inForce
    ? expiresAt && expiresAt < day
      ? 'expired'
      : 'valid'
    : d.pending?.status === 'pending_review'
      ? 'under_review'
      : d.pending?.status === 'rejected'
        ? 'rejected'
        : 'missing';
  return { type: d.type, label: d.label, status, expires_at: expiresAt, number_last4: number ? number.slice(-4) : null };
}

/** One hour, in ms: a viewer's scans count once in it, and a vehicle's owner gets at most one alert in it. */
export const SCAN_WINDOW_MS = 3_600_000;

/** The latest scan of `passId` by `viewer` within the hour before `now`, if any. */
function seenWithinHour(db: Db, passId: number, viewer: string, now: number) {
  return db
    .select()
    .from(s.passScans)
    .where(and(eq(s.passScans.passId, passId), eq(s.passScans.viewer, viewer), gte(s.passScans.scannedAt, new Date(now - SCAN_WINDOW_MS).toISOString())))
    .orderBy(desc(s.passScans.scannedAt))
    .get();
}

/**
 * Record a person's view of a live pass (issue 31 §1) and return its verification code: a viewer
 * seen within the hour gets their earlier code back and nothing is written; otherwise a scan, its
 * activity entry and — when the owner asked for alerts and none went out for this vehicle within
 * the hour — one SMS, all in one transaction.
 */
function recordScan(
  db: Db,
  {
    pass,
    vehicle,
    partner,
    viewer,
    verdict,
    now,
  }: { pass: typeof s.vehiclePasses.$inferSelect; vehicle: typeof s.vehicles.$inferSelect; partner: typeof s.partners.$inferSelect; viewer: string; verdict: 'Yes' | 'No'; now: number },
): string {
  return db.transaction((tx) => {
    const earlier = seenWithinHour(tx as unknown as Db, pass.id, viewer, now);
    if (earlier) return earlier.code;
    const code = verificationCode();
    const since = new Date(now - SCAN_WINDOW_MS).toISOString();
    const alertedRecently = tx
      .select({ id: s.passScans.id })
      .from(s.passScans)
      .where(and(eq(s.passScans.vehicleId, vehicle.id), eq(s.passScans.alerted, true), gte(s.passScans.scannedAt, since)))
      .get();
    const owner = preferencesOf(tx as unknown as Db, partner.id).pass_scan_alerts && !alertedRecently ? tx.select().from(s.users).where(eq(s.users.id, partner.ownerUserId)).get() : undefined;
    const alerted = Boolean(owner?.phone);
    tx.insert(s.passScans)
      .values({ passId: pass.id, vehicleId: vehicle.id, code, scannedAt: new Date(now).toISOString(), viewer, alerted })
      .run();
    // Nothing about who scanned: the time, the plate, the code read out and the verdict given.
    recordActivity(tx, {
      partnerId: partner.id,
      actor: null,
      actorLabel: 'Roadside check',
      kind: 'pass.scanned',
      subject: vehicle.plate,
      detail: { text: `Verification code {{code}}; can operate: ${verdict}`, values: { code } },
      at: now,
    });
    if (alerted) {
      // In the owner's language (issue 51 §4), one segment (§5).
      const sms = passScannedSms(recipientLanguage(owner!.language), { plate: vehicle.plate, at: now, code }, preferencesOf(tx as unknown as Db, partner.id).plain_letters);
      tx.insert(s.outbox).values({ to: owner!.phone!, channel: 'sms', subject: sms.subject, body: sms.body }).run();
    }
    return code;
  });
}

export function passesRouter({ db, clock }: SandboxContext): Router {
  const r = Router();
  const auth = requireAuth(db);

  /** The vehicle of `:vehicleId`, of partner `:id`, for a user who may manage its pass. */
  const vehicleFor = (req: Parameters<Parameters<typeof h>[0]>[0]) => {
    const { partner } = partnerAccess(db, userOf(req), String(req.params.id), PASS_ROLES);
    const vehicle = db
      .select()
      .from(s.vehicles)
      .where(eq(s.vehicles.id, Number(req.params.vehicleId)))
      .get();
    if (!vehicle || vehicle.removedAt || vehicle.partnerId !== partner.id) throw notFound('Vehicle');
    return vehicle;
  };

  r.get(
    '/v1/partners/:id/vehicles/:vehicleId/pass',
    auth,
    h((req, res) => {
      const vehicle = vehicleFor(req);
      const live =
        db
          .select()
          .from(s.vehiclePasses)
          .where(and(eq(s.vehiclePasses.vehicleId, vehicle.id), isNull(s.vehiclePasses.replacedAt)))
          .get() ?? issuePass(db, vehicle, new Date(clock.now()));
      res.json({ data: passJson(db, live, clock.now()) });
    }),
  );

  r.post(
    '/v1/partners/:id/vehicles/:vehicleId/pass/replace',
    auth,
    h((req, res) => {
      const vehicle = vehicleFor(req);
      // The entry is written by the replacing transaction itself.
      const pass = issuePass(db, vehicle, new Date(clock.now()), (tx) =>
        recordActivity(tx, { partnerId: vehicle.partnerId, actor: userOf(req), kind: 'pass.replaced', subject: vehicle.plate, detail: { text: 'The old QR code no longer works' } }),
      );
      res.json({ data: passJson(db, pass, clock.now()) });
    }),
  );

  // A scan, from the portal's public page: no user, the token in the body.
  r.post(
    '/v1/passes/scan',
    h((req, res) => {
      const { token, viewer } = validate(contract.passScan, req.body);
      const pass = db
        .select()
        .from(s.vehiclePasses)
        .where(eq(s.vehiclePasses.tokenHash, sha256(token)))
        .get();
      if (!pass) throw notFound('Pass');
      const now = clock.now();
      const row = db.select().from(s.vehicles).where(eq(s.vehicles.id, pass.vehicleId)).get();
      if (pass.replacedAt) {
        // The owner learns that an old sticker is still being shown (issue 31 §3): once per viewer an hour.
        if (viewer && row && !seenWithinHour(db, pass.id, viewer, now))
          db.transaction((tx) => {
            tx.insert(s.passScans)
              .values({ passId: pass.id, vehicleId: pass.vehicleId, code: '', scannedAt: new Date(now).toISOString(), viewer })
              .run();
            recordActivity(tx, {
              partnerId: pass.partnerId,
              actor: null,
              actorLabel: 'Roadside check',
              kind: 'pass.replaced_scanned',
              subject: row.plate,
              detail: { text: 'Pass version {{version}}, replaced on {{date}}', values: { version: String(pass.version), date: dayFirst(lagosDate(Date.parse(pass.replacedAt!))) } },
              at: now,
            });
          });
        throw new ApiError(410, 'This pass has been replaced', 'PassReplaced');
      }
      if (!row || row.removedAt) throw new ApiError(410, 'This vehicle is no longer in the fleet', 'VehicleRemoved');
      const day = lagosDate(now);
      const view = vehicleViews(db, row.partnerId, [row.id], day)[0];
      const partner = db.select().from(s.partners).where(eq(s.partners.id, row.partnerId)).get()!;
      const facts = vehicleFacts(view);
      // The portal's verdict for this vehicle today: the one projection, with its driver of the day (issue 32 §3).
      ensureTrips(db);
      const rule =
        memoRead(db, `readiness:${row.partnerId}:${day}`, 30_000, () => fleetReadiness(db, row.partnerId, day), now).vehicles.find((v) => v.id === row.id)?.readiness ?? readiness(facts, day);
      const numbers = new Map(view.documents.map((d) => [d.type, d.number]));
      const code = viewer ? recordScan(db, { pass, vehicle: row, partner, viewer, verdict: rule.status === 'blocked' ? 'No' : 'Yes', now }) : null;
      const blocking = rule.reasons.find((x) => x.blocking);
      const data: PassView = {
        vehicle: { plate: row.plate, make: row.brand, model: row.name, colour: null },
        partner: { trading_name: tradingName(partner) },
        documents: facts.documents.filter((d) => d.required).map((d) => documentStanding(d, day, numbers.get(d.type) ?? null)),
        can_operate: rule.status !== 'blocked',
        reason: blocking ? passReason(blocking) : null,
        reason_detail: blocking ? { owner: blocking.owner, code: blocking.code, document: blocking.document ?? null } : null,
        day,
        checked_at: new Date(now).toISOString(),
        verification_code: code,
      };
      res.json({ data });
    }),
  );

  return r;
}
