/**
 * A password input with a Show/Hide toggle. The toggle needs JavaScript, so it is rendered
 * only after hydration; without it the field simply stays a password field.
 */
import { inputProps, type FieldMeta } from '~/components/form/useAppForm';
import { useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import * as ui from '~/styles/ui.css';
import { FieldError } from '~/components/form/Field';
import * as css from '~/components/form/form.css';

export function PasswordField({ label, meta, autoComplete }: { label: string; meta: FieldMeta; autoComplete: 'current-password' | 'new-password' }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const props = inputProps(meta, { type: visible ? 'text' : 'password' });
  return (
    <div className={ui.field}>
      <label htmlFor={meta.id} className={ui.label}>
        {label}
      </label>
      <div className={css.inputRow}>
        <input {...props} key={meta.key} autoComplete={autoComplete} className={`${ui.input} ${hydrated ? css.withToggle : ''}`} />
        {hydrated ? (
          <button type="button" className={css.toggle} aria-controls={meta.id} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
            {visible ? 'Hide' : 'Show'}
            <span className={ui.visuallyHidden}> password</span>
          </button>
        ) : null}
      </div>
      <FieldError meta={meta} />
    </div>
  );
}
