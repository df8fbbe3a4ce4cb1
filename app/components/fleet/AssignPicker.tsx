/**
 * The assignment picker of a driver's and a vehicle's page (issues 10, 21 §2, 22 §5): the free
 * vehicles (or drivers) in a select, each marked "could not work" with the reason when the pair
 * would be blocked. It lists at most PICKER_SIZE at once; when there are more, a GET search
 * (works without JavaScript, kept in the URL as `pick`) finds the others, and the page says how
 * many it shows of how many, so no choice is silently left out.
 */
import type { ReactNode } from 'react';
import { Form, Link } from '@remix-run/react';
import { SubmitButton } from '~/components/form/SubmitButton';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';

/** One choice: its id, its label, and why the pair could not work (or null). */
export type AssignChoice = { id: number; label: string; warning: string | null };

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
        <Form method="post" className={css.inlineForm}>
          <div className={ui.field}>
            <label htmlFor={id} className={ui.label}>
              {label}
            </label>
            <select id={id} name={name} className={ui.input} required aria-invalid={error ? true : undefined} aria-describedby={total > rows.length ? `${id}-count` : undefined}>
              <option value="">{`Choose a ${noun}`}</option>
              {rows.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.warning ? `${c.label} (could not work: ${c.warning})` : c.label}
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
          {rows.some((c) => c.warning) ? (
            <p className={ui.muted}>{`A ${noun} marked “could not work” may still be assigned (for example while a licence is upgraded); the pair then shows as unable to work until it is fixed.`}</p>
          ) : null}
        </Form>
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
