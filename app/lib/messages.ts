/**
 * Words shared by the server's schemas and the browser (spec sections 5 and 8), where the
 * browser needs them without the schemas (which are server-only).
 */

/** The toast shown when the two new passwords differ (spec section 5). */
export const PASSWORD_MISMATCH_TOAST = 'Password does not match';
/** …and the message under the confirmation field. */
export const PASSWORD_MISMATCH = 'Passwords must be identical';

/** Identity documents (spec section 5: NIN or BVN). */
export const DOCUMENT_TYPES = [
  { value: 'nin', label: 'NIN (National Identification Number)' },
  { value: 'bvn', label: 'BVN (Bank Verification Number)' },
] as const;

export const REQUIRED = 'This field is required';

/** What a phone field accepts in the browser before the server's libphonenumber check. */
export const PHONE_HINT = 'Digits, with spaces if you like, e.g. 803 123 4567';

/** Said to a member who is not the owner at a settlement-account action (ADR 0022). */
export const NOT_OWNER_ACCOUNTS = 'Only the partner owner can add or change settlement accounts';
