/**
 * The reader's words for a sentence of the portal (issue 44 §2): the catalogues of the in-portal
 * pages are keyed by the English sentence itself (`{{placeholders}}` for what varies), so the
 * code keeps the spec's words, a sentence is translated once wherever it shows, and a sentence a
 * catalogue does not know yet stays English rather than showing a key. Plurals follow
 * `Intl.PluralRules` through i18next's `_one`/`_other` keys when `count` is given.
 */
import { useContext } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n, TFunction } from 'i18next';
import { SAID_NAMESPACES, type SentenceNamespace } from '~/i18n/namespaces';
import type { Said } from '~contract/core';
import { saySaid } from '~/domain/sentence';

/** How a page says a sentence: the English sentence (the key) and its values → the reader's words. */
export type Say = (sentence: string, values?: Record<string, string | number>) => string;

/**
 * One `say` per language instance and namespace, made once (issue 52 §1): react-i18next's
 * `useTranslation` built a new translator for every component on every render — 3–5 % of a page's
 * server time — for a subscription to language changes a page rendered once on the server never
 * uses (no hydration, ADR 0020). The instances are the shared ones per language (ADR 0035), whose
 * resources never change after start, so a kept `say` never goes stale.
 */
/**
 * `word` with what it says of a plain sentence or key (nothing to fill in) kept once said: that says
 * the same every time (issue 68: i18next's lookup was 4–5 % of /login's server time). Bounded by
 * the catalogues' sentences; a call with values or options is said afresh.
 */
function keptOncePlain<K extends string | string[], O>(word: (key: K, options?: O) => string): (key: K, options?: O) => string {
  const plain = new Map<string, string>();
  return (key, options) => {
    if (options !== undefined || typeof key !== 'string') return word(key, options);
    let said = plain.get(key);
    if (said === undefined) plain.set(key, (said = word(key)));
    return said;
  };
}

const sayers = new WeakMap<i18n, Map<string, Say>>();
function sayerOf(words: i18n, namespace: SentenceNamespace | 'any'): Say {
  let byNamespace = sayers.get(words);
  if (!byNamespace) sayers.set(words, (byNamespace = new Map()));
  let say = byNamespace.get(namespace);
  if (!say) {
    const ns = namespace === 'any' ? SAID_NAMESPACES : namespace;
    // The instance's own `t`, not `getFixedT`'s: i18next 26's fixed translator copies every
    // option of the instance into a new object on each call, 10.3 µs a sentence against 2.7 µs
    // (ADR 0055). The instance is fixed to its language, so the words are the same.
    say = keptOncePlain((sentence: string, values?: Record<string, string | number>) => words.t(sentence, { ns, keySeparator: false, nsSeparator: false, defaultValue: sentence, ...values }));
    byNamespace.set(namespace, say);
  }
  return say;
}

/** The request's i18next instance (entry.server.tsx provides it), else the one react-i18next was initialised with, as `useTranslation` does; undefined without either. */
const useInstance = (): i18n | undefined => useContext(I18nContext)?.i18n ?? getI18n();

/**
 * The request's language code (en-NG, pcm, ha, yo, ig, or the pseudo-locale), 'en-NG' without an
 * instance; what `useTranslation().i18n.language` said, without its per-render translator.
 */
export function useLanguage(): string {
  return useInstance()?.language || 'en-NG';
}

/** react-i18next's fallback without an instance: the default value, else the key. */
const keyAsWritten = ((key: string | string[], options?: unknown) => {
  if (typeof options === 'string') return options;
  const fallback = (options as { defaultValue?: unknown } | undefined)?.defaultValue;
  if (typeof fallback === 'string') return fallback;
  return Array.isArray(key) ? key[key.length - 1] : key;
}) as unknown as TFunction;

const keyedTs = new WeakMap<i18n, Map<string, TFunction>>();
/**
 * The keyed translator (`t('nav.drivers')`) of `namespace` (default `common`) in the request's
 * language, made once per instance and namespace (issue 52 §1), in place of react-i18next's
 * `useTranslation`, which built one per component per render for a language change a page
 * rendered once never sees.
 */
export function useT(namespace = 'common'): TFunction {
  const words = useInstance();
  if (!words) return keyAsWritten;
  let byNamespace = keyedTs.get(words);
  if (!byNamespace) keyedTs.set(words, (byNamespace = new Map()));
  let t = byNamespace.get(namespace);
  // As `say`: the instance's `t` with the namespace, not `getFixedT` (6.1 → 2 µs a key, ADR 0055);
  // a string second argument is the default value, as in i18next's own overload.
  if (!t) {
    t = keptOncePlain((key: string | string[], options?: object | string) =>
      words.t(key, typeof options === 'string' ? { ns: namespace, defaultValue: options } : { ns: namespace, ...options }),
    ) as unknown as TFunction;
    byNamespace.set(namespace, t);
  }
  return t;
}

/** Without any instance (a component rendered bare in a test), the sentence as written, as react-i18next's own fallback does. */
const asWritten: Say = (sentence) => sentence;

/** `say` over `SAID_NAMESPACES`: a sentence the API composed, whichever area's catalogue holds it. */
export function useSayAny(): Say {
  const words = useInstance();
  return words ? sayerOf(words, 'any') : asWritten;
}

/** Say an API sentence in the reader's language (`saySaid` over `SAID_NAMESPACES`); one the catalogues lack stays English. */
export function useSaid(): (said: Said) => string {
  const say = useSayAny();
  return (said) => saySaid(say, said);
}

/** `say` for `namespace` in the request's language (the i18next instance entry.server.tsx provides). */
export function useWords(namespace: SentenceNamespace): Say {
  const words = useInstance();
  return words ? sayerOf(words, namespace) : asWritten;
}
