/**
 * The assignment picker of a driver's and a vehicle's page (issues 10, 21 §2, 22 §5): the free
 * vehicles (or drivers) in a select, each marked "could not work" with the reason when the pair
 * would be blocked. It lists at most PICKER_SIZE at once; when there are more, a GET search
 * (works without JavaScript, kept in the URL as `pick`) finds the others, and the page says how
 * many it shows of how many, so no choice is silently left out.
 */
import { PostForm } from '~/components/form/PostForm';
import type { ReactNode } from 'react';
import { Form } from '@remix-run/react';
import { Link } from '~/components/Link';
import { SubmitButton } from '~/components/form/SubmitButton';
import type { Readiness, Sentence } from '~/domain/readiness';
import { formatDate, formatTime } from '~/lib/format';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { FixLink } from '~/components/fleet/FixLink';
import { useReasonWords } from '~/components/fleet/useReasonWords';

/**
 * One choice: its id, its label, why the pair could not work (or null), and whether the API would
 * refuse it (issue 42 §1: a driver whose licence class does not cover the vehicle).
 */
export type AssignChoice = { id: number; label: string; warning: string | null; disabled: boolean; words?: Sentence[] };

/** A choice from the API's verdict on the pair (`assignment` of a list asked `for_…`); `words`: the warning's sentences (issue 51 §1). */
export function assignChoice(id: number, label: string, verdict: { status: string; note: string | null; may_assign: boolean; words?: Sentence[] } | undefined): AssignChoice {
  const blocked = verdict?.status === 'blocked';
  return { id, label, warning: blocked ? verdict.note : null, disabled: verdict ? !verdict.may_assign : false, ...(blocked && verdict.words?.length ? { words: verdict.words } : {}) };
}

/** The free records matching the search, at most PICKER_SIZE of `total`. */
export type AssignChoices = { rows: AssignChoice[]; total: number; search: string };

type Props = {
  /** 'vehicle' or 'driver': what is picked. */
  noun: 'vehicle' | 'driver';
  /** The select's label, e.g. 'Assign a vehicle without a driver'. */
  label: string;
  /** The posted field: vehicle_id or driver_id. */
  name: 'vehicle_id' | 'driver_id';
  choices: AssignChoices;
  /** The server's error for the field, if the last assignment was refused. */
  error?: string;
  /** What to say when nothing is free (and no search is active). */
  empty: ReactNode;
};

export function AssignPicker({ noun, label, name, choices, error, empty }: Props) {
  const { rows, total, search } = choices;
  const id = `assign-${noun}`;
  const searchable = total > rows.length || search !== '';
  const { say, sentence: said } = useReasonWords();
  const vehicle = noun === 'vehicle';
  return (
    <>
      {searchable ? (
        <Form method="get" className={css.inlineForm} role="search" aria-label={vehicle ? say('Find a free vehicle') : say('Find a free driver')}>
          <input type="hidden" name="tab" value="information" />
          <div className={ui.field}>
            <label htmlFor={`${id}-search`} className={ui.label}>
              {vehicle ? say('Find a vehicle by plate or model') : say('Find a driver by name or phone')}
            </label>
            <input id={`${id}-search`} type="search" name="pick" defaultValue={search} maxLength={60} className={ui.input} />
          </div>
          <button type="submit" className={ui.button.secondary}>
            {say('Search')}
          </button>
        </Form>
      ) : null}
      {rows.length ? (
        <PostForm className={css.inlineForm}>
          <div className={ui.field}>
            <label htmlFor={id} className={ui.label}>
              {label}
            </label>
            <select id={id} name={name} className={ui.input} required aria-invalid={error ? true : undefined} aria-describedby={total > rows.length ? `${id}-count` : undefined}>
              <option value="">{vehicle ? say('Choose a vehicle') : say('Choose a driver')}</option>
              {rows.map((c) => {
                // The API's reasons in the reader's words (issue 51 §1), its English only from an API that sends none.
                const reason = c.words ? c.words.map(said).join('; ') : (c.warning ?? '');
                return (
                  // A name alone is a name, not words to translate (a browser's translator leaves it).
                  <option key={c.id} value={c.id} disabled={c.disabled} translate={c.disabled || c.warning ? undefined : 'no'}>
                    {c.disabled
                      ? say('{{name}} (cannot be assigned: {{reason}})', { name: c.label, reason })
                      : c.warning
                        ? say('{{name}} (could not work: {{reason}})', { name: c.label, reason })
                        : c.label}
                  </option>
                );
              })}
            </select>
            {total > rows.length ? (
              <p id={`${id}-count`} className={ui.hint}>
                {search
                  ? say(
                      vehicle
                        ? 'Showing {{shown}} of {{total}} free vehicles matching “{{search}}”. Search to find the others.'
                        : 'Showing {{shown}} of {{total}} free drivers matching “{{search}}”. Search to find the others.',
                      {
                        shown: rows.length,
                        total,
                        search,
                      },
                    )
                  : say(vehicle ? 'Showing {{shown}} of {{total}} free vehicles. Search to find the others.' : 'Showing {{shown}} of {{total}} free drivers. Search to find the others.', {
                      shown: rows.length,
                      total,
                    })}
              </p>
            ) : null}
          </div>
          <SubmitButton intent="assign" pendingText={say('Processing...')} full={false}>
            {say('Assign')}
          </SubmitButton>
          {rows.some((c) => c.warning && !c.disabled) ? (
            <p className={ui.muted}>
              {say(
                vehicle
                  ? 'A vehicle marked “could not work” may still be assigned (for example while a licence is renewed); the pair then shows as unable to work, with that reason, until it is fixed.'
                  : 'A driver marked “could not work” may still be assigned (for example while a licence is renewed); the pair then shows as unable to work, with that reason, until it is fixed.',
              )}
            </p>
          ) : null}
          {rows.some((c) => c.disabled) ? (
            <p className={ui.muted}>
              {say(
                vehicle
                  ? 'A vehicle marked “cannot be assigned” could never work in this pair (a licence class that does not cover the vehicle): the marketplace refuses it.'
                  : 'A driver marked “cannot be assigned” could never work in this pair (a licence class that does not cover the vehicle): the marketplace refuses it.',
              )}
            </p>
          ) : null}
        </PostForm>
      ) : search ? (
        <p>
          {`${say(vehicle ? 'No free vehicle matches “{{search}}”.' : 'No free driver matches “{{search}}”.', { search })} `}
          <Link to="?tab=information">{vehicle ? say('Show all free vehicles') : say('Show all free drivers')}</Link>
        </p>
      ) : (
        empty
      )}
    </>
  );
}

/** The confirmation an assignment with trips ahead asks for (issue 32 §2), from the action's reply. */
export type AssignConfirmation = {
  field: 'driver_id' | 'vehicle_id';
  picked: number;
  vehicle: { id: number; plate: string };
  driver: { id: number; name: string };
  trips: { id: number; starts_at: string; route_code: string; driver: { id: number; name: string }; readiness: Readiness }[];
};

/**
 * The confirmation of an assignment with trips ahead (issues 32 §2, 42 §3), short enough that its
 * button is on a phone's first screen: the trips grouped by who drives them now and by day ("99
 * trips from 26-11-2026 to 05-12-2026, now with Segun Okonkwo"), one choice — move them all, keep
 * them all, or choose trip by trip in a disclosure — and the trips the new pair may not work on
 * their day, grouped by reason (they keep their driver). A plain form: it works without JavaScript.
 */
export function AssignConfirm({ confirm, cancelHref }: { confirm: AssignConfirmation; cancelHref: string }) {
  const { vehicle, driver, trips } = confirm;
  const follow = trips.filter((t) => t.readiness.status !== 'blocked');
  const cannot = trips.filter((t) => t.readiness.status === 'blocked');
  const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;
  const words = useReasonWords();
  const say = words.say;
  /** '3 trips from 26-11-2026 to 05-12-2026' or '1 trip on 26-11-2026', in the reader's words. */
  const trips_ = (list: typeof trips) => {
    const first = formatDate(list[0].starts_at);
    const last = formatDate(list[list.length - 1].starts_at);
    return first === last ? say('{{count}} trips on {{date}}', { count: list.length, date: first }) : say('{{count}} trips from {{from}} to {{to}}', { count: list.length, from: first, to: last });
  };
  return (
    <section className={`${ui.card} ${ui.stack}`} aria-labelledby="assign-confirm-title" data-testid="assign-confirm">
      <h2 id="assign-confirm-title" className={ui.cardTitle}>
        {say('Assign {{driver}} to {{plate}}?', { driver: driver.name, plate: vehicle.plate })}
      </h2>
      <PostForm className={ui.stack}>
        <input type="hidden" name={confirm.field} value={confirm.picked} />
        <input type="hidden" name="confirm" value="1" />
        {follow.map((t) => (
          <input key={t.id} type="hidden" name="ahead" value={t.id} />
        ))}
        {follow.length ? (
          <fieldset className={ui.stack}>
            <legend>{say('{{count}} trips of {{plate}} ahead:', { count: follow.length, plate: vehicle.plate })}</legend>
            <ul className={css.reasons} data-testid="assign-groups">
              {groupBy(follow, (t) => t.driver.name).map(([name, list]) => (
                <li key={name}>{say('{{trips}}, now with {{name}}', { trips: trips_(list), name })}</li>
              ))}
            </ul>
            <label className={css.choice}>
              <input type="radio" name="move" value="all" defaultChecked /> {say('Move all to {{name}}', { name: driver.name })}
            </label>
            <label className={css.choice}>
              <input type="radio" name="move" value="none" /> {say('Keep all with their drivers')}
            </label>
            <label className={css.choice}>
              <input type="radio" name="move" value="some" /> {say('Choose trip by trip (below)')}
            </label>
          </fieldset>
        ) : null}
        {cannot.length ? (
          <div role="status">
            <p>
              <strong>{say('{{name}} cannot drive these {{count}} trips, so they keep their driver:', { name: driver.name, count: cannot.length })}</strong>
            </p>
            <ul className={css.reasons}>
              {groupBy(cannot, (t) => `${t.driver.name}|${t.readiness.reasons.find((r) => r.blocking)?.message ?? ''}`).map(([key, list]) => {
                const reason = list[0].readiness.reasons.find((r) => r.blocking);
                return (
                  <li key={key} data-testid="assign-cannot">
                    {say('{{trips}} stay with {{name}}', { trips: trips_(list), name: list[0].driver.name })}: {reason ? words.message(reason) : ''}. {reason ? <FixLink reason={reason} /> : null}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        <div className={ui.row}>
          <SubmitButton intent="assign" pendingText={say('Processing...')} full={false}>
            {say('Assign {{name}}', { name: driver.name })}
          </SubmitButton>
          <Link to={cancelHref} className={ui.button.secondary}>
            {say('Cancel')}
          </Link>
        </div>
        {follow.length ? (
          <details data-testid="assign-trip-by-trip">
            <summary>{say('Edit trip by trip')}</summary>
            <p className={ui.muted}>{say('With “Choose trip by trip”, the trips ticked here keep their driver; the others move.')}</p>
            <ul className={css.reasons}>
              {follow.map((t) => (
                <li key={t.id} data-testid="assign-follow">
                  <span className={ui.nowrap}>{when(t.starts_at)}</span> {t.route_code} ({say('now {{name}}', { name: t.driver.name })}){' '}
                  <label className={ui.nowrap}>
                    <input type="checkbox" name="keep" value={t.id} /> {say('Keep {{name}}', { name: t.driver.name })}
                  </label>
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </PostForm>
    </section>
  );
}

/** `list` grouped by `key`, in the order each key first appears (trips stay soonest first). */
function groupBy<T>(list: readonly T[], key: (x: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const x of list) {
    const k = key(x);
    const g = groups.get(k);
    if (g) g.push(x);
    else groups.set(k, [x]);
  }
  return [...groups];
}
