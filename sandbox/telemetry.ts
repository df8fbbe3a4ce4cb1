/**
 * Telemetry: simulated positions of the vehicles on active trips, and the socket.io server at
 * path `/telemetry` that publishes them. A position is a pure function of the trip and the
 * time, so the REST snapshot and the socket feed agree.
 */
import type { Server as HttpServer } from 'node:http';
import { and, eq } from 'drizzle-orm';
import { Server } from 'socket.io';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import { authenticate, partnerAccess } from './http.js';

export type VehiclePosition = {
  trip_id: number;
  vehicle_id: number;
  partner_id: number;
  plate: string;
  route: string;
  lat: number;
  lng: number;
  speed_kmh: number;
  /** ISO time of the reading. */
  at: string;
};

const AVERAGE_SPEED_KMH = 22;

/** Where a vehicle on `path` is at `nowMs`, having left at `startMs` on a `distanceKm` route. */
export function positionOnPath(path: [number, number][], distanceKm: number, startMs: number, nowMs: number, seed: number) {
  const durationMs = (distanceKm / AVERAGE_SPEED_KMH) * 3_600_000;
  const progress = ((((nowMs - startMs) % durationMs) + durationMs) % durationMs) / durationMs;
  const segments = path.length - 1;
  const at = progress * segments;
  const i = Math.min(segments - 1, Math.floor(at));
  const f = at - i;
  const [lat1, lng1] = path[i];
  const [lat2, lng2] = path[i + 1];
  const speed = Math.round(12 + 38 * Math.abs(Math.sin(nowMs / 45_000 + seed)));
  return { lat: +(lat1 + (lat2 - lat1) * f).toFixed(5), lng: +(lng1 + (lng2 - lng1) * f).toFixed(5), speed_kmh: speed };
}

/** Current positions of the active trips, of one partner or of all. */
export function livePositions(db: Db, partnerId?: number, nowMs = Date.now()): VehiclePosition[] {
  const rows = db
    .select({ trip: s.trips, plate: s.vehicles.plate, route: s.routes })
    .from(s.trips)
    .innerJoin(s.vehicles, eq(s.vehicles.id, s.trips.vehicleId))
    .innerJoin(s.routes, eq(s.routes.id, s.trips.routeId))
    .where(partnerId ? and(eq(s.trips.status, 'active'), eq(s.trips.partnerId, partnerId)) : eq(s.trips.status, 'active'))
    .all();
  // Readings arrive every few seconds; the last one is rounded down to a 5 s tick.
  const tickMs = nowMs - (nowMs % 5000);
  return rows.map(({ trip, plate, route }) => ({
    trip_id: trip.id,
    vehicle_id: trip.vehicleId,
    partner_id: trip.partnerId,
    plate,
    route: route.name,
    ...positionOnPath(route.path, route.distanceKm, Date.parse(trip.startsAt), tickMs, trip.id),
    at: new Date(tickMs).toISOString(),
  }));
}

/**
 * Attach the socket.io server. Clients send the token in `auth.token` or the `token` query;
 * `join-rooms` takes room names (`partner:{id}`, `vehicle:{id}`) and acknowledges
 * `{ joined, rejected }`; `vehicle-position` events carry a VehiclePosition.
 */
export function attachTelemetry(server: HttpServer, db: Db, intervalMs = 5000): { close: () => Promise<void> } {
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
      for (const room of Array.isArray(rooms) ? rooms.map(String) : []) {
        const partner = /^partner:(\d+)$/.exec(room);
        const vehicle = /^vehicle:(\d+)$/.exec(room);
        try {
          if (partner) partnerAccess(db, socket.data.user, partner[1], ['partner_trip_manager', 'partner_earnings_manager', 'partner_vehicle_manager']);
          else if (vehicle) {
            const v = db
              .select()
              .from(s.vehicles)
              .where(eq(s.vehicles.id, Number(vehicle[1])))
              .get();
            if (!v) throw new Error('unknown vehicle');
            partnerAccess(db, socket.data.user, String(v.partnerId), ['partner_trip_manager', 'partner_vehicle_manager']);
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
  const timer = setInterval(() => {
    for (const p of livePositions(db)) io.to([`partner:${p.partner_id}`, `vehicle:${p.vehicle_id}`]).emit('vehicle-position', p);
  }, intervalMs);
  timer.unref();
  return {
    close: () =>
      new Promise((resolve) => {
        clearInterval(timer);
        io.close(() => resolve());
      }),
  };
}
