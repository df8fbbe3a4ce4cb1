/**
 * A labelled input wired to a Conform field: `aria-invalid`, `aria-describedby` pointing at
 * the error, and the first error under the input. Without JavaScript the server's reply fills
 * the same error slot.
 */
import { inputProps, type FieldMeta } from '~/components/form/useAppForm';
import type { InputHTMLAttributes, ReactNode } from 'react';
import * as ui from '~/styles/ui.css';

type InputType = 'text' | 'email' | 'password' | 'tel' | 'date' | 'number' | 'search' | 'url';

/**
 * A field's error line. For a named field it is always rendered (hidden while empty): the slot
 * the page's checks fill in the browser (`data-error-for`, app/enhance/form-check.ts).
 */
export function FieldError({ meta }: { meta: { errors?: string[]; errorId: string; name?: string } }) {
  const error = meta.errors?.[0];
  if (!error && !meta.name) return null;
  return (
    <p id={meta.errorId} className={ui.fieldError} data-error-for={meta.name} hidden={!error}>
      {error}
    </p>
  );
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
