/**
 * Sentences said in English where no reader's language is at hand (a default `say`: the CSV's
 * and PDF's English, a rule's own words in tests). Plurals are chosen as every catalogue chooses
 * them (issue 55 §3: one system): `Intl.PluralRules` picks the form, and the English catalogue's
 * `_one`/`_other` entry for the sentence gives its words. Pure; its own module so the browser's
 * scripts that `fill` sentences never carry the catalogue.
 */
import { CATALOGUES } from '~/i18n/catalogues';
import { fill, type SentenceSay } from '~/domain/sentence';

const RULES = new Intl.PluralRules('en-NG');
/** Every English sentence of every namespace (a sentence is worded the same wherever it is). */
const ENGLISH: Record<string, unknown> = Object.assign({}, ...Object.values(CATALOGUES['en-NG']));

/**
 * A `SentenceSay` in English: where `count` is a number, the English catalogue's plural form of
 * the sentence for it ('{{count}} days ago' → '{{count}} day ago' for 1), then placeholders filled.
 * @returns the sentence as written when the catalogue has no plural form of it
 */
export const englishSay =
  (): SentenceSay =>
  (sentence, values = {}) => {
    const form = typeof values.count === 'number' ? ENGLISH[`${sentence}_${RULES.select(values.count)}`] : undefined;
    return fill(typeof form === 'string' ? form : sentence, values);
  };
