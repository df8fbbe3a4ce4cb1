/**
 * A honeypot on the public forms that send an SMS or an e-mail (issue 54 §4, as the Epic Stack
 * does): registration, the password reset and the sign-in code. remix-utils' `Honeypot` makes the
 * fields and checks them — a field no person sees, which a bot fills, and the time the form was
 * drawn, encrypted under the session secret (the same on every replica), which a bot that never
 * loaded the page cannot make. The fields are drawn by `HoneypotFields` (a hidden block, no inline
 * style: the portal's CSP allows none).
 */
import { Honeypot, SpamError, type HoneypotInputProps } from 'remix-utils/honeypot/server';
import { config } from '~/server/config.server';

export type { HoneypotInputProps };

/** The trap's name (a field a bot likes to fill) and the drawn-at field's. */
const TRAP = 'website';
const DRAWN_AT = 'drawn_at';

let honeypot: Honeypot | undefined;
const pot = () => (honeypot ??= new Honeypot({ nameFieldName: TRAP, validFromFieldName: DRAWN_AT, encryptionSeed: config().SESSION_SECRETS[0] }));

/** The honeypot's fields for a form drawn now. */
export const honeypotFields = (): HoneypotInputProps => pot().getInputProps();

/** Was `formData` sent by a person: the trap left empty and the form drawn by this portal? Never throws. */
export function passesHoneypot(formData: FormData): boolean {
  // remix-utils lets a form without either field pass (a form that never had the honeypot): these forms always have it.
  if (!formData.has(TRAP) || !formData.has(DRAWN_AT)) return false;
  try {
    pot().check(formData);
    return true;
  } catch (error) {
    if (!(error instanceof SpamError)) throw error;
    return false;
  }
}
