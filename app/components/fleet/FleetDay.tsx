/**
 * The dashboard's first card (issues 21 §3, 32 §1 and §4): for the day chosen (Today, Tomorrow),
 * which vehicles cannot work and why — each vehicle with its driver of the day once, then drivers
 * without such a vehicle — at most FLEET_DAY_SHOWN of them and "and N more" linking to the list
 * filtered to that day and verdict; then those at risk, each reason naming whose document and the
 * day it blocks. A fleet with nothing to work says what to add first, never "All set". Rendered on
 * the server from the one projection; links only where the member may go.
 */
import { Link } from '~/components/Link';
import { DAY_CHOICES, dayChoiceLabel, dayFirst, fleetDayHeadline, FLEET_DAY_SHOWN, reasonText, type DayChoice, type FleetDayAnswer, type FleetLine } from '~/domain/readiness';
import { Words } from '~/components/Words';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { FixLink } from '~/components/fleet/FixLink';
import { isAskableReason } from '~/domain/document-requests';

function Line({ line, canOpen }: { line: FleetLine; canOpen: (kind: 'vehicle' | 'driver') => boolean }) {
  const [first, ...more] = line.status === 'blocked' ? line.reasons.filter((r) => r.blocking) : line.reasons;
  const fixable = first && canOpen(first.owner);
  return (
    <li className={css.dayLine} data-testid="fleet-day-line" data-kind={line.kind}>
      <strong>{canOpen(line.kind) ? <Link to={line.href}>{line.who}</Link> : line.who}</strong>
      {first ? (
        <>
          {': '}
          <Words text={reasonText(line, first)} />
          {more.length ? ` (and ${more.length} more reason${more.length === 1 ? '' : 's'})` : ''}.{' '}
        </>
      ) : null}
      {line.status === 'at_risk' && line.changes_on ? (
        <span className={ui.muted}>
          Cannot work from <span className={ui.nowrap}>{dayFirst(line.changes_on)}</span>.{' '}
        </span>
      ) : null}
      {fixable ? <FixLink reason={first} /> : null}
      {first && line.sender && first.document && isAskableReason(first.code) && canOpen('driver') ? (
        <>
          {' '}
          <Link to={`/drivers/${line.sender.id}/ask?doc=${first.owner}.${first.document}`} data-testid="ask-driver">
            {`Ask ${line.sender.firstName} to send it`}
          </Link>
        </>
      ) : null}
    </li>
  );
}

/** The list pages filtered to this day and verdict, for "and N more". */
const listHrefFor = (kind: 'vehicle' | 'driver', choice: DayChoice, status: 'blocked' | 'at_risk') => `/${kind}s?status=${status}${choice === 'today' ? '' : `&day=${choice}`}`;

export function FleetDay({ day, choice, canOpen }: { day: FleetDayAnswer; choice: DayChoice; canOpen: (kind: 'vehicle' | 'driver') => boolean }) {
  const when = dayChoiceLabel(choice, day.day);
  const headline = fleetDayHeadline(day, when);
  const clear = !day.blocked.length && !day.empty;
  const shown = day.blocked.slice(0, FLEET_DAY_SHOWN);
  const hidden = day.blocked.slice(FLEET_DAY_SHOWN);
  const hiddenKinds = [...new Set(hidden.map((l) => l.kind))];
  return (
    <section className={clear ? css.dayClear : css.dayBlocked} aria-labelledby="fleet-day-title" data-testid="fleet-day" data-day={day.day}>
      <nav aria-label="Day" className={css.dayChoice}>
        {DAY_CHOICES.map((c) => (
          <Link
            key={c.value}
            to={c.value === 'today' ? '/dashboard' : `/dashboard?day=${c.value}`}
            aria-current={c.value === choice ? 'page' : undefined}
            className={c.value === choice ? css.dayChosen : undefined}
          >
            {c.label}
          </Link>
        ))}
      </nav>
      <h2 id="fleet-day-title" className={css.dayHeadline}>
        {headline}
      </h2>
      {day.empty ? (
        <p>
          {day.empty === 'vehicles' ? (
            <>
              Nothing can work until a vehicle is added. <Link to="/vehicles/add-vehicle">Add a vehicle</Link>
            </>
          ) : (
            <>
              Vehicles need a driver to work. <Link to="/drivers/add-driver">Add a driver</Link>
            </>
          )}
        </p>
      ) : (
        <p className={ui.muted}>{clear ? `Every vehicle and driver can work on ${dayFirst(day.day)}.` : `On ${dayFirst(day.day)}, these cannot:`}</p>
      )}
      {shown.length ? (
        <ul className={css.dayList} aria-label={`Cannot work ${when.toLowerCase()}`}>
          {shown.map((l) => (
            <Line key={`${l.kind}-${l.id}`} line={l} canOpen={canOpen} />
          ))}
        </ul>
      ) : null}
      {hidden.length ? (
        <p data-testid="fleet-day-more">
          and {hidden.length} more:{' '}
          {hiddenKinds.map((kind, i) => (
            <span key={kind}>
              {i ? ' · ' : ''}
              <Link to={listHrefFor(kind, choice, 'blocked')}>{kind === 'vehicle' ? 'vehicles' : 'drivers'} that cannot work</Link>
            </span>
          ))}
        </p>
      ) : null}
      {day.atRisk.length ? (
        <details>
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
