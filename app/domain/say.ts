/**
 * The catalogues' words without i18next (issue 51 §6): `hasKey` for the guards and notices, and
 * `sayIn`, the pure reading of the JSON catalogues (`app/i18n/catalogues/<language>/<namespace>.json`)
 * that the words' tests use as their reference. The API has its own reader of the same catalogues
 * (sandbox/words/say.ts, ADR 0071), compared with this one in tests/integration/two-sides.test.ts.
 * The lookup is i18next's, kept small and pure:
 *
 * - a key is looked up in the language's namespace, then in English's, then the key itself is the
 *   text (the sentence-keyed namespaces, ADR 0039);
 * - with a numeric `count`, the plural form `Intl.PluralRules` picks for the language (`_one`,
 *   `_other`; Yoruba and Igbo have only `_other`) comes first, as i18next does;
 * - `{{name}}` placeholders are filled with the values, as given (never translated).
 *
 * `app/server/i18n.server.test.ts` checks that this and i18next say the same for every key.
 */
import { CATALOGUES, type Namespace } from '~/i18n/catalogues';
import { DEFAULT_LANGUAGE, type Language } from '~contract/languages';
import { fill, type SentenceSay } from '~/domain/sentence';

const plurals = new Map<Language, Intl.PluralRules>();
/** The CLDR plural category of `count` in `language` ('one', 'other', …). */
export function pluralOf(language: Language, count: number): string {
  let rules = plurals.get(language);
  if (!rules) plurals.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** The text of `key` (with its plural form for `count`) in one catalogue, or undefined. */
function lookup(catalogue: Record<string, unknown>, key: string, language: Language, count: unknown): string | undefined {
  const forms = typeof count === 'number' ? [`${key}_${pluralOf(language, count)}`, `${key}_other`, key] : [key];
  for (const form of forms) {
    const text = catalogue[form];
    if (typeof text === 'string') return text;
  }
  return undefined;
}

/**
 * `say` of `namespace` in `language`: a key (an id, or an English sentence in the sentence-keyed
 * namespaces) and its values → the words, English where the language has none, the key itself
 * where no catalogue has it. Pure.
 */
export function sayIn(language: Language, namespace: Namespace): SentenceSay {
  const own = CATALOGUES[language][namespace];
  const english = CATALOGUES[DEFAULT_LANGUAGE][namespace];
  return (key, values = {}) => fill(lookup(own, key, language, values.count) ?? lookup(english, key, DEFAULT_LANGUAGE, values.count) ?? key, values);
}

/** Does `namespace` of English hold `key` (or its plural forms)? */
export const hasKey = (namespace: Namespace, key: string) => lookup(CATALOGUES[DEFAULT_LANGUAGE][namespace], key, DEFAULT_LANGUAGE, 2) !== undefined;
