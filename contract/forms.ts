/**
 * What the portal's forms, its server and its service worker agree on about a form (issue 40 §2,
 * §5; ADR 0031), written once:
 * - `FORM_KEY_FIELD`: the hidden field of the one-time key the server issues into every form that
 *   writes (a synchronizer token bound to the person and partner; app/server/form-key.server.ts).
 * - `SECRET_FIELDS`: fields whose value is a secret (a password, a one-time code and its
 *   reference, a sign-in or reset token). A form with any of them is never kept on the phone,
 *   and its values are never echoed back or logged. A test walks every form of every route and
 *   fails when a password or one-time-code input is named otherwise.
 * - `OFFLINE_FORMS`: the routes whose forms may be kept on the phone when the link drops and sent
 *   when it returns, each with the words the partner reads about it ("Notification settings").
 * - `formDigest`: the digest of a submitted form (its key and every field in order, files by
 *   their SHA-256), which the server turns into the `Idempotency-Key` of the writes it sends and
 *   the worker uses to tell an identical second tap (not kept again) from an edited form (kept).
 */

/** The hidden field of a form's one-time key. */
export const FORM_KEY_FIELD = '_key';

/** Fields never kept on the phone, never echoed back, never logged. */
export const SECRET_FIELDS = ['password', 'confirmPassword', 'confirm_password', 'current_password', 'otp', 'otp_code', 'code', 'reference_id', 'token'] as const;

/** Is `name` one of SECRET_FIELDS (case as written)? */
export const isSecretField = (name: string): boolean => (SECRET_FIELDS as readonly string[]).includes(name);

/**
 * The forms that may be kept offline: a path pattern (the form's own page, where it is posted)
 * and the words for it. Everything else needs the network: the team, settlement accounts,
 * sign-in and onboarding, the organisation switch.
 */
export const OFFLINE_FORMS: readonly { pattern: RegExp; name: string }[] = [
  { pattern: /^\/settings\/?$/, name: 'Your profile' },
  { pattern: /^\/settings\/notifications\/?$/, name: 'Notification settings' },
  { pattern: /^\/drivers\/add-driver\/?$/, name: 'A new driver' },
  { pattern: /^\/drivers\/[^/]+\/edit\/?$/, name: 'A driver’s details' },
  { pattern: /^\/drivers\/details\/[^/]+\/?$/, name: 'A driver’s vehicle' },
  { pattern: /^\/vehicles\/add-vehicle\/?$/, name: 'A new vehicle' },
  { pattern: /^\/vehicles\/[^/]+\/edit\/?$/, name: 'A vehicle’s details' },
  { pattern: /^\/vehicles\/[^/]+\/edit\/document\/[^/]+\/?$/, name: 'A vehicle document' },
  { pattern: /^\/vehicles\/details\/[^/]+\/?$/, name: 'A vehicle’s driver' },
  { pattern: /^\/trips\/information\/upcoming\/[^/]+\/?$/, name: 'A trip’s vehicle or driver' },
  { pattern: /^\/earnings\/cost-configuration\/vehicle\/[^/]+\/?$/, name: 'A supply cost request' },
  { pattern: /^\/earnings\/queries\/new\/?$/, name: 'A deduction query' },
];

/** The words for a form posted to `pathname` that may be kept offline, or null when it may not. */
export function offlineFormName(pathname: string): string | null {
  return OFFLINE_FORMS.find((f) => f.pattern.test(pathname))?.name ?? null;
}

/** A submitted field as the digest reads it: text as it is, a file by its SHA-256 (hex). */
export type DigestEntry = readonly [name: string, value: string | { sha256: string }];

const hex = (buffer: ArrayBuffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, '0')).join('');

/** SHA-256 of `bytes`, hex (Web Crypto: the same in Node and in the worker). */
export async function sha256Hex(bytes: Uint8Array | string): Promise<string> {
  const data = typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes;
  return hex(await globalThis.crypto.subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>));
}

/**
 * The digest of a submitted form, hex: its key and every other field in the order sent (files by
 * their digest; an empty file input counts as nothing). The same form sent twice has the same
 * digest; a form changed in any field has another.
 * @param formKey the form's FORM_KEY_FIELD value
 * @param entries the other fields, in order (FORM_KEY_FIELD itself is skipped)
 */
export async function formDigest(formKey: string, entries: Iterable<DigestEntry>): Promise<string> {
  const parts: string[] = [];
  for (const [name, value] of entries) {
    if (name === FORM_KEY_FIELD) continue;
    parts.push(`${name}=${typeof value === 'string' ? value : `file:${value.sha256}`}`);
  }
  return sha256Hex(`${formKey}\n${parts.join('\n')}`);
}

/**
 * A FormData's entries as the digest reads them: files by their SHA-256, empty file inputs (no
 * name, no bytes) left out, as the server's upload parser leaves them out.
 */
export async function digestEntries(form: FormData): Promise<DigestEntry[]> {
  const entries: DigestEntry[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') entries.push([name, value]);
    else if (value.size > 0 || value.name) entries.push([name, { sha256: await sha256Hex(new Uint8Array(await value.arrayBuffer())) }]);
  }
  return entries;
}
