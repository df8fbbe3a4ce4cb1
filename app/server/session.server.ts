/**
 * The cookie session (spec section 3 "Session"): an HttpOnly, SameSite=Lax cookie, `Secure`
 * with a `__Host-` name when served over https, whose contents are sealed with AES-256-GCM
 * (seal.server.ts: the token is not readable from the cookie). Each login gets a session id;
 * logout records it in the revocation store, so a copied cookie ends with the session. It holds only the token, the user's
 * id and names, and a compact active context, so it stays far below 4 KB whatever the number
 * of organisations. Sessions end after IDLE_TIMEOUT_MS without a request, and in any case
 * ABSOLUTE_LIFETIME_MS after login.
 */
import { isLanguage } from '~contract/languages';
import { randomUUID } from 'node:crypto';
import { createCookie, createSession, json, redirect, type AppLoadContext, type Session, type SessionStorage } from '@remix-run/node';
import { config } from '~/server/config.server';
import { revocations, SessionCheckUnavailable } from '~/server/revocations.server';
import { open, seal } from '~/server/seal.server';
import { REPLAY_HEADER } from '~/sw/rules';
import { metrics } from '~/server/metrics.server';

/** A session unused for this long ends: 12 hours, in ms. */
export const IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
/** A session ends this long after login, however active: 7 days, in ms. */
export const ABSOLUTE_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** `lastSeen` is refreshed at most this often, to avoid a Set-Cookie on every request: 5 min. */
export const TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** The partner the user is acting for (spec "activeContext"), kept small. */
export type ActiveContext = {
  partner: { id: number; account_sid: string; company_name: string; mode: 'business' | 'individual' };
  /** Organisation-level label: owner, admin, staff, super-admin. */
  orgRole: string;
  roles: string[];
  onboardingState?: { identity: string; address: string; partner_type: 'business' | 'individual' };
  supportedCities: number;
};

export type SessionUser = { id: number; fname: string; lname: string; email: string; role?: string | null; language?: string | null };

export type SessionData = {
  /** This login's id, checked against the revocation store. */
  sid: string;
  token: string;
  user: SessionUser;
  /** ms since epoch. */
  createdAt: number;
  lastSeen: number;
  ctx?: ActiveContext;
  /** A phone login waiting for its code (guest sessions): upstream reference, phone, country, and when a resend is allowed (ms). */
  otp?: PendingOtp;
};
export type PendingOtp = { ref: string; phone: string; country: string; resendAt: number };
type FlashData = { error: string };

const storages = new Map<boolean, SessionStorage<SessionData, FlashData>>();

/** Is the request served over https (directly, or through the trusted proxy)? */
export const isHttps = (request: Request) => new URL(request.url).protocol === 'https:';

export const sessionCookieName = (secure: boolean) => (secure ? '__Host-vp_session' : 'vp_session');

function storageFor(request: Request) {
  const secure = isHttps(request);
  let storage = storages.get(secure);
  if (!storage) {
    const secrets = config().SESSION_SECRETS;
    // No cookie signature: the seal authenticates the contents (and tells tampering apart).
    const cookie = createCookie(sessionCookieName(secure), { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: ABSOLUTE_LIFETIME_MS / 1000 });
    storage = {
      async getSession(cookieHeader) {
        const sealed = cookieHeader ? await cookie.parse(cookieHeader).catch(() => null) : null;
        return createSession<SessionData, FlashData>((open<Partial<SessionData>>(sealed, secrets) ?? {}) as SessionData);
      },
      commitSession: (session, options) => cookie.serialize(seal(session.data, secrets[0]), options),
      destroySession: (_session, options) => cookie.serialize('', { ...options, maxAge: undefined, expires: new Date(0) }),
    };
    storages.set(secure, storage);
  }
  return storage;
}

export type AppSession = Session<SessionData, FlashData>;

export const getSession = (request: Request): Promise<AppSession> => storageFor(request).getSession(request.headers.get('Cookie'));

/** Set-Cookie for `session`; the cookie expires with the session's absolute lifetime. */
export function commitSession(request: Request, session: AppSession): Promise<string> {
  const createdAt = session.get('createdAt') ?? Date.now();
  return storageFor(request).commitSession(session, { expires: new Date(createdAt + ABSOLUTE_LIFETIME_MS) });
}

export const destroySession = (request: Request, session: AppSession): Promise<string> => storageFor(request).destroySession(session);

/** Has the session passed its idle timeout or absolute lifetime at `now` (ms)? */
export function isExpired(data: Pick<SessionData, 'createdAt' | 'lastSeen'>, now = Date.now()): boolean {
  return now - data.createdAt > ABSOLUTE_LIFETIME_MS || now - data.lastSeen > IDLE_TIMEOUT_MS;
}

/**
 * The logged-in session's data, or null when there is none or it has expired. `unavailable`:
 * whether the session was revoked cannot be known (the shared store is down past its grace
 * period, ADR 0012); `data` is then null too, but the cookie must be kept.
 */
export async function readSession(request: Request): Promise<{ session: AppSession; data: SessionData | null; unavailable?: true }> {
  const session = await getSession(request);
  const sid = session.get('sid');
  const token = session.get('token');
  const user = session.get('user');
  const createdAt = session.get('createdAt');
  const lastSeen = session.get('lastSeen');
  if (!sid || !token || !user || !createdAt || !lastSeen || isExpired({ createdAt, lastSeen })) return { session, data: null };
  try {
    if (await revocations().isRevoked(sid)) return { session, data: null };
  } catch (error) {
    if (error instanceof SessionCheckUnavailable) return { session, data: null, unavailable: true };
    throw error;
  }
  return { session, data: { sid, token, user, createdAt, lastSeen, ctx: session.get('ctx') } };
}

/** `/login?redirect=<path and query>` for the request. */
export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  return back === '/' ? '/login' : `/login?redirect=${encodeURIComponent(back)}`;
}

/** What a form sent again by the service worker after its session ended is told (401). */
export const SIGNED_OUT_REPLAY = 'You are signed out: this form waits on the phone until you sign in again.';

/** The 503 page's message while sessions cannot be checked (ADR 0012). */
export const SESSION_CHECK_UNAVAILABLE = 'We cannot confirm your sign-in right now. Please try again in a minute; you will not need to sign in again.';

/**
 * The logged-in session, or a thrown redirect to `/login?redirect=…` that clears the cookie
 * (spec section 4: "Not logged in on a protected route"). With a load context, the session is
 * read once per request (`context.session()`). While revocations cannot be checked it throws
 * a 503 with SESSION_CHECK_UNAVAILABLE and keeps the cookie.
 */
export async function requireSession(request: Request, context?: AppLoadContext): Promise<{ session: AppSession; data: SessionData }> {
  const { session, data, unavailable } = context ? await context.session() : await readSession(request);
  if (unavailable) throw json({ message: SESSION_CHECK_UNAVAILABLE }, { status: 503, headers: { 'Retry-After': '30' } });
  if (!data) {
    // A form the service worker kept and sends again (issue 40 §4): no sign-in page for it to
    // count as sent; 401 says it waits for its person's next sign-in.
    // A cookie that held a session which is no longer live (idle, too old or revoked) ends here.
    if (session.get('sid')) metrics.sessionEnded('expired');
    if (request.headers.get(REPLAY_HEADER)) throw json({ message: SIGNED_OUT_REPLAY }, { status: 401, headers: { 'Cache-Control': 'no-store' } });
    throw redirect(loginUrl(request), { headers: { 'Set-Cookie': await destroySession(request, session) } });
  }
  return { session, data };
}

/**
 * A fresh session for a user who just logged in: a new cookie (never the visitor's old one,
 * against session fixation).
 */
export async function startSession(request: Request, token: string, user: SessionUser): Promise<AppSession> {
  const session = await storageFor(request).getSession();
  const now = Date.now();
  session.set('sid', randomUUID());
  session.set('token', token);
  // The saved language travels with the session, so a new phone speaks it from the first page (issue 51 §4).
  session.set('user', {
    id: user.id,
    fname: user.fname.slice(0, 60),
    lname: user.lname.slice(0, 60),
    email: user.email.slice(0, 120),
    role: user.role ?? null,
    language: isLanguage(user.language) ? user.language : null,
  });
  session.set('createdAt', now);
  session.set('lastSeen', now);
  metrics.sessionStarted();
  return session;
}

/**
 * If the request carries a live session whose `lastSeen` is older than TOUCH_INTERVAL_MS,
 * the Set-Cookie that refreshes it (the idle timeout rolls); otherwise null. With `context`,
 * the session the request already read is used, never read again.
 */
export async function touchSession(request: Request, now = Date.now(), context?: AppLoadContext): Promise<string | null> {
  if (!request.headers.get('Cookie')?.includes('vp_session')) return null;
  // The request's own read when there is one (read once per request: ADR 0008).
  const { session, data } = context ? await context.session() : await readSession(request);
  if (!data || now - data.lastSeen < TOUCH_INTERVAL_MS) return null;
  session.set('lastSeen', now);
  return commitSession(request, session);
}

/**
 * End the session on the portal's side: its id is refused from now until the end of its
 * absolute lifetime, whatever the upstream does with the token.
 */
export async function revokeSession(data: Pick<SessionData, 'sid' | 'createdAt'>): Promise<void> {
  await revocations().revoke(data.sid, data.createdAt + ABSOLUTE_LIFETIME_MS);
}
