/**
 * The driver form (issue 10), for adding and editing: names, phone (+234 by default), email,
 * date of birth (18 or older), residential address (with suggestions), the licence (number,
 * class, expiry, file) and, for a partner in Lagos, the LASDRI card. A licence class other than
 * E is allowed with a warning (a bus needs class E). Files go last, so a refused file never
 * loses what was typed.
 */
import { useWords } from '~/components/useWords';
import { PostForm } from '~/components/form/PostForm';
import { FormActions } from '~/components/form/FormActions';
import { AddressField } from '~/components/form/AddressField';
import { Field } from '~/components/form/Field';
import { DEFAULT_COUNTRY } from '~/domain/constants';
import { FileField } from '~/components/form/FileField';
import { PhoneField, type CountryOption } from '~/components/form/PhoneField';
import { SelectField } from '~/components/form/SelectField';
import { formProps, useAppForm } from '~/components/form/useAppForm';
import { FormErrors } from '~/components/FormErrors';
import { canCarryPassengersForHire, FOR_HIRE_CLASSES } from '~/domain/licence-classes';
import type { FormRules } from '~/lib/forms';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';

export type DriverFormData = {
  rules: FormRules;
  countries: CountryOption[];
  licenceClasses: { code: string; label: string }[];
  lagos: boolean;
  /** YYYY-MM-DD: the latest date of birth allowed (18 years ago), and today. */
  adultBornBy: string;
  today: string;
  defaults?: Record<string, string>;
};

export function DriverForm({ data, lastResult, editing, cancelHref }: { data: DriverFormData; lastResult: unknown; editing: boolean; cancelHref: string }) {
  const [form, fields] = useAppForm({
    id: editing ? 'edit-driver' : 'add-driver',
    rules: data.rules,
    lastResult,
    defaultValue: { country: DEFAULT_COUNTRY.code, licence_class: FOR_HIRE_CLASSES[0], ...data.defaults },
  });
  const licenceClass = typeof fields.licence_class.initialValue === 'string' ? fields.licence_class.initialValue : FOR_HIRE_CLASSES[0];
  const errorOf = (name: string) => fields[name].errors?.[0];
  const say = useWords('fleet');
  return (
    <PostForm encType="multipart/form-data" {...formProps(form)} className={ui.stack}>
      <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
      <fieldset className={css.fieldsetPlain}>
        <legend className={css.legend}>{say('The driver')}</legend>
        <Field label={say('First name')} meta={fields.fname} autoComplete="off" />
        <Field label={say('Last name')} meta={fields.lname} autoComplete="off" />
        <div className={css.full}>
          <PhoneField label={say('Phone number')} country={fields.country} phone={fields.phone} countries={data.countries} />
        </div>
        <Field label={say('Email (optional)')} meta={fields.email} type="email" autoComplete="off" />
        <Field label={say('Date of birth')} meta={fields.dob} type="date" max={data.adultBornBy} hint={say('The driver must be 18 or older.')} />
        <div className={css.full}>
          <AddressField label={say('Residential address')} meta={fields.address} />
        </div>
      </fieldset>
      <fieldset className={css.fieldsetPlain}>
        <legend className={css.legend}>{say("Driver's licence")}</legend>
        <Field label={say('Licence number')} meta={fields.licence_number} autoComplete="off" hint={say('6 to 20 letters and digits, as printed on the licence.')} />
        <SelectField
          label={say('Licence class')}
          meta={fields.licence_class}
          placeholder={say('Choose the class')}
          options={data.licenceClasses.map((c) => ({ value: c.code, label: say(c.label) }))}
        />
        {/* With JavaScript the warning follows the class as it is chosen (app/enhance/licence-warning.ts). */}
        <p
          className={`${css.warning} ${css.full}`}
          role="status"
          data-testid="licence-class-warning"
          data-vp-licence-warning={FOR_HIRE_CLASSES.join(',')}
          hidden={!licenceClass || canCarryPassengersForHire(licenceClass)}
        >
          {say('A class')} <span data-vp-class>{licenceClass}</span>{' '}
          {say('licence cannot carry passengers for hire: this driver cannot drive any of your vehicles until the licence is class E. You can still save them.')}
        </p>
        <Field label={editing ? say('Licence expiry (with a new file)') : say('Licence expiry')} meta={fields.licence_expiry} type="date" min={data.today} />
        <FileField
          id={`${form.id}-licence-file`}
          name="licence_file"
          label={editing ? say('New licence file (optional)') : say('Licence (photo or scan)')}
          error={errorOf('licence_file')}
          required={!editing}
        />
      </fieldset>
      {data.lagos ? (
        <fieldset className={css.fieldsetPlain}>
          <legend className={css.legend}>{say('LASDRI card (Lagos)')}</legend>
          <Field label={say('LASDRI card number')} meta={fields.lasdri_number} autoComplete="off" />
          <Field label={editing ? say('LASDRI expiry (with a new file)') : say('LASDRI expiry')} meta={fields.lasdri_expiry} type="date" min={data.today} />
          <div className={css.full}>
            <FileField
              id={`${form.id}-lasdri-file`}
              name="lasdri_file"
              label={editing ? say('New LASDRI card file (optional)') : say('LASDRI card (photo or scan)')}
              error={errorOf('lasdri_file')}
              required={!editing}
            />
          </div>
        </fieldset>
      ) : null}
      <FormActions submit={editing ? say('Save changes') : say('Add driver')} cancelHref={cancelHref} />
    </PostForm>
  );
}
