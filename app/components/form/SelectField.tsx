/** A labelled native `<select>` wired to a Conform field. */
import { getSelectProps, type FieldMetadata } from '@conform-to/react';
import * as ui from '~/styles/ui.css';
import { FieldError } from './Field';

export function SelectField({ label, meta, options, placeholder }: { label: string; meta: FieldMetadata<string>; options: readonly { value: string; label: string }[]; placeholder: string }) {
  const props = getSelectProps(meta);
  return (
    <div className={ui.field}>
      <label htmlFor={meta.id} className={ui.label}>
        {label}
      </label>
      <select {...props} key={props.key} className={ui.input}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  );
}
