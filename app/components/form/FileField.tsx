/**
 * A file input for documents (issue 15): it says the accepted types and the 5 MB limit before
 * the partner picks a file, is styled like the other fields, and with JavaScript shows the
 * chosen file's name and size (without it the browser's own input shows the name). The server
 * checks type and size again while the file streams in.
 */
import { useState, type ChangeEvent } from 'react';
import { UPLOAD_HINT } from '~/lib/constants';
import * as ui from '~/styles/ui.css';
import * as css from './form.css';

/** '1.2 MB', '340 KB'. @param bytes a size in bytes. */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function FileField({ id, name, label, error, hint = UPLOAD_HINT, required = true }: { id: string; name: string; label: string; error?: string | null; hint?: string; required?: boolean }) {
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setChosen(file ? { name: file.name, size: file.size } : null);
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null, chosen ? `${id}-chosen` : null].filter(Boolean).join(' ');
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={css.hint}>
        {hint}
      </p>
      <input
        id={id}
        name={name}
        type="file"
        accept="image/jpeg,image/png,image/webp,application/pdf"
        className={css.file}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={onChange}
      />
      {chosen ? (
        <p id={`${id}-chosen`} className={css.hint} data-testid="chosen-file">
          Chosen: {chosen.name} ({fileSize(chosen.size)})
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={ui.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
