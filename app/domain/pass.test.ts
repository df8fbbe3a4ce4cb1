import { describe, expect, it } from 'vitest';
import { checkedAtLine, isPassTokenForm, passDocumentLine, passShareText, passUrl, verdictLine } from '~/domain/pass';

describe('the roadside pass’s words (issue 25)', () => {
  it('says each document’s standing, day first', () => {
    expect(passDocumentLine({ status: 'valid', expires_at: '2027-03-14' })).toBe('Valid until 14-03-2027');
    expect(passDocumentLine({ status: 'valid', expires_at: null })).toBe('Valid (does not expire)');
    expect(passDocumentLine({ status: 'expired', expires_at: '2026-11-19' })).toBe('Expired on 19-11-2026');
    expect(passDocumentLine({ status: 'under_review', expires_at: null })).toBe('Under review');
    expect(passDocumentLine({ status: 'rejected', expires_at: null })).toBe('Rejected: not valid');
    expect(passDocumentLine({ status: 'missing', expires_at: null })).toBe('Not on file');
  });

  it('says the verdict with the rule’s reason', () => {
    expect(verdictLine(true, null)).toBe('Can operate today: Yes');
    expect(verdictLine(false, 'Hackney permit expired on 19-11-2026')).toBe('Can operate today: No — Hackney permit expired on 19-11-2026');
  });

  it('says when it was checked in Lagos time, across midnight', () => {
    expect(checkedAtLine('2026-11-23T13:32:10Z')).toBe('Checked at 14:32, 23 Nov 2026 (Lagos time)');
    expect(checkedAtLine('2026-12-31T23:05:00Z')).toBe('Checked at 00:05, 1 Jan 2027 (Lagos time)');
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
