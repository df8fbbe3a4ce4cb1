/**
 * The sign-up fields (spec section 5 "Register"), shared by /register and the invitation
 * sign-up on /accept-invite: names, email, phone with its country, password.
 */
import type { FieldMeta } from '~/components/form/useAppForm';
import { Field } from '~/components/form/Field';
import { PasswordField } from '~/components/form/PasswordField';
import { PhoneField, type CountryOption } from '~/components/form/PhoneField';
import { useMessageWords } from '~/components/form/Field';

type SignupFieldset = { fname: FieldMeta; lname: FieldMeta; email: FieldMeta; country: FieldMeta; phone: FieldMeta; password: FieldMeta };

export function SignupFields({ fields, countries, emailReadOnly = false }: { fields: Record<string, FieldMeta>; countries: CountryOption[]; emailReadOnly?: boolean }) {
  const f = fields as unknown as SignupFieldset;
  const say = useMessageWords();
  return (
    <>
      <Field label={say('First name')} meta={f.fname} autoComplete="given-name" />
      <Field label={say('Last name')} meta={f.lname} autoComplete="family-name" />
      <Field label={say('Email')} meta={f.email} type="email" autoComplete="email" inputMode="email" readOnly={emailReadOnly} />
      <PhoneField label={say('Phone number')} country={f.country} phone={f.phone} countries={countries} />
      <PasswordField label={say('Password')} meta={f.password} autoComplete="new-password" />
    </>
  );
}
