/**
 * A file input for documents (issue 15): it says the accepted types and the 5 MB limit before
 * the partner picks a file, is styled like the other fields, and with JavaScript shows the
 * chosen file's name and size (app/enhance/chosen-file.ts; without it the browser's own input shows
 * the name). The server checks type and size again while the file streams in.
 */
import { useWords } from '~/components/useWords';
import { useActionData } from '@remix-run/react';
import { UPLOAD_HINT } from '~/domain/constants';
import { fileSize } from '~/lib/file-size';
import { ErrorLine } from '~/components/form/Field';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/form/form.css';

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
  again = true,
  capture,
}: {
  id: string;
  name: string;
  label: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  accept?: string;
  /** May the field ask for the file again when the form comes back? Not after a check that used the file (issue 42 §7). */
  again?: boolean;
  /** Open the camera at once on a phone (a paper kept in the vehicle, issue 43 §3). */
  capture?: 'environment';
}) {
  // A form that comes back (a field to fix, a refusal) is a new page, and the browser empties
  // its file inputs. A file the server received is kept and said so (issue 33 §2); otherwise say
  // plainly to choose it again rather than drop it silently (issue 20 §4).
  const reply = useActionData() as { received?: Record<string, { token: string; name: string; size: number }> } | undefined;
  const received = reply?.received?.[name];
  // An optional file that was not sent is not missed: only a required one asks to be chosen again.
  const chooseAgain = again && required && reply !== undefined && !error && !received;
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null, chooseAgain ? `${id}-again` : null].filter(Boolean).join(' ');
  const say = useWords('messages');
  return (
    <div className={ui.field}>
      <label htmlFor={id} className={ui.label}>
        {label}
      </label>
      <p id={`${id}-hint`} className={css.hint}>
        {say(hint)}
      </p>
      <input
        id={id}
        name={name}
        type="file"
        accept={accept}
        capture={capture}
        className={css.file}
        required={required && !received}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        data-vp-chosen={`${id}-chosen`}
      />
      <p id={`${id}-chosen`} className={css.hint} data-testid="chosen-file" data-vp-words={`${say('Chosen:')} `} hidden />
      {received ? (
        <p className={css.hint} data-testid="file-received">
          <input type="hidden" name={`${name}_kept`} value={received.token} />
          <span translate="no">{received.name}</span>
          {` (${fileSize(received.size)}) ${say('received. Choose another file only to replace it.')}`}
        </p>
      ) : null}
      {chooseAgain ? (
        <p id={`${id}-again`} className={ui.fieldError} data-testid="choose-file-again">
          {say(CHOOSE_AGAIN)}
        </p>
      ) : null}
      <ErrorLine id={`${id}-error`} name={name} error={error} />
    </div>
  );
}
