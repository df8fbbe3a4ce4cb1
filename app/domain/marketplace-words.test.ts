import { describe, expect, it } from 'vitest';
import { knownReason, reasonWords, REVIEW_REASONS } from '~/domain/marketplace-words';
import { sayIn } from '~/domain/say';
import { saySaid } from '~/domain/sentence';
import { CATALOGUES } from '~/i18n/catalogues';
import { LANGUAGE_CODES } from '~contract/languages';

describe("the marketplace's reasons (issue 69 §1)", () => {
  it.each(LANGUAGE_CODES.filter((l) => l !== 'en-NG'))('every known reason has its own words in %s', (language) => {
    const fleet = CATALOGUES[language].fleet as Record<string, string>;
    for (const reason of REVIEW_REASONS) {
      expect(fleet[reason], reason).toBeTruthy();
      expect(fleet[reason], reason).not.toBe(reason);
    }
  });

  it('knows a reason whatever its case, spaces and full stop; another stays as written', () => {
    expect(knownReason('  document is BLURRY. ')).toBe('Document is blurry');
    expect(reasonWords(sayIn('ha', 'fleet'), 'Document is blurry.')).toEqual({ text: 'Takardar ba ta fito fili ba', known: true });
    expect(reasonWords(sayIn('ha', 'fleet'), 'Stamp missing on page 2')).toEqual({ text: 'Stamp missing on page 2', known: false });
  });

  it("a readiness reason says the reviewer's reason in the reader's words (it was English on Hausa pages and digests)", () => {
    const said = { text: '{{document}} was rejected: {{rejection}}', values: { document: 'Insurance certificate', rejection: 'Document is blurry' } };
    const hausa = saySaid(sayIn('ha', 'fleet'), said);
    expect(hausa).toContain('Takardar ba ta fito fili ba');
    expect(hausa).not.toContain('blurry');
    expect(saySaid(sayIn('en-NG', 'fleet'), said)).toContain('Document is blurry');
  });
});
