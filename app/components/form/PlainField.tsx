/**
 * Fields without Conform, for forms validated on the server alone where every kilobyte counts
 * (/login; ADR 0005). The same markup as Field/PasswordField: label, `aria-invalid`,
 * `aria-describedby` pointing at the first error.
 */
import type { InputHTMLAttributes, ReactNode } from 'react';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/form/form.css';
import { ErrorLine } from '~/components/form/Field';
import { useT } from '~/components/useWords';

type PlainProps = { label: string; name: string; formId: string; errors?: string[] } & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'>;

/** The field's error line, always rendered (hidden while empty) as the slot of the page's checks. */
function PlainError({ id, name, errors }: { id: string; name: string; errors?: string[] }) {
  return <ErrorLine id={id} name={name} error={errors?.[0]} />;
}

/** The label, the input (`input` given its id and ARIA state) and the error line, as every field has them. */
function PlainFrame({ label, name, formId, errors, input }: Omit<PlainProps, 'type'> & { input: (id: string, aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const id = `${formId}-${name}`;
  const invalid = Boolean(errors?.length);
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      {input(id, { 'aria-invalid': invalid || undefined, 'aria-describedby': invalid ? `${id}-error` : undefined })}
      <PlainError id={`${id}-error`} name={name} errors={errors} />
    </div>
  );
}

export function PlainField({ label, name, formId, errors, ...rest }: PlainProps) {
  return <PlainFrame label={label} name={name} formId={formId} errors={errors} input={(id, aria) => <input id={id} name={name} {...aria} className={ui.input} {...rest} />} />;
}

/**
 * Show/Hide for the password input `controls`: hidden until the page's script shows it
 * (app/enhance/reveal.ts), which says the new state in the status line after it, as GOV.UK's
 * password input does ("Your password is visible").
 */
export function RevealButton({ controls }: { controls: string }) {
  const t = useT();
  // The script's words come with the page, in the reader's language (issue 44 §2): Show|Hide|said when shown|said when hidden.
  const words = [t('form.show'), t('form.hide'), t('form.passwordVisible'), t('form.passwordHidden')].join('|');
  return (
    <>
      <button type="button" className={css.toggle} aria-controls={controls} aria-pressed="false" data-vp-reveal={words} hidden>
        {t('form.show')}
        <span className={ui.visuallyHidden}>{t('form.passwordSuffix')}</span>
      </button>
      <span className={ui.visuallyHidden} aria-live="polite" data-vp-reveal-status={controls} />
    </>
  );
}

/** A password field whose Show/Hide toggle appears only with JavaScript. */
export function PlainPasswordField({ label, name, formId, errors, ...rest }: PlainProps) {
  return (
    <PlainFrame
      label={label}
      name={name}
      formId={formId}
      errors={errors}
      input={(id, aria) => (
        <div className={css.inputRow}>
          <input id={id} name={name} type="password" {...aria} className={`${ui.input} ${css.withToggle}`} {...rest} />
          <RevealButton controls={id} />
        </div>
      )}
    />
  );
}
