/**
 * The fleet digest in the recipient's language (issue 44 §4): one SMS segment per language's rule
 * — English and Pidgin in GSM-7; Hausa, Yoruba and Igbo with their letters only when the whole
 * text fits 70 UCS-2 characters, else (or when the partner chose "SMS without special letters")
 * in plain letters within 160 GSM-7 characters.
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGES } from '~contract/languages';
import { reminderLine } from '~/domain/digest-words';
import { nameIn } from '~/domain/document-requests';
import { ALL_RECORDS, dayLink, digestDetail, digestHeadline, digestSms } from '~/domain/digest';
import type { FleetDayAnswer } from '~/domain/readiness';
import { isGsm7, oneSegment, SMS_SEGMENT, toGsm7, UCS2_SEGMENT } from '~/domain/sms';

const answer = (blockedVehicles: number, blockedDrivers: number, atRiskCount = 0) =>
  ({ day: '2026-11-26', empty: null, vehicles: 12, drivers: 15, blockedVehicles, blockedDrivers, atRiskCount, blocked: [] }) as unknown as FleetDayAnswer;
const link = dayLink('https://partners.shuttle-marketplace.example.com', '2026-11-26');

describe('the digest in each language', () => {
  it('says the day’s counts in the recipient’s words', () => {
    expect(digestHeadline(answer(3, 9, 2))).toBe('26-11-2026: 3 vehicles and 9 drivers cannot work; 2 at risk');
    expect(digestHeadline(answer(1, 1), ALL_RECORDS, 'pcm')).toBe('26-11-2026: 1 motor and 1 driver no fit work');
    expect(digestHeadline(answer(3, 1), ALL_RECORDS, 'ha')).toBe('26-11-2026: motoci 3 da direba 1 ba za su iya aiki ba');
    expect(digestHeadline(answer(0, 0, 2), { vehicles: false, drivers: true }, 'yo')).toBe('26-11-2026: gbogbo awakọ̀ lè ṣiṣẹ́; 2 wà nínú ewu');
    expect(digestHeadline(answer(3, 9), ALL_RECORDS, 'ig')).toBe('26-11-2026: ụgbọala 3 na ndị ọkwọ ụgbọala 9 enweghị ike ịrụ ọrụ');
  });

  it.each(LANGUAGE_CODES)('sends %s as one segment, in GSM-7 when it cannot fit 70 letters', (language) => {
    const sms = digestSms(answer(3, 9, 2), link, ALL_RECORDS, language);
    expect(sms.endsWith(link)).toBe(true);
    // This link leaves no room for 70 UCS-2 characters: every language goes as GSM-7, within 160.
    expect(isGsm7(sms)).toBe(true);
    expect(sms.length).toBeLessThanOrEqual(SMS_SEGMENT);
  });

  it('writes Hausa, Yoruba and Igbo in plain letters, legibly', () => {
    expect(digestSms(answer(3, 9, 2), link, ALL_RECORDS, 'yo')).toBe(`Oko 26-11-2026: oko 3 ati awako 9 ko le sise; 2 wa ninu ewu. Alaye: ${link}`);
    // Longer words give up the first word, then the "Details:" label; the counts and the link stay.
    expect(digestSms(answer(3, 9, 2), link, ALL_RECORDS, 'ha')).toBe(`26-11-2026: motoci 3 da direbobi 9 ba za su iya aiki ba; 2 na cikin hadari. Bayani: ${link}`);
    expect(digestSms(answer(3, 9, 2), link, ALL_RECORDS, 'ig')).toBe(`26-11-2026: ugboala 3 na ndi okwo ugboala 9 enweghi ike iru oru; 2 no n'ihe ize ndu. ${link}`);
    expect(digestSms(answer(3, 9), link, ALL_RECORDS, 'ig')).toBe(`Ugboala 26-11-2026: ugboala 3 na ndi okwo ugboala 9 enweghi ike iru oru. Nkowa: ${link}`);
  });

  it('says the e-mail’s subject and sections in the recipient’s language', () => {
    const mail = digestDetail(answer(3, 9), ['KJA-174CR: Hackney permit expires in 7 days'], link, ALL_RECORDS, 'ha');
    expect(mail.subject).toBe('Tunatarwar motoci ta 26-11-2026');
    expect(mail.body).toContain('Sabbin tunatarwa:\nKJA-174CR: Hackney permit expires in 7 days');
    expect(mail.body.endsWith(`Duba ku gyara su: ${link}`)).toBe(true);
  });
});

describe('one SMS segment per language (oneSegment)', () => {
  const short = 'Ọkọ̀ 3 kò lè ṣiṣẹ́. https://vp.ng/d';
  it('keeps Yoruba’s letters when the text fits 70 UCS-2 characters, unless the partner chose plain letters', () => {
    expect(short.length).toBeLessThanOrEqual(UCS2_SEGMENT);
    expect(oneSegment(short, 'yo', false)).toBe(short);
    expect(oneSegment(short, 'yo', true)).toBe('Oko 3 ko le sise. https://vp.ng/d');
  });
  it('writes English and Pidgin in GSM-7 whatever the choice, and refuses what no segment holds', () => {
    expect(oneSegment('Fleet’s day – all set', 'en-NG', false)).toBe("Fleet's day - all set");
    expect(() => oneSegment('x'.repeat(SMS_SEGMENT + 1), 'pcm', false)).toThrow(/more than one segment/);
    expect(toGsm7('Ɗanjuma')).toBe('Danjuma');
  });
});

describe('a reminder’s line in each language (issue 44 §4)', () => {
  const expiring = { kind: 'expiring', who: 'KJA-174CR', document: 'Insurance certificate', date: '25-11-2026', from: '26-11-2026', left: 7 } as const;
  const blocked = { kind: 'blocked', who: 'Musa Eze', code: 'document_missing', document: 'LASDRI card', message: 'LASDRI card is not uploaded' } as const;
  it('says the same facts in each language, the document by its own name, English only for a reason it has no words for', () => {
    expect(reminderLine(expiring, 'en-NG', nameIn)).toBe('KJA-174CR: Insurance certificate expires in 7 days (25-11-2026); it cannot work from 26-11-2026.');
    expect(reminderLine({ ...expiring, left: 1 }, 'en-NG', nameIn)).toContain('in 1 day (');
    expect(reminderLine(blocked, 'en-NG', nameIn)).toBe('Musa Eze cannot work: LASDRI card is not uploaded.');
    for (const { code } of LANGUAGES.filter((l) => l.code !== 'en-NG')) {
      const line = reminderLine(expiring, code, nameIn);
      expect(line, code).not.toBe(reminderLine(expiring, 'en-NG', nameIn));
      expect(line, code).toContain('KJA-174CR');
      expect(line, code).toContain('25-11-2026');
      expect(reminderLine(blocked, code, nameIn), code).not.toContain('is not uploaded');
      // A suspension's free text has no words of ours: the rule's English message stays.
      expect(reminderLine({ ...blocked, code: 'suspended', message: 'Musa Eze is suspended by the marketplace: unpaid fines' }, code, nameIn), code).toContain('unpaid fines');
    }
    expect(reminderLine(expiring, 'ha', nameIn)).toBe("KJA-174CR: wa'adin Takardar inshora zai ƙare cikin kwanaki 7 (25-11-2026); ba zai iya aiki ba daga 26-11-2026.");
  });
});
