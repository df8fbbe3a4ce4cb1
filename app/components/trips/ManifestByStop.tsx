/**
 * A trip's manifest by stop (issue 11): the count of passengers per status, then each stop in
 * route order with the passengers picked up and dropped off there. Only masked names and seats
 * are shown (Nigeria Data Protection Act 2023: the minimum); there is no export.
 */
import { StatusBadge } from '~/components/StatusBadge';
import { statusLabel } from '~/lib/status';
import type { ManifestStatus, StopManifest } from '~/domain/trips';
import { MANIFEST_STATUSES } from '~/domain/trips';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/trips/trips.css';
import { useWords } from '~/components/useWords';

export function ManifestByStop({ manifest }: { manifest: { stops: StopManifest[]; counts: Record<ManifestStatus, number> } }) {
  const total = MANIFEST_STATUSES.reduce((n, s) => n + manifest.counts[s], 0);
  const say = useWords('trips');
  const sayFleet = useWords('fleet');
  return (
    <section className={ui.card} aria-labelledby="manifest-title">
      <h2 id="manifest-title" className={ui.cardTitle}>
        {say('Manifest: {{count}} passengers', { count: total })}
      </h2>
      <ul className={css.counts} aria-label={say('Passengers by status')} data-testid="manifest-counts">
        {MANIFEST_STATUSES.filter((s) => manifest.counts[s] > 0).map((s) => (
          <li key={s}>
            <StatusBadge status={s} label={`${sayFleet(statusLabel(s).label)}: ${manifest.counts[s]}`} />
          </li>
        ))}
      </ul>
      <p className={ui.muted}>{say('Names are masked to protect passengers’ privacy. Passengers’ contacts are never shown.')}</p>
      {total === 0 ? (
        <p>{say('No passenger booked this trip.')}</p>
      ) : (
        <ol className={css.stops}>
          {manifest.stops.map(({ stop, pickups, dropoffs }) => (
            <li key={stop.seq} className={css.stopItem} data-testid="manifest-stop">
              <div className={css.stopHead}>
                <strong>
                  {stop.seq}. <span translate="no">{stop.name}</span>
                </strong>
                <span className={ui.muted}>+{say('{{n}} min', { n: stop.minutes_after })}</span>
              </div>
              {stop.landmark ? (
                <span className={ui.muted} translate="no">
                  {stop.landmark}
                </span>
              ) : null}
              {pickups.length === 0 && dropoffs.length === 0 ? <span className={ui.muted}>{say('No pickup or drop-off.')}</span> : null}
              <PassengerList title={say('Picked up here ({{count}})', { count: pickups.length })} people={pickups} />
              <PassengerList title={say('Dropped off here ({{count}})', { count: dropoffs.length })} people={dropoffs} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function PassengerList({ title, people }: { title: string; people: StopManifest['pickups'] }) {
  const say = useWords('trips');
  if (!people.length) return null;
  return (
    <div>
      <h3 className={css.peopleTitle}>{title}</h3>
      <ul className={css.people}>
        {people.map((p) => (
          <li key={p.id} className={css.person} data-testid="manifest-passenger">
            <span translate="no">{p.passenger}</span>
            <span className={ui.muted}>{p.seat ? say('Seat {{seat}}', { seat: p.seat }) : say('No seat')}</span>
            <StatusBadge status={p.status} />
          </li>
        ))}
      </ul>
    </div>
  );
}
