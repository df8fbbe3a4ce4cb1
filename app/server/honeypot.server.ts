/**
 * A honeypot on the public forms that send an SMS or an e-mail (issue 54 §4, as the Epic Stack
 * does): registration, the password reset and the sign-in code. Two fields: a trap no person sees
 * (`website`), which a bot that fills every field fills; and the time the form was drawn
 * (`drawn_at`), signed under the session secret (the same on every replica), which a bot that never
 * loaded the page cannot make. On `node:crypto` (issue 70 §6): remix-utils 7's honeypot needed
 * crypto-js, unmaintained by its own README, for what one HMAC does. The fields are drawn by
 * `HoneypotFields` (a hidden block, no inline style: the portal's CSP allows none).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { config } from '~/server/config.server';

/** What a form draws: the trap's name, the drawn-at field's name and its signed value (`<ms>.<mac>`). */
export type HoneypotInputProps = { nameFieldName: string; validFromFieldName: string; encryptedValidFrom: string };

/** The trap's name (a field a bot likes to fill) and the drawn-at field's. */
const TRAP = 'website';
const DRAWN_AT = 'drawn_at';
/** A drawn-at time this far in the future is refused (another replica's clock, ms). */
const SKEW_MS = 5 * 60 * 1000;

const mac = (secret: string, at: string) => createHmac('sha256', secret).update(`honeypot|${at}`).digest().subarray(0, 18).toString('base64url');

/** The honeypot's fields for a form drawn at `now` (ms since epoch). */
export function honeypotFields(now = Date.now()): HoneypotInputProps {
  const at = String(now);
  return { nameFieldName: TRAP, validFromFieldName: DRAWN_AT, encryptedValidFrom: `${at}.${mac(config().SESSION_SECRETS[0], at)}` };
}

/**
 * Was `formData` sent by a person: the trap there and empty, and a drawn-at time this portal
 * signed (with any accepted secret, so a rotation keeps open forms working), not in the future?
 * Never throws.
 */
export function passesHoneypot(formData: FormData, now = Date.now()): boolean {
  if (formData.get(TRAP) !== '') return false;
  const drawn = /^(\d{1,16})\.([A-Za-z0-9_-]{24})$/.exec(String(formData.get(DRAWN_AT) ?? ''));
  if (!drawn) return false;
  const [, at, given] = drawn;
  if (Number(at) > now + SKEW_MS) return false;
  const givenBytes = Buffer.from(given!, 'base64url');
  return config().SESSION_SECRETS.some((secret) => timingSafeEqual(Buffer.from(mac(secret, at!), 'base64url'), givenBytes));
}
