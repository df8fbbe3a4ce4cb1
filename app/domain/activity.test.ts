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

describe('an entry’s sentences in the reader’s words (issue 51 §1)', () => {
  it('are every one in a catalogue, and say their words in Hausa', async () => {
    const { ACTIVITY_SENTENCES, activitySentenceOf } = await import('~contract/activity');
    const { hasKey, sayIn } = await import('~/domain/say');
    const { sayActivity } = await import('~/domain/activity');
    const { SAID_NAMESPACES } = await import('~/i18n/namespaces');
    for (const text of Object.keys(ACTIVITY_SENTENCES))
      expect(
        SAID_NAMESPACES.some((ns) => hasKey(ns, text)),
        text,
      ).toBe(true);
    const ha = (s: Parameters<typeof sayActivity>[1], english = '') => sayActivity((t, v) => sayIn('ha', 'settings')(t, v), s, english);
    expect(ha({ text: 'First sign-in from this browser' })).toBe('Shiga ta farko daga wannan burauza');
    expect(ha({ text: 'Changed: {{fields}}', values: { fields: 'first name, phone' } })).toBe('An canza: suna, waya');
    expect(ha({ text: 'From {{roles_from}} to {{roles_to}}', values: { roles_from: 'none', roles_to: 'partner_driver_manager, partner_staff' } })).toBe("Daga babu zuwa Manajan direbobi, Ma'aikaci");
    expect(ha({ text: '{{count}} drivers', values: { count: '1' } })).toBe('direba 1');
    expect(ha({ text: '{{count}} drivers', values: { count: '3' } })).toBe('direbobi 3');
    // An entry written before entries carried their words is matched when read.
    expect(ha(activitySentenceOf('Payouts go to it from 30-11-2026 14:05 (Lagos time); held until then'))).toBe(
      'Za a biya kuɗi zuwa gare shi daga 30-11-2026 14:05 (lokacin Lagos); za a riƙe kuɗin kafin nan',
    );
    // Free text stays as written.
    expect(ha(null, 'Chrome on Android')).toBe('Chrome on Android');
  });
});
