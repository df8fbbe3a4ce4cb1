/**
 * Loader and action tests (issue 9, the Epic Stack's way): call a route's loader or action
 * directly with a Request and a load context, against a sandbox on a random port, and assert
 * on the Response with the matchers below.
 */
import { createCookieSessionStorage } from '@remix-run/node';
import { afterAll, beforeAll, expect } from 'vitest';
import { startSandbox, type Sandbox } from '../../sandbox/server';
import { TEST_INSTANT } from '../../sandbox/clock';
import { seededCopy } from '../seeded-copy';
import { config, setRuntimeUrls } from '~/server/config.server';
import { contextFor } from '~/server/context.server';
import { formKeyScope, issueFormKey } from '~/server/form-key.server';
import { open } from '~/server/seal.server';
import type { SessionData } from '~/server/session.server';
import { resetRateLimits } from '~/server/rate-limit.server';
import { noticeSaid, type Toast } from '~/lib/toast';
import { honeypotFields } from '~/server/honeypot.server';
import { i18nFor, missingKeys, saidOf } from '~/server/i18n.server';

export const BASE = 'http://portal.test';

/**
 * Starts a sandbox for the file's tests, its clock pinned to `TEST_INSTANT` (issue 45 §6: no test
 * depends on the hour it runs), and points the portal's upstream client at it.
 */
export function routeTestSandbox() {
  const holder = {} as { current: Sandbox };
  beforeAll(async () => {
    holder.current = await startSandbox({ port: 0, dbFile: ':memory:', telemetryIntervalMs: 60_000, now: TEST_INSTANT, seeded: seededCopy() });
    setRuntimeUrls({ upstream: holder.current.url });
    resetRateLimits();
  });
  afterAll(async () => {
    await holder.current?.close();
    // Every sentence a loader or action said is in a catalogue (issue 51 §2: a missing key is loud in tests).
    expect(missingKeys(), 'sentences said that no catalogue holds').toEqual([]);
  });
  return holder;
}

type RequestOptions = {
  method?: string;
  form?: Record<string, string | string[]>;
  cookie?: string;
  headers?: Record<string, string>;
  /** Send `form._key` as it is (a made-up key), instead of a key the server issued. */
  keyAsGiven?: boolean;
};

/** The session data sealed in a Cookie header (the session cookie), or null. */
export function sessionOfCookie(cookie: string | undefined): SessionData | null {
  const value = cookie
    ?.split('; ')
    .find((c) => /^(__Host-)?vp_session=/.test(c))
    ?.split('=')
    .slice(1)
    .join('=');
  if (!value) return null;
  try {
    const sealed = JSON.parse(Buffer.from(decodeURIComponent(value), 'base64').toString('latin1')) as string;
    return open<SessionData>(sealed, config().SESSION_SECRETS);
  } catch {
    return null;
  }
}

const issuedKeys = new Map<string, string>();
/**
 * `fields` with the form key a browser would send: one the server issued with the page for the
 * cookie's person and partner (the one door, issue 40 §1). A `_key` given by a test is a label:
 * the same label under the same person and partner is the same key (a resend of one form).
 */
export function withFormKey<T extends Record<string, string | string[]>>(fields: T, cookie: string | undefined, path: string): T & { _key: string } {
  // A guest's key is bound to their pre-session (the test browser's, TEST_PRE) and every key to its form's path (issue 54 §4).
  const scope = formKeyScope(sessionOfCookie(cookie), TEST_PRE);
  const label = typeof fields._key === 'string' ? fields._key : null;
  let key = label === null ? undefined : issuedKeys.get(`${scope}|${path}|${label}`);
  if (!key) {
    key = issueFormKey(scope, path);
    if (label !== null) issuedKeys.set(`${scope}|${path}|${label}`, key);
  }
  return { ...fields, _key: key };
}

/** `fields` with the honeypot's fields as the page draws them (issue 54 §4): the trap empty, the time drawn. */
export const withHoneypot = <T extends Record<string, string>>(fields: T) => {
  const pot = honeypotFields();
  return { ...fields, [pot.nameFieldName]: '', ...(pot.validFromFieldName ? { [pot.validFromFieldName]: pot.encryptedValidFrom } : {}) };
};

/** The test browser's pre-session id (issue 54 §4): every request carries it, as a browser that opened the page would. */
export const TEST_PRE = 'TestBrowserPreSession0';
/** `cookie` with the test browser's pre-session added. */
export const withPre = (cookie: string | undefined) => (cookie ? `${cookie}; vp_pre=${TEST_PRE}` : `vp_pre=${TEST_PRE}`);

/** A Request to `path` on the portal, with form fields (url-encoded, with a form key the server issued) and a Cookie header. */
export function portalRequest(path: string, { method, form, cookie, headers = {}, keyAsGiven = false }: RequestOptions = {}) {
  const fields = form && !keyAsGiven ? withFormKey(form, cookie, path) : form;
  const body = fields ? new URLSearchParams() : undefined;
  for (const [k, v] of Object.entries(fields ?? {})) for (const one of Array.isArray(v) ? v : [v]) body!.append(k, one);
  return new Request(BASE + path, {
    method: method ?? (form ? 'POST' : 'GET'),
    body,
    headers: { accept: 'text/html', ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}), cookie: withPre(cookie), ...headers },
  });
}

/** The arguments Remix gives a loader or action: the request, its params and a load context. */
export const args = (request: Request, params: Record<string, string> = {}) => {
  const context = contextFor(request);
  lastContext = context;
  return { request, params, context };
};

/**
 * The load context of the latest `args()`: an action that re-renders its form puts its toast
 * there (jsonWithToast), for the root loader of the same document request.
 */
let lastContext: { toast?: unknown } | undefined;

/** The Cookie header a browser would send after `response` set its cookies. */
export function cookiesOf(response: Response, previous = ''): string {
  const jar = new Map(previous ? previous.split('; ').map((c) => c.split('=', 2) as [string, string]) : []);
  for (const c of response.headers.getSetCookie()) {
    const [pair] = c.split(';');
    const i = pair.indexOf('=');
    jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
  return [...jar]
    .filter(([, v]) => v !== '')
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
}

/** What a thrown or returned value is, as a Response. */
export async function responseOf(run: () => Promise<unknown>): Promise<Response> {
  try {
    const value = await run();
    if (value instanceof Response) return value;
    throw new Error(`expected a Response, got ${typeof value}`);
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
}

/** A notice as the tests compare it: its type and the words an English reader sees. */
type ShownToast = { type?: Toast['type']; message?: string };

/** What an English reader sees of a notice: its key said with its values (sentence values said too), or the words it carries. */
function englishNotice(toast: Toast): string {
  return 'said' in toast ? toast.said : saidOf(i18nFor('en-NG'))(noticeSaid(toast));
}

async function toastOf(response: Response): Promise<unknown> {
  const cookie = response.headers.getSetCookie().find((c) => /^(__Host-)?vp_toast=/.test(c));
  // A redirect carries its toast in the flash cookie; a re-rendered form in its load context.
  if (!cookie) return response.status >= 300 && response.status < 400 ? undefined : lastContext?.toast;
  const storage = createCookieSessionStorage({ cookie: { name: cookie.startsWith('__Host-') ? '__Host-vp_toast' : 'vp_toast', secrets: config().SESSION_SECRETS } });
  return (await storage.getSession(cookie.split(';')[0])).get('toast');
}

expect.extend({
  /** A redirect (3xx), to `location` when given. */
  toHaveRedirect(received: Response, location?: string) {
    const isRedirect = received instanceof Response && received.status >= 300 && received.status < 400;
    const actual = received instanceof Response ? received.headers.get('Location') : null;
    const pass = isRedirect && (location === undefined || actual === location);
    return {
      pass,
      message: () => `expected ${this.isNot ? 'no ' : ''}redirect${location ? ` to ${location}` : ''}, got ${received instanceof Response ? `${received.status} ${actual ?? ''}` : String(received)}`,
    };
  },
  /** A toast that matches `expected` (partially): in a redirect's flash cookie, or shown on the re-rendered page. */
  async toSendToast(received: Response, expected: ShownToast) {
    const toast = (await toastOf(received)) as Toast | undefined;
    // A notice is a catalogue key with its values, or words already said (issue 51 §2): compare what an English reader sees.
    const shown = toast ? { type: toast.type, message: englishNotice(toast) } : undefined;
    const pass = Boolean(shown) && Object.entries(expected).every(([k, v]) => shown?.[k as keyof ShownToast] === v);
    return { pass, message: () => `expected a toast like ${JSON.stringify(expected)}, got ${JSON.stringify(shown ?? null)}` };
  },
});

declare module 'vitest' {
  interface Assertion<T> {
    toHaveRedirect(location?: string): T;
    toSendToast(expected: ShownToast): Promise<T>;
  }
}
