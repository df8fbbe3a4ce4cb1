/**
 * One document's upload (issue 10): the file (image or PDF, at most 5 MB, said before it is
 * picked) and its expiry date when the type expires. Multipart, with the file last, so a refused
 * file keeps the date.
 */
import { PostForm } from '~/components/form/PostForm';
import { FileField } from '~/components/form/FileField';
import { readReply } from '~/components/form/reply';
import { SubmitButton } from '~/components/form/SubmitButton';
import { ErrorLine, useMessageWords } from '~/components/form/Field';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { useWords } from '~/components/useWords';

/** The upload action's reply (Conform's), read for this document's `type` only. */
export type UploadReply = unknown;

export function DocumentUploadForm({ type, label, expires, today, reply, submitLabel }: { type: string; label: string; expires: boolean; today: string; reply: UploadReply; submitLabel: string }) {
  const mine = readReply(reply, type, 'type');
  const error = mine.error;
  const id = `doc-${type}`;
  const expiryError = error('expires_at');
  const say = useWords('fleet');
  const sayMessage = useMessageWords();
  return (
    <PostForm encType="multipart/form-data" className={css.inlineForm} noValidate aria-label={`${submitLabel} ${say(label)}`}>
      <input type="hidden" name="type" value={type} />
      {mine.error('') ? (
        <p className={ui.formError} role="alert">
          {sayMessage(mine.error('') ?? '')}
        </p>
      ) : null}
      {expires ? (
        <div className={ui.field}>
          <label htmlFor={`${id}-expiry`} className={ui.label}>
            {say('Expiry date')}
          </label>
          <input
            id={`${id}-expiry`}
            name="expires_at"
            type="date"
            min={today}
            required
            className={ui.input}
            defaultValue={[mine.value('expires_at')].flat()[0]}
            aria-invalid={expiryError ? true : undefined}
            aria-describedby={expiryError ? `${id}-expiry-error` : undefined}
          />
          {expiryError ? <ErrorLine id={`${id}-expiry-error`} error={expiryError} /> : null}
        </div>
      ) : null}
      <FileField id={`${id}-file`} name="file" label={say('File for {{document}}', { document: say(label) })} error={error('file')} />
      <SubmitButton pendingText={say('Uploading...')} full={false}>
        {submitLabel}
      </SubmitButton>
    </PostForm>
  );
}
