/**
 * A file input for documents (issue 15): it says the accepted types and the 5 MB limit before
 * the partner picks a file, is styled like the other fields, and with JavaScript shows the
 * chosen file's name and size (without it the browser's own input shows the name). The server
 * checks type and size again while the file streams in.
 */
import { useActionData } from '@remix-run/react';
import { useState, type ChangeEvent } from 'react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { UPLOAD_HINT } from '~/domain/constants';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/form/form.css';

/** '1.2 MB', '340 KB'. @param bytes a size in bytes. */
export function fileSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Said under a file input when the form came back from the server without JavaScript. */
export const CHOOSE_AGAIN = 'Please choose the file again: the browser does not keep a chosen file when the page reloads.';

/** Image and PDF documents. */
const DOCUMENT_TYPES = 'image/jpeg,image/png,image/webp,application/pdf';

export function FileField({
  id,
  name,
  label,
  error,
  hint = UPLOAD_HINT,
  required = true,
  accept = DOCUMENT_TYPES,
}: {
  id: string;
  name: string;
  label: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  accept?: string;
}) {
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  // Without JavaScript a form that comes back (a field to fix, a refusal) is a new page, and the
  // browser empties its file inputs: say so plainly rather than drop the file silently (issue
  // 20 §4). With JavaScript the input keeps its file.
  const returned = useActionData() !== undefined;
  const hydrated = useHydrated();
  const chooseAgain = returned && !hydrated && !error;
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    setChosen(file ? { name: file.name, size: file.size } : null);
  };
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null, chooseAgain ? `${id}-again` : null, chosen ? `${id}-chosen` : null].filter(Boolean).join(' ');
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={css.hint}>
        {hint}
      </p>
      <input id={id} name={name} type="file" accept={accept} className={css.file} required={required} aria-invalid={error ? true : undefined} aria-describedby={describedBy} onChange={onChange} />
      {chosen ? (
        <p id={`${id}-chosen`} className={css.hint} data-testid="chosen-file">
          Chosen: {chosen.name} ({fileSize(chosen.size)})
        </p>
      ) : null}
      {chooseAgain ? (
        <p id={`${id}-again`} className={ui.fieldError} data-testid="choose-file-again">
          {CHOOSE_AGAIN}
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
