/**
 * Every message the API sends (issue 51 §5): each SMS is one segment in every language and in
 * both alphabets (its own letters, and "SMS without special letters"), counted by an independent
 * calculator (Twilio's `sms-segments-calculator`), with its particulars whole (the code, the link,
 * the amount, the names) and never cut mid-word; money in an SMS is GSM-7 (`N4,500.00`).
 */
import { describe, expect, it } from 'vitest';
import { SegmentedMessage } from 'sms-segments-calculator';
import { LANGUAGES, type Language } from '../../contract/languages';
import { askMessage, rejectedMessage, rejectionReasonLimit } from './document-requests';
import { digestSms } from './digest';
import { inviteEmail, loginCodeSms, passScannedSms, payoutAlert, payoutCancelledEmail, payoutCodeSms, queryAnswer, resetEmail, shortName, smsNaira } from './notify';
import { isGsm7 } from './sms';
import type { FleetDayAnswer } from '~/domain/fleet-day';

/** A production-length origin and a real token's length (22 base64url characters). */
const ORIGIN = 'https://partners.vehiclepartner.ng';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUv';
const at = Date.parse('2026-11-30T13:05:00Z');

const answer = (v: number, d: number, risk: number): FleetDayAnswer =>
  ({ day: '2026-11-26', vehicles: 12, drivers: 15, blocked: [], atRisk: [], blockedVehicles: v, blockedDrivers: d, atRiskCount: risk, empty: null }) as FleetDayAnswer;

/** Each SMS the API sends, as a function of the language and the alphabet, with what it must carry whole. */
const MESSAGES: Record<string, (language: Language, plain: boolean) => { text: string; carries: string[] }> = {
  'login code': (l, plain) => ({ text: loginCodeSms(l, '4821', plain).body, carries: ['4821'] }),
  'payout code': (l, plain) => ({ text: payoutCodeSms(l, 'Lagos Shuttle Partners Limited', '4821', plain).body, carries: ['4821'] }),
  'payout account alert': (l, plain) => {
    const link = `${ORIGIN}/payout-account/cancel/${TOKEN}`;
    const a = payoutAlert(
      l,
      { company: 'Lagos Shuttle Partners Limited', account: 'First City Monument Bank ******5678', holder: 'OLUWASEUN ADEBAYO OGUNLEYE', from: at, before: 'GTBank ******1234', link },
      plain,
    );
    return { text: a.sms, carries: [link, '******5678', '30-11-2026 14:05', 'OLUWASEUN'] };
  },
  'query answer (refund)': (l, plain) => {
    const link = `${ORIGIN}/earnings/queries/1234`;
    const q = queryAnswer(l, { id: 1234, cause: 'Late departure', day: '2026-10-14', plate: 'KJA-174CR', refundKobo: 450_000, answer: 'The GPS shows the bus left at 07:31.', link }, plain);
    return { text: q.sms, carries: [link, 'N4,500.00', 'KJA-174CR', '14-10-2026'] };
  },
  'query answer (upheld)': (l, plain) => {
    const link = `${ORIGIN}/earnings/queries/1234`;
    return { text: queryAnswer(l, { id: 1234, cause: 'Late departure', day: '2026-10-14', plate: 'KJA-174CR', refundKobo: null, answer: '', link }, plain).sms, carries: [link, 'KJA-174CR'] };
  },
  'roadside pass scan': (l, plain) => ({ text: passScannedSms(l, { plate: 'KJA-174CR', at, code: 'K7Q-2M4' }, plain).body, carries: ['KJA-174CR', 'K7Q-2M4', '30-11-2026', '14:05'] }),
  'daily digest': (l, plain) => {
    const link = `${ORIGIN}/dashboard?day=2026-11-26`;
    return { text: digestSms(answer(12, 15, 3), link, { vehicles: true, drivers: true }, l, plain), carries: [link, '12', '15'] };
  },
  'ask for documents': (l) => {
    const link = `${ORIGIN}/send/${TOKEN}`;
    return {
      text: askMessage({ firstName: 'Ọlájùmọ̀kẹ́', tradingName: 'Lagos Shuttle Partners Limited', labels: ["Driver's licence", 'LASDRI card', 'Insurance certificate'], link, language: l }),
      carries: [link],
    };
  },
  'rejected document': (l) => {
    const link = `${ORIGIN}/send/${TOKEN}`;
    const r = { firstName: 'Chukwuemeka', label: 'Central Motor Registry (CMR) certificate', link, language: l };
    // The longest reason the form allows, made of words: it arrives whole.
    const limit = rejectionReasonLimit(r);
    const reason = 'The photo is blurred and the expiry date cannot be read at all, please retake it in daylight with all four corners'.slice(0, limit).trim();
    return { text: rejectedMessage({ ...r, reason }), carries: [link, reason.split(' ').slice(0, 3).join(' ')] };
  },
};

describe('every SMS the API sends', () => {
  for (const [name, make] of Object.entries(MESSAGES))
    it(`${name}: one segment in every language and both alphabets, its particulars whole`, () => {
      for (const { code } of LANGUAGES)
        for (const plain of [false, true]) {
          const { text, carries } = make(code, plain);
          const counted = new SegmentedMessage(text);
          expect(counted.segmentsCount, `${code}${plain ? ' (plain letters)' : ''}: ${text}`).toBe(1);
          if (plain) expect(isGsm7(text), `${code}: ${text}`).toBe(true);
          for (const part of carries) expect(text, `${code}${plain ? ' (plain letters)' : ''}`).toContain(part);
          expect(text, code).not.toContain('₦');
        }
    });

  it('are in each language’s own words', () => {
    for (const { code } of LANGUAGES.filter((l) => l.code !== 'en-NG')) {
      for (const [name, make] of Object.entries(MESSAGES)) expect(make(code, false).text, `${name} in ${code}`).not.toBe(make('en-NG', false).text);
    }
  });

  it('keep their own letters where they fit 70 characters, and write plain letters when asked', () => {
    expect(loginCodeSms('yo', '4821').body).toBe('Kóòdù ìwọlé Vehicle Partner rẹ ni 4821. Yóò parí ní ìṣẹ́jú 10.');
    // Hausa's would need 77: written in plain letters within 160.
    expect(loginCodeSms('ha', '4821').body).toBe('Lambar shiga Vehicle Partner dinku ita ce 4821. Za ta kare cikin minti 10.');
    expect(payoutCodeSms('ha', 'Eko Rides', '4821', true).body).toContain('Kada ku ba kowa');
  });

  it('write money as N and whole kobo, and names shortened at a word’s end', () => {
    expect(smsNaira(450_000)).toBe('N4,500.00');
    expect(smsNaira(123_456_789)).toBe('N1,234,567.89');
    expect(shortName('Lagos Shuttle Partners Limited of Ikeja', 30)).toBe('Lagos Shuttle Partners Limited');
    expect(shortName('Oluwaseun Adebayo Ogunleye', 24)).toBe('Oluwaseun Adebayo');
    expect(shortName('Ada', 24)).toBe('Ada');
  });

  it('refuse a rejection reason longer than the form allowed rather than cut it', () => {
    const r = { firstName: 'Ada', label: 'LASDRI card', link: `${ORIGIN}/send/${TOKEN}`, language: 'en-NG' as const };
    const limit = rejectionReasonLimit(r);
    expect(limit).toBeGreaterThan(40);
    expect(() => rejectedMessage({ ...r, reason: 'x'.repeat(limit + 1) })).toThrow(/one segment/);
    expect(rejectedMessage({ ...r, reason: 'y'.repeat(limit) })).toContain('y'.repeat(limit));
  });
});

describe('e-mails in the recipient’s language', () => {
  it('keep the particulars (link, account, amount) and differ from English', () => {
    const link = 'https://x.test/r';
    for (const { code } of LANGUAGES) {
      expect(resetEmail(code, link).body).toContain(link);
      expect(inviteEmail(code, 'Eko Rides', link).body).toContain('Eko Rides');
      const change = { company: 'Eko Rides', account: 'Access Bank ******5678', holder: 'ADA OBI', from: at, before: 'GTBank ******1234', link };
      expect(payoutAlert(code, change).email).toContain('GTBank ******1234');
      expect(payoutAlert(code, { ...change, before: null }).email).not.toContain('GTBank');
      expect(payoutCancelledEmail(code, { company: 'Eko Rides', account: 'Access Bank ******5678', current: null }).body).toContain('Access Bank ******5678');
      const q = queryAnswer(code, { id: 7, cause: 'Late departure', day: '2026-10-14', plate: 'KJA-174CR', refundKobo: 210_500, answer: 'Refunded.', link });
      expect(q.email).toContain('₦2,105.00');
      if (code !== 'en-NG') expect(resetEmail(code, link).subject).not.toBe(resetEmail('en-NG', link).subject);
    }
  });
});
