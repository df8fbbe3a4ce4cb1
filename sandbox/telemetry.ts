/**
 * Telemetry: where the vehicles on active trips are, and the socket.io server at path
 * `/telemetry` that publishes it (issue 11). A position is a pure function of the trip's
 * schedule, its stops and the time (sandbox/trips.ts), so the REST snapshot and the feed agree:
 * the last stop passed, the next stop, its ETA in minutes, and the speed.
 */
import type { Server as HttpServer } from 'node:http';
import { and, asc, eq, sql } from 'drizzle-orm';
import { Server } from 'socket.io';
import type { VehiclePosition } from '../contract/core.js';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import { authenticate, partnerAccess } from './http.js';
import { statusBounds, tripStatusSql } from './trips.js';
import { tripPosition } from './bookings.js';
import { apiNow } from './clock.js';

/** A running trip's position: the contract's `trip-position` event and GET /v1/partners/:id/live row. */
export type TripPosition = VehiclePosition;

/** How often a vehicle's reading arrives (ms): positions are stamped on this tick. */
export const LIVE_TICK_MS = 5000;

/** Current positions of the active trips, of one partner or of all, or of one trip. */
export function livePositions(db: Db, partnerId?: number, nowMs = apiNow(), tripId?: number): TripPosition[] {
  const rows = db
    .select({ trip: s.trips, plate: s.vehicles.plate, route: s.routes })
    .from(s.trips)
    .innerJoin(s.vehicles, eq(s.vehicles.id, s.trips.vehicleId))
    .innerJoin(s.routes, eq(s.routes.id, s.trips.routeId))
    .where(
      and(
        // A range of the (partner, starts_at) index, not a scan.
        ...statusBounds('active', nowMs),
        sql`${tripStatusSql(nowMs)} = 'active'`,
        partnerId ? eq(s.trips.partnerId, partnerId) : undefined,
        tripId ? eq(s.trips.id, tripId) : undefined,
      ),
    )
    .all();
  // Readings arrive every few seconds; the last one is rounded down to a 5 s tick.
  const tickMs = nowMs - (nowMs % LIVE_TICK_MS);
  const stopsByRoute = new Map<number, (typeof s.routeStops.$inferSelect)[]>();
  return rows.map(({ trip, plate, route }) => {
    let stops = stopsByRoute.get(route.id);
    if (!stops) stopsByRoute.set(route.id, (stops = db.select().from(s.routeStops).where(eq(s.routeStops.routeId, route.id)).orderBy(asc(s.routeStops.seq)).all()));
    return {
      trip_id: trip.id,
      vehicle_id: trip.vehicleId,
      partner_id: trip.partnerId,
      plate,
      route: route.name,
      route_code: route.code,
      ...tripPosition(trip, stops, route.distanceKm, route.durationMin, nowMs),
      at: new Date(tickMs).toISOString(),
    };
  });
}

const FOLLOW_ROLES = ['partner_trip_manager', 'partner_earnings_manager', 'partner_vehicle_manager'];

/**
 * Attach the socket.io server. Clients send the token in `auth.token` or the `token` query;
 * `join-rooms` takes room names (`partner:{id}`, `trip:{id}`) and acknowledges
 * `{ joined, rejected }`; `trip-position` events carry a TripPosition. `publish(tripId)` sends a
 * trip's position at once (the sandbox's test switch that moves a trip on uses it).
 */
export function attachTelemetry(server: HttpServer, db: Db, intervalMs = 5000): { close: () => Promise<void>; publish: (tripId: number) => void; connections: () => number } {
  const io = new Server(server, { path: '/telemetry', cors: { origin: true, credentials: false }, transports: ['websocket', 'polling'] });
  io.use((socket, next) => {
    const token = (socket.handshake.auth?.token as string | undefined) ?? (socket.handshake.query.token as string | undefined);
    try {
      socket.data.user = authenticate(db, token ? `Bearer ${token}` : undefined).user;
      next();
    } catch {
      next(new Error('unauthorized'));
    }
  });
  io.on('connection', (socket) => {
    socket.on('join-rooms', (rooms: unknown, ack?: (reply: { joined: string[]; rejected: string[] }) => void) => {
      const joined: string[] = [];
      const rejected: string[] = [];
      for (const room of Array.isArray(rooms) ? rooms.map(String).slice(0, 20) : []) {
        const partner = /^partner:(\d+)$/.exec(room);
        const trip = /^trip:(\d+)$/.exec(room);
        try {
          if (partner) partnerAccess(db, socket.data.user, partner[1], FOLLOW_ROLES);
          else if (trip) {
            const t = db
              .select()
              .from(s.trips)
              .where(eq(s.trips.id, Number(trip[1])))
              .get();
            if (!t) throw new Error('unknown trip');
            partnerAccess(db, socket.data.user, String(t.partnerId), ['partner_trip_manager']);
          } else throw new Error('unknown room');
          void socket.join(room);
          joined.push(room);
        } catch {
          rejected.push(room);
        }
      }
      ack?.({ joined, rejected });
    });
  });
  const emit = (p: TripPosition) => io.to([`partner:${p.partner_id}`, `trip:${p.trip_id}`]).emit('trip-position', p);
  const timer = setInterval(() => {
    for (const p of livePositions(db)) emit(p);
  }, intervalMs);
  timer.unref();
  return {
    connections: () => io.engine.clientsCount,
    publish: (tripId) => {
      for (const p of livePositions(db, undefined, apiNow(), tripId)) emit(p);
    },
    close: () =>
      new Promise((resolve) => {
        clearInterval(timer);
        io.close(() => resolve());
      }),
  };
}
