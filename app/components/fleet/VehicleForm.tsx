/**
 * The vehicle information form (issue 10). The make and model come first, in a GET form (the
 * choice is in the URL, so it works without JavaScript; with it, choosing submits at once);
 * then the year (from the model's first year, at least 2007), the seats (the model's options),
 * the type, the city among the partner's, the amenities and the plate number (ABC-123XY,
 * upper-cased).
 */
import { useWords } from '~/components/useWords';
import { PostForm } from '~/components/form/PostForm';
import { Form } from '@remix-run/react';
import { FormActions } from '~/components/form/FormActions';
import { Field } from '~/components/form/Field';
import { SelectField } from '~/components/form/SelectField';
import { formProps, inputProps, useAppForm } from '~/components/form/useAppForm';
import { FormErrors } from '~/components/FormErrors';
import type { FormRules } from '~/lib/forms';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';

export type VehicleFormData = {
  makes: { name: string; models: { id: number; name: string }[] }[];
  model: { id: number; label: string; type: string } | null;
  years: number[];
  seats: number[];
  types: string[];
  amenities: string[];
  cities: { id: number; name: string }[];
  rules: FormRules;
  defaults: Record<string, unknown>;
};

export function VehicleForm({
  data,
  lastResult,
  submitLabel,
  cancelHref,
  keep = {},
}: {
  data: VehicleFormData;
  lastResult: unknown;
  submitLabel: string;
  cancelHref: string;
  keep?: Record<string, string>;
}) {
  const [form, fields] = useAppForm({ id: 'vehicle-info', rules: data.rules, lastResult, defaultValue: { ...data.defaults, model_id: data.model ? String(data.model.id) : data.defaults.model_id } });
  const chosen = data.model?.id ?? '';
  const say = useWords('fleet');
  return (
    <div className={ui.stack}>
      <Form method="get" className={css.inlineForm}>
        {Object.entries(keep).map(([k, v]) => (
          <input key={k} type="hidden" name={k} value={v} />
        ))}
        <div className={ui.field}>
          <label htmlFor="vehicle-model" className={ui.label}>
            {say('Make and model')}
          </label>
          <select id="vehicle-model" name="model" defaultValue={String(chosen)} className={ui.input} data-vp-autosubmit>
            <option value="">{say('Choose the make and model')}</option>
            {data.makes.map((make) => (
              <optgroup key={make.name} label={make.name}>
                {make.models.map((m) => (
                  <option key={m.id} value={m.id} translate="no">
                    {make.name} {m.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        {/* Choosing submits at once (the page's inline AUTOSUBMIT); the button is for pages without scripts. */}
        <button type="submit" className={ui.button.secondary}>
          {say('Choose')}
        </button>
      </Form>
      {data.model ? (
        <PostForm {...formProps(form)} className={ui.stack}>
          <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
          <input type="hidden" name="model_id" value={data.model.id} />
          <fieldset className={css.fieldsetPlain}>
            <legend className={css.legend} translate="no">
              {data.model.label}
            </legend>
            <SelectField label={say('Year')} meta={fields.year} placeholder={say('Choose the year')} options={data.years.map((y) => ({ value: String(y), label: String(y) }))} />
            <SelectField
              label={say('Seats')}
              meta={fields.seats}
              placeholder={say('Choose the seats')}
              options={data.seats.map((n) => ({ value: String(n), label: say('{{count}} seats', { count: n }) }))}
            />
            <SelectField label={say('Vehicle type')} meta={fields.type} placeholder={say('Choose the type')} options={data.types.map((t) => ({ value: t, label: say(t) }))} />
            <SelectField label={say('City of operation')} meta={fields.city_id} placeholder={say('Choose the city')} options={data.cities.map((c) => ({ value: String(c.id), label: c.name }))} names />
            <Field label={say('Plate number')} meta={fields.plate} autoComplete="off" hint={say('Like ABC-123XY.')} className={css.upper} />
          </fieldset>
          <fieldset className={css.checks}>
            <legend className={css.legend}>{say('Amenities')}</legend>
            {data.amenities.map((a) => (
              <label key={a} className={css.check}>
                <input {...inputProps(fields.amenities, { type: 'checkbox', value: a })} id={`amenity-${a.replace(/\W+/g, '-')}`} className={ui.checkbox} required={undefined} />
                {say(a)}
              </label>
            ))}
          </fieldset>
          <FormActions submit={submitLabel} cancelHref={cancelHref} />
        </PostForm>
      ) : (
        <p className={ui.muted}>{say('Choose the make and model first: the years and seats depend on it.')}</p>
      )}
    </div>
  );
}
