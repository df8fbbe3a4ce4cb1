/**
 * One word for one thing in each language (issue 51 §7): the spellings a review found in two
 * forms are written one way (docs/i18n/style.md says which and why), and the glossary's terms that
 * never inflect (docs/i18n/glossary.md) are used wherever the English says them. A translator who
 * writes the other form, or the English word, fails this test with the sentence named.
 */
import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '~/i18n/catalogues';

type Language = keyof typeof CATALOGUES;

/** Every (namespace, key, English, words) of a language. */
function sentences(language: Language) {
  const out: { at: string; english: string; words: string }[] = [];
  const walk = (en: Record<string, unknown>, tr: Record<string, unknown>, at: string) => {
    for (const [k, v] of Object.entries(tr)) {
      const e = en[k];
      if (v && typeof v === 'object') walk((e ?? {}) as Record<string, unknown>, v as Record<string, unknown>, `${at}${k}.`);
      // Compared in one Unicode form (NFC), so a tone mark typed as a combining mark is the same word.
      else out.push({ at: `${at}${k}`, english: typeof e === 'string' ? e : k, words: String(v).normalize('NFC') });
    }
  };
  for (const [ns, tree] of Object.entries(CATALOGUES[language]))
    walk(CATALOGUES['en-NG'][ns as keyof (typeof CATALOGUES)['en-NG']] as Record<string, unknown>, tree as Record<string, unknown>, `${ns}:`);
  return out;
}

/** The other spelling of a word, and the one the style guide keeps. */
const VARIANTS: Partial<Record<Language, [RegExp, string][]>> = {
  yo: [
    [/\byan\b/i, 'yàn (to choose, with its tone)'],
    [/àkántì/, 'àkáǹtì'],
    [/nọ́ńbà/, 'nọ́mbà'],
    [/Jọ̀ọ́|jọ̀ọ́/, 'Jọ̀wọ́'],
    [/kọ̀̀/, 'kọ̀ (one tone mark)'],
    [/\bpass\b/i, 'ìwé ìrìnnà'],
    [/\ba ti pa\b|^pa á$|^pa {{|kí a pa\b/i, 'a ti dá … dúró (set inactive; "pa" is to kill)'],
    [/owó-oṣù/i, 'owó oṣù (two words, as the glossary’s payslip: ìwé owó oṣù)'],
    // To examine is yẹ̀ … wò, low tone; yẹ with no mark is "ought" (ó yẹ kí …).
    [/(^|\s)yẹ(?!\u0300)\s(?:(?!kí)[^.?!]){0,40}?\swò/i, 'yẹ̀ … wò (to examine, with its low tone; yẹ is "ought")'],
    // To type, enter, press or print is tẹ̀, low tone (ìtẹ̀wé, printing); a bare tẹ is not the word.
    [/(^|[\s(])tẹ(?![\u0300\u0301])\s/i, 'tẹ̀ (to type, enter, press or print, with its low tone)'],
  ],
  ig: [
    [/\bpass\b/i, 'paasị'],
    // One verb for send (issue 69 §3): ziga, to someone zigara; zipu ("send away") and zite ("send here") were mixed in.
    [/\bzi(pu|te)/i, 'ziga / zigara (send, as the glossary says)'],
  ],
  pcm: [[/\bmoney\b/i, 'moni']],
  ha: [[/Legas/, 'Lagos (a name, never translated)']],
};

/** Glossary terms that never inflect: where the English says the term, the language says its word. */
const TERMS: { english: RegExp; words: Partial<Record<Language, RegExp>> }[] = [
  { english: /\broadside pass\b/i, words: { yo: /ìwé ìrìnnà/i, ig: /paasị/i } },
  { english: /\bsettlement account\b/i, words: { ha: /asusun karɓar kuɗi/i, yo: /àkáǹtì ìsanwó/i, ig: /akaụntụ ịnata ego/i } },
  { english: /\bdeduction query\b/i, words: { ha: /tambayar ragi/i, ig: /ajụjụ mbelata/i } },
  // Net is what is left after deductions (issue 69 §3): Hausa tsantsa, never riba ("profit");
  // Yoruba àṣẹ́kù, never àpapọ̀ (its gross and totals).
  // (The dashboard's "… net" may say it as "after deductions", lẹ́yìn ìyọkúrò.)
  { english: /\bnet\b/i, words: { ha: /tsantsa/i, yo: /àṣẹ́kù|lẹ́yìn ìyọkúrò/i } },
  { english: /\bdeactivat/i, words: { yo: /dá\s.*dúró/i } },
];

/** Words a language must not use where the English says a term (one word per idea, issue 69 §3). */
const NEVER: { english: RegExp; unless?: RegExp; words: Partial<Record<Language, [RegExp, string]>> }[] = [
  // (A sentence that also says gross or a total may use those words beside it.)
  {
    english: /\bnet\b/i,
    unless: /\bgross\b|\btotal\b|\bsum\b/i,
    words: { ha: [/\bribar?\b/i, 'riba is profit (the margin); net is tsantsa'], yo: [/àpapọ̀/i, 'àpapọ̀ is the gross and totals; net is àṣẹ́kù'] },
  },
];

describe('the catalogues’ words', () => {
  it('never use another idea’s word for a term', () => {
    const found = NEVER.flatMap((term) =>
      (Object.entries(term.words) as [Language, [RegExp, string]][]).flatMap(([language, [wrong, why]]) =>
        sentences(language)
          .filter((s) => term.english.test(s.english) && !term.unless?.test(s.english) && wrong.test(s.words))
          .map((s) => `${language} ${s.at}: “${s.words}” — ${why}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('write each word one way in each language', () => {
    const found = (Object.entries(VARIANTS) as [Language, [RegExp, string][]][]).flatMap(([language, rules]) =>
      sentences(language).flatMap((s) => rules.filter(([wrong]) => wrong.test(s.words)).map(([, right]) => `${language} ${s.at}: “${s.words}” — write ${right}`)),
    );
    expect(found).toEqual([]);
  });

  it('use the glossary’s word wherever the English says the term', () => {
    const found = TERMS.flatMap((term) =>
      (Object.entries(term.words) as [Language, RegExp][]).flatMap(([language, word]) =>
        sentences(language)
          .filter((s) => term.english.test(s.english) && !word.test(s.words))
          .map((s) => `${language} ${s.at}: “${s.words}” does not say ${word}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
