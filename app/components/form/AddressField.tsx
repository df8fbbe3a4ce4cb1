/**
 * An address input with suggestions (spec section 5): after at least 3 characters and 500 ms
 * without typing, suggestions are fetched through a resource route and offered in a listbox,
 * following the ARIA combobox pattern (arrows, Enter, Escape): app/enhance/address.ts, on the
 * hidden listbox and status line rendered here. Without JavaScript it is a plain text field.
 * Its autofill token is `address-line1`: HTML allows `street-address` only on a textarea, and a
 * combobox is an input (issue 54 §9).
 */
import { useWords } from '~/components/useWords';
import { inputProps, type FieldMeta } from '~/components/form/useAppForm';
import * as ui from '~/styles/ui.css';
import { FieldError, FieldLabel } from '~/components/form/Field';
import * as css from '~/components/form/AddressField.css';

export function AddressField({ label, meta, hint }: { label: string; meta: FieldMeta; hint?: string }) {
  const listId = `${meta.id}-suggestions`;
  const say = useWords('messages');
  const props = inputProps(meta, { type: 'text', describedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <div className={ui.field}>
      <FieldLabel id={meta.id} label={label} hint={hint} />
      <div className={css.wrap}>
        <input {...props} autoComplete="address-line1" className={ui.input} data-vp-suggest={listId} />
        <ul id={listId} role="listbox" aria-label={say('Address suggestions')} className={css.list} data-vp-option-class={css.option} hidden />
      </div>
      <p id={`${listId}-status`} className={ui.muted} role="status" hidden>
        {say('Suggestions are unavailable right now; type the full address.')}
      </p>
      <FieldError meta={meta} />
    </div>
  );
}
