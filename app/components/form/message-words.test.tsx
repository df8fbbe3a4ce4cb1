/**
 * Form messages in the reader's language (issue 44 §2): a field's error line, the error summary,
 * a notice and the page script's rules say a sentence of the `validation` catalogue in the
 * reader's language; a sentence the catalogue does not know stays as the schema wrote it.
 */
import { describe, expect, it } from 'vitest';
import { ErrorLine, rulesInWords, useMessageWords } from '~/components/form/Field';
import { FormErrors } from '~/components/FormErrors';
import { Toaster } from '~/components/Toaster';
import { i18nFor } from '~/server/i18n.server';
import { markup } from '../../../tests/dom/render';

describe('form messages in the reader’s language', () => {
  it('says a field’s error, the summary and a notice in Hausa; an unknown sentence as written', () => {
    expect(markup(<ErrorLine id="e" name="email" error="Invalid email" />, 'ha')).toContain('Imel ɗin ba daidai ba ne');
    expect(markup(<ErrorLine id="e" name="email" error="Invalid email" />, 'en-NG')).toContain('Invalid email');
    expect(markup(<ErrorLine id="e" name="x" error="A sentence no catalogue has." />, 'yo')).toContain('A sentence no catalogue has.');
    const summary = markup(<FormErrors id="f" formId="login" errors={['Login failed!']} fields={{ password: ['Password must not be empty.'] }} />, 'ig');
    expect(summary).toContain('Nbanye adaghị!');
    expect(summary).toContain('Okwuntughe agaghị adị efu.');
    expect(markup(<Toaster toast={{ type: 'error', message: 'Login failed!' }} />, 'pcm')).toContain('Login no work!');
  });

  it('says a notice with values in the reader’s language, the values as they are; English fills the same sentence', () => {
    const toast = { type: 'success' as const, message: '{{plate}} deactivated: it gets no trips until you activate it again' as const, values: { plate: 'KJA-100AA' } };
    expect(markup(<Toaster toast={toast} />, 'ha')).toContain('An kashe KJA-100AA: ba za ta sami tafiya ba sai ku sake kunna ta');
    expect(markup(<Toaster toast={toast} />, 'en-NG')).toContain('KJA-100AA deactivated: it gets no trips until you activate it again');
    // A count picks the language's plural form.
    const imported = { type: 'success' as const, message: '{{count}} drivers imported. They cannot work until their licence (and LASDRI card) files are uploaded and approved.' as const };
    expect(markup(<Toaster toast={{ ...imported, values: { count: 1 } }} />, 'en-NG')).toContain('1 driver imported.');
    expect(markup(<Toaster toast={{ ...imported, values: { count: 3 } }} />, 'yo')).toContain('A ti kó awakọ̀ 3 wọlé.');
  });

  it('gives the page’s script its rules’ messages in the reader’s language', () => {
    const say = (message: string) => i18nFor('yo').t(message, { ns: 'messages', keySeparator: false, nsSeparator: false, defaultValue: message });
    const rules = { constraint: { email: { required: true } }, messages: { email: { valueMissing: 'Invalid email', typeMismatch: 'Invalid email' } } };
    expect(rulesInWords(rules, say)).toEqual({
      constraint: rules.constraint,
      messages: { email: { valueMissing: 'Ímeèlì náà kò tọ̀nà', typeMismatch: 'Ímeèlì náà kò tọ̀nà' } },
      generic: 'Jọ̀wọ́ ṣàyẹ̀wò àpótí yìí',
    });
    // The hook and this function agree (the hook is what pages use).
    function Probe() {
      return <span>{useMessageWords()('Invalid email')}</span>;
    }
    expect(markup(<Probe />, 'yo')).toContain('Ímeèlì náà kò tọ̀nà');
  });
});
