import { describe, expect, it } from 'vitest';
import { mayQueryDeduction, queryMark, queryWindow, readQueryStatus, refundWhere } from '~/domain/deduction-queries';

describe('deduction queries', () => {
  it('marks a deduction by where its query stands, the same words everywhere', () => {
    expect(queryMark(null)).toBeNull();
    expect(queryMark({ status: 'open', refunded_kobo: 0 })).toEqual({ label: 'Queried', tone: 'info' });
    expect(queryMark({ status: 'upheld', refunded_kobo: 0 })).toEqual({ label: 'Upheld', tone: 'neutral' });
    expect(queryMark({ status: 'partly_refunded', refunded_kobo: 210_500 })).toEqual({ label: 'Refunded ₦2,105.00', tone: 'success' });
    expect(queryMark({ status: 'refunded', refunded_kobo: 150_000 })?.label).toBe('Refunded ₦1,500.00');
  });

  it('offers a query on a deduction taken, never queried, within its window; never on a refund line', () => {
    const d = { id: 7, cause: 'late_departure', amount_kobo: 150_000 };
    expect(mayQueryDeduction(d)).toBe(true);
    expect(mayQueryDeduction({ ...d, query: { id: 1 } })).toBe(false);
    expect(mayQueryDeduction({ ...d, id: undefined })).toBe(false);
    expect(mayQueryDeduction({ id: 8, cause: 'refund', amount_kobo: -50_000 })).toBe(false);
    // After its window, by the API's clock.
    expect(mayQueryDeduction({ ...d, may_query: false })).toBe(false);
    expect(mayQueryDeduction({ ...d, may_query: true })).toBe(true);
  });

  it('says the window: to come, open until a day first date, closed on a date', () => {
    expect(queryWindow({ payout: null, window_closes_on: null, window_open: true })).toEqual({ open: true, text: 'You may query it until 30 days after the payout that carries it.' });
    const paid = { payout: { paid_on: '2026-11-02' }, window_closes_on: '2026-12-02' };
    expect(queryWindow({ ...paid, window_open: true })).toEqual({ open: true, text: 'You may query it until 02-12-2026, 30 days after the payout of 02-11-2026 that carried it.' });
    expect(queryWindow({ ...paid, window_open: false })).toEqual({ open: false, text: 'Queries on this deduction closed on 02-12-2026, 30 days after the payout of 02-11-2026 that carried it.' });
  });

  it('reads the status filter from its own keys only', () => {
    expect(readQueryStatus(null)).toEqual({ status: '' });
    expect(readQueryStatus('partly_refunded')).toEqual({ status: 'partly_refunded' });
    expect(readQueryStatus('constructor')).toEqual({ status: '', error: 'Please choose a status from the list' });
    expect(readQueryStatus('toString').error).toBeDefined();
  });

  it('says where a refund is paid', () => {
    expect(refundWhere({ refunded_kobo: 0, refund: null })).toBeNull();
    expect(refundWhere({ refunded_kobo: 210_500, refund: { month: '2026-11', payout_reference: null } })).toBe('₦2,105.00 will be paid with the payout for November 2026.');
    expect(refundWhere({ refunded_kobo: 210_500, refund: { month: '2026-11', payout_reference: 'PO-2026-11-1' } })).toBe(
      '₦2,105.00 was paid with the payout for November 2026 (reference PO-2026-11-1).',
    );
  });
});
