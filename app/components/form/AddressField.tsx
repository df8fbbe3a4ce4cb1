/**
 * An address input with suggestions (spec section 5): after at least 3 characters and 500 ms
 * without typing, suggestions are fetched through a resource route and offered in a listbox,
 * following the ARIA combobox pattern (arrows, Enter, Escape). Without JavaScript it is a plain
 * text field.
 */
import { inputProps, type FieldMeta } from '~/components/form/useAppForm';
import { useFetcher } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { ADDRESS_SUGGEST_DEBOUNCE_MS, ADDRESS_SUGGEST_MIN_CHARS } from '~/domain/constants';
import * as ui from '~/styles/ui.css';
import { FieldError, FieldLabel } from '~/components/form/Field';
import * as css from '~/components/form/AddressField.css';

type Suggestion = { id: number; description: string };

export function AddressField({ label, meta, hint }: { label: string; meta: FieldMeta; hint?: string }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<{ suggestions: Suggestion[]; unavailable?: boolean }>();
  const [value, setValue] = useState(typeof meta.initialValue === 'string' ? meta.initialValue : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<number | undefined>(undefined);
  const listId = `${meta.id}-suggestions`;
  const suggestions = value.trim().length >= ADDRESS_SUGGEST_MIN_CHARS ? (fetcher.data?.suggestions ?? []) : [];
  const expanded = open && suggestions.length > 0;

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onInput = (next: string) => {
    setValue(next);
    setActive(-1);
    setOpen(true);
    window.clearTimeout(timer.current);
    if (next.trim().length >= ADDRESS_SUGGEST_MIN_CHARS) {
      timer.current = window.setTimeout(() => fetcher.load(`/resources/address-suggestions?q=${encodeURIComponent(next.trim())}`), ADDRESS_SUGGEST_DEBOUNCE_MS);
    }
  };
  const choose = (s: Suggestion) => {
    setValue(s.description);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' && suggestions.length) {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp' && suggestions.length) {
      e.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      choose(suggestions[active]);
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const props = inputProps(meta, { type: 'text', describedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <div className={ui.field}>
      <FieldLabel id={meta.id} label={label} hint={hint} />
      <div className={css.wrap}>
        {hydrated ? (
          <input
            {...props}
            key={meta.key}
            defaultValue={undefined}
            value={value}
            onChange={(e) => onInput(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => window.setTimeout(() => setOpen(false), 150)}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            className={ui.input}
          />
        ) : (
          <input {...props} key={meta.key} autoComplete="street-address" className={ui.input} />
        )}
        {hydrated ? (
          <ul id={listId} role="listbox" aria-label="Address suggestions" className={css.list} hidden={!expanded}>
            {suggestions.map((s, i) => (
              <li
                key={s.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={css.option}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(s);
                }}
              >
                {s.description}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {hydrated && open && fetcher.data?.unavailable && value.trim().length >= ADDRESS_SUGGEST_MIN_CHARS ? (
        <p className={ui.muted} role="status">
          Suggestions are unavailable right now; type the full address.
        </p>
      ) : null}
      <FieldError meta={meta} />
    </div>
  );
}
