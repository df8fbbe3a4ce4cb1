/**
 * Users and auth: register, login, OTP login (4 digits, 10-minute expiry, single use, at most
 * 5 wrong tries, resend no sooner than 120 s), forgot password (single-use link valid 1 hour),
 * password change, profile and memberships.
 */
import { Router } from 'express';
import { and, eq } from 'drizzle-orm';
import dayjs from 'dayjs';
import * as contract from '../../contract/requests.js';
import * as s from '../db/schema.js';
import { ApiError, alreadyExists, badRequest, forbidden, h, requireAuth, userOf, validate } from '../http.js';
import { hashPassword, randomToken, sha256, verifyPassword } from '../lib/crypto.js';
import { issueCode, OTP_MAX_ATTEMPTS, OTP_RESEND_MS, OTP_TTL_MS, useCode, wrongCodeMessage } from '../otp-codes.js';
import { recipientLanguage, send } from '../outbox.js';
import { loginCodeSms, resetEmail } from '../words/notify.js';
import { membershipsJson, userJson } from '../serialize.js';
import { memoRead } from '../memo.js';
import { recordActivity } from '../activity.js';
import type { SandboxContext } from '../app.js';
import { apiNow } from '../clock.js';

export { OTP_MAX_ATTEMPTS, OTP_RESEND_MS, OTP_TTL_MS };
export const RESET_TTL_MS = 60 * 60_000;
const TOKEN_TTL_DAYS = 30;

/** Normalise a phone to E.164 given its country's dial code (e.g. '0803…' + '+234' → '+234803…'). */
function e164(phone: string, dialCode: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  if (digits.startsWith('+')) return digits;
  const dial = dialCode.replace('+', '');
  if (digits.startsWith(dial) && digits.length > dial.length + 7) return `+${digits}`;
  return `+${dial}${digits.replace(/^0+/, '')}`;
}

/** A new API token for `userId`, kept for TOKEN_TTL_DAYS. */
function issueToken(db: SandboxContext['db'], userId: number): string {
  const token = randomToken();
  db.insert(s.tokens)
    .values({ token, userId, expiresAt: dayjs().add(TOKEN_TTL_DAYS, 'day').toISOString() })
    .run();
  return token;
}

/**
 * A sign-in from a device this user never used: remembered, and logged for every partner the
 * user owns or works for (issue 24 §3), in one transaction. No device named: nothing to compare.
 */
function noteDevice(db: SandboxContext['db'], user: typeof s.users.$inferSelect, device: { id: string; label: string } | undefined): void {
  if (!device) return;
  db.transaction((tx) => {
    const known = tx
      .select({ id: s.userDevices.id })
      .from(s.userDevices)
      .where(and(eq(s.userDevices.userId, user.id), eq(s.userDevices.deviceHash, device.id)))
      .get();
    if (known) return;
    tx.insert(s.userDevices)
      .values({ userId: user.id, deviceHash: device.id, label: device.label, firstSeenAt: new Date(apiNow()).toISOString() })
      .run();
    const owned = tx.select({ id: s.partners.id }).from(s.partners).where(eq(s.partners.ownerUserId, user.id)).all();
    const member = tx
      .select({ id: s.accountMembers.ownerId })
      .from(s.accountMembers)
      .where(and(eq(s.accountMembers.userId, user.id), eq(s.accountMembers.status, 'accepted')))
      .all();
    for (const partnerId of new Set([...owned, ...member].map((p) => p.id)))
      recordActivity(tx, { partnerId, actor: user, kind: 'signin.new_device', subject: device.label, detail: { text: 'First sign-in from this browser' } });
  });
}

/** A country's dialling code ('+234') by its ISO code, if the API knows the country. */
const dialCodeOf = (db: SandboxContext['db'], code: string) => db.select().from(s.countries).where(eq(s.countries.code, code.toUpperCase())).get()?.phoneCode;

/** Accounts and sessions: signing up and in, passwords, the profile, logging out. */
export function authRouter(ctx: SandboxContext): Router {
  return Router().use(signInRouter(ctx), accountRouter(ctx));
}

/** An account made, a login by password or by a code sent to the phone, a password reset or change. */
function signInRouter({ db, portalUrl }: SandboxContext): Router {
  const r = Router();
  /** Login codes "sent" to numbers without an account (never confirmed): reference → attempts, expiry (ms). */
  const decoys = new Map<string, { attempts: number; expiresAt: number }>();

  r.post(
    '/v1/users',
    h((req, res) => {
      const body = validate(contract.register, req.body);
      const dial = dialCodeOf(db, body.country_code);
      if (!dial) throw new ApiError(422, 'country_code: unknown country', 'ValidationError', { country_code: ['Unknown country'] });
      if (db.select().from(s.users).where(eq(s.users.email, body.email)).get()) throw alreadyExists('A user with this email already exists');
      const user = db
        .insert(s.users)
        .values({ fname: body.fname, lname: body.lname, email: body.email, phone: e164(body.phone, dial), countryCode: body.country_code.toUpperCase(), passwordHash: hashPassword(body.password) })
        .returning()
        .get();
      res.status(201).json({ data: { ...userJson(db, user), token: issueToken(db, user.id) } });
    }),
  );

  r.post(
    '/v1/login',
    h((req, res) => {
      const body = validate(contract.login, req.body);
      const user = db.select().from(s.users).where(eq(s.users.email, body.email)).get();
      if (!user || !verifyPassword(body.password, user.passwordHash)) throw badRequest('Invalid email or password', 'InvalidCredentials');
      noteDevice(db, user, body.device);
      res.json({ data: { token: issueToken(db, user.id), user: userJson(db, user) } });
    }),
  );

  r.post(
    '/v1/otp-login',
    h((req, res) => {
      const body = validate(contract.otpRequest, req.body);
      const dial = dialCodeOf(db, body.country_code);
      if (!dial) throw badRequest('Unknown country');
      const phone = e164(body.phone, dial);
      const user = db.select().from(s.users).where(eq(s.users.phone, phone)).get();
      if (!user) {
        // Answered like a registered number, so the API never tells which numbers have an
        // account; the decoy reference confirms no code.
        const referenceId = randomToken(16);
        decoys.set(referenceId, { attempts: 0, expiresAt: Date.now() + OTP_TTL_MS });
        for (const [ref, d] of decoys) if (d.expiresAt < Date.now()) decoys.delete(ref);
        return res.status(201).json({ data: { reference_id: referenceId, resend_after: OTP_RESEND_MS / 1000, expires_in: OTP_TTL_MS / 1000 } });
      }
      const { referenceId, code } = issueCode(db, { userId: user.id, phone, purpose: 'login' });
      // In the person's language, else the page's they asked from (issue 51 §4); one segment.
      const sms = loginCodeSms(recipientLanguage(user.language, body.language), code);
      send(db, { to: phone, channel: 'sms', subject: sms.subject, body: sms.body, code });
      res.status(201).json({ data: { reference_id: referenceId, resend_after: OTP_RESEND_MS / 1000, expires_in: OTP_TTL_MS / 1000 } });
    }),
  );

  r.patch(
    '/v1/otp-login/:referenceId',
    h((req, res) => {
      const body = validate(contract.otpVerify, req.body);
      const decoy = decoys.get(String(req.params.referenceId));
      if (decoy && decoy.expiresAt > Date.now()) {
        decoy.attempts += 1;
        const left = OTP_MAX_ATTEMPTS - decoy.attempts;
        throw badRequest(wrongCodeMessage(left), left > 0 ? 'InvalidOtp' : 'OtpLocked');
      }
      const row = useCode(db, String(req.params.referenceId), body.otp_code, { purpose: 'login' });
      const user = db.select().from(s.users).where(eq(s.users.id, row.userId)).get()!;
      noteDevice(db, user, body.device);
      res.json({ data: { ...userJson(db, user), token: issueToken(db, user.id) } });
    }),
  );

  r.post(
    '/v1/password',
    h((req, res) => {
      const body = validate(contract.passwordReset, req.body);
      const user = db.select().from(s.users).where(eq(s.users.email, body.email)).get();
      if (user) {
        const token = randomToken();
        db.insert(s.passwordResets)
          .values({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(apiNow() + RESET_TTL_MS).toISOString() })
          .run();
        const link = `${portalUrl()}/password/${token}?type=${encodeURIComponent(body.type)}`;
        const email = resetEmail(recipientLanguage(user.language, body.language), link);
        send(db, { to: user.email, channel: 'email', subject: email.subject, body: email.body, link });
      }
      // The same answer whether or not the email is known, so accounts cannot be enumerated.
      res.json({ data: { message: 'If an account exists for this email, a reset link has been sent' } });
    }),
  );

  r.post(
    '/v1/password/change',
    h((req, res) => {
      const body = validate(contract.passwordChange, req.body);
      const row = db
        .select()
        .from(s.passwordResets)
        .where(eq(s.passwordResets.tokenHash, sha256(body.token)))
        .get();
      if (!row || row.usedAt || row.expiresAt < new Date(apiNow()).toISOString()) throw badRequest('This reset link is invalid or has expired', 'InvalidToken');
      db.transaction((tx) => {
        tx.update(s.users)
          .set({ passwordHash: hashPassword(body.password) })
          .where(eq(s.users.id, row.userId))
          .run();
        tx.update(s.passwordResets)
          .set({ usedAt: new Date(apiNow()).toISOString() })
          .where(eq(s.passwordResets.tokenHash, row.tokenHash))
          .run();
        tx.delete(s.tokens).where(eq(s.tokens.userId, row.userId)).run();
      });
      res.json({ data: { message: 'Password changed' } });
    }),
  );

  return r;
}

/** The signed-in user's profile, their logout, and the partners they are a member of. */
function accountRouter({ db }: SandboxContext): Router {
  const r = Router();
  const auth = requireAuth(db);

  r.get(
    '/v1/users/profile',
    auth,
    h((req, res) => res.json({ data: userJson(db, userOf(req)) })),
  );

  r.patch(
    '/v1/users/profile',
    auth,
    h((req, res) => {
      const user = userOf(req);
      const body = validate(contract.profileUpdate, req.body);
      if (body.email && body.email !== user.email && db.select().from(s.users).where(eq(s.users.email, body.email)).get()) {
        throw alreadyExists('A user with this email already exists');
      }
      const dial = dialCodeOf(db, body.country_code ?? user.countryCode) ?? '+234';
      const updated = db
        .update(s.users)
        .set({ ...body, phone: body.phone ? e164(body.phone, dial) : undefined, countryCode: body.country_code?.toUpperCase() })
        .where(eq(s.users.id, user.id))
        .returning()
        .get();
      res.json({ data: userJson(db, updated) });
    }),
  );

  r.post(
    '/v1/logout',
    auth,
    h((req, res) => {
      db.delete(s.tokens)
        .where(eq(s.tokens.token, (req as unknown as { token: string }).token))
        .run();
      res.json({ data: { message: 'Logged out' } });
    }),
  );

  r.get(
    '/v1/users/:id/partner-members',
    auth,
    h((req, res) => {
      const user = userOf(req);
      if (String(user.id) !== req.params.id) throw forbidden('You can only list your own memberships');
      // Every signed-in page asks for this: kept until any write (an invitation, a role) or 30 s.
      res.json({ data: memoRead(db, `memberships:${user.id}`, 30_000, () => membershipsJson(db, user)) });
    }),
  );

  return r;
}
