/**
 * The dashboard's first card (issues 21 §3, 32 §1 and §4): for the day chosen (Today, Tomorrow),
 * which vehicles cannot work and why — each vehicle with its driver of the day once, then drivers
 * without such a vehicle — at most FLEET_DAY_SHOWN of them and "and N more" linking to the list
 * filtered to that day and verdict; then those at risk, each reason naming whose document and the
 * day it blocks. A fleet with nothing to work says what to add first, never "All set". Rendered on
 * the server from the one projection; links only where the member may go.
 */
import { Link } from '~/components/Link';
import { dayFirst } from '~/domain/readiness';
import { DAY_CHOICES, FLEET_DAY_SHOWN, type DayChoice, type FleetDayAnswer, type FleetLine } from '~/domain/fleet-day';
import { useReasonWords } from '~/components/fleet/useReasonWords';
import type { Say } from '~/components/useWords';
import { Words } from '~/components/Words';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { FixLink } from '~/components/fleet/FixLink';
import { isAskableReason } from '~/domain/document-requests';

function Line({ line, canOpen }: { line: FleetLine; canOpen: (kind: 'vehicle' | 'driver') => boolean }) {
  const [first, ...more] = line.status === 'blocked' ? line.reasons.filter((r) => r.blocking) : line.reasons;
  const fixable = first && canOpen(first.owner);
  const words = useReasonWords();
  const say = words.say;
  return (
    <li className={css.dayLine} data-testid="fleet-day-line" data-kind={line.kind}>
      {/* Names and plates are not words to translate (a translator, or a browser's, leaves them). */}
      <strong translate="no">{canOpen(line.kind) ? <Link to={line.href}>{line.who}</Link> : line.who}</strong>
      {first ? (
        <>
          {': '}
          {/* Whose reason it is when not the line's own record: 'Kunle Salami: Driver's licence expired on …'. */}
          <Words text={first.owner === line.kind ? words.message(first) : `${first.about}: ${words.message(first)}`} />
          {more.length ? ` ${say('(and {{count}} more reasons)', { count: more.length })}` : ''}.{' '}
        </>
      ) : null}
      {line.status === 'at_risk' && line.changes_on ? (
        <span className={ui.muted}>
          <Words text={say('Cannot work from {{date}}.', { date: dayFirst(line.changes_on) })} />{' '}
        </span>
      ) : null}
      {fixable ? <FixLink reason={first} /> : null}
      {first && line.sender && first.document && isAskableReason(first.code) && canOpen('driver') ? (
        <>
          {' '}
          <Link to={`/drivers/${line.sender.id}/ask?doc=${first.owner}.${first.document}`} data-testid="ask-driver">
            {say('Ask {{name}} to send it', { name: line.sender.firstName })}
          </Link>
        </>
      ) : null}
    </li>
  );
}

/** The list pages filtered to this day and verdict, for "and N more". */
const listHrefFor = (kind: 'vehicle' | 'driver', choice: DayChoice, status: 'blocked' | 'at_risk') => `/${kind}s?status=${status}${choice === 'today' ? '' : `&day=${choice}`}`;

/**
 * The card's headline in the reader's words, the one place it is worded: 'Tomorrow: 3
 * vehicles and 3 drivers cannot work', 'All set for tomorrow', or what to add to an empty fleet.
 */
export function headlineWords(day: Pick<FleetDayAnswer, 'blockedVehicles' | 'blockedDrivers' | 'empty' | 'day'>, choice: DayChoice, say: Say): string {
  if (day.empty === 'vehicles') return say('No vehicle yet: add your first vehicle');
  if (day.empty === 'drivers') return say('No driver yet: add your first driver');
  const { blockedVehicles: v, blockedDrivers: d } = day;
  if (!v && !d) return choice === 'today' ? say('All set for today') : choice === 'tomorrow' ? say('All set for tomorrow') : say('All set for {{date}}', { date: dayFirst(day.day) });
  const when = choice === 'today' ? say('Today') : choice === 'tomorrow' ? say('Tomorrow') : dayFirst(day.day);
  return say('{{when}}: {{vehicles}} and {{drivers}} cannot work', { when, vehicles: say('{{count}} vehicles', { count: v }), drivers: say('{{count}} drivers', { count: d }) });
}

export function FleetDay({ day, choice, canOpen }: { day: FleetDayAnswer; choice: DayChoice; canOpen: (kind: 'vehicle' | 'driver') => boolean }) {
  const { say } = useReasonWords();
  const headline = headlineWords(day, choice, say);
  const clear = !day.blocked.length && !day.empty;
  const shown = day.blocked.slice(0, FLEET_DAY_SHOWN);
  const hidden = day.blocked.slice(FLEET_DAY_SHOWN);
  const hiddenKinds = [...new Set(hidden.map((l) => l.kind))];
  return (
    <section className={clear ? css.dayClear : css.dayBlocked} aria-labelledby="fleet-day-title" data-testid="fleet-day" data-day={day.day}>
      <nav aria-label={say('Day')} className={css.dayChoice}>
        {DAY_CHOICES.map((c) => (
          <Link
            key={c.value}
            to={c.value === 'today' ? '/dashboard' : `/dashboard?day=${c.value}`}
            aria-current={c.value === choice ? 'page' : undefined}
            className={c.value === choice ? css.dayChosen : undefined}
          >
            {say(c.label)}
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
              {say('Nothing can work until a vehicle is added.')} {canOpen('vehicle') ? <Link to="/vehicles/add-vehicle">{say('Add a vehicle')}</Link> : say('Ask the owner to add one.')}
            </>
          ) : (
            <>
              {say('Vehicles need a driver to work.')} {canOpen('driver') ? <Link to="/drivers/add-driver">{say('Add a driver')}</Link> : say('Ask the owner to add one.')}
            </>
          )}
        </p>
      ) : (
        <p className={ui.muted}>
          <Words text={clear ? say('Every vehicle and driver can work on {{date}}.', { date: dayFirst(day.day) }) : say('On {{date}}, these cannot:', { date: dayFirst(day.day) })} />
        </p>
      )}
      {shown.length ? (
        <ul
          className={css.dayList}
          aria-label={choice === 'today' ? say('Cannot work today') : choice === 'tomorrow' ? say('Cannot work tomorrow') : say('Cannot work on {{date}}', { date: dayFirst(day.day) })}
        >
          {shown.map((l) => (
            <Line key={`${l.kind}-${l.id}`} line={l} canOpen={canOpen} />
          ))}
        </ul>
      ) : null}
      {hidden.length ? (
        <p data-testid="fleet-day-more">
          {say('and {{count}} more:', { count: hidden.length })}{' '}
          {hiddenKinds.map((kind, i) => (
            <span key={kind}>
              {i ? ' · ' : ''}
              <Link to={listHrefFor(kind, choice, 'blocked')}>{kind === 'vehicle' ? say('vehicles that cannot work') : say('drivers that cannot work')}</Link>
            </span>
          ))}
        </p>
      ) : null}
      {day.atRisk.length ? (
        <details>
          <summary>{say('At risk in the next 30 days ({{count}})', { count: day.atRisk.length })}</summary>
          <ul className={css.dayList} aria-label={say('At risk in the next 30 days')}>
            {day.atRisk.map((l) => (
              <Line key={`${l.kind}-${l.id}`} line={l} canOpen={canOpen} />
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
