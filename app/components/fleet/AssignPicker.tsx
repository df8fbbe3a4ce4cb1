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
import type { Readiness } from '~/domain/readiness';
import { formatDate, formatTime } from '~/lib/format';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { FixLink } from '~/components/fleet/FixLink';

/**
 * One choice: its id, its label, why the pair could not work (or null), and whether the API would
 * refuse it (issue 42 §1: a driver whose licence class does not cover the vehicle).
 */
export type AssignChoice = { id: number; label: string; warning: string | null; disabled: boolean };

/** A choice from the API's verdict on the pair (`assignment` of a list asked `for_…`). */
export function assignChoice(id: number, label: string, verdict: { status: string; note: string | null; may_assign: boolean } | undefined): AssignChoice {
  return { id, label, warning: verdict && verdict.status === 'blocked' ? verdict.note : null, disabled: verdict ? !verdict.may_assign : false };
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
  return (
    <>
      {searchable ? (
        <Form method="get" className={css.inlineForm} role="search" aria-label={`Find a free ${noun}`}>
          <input type="hidden" name="tab" value="information" />
          <div className={ui.field}>
            <label htmlFor={`${id}-search`} className={ui.label}>
              {noun === 'vehicle' ? 'Find a vehicle by plate or model' : 'Find a driver by name or phone'}
            </label>
            <input id={`${id}-search`} type="search" name="pick" defaultValue={search} maxLength={60} className={ui.input} />
          </div>
          <button type="submit" className={ui.button.secondary}>
            Search
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
              <option value="">{`Choose a ${noun}`}</option>
              {rows.map((c) => (
                <option key={c.id} value={c.id} disabled={c.disabled}>
                  {c.disabled ? `${c.label} (cannot be assigned: ${c.warning})` : c.warning ? `${c.label} (could not work: ${c.warning})` : c.label}
                </option>
              ))}
            </select>
            {total > rows.length ? (
              <p id={`${id}-count`} className={ui.hint}>
                {`Showing ${rows.length} of ${total} free ${noun}s${search ? ` matching “${search}”` : ''}. Search to find the others.`}
              </p>
            ) : null}
          </div>
          <SubmitButton intent="assign" pendingText="Processing..." full={false}>
            Assign
          </SubmitButton>
          {rows.some((c) => c.warning && !c.disabled) ? (
            <p
              className={ui.muted}
            >{`A ${noun} marked “could not work” may still be assigned (for example while a licence is renewed); the pair then shows as unable to work, with that reason, until it is fixed.`}</p>
          ) : null}
          {rows.some((c) => c.disabled) ? (
            <p className={ui.muted}>{`A ${noun} marked “cannot be assigned” could never work in this pair (a licence class that does not cover the vehicle): the marketplace refuses it.`}</p>
          ) : null}
        </PostForm>
      ) : search ? (
        <p>
          {`No free ${noun} matches “${search}”. `}
          <Link to="?tab=information">Show all free {noun}s</Link>
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
  const span = (list: typeof trips) => {
    const first = formatDate(list[0].starts_at);
    const last = formatDate(list[list.length - 1].starts_at);
    return first === last ? `on ${first}` : `from ${first} to ${last}`;
  };
  const count = (n: number) => `${n} trip${n === 1 ? '' : 's'}`;
  return (
    <section className={`${ui.card} ${ui.stack}`} aria-labelledby="assign-confirm-title" data-testid="assign-confirm">
      <h2 id="assign-confirm-title" className={ui.cardTitle}>
        Assign {driver.name} to {vehicle.plate}?
      </h2>
      <PostForm className={ui.stack}>
        <input type="hidden" name={confirm.field} value={confirm.picked} />
        <input type="hidden" name="confirm" value="1" />
        {follow.map((t) => (
          <input key={t.id} type="hidden" name="ahead" value={t.id} />
        ))}
        {follow.length ? (
          <fieldset className={ui.stack}>
            <legend>{`${count(follow.length)} of ${vehicle.plate} ahead:`}</legend>
            <ul className={css.reasons} data-testid="assign-groups">
              {groupBy(follow, (t) => t.driver.name).map(([name, list]) => (
                <li key={name}>{`${count(list.length)} ${span(list)}, now with ${name}`}</li>
              ))}
            </ul>
            <label className={css.choice}>
              <input type="radio" name="move" value="all" defaultChecked /> {`Move all to ${driver.name}`}
            </label>
            <label className={css.choice}>
              <input type="radio" name="move" value="none" /> Keep all with their drivers
            </label>
            <label className={css.choice}>
              <input type="radio" name="move" value="some" /> Choose trip by trip (below)
            </label>
          </fieldset>
        ) : null}
        {cannot.length ? (
          <div role="status">
            <p>
              <strong>{`${driver.name} cannot drive ${cannot.length === 1 ? 'this trip' : `these ${cannot.length} trips`}, so ${cannot.length === 1 ? 'it keeps its' : 'they keep their'} driver:`}</strong>
            </p>
            <ul className={css.reasons}>
              {groupBy(cannot, (t) => `${t.driver.name}|${t.readiness.reasons.find((r) => r.blocking)?.message ?? ''}`).map(([key, list]) => {
                const reason = list[0].readiness.reasons.find((r) => r.blocking);
                return (
                  <li key={key} data-testid="assign-cannot">
                    {`${count(list.length)} ${span(list)} stay with ${list[0].driver.name}`}: {reason?.message}. {reason ? <FixLink reason={reason} /> : null}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
        <div className={ui.row}>
          <SubmitButton intent="assign" pendingText="Processing..." full={false}>
            Assign {driver.name}
          </SubmitButton>
          <Link to={cancelHref} className={ui.button.secondary}>
            Cancel
          </Link>
        </div>
        {follow.length ? (
          <details data-testid="assign-trip-by-trip">
            <summary>Edit trip by trip</summary>
            <p className={ui.muted}>With “Choose trip by trip”, the trips ticked here keep their driver; the others move.</p>
            <ul className={css.reasons}>
              {follow.map((t) => (
                <li key={t.id} data-testid="assign-follow">
                  <span className={ui.nowrap}>{when(t.starts_at)}</span> {t.route_code} (now {t.driver.name}){' '}
                  <label className={ui.nowrap}>
                    <input type="checkbox" name="keep" value={t.id} /> Keep {t.driver.name}
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
