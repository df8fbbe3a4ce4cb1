/// <reference lib="webworker" />
/**
 * The portal's service worker (issue 35; ADR 0028), built with Workbox's modules into
 * public/sw/sw.js by scripts/build-enhance.mjs and registered by the signed-in pages once they
 * have loaded (app/lib/enhance.ts REGISTER_WORKER; its notes: OFFLINE_NOTES). Pages without JavaScript never meet it.
 *
 * - Precache (workbox-precaching): the CSS, the enhancement script, the icons, the manifest and
 *   the offline page, by revision; a new deploy replaces them and drops the pages kept offline,
 *   which name the old files.
 * - Pages: network first (navigation preload, so the worker never delays the request). A page
 *   the server marks `X-VP-Offline: keep` is kept for the login it was served to (`X-VP-Owner`);
 *   when the network fails, that copy is served with its age in the page's offline note, else the
 *   offline page lists what is kept. Another login (a logout, another user, another partner)
 *   seen online drops every copy and every form kept for the previous one.
 * - Forms: a POST that cannot reach the server is answered 204 (the page and what was typed
 *   stay) with a note to the page. A form without a password, a code or a file, of a signed-in
 *   login, is kept (workbox-background-sync's queue, IndexedDB) with its idempotency key and
 *   sent when the link returns: Background Sync, the page's `online` event, or the next page
 *   served online. The server answers a repeat with the first outcome, so it is written once.
 * The rules themselves are pure and tested: app/sw/rules.ts.
 */
import { Queue } from 'workbox-background-sync';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precache } from 'workbox-precaching';
import {
  MAX_KEPT_PAGES,
  NO_OWNER,
  OFFLINE_HEADER,
  OFFLINE_PAGE,
  OFFLINE_WORDS,
  OWNER_HEADER,
  UNTIL_HEADER,
  isOfflineCandidate,
  mayKeepForm,
  mayServeCopy,
  offlineCopyNote,
  pageTitle,
  replayOutcome,
  withKeptPages,
  withOfflineNote,
  type KeptPage,
} from '~/sw/rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };
/** The build's id (scripts/build-enhance.mjs): pages kept by an older build are dropped. */
declare const __VP_BUILD__: string;

const PAGES = `vp-pages-${__VP_BUILD__}`;
const STATE_CACHE = 'vp-state';
const STATE_KEY = '/__vp/state';
// Saved with each copy: when, for whom, and the title the offline page lists it by.
const SAVED_AT = 'X-VP-Saved-At';
const COPY_OWNER = 'X-VP-Copy-Owner';
const TITLE = 'X-VP-Title';

/** A note for the next page served online (a kept form the server did not accept). */
type Note = { text: string; href: string };
/** The login of the latest page seen online, until when it may be signed in (ms), and its notes. */
type State = { owner: string; until: number; notes: Note[] };
/** What a kept form remembers: its login, the page it was sent from, when (ms), its idempotency key. */
type KeptForm = { owner: string; page: string; at: number; key: string | null };

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
enableNavigationPreload();

self.addEventListener('install', () => {
  void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('vp-pages-') && name !== PAGES) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

let state: State | null | undefined;
async function readState(): Promise<State | null> {
  if (state === undefined) {
    const saved = await (await caches.open(STATE_CACHE)).match(STATE_KEY);
    state = saved ? ((await saved.json()) as State) : null;
  }
  return state;
}
async function writeState(next: State): Promise<void> {
  state = next;
  await (await caches.open(STATE_CACHE)).put(STATE_KEY, new Response(JSON.stringify(next), { headers: { 'Content-Type': 'application/json' } }));
}

const queue = new Queue('vp-forms', { onSync: () => replaySoon(), maxRetentionTime: 24 * 60 });

/** Post `message` to the window showing `pageUrl` (else the focused one). */
async function tell(pageUrl: string, message: { vp: 'note'; text: string } | { vp: 'sent' }): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  const targets = windows.filter((c) => c.url === pageUrl);
  for (const client of targets.length ? targets : windows.filter((c) => c.focused)) client.postMessage(message);
}

/** Another login seen online: nothing of the previous one stays on the phone. */
async function forgetOthers(owner: string): Promise<void> {
  await caches.delete(PAGES);
  const entries = [];
  for (let e = await queue.shiftRequest(); e; e = await queue.shiftRequest()) entries.push(e);
  for (const e of entries) if ((e.metadata as KeptForm | undefined)?.owner === owner) await queue.pushRequest(e);
}

/** Read a response served online: whose login it is, and keep the page when it is worth it. */
async function remember(url: string, response: Response): Promise<void> {
  const owner = response.headers.get(OWNER_HEADER);
  if (owner === null) return; // not one of the portal's pages (a refusal, a static file)
  const current = await readState();
  const until = Number(response.headers.get(UNTIL_HEADER)) || 0;
  if (current?.owner !== owner) await forgetOthers(owner);
  // Written only when it changes (the session's end moves with each request; a minute is plenty):
  // most pages cost the worker no write at all.
  if (current?.owner !== owner || Math.abs(until - current.until) > 60_000) await writeState({ owner, until, notes: current?.owner === owner ? current.notes : [] });
  if (owner === NO_OWNER || response.status !== 200 || response.headers.get(OFFLINE_HEADER) !== 'keep') return;
  const html = (response.headers.get('Content-Type') ?? '').startsWith('text/html');
  const body = html ? await response.text() : await response.arrayBuffer();
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT, String(Date.now()));
  headers.set(COPY_OWNER, owner);
  const file = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1];
  headers.set(TITLE, encodeURIComponent(typeof body === 'string' ? pageTitle(body, url) : (file ?? 'PDF')));
  const pages = await caches.open(PAGES);
  await pages.put(url, new Response(body, { status: 200, headers }));
  // The oldest copies go first beyond MAX_KEPT_PAGES (keys are in the order they were put).
  const keys = await pages.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_KEPT_PAGES))) await pages.delete(old);
}

/** The pages kept for `owner`, for the offline page's list. */
async function keptPages(owner: string): Promise<KeptPage[]> {
  const pages = await caches.open(PAGES);
  const kept: KeptPage[] = [];
  for (const request of await pages.keys()) {
    const copy = await pages.match(request);
    if (!copy || copy.headers.get(COPY_OWNER) !== owner) continue;
    const url = new URL(request.url);
    kept.push({ url: `${url.pathname}${url.search}`, title: decodeURIComponent(copy.headers.get(TITLE) ?? url.pathname), savedAt: Number(copy.headers.get(SAVED_AT)) });
  }
  return kept;
}

/** No network: this login's copy of the page with its age, else the offline page. */
async function offlineAnswer(request: Request): Promise<Response> {
  const now = Date.now();
  const current = await readState();
  const copy = await (await caches.open(PAGES)).match(request.url);
  if (copy && mayServeCopy(copy.headers.get(COPY_OWNER), current, now)) {
    if (!(copy.headers.get('Content-Type') ?? '').startsWith('text/html')) return copy;
    return new Response(withOfflineNote(await copy.text(), offlineCopyNote(Number(copy.headers.get(SAVED_AT)), now)), { status: 200, headers: copy.headers });
  }
  if (request.mode !== 'navigate') return Response.error();
  const page = await matchPrecache(OFFLINE_PAGE);
  if (!page) return new Response(OFFLINE_WORDS.notSent, { status: 503, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const kept = current && mayServeCopy(current.owner, current, now) ? await keptPages(current.owner) : [];
  return new Response(withKeptPages(await page.text(), kept, now), { status: 503, headers: page.headers });
}

/** A GET worth keeping: network first, the kept copy when the network fails. */
async function networkFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  let response: Response;
  try {
    response = ((await event.preloadResponse) as Response | undefined) ?? (await fetch(request));
  } catch {
    return offlineAnswer(request);
  }
  if (response.type === 'opaqueredirect' || response.type === 'error') return response;
  const owner = response.headers.get(OWNER_HEADER);
  event.waitUntil(
    remember(request.url, response.clone()).then(async () => {
      if (owner && owner !== NO_OWNER && (await queue.size()) > 0) await replaySoon().catch(() => undefined);
    }),
  );
  // A kept form the server refused: said on the next page of the same login.
  const current = await readState();
  if (request.mode !== 'navigate' || !current?.notes.length || current.owner !== owner || !(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return response;
  const note = current.notes[0];
  await writeState({ ...current, notes: current.notes.slice(1) });
  return new Response(withOfflineNote(await response.text(), note.text, note.href), { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** A form: sent now, or kept (or not) when the network fails; the page is told which. */
async function sendForm(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const kept = request.clone();
  try {
    return await fetch(request);
  } catch {
    const now = Date.now();
    const current = await readState();
    const owner = current && now < current.until ? current.owner : null;
    const type = kept.headers.get('Content-Type');
    const fields = type?.startsWith('application/x-www-form-urlencoded') ? new URLSearchParams(await kept.clone().text()) : new URLSearchParams();
    const keep = mayKeepForm(type, fields, owner);
    const key = fields.get('_key');
    // A second tap on a form already kept (the same key) keeps nothing more: it is sent once.
    const already = keep && key !== null && (await queue.getAll()).some((e) => (e.metadata as KeptForm | undefined)?.key === key);
    if (keep && !already) await queue.pushRequest({ request: kept, metadata: { owner: owner!, page: request.referrer, at: now, key } satisfies KeptForm });
    await tell(request.referrer, { vp: 'note', text: keep ? OFFLINE_WORDS.queued : OFFLINE_WORDS.notSent });
    // 204: the browser stays on the page, with everything typed in it.
    return new Response(null, { status: 204 });
  }
}

let replaying: Promise<void> | null = null;
/** Send the kept forms, one at a time, in the order they were sent; one run at a time. */
function replaySoon(): Promise<void> {
  replaying ??= replay().finally(() => {
    replaying = null;
  });
  return replaying;
}
async function replay(): Promise<void> {
  const current = await readState();
  const sent = new Set<string>();
  try {
    for (let entry = await queue.shiftRequest(); entry; entry = await queue.shiftRequest()) {
      const form = entry.metadata as KeptForm;
      // Kept for another login (or one that has ended): never sent with this one's cookie.
      if (!current || form.owner !== current.owner || Date.now() >= current.until) continue;
      let response: Response;
      try {
        response = await fetch(entry.request.clone());
      } catch (error) {
        await queue.unshiftRequest(entry);
        throw error;
      }
      const outcome = replayOutcome(response.status, response.type);
      if (outcome === 'retry') {
        await queue.unshiftRequest(entry);
        throw new Error(`a kept form is kept for later (HTTP ${response.status})`);
      }
      if (outcome === 'refused') {
        const latest = (await readState()) ?? current;
        await writeState({ ...latest, notes: [...latest.notes, { text: OFFLINE_WORDS.replayRefused, href: form.page }] });
      }
      sent.add(form.page);
    }
  } finally {
    // Each page that sent a form reloads once, all sent: the server's notice (flash cookie) or
    // the note above shows there.
    for (const page of sent) await tell(page, { vp: 'sent' });
  }
}

self.addEventListener('message', (event) => {
  if (event.data === 'vp-replay') event.waitUntil(replaySoon().catch(() => undefined));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'GET') {
    const precached = getCacheKeyForURL(url.href);
    if (precached && request.mode !== 'navigate') {
      event.respondWith(matchPrecache(url.href).then((hit) => hit ?? fetch(request)));
      return;
    }
    if (isOfflineCandidate(url.pathname, request.mode)) event.respondWith(networkFirst(event));
    return;
  }
  if (request.method === 'POST' && request.mode === 'navigate') event.respondWith(sendForm(event));
});
