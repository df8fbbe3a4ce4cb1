/**
 * Fields without Conform, for forms validated on the server alone where every kilobyte counts
 * (/login; ADR 0005). The same markup as Field/PasswordField: label, `aria-invalid`,
 * `aria-describedby` pointing at the first error.
 */
import { useState, type InputHTMLAttributes } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/form/form.css';

type PlainProps = { label: string; name: string; formId: string; errors?: string[] } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

function ErrorLine({ id, errors }: { id: string; errors?: string[] }) {
  return errors?.length ? (
    <p id={id} className={ui.fieldError}>
      {errors[0]}
    </p>
  ) : null;
}

export function PlainField({ label, name, formId, errors, ...rest }: PlainProps) {
  const id = `${formId}-${name}`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <input id={id} name={name} aria-invalid={invalid || undefined} aria-describedby={invalid ? `${id}-error` : undefined} className={ui.input} {...rest} />
      <ErrorLine id={`${id}-error`} errors={errors} />
    </div>
  );
}

/** A password field whose Show/Hide toggle appears only with JavaScript. */
export function PlainPasswordField({ label, name, formId, errors, ...rest }: PlainProps) {
  const hydrated = useHydrated();
  const [visible, setVisible] = useState(false);
  const id = `${formId}-${name}`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <div className={css.inputRow}>
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          className={`${ui.input} ${hydrated ? css.withToggle : ''}`}
          {...rest}
        />
        {hydrated ? (
          <button type="button" className={css.toggle} aria-controls={id} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
            {visible ? 'Hide' : 'Show'}
            <span className={ui.visuallyHidden}> password</span>
          </button>
        ) : null}
      </div>
      <ErrorLine id={`${id}-error`} errors={errors} />
    </div>
  );
}
