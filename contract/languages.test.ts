/** Which language a browser asks for (issue 44 §1). */
import { describe, expect, it } from 'vitest';
import { fromAcceptLanguage, languageOfTag } from '~contract/languages';

describe('the language of a request', () => {
  it('reads Accept-Language by q-value, the first we speak, English for any English', () => {
    expect(fromAcceptLanguage('ha-NG,ha;q=0.9,en;q=0.8')).toBe('ha');
    expect(fromAcceptLanguage('fr-FR, yo;q=0.5, en;q=0.7')).toBe('en-NG');
    expect(fromAcceptLanguage('en-GB')).toBe('en-NG');
    expect(fromAcceptLanguage('pcm')).toBe('pcm');
    expect(fromAcceptLanguage('ig;q=0, yo;q=0.1')).toBe('yo');
    expect(fromAcceptLanguage('fr, de')).toBeNull();
    expect(fromAcceptLanguage('')).toBeNull();
    expect(languageOfTag('IG_ng')).toBe('ig');
  });
});
