/**
 * A list's filters as a GET form (issues 10–12): the URL carries them, so a filtered list can
 * be shared, reloaded and used without JavaScript. With JavaScript, selects apply on change (the
 * page's small inline AUTOSUBMIT script, no React: lists ship no scripts, ADR 0019) and the
 * Apply button stays for the search box. "Clear" goes back to the unfiltered list.
 */
import { Form } from '@remix-run/react';
import { Link } from '~/components/Link';
import type { ReactNode } from 'react';
import { ErrorLine } from '~/components/form/Field';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/list/list.css';
import { useWords } from '~/components/useWords';

/** A select filter; `error` shows under it (a value that is not one of its options) and marks it invalid; `names`: its options are names (cities), not words to translate. */
export type SelectFilter = { name: string; label: string; value?: string; options: { value: string; label: string }[]; all: string; error?: string; names?: boolean };

export function FilterBar({
  path,
  search,
  selects = [],
  dates = [],
  filtered,
  children,
}: {
  path: string;
  search?: { label: string; value?: string; placeholder?: string };
  selects?: SelectFilter[];
  /** Date inputs; `error` shows under the field (a bad range) and marks it invalid. */
  dates?: { name: string; label: string; value?: string; error?: string }[];
  filtered: boolean;
  children?: ReactNode;
}) {
  const say = useWords('lists');
  return (
    <Form method="get" action={path} className={css.filters} role="search" aria-label={say('Filter the list')}>
      {search ? (
        <div className={`${ui.field} ${css.searchField}`}>
          <label htmlFor="filter-search" className={ui.label}>
            {search.label}
          </label>
          <input id="filter-search" type="search" name="search" defaultValue={search.value ?? ''} placeholder={search.placeholder} className={ui.input} maxLength={60} />
        </div>
      ) : null}
      {selects.map((s) => (
        <div key={s.name} className={ui.field}>
          <label htmlFor={`filter-${s.name}`} className={ui.label}>
            {s.label}
          </label>
          <select
            id={`filter-${s.name}`}
            name={s.name}
            defaultValue={s.value ?? ''}
            className={ui.input}
            data-vp-autosubmit=""
            aria-invalid={s.error ? true : undefined}
            aria-describedby={s.error ? `filter-${s.name}-error` : undefined}
          >
            <option value="">{s.all}</option>
            {s.options.map((o) => (
              <option key={o.value} value={o.value} translate={s.names ? 'no' : undefined}>
                {o.label}
              </option>
            ))}
          </select>
          {s.error ? <ErrorLine id={`filter-${s.name}-error`} error={s.error} /> : null}
        </div>
      ))}
      {dates.map((d) => (
        <div key={d.name} className={ui.field}>
          <label htmlFor={`filter-${d.name}`} className={ui.label}>
            {d.label}
          </label>
          <input
            id={`filter-${d.name}`}
            type="date"
            name={d.name}
            defaultValue={d.value ?? ''}
            className={ui.input}
            aria-invalid={d.error ? true : undefined}
            aria-describedby={d.error ? `filter-${d.name}-error` : undefined}
          />
          {d.error ? <ErrorLine id={`filter-${d.name}-error`} error={d.error} /> : null}
        </div>
      ))}
      {children}
      <div className={css.filterActions}>
        <button type="submit" className={ui.button.secondary}>
          {say('Apply')}
        </button>
        {filtered ? (
          <Link to={path} className={ui.button.ghost}>
            {say('Clear')}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
