/**
 * The reader's words for a sentence of the portal (issue 44 §2): the catalogues of the in-portal
 * pages are keyed by the English sentence itself (`{{placeholders}}` for what varies), so the
 * code keeps the spec's words, a sentence is translated once wherever it shows, and a sentence a
 * catalogue does not know yet stays English rather than showing a key. Plurals follow
 * `Intl.PluralRules` through i18next's `_one`/`_other` keys when `count` is given.
 */
import { useTranslation } from 'react-i18next';
import { SAID_NAMESPACES, type SentenceNamespace } from '~/i18n/namespaces';
import type { Said } from '~contract/core';
import { saySaid } from '~/domain/sentence';

/** How a page says a sentence: the English sentence (the key) and its values → the reader's words. */
export type Say = (sentence: string, values?: Record<string, string | number>) => string;

/** `say` over `SAID_NAMESPACES`: a sentence the API composed, whichever area's catalogue holds it. */
export function useSayAny(): Say {
  const { t } = useTranslation(SAID_NAMESPACES);
  return (sentence, values) => t(sentence, { ns: SAID_NAMESPACES, keySeparator: false, nsSeparator: false, defaultValue: sentence, ...values });
}

/** Say an API sentence in the reader's language (`saySaid` over `SAID_NAMESPACES`); one the catalogues lack stays English. */
export function useSaid(): (said: Said) => string {
  const say = useSayAny();
  return (said) => saySaid(say, said);
}

/** `say` for `namespace` in the request's language (the i18next instance entry.server.tsx provides). */
export function useWords(namespace: SentenceNamespace): Say {
  const { t } = useTranslation(namespace);
  return (sentence, values) => t(sentence, { keySeparator: false, nsSeparator: false, defaultValue: sentence, ...values });
}
