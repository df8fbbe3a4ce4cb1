/** A labelled native `<select>` wired to a Conform field; `names`: the options are names (cities, makes), not words to translate. */
import { selectProps, type FieldMeta } from '~/components/form/useAppForm';
import * as ui from '~/styles/ui.css';
import { FieldError } from '~/components/form/Field';

export function SelectField({
  label,
  meta,
  options,
  placeholder,
  names = false,
}: {
  label: string;
  meta: FieldMeta;
  options: readonly { value: string; label: string }[];
  placeholder: string;
  names?: boolean;
}) {
  const props = selectProps(meta);
  return (
    <div className={ui.field}>
      <label htmlFor={meta.id} className={ui.label}>
        {label}
      </label>
      <select {...props} className={ui.input}>
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value} translate={names ? 'no' : undefined}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  );
}
