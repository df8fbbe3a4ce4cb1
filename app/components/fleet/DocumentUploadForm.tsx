/**
 * One document's upload (issue 10): the file (image or PDF, at most 5 MB, said before it is
 * picked) and its expiry date when the type expires. Multipart, with the file last, so a refused
 * file keeps the date.
 */
import { Form } from '@remix-run/react';
import { FileField } from '~/components/form/FileField';
import { SubmitButton } from '~/components/form/SubmitButton';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';

export type UploadReply = { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null } | undefined;

export function DocumentUploadForm({ type, label, expires, today, reply, submitLabel }: { type: string; label: string; expires: boolean; today: string; reply: UploadReply; submitLabel: string }) {
  const mine = reply?.initialValue?.type === type;
  const error = (name: string) => (mine ? (reply?.error?.[name]?.[0] ?? undefined) : undefined);
  const id = `doc-${type}`;
  const expiryError = error('expires_at');
  return (
    <Form method="post" encType="multipart/form-data" className={css.inlineForm} noValidate aria-label={`${submitLabel} ${label}`}>
      <input type="hidden" name="type" value={type} />
      {mine && reply?.error?.['']?.[0] ? (
        <p className={ui.formError} role="alert">
          {reply.error[''][0]}
        </p>
      ) : null}
      {expires ? (
        <div className={ui.field}>
          <label htmlFor={`${id}-expiry`} className={ui.label}>
            Expiry date
          </label>
          <input
            id={`${id}-expiry`}
            name="expires_at"
            type="date"
            min={today}
            required
            className={ui.input}
            defaultValue={mine && typeof reply?.initialValue?.expires_at === 'string' ? reply.initialValue.expires_at : undefined}
            aria-invalid={expiryError ? true : undefined}
            aria-describedby={expiryError ? `${id}-expiry-error` : undefined}
          />
          {expiryError ? (
            <p id={`${id}-expiry-error`} className={ui.fieldError}>
              {expiryError}
            </p>
          ) : null}
        </div>
      ) : null}
      <FileField id={`${id}-file`} name="file" label={`File for ${label}`} error={error('file')} />
      <SubmitButton pendingText="Uploading..." full={false}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
