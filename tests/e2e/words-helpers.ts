/**
 * What the language journeys read on a page (issues 44 §6, 51): words the pseudo-locale did not
 * reach, and English sentences left on a page in another language.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

/**
 * Text in `scope` the pseudo-locale did not reach (issue 44 §6): every word of a catalogue comes
 * out accented and padded with 'ẋ', so a visible text of three letters or more without it is
 * English left in the page. A name in itself (an element with its own `lang`: the languages in
 * the switch) and a code marked `translate="no"` (the environment’s badge; `notranslate` in SVG, which has no such attribute) are not words to translate.
 */
export const untranslated = (scope: Locator) =>
  scope.evaluate((root) => {
    const left: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const element = node.parentElement;
      // Country names come from CLDR (Intl.DisplayNames in the reader's language), not from a catalogue.
      if (!text || !element || element.closest('script, style, [hidden], [lang]:not(html), [translate="no"], .notranslate, select[autocomplete="country"] option')) continue;
      if (/[a-z]{3,}/i.test(text) && !text.includes('ẋ')) left.push(text);
    }
    return left;
  });

const CATALOGUES = join(process.cwd(), 'app/i18n/catalogues');

/** A catalogue's sentences by their dotted key (nested groups flattened). */
function flat(tree: unknown, prefix = '', into = new Map<string, string>()): Map<string, string> {
  if (typeof tree === 'string') into.set(prefix, tree);
  else if (tree && typeof tree === 'object') for (const [k, v] of Object.entries(tree)) flat(v, prefix ? `${prefix}.${k}` : k, into);
  return into;
}

/** The English runs (three words or more, between placeholders) of every sentence whose Hausa is different. */
const ENGLISH_RUNS: string[] = (() => {
  const runs = new Set<string>();
  for (const file of readdirSync(join(CATALOGUES, 'en-NG'))) {
    const en = flat(JSON.parse(readFileSync(join(CATALOGUES, 'en-NG', file), 'utf8')));
    const ha = flat(JSON.parse(readFileSync(join(CATALOGUES, 'ha', file), 'utf8')));
    for (const [key, english] of en) {
      if (ha.get(key) === english) continue;
      for (const run of english.split(/\{\{[^}]*\}\}|<\/?\d+>|[.:;!?()]/)) {
        const words = run.trim();
        if (words.split(/\s+/).filter((w) => /[a-z]{2,}/i.test(w)).length >= 3) runs.add(words);
      }
    }
  }
  // A name Hausa keeps as it is ("Takardar CMR (Central Motor Registry)") is not English left.
  const kept = [...readdirSync(join(CATALOGUES, 'ha'))].flatMap((file) => [...flat(JSON.parse(readFileSync(join(CATALOGUES, 'ha', file), 'utf8'))).values()]).join('\n');
  return [...runs].filter((run) => !kept.includes(run));
})();

/** The English sentences (from the catalogues) left in a text. */
export const englishIn = (text: string) => ENGLISH_RUNS.filter((run) => text.includes(run));

/** What a person reads in the page's main area and its notice. */
export async function readable(page: Page) {
  const main = await page.locator('main').innerText();
  const toast = (await page.getByTestId('toast').count()) ? await page.getByTestId('toast').innerText() : '';
  return `${main}\n${toast}`;
}
