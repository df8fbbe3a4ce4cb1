/** A trip's heading (issue 11): its route's code, pickup → destination, and its status in words. */
import { TripStatus } from '~/components/fleet/Readiness';
import type { Readiness } from '~/domain/readiness';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';

export function TripHeading({ trip }: { trip: { status: string; readiness?: Readiness | null; route: { code: string; pickup: string; destination: string } } }) {
  return (
    <div className={css.sectionHead}>
      <h2 id="trip-title" className={ui.flushHeading} translate="no">
        {trip.route.code} <span className={ui.muted}>· {`${trip.route.pickup} → ${trip.route.destination}`}</span>
      </h2>
      <TripStatus trip={trip} />
    </div>
  );
}
