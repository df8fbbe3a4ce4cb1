/**
 * The honeypot's fields (app/server/honeypot.server.ts): a block the browser never shows (the
 * `hidden` attribute), so no person fills it and no screen reader reads it; a bot that fills every
 * field falls in, and one that never drew the form has no `drawn_at`.
 */
import type { HoneypotInputProps } from '~/server/honeypot.server';
import { useMessageWords } from '~/components/form/Field';

export function HoneypotFields({ fields }: { fields: HoneypotInputProps }) {
  const say = useMessageWords();
  return (
    <div hidden>
      <label htmlFor={fields.nameFieldName}>{say('Leave this field empty')}</label>
      <input id={fields.nameFieldName} name={fields.nameFieldName} type="text" defaultValue="" autoComplete="off" tabIndex={-1} />
      {fields.validFromFieldName ? <input type="hidden" name={fields.validFromFieldName} value={fields.encryptedValidFrom} /> : null}
    </div>
  );
}
