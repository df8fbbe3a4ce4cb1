import { describe, expect, it } from 'vitest';
import type { PassView } from '~contract/fleet';
import { checkedAtLine, isPassTokenForm, passDocumentLine, passDocumentName, passReasonLine, passShareText, passUrl, verdictLine, type Say } from '~/domain/pass';
import { i18nFor } from '~/server/i18n.server';

/** The pass catalogue's words in `language`, as the page says them. */
const sayIn = (language: 'en-NG' | 'ha' | 'yo'): Say => {
  const t = i18nFor(language).getFixedT(language, 'pass');
  return (key, values) => t(key, values);
};
const en = sayIn('en-NG');

describe('the roadside pass’s words (issues 25, 44 §5)', () => {
  it('says each document’s standing, day first', () => {
    expect(passDocumentLine({ status: 'valid', expires_at: '2027-03-14' }, en)).toBe('Valid until 14-03-2027');
    expect(passDocumentLine({ status: 'valid', expires_at: null }, en)).toBe('Valid (does not expire)');
    expect(passDocumentLine({ status: 'expired', expires_at: '2026-11-19' }, en)).toBe('Expired on 19-11-2026');
    expect(passDocumentLine({ status: 'under_review', expires_at: null }, en)).toBe('Under review');
    expect(passDocumentLine({ status: 'rejected', expires_at: null }, en)).toBe('Rejected: not valid');
    expect(passDocumentLine({ status: 'missing', expires_at: null }, en)).toBe('Not on file');
    expect(passDocumentLine({ status: 'expired', expires_at: '2026-11-19' }, sayIn('ha'))).toBe('Ta ƙare a ranar 19-11-2026');
  });

  it('says the verdict with the rule’s reason, in the reader’s language, from the API’s reason as data', () => {
    expect(verdictLine(true, null, en)).toBe('Can operate today: Yes');
    expect(verdictLine(false, 'Hackney permit expired on 19-11-2026', en)).toBe('Can operate today: No — Hackney permit expired on 19-11-2026');
    const pass: Pick<PassView, 'reason' | 'reason_detail' | 'documents'> = {
      reason: 'Hackney permit expired on 19-11-2026',
      reason_detail: { owner: 'vehicle', code: 'document_expired', document: 'hackney_permit' },
      documents: [{ type: 'hackney_permit', label: 'Hackney permit', status: 'expired', expires_at: '2026-11-19', number_last4: null }],
    };
    expect(passReasonLine(pass, en)).toBe('Hackney permit expired on 19-11-2026');
    expect(passReasonLine(pass, sayIn('ha'))).toBe('Izinin haya (hackney permit) ta ƙare a ranar 19-11-2026');
    expect(passReasonLine({ ...pass, reason_detail: { owner: 'driver', code: 'licence_class', document: null } }, sayIn('yo'))).toBe('Ìpele ìwé àṣẹ awakọ̀ náà kò bo ọkọ̀ yìí');
    // A rule the catalogue has no sentence for keeps the API's words; a document type it does not know, the API's label.
    expect(passReasonLine({ ...pass, reason: 'Suspended by the marketplace: unpaid fines', reason_detail: { owner: 'vehicle', code: 'suspended', document: null } }, sayIn('ha'))).toBe(
      'Suspended by the marketplace: unpaid fines',
    );
    expect(passDocumentName({ type: 'new_paper', label: 'New paper' }, sayIn('yo'))).toBe('New paper');
    expect(passReasonLine({ ...pass, reason: null, reason_detail: null }, en)).toBeNull();
  });

  it('says when it was checked in Lagos time, across midnight, the month as the reader writes it', () => {
    expect(checkedAtLine('2026-11-23T13:32:10Z', en)).toBe('Checked at 14:32, 23-11-2026 (Lagos time)');
    expect(checkedAtLine('2026-12-31T23:05:00Z', en)).toBe('Checked at 00:05, 01-01-2027 (Lagos time)');
    expect(checkedAtLine('2026-11-23T13:32:10Z', sayIn('ha'))).toBe('An duba da ƙarfe 14:32, 23-11-2026 (lokacin Lagos)');
  });

  it('asks the API only about tokens of the pass tokens’ form', () => {
    expect(isPassTokenForm('IOHyuAqfqTv_o1vff500_w')).toBe(true);
    expect(['', 'short', 'IOHyuAqfqTv_o1vff500_w1', 'IOHyuAqfqTv o1vff500_w', '../../etc/passwd', undefined].map(isPassTokenForm)).toEqual([false, false, false, false, false, false]);
  });

  it('builds the address and the share text', () => {
    const url = passUrl('https://partners.example.com/', 'IOHyuAqfqTv_o1vff500_w');
    expect(url).toBe('https://partners.example.com/pass/IOHyuAqfqTv_o1vff500_w');
    expect(passShareText('KJA-174CR', url)).toContain(url);
  });
});
