/**
 * "On the road now" (issue 5): the partner's vehicles on active trips, with plate, route, the
 * last update as "N s ago", and speed. Without JavaScript it is the loader's snapshot; with it,
 * the realtime client (loaded on demand, so it is not in the first-load JS) keeps it live.
 */
import { useEffect, useState } from 'react';
import { ago } from '~/lib/format';
import * as ui from '~/styles/ui.css';

export type Position = { vehicle_id: number; plate: string; route: string; speed_kmh: number; at: string };

export function LivePanel({ initial, telemetry, renderedAt }: { initial: Position[]; telemetry: { url: string; token: string; room: string } | null; renderedAt: number }) {
  const [positions, setPositions] = useState(initial);
  const [now, setNow] = useState(renderedAt);
  const [status, setStatus] = useState<'snapshot' | 'live' | 'offline'>('snapshot');
  useEffect(() => {
    setNow(Date.now());
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    if (!telemetry) return () => window.clearInterval(tick);
    let client: import('~/lib/realtime.client').RealtimeClient | undefined;
    let cancelled = false;
    void import('~/lib/realtime.client').then(({ RealtimeClient }) => {
      if (cancelled) return;
      client = new RealtimeClient(telemetry.url, telemetry.token);
      client.onError(() => setStatus('offline'));
      client.on<Position>('vehicle-position', (p) => {
        setStatus('live');
        setPositions((list) => [p, ...list.filter((x) => x.vehicle_id !== p.vehicle_id)].sort((a, b) => a.plate.localeCompare(b.plate)));
      });
      void client.join([telemetry.room]);
    });
    return () => {
      cancelled = true;
      window.clearInterval(tick);
      client?.close();
    };
  }, [telemetry]);
  return (
    <section className={ui.card} aria-labelledby="live-title">
      <h2 id="live-title">On the road now</h2>
      <p className={ui.muted} style={{ fontSize: '0.875rem' }}>
        {status === 'live' ? 'Live: updates every few seconds.' : status === 'offline' ? 'Live updates are unavailable; showing the last known positions.' : 'Positions when this page loaded.'}
      </p>
      {positions.length === 0 ? (
        <p>No vehicle is on a trip right now.</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption className={ui.visuallyHidden}>Vehicles on active trips</caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>Plate</th>
              <th scope="col" style={{ textAlign: 'left' }}>Route</th>
              <th scope="col" style={{ textAlign: 'right' }}>Speed</th>
              <th scope="col" style={{ textAlign: 'right' }}>Updated</th>
            </tr>
          </thead>
          <tbody>
            {positions.map((p) => (
              <tr key={p.vehicle_id} data-testid="live-row">
                <td>{p.plate}</td>
                <td>{p.route}</td>
                <td style={{ textAlign: 'right' }}>{p.speed_kmh} km/h</td>
                <td style={{ textAlign: 'right' }}>{ago(now - Date.parse(p.at))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
