import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../contract/languages';
import { askMessage } from './document-requests';
import { joinList } from './list';

// The word for "and" each language's list uses (the catalogues' `list.two` and `list.more`).
const AND = { 'en-NG': 'and', ha: 'da', yo: 'àti', ig: 'na', pcm: 'and' } as const;

describe('joinList (issue 69 §2)', () => {
  it.each(LANGUAGE_CODES)('joins two and three items in %s with its word for "and", spaced', (language) => {
    expect(joinList(language, ['A'])).toBe('A');
    expect(joinList(language, [])).toBe('');
    expect(joinList(language, ['A', 'B'])).toBe(`A ${AND[language]} B`);
    expect(joinList(language, ['A', 'B', 'C'])).toBe(`A, B ${AND[language]} C`);
    expect(joinList(language, ['A', 'B', 'C', 'D'])).toBe(`A, B, C ${AND[language]} D`);
  });

  it('no longer joins two words in the Yoruba SMS (Intl.ListFormat gave "…atiIwe…")', () => {
    const text = askMessage({ firstName: 'Bayo', tradingName: 'Eko', labels: ["Driver's licence", 'Insurance certificate'], link: 'https://vp.ng/send/x', language: 'yo' });
    expect(text).not.toMatch(/[Aa]ti[A-ZÀ-Ỵ]/);
    expect(text).toMatch(/ ati /i);
  });
});
