/// <reference lib="webworker" />
/**
 * The portal's service worker (issues 35 and 40; ADRs 0028 and 0031), built with Workbox's
 * modules into public/sw/sw.js by scripts/build-enhance.mjs and registered by the signed-in pages
 * once they have loaded (app/lib/enhance.ts REGISTER_WORKER; its notes: OFFLINE_NOTES). Pages
 * without JavaScript never meet it.
 *
 * - Precache (workbox-precaching): the CSS, the behaviours' modules, the manifest and the offline
 *   page in each language, by revision (not the icons: ADR 0050); a new deploy replaces them and drops the pages kept offline,
 *   which name the old files.
 * - Pages: network first (navigation preload, so the worker never delays the request). A page
 *   the server marks `X-VP-Offline: keep` is kept for the login it was served to (`X-VP-Owner`)
 *   with its name (`X-VP-Title`). When the network fails, that copy is served with its age, else
 *   the offline page lists what is kept; when the network has not answered in STALLED_LINK_MS,
 *   the copy is served and the fresh page replaces it when it arrives. Another login seen online
 *   (a logout, another user, another partner), or a session past its end, drops every copy.
 * - Forms: one door (issue 40). A POST that cannot reach the server is answered 204 (the page
 *   and what was typed stay) with a note to the page. It is kept only when `formKeeping` says so:
 *   from a portal window this worker controls, of a route on the one list, without a secret
 *   field, with the form key of the person signed in (the key says who typed it); files too.
 *   An identical second tap (the same form digest) is not kept again; an edited form is. Kept
 *   forms are sent (marked `X-VP-Replay`) only while their own person is signed in; otherwise
 *   they wait for that person's next sign-in on this phone (then a note says what was sent), or
 *   are discarded with a note after KEPT_FORM_MAX_AGE_MS. The server checks each like a tap.
 * - Logout always wins: the worker deletes the kept pages, this person's kept forms and its own
 *   state before the logout is sent; offline, it keeps the logout and sends it first when the
 *   link returns, before any page is fetched.
 * The rules themselves are pure and tested: app/sw/rules.ts.
 */
import { Queue } from 'workbox-background-sync';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precache } from 'workbox-precaching';
import { digestEntries, formDigest, offlineFormName } from '~contract/forms';
import {
  LOGOUT_PATH,
  NO_OWNER,
  OFFLINE_WORDS,
  OWNER_HEADER,
  PERSON_HEADER,
  REPLAY_HEADER,
  STALLED_LINK_MS,
  discardedNote,
  formKeeping,
  isOfflineCandidate,
  keyOf,
  keptFormFate,
  pageLanguage,
  personOfKey,
  REPLAY_AGAIN_MS,
  replayOutcome,
  replayRefusedNote,
  sameDocument,
  sayWith,
  sentLaterNote,
  withOfflineNote,
  type KeptForm,
} from '~/sw/rules';
import { PAGES, EMPTY, fresh, readState, writeState, forgetPages, remember, keptCopy, wordsIn, servedCopy, offlinePage, offlineAnswer, keepRefused, takeRefused, type PersonNote } from '~/sw/kept';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

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

// Workbox would drop an entry silently after its retention time; the worker discards a kept form
// itself after KEPT_FORM_MAX_AGE_MS, with a note, so the queue's own limit is only a backstop.
const queue = new Queue('vp-forms', { onSync: () => replaySoon(), maxRetentionTime: 7 * 24 * 60 });

/**
 * Post `message` to the window `clientId`, else to the windows showing `pageUrl`. A window showing
 * another page is never reloaded: the server's notice (flash cookie) and the worker's notes wait
 * for the next page.
 */
async function tell(pageUrl: string, message: { vp: 'note'; text: string } | { vp: 'sent' } | { vp: 'fresh' }, clientId?: string): Promise<void> {
  const direct = clientId ? await self.clients.get(clientId) : undefined;
  if (direct) return direct.postMessage(message);
  for (const client of await self.clients.matchAll({ type: 'window' })) if (sameDocument(client.url, pageUrl)) client.postMessage(message);
}

/**
 * Drop the kept forms of the person signed in (a logout), for every partner of theirs (issue 54
 * §3: a manager of Lagos and Abuja logging out in Lagos leaves no Abuja form). Forms of other
 * people stay, waiting for them (ADR 0031).
 */
async function forgetForms(person: string, user: string | undefined): Promise<void> {
  for (let n = await queue.size(); n > 0; n--) {
    const entry = await queue.shiftRequest();
    if (!entry) break;
    const form = entry.metadata as KeptForm | undefined;
    const theirs = form?.person === person || (user !== undefined && user !== NO_OWNER && form?.user === user);
    if (!theirs) await queue.pushRequest(entry);
  }
}

async function networkFirst(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const waiting = fresh.get(request.url);
  if (waiting && request.mode === 'navigate') {
    fresh.delete(request.url);
    if (Date.now() - waiting.at < 60_000) return waiting.response;
  }
  // Its bookkeeping reads at once, side by side (issue 52 §2): each is a cache read that a cheap
  // phone pays for, and none waits for another (the page itself comes by navigation preload).
  const navigate = request.mode === 'navigate';
  // A kept form the server refused: its page with what was typed and why, once, for its person.
  const refusedPage = navigate ? readState().then((state) => takeRefused(request.url, state.person)) : undefined;
  // A logout kept offline goes first: no page is fetched with the cookie it ends.
  const loggingOut = sendPendingLogout().catch(() => true);
  const keptPage = navigate ? keptCopy(request.url).catch(() => undefined) : undefined;
  const refused = await refusedPage;
  if (refused) return refused;
  const pendingLogout = await loggingOut;
  const network = (async () => (!pendingLogout && ((await event.preloadResponse) as Response | undefined)) || fetch(request))();
  // Never a copy read beside a logout being sent (its pages were forgotten when it was kept).
  const copy = pendingLogout ? undefined : await keptPage;
  let response: Response;
  try {
    if (copy) {
      const first = await Promise.race([network, new Promise<null>((done) => setTimeout(() => done(null), STALLED_LINK_MS))]);
      if (!first) {
        // A stalled link: the copy now, the fresh page when it comes (kept, and shown on a reload).
        event.waitUntil(
          network
            .then(async (late) => {
              if (!late.ok || late.type === 'opaqueredirect') return;
              await remember(request.url, late.clone());
              fresh.set(request.url, { response: late, at: Date.now() });
              await tell(request.url, { vp: 'fresh' }, event.resultingClientId);
            })
            .catch(() => undefined),
        );
        return servedCopy(copy, true);
      }
      response = first;
    } else response = await network;
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
  // Notes for this person (a kept form sent, refused or discarded): said on their next page.
  const person = response.headers.get(PERSON_HEADER);
  const current = await readState();
  const mine = current.notes.filter((n) => n.person === person);
  if (request.mode !== 'navigate' || !mine.length || !(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return response;
  await writeState({ ...(await readState()), notes: current.notes.filter((n) => n.person !== person) });
  const html = await response.text();
  return new Response(withOfflineNote(html, mine, await wordsIn(pageLanguage(html))), { status: response.status, statusText: response.statusText, headers: response.headers });
}

/** Was `request` sent from a window of the portal that this worker controls? */
async function fromPortalWindow(request: Request): Promise<boolean> {
  if (!request.referrer) return false;
  const referrer = new URL(request.referrer);
  if (referrer.origin !== self.location.origin) return false;
  // A referrer never carries a fragment, a window's URL may (issue 54 §2: '…#cost-requests').
  return (await self.clients.matchAll({ type: 'window' })).some((c) => sameDocument(c.url, request.referrer));
}

/** A form: sent now, or kept (or not) when the network fails; the page is told which. */
async function sendForm(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const kept = request.clone();
  try {
    return await fetch(request);
  } catch {
    const path = new URL(request.url).pathname;
    const type = kept.headers.get('Content-Type');
    let fields: FormData;
    try {
      fields = await kept.clone().formData();
    } catch {
      fields = new FormData();
    }
    const files = [...fields.values()].filter((v): v is File => typeof v !== 'string' && (v.size > 0 || Boolean(v.name)));
    const key = keyOf(fields);
    const decision = formKeeping(
      { path, contentType: type, fieldNames: [...fields.keys()], fileSizes: files.map((f) => f.size), key, fromPortalWindow: await fromPortalWindow(request) },
      (await readState()).person,
    );
    // Another site's form: nothing is kept, nobody is told, and the browser shows its own error.
    if (decision === 'foreign') return Response.error();
    if (decision === 'keep') {
      const digest = await formDigest(key!, await digestEntries(fields));
      // An identical second tap keeps nothing more (it is sent once); an edited form is kept.
      const already = (await queue.getAll()).some((e) => (e.metadata as KeptForm | undefined)?.digest === digest);
      const page = new URL(request.referrer);
      const login = (await readState()).owner;
      const form: KeptForm = { person: personOfKey(key)!, user: (await readState()).user, login, page: `${page.pathname}${page.search}`, name: offlineFormName(path)!, at: Date.now(), digest };
      if (!already) await queue.pushRequest({ request: kept, metadata: form });
    }
    // Said in the language of the pages last read (issue 51 §3).
    await tell(request.referrer, { vp: 'note', text: sayWith(await wordsIn((await readState()).language))(decision === 'keep' ? OFFLINE_WORDS.queued : OFFLINE_WORDS.needsNetwork) });
    // 204: the browser stays on the page, with everything typed in it.
    return new Response(null, { status: 204 });
  }
}

let loggingOut: Promise<boolean> | null = null;
/**
 * Send the logout kept offline, if one is, and forget it once the server has answered anything.
 * One send at a time (issue 54 §9: a navigation and the replay both found it and sent it twice):
 * every caller meanwhile waits for the same send. Resolves true when a logout was pending.
 */
function sendPendingLogout(): Promise<boolean> {
  loggingOut ??= (async () => {
    const logout = (await readState()).logout;
    if (!logout) return false;
    await fetch(logout.url, { method: 'POST', body: logout.body, headers: { 'Content-Type': logout.contentType, [REPLAY_HEADER]: '1' }, redirect: 'manual', credentials: 'same-origin' });
    await writeState({ ...(await readState()), logout: undefined });
    return true;
  })().finally(() => {
    loggingOut = null;
  });
  return loggingOut;
}

/**
 * Log out: before anything is sent, the kept pages, this person's kept forms and the worker's
 * state are gone. Online, the logout goes on to the server; offline, it is kept and sent first
 * when the link returns, and the phone shows the offline page saying so.
 */
async function logout(event: FetchEvent): Promise<Response> {
  const { request } = event;
  const body = await request.clone().text();
  const current = await readState();
  await forgetForms(current.person, current.user);
  await forgetPages({ ...EMPTY, language: current.language, notes: current.notes.filter((n) => n.person !== current.person) });
  try {
    return await fetch(request);
  } catch {
    await writeState({ ...(await readState()), logout: { url: request.url, body, contentType: request.headers.get('Content-Type') ?? 'application/x-www-form-urlencoded' } });
    return offlinePage([{ sentence: OFFLINE_WORDS.loggedOut }]);
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
  await sendPendingLogout();
  const current = await readState();
  const sent = new Set<string>();
  const notes: PersonNote[] = [];
  try {
    // One pass over what is kept now, in order. A form that must wait goes back at once (to the
    // end), so nothing kept is ever only in memory; after the pass the waiting ones are in order.
    for (let n = await queue.size(); n > 0; n--) {
      const entry = await queue.shiftRequest();
      if (!entry) break;
      const form = entry.metadata as KeptForm;
      const now = Date.now();
      const fate = keptFormFate(form, current.owner === NO_OWNER ? null : current, now);
      if (fate === 'discard') {
        notes.push({ person: form.person, ...discardedNote(form.name, form.at, now, form.page) });
        continue;
      }
      // Kept for another person (or one whose session has ended): never sent with this cookie.
      if (fate === 'wait') {
        await queue.pushRequest(entry);
        continue;
      }
      const request = entry.request.clone();
      let response: Response;
      try {
        response = await fetch(new Request(request, { headers: withReplayHeader(request.headers), redirect: 'manual' }));
      } catch (error) {
        await queue.unshiftRequest(entry);
        throw error;
      }
      const outcome = replayOutcome(response.status, response.type);
      if (outcome === 'retry') {
        await queue.unshiftRequest(entry);
        throw new Error(`a kept form is kept for later (HTTP ${response.status})`);
      }
      if (outcome === 'wait') {
        await queue.pushRequest(entry);
        continue;
      }
      // A refused form: the note names it and links to it, where the page says why (issue 54 §2).
      if (outcome === 'refused') {
        notes.push({ person: form.person, ...replayRefusedNote(form.name, form.page) });
        await keepRefused(form, response);
      }
      // Sent under another session than the one it was kept in (after its person signed in again): say what was sent.
      else if (form.login !== current.owner) notes.push({ person: form.person, ...sentLaterNote(form.name, form.at, now) });
      sent.add(form.page);
    }
  } finally {
    if (notes.length) {
      const latest = await readState();
      await writeState({ ...latest, notes: [...latest.notes, ...notes] });
    }
    // Each page that sent a form reloads once, all sent: the server's notice (flash cookie) or
    // the note above shows there.
    for (const page of sent) await tell(new URL(page, self.location.origin).href, { vp: 'sent' });
  }
}

/** The kept request's headers, marked as sent again by the worker. */
function withReplayHeader(headers: Headers): Headers {
  const marked = new Headers(headers);
  marked.set(REPLAY_HEADER, '1');
  return marked;
}

/** The page says the link is back: send the kept forms, trying again after each of REPLAY_AGAIN_MS while that fails. */
async function replayOnceOnline(): Promise<void> {
  for (const wait of [0, ...REPLAY_AGAIN_MS]) {
    if (wait) await new Promise((done) => setTimeout(done, wait));
    try {
      return await replaySoon();
    } catch {
      // No network yet, or the server asked for later: the next wait, then again.
    }
  }
}

self.addEventListener('message', (event) => {
  if (event.data === 'vp-replay') event.waitUntil(replayOnceOnline());
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
  if (request.method === 'POST' && request.mode === 'navigate') event.respondWith(url.pathname === LOGOUT_PATH ? logout(event) : sendForm(event));
});
