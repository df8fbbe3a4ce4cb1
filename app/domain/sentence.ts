/**
 * Sentences a page says in the reader's language (issue 44 §2): the domain words its answers as
 * English sentences with `{{placeholders}}` (the catalogues' keys) and says them through a
 * `SentenceSay`; without one they are said in English. Pure.
 */

import type { Said } from '~contract/core';
import { reasonWords } from '~/domain/marketplace-words';

/** How a page says a sentence (app/components/useWords.ts `Say`): English with `{{placeholders}}` and values → the reader's words. */
export type SentenceSay = (sentence: string, values?: Record<string, string | number>) => string;

/**
 * A sentence of the API or a rule (issue 51 §1; contract/core.ts `Said`) in `say`'s words: nested
 * sentences said first, a document's English label (`document`, `documents`: ", "-separated)
 * named as the catalogue names it (English keeps its label as written), then the sentence itself.
 */
export function saySaid(say: SentenceSay, { text, values = {} }: Said): string {
  const filled: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) filled[k] = typeof v === 'string' ? v : saySaid(say, v);
  // A marketplace reviewer's reason (free text from the API) in the reader's words where known (issue 69 §1).
  if (filled.rejection !== undefined) filled.rejection = reasonWords(say, filled.rejection).text;
  for (const k of ['document', 'documents'] as const) {
    const english = filled[k];
    if (english === undefined) continue;
    const named = english
      .split(', ')
      .map((label) => say(label))
      .join(', ');
    if (named !== english) {
      filled[k] = named;
      if (k === 'document') filled.doc = named;
    } else if (k === 'document' && filled.doc === undefined) {
      // English says a document inside a sentence in small letters ('New insurance certificate sent…'), an acronym as it is.
      filled.doc = /^[A-Z][a-z]/.test(english) ? english.charAt(0).toLowerCase() + english.slice(1) : english;
    }
  }
  // A count chooses the plural form (i18next's `_one`/`_other` by Intl.PluralRules).
  return say(text, /^\d+$/.test(filled.count ?? '') ? { ...filled, count: Number(filled.count) } : filled);
}

/** `sentence` with its placeholders filled. */
export const fill = (sentence: string, values: Record<string, string | number> = {}) => sentence.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
