/**
 * Checks on a request before Remix sees it (issue 13 §1–2), as pure functions of its method and
 * headers so they are tested without a server; server.ts applies them to every request.
 *
 * - `crossSiteRefusal`: a state-changing request (any method but GET/HEAD/OPTIONS) must come
 *   from the portal's own pages. Browsers say where a request comes from with `Sec-Fetch-Site`
 *   and `Origin`; either one naming another site refuses it (403). `Origin: null` passes only
 *   with `Sec-Fetch-Site: same-origin` (a page of ours with a no-referrer policy). Requests with neither are
 *   not from a browser's page (curl, the tests' fetch) and pass: they carry no victim's cookie.
 * - `bodyRefusal`: an action's body must be a form (url-encoded ≤ FORM_MAX_BYTES, or multipart
 *   ≤ MULTIPART_MAX_BYTES), with its length declared: 415, 413 or 411 otherwise, before a byte
 *   of it is read.
 *
 * - `methodRefusal`: methods Remix does not answer (TRACE, CONNECT, OPTIONS…) get 405.
 *
 * Each returns null (the request may go on) or `{ status, title, message }` for a short page.
 */

/** A url-encoded form body: at most 64 KB. */
export const FORM_MAX_BYTES = 64 * 1024;
/** A multipart body: five files of 5 MB and the form's text fields. */
export const MULTIPART_MAX_BYTES = 5 * 5 * 1024 * 1024 + 1024 * 1024;

export type Refusal = { status: 403 | 405 | 411 | 413 | 415; title: string; message: string; allow?: string };

/** The methods Remix answers; TRACE, CONNECT and the rest get 405 (issue 20 §4). */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** A method the portal does not answer: 405 with `Allow`. */
export function methodRefusal(method: string): Refusal | null {
  if ((ALLOWED_METHODS as readonly string[]).includes(method.toUpperCase())) return null;
  return { status: 405, title: 'Not allowed', message: 'The portal does not answer this kind of request.', allow: ALLOWED_METHODS.join(', ') };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * @param origins the origins the portal answers on: the request's own (scheme://host as the
 *   proxy reports it) and PUBLIC_ORIGIN when configured.
 */
export function crossSiteRefusal(method: string, headers: { secFetchSite?: string; origin?: string }, origins: readonly string[]): Refusal | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  const refusal: Refusal = {
    status: 403,
    title: 'Not sent from this site',
    message: 'This form was sent from another website, so it was not accepted. Open the portal and try again from its own page.',
  };
  const site = headers.secFetchSite?.toLowerCase();
  const origin = headers.origin?.toLowerCase();
  if (site) {
    if (site !== 'same-origin' && site !== 'none') return refusal;
    // A same-origin page whose referrer policy is no-referrer sends `Origin: null`.
    if (origin !== undefined && origin !== 'null' && !origins.includes(origin)) return refusal;
    return null;
  }
  // A browser without Fetch Metadata: the Origin must be ours (`null` is not).
  if (origin !== undefined && !origins.includes(origin)) return refusal;
  return null;
}

export function bodyRefusal(method: string, headers: { contentType?: string; contentLength?: string; transferEncoding?: string }): Refusal | null {
  if (SAFE_METHODS.has(method.toUpperCase())) return null;
  const type = (headers.contentType ?? '').split(';')[0].trim().toLowerCase();
  const declared = headers.contentLength !== undefined && /^\d+$/.test(headers.contentLength) ? Number(headers.contentLength) : null;
  const hasBody = headers.transferEncoding !== undefined || (declared ?? 0) > 0;
  if (!hasBody && (type === '' || type === 'application/x-www-form-urlencoded' || type === 'multipart/form-data')) return null;
  if (type !== 'application/x-www-form-urlencoded' && type !== 'multipart/form-data')
    return { status: 415, title: 'Not a form', message: 'The portal only accepts its own forms (sent as application/x-www-form-urlencoded or multipart/form-data).' };
  if (declared === null) return { status: 411, title: 'Length required', message: 'A form must say how long it is (Content-Length).' };
  const max = type === 'multipart/form-data' ? MULTIPART_MAX_BYTES : FORM_MAX_BYTES;
  if (declared > max)
    return { status: 413, title: 'Too large', message: type === 'multipart/form-data' ? 'What you sent is too large. Files must be less than 5 MB.' : 'What you sent is too large for this form.' };
  return null;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A small, self-contained HTML page (no scripts, no styles from the build): for refusals before
 * Remix, and for resource routes that fail before they send anything (a failed export).
 */
export function plainPage(title: string, message: string, back = { href: '/', label: 'Back to the portal' }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} - Vehicle Partner</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p></body></html>`;
}

/** A small, self-contained page for a refusal. */
export const refusalPage = (refusal: Refusal): string => plainPage(refusal.title, refusal.message);
