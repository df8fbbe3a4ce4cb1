/** The dashboard's live snapshot: vehicles on active trips, with their reading's time in ms. */
import type { Upstream } from '~/api/client.server';

export type LiveSnapshot = { positions: { vehicle_id: number; trip_id: number; plate: string; route: string; speed_kmh: number; at: string }[]; takenAt: number };

export async function livePositions(api: Upstream, partnerId: number): Promise<LiveSnapshot> {
  const list = await api.partners.live(partnerId);
  return {
    positions: list.map(({ vehicle_id, trip_id, plate, route, speed_kmh, at }) => ({ vehicle_id, trip_id, plate, route, speed_kmh, at })).sort((a, b) => a.plate.localeCompare(b.plate)),
    takenAt: Date.now(),
  };
}
