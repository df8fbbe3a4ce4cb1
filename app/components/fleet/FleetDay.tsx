/**
 * The dashboard's first card (issue 21 §3): which vehicles and drivers cannot work tomorrow and
 * why, each with the link that fixes it, then those at risk in the next 30 days; "All set for
 * tomorrow" when nothing blocks. Rendered on the server; links only where the member may go.
 */
import { Link } from '@remix-run/react';
import { dayFirst, fleetDayHeadline, type FleetLine, type fleetDay } from '~/domain/readiness';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';

function Line({ line, canOpen }: { line: FleetLine; canOpen: (kind: 'vehicle' | 'driver') => boolean }) {
  const fixable = line.reason && canOpen(line.reason.owner);
  return (
    <li className={css.dayLine} data-testid="fleet-day-line" data-kind={line.kind}>
      <strong>{canOpen(line.kind) ? <Link to={line.href}>{line.who}</Link> : line.who}</strong>
      {line.reason ? <span>{line.reason.message}.</span> : null}
      {line.status === 'at_risk' && line.changes_on ? <span className={ui.muted}>Cannot work from {dayFirst(line.changes_on)}.</span> : null}
      {fixable ? <Link to={line.reason!.fix_href}>{line.reason!.fix}</Link> : null}
    </li>
  );
}

export function FleetDay({ day, canOpen }: { day: ReturnType<typeof fleetDay>; canOpen: (kind: 'vehicle' | 'driver') => boolean }) {
  const headline = fleetDayHeadline(day);
  const clear = !day.blocked.length;
  return (
    <section className={clear ? css.dayClear : css.dayBlocked} aria-labelledby="fleet-day-title" data-testid="fleet-day">
      <h2 id="fleet-day-title" className={ui.tightHeading}>
        {headline}
      </h2>
      <p className={ui.muted}>{clear ? `Every vehicle and driver can work on ${dayFirst(day.day)}.` : `Can they work on ${dayFirst(day.day)}? These cannot, and why:`}</p>
      {day.blocked.length ? (
        <ul className={css.dayList} aria-label="Cannot work tomorrow">
          {day.blocked.map((l) => (
            <Line key={`${l.kind}-${l.id}`} line={l} canOpen={canOpen} />
          ))}
        </ul>
      ) : null}
      {day.atRisk.length ? (
        <details open={clear && day.atRisk.length <= 5}>
          <summary>At risk in the next 30 days ({day.atRisk.length})</summary>
          <ul className={css.dayList} aria-label="At risk in the next 30 days">
            {day.atRisk.map((l) => (
              <Line key={`${l.kind}-${l.id}`} line={l} canOpen={canOpen} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
