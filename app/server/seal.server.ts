/**
 * Sealing of the session cookie's contents (issue 13 §3): AES-256-GCM, so the upstream bearer
 * token is neither readable nor changeable by whoever holds the cookie. The key is derived from
 * a session secret with HKDF-SHA256; `open` tries every accepted secret, so a rotation
 * (SESSION_SECRET_PREVIOUS) keeps sessions sealed with the previous secret working.
 *
 * `seal(value, secret)` → base64url of iv (12 bytes) ‖ tag (16 bytes) ‖ ciphertext of the JSON.
 * `open(sealed, secrets)` → the value, or null when no secret opens it (never throws).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const keys = new Map<string, Buffer>();
function keyFor(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'vp-session-salt', 'vp-session-cookie', 32));
    keys.set(secret, key);
  }
  return key;
}

export function seal(value: unknown, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function open<T = unknown>(sealed: unknown, secrets: readonly string[]): T | null {
  if (typeof sealed !== 'string' || sealed.length < 40 || sealed.length > 8192) return null;
  const raw = Buffer.from(sealed, 'base64url');
  if (raw.length < 29) return null;
  for (const secret of secrets) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyFor(secret), raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      return JSON.parse(text) as T;
    } catch {
      // Not this secret (or tampered with): try the next.
    }
  }
  return null;
}
