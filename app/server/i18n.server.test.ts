/**
 * The catalogues (issue 44 §6): every key of English in every language and no other, the same
 * placeholders, no empty words; and a request's language from the person, the cookie, the
 * browser, in that order.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '~contract/languages';
import { sayIn } from '~/domain/say';
import { CATALOGUES, i18nFor, languageOf, NAMESPACES, pseudoText, sayOf } from '~/server/i18n.server';

/** 'a.b.c' → value, for every leaf of a catalogue. */
function leaves(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (v && typeof v === 'object') for (const [kk, vv] of leaves(v as Record<string, unknown>, `${prefix}${k}.`)) out.set(kk, vv);
    else out.set(`${prefix}${k}`, String(v));
  }
  return out;
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;
/** A catalogue's keys with each plural family (`key_one`, `key_other`) as its one base key. */
const bases = (keys: Iterable<string>) => [...new Set([...keys].map((k) => k.replace(PLURAL, '')))].sort();

describe('the catalogues', () => {
  it('hold every English key in every language, with the same placeholders and no empty words', () => {
    for (const ns of NAMESPACES) {
      const english = leaves(CATALOGUES['en-NG'][ns]!);
      expect(english.size).toBeGreaterThan(5);
      for (const { code } of LANGUAGES) {
        const other = leaves(CATALOGUES[code][ns]!);
        expect(bases(other.keys()), `${code}/${ns}`).toEqual(bases(english.keys()));
        // A plural has exactly the forms the language's plural rules name (yo and ig: one form).
        const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
        for (const key of bases(english.keys()).filter((k) => english.has(`${k}_other`)))
          expect(
            [...other.keys()]
              .filter((k) => k.replace(PLURAL, '') === key && PLURAL.test(k))
              .map((k) => PLURAL.exec(k)![1])
              .sort(),
            `${code}/${ns}:${key}`,
          ).toEqual([...forms].sort());
        for (const [key, text] of other) {
          expect(text.trim(), `${code}/${ns}:${key}`).not.toBe('');
          const englishText = english.get(key) ?? english.get(key.replace(PLURAL, '_other'))!;
          expect(placeholders(text), `${code}/${ns}:${key}`).toEqual(placeholders(englishText));
        }
      }
    }
  });

  it('translates: the menu and the sign-in button differ from English in each other language', () => {
    for (const { code } of LANGUAGES.filter((l) => l.code !== 'en-NG' && l.code !== 'pcm')) {
      expect(i18nFor(code).t('nav.drivers'), code).not.toBe('Drivers');
      expect(i18nFor(code).t('login', { ns: 'auth' }), code).not.toBe('Login');
    }
    expect(i18nFor('yo').t('language.saved', { language: 'Yorùbá' })).toBe('Pọ́tà náà ń sọ Yorùbá báyìí.');
  });

  it('keys the in-portal pages by the English sentence, with plurals by Intl.PluralRules', () => {
    const say = (code: (typeof LANGUAGES)[number]['code'], sentence: string, values?: Record<string, string | number>) => sayOf(i18nFor(code), 'fleet')(sentence, values);
    expect(say('en-NG', '{{count}} vehicles', { count: 1 })).toBe('1 vehicle');
    expect(say('en-NG', '{{count}} vehicles', { count: 3 })).toBe('3 vehicles');
    expect(say('ha', '{{count}} vehicles', { count: 1 })).toBe('mota 1');
    expect(say('ha', '{{count}} vehicles', { count: 3 })).toBe('motoci 3');
    // Yoruba has one form for every number.
    expect(say('yo', '{{count}} vehicles', { count: 1 })).toBe('ọkọ̀ 1');
    expect(say('ig', 'Replace the {{doc}}', { doc: 'Akwụkwọ mkpuchi' })).toBe('Dochie Akwụkwọ mkpuchi');
    // A sentence no catalogue has yet stays English, never a key.
    expect(say('ha', 'A sentence not yet in any catalogue: {{n}}', { n: 2 })).toBe('A sentence not yet in any catalogue: 2');
  });
});

describe('the API’s messages read the same catalogues (issue 51 §6)', () => {
  it('say every key of every namespace exactly as i18next says it, plurals included', () => {
    for (const { code } of LANGUAGES)
      // The flat namespaces (keyed by sentence or id); the nested ones are the pages' alone.
      for (const ns of NAMESPACES.filter((n) => Object.values(CATALOGUES['en-NG'][n]!).every((v) => typeof v === 'string'))) {
        const mine = sayIn(code, ns);
        const t = i18nFor(code);
        const english = leaves(CATALOGUES['en-NG'][ns]!);
        const keys = [...new Set([...english.keys()].map((k) => k.replace(PLURAL, '')))];
        for (const key of keys)
          for (const count of [1, 3]) {
            const text = english.get(key) ?? english.get(`${key}_other`) ?? '';
            const values = { ...Object.fromEntries(placeholders(text).map((p) => [p, `<${p}>`])), count };
            expect(mine(key, values), `${code}/${ns}:${key}`).toBe(t.t(key, { ns, keySeparator: false, nsSeparator: false, defaultValue: key, ...values }));
          }
      }
  });
});

describe('the language of a request', () => {
  const request = (headers: Record<string, string>) => new Request('http://portal.test/login', { headers });
  it('is the person’s saved one, else the cookie, else the browser’s, else English', () => {
    expect(languageOf(request({ cookie: 'vp_lang=yo', 'accept-language': 'ha' }), { language: 'ig' })).toBe('ig');
    expect(languageOf(request({ cookie: 'a=1; vp_lang=yo', 'accept-language': 'ha' }), { language: null })).toBe('yo');
    expect(languageOf(request({ cookie: 'vp_lang=xx', 'accept-language': 'ha-NG' }))).toBe('ha');
    expect(languageOf(request({}))).toBe('en-NG');
  });
});

describe('the pseudo-locale (issue 44 §6)', () => {
  it('accents the letters that have an accented form, keeps placeholders, and is 40 % longer in breakable words', () => {
    const english = 'The portal now speaks {{language}}.';
    const pseudo = pseudoText(english);
    expect(pseudo.startsWith('Thé pórtál ñów špéákš {{language}}. ẋẋẋẋ')).toBe(true);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.floor(english.length * 1.4) - 1);
    expect(pseudo).toMatch(/ ẋẋẋẋ/);
    expect(pseudoText('')).toBe('');
  });
});

describe('one shared instance per language (ADR 0035, corrected by 0043)', () => {
  it('is the same instance for every request of a language, and a page said in Hausa never changes the English one', async () => {
    const { renderToString } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { I18nextProvider } = await import('react-i18next');
    const { useWords } = await import('~/components/useWords');
    const Proceed = () => createElement('p', null, useWords('settings')('Proceed'));
    const page = (language: 'en-NG' | 'ha') => renderToString(createElement(I18nextProvider, { i18n: i18nFor(language) }, createElement(Proceed)));
    expect(i18nFor('ha')).toBe(i18nFor('ha'));
    expect(i18nFor('ha')).not.toBe(i18nFor('en-NG'));
    const english = page('en-NG');
    const hausa = page('ha');
    expect(hausa).not.toBe(english);
    // Rendering Hausa (and the kept `say` of each) leaves English as it was, in language and words.
    expect(page('en-NG')).toBe(english);
    expect(i18nFor('en-NG').language).toBe('en-NG');
    expect(page('ha')).toBe(hausa);
  });

  it('keeps a sentence or key with nothing to fill in once said, per language, and says the rest afresh', async () => {
    const { renderToString } = await import('react-dom/server');
    const { createElement } = await import('react');
    const { I18nextProvider } = await import('react-i18next');
    const { useWords, useT } = await import('~/components/useWords');
    const Words = ({ n }: { n: number }) => {
      const say = useWords('money');
      const t = useT();
      return createElement('p', null, [say('Gross'), useWords('settings')('{{count}} trips', { count: n }), t('nav.drivers')].join(' | '));
    };
    const page = (language: 'en-NG' | 'ha', n: number) => renderToString(createElement(I18nextProvider, { i18n: i18nFor(language) }, createElement(Words, { n })));
    const words = i18nFor('ha');
    const fresh = [words.t('Gross', { ns: 'money', keySeparator: false, nsSeparator: false, defaultValue: 'Gross' }), words.t('nav.drivers', { ns: 'common' })];
    const asked: string[] = [];
    const t = words.t.bind(words);
    words.t = ((key: string, options?: object) => {
      asked.push(key);
      return t(key, options as never);
    }) as typeof words.t;
    try {
      const first = page('ha', 2);
      const second = page('ha', 3);
      expect(first).toContain(fresh[0]);
      expect(first).toContain(fresh[1]);
      // The plain sentence and key were asked of i18next at most once; the counted one each time, with its count.
      expect(asked.filter((k) => k === 'Gross').length).toBeLessThanOrEqual(1);
      expect(asked.filter((k) => k === 'nav.drivers').length).toBeLessThanOrEqual(1);
      expect(asked.filter((k) => k === '{{count}} trips')).toHaveLength(2);
      expect(second).not.toBe(first);
      expect(page('en-NG', 2)).not.toBe(first);
    } finally {
      words.t = t as typeof words.t;
    }
  });
});
