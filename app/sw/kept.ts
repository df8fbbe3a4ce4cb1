/**
 * What the worker keeps (ADR 0028; issues 35, 40, 51, 54): its state (the login of the latest page
 * seen online, until when it may be signed in, notes waiting for their person, a logout waiting
 * for the link, the pages' language), the pages kept for that login with their age and name, the
 * refused forms' pages, and the offline page and notes in the reader's language. The rules these
 * follow are pure and tested in app/sw/rules.ts; this module only reads and writes the caches.
 */
import { matchPrecache } from 'workbox-precaching';
import {
  MAX_KEPT_PAGES,
  NO_OWNER,
  OFFLINE_HEADER,
  OFFLINE_PAGE,
  OFFLINE_WORDS,
  OWNER_HEADER,
  PERSON_HEADER,
  TITLE_HEADER,
  UNTIL_HEADER,
  USER_HEADER,
  keptTitle,
  mayServeCopy,
  offlineCopyNote,
  pageLanguage,
  pageWords,
  withKeptPages,
  withOfflineNote,
  type KeptForm,
  type KeptPage,
  type Note,
  type PageWords,
} from '~/sw/rules';
import { DEFAULT_LANGUAGE, isLanguage } from '~contract/languages';

/** The build's id (scripts/build-enhance.mjs): pages kept by an older build are dropped. */
declare const __VP_BUILD__: string;

export const PAGES = `vp-pages-${__VP_BUILD__}`;
/** Refused kept forms' pages, with what was typed and why (issue 54 §2). */
export const REFUSED = 'vp-refused';
export const STATE_CACHE = 'vp-state';
export const STATE_KEY = '/__vp/state';
// Saved with each copy: when, for whom, and the name the offline page lists it by.
export const SAVED_AT = 'X-VP-Saved-At';
export const COPY_OWNER = 'X-VP-Copy-Owner';
export const COPY_TITLE = 'X-VP-Copy-Title';

/** A note for the next page its person opens online. */
export type PersonNote = Note & { person: string };
/** A logout sent with no link: sent first when the link returns. */
export type PendingLogout = { url: string; body: string; contentType: string };
/**
 * The login and person of the latest page seen online, until when that login may be signed in
 * (ms), the notes waiting for their person, and a logout waiting for the link.
 */
export type State = { owner: string; person: string; user?: string; until: number; notes: PersonNote[]; logout?: PendingLogout; language?: string };

export const EMPTY: State = { owner: NO_OWNER, person: NO_OWNER, until: 0, notes: [] };

/**
 * Fresh pages that arrived after their copy was served on a stalled link, by URL, for the reload
 * that shows them (once, within a minute).
 */
export const fresh = new Map<string, { response: Response; at: number }>();

/** A GET worth keeping: network first (a stalled link gets the copy), the kept copy when the network fails. */

let state: State | undefined;
/** The worker's state, read once per worker life; a session past its end first drops every kept page. */
export async function readState(): Promise<State> {
  if (state === undefined) {
    const saved = await (await caches.open(STATE_CACHE)).match(STATE_KEY);
    state = saved ? { ...EMPTY, ...((await saved.json()) as Partial<State>) } : { ...EMPTY };
  }
  // A session past its end: nothing of it stays readable (issue 40 §3); its forms wait.
  if (state.owner !== NO_OWNER && Date.now() >= state.until) await forgetPages({ ...state, owner: NO_OWNER, person: NO_OWNER, until: 0 });
  return state;
}
/** Save `next` as the worker's state (memory and its cache). */
export async function writeState(next: State): Promise<void> {
  state = next;
  await (await caches.open(STATE_CACHE)).put(STATE_KEY, new Response(JSON.stringify(next), { headers: { 'Content-Type': 'application/json' } }));
}

/** Drop every kept page, then save `next` as the state. */
export async function forgetPages(next: State): Promise<void> {
  await caches.delete(PAGES);
  await caches.delete(REFUSED);
  fresh.clear();
  await writeState(next);
}

/** Read a response served online: whose login it is, and keep the page when it is worth it. */
export async function remember(url: string, response: Response): Promise<void> {
  const owner = response.headers.get(OWNER_HEADER);
  if (owner === null) return; // not one of the portal's pages (a refusal, a static file)
  const current = await readState();
  const person = response.headers.get(PERSON_HEADER) ?? NO_OWNER;
  const user = response.headers.get(USER_HEADER) ?? NO_OWNER;
  const until = Number(response.headers.get(UNTIL_HEADER)) || 0;
  const language = response.headers.get('Content-Language') ?? undefined;
  // Another login (a logout, another user or partner, a new session): nothing of the previous one
  // stays readable. Its kept forms stay, tagged with their person, until that person signs in again.
  if (current.owner !== owner) await forgetPages({ ...current, owner, person, user, until, language: language ?? current.language });
  // Written only when it changes (the session's end moves with each request; a minute is plenty;
  // the pages' language, for the worker's own words): most pages cost the worker no write at all.
  else if (Math.abs(until - current.until) > 60_000 || (language && language !== current.language)) await writeState({ ...current, until, language: language ?? current.language });
  if (owner === NO_OWNER || response.status !== 200 || response.headers.get(OFFLINE_HEADER) !== 'keep') return;
  const html = (response.headers.get('Content-Type') ?? '').startsWith('text/html');
  const body = html ? await response.text() : await response.arrayBuffer();
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, String(Date.now()));
  headers.set(COPY_OWNER, owner);
  const file = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  headers.set(COPY_TITLE, encodeURIComponent(keptTitle(response.headers.get(TITLE_HEADER), typeof body === 'string' ? body : null, file ?? new URL(url).pathname)));
  const pages = await caches.open(PAGES);
  await pages.put(url, new Response(body, { status: 200, headers }));
  // The oldest copies go first beyond MAX_KEPT_PAGES (keys are in the order they were put).
  const keys = await pages.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_KEPT_PAGES))) await pages.delete(old);
}

/** The pages kept for `owner`, for the offline page's list. */
export async function keptPages(owner: string): Promise<KeptPage[]> {
  const pages = await caches.open(PAGES);
  const kept: KeptPage[] = [];
  for (const request of await pages.keys()) {
    const copy = await pages.match(request);
    if (!copy || copy.headers.get(COPY_OWNER) !== owner) continue;
    const url = new URL(request.url);
    kept.push({ url: `${url.pathname}${url.search}`, title: decodeURIComponent(copy.headers.get(COPY_TITLE) ?? url.pathname), savedAt: Number(copy.headers.get(SAVED_AT)) });
  }
  return kept;
}

/** This login's copy of `url`, if it may be served now. */
export async function keptCopy(url: string): Promise<Response | undefined> {
  const copy = await (await caches.open(PAGES)).match(url);
  return copy && mayServeCopy(copy.headers.get(COPY_OWNER), await readState(), Date.now()) ? copy : undefined;
}

/** The offline page precached in `language` (issue 51 §3: one per language), English for one it does not know. */
export const offlinePath = (language: string | null | undefined) => `${OFFLINE_PAGE}?lang=${isLanguage(language) ? language : DEFAULT_LANGUAGE}`;

const wordsByLanguage = new Map<string, PageWords>();
/** The worker's words in `language`, read once from that language's precached offline page (English when none). */
export async function wordsIn(language: string | null | undefined): Promise<PageWords> {
  const path = offlinePath(language);
  let words = wordsByLanguage.get(path);
  if (!words) {
    const page = await matchPrecache(path);
    words = page ? pageWords(await page.text()) : {};
    wordsByLanguage.set(path, words);
  }
  return words;
}

/** A kept copy with its note ("You are offline…", or "The link is slow…"), in the copy's own language. */
export async function servedCopy(copy: Response, slow: boolean): Promise<Response> {
  if (!(copy.headers.get('Content-Type') ?? '').startsWith('text/html')) return copy;
  const html = await copy.text();
  const note = offlineCopyNote(Number(copy.headers.get(SAVED_AT)), Date.now(), slow, await wordsIn(pageLanguage(html)));
  return new Response(withOfflineNote(html, note), { status: 200, headers: copy.headers });
}

/** The offline page in the language of the pages last read, listing this login's kept pages, with `notes`. */
export async function offlinePage(notes: Note[] = []): Promise<Response> {
  const current = await readState();
  const page = (await matchPrecache(offlinePath(current.language))) ?? (await matchPrecache(offlinePath(null)));
  if (!page) return new Response(OFFLINE_WORDS.needsNetwork, { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const now = Date.now();
  const kept = mayServeCopy(current.owner, current, now) ? await keptPages(current.owner) : [];
  const html = await page.text();
  const words = pageWords(html);
  return new Response(withOfflineNote(withKeptPages(html, kept, now, words), notes, words), { status: 503, headers: page.headers });
}

/** No network: this login's copy of the page with its age, else the offline page. */
export async function offlineAnswer(request: Request): Promise<Response> {
  const copy = await keptCopy(request.url);
  if (copy) return servedCopy(copy, false);
  if (request.mode !== 'navigate') return Response.error();
  return offlinePage();
}

/**
 * A kept form the server refused (issue 54 §2): its answer is the form's page with what was typed
 * and why (a 4xx re-renders the form), kept for its person and shown once when they open the
 * note's link, instead of a blank form that does not say why.
 */
export async function keepRefused(form: KeptForm, response: Response): Promise<void> {
  if (!(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return;
  const headers = new Headers(response.headers);
  headers.set(COPY_OWNER, form.person);
  await (await caches.open(REFUSED)).put(new URL(form.page, self.location.origin).href, new Response(await response.text(), { status: 200, headers }));
}

/** The refused form's page kept for `person` at `url`, once (it is dropped as it is served). */
export async function takeRefused(url: string, person: string | null): Promise<Response | undefined> {
  const cache = await caches.open(REFUSED);
  const page = await cache.match(url);
  if (!page) return undefined;
  await cache.delete(url);
  return page.headers.get(COPY_OWNER) === person ? page : undefined;
}
