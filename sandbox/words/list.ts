/**
 * Lists of names joined in the reader's language (issue 69 §2): "A and B", "A, B and C".
 * Not `Intl.ListFormat`: CLDR's Yoruba data joins two items as `{0} àti{1}` (no space) and gives
 * three or more no "àti" at all, so the words come from the catalogues (`notify`: `list.two`,
 * `list.more`), a sentence per count as plurals are, where a reviewer reads and owns them.
 */
import type { Language } from '../../contract/languages.js';
import { wordsIn } from './say.js';

/**
 * `items` joined as `language` writes a list. Pure.
 * @param language the reader's language; `items` the names, already in that language
 * @returns the joined text ('' for none, the item itself for one)
 */
export function joinList(language: Language, items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? '';
  const say = wordsIn(language, 'notify');
  if (items.length === 2) return say('list.two', { first: items[0], second: items[1] });
  // The commas between all but the last two are punctuation, the same in the five languages.
  return say('list.more', { items: items.slice(0, -1).join(', '), last: items[items.length - 1] });
}
