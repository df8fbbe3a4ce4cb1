import { describe, expect, it } from 'vitest';
import type { ManifestEntry, Stop } from '~contract/fleet';
import { changeText, countdownText, daysText, earningLabel, manifestByStop } from '~/domain/trips';

describe('days of operation', () => {
  it.each([
    ['everyday', 'Everyday'],
    [[1, 2, 3, 4, 5], 'Mon–Fri'],
    [[1, 2, 3, 4, 5, 6, 7], 'Everyday'],
    [[1, 3, 5], 'Mon, Wed, Fri'],
    [[6, 7], 'Sat, Sun'],
    [[5, 1, 2, 3, 7], 'Mon–Wed, Fri, Sun'],
    [[], 'No days set'],
    [[0, 8], 'No days set'],
  ] as const)('%j → %s', (days, text) => expect(daysText(days)).toBe(text));
});

describe('countdown to departure', () => {
  const now = Date.parse('2026-11-22T08:00:00Z');
  it.each([
    ['2026-11-22T08:00:10Z', 'Departing now'],
    ['2026-11-22T07:00:00Z', 'Departing now'],
    ['2026-11-22T08:12:00Z', 'Departs in 12 min'],
    ['2026-11-22T08:11:30Z', 'Departs in 12 min'],
    ['2026-11-22T10:05:00Z', 'Departs in 2 h 05 min'],
    ['2026-11-25T08:00:00Z', 'Departs in 3 days'],
    ['not a date', 'Departing now'],
  ])('%s → %s', (startsAt, text) => expect(countdownText(startsAt, now)).toBe(text));
});

describe('trip changes in words', () => {
  it('names what changed, from and to', () => {
    expect(changeText({ kind: 'vehicle_swapped', from: 'KJA-100AA', to: 'KJA-137BH' })).toBe('Vehicle changed from KJA-100AA to KJA-137BH');
    expect(changeText({ kind: 'driver_swapped', from: 'Sani Umar', to: null })).toBe('Driver changed from Sani Umar to —');
    expect(changeText({ kind: 'cancelled', from: null, to: null })).toBe('Trip cancelled');
    expect(changeText({ kind: 'route_closed', from: null, to: null })).toBe('route closed');
  });
  it('calls an earning expected until the trip completed', () => {
    expect(earningLabel('upcoming')).toBe('Expected earning');
    expect(earningLabel('active')).toBe('Expected earning');
    expect(earningLabel('completed')).toBe('Earning');
  });
});

describe('the manifest by stop', () => {
  const stops: Stop[] = [1, 2, 3, 4].map((seq) => ({ seq, name: `Stop ${seq}`, landmark: null, minutes_after: (seq - 1) * 10, pickup: true, dropoff: true }));
  const entry = (id: number, seat: number | null, pickup: number, dropoff: number, status: ManifestEntry['status']): ManifestEntry => ({
    id,
    passenger: `P****** ${id}`,
    seat,
    pickup_seq: pickup,
    dropoff_seq: dropoff,
    status,
  });

  it('puts each passenger at their pickup and drop-off stops, by seat, and counts the statuses', () => {
    const entries = [entry(1, 3, 1, 4, 'checked_in'), entry(2, 1, 1, 3, 'dropped_off'), entry(3, null, 2, 4, 'no_show'), entry(4, 2, 1, 4, 'cancelled')];
    const { stops: byStop, counts } = manifestByStop([...stops].reverse(), entries);
    expect(byStop.map((s) => s.stop.seq)).toEqual([1, 2, 3, 4]);
    expect(byStop[0].pickups.map((e) => e.id)).toEqual([2, 4, 1]);
    expect(byStop[1].pickups.map((e) => e.id)).toEqual([3]);
    expect(byStop[2].dropoffs.map((e) => e.id)).toEqual([2]);
    expect(byStop[3].dropoffs.map((e) => e.id)).toEqual([4, 1, 3]);
    expect(counts).toEqual({ booked: 0, checked_in: 1, dropped_off: 1, no_show: 1, cancelled: 1 });
    // Every passenger appears once as a pickup and once as a drop-off.
    expect(byStop.flatMap((s) => s.pickups)).toHaveLength(entries.length);
    expect(byStop.flatMap((s) => s.dropoffs)).toHaveLength(entries.length);
  });

  it('keeps a passenger whose stop is not on the route, under the stop before it', () => {
    const { stops: byStop } = manifestByStop(stops, [entry(9, 1, 0, 99, 'booked')]);
    expect(byStop[0].pickups.map((e) => e.id)).toEqual([9]);
    expect(byStop[3].dropoffs.map((e) => e.id)).toEqual([9]);
  });
});
