/** Whole seconds until `at` (ms since epoch), rounded up, never negative. */
export const secondsUntil = (at: number, now = Date.now()) => Math.max(0, Math.ceil((at - now) / 1000));

/** 'm:ss' for a number of seconds: 125 → '2:05'. */
export const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * The OTP field's next value (spec section 4): digits only, at most `length`; editing a
 * complete code below `length` digits clears it, so a fresh one is typed whole, while a pasted
 * code ('98 76') is kept.
 */
export function nextOtp(previous: string, raw: string, length: number): string {
  const digits = raw.replace(/\D/g, '').slice(0, length);
  return previous.length === length && digits.length < length ? '' : digits;
}
