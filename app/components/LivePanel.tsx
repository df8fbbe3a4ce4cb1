/**
 * "On the road now" (issues 5 and 15): the partner's vehicles on active trips, with plate,
 * route, speed and when each was read. Without JavaScript it is the page's snapshot, with the
 * clock time each reading was taken and a Refresh link. With JavaScript it refreshes itself
 * from /resources/live every 20 s while the page is visible (a small JSON request, no socket
 * client on the dashboard), and shows "N s ago".
 */
import { Link, useFetcher } from '@remix-run/react';
import { DataTable } from '~/components/list/DataTable';
import { useEffect, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { ago, formatTime } from '~/lib/format';
import type { LiveSnapshot } from '~/server/live.server';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/LivePanel.css';

export const LIVE_REFRESH_MS = 20_000;

export function LivePanel({ initial }: { initial: LiveSnapshot | null }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<LiveSnapshot>();
  const [now, setNow] = useState(initial?.takenAt ?? 0);
  const snapshot = fetcher.data ?? initial;
  useEffect(() => {
    setNow(Date.now());
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    const poll = window.setInterval(() => {
      if (document.visibilityState === 'visible') fetcher.load('/resources/live');
    }, LIVE_REFRESH_MS);
    return () => {
      window.clearInterval(tick);
      window.clearInterval(poll);
    };
    // fetcher.load is stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const positions = snapshot?.positions ?? [];
  return (
    <section className={ui.card} aria-labelledby="live-title">
      <div className={css.head}>
        <h2 id="live-title" className={ui.flushHeading}>
          On the road now
        </h2>
        <Link to="." className={ui.button.ghost} reloadDocument={!hydrated} preventScrollReset>
          Refresh
        </Link>
      </div>
      {snapshot === null ? (
        <p>Live positions are unavailable right now.</p>
      ) : positions.length === 0 ? (
        <p>No vehicle is on a trip right now.</p>
      ) : (
        <DataTable
          caption="Vehicles on active trips"
          rows={positions}
          rowKey={(p) => p.vehicle_id}
          testId="live-row"
          columns={[
            { key: 'plate', header: 'Plate', nowrap: true, cell: (p) => <Link to={`/trips/details/${p.trip_id}`}>{p.plate}</Link> },
            { key: 'route', header: 'Route', cell: (p) => p.route },
            { key: 'speed', header: 'Speed', numeric: true, nowrap: true, cell: (p) => `${p.speed_kmh} km/h` },
            { key: 'updated', header: 'Updated', numeric: true, nowrap: true, cell: (p) => (hydrated ? ago(now - Date.parse(p.at)) : `at ${formatTime(p.at)}`) },
          ]}
        />
      )}
    </section>
  );
}
