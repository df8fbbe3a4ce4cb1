/**
 * "On the road now" (issues 5, 15 and 23): the partner's vehicles on active trips, with plate,
 * route, speed and when each was read. The dashboard ships no React (ADR 0019): the panel is
 * the page's snapshot, with the clock time of each reading and a Refresh link; the dashboard's
 * small inline script (DASHBOARD_SCRIPT) turns the times into "N s ago" and fetches a fresh copy
 * of the panel's body from /resources/live-panel every 20 s while the page is visible (a small
 * HTML request, no socket client on the dashboard).
 */
import { Link } from '~/components/Link';
import { DataTable } from '~/components/list/DataTable';
import { formatTime } from '~/lib/format';
import type { LiveSnapshot } from '~/server/live.server';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/LivePanel.css';
import { useWords } from '~/components/useWords';

export const LIVE_REFRESH_MS = 20_000;
/**
 * Rows of the panel (issue 52 §5): a fleet of 2,000 had 800 buses on the road at once, 330 KB of
 * HTML on the dashboard and again every 20 s. The rest are one tap away on the trips list.
 */
export const LIVE_ROWS = 20;

/** The panel's body: the table of vehicles on the road, or why there is none. Plain links: it is also rendered alone, outside Remix. */
export function LivePanelBody({ snapshot }: { snapshot: LiveSnapshot | null }) {
  const positions = snapshot?.positions ?? [];
  const say = useWords('dashboard');
  if (snapshot === null) return <p>{say('Live positions are unavailable right now.')}</p>;
  if (positions.length === 0) return <p>{say('No vehicle is on a trip right now.')}</p>;
  return (
    <>
      <DataTable
        caption={say('Vehicles on active trips')}
        rows={positions.slice(0, LIVE_ROWS)}
        rowKey={(p) => p.vehicle_id}
        testId="live-row"
        columns={[
          {
            key: 'plate',
            header: say('Plate'),
            nowrap: true,
            cell: (p) => (
              <a href={`/trips/details/${p.trip_id}`} translate="no">
                {p.plate}
              </a>
            ),
          },
          { key: 'route', header: say('Route'), cell: (p) => <span translate="no">{p.route}</span> },
          { key: 'speed', header: say('Speed'), numeric: true, nowrap: true, cell: (p) => `${p.speed_kmh} km/h` },
          { key: 'updated', header: say('Updated'), numeric: true, nowrap: true, cell: (p) => <span data-vp-at={p.at}>{say('at {{time}}', { time: formatTime(p.at) })}</span> },
        ]}
      />
      {positions.length > LIVE_ROWS ? (
        <p>
          <a href="/trips">{say('See all {{count}} vehicles on the road', { count: positions.length })}</a>
        </p>
      ) : null}
    </>
  );
}

export function LivePanel({ initial }: { initial: LiveSnapshot | null }) {
  const say = useWords('dashboard');
  return (
    <section className={ui.card} aria-labelledby="live-title">
      <div className={css.head}>
        <h2 id="live-title" className={ui.flushHeading}>
          {say('On the road now')}
        </h2>
        <Link to="." className={ui.button.ghost}>
          {say('Refresh')}
        </Link>
      </div>
      {/* The script's "N s ago" in the reader's words ('#' is the number). */}
      <div data-vp-live-src="/resources/live-panel" data-vp-live-every={LIVE_REFRESH_MS} data-vp-ago={`${say('# s ago')}|${say('# min ago')}`}>
        <LivePanelBody snapshot={initial} />
      </div>
    </section>
  );
}
