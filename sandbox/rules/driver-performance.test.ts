import { describe, expect, it } from 'vitest';
import { driverPerformance, startDelayMinutes, type TripFacts } from './driver-performance';

const trip = (over: Partial<TripFacts>): TripFacts => ({ status: 'completed', startsAt: '2026-11-02T06:00:00.000Z', departedAt: '2026-11-02T06:04:00.000Z', cancelledBy: null, rating: null, ...over });
const at = (min: number) => new Date(Date.parse('2026-11-02T06:00:00.000Z') + min * 60_000).toISOString();

describe('a driver’s performance', () => {
  it('counts a start more than 10 minutes late, not one of exactly 10', () => {
    expect(startDelayMinutes(trip({ departedAt: at(10) }))).toBe(10);
    const p = driverPerformance([trip({ departedAt: at(10) }), trip({ departedAt: at(11) }), trip({ departedAt: at(-2) }), trip({ departedAt: at(30) })]);
    expect(p).toMatchObject({ completed: 4, late_starts: 2 });
  });

  it('counts only the driver’s cancellations, and rates only completed trips', () => {
    const p = driverPerformance([
      trip({ status: 'cancelled', cancelledBy: 'driver', departedAt: null }),
      trip({ status: 'cancelled', cancelledBy: 'marketplace', departedAt: null }),
      trip({ status: 'upcoming', rating: 2, departedAt: null }),
      trip({ rating: 9 }),
      trip({ rating: 8 }),
      trip({ rating: 8 }),
    ]);
    expect(p).toEqual({ completed: 3, cancelled_by_driver: 1, late_starts: 0, rating: 8.3, rating_count: 3 });
  });

  it('has no rating without ratings, and zeros for no trips', () => {
    expect(driverPerformance([])).toEqual({ completed: 0, cancelled_by_driver: 0, late_starts: 0, rating: null, rating_count: 0 });
  });
});
