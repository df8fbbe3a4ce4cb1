/**
 * What the service worker keeps, serves and sends when the link drops (issues 35 and 40; ADRs
 * 0028 and 0031): pure rules, table-tested here and bundled into public/sw/sw.js by
 * scripts/build-enhance.mjs.
 *
 * The server says what a response is worth, in headers the service worker reads:
 * - `X-VP-Owner`: whose copy a page would be: a keyed hash of the login (session id, user, active
 *   partner), never the ids themselves; `-` on a page served to a browser without a session.
 * - `X-VP-Person`: the person and partner signed in (a keyed tag, `-` for none). The same tag is
 *   inside every form key the server issues (app/server/form-key.server.ts), so a kept form says
 *   who typed it and for which partner, whatever page the worker saw last.
 * - `X-VP-Until`: when that login ends at the latest (ms since epoch), so a copy is never served
 *   after its session would have ended.
 * - `X-VP-Offline: keep`: a page worth having offline, and `X-VP-Title` its name in the offline
 *   page's list ("KJA-100AA, vehicle"; URI-encoded).
 * The worker marks the forms it sends again with `X-VP-Replay: 1`: the server then answers a form
 * without a live session 401 (it waits for its person's next sign-in) instead of the sign-in page.
 */
import { FORM_KEY_FIELD, isSecretField, offlineFormName } from '~contract/forms';
import { UPLOAD_MAX_BYTES } from '~contract/constants';
import { dayFirst, lagosDate, lagosTime } from '~contract/lagos-time';

export const OWNER_HEADER = 'X-VP-Owner';
export const PERSON_HEADER = 'X-VP-Person';
/** The person signed in, whatever partner is active (a keyed tag, `-` for none): a logout clears all of theirs (issue 54 §3). */
export const USER_HEADER = 'X-VP-User';
export const UNTIL_HEADER = 'X-VP-Until';
export const OFFLINE_HEADER = 'X-VP-Offline';
export const TITLE_HEADER = 'X-VP-Title';
export const REPLAY_HEADER = 'X-VP-Replay';
/** The owner (and person) of a page served without a session. */
export const NO_OWNER = '-';
/** The page served for a page that is not kept, when the network fails (precached). */
export const OFFLINE_PAGE = '/offline';
/** Where the logout form is posted: the worker clears the phone before it is sent. */
export const LOGOUT_PATH = '/logout';
/** At most this many pages and PDFs are kept on the phone; the oldest go first. */
export const MAX_KEPT_PAGES = 60;
/** A kept form waits at most this long for its person to be signed in: 24 hours, in ms. */
export const KEPT_FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A kept page is served when the network has not answered within this: 4 s, in ms. */
// Alike on purpose (issue 70 §4): constants, each with its unit and reason, alike in shape only.
export const STALLED_LINK_MS = 4000;

/**
 * The sentences the partner reads from the worker (issues 35 §2–§3, 40 §2–§4, §7, 51 §3), in
 * English: each is a key of the `messages` catalogue, and the worker says it in the language of
 * the page it writes into (`PageWords`), read from the offline page precached in that language
 * (`/offline?lang=…`, whose `#offline-note` carries them in `data-vp-sw-words`). A form's name
 * (contract/forms.ts `OFFLINE_FORMS`) is said the same way.
 */
export const OFFLINE_WORDS = {
  queued: 'Not sent yet: it will be sent when you are back online.',
  needsNetwork: 'Not kept: this form needs the network. Nothing was sent, and what you typed is still here.',
  replayRefused: '{{name}}, filled in while offline, was sent but not accepted. Open it again to see why:',
  loggedOut: 'You are logged out on this phone, and nothing of yours is kept on it. The portal will finish logging you out when you are back online.',
  sentLater: 'Sent: {{name}}, filled in while offline {{when}}.',
  discarded: 'Not sent: {{name}}, filled in while offline {{when}}, waited 24 hours for you to sign in. Fill it in again here:',
  copyOffline: 'You are offline. This is the copy from {{when}}.',
  copySlow: 'The link is slow. This is the copy from {{when}}; the new page shows as soon as it arrives.',
  atToday: 'at {{time}} today',
  atYesterday: 'at {{time}} yesterday',
  atDate: 'at {{time}} on {{date}}',
  today: '{{time}} today',
  yesterday: '{{time}} yesterday',
  onDate: '{{time}} on {{date}}',
  nothingKept: 'No page has been kept on this phone yet. Pages you open while online are kept here.',
} as const;

/** A page's words for the worker's sentences: English sentence → its words in the page's language (absent: English). */
export type PageWords = Readonly<Record<string, string>>;

/** The attribute of `#offline-note` that carries the worker's words (JSON, as the server wrote it). */
export const WORDS_ATTRIBUTE = 'data-vp-sw-words';

const unescapeHtml = (s: string) => s.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_m, e: string) => ({ quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" })[e] ?? _m);

/** The worker's words a page carries (`data-vp-sw-words` on `#offline-note`), or none (English). */
export function pageWords(html: string): PageWords {
  const raw = new RegExp(`<div id="offline-note"[^>]*?${WORDS_ATTRIBUTE}="([^"]*)"`).exec(html)?.[1];
  if (!raw) return {};
  try {
    const words = JSON.parse(unescapeHtml(raw)) as unknown;
    return words && typeof words === 'object' ? (words as PageWords) : {};
  } catch {
    return {};
  }
}

/** The language a page is written in (`<html lang>`), or null. */
export const pageLanguage = (html: string): string | null => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1] ?? null;

/** `sentence` in `words` (English where they have none), its `{{placeholders}}` filled. */
export const sayWith =
  (words: PageWords) =>
  (sentence: string, values: Record<string, string> = {}): string =>
    (words[sentence] ?? sentence).replace(/\{\{(\w+)\}\}/g, (_m, k: string) => values[k] ?? '');

/** "at 06:42 today", "at 18:10 yesterday", "at 07:05 on 20-11-2026" (Lagos time), or without "at" for a copy's age. */
function whenWords(at: number, now: number, words: PageWords, bare = false): string {
  const day = lagosDate(at);
  const say = sayWith(words);
  const values = { time: lagosTime(at), date: dayFirst(day) };
  const which = day === lagosDate(now) ? 'Today' : day === lagosDate(now - 86_400_000) ? 'Yesterday' : 'Date';
  const key = bare ? ({ Today: 'today', Yesterday: 'yesterday', Date: 'onDate' } as const)[which] : (`at${which}` as const);
  return say(OFFLINE_WORDS[key], values);
}

/** A note the page shows: a sentence of `OFFLINE_WORDS` with its values (a form's English `name`, `at`/`now` for when), and a link (a path, named by the form) when given. */
export type Note = { sentence: string; name?: string; at?: number; now?: number; href?: string };

/** "Sent: Notification settings, filled in while offline at 14:02 today." */
export const sentLaterNote = (name: string, at: number, now: number): Note => ({ sentence: OFFLINE_WORDS.sentLater, name, at, now });
/** "Not sent: …, filled in while offline at 14:02 yesterday, waited 24 hours for you to sign in. Fill it in again here:" */
export const discardedNote = (name: string, at: number, now: number, href: string): Note => ({ sentence: OFFLINE_WORDS.discarded, name, at, now, href });
/** "A driver's details, filled in while offline, was sent but not accepted. Open it again to see why:" and the link to the form. */
export const replayRefusedNote = (name: string, href: string): Note => ({ sentence: OFFLINE_WORDS.replayRefused, name, href });

/** A note in `words`: its sentence, the form named in them, the time said in them. */
export function noteText(n: Note, words: PageWords): string {
  const values: Record<string, string> = {};
  if (n.name) values.name = sayWith(words)(n.name);
  if (n.at !== undefined) values.when = whenWords(n.at, n.now ?? n.at, words);
  return sayWith(words)(n.sentence, values);
}

const KEY_SHAPE = /^[A-Za-z0-9_-]{22}\.[0-9a-z]{6,10}\.([A-Za-z0-9_-]{16})\.[A-Za-z0-9_-]{24}$/;

/** The person tag inside a form key the server issued (`X-VP-Person`'s value), or null for anything else. */
export function personOfKey(key: string | null | undefined): string | null {
  return (key && KEY_SHAPE.exec(key)?.[1]) || null;
}

/** What the worker knows of a form it could not send. */
export type FormFacts = {
  /** The path it was posted to. */
  path: string;
  contentType: string | null;
  /** Its fields' names, and its files' sizes in bytes (empty file inputs left out). */
  fieldNames: readonly string[];
  fileSizes: readonly number[];
  /** Its FORM_KEY_FIELD value. */
  key: string | null;
  /** Sent from a window of the portal that the worker controls (its referrer is that window). */
  fromPortalWindow: boolean;
};

/**
 * May a form that could not be sent be kept on the phone and sent later (issue 40 §2)?
 * - `keep`: a form of a portal window, of a route on the one list (contract/forms OFFLINE_FORMS),
 *   with no secret field, a form key of the person signed in now, files within the upload limit.
 * - `needs-network`: a form of a portal window that may not be kept; the page says so.
 * - `foreign`: not sent from a portal window (another site's page): neither kept nor answered.
 * @param person the person signed in on the latest page seen online (NO_OWNER or null: nobody)
 */
export function formKeeping(form: FormFacts, person: string | null): 'keep' | 'needs-network' | 'foreign' {
  if (!form.fromPortalWindow) return 'foreign';
  const type = (form.contentType ?? '').toLowerCase();
  if (!type.startsWith('application/x-www-form-urlencoded') && !type.startsWith('multipart/form-data')) return 'needs-network';
  if (!offlineFormName(form.path)) return 'needs-network';
  if (form.fieldNames.some(isSecretField)) return 'needs-network';
  if (form.fileSizes.some((size) => size > UPLOAD_MAX_BYTES)) return 'needs-network';
  const typedBy = personOfKey(form.key);
  if (!typedBy || !person || person === NO_OWNER || typedBy !== person) return 'needs-network';
  return 'keep';
}

/**
 * Is this GET a candidate for the offline copy? Pages (navigations: the pay run and a driver's pay
 * among them) and the PDFs partners open (a payslip, a vehicle's pass, a period's driver pay).
 * Everything else goes straight to the network, untouched.
 */
export function isOfflineCandidate(pathname: string, mode: string): boolean {
  return mode === 'navigate' || pathname.startsWith('/earnings/payslip/pdf/') || pathname === '/earnings/pay/pdf' || pathname.endsWith('.pdf');
}

/**
 * "You are offline. This is the copy from 06:42 today." In Lagos time; "yesterday", or the
 * day-first date for older copies, in `words` (the copy's own language). `slow`: the network is
 * there but has not answered.
 * @param savedAt when the copy was saved (ms since epoch); @param now (ms since epoch)
 */
export function offlineCopyNote(savedAt: number, now: number, slow = false, words: PageWords = {}): string {
  return sayWith(words)(slow ? OFFLINE_WORDS.copySlow : OFFLINE_WORDS.copyOffline, { when: whenWords(savedAt, now, words, true) });
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page with its offline notes shown, in `words` (the page's language): the layout renders an
 * empty, hidden `<div id="offline-note" …></div>` on every signed-in page (and the offline page);
 * this fills and shows it, one paragraph per note, with a link named by its form when `href` is
 * given. A note already said (a string) is shown as it is. A page without the slot is returned as it is.
 */
export function withOfflineNote(html: string, notes: Note | string | readonly (Note | string)[], words: PageWords = {}): string {
  const list = Array.isArray(notes) ? (notes as readonly (Note | string)[]) : [notes as Note | string];
  if (!list.length) return html;
  const one = (n: Note | string) =>
    typeof n === 'string' ? escapeHtml(n) : escapeHtml(noteText(n, words)) + (n.href ? ` <a href="${escapeHtml(n.href)}">${escapeHtml(n.name ? sayWith(words)(n.name) : n.href)}</a>` : '');
  const text = list.length === 1 ? one(list[0]!) : list.map((n) => `<p>${one(n)}</p>`).join('');
  return html.replace(/(<div id="offline-note"[^>]*?) hidden=""><\/div>/, (_m, open: string) => `${open}>${text}</div>`);
}

/** A page kept offline, as the offline page lists it. */
export type KeptPage = { url: string; title: string; savedAt: number };

/**
 * The offline page with the list of pages kept on this phone for the signed-in partner (newest
 * first), in its `<ul data-vp-offline-list></ul>` slot, each by its name and time.
 */
export function withKeptPages(html: string, pages: readonly KeptPage[], now: number, words: PageWords = pageWords(html)): string {
  const items = [...pages]
    .sort((a, b) => b.savedAt - a.savedAt)
    .map((p) => `<li><a href="${escapeHtml(p.url)}">${escapeHtml(p.title)}</a> <span>(${escapeHtml(whenWords(p.savedAt, now, words, true))})</span></li>`)
    .join('');
  const list = items || `<li>${escapeHtml(sayWith(words)(OFFLINE_WORDS.nothingKept))}</li>`;
  return html.replace('<ul data-vp-offline-list=""></ul>', `<ul data-vp-offline-list="">${list}</ul>`);
}

/**
 * A kept page's name for the offline list: the server's `X-VP-Title` (URI-encoded), else the
 * page's `<title>` without the portal's suffix, else `fallback` (a PDF's file name, the path).
 */
export function keptTitle(header: string | null, html: string | null, fallback: string): string {
  if (header) {
    try {
      return decodeURIComponent(header);
    } catch {
      // A header that is not URI-encoded: the page's own title below.
    }
  }
  const title = html
    ? /<title>([^<]*)<\/title>/
        .exec(html)?.[1]
        ?.replace(/ - Vehicle Partner$/, '')
        .trim()
    : undefined;
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
 * Are two URLs the same document? A referrer never carries a fragment, a window's URL may
 * ('/earnings/cost-configuration/vehicle/3#cost-requests' after a redirect; issue 54 §2).
 */
export const sameDocument = (a: string, b: string) => a.split('#')[0] === b.split('#')[0];

/** What the worker remembers of a kept form. */
export type KeptForm = {
  /** Who typed it, for which partner: the person tag of its form key. */
  person: string;
  /** Who typed it, whatever the partner (`X-VP-User`): a logout clears every partner's forms of theirs. */
  user?: string;
  /** The login (session) it was kept under: sent under another one, the page says so. */
  login: string;
  /** The page it was sent from (a path), and the words for it. */
  page: string;
  name: string;
  /** When it was kept (ms since epoch). */
  at: number;
  /** formDigest of what was sent: an identical second tap is not kept again. */
  digest: string;
};

/**
 * What to do with a kept form now (issue 40 §4): `send` it (its person is signed in, the session
 * live), let it `wait` (another person or nobody is signed in), or `discard` it with a notice
 * (it waited KEPT_FORM_MAX_AGE_MS).
 * @param current the person signed in on the latest page seen online, until when (ms)
 */
export function keptFormFate(form: Pick<KeptForm, 'person' | 'at'>, current: { person: string; until: number } | null, now: number): 'send' | 'wait' | 'discard' {
  if (now - form.at >= KEPT_FORM_MAX_AGE_MS) return 'discard';
  if (!current || current.person !== form.person || now >= current.until) return 'wait';
  return 'send';
}

/**
 * What a replayed form's answer means: `done` (the server redirected, its notice travels in the
 * flash cookie to the next page), `refused` (a 4xx: the form needs the partner; it is not kept),
 * `wait` (401: no live session, so it waits for its person's next sign-in) or `retry` (the server
 * or the link failed: kept for the next try).
 */
export function replayOutcome(status: number, type: string): 'done' | 'refused' | 'wait' | 'retry' {
  if (type === 'opaqueredirect' || (status >= 200 && status < 400)) return 'done';
  if (status === 401) return 'wait';
  // 429: wait. A 409 is the API's "this conflicts" (the portal itself waits out a key still in
  // use), so it is refused with its note, never retried for ever.
  if (status === 429 || status >= 500 || status === 0) return 'retry';
  return 'refused';
}

/**
 * When the phone says the link is back, the waits (ms) before each further try at sending the
 * kept forms while the first finds no network yet: the signal can come before the link carries
 * anything (a mobile network still attaching; seen under load in the journeys, issue 55 §8).
 * About 13 s in all, then the next page or the browser's own sync tries again.
 */
export const REPLAY_AGAIN_MS: readonly number[] = [1_000, 3_000, 9_000];

/** The form key of an url-encoded or multipart body's fields. */
export const keyOf = (fields: { get(name: string): unknown }) => {
  const key = fields.get(FORM_KEY_FIELD);
  return typeof key === 'string' ? key : null;
};
