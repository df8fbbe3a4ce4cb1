/**
 * Sentences a page says in the reader's language (issue 44 §2): the domain words its answers as
 * English sentences with `{{placeholders}}` (the catalogues' keys) and says them through a
 * `SentenceSay`; without one they are said in English. Pure.
 */

/** How a page says a sentence (app/components/useWords.ts `Say`): English with `{{placeholders}}` and values → the reader's words. */
export type SentenceSay = (sentence: string, values?: Record<string, string | number>) => string;

/** `sentence` with its placeholders filled. */
export const fill = (sentence: string, values: Record<string, string | number> = {}) => sentence.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));

/**
 * A `SentenceSay` in English: placeholders filled, and where `count` is 1 the singular sentence
 * `singular` names for it ('{{count}} days ago' → '{{count}} day ago').
 */
export const englishSay =
  (singular: Record<string, string> = {}): SentenceSay =>
  (sentence, values = {}) =>
    fill(values.count === 1 ? (singular[sentence] ?? sentence) : sentence, values);
