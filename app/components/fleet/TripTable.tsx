/** Trips of a driver or vehicle (issue 10): date and time in Lagos, route, the other side, status, passengers and earning. */
import { Link } from '~/components/Link';
import { DataTable } from '~/components/list/DataTable';
import { TripStatus } from '~/components/fleet/Readiness';
import type { Trip } from '~contract/fleet';
import { formatDate, formatKobo, formatTime } from '~/lib/format';
import { useWords } from '~/components/useWords';

/**
 * `opens` says what the member may open and see (issue 32 §7): a trip's page (trip managers) and
 * its amount (earnings managers); without them the date is plain text and the column is gone.
 */
export function TripTable({
  trips,
  caption,
  show,
  opens = { trips: true, earnings: true },
}: {
  trips: Trip[];
  caption: string;
  show: 'driver' | 'vehicle';
  opens?: { trips: boolean; earnings: boolean };
}) {
  const say = useWords('fleet');
  return (
    <DataTable
      caption={caption}
      rows={trips}
      rowKey={(t) => t.id}
      testId="trip-row"
      columns={[
        { key: 'date', header: say('Date'), nowrap: true, cell: (t) => (opens.trips ? <Link to={`/trips/details/${t.id}`}>{formatDate(t.starts_at)}</Link> : formatDate(t.starts_at)) },
        { key: 'time', header: say('Departure'), nowrap: true, cell: (t) => formatTime(t.starts_at) },
        { key: 'route', header: say('Route'), cell: (t) => <span translate="no">{`${t.route.code} · ${t.route.pickup} → ${t.route.destination}`}</span> },
        show === 'driver'
          ? { key: 'vehicle', header: say('Vehicle'), nowrap: true, cell: (t) => <span translate="no">{t.vehicle.plate}</span> }
          : { key: 'driver', header: say('Driver'), cell: (t) => <span translate="no">{t.driver.name}</span> },
        { key: 'status', header: say('Status'), cell: (t) => <TripStatus trip={t} /> },
        { key: 'passengers', header: say('Passengers'), numeric: true, cell: (t) => `${t.passengers.checked_in} / ${t.passengers.booked}` },
        ...(opens.earnings ? [{ key: 'earning', header: say('Earning'), numeric: true, nowrap: true, cell: (t: Trip) => (t.status === 'cancelled' ? '—' : formatKobo(t.net_kobo)) }] : []),
      ]}
    />
  );
}
