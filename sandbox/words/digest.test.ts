/**
 * The fleet digest in the recipient's language (issues 44 §4, 51): the counts said as each
 * language says them (agreeing with the number), one SMS segment (`smsIn`), the e-mail's reasons in
 * the rule's sentences — a record named once, a driver never "it".
 */
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES, LANGUAGES } from '../../contract/languages';
import { ALL_RECORDS, dayLink, digestDetail, digestHeadline, digestSms, reminderLine } from './digest';
import { readiness, vehicleFacts } from '../../app/domain/readiness';
import { type FleetDayAnswer, type FleetLine } from '../../app/domain/fleet-day';
import { fitsOneSms, isGsm7, oneSegment, SMS_SEGMENT, toGsm7, UCS2_SEGMENT } from './sms';

const answer = (blockedVehicles: number, blockedDrivers: number, atRiskCount = 0, blocked: FleetLine[] = []) =>
  ({ day: '2026-11-26', empty: null, vehicles: 12, drivers: 15, blockedVehicles, blockedDrivers, atRiskCount, blocked }) as unknown as FleetDayAnswer;
const link = dayLink('https://partners.shuttle-marketplace.example.com', '2026-11-26');

describe('the digest in each language', () => {
  it('says the day’s counts in the recipient’s words, agreeing with the number', () => {
    expect(digestHeadline(answer(3, 9, 2))).toBe('26-11-2026: 3 vehicles and 9 drivers cannot work; 2 at risk');
    expect(digestHeadline(answer(1, 1), ALL_RECORDS, 'pcm')).toBe('26-11-2026: 1 motor and 1 driver no fit work');
    expect(digestHeadline(answer(3, 1), ALL_RECORDS, 'ha')).toBe('26-11-2026: motoci 3 da direba 1 ba za su iya aiki ba');
    // One driver (direba, masculine): "ba zai"; one vehicle (mota, feminine): "ba za ta"; several: "ba za su".
    expect(digestHeadline(answer(0, 1), ALL_RECORDS, 'ha')).toBe('26-11-2026: direba 1 ba zai iya aiki ba');
    expect(digestHeadline(answer(1, 0), ALL_RECORDS, 'ha')).toBe('26-11-2026: mota 1 ba za ta iya aiki ba');
    expect(digestHeadline(answer(0, 4), ALL_RECORDS, 'ha')).toBe('26-11-2026: direbobi 4 ba za su iya aiki ba');
    expect(digestHeadline(answer(0, 0, 2), { vehicles: false, drivers: true }, 'yo')).toBe('26-11-2026: gbogbo awakọ̀ lè ṣiṣẹ́; 2 wà nínú ewu');
    // Igbo marks no number on the noun: one driver is not "ndị" (people).
    expect(digestHeadline(answer(0, 1), ALL_RECORDS, 'ig')).toBe('26-11-2026: ọkwọ ụgbọala 1 enweghị ike ịrụ ọrụ');
    expect(digestHeadline(answer(3, 9), ALL_RECORDS, 'ig')).toBe('26-11-2026: ụgbọala 3 na ọkwọ ụgbọala 9 enweghị ike ịrụ ọrụ');
  });

  it.each(LANGUAGE_CODES)('sends %s as one segment, with the link whole', (language) => {
    for (const plain of [false, true]) {
      const sms = digestSms(answer(3, 9, 2), link, ALL_RECORDS, language, plain);
      expect(sms.endsWith(link)).toBe(true);
      expect(fitsOneSms(sms), sms).toBe(true);
    }
  });

  it('writes Hausa, Yoruba and Igbo in plain letters where theirs do not fit, legibly', () => {
    expect(digestSms(answer(3, 9, 2), link, ALL_RECORDS, 'yo')).toBe(`Oko 26-11-2026: oko 3 ati awako 9 ko le sise; 2 wa ninu ewu. Alaye: ${link}`);
    // Longer words give up the first word, then the "Details:" label; the counts and the link stay.
    expect(digestSms(answer(3, 9, 2), link, ALL_RECORDS, 'ha')).toBe(`26-11-2026: motoci 3 da direbobi 9 ba za su iya aiki ba; 2 na cikin hadari. Bayani: ${link}`);
    expect(isGsm7(digestSms(answer(3, 9, 2), link, ALL_RECORDS, 'ig'))).toBe(true);
  });

  it('says the e-mail’s subject, sections and reasons in the recipient’s language, each record named once', () => {
    const facts = vehicleFacts({ id: 7, plate: 'KJA-174CR', partner_status: 'inactive', documents: [] });
    const reasons = readiness(facts, '2026-11-26').reasons.map((r) => ({ ...r, about: 'KJA-174CR' }));
    const line = { kind: 'vehicle', id: 7, who: 'KJA-174CR', href: '/vehicles/details/7', status: 'blocked', reasons } as FleetLine;
    const english = digestDetail(answer(1, 0, 0, [line]), [], link);
    expect(english.body).toContain('Cannot work:\nKJA-174CR is set inactive.');
    expect(english.body).not.toContain('KJA-174CR: KJA-174CR');
    const mail = digestDetail(answer(1, 0, 0, [line]), ['KJA-100AA: …'], link, ALL_RECORDS, 'ha');
    expect(mail.subject).toBe('Tunatarwar motoci ta 26-11-2026');
    expect(mail.body).toContain('Sabbin tunatarwa:\nKJA-100AA: …');
    expect(mail.body).not.toContain('is set inactive');
    expect(mail.body.endsWith(`Ku duba ku gyara: ${link}`)).toBe(true);
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

describe('a reminder’s line in each language (issues 44 §4, 51)', () => {
  const expiring = { kind: 'expiring', who: 'KJA-174CR', document: 'Insurance certificate', date: '25-11-2026', from: '26-11-2026', left: 7 } as const;
  const blocked = {
    kind: 'blocked',
    who: 'Musa Eze',
    code: 'document_missing',
    document: 'LASDRI card',
    message: 'LASDRI card is not uploaded',
    words: { text: '{{document}} is not uploaded', values: { document: 'LASDRI card' } },
  } as const;
  it('says the same facts in each language, the document by its own name, never calling a driver "it"', () => {
    expect(reminderLine(expiring, 'en-NG')).toBe('KJA-174CR: Insurance certificate expires in 7 days (25-11-2026); cannot work from 26-11-2026.');
    expect(reminderLine({ ...expiring, left: 1 }, 'en-NG')).toContain('in 1 day (');
    expect(reminderLine({ ...expiring, left: 0 }, 'en-NG')).toContain('expires today (');
    expect(reminderLine(blocked, 'en-NG')).toBe('Musa Eze: LASDRI card is not uploaded.');
    const inactive = { ...blocked, code: 'inactive', document: null, message: 'Musa Eze is set inactive', words: { text: '{{who}} is set inactive', values: { who: 'Musa Eze' } } } as const;
    expect(reminderLine(inactive, 'en-NG')).toBe('Musa Eze is set inactive.');
    for (const { code } of LANGUAGES.filter((l) => l.code !== 'en-NG')) {
      const line = reminderLine(expiring, code);
      expect(line, code).not.toBe(reminderLine(expiring, 'en-NG'));
      expect(line, code).toContain('KJA-174CR');
      expect(line, code).toContain('25-11-2026');
      expect(reminderLine(blocked, code), code).not.toContain('is not uploaded');
      // A suspension's free text has no words of ours: it stays as the marketplace wrote it.
      expect(
        reminderLine(
          { ...blocked, code: 'suspended', message: 'x', words: { text: '{{who}} is suspended by the marketplace: {{suspension}}', values: { who: 'Musa Eze', suspension: 'unpaid fines' } } },
          code,
        ),
        code,
      ).toContain('unpaid fines');
    }
    expect(reminderLine(expiring, 'ha')).toBe("KJA-174CR: wa'adin Takardar inshora zai ƙare cikin kwanaki 7 (25-11-2026); an hana aiki daga 26-11-2026.");
  });
});
