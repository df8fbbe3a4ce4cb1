/**
 * What the service worker keeps, serves and sends when the link drops (issue 35; ADR 0028):
 * pure rules, table-tested here and bundled into public/sw.js by scripts/build-enhance.mjs.
 *
 * The server says what a response is worth, in headers the service worker reads:
 * - `X-VP-Owner`: whose copy it would be. A keyed hash of the login (session id, user, active
 *   partner), never the ids themselves; `-` on a page served to a browser without a session.
 * - `X-VP-Until`: when that login ends at the latest (ms since epoch), so a copy is never served
 *   after its session would have ended.
 * - `X-VP-Offline: keep`: a page worth having offline (the dashboard, trips and their
 *   manifests, a vehicle's pass, a payslip and its PDF).
 */
import { dayFirst, lagosDate, lagosTime } from '~contract/lagos-time';

export const OWNER_HEADER = 'X-VP-Owner';
export const UNTIL_HEADER = 'X-VP-Until';
export const OFFLINE_HEADER = 'X-VP-Offline';
/** The owner of a page served without a session. */
export const NO_OWNER = '-';
/** The page served for a page that is not kept, when the network fails (precached). */
export const OFFLINE_PAGE = '/offline';
/** At most this many pages and PDFs are kept on the phone; the oldest go first. */
export const MAX_KEPT_PAGES = 60;

/** The words the partner reads (issue 35 §2–§3). */
export const OFFLINE_WORDS = {
  queued: 'Not sent yet: it will be sent when you are back online.',
  notSent: 'You are offline: nothing was sent. Try again when you are back online.',
  replayRefused: 'A form you filled in while offline was sent but not accepted. Open it again to see why:',
} as const;

/** Form fields that are never kept on the phone (a password, a one-time code). */
const SECRET_FIELD = /password|^otp$|^code$/i;

/**
 * May a form that could not be sent be kept on the phone and sent later?
 * Never a file upload (multipart), never a form with a secret, never for a browser without a
 * session (`owner` is NO_OWNER or unknown): a guest's form has no one to be sent for.
 * @param contentType the request's Content-Type
 * @param fields the form's fields (an urlencoded body); ignored for multipart
 */
export function mayKeepForm(contentType: string | null, fields: URLSearchParams, owner: string | null): boolean {
  if (!owner || owner === NO_OWNER) return false;
  if (!contentType || !contentType.toLowerCase().startsWith('application/x-www-form-urlencoded')) return false;
  for (const name of fields.keys()) if (SECRET_FIELD.test(name)) return false;
  return true;
}

/**
 * Is this GET a candidate for the offline copy? Pages (navigations) and the PDFs partners open
 * (a payslip, a vehicle's pass). Everything else goes straight to the network, untouched.
 */
export function isOfflineCandidate(pathname: string, mode: string): boolean {
  return mode === 'navigate' || pathname.startsWith('/earnings/payslip/pdf/') || pathname.endsWith('.pdf');
}

/**
 * "You are offline. This is the copy from 06:42 today." In Lagos time; "yesterday", or the
 * day-first date for older copies.
 * @param savedAt when the copy was saved (ms since epoch); @param now (ms since epoch)
 */
export function offlineCopyNote(savedAt: number, now: number): string {
  const day = lagosDate(savedAt);
  const when = day === lagosDate(now) ? 'today' : day === lagosDate(now - 86_400_000) ? 'yesterday' : `on ${dayFirst(day)}`;
  return `You are offline. This is the copy from ${lagosTime(savedAt)} ${when}.`;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page with its offline note shown: the layout renders an empty, hidden
 * `<div id="offline-note" …></div>` on every signed-in page; this fills and shows it, with a link
 * when `href` is given. A page without the slot is returned as it is.
 */
export function withOfflineNote(html: string, note: string, href?: string): string {
  const text = escapeHtml(note) + (href ? ` <a href="${escapeHtml(href)}">${escapeHtml(href)}</a>` : '');
  return html.replace(/(<div id="offline-note"[^>]*?) hidden=""><\/div>/, (_m, open: string) => `${open}>${text}</div>`);
}

/** A page kept offline, as the offline page lists it. */
export type KeptPage = { url: string; title: string; savedAt: number };

/**
 * The offline page with the list of pages kept on this phone for the signed-in partner (newest
 * first), in its `<ul data-offline-list></ul>` slot. PDFs are listed by their title too.
 */
export function withKeptPages(html: string, pages: readonly KeptPage[], now: number): string {
  const items = [...pages]
    .sort((a, b) => b.savedAt - a.savedAt)
    .map(
      (p) =>
        `<li><a href="${escapeHtml(p.url)}">${escapeHtml(p.title)}</a> <span>(${escapeHtml(offlineCopyNote(p.savedAt, now).replace('You are offline. This is the copy from ', '').replace(/\.$/, ''))})</span></li>`,
    )
    .join('');
  const list = items || '<li>No page has been kept on this phone yet. Pages you open while online are kept here.</li>';
  return html.replace('<ul data-offline-list=""></ul>', `<ul data-offline-list="">${list}</ul>`);
}

/** A page's title from its HTML (without the portal's suffix), for the offline list. */
export function pageTitle(html: string, fallback: string): string {
  const title = /<title>([^<]*)<\/title>/
    .exec(html)?.[1]
    ?.replace(/ - Vehicle Partner$/, '')
    .trim();
  return title
    ? title
        .replace(/&amp;/g, '&')
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
    : fallback;
}

/**
 * Should a kept copy be served? Only to the login that saved it, and only while that login
 * could still be signed in.
 * @param copyOwner the owner saved with the copy; @param current the owner of the latest page
 *   seen online, with its session's end (ms)
 */
export function mayServeCopy(copyOwner: string | null, current: { owner: string; until: number } | null, now: number): boolean {
  return Boolean(copyOwner && current && copyOwner !== NO_OWNER && copyOwner === current.owner && now < current.until);
}

/**
 * What a replayed form's answer means: `done` (the server redirected, its notice travels in the
 * flash cookie to the next page), `refused` (a 4xx: the form needs the partner; it is not kept),
 * or `retry` (the server or the link failed: kept for the next try).
 */
export function replayOutcome(status: number, type: string): 'done' | 'refused' | 'retry' {
  if (type === 'opaqueredirect' || (status >= 200 && status < 400)) return 'done';
  // 409: the same form's first sending is still being answered (idempotency); 429: wait.
  if (status === 409 || status === 429 || status >= 500 || status === 0) return 'retry';
  return 'refused';
}
