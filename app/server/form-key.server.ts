/**
 * The one door for every write (issue 40 §1; ADR 0031): a form key the server itself issued, for
 * this person and partner. OWASP's synchronizer token, kept stateless as its HMAC-based variant:
 * a key is `nonce.issuedAt.person.mac`, where the MAC (HMAC-SHA256 under the session secret)
 * covers the key's scope — the signed-in user and the active partner, or `guest` — the nonce and
 * the time, and `person` is the scope's keyed tag (`personTag`), which the service worker reads
 * to know who typed a form it keeps (it is also the page's `X-VP-Person`; no id leaves the server).
 * Another site cannot read a portal page, so it has no key for the victim; a key of one partner
 * is refused under another; a made-up key is refused. The origin check in server.ts stays as a
 * second layer.
 *
 * The key is bound to the person and partner, not to one session id, so a form kept on the phone
 * while a session ended can still be sent by its own person after their next sign-in (issue 40
 * §4); a logout deletes what the phone kept (the worker), and a live session is required anyway.
 * It is also the form's idempotency key (request-scope.server.ts): one key per rendered form.
 *
 * A visitor who is not signed in has a pre-session (issue 54 §4, OWASP's login CSRF advice): a
 * random 128-bit id in an HttpOnly cookie (`vp_pre`), set with the first page that issues a key,
 * inside the guest's scope (`guest.<id>`), so a key read from one browser's /login verifies in no
 * other. And every key is good for the form it was issued with only: its action (the path it is
 * posted to) is inside the MAC, so a key of the sign-in form does not open the registration.
 *
 * - `formKeyScope(session, pre?)`: `u<user>.p<partner>` (`p0` before a partner is chosen), or
 *   `guest.<pre-session id>`.
 * - `personTag(scope)`: the scope's tag, 16 characters.
 * - `issueFormKey(scope, action, now?)`: a new key (73 characters) for the form posted to `action`.
 * - `verifyFormKey(key, scope, action, now?)`: true when this server issued `key` for `scope` and
 *   `action` within FORM_KEY_LIFETIME_MS, a guest's within PRE_SESSION_LIFETIME_MS (its cookie's
 *   life: issue 71 §5), with any accepted secret, so a rotation keeps open forms working.
 * - `requireFormKey(formData, context, request)`: the check every action meets through `readForm`
 *   and `parseUploads`; throws the 403 page (FORM_KEY_REFUSED) otherwise.
 * - `preSessionOf(request)`, `newPreSession()`, `preSessionCookie(id, secure)`: the guest's pre-session.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { json, type AppLoadContext } from '@remix-run/node';
import { FORM_KEY_FIELD } from '~contract/forms';
import { config } from '~/server/config.server';
import { ABSOLUTE_LIFETIME_MS, type SessionData } from '~/server/session.server';
import { metrics } from '~/server/metrics.server';

/** How long a key is good for: a session's whole life and a day for a form kept offline (8 days, ms). */
export const FORM_KEY_LIFETIME_MS = ABSOLUTE_LIFETIME_MS + 24 * 60 * 60 * 1000;
/** Clock skew tolerated between replicas for a key's time, in ms. */
const SKEW_MS = 5 * 60 * 1000;

/** What the refusal page says (403, JS on and off). */
export const FORM_KEY_REFUSED =
  'This form was not opened in your portal session, so nothing was saved. It may come from another website, or from a page opened before you signed in, signed out or switched organisation. Open the page again and send it from there.';

/**
 * The scope a key is issued for: the signed-in user and active partner, or a guest by their
 * pre-session id (`pre`; a guest without one has a scope no key verifies in).
 */
export function formKeyScope(data: Partial<Pick<SessionData, 'user' | 'ctx'>> | null | undefined, pre?: string | null): string {
  return data?.user ? `u${data.user.id}.p${data.ctx?.partner.id ?? 0}` : `guest.${pre ?? ''}`;
}

/** The pre-session cookie's name: `__Host-` over https, as the session's. */
const preSessionName = (secure: boolean) => (secure ? '__Host-vp_pre' : 'vp_pre');
const PRE_SESSION = /^[A-Za-z0-9_-]{22}$/;

/** A guest's pre-session id from the request's cookie, or null. */
export function preSessionOf(request: Request): string | null {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if ((name === 'vp_pre' || name === '__Host-vp_pre') && value && PRE_SESSION.test(value)) return value;
  }
  return null;
}

/** A new pre-session id: 16 random bytes (128 bits), base64url. */
export const newPreSession = () => randomBytes(16).toString('base64url');

/** A guest's pre-session lives a day (ms): its cookie's Max-Age, and its form keys' life (issue 71 §5: never longer than the cookie). */
export const PRE_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The Set-Cookie of a pre-session: HttpOnly, the whole site, Lax, PRE_SESSION_LIFETIME_MS; `__Host-` and Secure over https. */
export const preSessionCookie = (id: string, secure: boolean) =>
  `${preSessionName(secure)}=${id}; Path=/; Max-Age=${PRE_SESSION_LIFETIME_MS / 1000}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The path a form is posted to, as the MAC reads it: no query, no trailing slash. */
export const formAction = (action: string) => {
  const path = new URL(action, 'http://portal.invalid').pathname;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
};

const mac = (secret: string, scope: string, action: string, nonce: string, at: string) =>
  createHmac('sha256', secret)
    .update(`form-key|${scope}|${formAction(action)}|${nonce}|${at}`)
    .digest()
    .subarray(0, 18)
    .toString('base64url');
const tags = new Map<string, string>();
/** A scope's keyed tag, kept (issue 52 §1: every form of every page computed the same HMAC again); at most 10,000 kept, then started afresh. */
const tag = (secret: string, scope: string) => {
  const key = `${secret}|${scope}`;
  let made = tags.get(key);
  if (made === undefined) {
    if (tags.size >= 10_000) tags.clear();
    made = createHmac('sha256', secret).update(`form-person|${scope}`).digest().subarray(0, 12).toString('base64url');
    tags.set(key, made);
  }
  return made;
};

/** The keyed tag of a scope (16 characters): who typed a form, for the worker, without an id. */
export const personTag = (scope: string) => tag(config().SESSION_SECRETS[0], scope);

/** A new form key for `scope` and the form posted to `action` (a path); `now` in ms since epoch. */
export function issueFormKey(scope: string, action: string, now = Date.now()): string {
  const secret = config().SESSION_SECRETS[0];
  const nonce = randomBytes(16).toString('base64url');
  const at = now.toString(36);
  return `${nonce}.${at}.${tag(secret, scope)}.${mac(secret, scope, action, nonce, at)}`;
}

/**
 * The form keys of one render (issue 68 §3): one key per form action (a path, as `formAction` reads
 * it), issued on first use and shared by every other form posting there — the members list's rows or
 * the pay page's forms cost one HMAC, not one each. A shared key stays safe: the request's
 * idempotency key is the digest of the key and every posted field (request-scope.server.ts), so two
 * rows' forms still send two keys upstream.
 * @returns `(action) => key`; `issued()` says whether any form asked (the page then needs the pre-session cookie).
 */
export function renderFormKeys(scope: string, now = Date.now()) {
  const keys = new Map<string, string>();
  const keyOf = (action: string) => {
    const path = formAction(action);
    let key = keys.get(path);
    if (key === undefined) keys.set(path, (key = issueFormKey(scope, path, now)));
    return key;
  };
  return Object.assign(keyOf, { issued: () => keys.size > 0 });
}

const KEY_SHAPE = /^([A-Za-z0-9_-]{22})\.([0-9a-z]{6,10})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{24})$/;

/** Did this server issue `key` for `scope` and the form posted to `action`, no longer than FORM_KEY_LIFETIME_MS ago (a guest's: PRE_SESSION_LIFETIME_MS)? Never throws. */
export function verifyFormKey(key: unknown, scope: string, action: string, now = Date.now()): boolean {
  if (typeof key !== 'string') return false;
  const parts = KEY_SHAPE.exec(key);
  if (!parts) return false;
  const [, nonce, at, person, given] = parts;
  const issued = parseInt(at, 36);
  const lifetime = scope.startsWith('guest.') ? PRE_SESSION_LIFETIME_MS : FORM_KEY_LIFETIME_MS;
  if (!(issued <= now + SKEW_MS && now - issued <= lifetime)) return false;
  const givenBytes = Buffer.from(given, 'base64url');
  return config().SESSION_SECRETS.some((secret) => tag(secret, scope) === person && timingSafeEqual(Buffer.from(mac(secret, scope, action, nonce, at), 'base64url'), givenBytes));
}

/**
 * The door: the form's key must be one this server issued for the request's person and partner.
 * @throws a 403 Response `{ message: FORM_KEY_REFUSED }` (the readable error page) otherwise.
 */
export async function requireFormKey(formData: FormData | URLSearchParams, context: AppLoadContext, request: Request): Promise<void> {
  const { data } = await context.session();
  if (verifyFormKey(formData.get(FORM_KEY_FIELD), formKeyScope(data, preSessionOf(request)), new URL(request.url).pathname)) return;
  metrics.formKeyRefused();
  throw json({ message: FORM_KEY_REFUSED }, { status: 403, headers: { 'Cache-Control': 'no-store' } });
}
