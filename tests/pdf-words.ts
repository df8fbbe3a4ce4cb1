/**
 * Words broken inside in a PDF's text (issue 69 §6): every token of the text (split at spaces, its
 * punctuation trimmed) that is neither a word of the language's catalogues or the English ones (or a
 * month's or day's name in either), nor
 * one of `known` (the fixture's names and notes), nor a figure (digits, naira, a date, a reference).
 * A word drawn across two lines ("Kwana" / "ki") reads as two such fragments.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const catalogues = join(import.meta.dirname, '..', 'app', 'i18n', 'catalogues');
const TRIM = /^[\s()[\]{}.,:;!?"“”‘’'·—–/+*=]+|[\s()[\]{}.,:;!?"“”‘’'·—–/+*=]+$/gu;

/** A text's tokens as compared: NFC, lower case, punctuation trimmed; figures and placeholders left out. */
export const tokens = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .split(/\s+/)
    .map((t) => t.replace(TRIM, ''))
    .filter((t) => t && !/[\d₦{}]/.test(t));

function strings(tree: unknown): string[] {
  if (typeof tree === 'string') return [tree];
  if (tree && typeof tree === 'object') return Object.values(tree).flatMap(strings);
  return [];
}

const vocabularies = new Map<string, Set<string>>();
/** Every word of a language's catalogues and of the English ones (names and notes stay English). */
function vocabulary(language: string): Set<string> {
  let words = vocabularies.get(language);
  if (!words) {
    words = new Set();
    for (const lang of new Set([language, 'en-NG']))
      for (const file of readdirSync(join(catalogues, lang)))
        for (const s of strings(JSON.parse(readFileSync(join(catalogues, lang, file), 'utf8')))) for (const t of tokens(s.replace(/\{\{[^}]*\}\}/g, ' '))) words.add(t);
    // Month and day names, which the portal writes with Intl in the reader's locale.
    for (const locale of [language, 'en']) {
      for (let m = 0; m < 12; m++) for (const t of tokens(new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, m, 15)))) words.add(t);
      for (let d = 0; d < 7; d++) for (const t of tokens(new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 10, 16 + d)))) words.add(t);
    }
    vocabularies.set(language, words);
  }
  return words;
}

/** The fragments of `text` (see the module comment); [] when no word is broken. */
export function brokenWords(text: string, language: string, known: string[] = []): string[] {
  const words = vocabulary(language);
  const extra = new Set(known.flatMap(tokens));
  return [...new Set(tokens(text).filter((t) => !words.has(t) && !extra.has(t)))];
}
