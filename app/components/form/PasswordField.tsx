/**
 * A password input with a Show/Hide toggle. The toggle needs JavaScript: it is rendered hidden
 * and shown by the page's script (app/enhance/reveal.ts); without it the field simply stays a
 * password field.
 */
import { inputProps, type FieldMeta } from '~/components/form/useAppForm';
import * as ui from '~/styles/ui.css';
import { FieldError } from '~/components/form/Field';
import * as css from '~/components/form/form.css';
import { RevealButton } from '~/components/form/PlainField';

export function PasswordField({ label, meta, autoComplete }: { label: string; meta: FieldMeta; autoComplete: 'current-password' | 'new-password' }) {
  const props = inputProps(meta, { type: 'password' });
  return (
    <div className={ui.field}>
      <label htmlFor={meta.id} className={ui.label}>
        {label}
      </label>
      <div className={css.inputRow}>
        <input {...props} autoComplete={autoComplete} className={`${ui.input} ${css.withToggle}`} />
        <RevealButton controls={meta.id} />
      </div>
      <FieldError meta={meta} />
    </div>
  );
}
