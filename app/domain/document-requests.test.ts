/** The documents the portal offers to ask a driver for (issue 43). */
import { describe, expect, it } from 'vitest';
import { isAskable } from '~/domain/document-requests';

describe('what may be asked', () => {
  it('is missing, expiring, expired or rejected, with nothing under review', () => {
    expect(['missing', 'expiring_soon', 'expired', 'rejected', 'approved', 'pending_review'].map((s) => isAskable(s, null))).toEqual([true, true, true, true, false, false]);
    expect(isAskable('expired', 'pending_review')).toBe(false);
  });
});
