import { describe, expect, it } from 'vitest';
import { LINE_X, ROW, TOP, stopLineLayout } from '~/domain/stop-line';

const stops = [0, 10, 30, 40].map((m, i) => ({ name: `Stop ${i + 1}`, minutes_after: m }));
const y = (i: number) => TOP + i * ROW;

describe('the stop line', () => {
  it('puts the stops one row apart on a vertical line and sizes the drawing to them', () => {
    const layout = stopLineLayout(stops, null);
    expect(layout.stops.map((s) => s.y)).toEqual([y(0), y(1), y(2), y(3)]);
    expect(layout.height).toBe(y(3) + TOP);
    expect(layout.x).toBe(LINE_X);
    expect(layout.vehicle).toBeNull();
    expect(layout.stops.every((s) => s.state === 'ahead')).toBe(true);
  });

  it.each([
    // last, next, eta → progress along the leg
    [1, 2, 20, 0],
    [1, 2, 15, 0.25],
    [1, 2, 5, 0.75],
    [1, 2, 0, 1],
    [0, 1, 5, 0.5],
    [1, 2, 99, 0],
    [1, 2, -3, 1],
  ])('last stop %i, next %i, ETA %i min → %f of the leg', (last, next, eta, progress) => {
    const layout = stopLineLayout(stops, { last_stop_index: last, next_stop_index: next, eta_minutes: eta });
    expect(layout.vehicle!.progress).toBeCloseTo(progress);
    expect(layout.vehicle!.y).toBeCloseTo(y(last) + progress * ROW);
    expect(layout.drivenToY).toBe(layout.vehicle!.y);
    expect(layout.stops.map((s) => s.state)).toEqual(stops.map((_, i) => (i <= last ? 'passed' : i === next ? 'next' : 'ahead')));
  });

  it('parks the vehicle at the last stop at the end of the route, and clamps a position off the line', () => {
    expect(stopLineLayout(stops, { last_stop_index: 3, next_stop_index: null, eta_minutes: 0 }).vehicle).toEqual({ y: y(3), progress: 1 });
    expect(stopLineLayout(stops, { last_stop_index: 12, next_stop_index: 13, eta_minutes: 4 }).vehicle).toEqual({ y: y(3), progress: 1 });
    expect(stopLineLayout(stops, { last_stop_index: -2, next_stop_index: 1, eta_minutes: 10 }).vehicle).toEqual({ y: y(0), progress: 0 });
    expect(stopLineLayout([], { last_stop_index: 0, next_stop_index: null, eta_minutes: 0 })).toMatchObject({ height: 0, vehicle: null, stops: [] });
  });
});
