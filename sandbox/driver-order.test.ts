import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRIVER_SORTS } from '../contract/queries.js';
import { sortDrivers } from './driver-order.js';

const row = (name: string, trips: number, late: number, rating: number | null) => ({
  driver: { name },
  trips,
  net_kobo: trips * 100,
  performance: { cancelled_by_driver: 0, late_starts: late, rating },
});
const rows = [row('Chidi', 3, 1, 8), row('Ade', 5, 0, null), row('Bola', 3, 4, 9.5)];

describe('the API’s order of drivers (sort)', () => {
  it('orders names A–Z, figures largest first with ties by name, no rating last', () => {
    expect(sortDrivers(rows, 'driver').map((r) => r.driver.name)).toEqual(['Ade', 'Bola', 'Chidi']);
    expect(sortDrivers(rows, 'trips').map((r) => r.driver.name)).toEqual(['Ade', 'Bola', 'Chidi']);
    expect(sortDrivers(rows, 'late').map((r) => r.driver.name)).toEqual(['Bola', 'Chidi', 'Ade']);
    expect(sortDrivers(rows, 'rating').map((r) => r.driver.name)).toEqual(['Bola', 'Chidi', 'Ade']);
  });

  it('puts the lowest net first among those who drove, idle drivers last (issue 32 §7)', () => {
    const idle = row('Zed', 0, 0, null);
    expect(sortDrivers([...rows, idle], 'net_low').map((r) => r.driver.name)).toEqual(['Bola', 'Chidi', 'Ade', 'Zed']);
    expect(sortDrivers([...rows, idle], 'net').map((r) => r.driver.name)).toEqual(['Ade', 'Bola', 'Chidi', 'Zed']);
  });

  it('keeps every row and leaves the rows it was given as they were, for any rows and sort', () => {
    const anyRow = fc.record({ name: fc.constantFrom('Ade', 'Bola', 'Chidi', 'Zed', 'Ngozi'), trips: fc.nat(9), late: fc.nat(5), rating: fc.option(fc.integer({ min: 0, max: 10 })) });
    fc.assert(
      fc.property(fc.array(anyRow, { maxLength: 12 }), fc.constantFrom(...DRIVER_SORTS), (given, sort) => {
        const list = given.map((r) => row(r.name, r.trips, r.late, r.rating));
        const before = JSON.stringify(list);
        const sorted = sortDrivers(list, sort);
        expect(JSON.stringify(list)).toBe(before);
        expect([...sorted].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([...list].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))));
      }),
    );
  });
});
