/**
 * The cards a driver's and a vehicle's page share below their header (issues 10, 21 §2, 22 §5):
 * the current pairing with Unassign or the assignment picker, the assignment history, and the
 * Trips tab (a date range in the URL, the table, the pager).
 */
import { Link } from '~/components/Link';
import { AssignPicker, type AssignChoices } from '~/components/fleet/AssignPicker';
import { TripTable } from '~/components/fleet/TripTable';
import { DataTable } from '~/components/list/DataTable';
import { FilterBar } from '~/components/list/FilterBar';
import { Pager } from '~/components/list/Pager';
import { LIST_PAGE_SIZE } from '~/domain/constants';
import { formatDateTime } from '~/lib/format';
import type { Assignment, Trip } from '~contract/fleet';
import { useWords } from '~/components/useWords';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';

/** What the record is paired with: the other side's noun ('vehicle' on a driver's page). */
type Other = 'vehicle' | 'driver';

/**
 * The pairing card: "Drives KJA-248EF" with Unassign, or the picker of free records.
 * `current` is the paired record (its page and its name), or null.
 */
export function AssignmentCard({
  other,
  current,
  verb,
  choices,
  error,
  empty,
}: {
  other: Other;
  /** The other record; `href` null when the member may not open it (issue 32 §7). */
  current: { href: string | null; name: string } | null;
  /** 'Drives' (a driver's page) or 'Driven by' (a vehicle's). */
  verb: string;
  choices: AssignChoices;
  error?: string;
  empty: React.ReactNode;
}) {
  const say = useWords('fleet');
  const title = other === 'vehicle' ? say('Vehicle') : say('Driver');
  return (
    <section className={ui.card} aria-labelledby={`${other}-title`}>
      <h2 id={`${other}-title`} className={ui.cardTitle}>
        {title}
      </h2>
      {current ? (
        // Unassigning asks once (issue 32 §6): a link to the confirmation, which works without JavaScript.
        <div className={css.inlineForm}>
          <p>
            {say(verb)} <span translate="no">{current.href ? <Link to={current.href}>{current.name}</Link> : current.name}</span>
          </p>
          <Link to="?confirm=unassign" className={ui.button.secondary}>
            {say('Unassign')}
          </Link>
        </div>
      ) : (
        <AssignPicker
          noun={other}
          label={other === 'vehicle' ? say('Assign a vehicle without a driver') : say('Assign a driver without a vehicle')}
          name={other === 'vehicle' ? 'vehicle_id' : 'driver_id'}
          choices={choices}
          error={error}
          empty={empty}
        />
      )}
    </section>
  );
}

/** Who drove what, and when: the other side of each past and current pairing. */
export function AssignmentHistory({ other, caption, rows }: { other: Other; caption: string; rows: Assignment[] }) {
  const say = useWords('fleet');
  return (
    <section className={ui.card} aria-labelledby="history-title">
      <h2 id="history-title" className={ui.cardTitle}>
        {say('Assignment history')}
      </h2>
      {rows.length ? (
        <DataTable
          caption={say(caption)}
          rows={rows}
          rowKey={(a) => a.id}
          columns={[
            other === 'vehicle'
              ? { key: 'plate', header: say('Vehicle'), nowrap: true, cell: (a) => <span translate="no">{a.vehicle.plate}</span> }
              : { key: 'driver', header: say('Driver'), cell: (a) => <span translate="no">{a.driver.name}</span> },
            { key: 'from', header: say('From'), nowrap: true, cell: (a) => formatDateTime(a.assigned_at) },
            { key: 'to', header: say('To'), nowrap: true, cell: (a) => (a.unassigned_at ? formatDateTime(a.unassigned_at) : say('Now')) },
          ]}
        />
      ) : (
        <p className={ui.muted}>{other === 'vehicle' ? say('No vehicle yet.') : say('No driver yet.')}</p>
      )}
    </section>
  );
}

/** The Trips tab: a date range (GET, kept in the URL with `tab=trips`), the trips, the pager. */
export function RecordTrips({
  base,
  query,
  trips,
  caption,
  show,
  opens,
}: {
  base: string;
  query: { from?: string; to?: string; page: number };
  trips: { rows: Trip[]; total: number } | null;
  caption: string;
  /** Whose page it is: 'driver' shows each trip's vehicle, 'vehicle' its driver. */
  show: Other;
  /** What the member may open and see: trips' pages and amounts. */
  opens?: { trips: boolean; earnings: boolean };
}) {
  const say = useWords('fleet');
  return (
    <section className={ui.card} aria-label={say('Trips')}>
      <FilterBar
        path={base}
        filtered={Boolean(query.from || query.to)}
        dates={[
          { name: 'from', label: say('From'), value: query.from },
          { name: 'to', label: say('To'), value: query.to },
        ]}
      >
        <input type="hidden" name="tab" value="trips" />
      </FilterBar>
      {trips && trips.rows.length ? (
        <>
          <TripTable trips={trips.rows} caption={caption} show={show} opens={opens} />
          <Pager path={base} query={{ tab: 'trips', from: query.from, to: query.to }} page={query.page} total={trips.total} perPage={LIST_PAGE_SIZE} items="{{count}} trips" />
        </>
      ) : (
        <p className={css.empty}>{query.from || query.to ? say('No trips in this period.') : say('No trips yet.')}</p>
      )}
    </section>
  );
}
