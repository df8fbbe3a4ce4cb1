/** The API's ask SMS is one segment whatever the names (issues 43 §6, 51 §5). */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages';
import { askMessage, rejectedMessage, rejectionReasonLimit } from './document-requests';
import { fitsOneSms, isGsm7, SMS_SEGMENT, toGsm7 } from './sms';

const LINK = 'https://partners.example.ng/send/AbCdEfGhIjKlMnOpQrStUv';

describe('the ask', () => {
  it('writes Yoruba, Igbo and Hausa names in GSM-7', () => {
    expect(toGsm7('Ọlájùmọ̀kẹ́')).toBe('Olajumoke');
    expect(toGsm7('Ngozị Ụchẹ')).toBe('Ngozi Uche');
    expect(toGsm7('Ɗanjuma Ƙabir Ɓello')).toBe('Danjuma Kabir Bello');
    expect(toGsm7('Owner’s “fleet” — ok')).toBe('Owner\'s "fleet" - ok');
  });

  it('names the documents when they fit, counts them when not, and never leaves one segment', () => {
    const one = askMessage({ firstName: 'Ada', tradingName: 'Lagos Shuttle Partners Ltd', labels: ["Driver's licence"], link: LINK });
    expect(one).toBe(`Ada, Lagos Shuttle Partners Ltd asks for your Driver's licence. Send a photo here: ${LINK}`);
    const many = askMessage({
      firstName: 'Oluwaseyifunmi-Adebayo',
      tradingName: 'Ọ̀yọ́ Mass Transit and Logistics Company Nigeria Limited',
      labels: ["Driver's licence", 'LASDRI card', 'Insurance certificate', 'Roadworthiness certificate', 'Hackney permit'],
      link: LINK,
    });
    expect(many.length).toBeLessThanOrEqual(SMS_SEGMENT);
    expect(isGsm7(many)).toBe(true);
    expect(many).toContain(LINK);
    expect(many).toContain('5 documents');
  });

  it('a rejection carries the reason whole and the link again, within the limit the form says', () => {
    const limit = rejectionReasonLimit({ firstName: 'Ada', label: 'LASDRI card', link: LINK });
    const reason = 'The photo is blurry: retake it in daylight with the four corners showing please and thanks'.slice(0, limit).trim();
    const sms = rejectedMessage({ firstName: 'Ada', label: 'LASDRI card', reason, link: LINK });
    expect(sms).toBe(`Ada, your LASDRI card was not accepted: ${reason.replace(/[.!?]+$/, '')}. Send it again: ${LINK}`);
    expect(sms.length).toBeLessThanOrEqual(SMS_SEGMENT);
    expect(() => rejectedMessage({ firstName: 'Ada', label: 'LASDRI card', reason: 'x'.repeat(limit + 1), link: LINK })).toThrow();
  });
});

describe('the driver’s messages in each language (issue 44 §4)', () => {
  const link = 'https://portal.example.ng/send/AbCdEfGhIjKlMnOpQrStUv';
  it('ask in one segment, naming the documents in the language, the link whole', () => {
    for (const { code } of LANGUAGES) {
      const sms = askMessage({ firstName: 'Ọlájùmọ̀kẹ́', tradingName: 'Lagos Shuttle Partners Ltd', labels: ["Driver's licence", 'LASDRI card'], link, language: code });
      expect(fitsOneSms(sms), `${code}: ${sms}`).toBe(true);
      expect(sms.endsWith(link), code).toBe(true);
      if (code !== 'en-NG') expect(sms, code).not.toBe(askMessage({ firstName: 'Ọlájùmọ̀kẹ́', tradingName: 'Lagos Shuttle Partners Ltd', labels: ["Driver's licence", 'LASDRI card'], link }));
    }
    expect(askMessage({ firstName: 'Ngozi', tradingName: 'Eko Rides', labels: ['Insurance certificate'], link, language: 'yo' })).toBe(
      `Ngozi, Eko Rides n beere Iwe ibanigbofo re. Fi foto ranse nibi: ${link}`,
    );
  });

  it('say a rejection in the language, one segment, with the link', () => {
    const sms = rejectedMessage({ firstName: 'Chidi', label: 'LASDRI card', reason: 'Foto ahụ adịghị mma', link, language: 'ig' });
    expect(sms).toBe(`Chidi, anabataghi Kaadi LASDRI gi: Foto ahu adighi mma. Zighachi ya: ${link}`);
    expect(isGsm7(sms)).toBe(true);
  });
});
