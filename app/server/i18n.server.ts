/**
 * The portal's words in the person's language (issue 44; ADR 0035), on the server only: i18next
 * with every catalogue loaded once at start (JSON in app/i18n/catalogues/<language>/<namespace>),
 * and for each request a clone fixed to its language, so concurrent requests never share one.
 * The browser never receives a catalogue: pages are rendered here, and the enhancement script
 * reads its few words from the page.
 *
 * - `languageOf(request, user)`: the signed-in person's saved language, else the `vp_lang`
 *   cookie (a guest's choice on the sign-in page), else `Accept-Language`, else English.
 * - `i18nFor(language)`: the request's i18next instance (for `I18nextProvider` and `t`).
 * - `languageCookie(language, secure)`: the Set-Cookie of a guest's choice (a year).
 * - `visitorLanguage(request)`: a public page's visitor's language (`?lang=`, the browser's, English).
 * - `apiErrorWords(language, code, apiText)`: an API error in the portal's words (issue 44 §7).
 * - `pseudoFor(request)`: the pseudo-locale's instance when a test asks for it (issue 44 §6).
 * - `wordsFor(request, user)` and `sayOf(words, namespace)`: a loader's or action's words.
 */
import i18next, { type i18n } from 'i18next';
import type { SentenceNamespace } from '~/i18n/namespaces';
import { config } from '~/server/config.server';
import { DEFAULT_LANGUAGE, fromAcceptLanguage, isLanguage, LANGUAGES, type Language } from '~contract/languages';
import { CATALOGUES, NAMESPACES } from '~/i18n/catalogues';
import type { Said } from '~contract/core';
import type { Notice } from '~/lib/toast';
import { saySaid } from '~/domain/sentence';
import { SAID_NAMESPACES } from '~/i18n/namespaces';

export { CATALOGUES, NAMESPACES };

/**
 * Sentences said that no catalogue holds (issue 51 §2): in development and tests a missing key is
 * loud — logged once, and kept here so a test can fail on it (tests/routes/setup.ts) — never
 * silently English. In production it is quiet: the English sentence shows, as before.
 */
const missing = new Set<string>();
/** The `namespace: key`s said since start (or the last `clearMissingKeys`) that no catalogue holds. */
export const missingKeys = (): string[] => [...missing];
export const clearMissingKeys = () => missing.clear();
const loud = process.env.NODE_ENV !== 'production';

const root = i18next.createInstance();
void root.init({
  resources: CATALOGUES,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES.map((l) => l.code),
  ns: [...NAMESPACES],
  defaultNS: 'common',
  // React escapes what it renders; the catalogues hold plain text.
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  saveMissing: loud,
  missingKeyHandler: (_languages, namespace, key) => {
    const id = `${namespace}: ${key}`;
    if (missing.has(id)) return;
    missing.add(id);
    console.warn(`[i18n] no catalogue has ${id}`);
  },
});

const clones = new Map<Language, i18n>();
/** The i18next instance fixed to `language` (made once per language; never changed after). */
export function i18nFor(language: Language): i18n {
  let clone = clones.get(language);
  if (!clone) {
    clone = root.cloneInstance({ lng: language, initAsync: false });
    clones.set(language, clone);
  }
  return clone;
}

/** The cookie that keeps a guest's language. */
export const LANGUAGE_COOKIE = 'vp_lang';

/** A cookie's value in a Cookie header, or null. */
function cookieValue(header: string | null, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/** A guest's choice on the sign-in page (the `vp_lang` cookie), or null. */
export function chosenLanguage(request: Request): Language | null {
  const chosen = cookieValue(request.headers.get('cookie'), LANGUAGE_COOKIE);
  return isLanguage(chosen) ? chosen : null;
}

/** The request's language: the person's saved one, the guest's cookie, the browser's, or English. */
export function languageOf(request: Request, user?: { language?: string | null } | null): Language {
  if (user && isLanguage(user.language)) return user.language;
  return chosenLanguage(request) ?? fromAcceptLanguage(request.headers.get('accept-language')) ?? DEFAULT_LANGUAGE;
}

/**
 * A visitor's language on a public page that belongs to no one signed in (issue 44 §5: the
 * roadside pass an officer opens; §4: the driver's upload page): the page's own switch
 * (`?lang=`), else the page's own language (`preferred`: the one its owner chose for the driver's
 * link), else the browser's `Accept-Language`, else English. No cookie and no saved language is read.
 */
export function visitorLanguage(request: Request, preferred?: unknown): Language {
  const asked = new URL(request.url).searchParams.get('lang');
  if (isLanguage(asked)) return asked;
  if (isLanguage(preferred)) return preferred;
  return fromAcceptLanguage(request.headers.get('accept-language')) ?? DEFAULT_LANGUAGE;
}

/** Set-Cookie for a chosen language: a year, the whole site, Lax; Secure over https. */
export const languageCookie = (language: Language, secure: boolean) => `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? '; Secure' : ''}`;

/**
 * An API error in the portal's words (issue 44 §7): the `errors` catalogue's sentence for the
 * error's `code` in `language` (English where that language has none yet), or, for a code the
 * catalogue does not know or whose text carries the API's particulars (names, plates, dates), the
 * API's own text as it came. `language`: a language, or the request's instance (`wordsFor`).
 */
export function apiErrorWords(language: Language | i18n, code: string | undefined, apiText: string, said?: readonly Said[]): string {
  // An instance as it is: the request's own (`wordsFor`), the pseudo-locale's included, so a test sees an API sentence left unworded.
  const t = typeof language === 'string' ? i18nFor(language) : language;
  // The API's sentences with their values (issue 51 §1) say the particulars too; a code alone says the general sentence.
  if (said?.length) return said.map(saidOf(t)).join('; ');
  return code && t.exists(code, { ns: 'errors' }) ? t.t(code, { ns: 'errors' }) : apiText;
}

/** A notice of the portal's own (app/lib/toast.ts `Notice`: a `messages` key and values) in an instance's language. */
export const sayNotice = (words: i18n, notice: Notice): string => sayOf(words, 'messages')(notice.key, notice.values);

/** `say` over `SAID_NAMESPACES` (app/components/useWords.ts `useSayAny`) from an instance. */
export const sayAcross =
  (words: i18n) =>
  (sentence: string, values?: Record<string, string | number>): string =>
    words.t(sentence, { ns: SAID_NAMESPACES, keySeparator: false, nsSeparator: false, defaultValue: sentence, ...values });

/** An API sentence (contract/core.ts `Said`) in an instance's language, looked up across `SAID_NAMESPACES` (app/components/useWords.ts). */
export const saidOf =
  (words: i18n) =>
  (said: Said): string =>
    saySaid(sayAcross(words), said);

/** The pseudo-locale's code (issue 44 §6): never offered, never saved; tests only. */
export const PSEUDO_LANGUAGE = 'en-XA';
const ACCENTED: Record<string, string> = Object.fromEntries([...'aeiouAEIOUcnsyzCNSYZ'].map((c, i) => [c, [...'áéíóúÁÉÍÓÚçñšýžÇÑŠÝŽ'][i]!]));

/**
 * An English sentence as the pseudo-locale says it: every letter that has an accented form takes
 * it (so an English word left in a page shows at a glance), placeholders (`{{name}}`) untouched,
 * and 40 % longer in words a line can break between — about what Hausa or Yoruba adds.
 */
export function pseudoText(text: string): string {
  const accented = text
    .split(/(\{\{[^}]*\}\})/)
    .map((part) => (part.startsWith('{{') ? part : part.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c)))
    .join('');
  const extra = Math.ceil(text.length * 0.4);
  const padding = extra > 0 ? ` ${'ẋẋẋẋ '.repeat(Math.ceil(extra / 5)).slice(0, extra - 1)}` : '';
  return `${accented}${padding}`.trimEnd();
}

const pseudoTree = (node: unknown): unknown =>
  typeof node === 'string' ? pseudoText(node) : node && typeof node === 'object' ? Object.fromEntries(Object.entries(node).map(([k, v]) => [k, pseudoTree(v)])) : node;

let pseudo: i18n | undefined;
/** The pseudo-locale's instance for a request with the `vp_pseudo=1` cookie, when `PSEUDO_LOCALE` is on (never in production); else null. */
export function pseudoFor(request: Request): i18n | null {
  if (!config().PSEUDO_LOCALE || cookieValue(request.headers.get('cookie'), 'vp_pseudo') !== '1') return null;
  if (!pseudo) {
    pseudo = i18next.createInstance();
    void pseudo.init({
      resources: { [PSEUDO_LANGUAGE]: pseudoTree(CATALOGUES[DEFAULT_LANGUAGE]) as Record<string, Record<string, unknown>> },
      lng: PSEUDO_LANGUAGE,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
  }
  return pseudo;
}

/**
 * A loader's or action's i18next instance (words it puts in its data, e.g. a chart drawn on the
 * server): the pseudo-locale a test asks for, else the request's language (`languageOf`).
 */
export const wordsFor = (request: Request, user?: { language?: string | null } | null): i18n => pseudoFor(request) ?? i18nFor(languageOf(request, user));

/**
 * `say` of a namespace keyed by English sentences (app/components/useWords.ts) from an instance:
 * the sentence with its `{{placeholders}}` filled, in the instance's language, or the English
 * sentence where the catalogue has none. With `count`, the plural form `Intl.PluralRules` picks.
 */
export const sayOf =
  (words: i18n, namespace: SentenceNamespace) =>
  (sentence: string, values?: Record<string, string | number>): string =>
    words.t(sentence, { ns: namespace, keySeparator: false, nsSeparator: false, defaultValue: sentence, ...values });
