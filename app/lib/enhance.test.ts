import { describe, expect, it } from 'vitest';
import { wantsEnhance } from '~/lib/enhance';

describe('which pages get the enhancement script (ADR 0020)', () => {
  it('asks the matched routes: true, or a function of the route’s data', () => {
    expect(wantsEnhance([{ handle: { title: 'Drivers' } }, { handle: undefined }])).toBe(false);
    expect(wantsEnhance([{ handle: {} }, { handle: { enhance: true } }])).toBe(true);
    const trip = { enhance: (data: unknown) => (data as { trip: { status: string } }).trip.status === 'active' };
    expect(wantsEnhance([{ handle: trip, data: { trip: { status: 'active' } } }])).toBe(true);
    expect(wantsEnhance([{ handle: trip, data: { trip: { status: 'completed' } } }])).toBe(false);
  });
});
