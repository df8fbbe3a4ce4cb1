/**
 * The company form's fields (spec section 5 "Company form"), shared by onboarding and Company
 * Information settings: name, RC number, address (autocomplete), business type, start date
 * (not in the future), email and phone with its country.
 */
import { useWords } from '~/components/useWords';
import type { FieldMeta } from '~/components/form/useAppForm';
import { BUSINESS_TYPES } from '~/domain/constants';
import { AddressField } from '~/components/form/AddressField';
import { Field } from '~/components/form/Field';
import { PhoneField, type CountryOption } from '~/components/form/PhoneField';
import { SelectField } from '~/components/form/SelectField';

type CompanyFieldset = Record<'company_name' | 'rc_number' | 'tin' | 'company_address' | 'business_type' | 'experience_start_date' | 'company_email' | 'country' | 'company_phone', FieldMeta>;

/** `today` is the date the start date may not pass (YYYY-MM-DD, from the server). */
export function CompanyFields({ fields, countries, today }: { fields: Record<string, FieldMeta>; countries: CountryOption[]; today: string }) {
  const f = fields as unknown as CompanyFieldset;
  const say = useWords('settings');
  return (
    <>
      <Field label={say('Company name')} meta={f.company_name} autoComplete="organization" />
      <Field label={say('Company RC number')} meta={f.rc_number} />
      {f.tin ? (
        <Field label={say('Tax Identification Number (TIN), if you have one')} meta={f.tin} hint={say('It is printed on your annual statement. 12345678-0001, or 10 digits.')} inputMode="numeric" />
      ) : null}
      <AddressField label={say('Company address')} meta={f.company_address} />
      <SelectField label={say('Type of incorporated business')} meta={f.business_type} placeholder={say('Choose a type')} options={BUSINESS_TYPES.map((b) => ({ value: b, label: say(b) }))} />
      <Field label={say('Start date of the transport business')} meta={f.experience_start_date} type="date" max={today} />
      <Field label={say('Company email')} meta={f.company_email} type="email" autoComplete="email" />
      <PhoneField label={say('Company phone')} country={f.country} phone={f.company_phone} countries={countries} />
    </>
  );
}
