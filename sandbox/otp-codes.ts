/**
 * One-time codes sent by SMS (spec section 4: 4 digits; 10-minute expiry, single use, at most 5
 * wrong tries, a new one no sooner than 120 s after the last), for two purposes that never mix:
 * signing in by phone (`login`) and confirming a payout-account change (`payout`, issue 24 §2).
 * A code is stored as the SHA-256 of its reference and digits, never as sent.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import { ApiError } from './http.js';
import { numericCode, randomToken, sha256 } from './lib/crypto.js';
import { apiNow } from './clock.js';

export const OTP_TTL_MS = 10 * 60_000;
export const OTP_RESEND_MS = 120_000;
export const OTP_MAX_ATTEMPTS = 5;

export type CodePurpose = 'login' | 'payout';

/** "The code is incorrect, 3 attempts left", or the lock-out once none are left. */
export const wrongCodeMessage = (left: number) => (left > 0 ? `The code is incorrect, ${left} attempt${left === 1 ? '' : 's'} left` : 'Too many wrong attempts, please request a new code');

/**
 * Make a code for `userId` and `purpose`, to be sent to `phone` (E.164).
 * @returns the reference (16 random bytes, base64url) and the 4 digits
 * @throws ApiError 429 `TooEarly` (with `retry_after` seconds) within 120 s of the last code for that purpose
 */
export function issueCode(db: Db, { userId, phone, purpose }: { userId: number; phone: string; purpose: CodePurpose }, now = apiNow()) {
  const last = db
    .select()
    .from(s.otpCodes)
    .where(and(eq(s.otpCodes.userId, userId), eq(s.otpCodes.purpose, purpose)))
    .orderBy(desc(s.otpCodes.createdAt))
    .get();
  const waitMs = last ? OTP_RESEND_MS - (now - Date.parse(last.createdAt)) : 0;
  if (waitMs > 0) {
    const seconds = Math.ceil(waitMs / 1000);
    throw new ApiError(429, `Please wait ${seconds} seconds before requesting a new code`, 'TooEarly', { retry_after: [String(seconds)] });
  }
  const code = numericCode(4);
  const referenceId = randomToken(16);
  db.insert(s.otpCodes)
    .values({ referenceId, userId, phone, purpose, codeHash: sha256(`${referenceId}:${code}`), expiresAt: new Date(now + OTP_TTL_MS).toISOString(), createdAt: new Date(now).toISOString() })
    .run();
  return { referenceId, code };
}

/**
 * Check `code` against the code `referenceId` names and use it up. For `payout`, the code must
 * also be `userId`'s. Each failure is a 400 (`field` set: also that field's error):
 * `InvalidOtp` (unknown, another purpose or user, or wrong digits: one try fewer), `OtpUsed`,
 * `OtpExpired`, `OtpLocked` (5 wrong tries).
 * @returns the code's row (its user and phone)
 */
export function useCode(db: Db, referenceId: string, code: string, { purpose, userId, field }: { purpose: CodePurpose; userId?: number; field?: string }, now = apiNow()) {
  const fail = (message: string, errorCode: string) => new ApiError(400, message, errorCode, field ? { [field]: [message] } : undefined);
  const row = db.select().from(s.otpCodes).where(eq(s.otpCodes.referenceId, referenceId)).get();
  if (!row || row.purpose !== purpose || (userId !== undefined && row.userId !== userId)) throw fail('This code is invalid, please request a new one', 'InvalidOtp');
  if (row.usedAt) throw fail('This code has already been used, please request a new one', 'OtpUsed');
  if (row.expiresAt < new Date(now).toISOString()) throw fail('This code has expired, please request a new one', 'OtpExpired');
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw fail(wrongCodeMessage(0), 'OtpLocked');
  if (sha256(`${row.referenceId}:${code}`) !== row.codeHash) {
    db.update(s.otpCodes)
      .set({ attempts: sql`${s.otpCodes.attempts} + 1` })
      .where(eq(s.otpCodes.referenceId, row.referenceId))
      .run();
    const left = OTP_MAX_ATTEMPTS - row.attempts - 1;
    throw fail(wrongCodeMessage(left), left > 0 ? 'InvalidOtp' : 'OtpLocked');
  }
  db.update(s.otpCodes)
    .set({ usedAt: new Date(now).toISOString() })
    .where(eq(s.otpCodes.referenceId, row.referenceId))
    .run();
  return row;
}
