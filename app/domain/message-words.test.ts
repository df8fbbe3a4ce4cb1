/**
 * The API's messages in each language (issue 44 §4): every language says each message in its own
 * words with the particulars kept (code, link, account, amounts), a login code is one SMS segment
 * in every language, and "SMS without special letters" writes Hausa, Yoruba and Igbo in GSM-7.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '~contract/languages';
import { MESSAGE_WORDS, messageWordsFor, smsText } from '~/domain/message-words';
import { fitsOneSms, isGsm7, oneSegment } from '~/domain/sms';

const change = { company: 'Lagos Shuttles Ltd', what: 'Access Bank ******5678', until: '29 Nov 2026, 10:00', before: 'GTBank ******1234', link: 'https://portal.test/payout-account/cancel/abc' };
const answer = { id: 7, cause: 'Late arrival', day: '18-11-2026', plate: 'KJA-174CR', refund: '₦2,105.00' };

describe('the API’s messages in the recipient’s language', () => {
  it('are said in each language’s own words, keeping the code, the link, the account and the amounts', () => {
    for (const { code } of LANGUAGES) {
      const w = MESSAGE_WORDS[code];
      const english = MESSAGE_WORDS['en-NG'];
      expect(w.loginCode('4821'), code).toContain('4821');
      expect(w.payoutCode('Lagos Shuttles Ltd', '4821'), code).toContain('4821');
      expect(w.resetBody('https://x.test/r'), code).toContain('https://x.test/r');
      expect(w.payoutBody(change), code).toContain(change.link);
      expect(w.payoutBody(change), code).toContain('Access Bank ******5678');
      expect(w.payoutBody(change), code).toContain('GTBank ******1234');
      expect(w.inviteBody('Lagos Shuttles Ltd', 'https://x.test/i'), code).toContain('https://x.test/i');
      expect(w.queryAnswered(answer), code).toContain('₦2,105.00');
      expect(w.queryAnswered({ ...answer, refund: null }), code).not.toContain('₦');
      if (code === 'en-NG') continue;
      expect(w.loginCode('4821'), code).not.toBe(english.loginCode('4821'));
      expect(w.payoutBody(change), code).not.toBe(english.payoutBody(change));
      expect(w.payoutBody({ ...change, before: null }), code).not.toBe(english.payoutBody({ ...change, before: null }));
      expect(w.resetSubject, code).not.toBe(english.resetSubject);
    }
  });

  it('send a login code as one SMS segment in every language: Hausa, Yoruba and Igbo in their letters when they fit 70, else plain', () => {
    for (const { code } of LANGUAGES) {
      const sms = oneSegment(MESSAGE_WORDS[code].loginCode('4821'), code, false);
      expect(fitsOneSms(sms), `${code}: ${sms}`).toBe(true);
      expect(sms, code).toContain('4821');
    }
    // English and Pidgin are GSM-7 as written.
    expect(isGsm7(MESSAGE_WORDS['en-NG'].loginCode('4821'))).toBe(true);
    expect(isGsm7(MESSAGE_WORDS.pcm.loginCode('4821'))).toBe(true);
    // Yoruba's fits 70 UCS-2 characters: its letters kept. Hausa's would need 78: written plain.
    expect(oneSegment(MESSAGE_WORDS.yo.loginCode('4821'), 'yo', false)).toBe('Kóòdù ìwọlé Vehicle Partner rẹ ni 4821. Yóò parí ní ìṣẹ́jú 10.');
    expect(oneSegment(MESSAGE_WORDS.ha.loginCode('4821'), 'ha', false)).toBe('Lambar shiga Vehicle Partner dinka ita ce 4821. Za ta kare cikin minti 10.');
  });

  it('write an SMS in plain letters for a partner who chose it, and only for the languages that need it', () => {
    const hausa = MESSAGE_WORDS.ha.payoutBody(change);
    expect(isGsm7(hausa)).toBe(false);
    expect(smsText(hausa, 'ha', true)).toContain('za a rika biyan kudi');
    expect(isGsm7(smsText(hausa, 'ha', true))).toBe(true);
    expect(smsText(hausa, 'ha', false)).toBe(hausa);
    const english = MESSAGE_WORDS['en-NG'].payoutBody(change);
    expect(smsText(english, 'en-NG', true)).toBe(english);
  });

  it('use English for a person with no saved language, or one it does not know', () => {
    expect(messageWordsFor(null).language).toBe('en-NG');
    expect(messageWordsFor('xx').loginCode('1')).toBe(MESSAGE_WORDS['en-NG'].loginCode('1'));
    expect(messageWordsFor('ig').language).toBe('ig');
  });
});
