/**
 * A labelled input wired to a Conform field: `aria-invalid`, `aria-describedby` pointing at
 * the error, and the first error under the input. Without JavaScript the server's reply fills
 * the same error slot.
 */
import { inputProps, type FieldMeta } from '~/components/form/useAppForm';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useT } from '~/components/useWords';
import * as ui from '~/styles/ui.css';
import { useMessageWords } from '~/components/form/words';

// The messages' words live in ./words (issue 55 §4: useAppForm reads them too, without importing this file back).
export { rulesInWords, useMessageWords } from '~/components/form/words';

type InputType = 'text' | 'email' | 'password' | 'tel' | 'date' | 'number' | 'search' | 'url';

/**
 * A field's error line (GOV.UK's error message): "Error:" is read before the message by a screen
 * reader and not shown. `name` makes it the slot the page's checks fill in the browser
 * (`data-vp-error-for`; the words go into `data-vp-error-text`, app/enhance/form-check.ts), so a
 * named field's line is always rendered, hidden while empty. `alert`: the line is the page's only
 * word on a refused write (a swap's refusal), so it is an alert.
 */

export function ErrorLine({ id, name, error, testId, alert = false }: { id: string; name?: string; error?: string | null; testId?: string; alert?: boolean }) {
  const t = useT();
  const say = useMessageWords();
  return (
    <p id={id} className={ui.fieldError} data-vp-error-for={name} data-testid={testId} role={alert ? 'alert' : undefined} hidden={!error}>
      <span className={ui.visuallyHidden}>{t('form.errorPrefix')}</span> <span data-vp-error-text>{error ? say(error) : null}</span>
    </p>
  );
}

/** The error line of a Conform field: the slot of a named field even while it has no error. */
export function FieldError({ meta }: { meta: { errors?: string[]; errorId: string; name?: string } }) {
  const error = meta.errors?.[0];
  if (!error && !meta.name) return null;
  return <ErrorLine id={meta.errorId} name={meta.name} error={error} />;
}

/** A field's label and optional hint (the hint's id is `{id}-hint`, for aria-describedby). */
export function FieldLabel({ id, label, hint }: { id: string; label: ReactNode; hint?: ReactNode }) {
  return (
    <>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={`${ui.muted} ${ui.hint}`}>
          {hint}
        </p>
      ) : null}
    </>
  );
}

export function Field({
  label,
  meta,
  type = 'text',
  hint,
  className,
  ...rest
}: { label: ReactNode; meta: FieldMeta; type?: InputType; hint?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const props = inputProps(meta, { type, describedBy: hint ? `${meta.id}-hint` : undefined });
  return (
    <div className={ui.field}>
      <FieldLabel id={meta.id} label={label} hint={hint} />
      <input {...props} {...rest} className={`${ui.input} ${className ?? ''}`} />
      <FieldError meta={meta} />
    </div>
  );
}

/** A labelled `<textarea>` wired like `Field` (constraints, first value, error slot). */
export function TextAreaField({ label, meta, hint, rows = 4 }: { label: ReactNode; meta: FieldMeta; hint?: ReactNode; rows?: number }) {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { type, pattern, min, max, ...props } = inputProps(meta, { type: 'text', describedBy: hint ? `${meta.id}-hint` : undefined }) as ReturnType<typeof inputProps> & {
    pattern?: string;
    min?: unknown;
    max?: unknown;
  };
  return (
    <div className={ui.field}>
      <FieldLabel id={meta.id} label={label} hint={hint} />
      <textarea {...props} rows={rows} className={ui.input} />
      <FieldError meta={meta} />
    </div>
  );
}
