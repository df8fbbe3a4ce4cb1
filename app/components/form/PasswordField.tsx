/**
 * A password input with a Show/Hide toggle. The toggle needs JavaScript, so it is rendered
 * only after hydration; without it the field simply stays a password field.
 */
import { getInputProps, type FieldMetadata } from '@conform-to/react';
import { useState } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import * as ui from '~/styles/ui.css';
import { FieldError } from './Field';
import * as css from './form.css';

export function PasswordField({ label, meta, autoComplete }: { label: string; meta: FieldMetadata<string>; autoComplete: 'current-password' | 'new-password' }) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const props = getInputProps(meta, { type: visible ? 'text' : 'password' });
  return (
    <div className={ui.field}>
      <label htmlFor={meta.id} className={ui.label}>
        {label}
      </label>
      <div className={css.inputRow}>
        <input {...props} key={props.key} autoComplete={autoComplete} className={`${ui.input} ${hydrated ? css.withToggle : ''}`} />
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
