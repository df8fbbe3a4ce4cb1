/**
 * A trip's bookings and where its vehicle is (issues 11 and 12), from the trip itself: bookings are
 * made on first need from the trip's counts by a PRNG seeded by the trip, so the same trip always
 * has the same passengers; a booking's status and the vehicle's position follow the clock.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import { apiNow } from './clock.js';
import { prngFor, tripStatus } from './trips.js';

const FIRST = [
  'Adaeze',
  'Bolaji',
  'Chiamaka',
  'Damilola',
  'Emeka',
  'Funke',
  'Gbenga',
  'Halima',
  'Ifeoma',
  'Jide',
  'Kemi',
  'Lanre',
  'Musa',
  'Nneka',
  'Obinna',
  'Patience',
  'Rasheed',
  'Sade',
  'Tobi',
  'Uche',
  'Yemi',
  'Zainab',
];
const LAST = [
  'Adebayo',
  'Bello',
  'Chukwu',
  'Danjuma',
  'Eze',
  'Falana',
  'Garba',
  'Ibrahim',
  'Johnson',
  'Kalu',
  'Lawal',
  'Mohammed',
  'Nwosu',
  'Okoro',
  'Peters',
  'Quadri',
  'Sanni',
  'Taiwo',
  'Usman',
  'Williams',
];

/** The bookings of a trip, made on first need from the trip's counts (deterministic). */
export function ensureBookings(db: Db, trip: typeof s.trips.$inferSelect, stops: (typeof s.routeStops.$inferSelect)[]): (typeof s.bookings.$inferSelect)[] {
  const existing = db.select().from(s.bookings).where(eq(s.bookings.tripId, trip.id)).orderBy(asc(s.bookings.id)).all();
  if (existing.length || trip.booked === 0 || stops.length < 2) return existing;
  const rand = prngFor(`bookings|${trip.id}`);
  const pickups = stops.filter((st) => st.pickup);
  const seatsTaken = new Set<number>();
  const rows = Array.from({ length: trip.booked }, (_, i) => {
    const pickup = pickups[Math.floor(rand() * Math.max(1, pickups.length - 1))] ?? stops[0];
    const drops = stops.filter((st) => st.dropoff && st.seq > pickup.seq);
    const dropoff = drops[Math.floor(rand() * drops.length)] ?? stops.at(-1)!;
    let seat: number | null = null;
    if (rand() < 0.85) {
      seat = 1 + Math.floor(rand() * trip.seats);
      while (seatsTaken.has(seat)) seat = (seat % trip.seats) + 1;
      seatsTaken.add(seat);
    }
    const fate: 'rides' | 'no_show' | 'cancelled' = i < trip.noShows ? 'no_show' : i < trip.noShows + trip.cancelledBookings ? 'cancelled' : 'rides';
    const fname = FIRST[Math.floor(rand() * FIRST.length)];
    const lname = LAST[Math.floor(rand() * LAST.length)];
    return { tripId: trip.id, fname, lname, phone: `+234809${String(Math.floor(rand() * 1e7)).padStart(7, '0')}`, seat, pickupSeq: pickup.seq, dropoffSeq: dropoff.seq, fate };
  });
  db.insert(s.bookings).values(rows).run();
  return db.select().from(s.bookings).where(eq(s.bookings.tripId, trip.id)).orderBy(asc(s.bookings.id)).all();
}

export type BookingStatus = 'booked' | 'checked_in' | 'dropped_off' | 'no_show' | 'cancelled';

/** Minutes since departure at `now`. */
const minutesIn = (trip: { startsAt: string }, now: number) => (now - Date.parse(trip.startsAt)) / 60_000;

/** The stops passed at `now`: the highest sequence whose time has come (0 before departure). */
export function lastStopPassed(trip: { startsAt: string; endsAt: string }, stops: readonly { seq: number; minutesAfter: number }[], now = apiNow()): number {
  if (Date.parse(trip.startsAt) > now) return 0;
  if (Date.parse(trip.endsAt) <= now) return stops.at(-1)?.seq ?? 0;
  const m = minutesIn(trip, now);
  return stops.filter((st) => st.minutesAfter <= m).at(-1)?.seq ?? stops[0]?.seq ?? 0;
}

/** A booking's status at `now`, from its fate and where the trip is. */
export function bookingStatus(
  booking: { fate: string; pickupSeq: number; dropoffSeq: number },
  trip: { status: string; startsAt: string; endsAt: string },
  passed: number,
  now = apiNow(),
): BookingStatus {
  if (booking.fate === 'cancelled' || trip.status === 'cancelled') return 'cancelled';
  const status = tripStatus(trip, now);
  if (status === 'upcoming') return 'booked';
  if (passed < booking.pickupSeq && status === 'active') return 'booked';
  if (booking.fate === 'no_show') return 'no_show';
  return passed >= booking.dropoffSeq ? 'dropped_off' : 'checked_in';
}

/**
 * Where an active trip's vehicle is at `now`: the last stop passed (its index in route order),
 * the next stop, its ETA in minutes, and the speed (km/h).
 */
export function tripPosition(
  trip: { id: number; startsAt: string; endsAt: string },
  stops: readonly { seq: number; name: string; minutesAfter: number }[],
  distanceKm: number,
  durationMin: number,
  now = apiNow(),
) {
  const m = minutesIn(trip, now);
  let index = 0;
  for (let i = 0; i < stops.length; i++) if (stops[i].minutesAfter <= m) index = i;
  const next = stops[index + 1] ?? null;
  const eta = next ? Math.max(0, Math.ceil(next.minutesAfter - m)) : 0;
  const average = (distanceKm / Math.max(1, durationMin)) * 60;
  const speed = Math.max(0, Math.round(average * (0.6 + 0.8 * Math.abs(Math.sin(now / 45_000 + trip.id)))));
  return { last_stop_index: index, last_stop: stops[index]?.name ?? null, next_stop_index: next ? index + 1 : null, next_stop: next?.name ?? null, eta_minutes: eta, speed_kmh: speed };
}
