/**
 * The API's own reading of the word catalogues (issue 70 §1): the sentences it sends — SMS,
 * WhatsApp, e-mail — are keys of the `notify` catalogue, the documents and causes it names are the
 * `fleet` and `money` catalogues' names. The catalogues are the one review surface for every word
 * a person reads (issue 51 §6, ADR 0071): data both sides read on purpose; the code that reads them
 * is each side's own. This reads as i18next does:
 *
 * - a key is looked up in the language's namespace, then in English's, then the key itself is the
 *   text (the sentence-keyed namespaces);
 * - with a numeric `count`, the plural form `Intl.PluralRules` picks for the language comes first
 *   (`key_one`, `key_other`, then `key`);
 * - `{{name}}` placeholders are filled with the values as given; one not given is left empty.
 *
 * `tests/integration/two-sides.test.ts` compares it with the portal's reading for every key of
 * these namespaces in every language. Pure.
 */
import type { Said } from '../../contract/core.js';
import { DEFAULT_LANGUAGE, type Language } from '../../contract/languages.js';
import enFleet from '../../app/i18n/catalogues/en-NG/fleet.json';
import enMoney from '../../app/i18n/catalogues/en-NG/money.json';
import enNotify from '../../app/i18n/catalogues/en-NG/notify.json';
import haFleet from '../../app/i18n/catalogues/ha/fleet.json';
import haMoney from '../../app/i18n/catalogues/ha/money.json';
import haNotify from '../../app/i18n/catalogues/ha/notify.json';
import igFleet from '../../app/i18n/catalogues/ig/fleet.json';
import igMoney from '../../app/i18n/catalogues/ig/money.json';
import igNotify from '../../app/i18n/catalogues/ig/notify.json';
import pcmFleet from '../../app/i18n/catalogues/pcm/fleet.json';
import pcmMoney from '../../app/i18n/catalogues/pcm/money.json';
import pcmNotify from '../../app/i18n/catalogues/pcm/notify.json';
import yoFleet from '../../app/i18n/catalogues/yo/fleet.json';
import yoMoney from '../../app/i18n/catalogues/yo/money.json';
import yoNotify from '../../app/i18n/catalogues/yo/notify.json';

/** The namespaces the API's messages read. */
export type MessageNamespace = 'notify' | 'fleet' | 'money';
type Catalogue = Readonly<Record<string, string>>;

const WORDS: Record<Language, Record<MessageNamespace, Catalogue>> = {
  'en-NG': { notify: enNotify, fleet: enFleet, money: enMoney },
  pcm: { notify: pcmNotify, fleet: pcmFleet, money: pcmMoney },
  ha: { notify: haNotify, fleet: haFleet, money: haMoney },
  yo: { notify: yoNotify, fleet: yoFleet, money: yoMoney },
  ig: { notify: igNotify, fleet: igFleet, money: igMoney },
};

/** How the API says a key with its values in one language and namespace; `has` says whether a catalogue holds the key. */
export type Words = ((key: string, values?: Record<string, string | number>) => string) & { has: (key: string) => boolean };

const rules = new Map<Language, Intl.PluralRules>();
const pluralRules = (language: Language) => rules.get(language) ?? rules.set(language, new Intl.PluralRules(language)).get(language)!;

/** The text of `key` (its plural form for a numeric `count` first) in `catalogue`, or undefined. */
function textOf(catalogue: Catalogue, key: string, language: Language, count: unknown): string | undefined {
  if (typeof count === 'number') {
    const form = catalogue[`${key}_${pluralRules(language).select(count)}`] ?? catalogue[`${key}_other`];
    if (form !== undefined) return form;
  }
  return catalogue[key];
}

/**
 * The words of `namespace` in `language`: a key and its values → the sentence, English where the
 * language has none, the key itself where no catalogue has it.
 */
export function wordsIn(language: Language, namespace: MessageNamespace): Words {
  const own = WORDS[language][namespace];
  const english = WORDS[DEFAULT_LANGUAGE][namespace];
  const say = (key: string, values: Record<string, string | number> = {}) => {
    const text = textOf(own, key, language, values.count) ?? textOf(english, key, DEFAULT_LANGUAGE, values.count) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
  };
  return Object.assign(say, { has: (key: string) => english[key] !== undefined || own[key] !== undefined });
}

/**
 * A rule's sentence (`Said`: English with placeholders, its values possibly sentences themselves)
 * in `say`'s words: nested sentences first, a document's English label (`document`, `documents`:
 * ", "-separated) as the catalogue names it, and a reviewer's reason (`rejection`) as the
 * catalogue words it where it has one; a numeric `count` picks the plural form.
 */
export function sayRule(say: Words, { text, values = {} }: Said): string {
  const filled: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) filled[name] = typeof value === 'string' ? value : sayRule(say, value);
  if (typeof filled.rejection === 'string') {
    // A reason the catalogue knows (the reviewers' usual reasons) in its words; another as written.
    const written = filled.rejection.trim();
    const key = written.replace(/[.!]+$/, '');
    filled.rejection = say.has(key) ? say(key) : written;
  }
  for (const name of ['document', 'documents'] as const) {
    const label = filled[name];
    if (typeof label !== 'string') continue;
    filled[name] = label
      .split(', ')
      .map((l) => say(l))
      .join(', ');
    if (name !== 'document') continue;
    // English says a document inside a sentence in small letters ('New insurance certificate sent…'), an acronym as it is.
    if (filled[name] !== label) filled.doc = filled[name];
    else if (filled.doc === undefined) filled.doc = /^[A-Z][a-z]/.test(label) ? label.charAt(0).toLowerCase() + label.slice(1) : label;
  }
  if (typeof filled.count === 'string' && /^\d+$/.test(filled.count)) filled.count = Number(filled.count);
  return say(text, filled);
}
