import { describe, expect, it } from 'vitest';
import { activityLabel, INVALID_DATE, RANGE_BACKWARDS, readActivityFilters, UNKNOWN_GROUP } from '~/domain/activity';

const read = (q: string) => readActivityFilters(new URLSearchParams(q));

describe('the activity filters', () => {
  it('keeps a good range, person, kind and page', () => {
    expect(read('actor=4&group=accounts&from=2026-11-01&to=2026-11-30&page=2')).toEqual({
      filters: { actor: '4', group: 'accounts', from: '2026-11-01', to: '2026-11-30', page: 2 },
      errors: {},
      valid: true,
    });
    expect(read('from=2026-11-05&to=2026-11-05').valid).toBe(true);
  });

  it('makes a backwards range a field error on "to", keeping every input as typed', () => {
    const { filters, errors, valid } = read('group=team&from=2026-11-20&to=2026-11-01');
    expect(valid).toBe(false);
    expect(errors).toEqual({ to: RANGE_BACKWARDS });
    expect(filters).toMatchObject({ group: 'team', from: '2026-11-20', to: '2026-11-01' });
  });

  it('makes a day that does not exist a field error', () => {
    expect(read('from=2026-02-30').errors).toEqual({ from: INVALID_DATE });
    expect(read('to=yesterday').errors).toEqual({ to: INVALID_DATE });
  });

  it('makes an unknown kind a field error, prototype names included, and drops a malformed person', () => {
    for (const group of ['everything', 'constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const { filters, errors, valid } = read(`group=${group}&actor=1;drop&from=2026-11-01`);
      expect(valid, group).toBe(false);
      expect(errors, group).toEqual({ group: UNKNOWN_GROUP });
      expect(filters, group).toEqual({ from: '2026-11-01', page: 1 });
    }
  });

  it('names each kind in words', () => {
    expect(activityLabel({ kind: 'account.payout_chosen' })).toBe('Payout account changed');
  });
});
