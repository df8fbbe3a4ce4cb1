/**
 * The e2e fixtures. Every page a test visits is checked with axe (WCAG 2.2 A and AA): call
 * `checkA11y()` on intermediate pages; the page showing at the end is checked automatically,
 * and a test fails if it visited a path that was never checked.
 */
import AxeBuilder from '@axe-core/playwright';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { PORTAL_PORT, SANDBOX_PORT } from '../../playwright.config';
import { PNG } from '../fixtures/files';
import { HTML_PAGES_DIR } from '../../scripts/html-pages.mjs';
import { api } from '../sandbox-client';
import { fetchForm, fetchFormKey } from '../../bench/lib/form-key.mjs';
import { isSecretField } from '../../contract/forms';

/**
 * A form key of the portal's page `path`, as the person of `cookie` (or a guest) would get it
 * with the page: what a browser sends with any form it posts (issue 40 §1).
 */
export const formKeyOf = (path: string, cookie?: string) => fetchFormKey(`${PORTAL_URL}${path}`, cookie ? { cookie } : {});
/** A page's first form key and the Cookie header to post it with: a guest's key needs the pre-session it was issued for (issue 54 §4). */
export const formOf = (path: string, cookie?: string): Promise<{ key: string; cookie: string }> => fetchForm(`${PORTAL_URL}${path}`, cookie);

export const SANDBOX_URL = `http://127.0.0.1:${SANDBOX_PORT}`;

type WorkerFixtures = {
  /** The session cookie of `email`, made once per worker by posting the portal's login form. */
  sessionCookie: (email: string, password?: string) => Promise<string>;
};

type Fixtures = {
  /**
   * Sign in as `email` without the login pages: the worker's session cookie for that user is
   * put in the browser. For every journey except those that test signing in.
   */
  signedInAs: (email: string, password?: string) => Promise<void>;
  /** Runs axe on the current page (once per path per test) and fails the test on any violation. */
  checkA11y: () => Promise<void>;
  jsEnabled: boolean;
  /** Log in through the portal's email form; `query` is appended to /login. */
  login: (email: string, password?: string, query?: string) => Promise<void>;
};

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * A document's markup without what differs on every render of the same page: the script nonce
 * and each form's key (issue 40 §1), which neither axe nor the HTML checker reads.
 */
const sameMarkup = (html: string) => html.replace(/ nonce="[^"]*"/g, '').replace(/name="_key" value="[^"]*"/g, 'name="_key"');

/**
 * Markup axe has passed in this worker, by a hash of the document (`sameMarkup`), its origin,
 * the viewport and JavaScript on or off: the same markup with the same build's stylesheet gets
 * the same verdict, so a page a later test shows again unchanged (the login page, mostly) is not
 * analysed again. A page that differs in any byte is.
 */
const passed = new Set<string>();

/** The JavaScript-off project's scratch page (JavaScript on, scripts refused), one per browser and origin. */
const scratchPages = new WeakMap<Browser, Map<string, Promise<Page>>>();
function scratchFor(page: Page): Promise<Page> {
  const browser = page.context().browser()!;
  const origin = new URL(page.url()).origin;
  let byOrigin = scratchPages.get(browser);
  if (!byOrigin) scratchPages.set(browser, (byOrigin = new Map()));
  let scratch = byOrigin.get(origin);
  if (!scratch) {
    scratch = (async () => {
      const context = await browser.newContext({ javaScriptEnabled: true, ignoreHTTPSErrors: true });
      const target = await context.newPage();
      await target.route('**/*.js', (route) => route.abort());
      // Same origin as the page, so its stylesheets load under Cross-Origin-Resource-Policy.
      await target.goto(`${origin}/healthz`);
      return target;
    })();
    byOrigin.set(origin, scratch);
  }
  return scratch;
}

/**
 * Run axe on what `page` shows. axe needs JavaScript, so for the JavaScript-off project the
 * page's current DOM (scripts removed) is copied into a scratch JavaScript-on page first.
 */
async function analyse(page: Page, jsEnabled: boolean) {
  const html = await page.content();
  const viewport = page.viewportSize();
  const key = createHash('sha256')
    .update(`${jsEnabled}|${new URL(page.url()).origin}|${viewport?.width}x${viewport?.height}|${sameMarkup(html)}`)
    .digest('hex');
  if (passed.has(key)) return;
  let target = page;
  if (!jsEnabled) {
    target = await scratchFor(page);
    if (viewport) await target.setViewportSize(viewport);
    await target.setContent(html.replace(/<script\b[\s\S]*?<\/script>/gi, ''), { waitUntil: 'load' });
  }
  // Legacy mode runs axe in the page itself: the portal's pages have no frames, so the default's
  // blank page opened per analysis to merge frames' results only cost time (issue 55 §8: about
  // 200 ms of each analysis, a third of the journeys' axe time).
  const results = await new AxeBuilder({ page: target }).withTags(AXE_TAGS).setLegacyMode(true).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  passed.add(key);
}

/**
 * Check a page of another browser context (a driver's phone, an officer's: no fixture tracks
 * them) as the fixture checks its own: axe, and its markup kept for the HTML check (as the
 * browser holds it: the context's raw answers are not intercepted).
 */
export async function checkOtherPage(page: Page, jsEnabled: boolean) {
  await page.waitForLoadState('load');
  keepForHtmlCheck(page.url(), Buffer.from(await page.content()));
  await analyse(page, jsEnabled);
}

type A11yTracker = { check: () => Promise<void>; finish: () => Promise<void> };

function tracker(page: Page, jsEnabled: boolean): A11yTracker {
  const visited = new Set<string>();
  const checked = new Set<string>();
  const pathOf = (url: string) => new URL(url).pathname;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith('http')) visited.add(pathOf(frame.url()));
  });
  const check = async () => {
    if (!page.url().startsWith('http') || checked.has(pathOf(page.url()))) return;
    await page.waitForLoadState('load');
    // Every form of the portal's pages that writes carries a key the server issued with the page
    // (issue 40 §1); another site's page (an attacker's, in the security journeys) has none.
    // The portal is served as localhost (directly or behind nginx); the other sites of the tests are 127.0.0.1.
    const portalPage = new URL(page.url()).hostname === 'localhost';
    const unkeyed = !portalPage
      ? []
      : await page.$$eval('form', (forms) =>
          forms
            .filter((f) => (f.getAttribute('method') ?? 'get').toLowerCase() === 'post')
            .filter((f) => !/^[\w-]{22}\.[0-9a-z]{6,10}\.[\w-]{16}\.[\w-]{24}$/.test((f.querySelector('input[name="_key"]') as HTMLInputElement | null)?.value ?? ''))
            .map((f) => f.getAttribute('action') ?? f.getAttribute('aria-label') ?? '(this page)'),
        );
    expect(unkeyed, `POST forms without a server-issued key on ${page.url()}`).toEqual([]);
    // Every password or one-time code field is named on the one list of secret fields, which the
    // worker never keeps on the phone (issue 40 §2).
    const secrets = await page.$$eval('input[type="password"], input[autocomplete="one-time-code"]', (inputs) => inputs.map((i) => i.getAttribute('name') ?? ''));
    expect(
      secrets.filter((name) => !isSecretField(name)),
      `secret fields not on contract/forms SECRET_FIELDS on ${page.url()}`,
    ).toEqual([]);
    await analyse(page, jsEnabled);
    checked.add(pathOf(page.url()));
  };
  return {
    check,
    finish: async () => {
      await check();
      const unchecked = [...visited].filter((p) => !checked.has(p));
      expect(unchecked, 'pages visited but not checked with axe').toEqual([]);
    },
  };
}

const trackers = new WeakMap<Page, A11yTracker>();

/**
 * Keep a portal document (served as localhost, directly or behind nginx; the tests' other sites
 * are 127.0.0.1) in HTML_PAGES_DIR for `scripts/check-html.mjs`, once per distinct markup: the
 * same page with another nonce or form key is the same document to the checker. The file's name
 * is the path's slug and a hash, so the checker's report says which page it was.
 */
function keepForHtmlCheck(url: string, body: Buffer) {
  const { hostname, pathname } = new URL(url);
  if (hostname !== 'localhost') return;
  const markup = sameMarkup(body.toString('utf8'));
  const hash = createHash('sha256').update(markup).digest('hex').slice(0, 12);
  const slug = pathname.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'root';
  const file = path.join(HTML_PAGES_DIR, `${slug.slice(0, 80)}--${hash}.html`);
  if (existsSync(file)) return;
  mkdirSync(HTML_PAGES_DIR, { recursive: true });
  writeFileSync(file, body);
}

export const PORTAL_URL = `http://localhost:${PORTAL_PORT}`;

/** Post the login form as a browser would; answers the session cookie's `name=value`. */
async function loginCookie(email: string, password: string): Promise<string> {
  const form = await fetchForm(`${PORTAL_URL}/login`);
  const res = await fetch(`${PORTAL_URL}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL_URL, accept: 'text/html', cookie: form.cookie },
    body: new URLSearchParams({ _key: form.key, email, password }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('vp_session='));
  if (res.status !== 302 || !cookie) throw new Error(`could not sign in ${email}: ${res.status}`);
  return cookie.split(';')[0];
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  sessionCookie: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the destructuring
    async ({}, use) => {
      const made = new Map<string, Promise<string>>();
      await use((email, password = 'demo1234') => {
        if (!made.has(email)) made.set(email, loginCookie(email, password));
        return made.get(email)!;
      });
    },
    { scope: 'worker' },
  ],
  signedInAs: async ({ page, sessionCookie }, use) => {
    await use(async (email, password) => {
      const [name, ...value] = (await sessionCookie(email, password)).split('=');
      await page.context().addCookies([{ name, value: value.join('='), url: PORTAL_URL, httpOnly: true, sameSite: 'Lax' }]);
    });
  },
  jsEnabled: async ({ javaScriptEnabled }, use) => {
    await use(javaScriptEnabled !== false);
  },
  // Every page.goto is followed by an axe check of the page it lands on; any script error in the
  // page (a hydration mismatch, an exception) fails the test.
  page: async ({ page, javaScriptEnabled }, use) => {
    const t = tracker(page, javaScriptEnabled !== false);
    trackers.set(page, t);
    const scriptErrors: string[] = [];
    page.on('pageerror', (error) => scriptErrors.push(`${page.url()}: ${error.message}`));
    // Every HTML document the journey loads is read whole: not one NUL byte (issue 20 §5), and
    // the portal's are kept for the W3C checker's stage after the journeys (issue 54 §9).
    const documents: Promise<string | null>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'document' || !(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
      documents.push(
        response
          .body()
          .then((body) => {
            keepForHtmlCheck(response.url(), body);
            return body.includes(0) ? `${response.url()}: ${body.filter((b) => b === 0).length} NUL bytes` : null;
          })
          .catch(() => null),
      );
    });
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await t.check();
      return response;
    };
    await use(page);
    expect(scriptErrors, 'script errors in the page').toEqual([]);
    expect((await Promise.all(documents)).filter(Boolean), 'NUL bytes in HTML documents').toEqual([]);
  },
  checkA11y: async ({ page }, use) => {
    const t = trackers.get(page)!;
    await use(t.check);
    await t.finish();
  },
  login: async ({ page, checkA11y }, use) => {
    await use(async (email, password = 'demo1234', query = '') => {
      await page.goto(`/login${query}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await checkA11y();
    });
  },
});

/**
 * A test whose page reads the same with and without JavaScript (a page view, a download, an
 * access check: no form it submits, nothing the enhancement script changes). The js-off project
 * skips it (issue 45 §7): it runs once, with JavaScript; every form journey still runs in both.
 */
export const SAME_WITHOUT_JS = '@same-without-js';

/** Auto-use the axe fixture in every test. */
export const it = test.extend<{ autoA11y: void }>({
  autoA11y: [
    async ({ checkA11y }, use) => {
      void checkA11y;
      await use();
    },
    { auto: true },
  ],
});

export { expect };

/** The messages in the sandbox outbox, newest first. */
export async function readOutbox(): Promise<Array<{ to: string; channel: string; subject: string; body: string; code: string | null; link: string | null; created_at: string }>> {
  const res = await fetch(`${SANDBOX_URL}/outbox.json?limit=5000`);
  return res.json();
}

/** A unique suffix for emails and phones, so the two projects never collide. */
export function unique(testInfo: { project: { name: string } }): string {
  return `${testInfo.project.name.replace(/\W/g, '')}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** A unique valid Nigerian mobile number in national form, e.g. '0816 123 4567' → '08161234567'. */
export function uniquePhone(): string {
  return `0816${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
}

/** Call the sandbox API directly (test setup only): the tests' one sandbox client. */
export const sandboxApi = (method: string, path: string, body?: unknown, token?: string) => api(SANDBOX_URL, method, path, body, token);

/** Create a user in the sandbox; returns its credentials. */
export async function createUser(suffix: string, phone = uniquePhone()) {
  const email = `user.${suffix}@example.com`;
  const password = 'secret123';
  const { status } = await sandboxApi('POST', '/v1/users', { fname: 'Test', lname: 'User', email, phone, password, country_code: 'NG' });
  expect(status).toBe(201);
  return { email, password, phone };
}

/** The newest outbox message to `to` on `channel`, waiting briefly for it. */
export async function latestMessage(to: string, channel: 'sms' | 'email') {
  for (let i = 0; i < 20; i++) {
    const found = (await readOutbox()).find((m) => m.to === to && m.channel === channel);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`no ${channel} to ${to} in the outbox`);
}

/** The portal's recorded analytics events (memory sink), oldest first. */
export async function analyticsEvents(): Promise<Array<{ type: string; userId?: string; event?: string; properties?: Record<string, unknown>; traits?: Record<string, unknown> }>> {
  const res = await fetch(`http://localhost:${PORTAL_PORT}/__test/analytics`);
  return res.json();
}

/** Make the sandbox answer `status` with `message` for the next `times` calls of `path`. */
export async function injectFault(path: string, status: number, message: string, times = 1) {
  const { status: code } = await sandboxApi('POST', '/__sandbox/faults', { path, status, message, times });
  expect(code).toBe(201);
}

/**
 * A partner that finished onboarding through the sandbox API: identity and address submitted,
 * Lagos as its city. Returns the owner's credentials.
 */
export async function onboardedPartner(suffix: string, mode: 'business' | 'individual') {
  const user = await createUser(suffix);
  const { body: login } = await sandboxApi('POST', '/v1/login', { email: user.email, password: user.password });
  const token = login.data.token;
  const payload =
    mode === 'business'
      ? {
          mode,
          experience_start_date: '2020-01-01',
          company_name: `Biz ${suffix}`,
          rc_number: 'RC123',
          company_address: '3 Allen Avenue, Ikeja, Lagos',
          business_type: 'Company',
          company_email: `biz.${suffix}@example.com`,
          company_phone: '08031234567',
          country: 'NG',
        }
      : { mode };
  const { body: partner } = await sandboxApi('POST', '/v1/partners', payload, token);
  const sid = partner.data.account_sid;
  const owner = { document_owner_id: login.data.user.id, partner_type: mode };
  await sandboxApi('POST', `/v1/partners/${sid}/identity-verification`, { user: owner, document: { document_id: '12345678901', type: 'nin', dob: '1990-01-01', fname: 'Test', lname: 'User' } }, token);
  const form = new FormData();
  const png = PNG;
  form.append('file', new Blob([png], { type: 'image/png' }), 'bill.png');
  const upload = await (await fetch(`${SANDBOX_URL}/v1/upload/identity/files`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })).json();
  await sandboxApi('POST', `/v1/partners/${sid}/address-verification`, { user: owner, document: { full_address: '3 Allen Avenue, Ikeja, Lagos', files: [upload.files[0].Location] } }, token);
  await sandboxApi('POST', `/v1/partners/${partner.data.id}/cities`, { city_id: 1 }, token);
  return { ...user, partnerId: partner.data.id as number };
}
