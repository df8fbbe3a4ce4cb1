/**
 * /settings, Profile Information (route name settings.edit.partner): the user's name, email
 * and phone, with the register rules (spec section 5). Every user may open it.
 */
import { useWords } from '~/components/useWords';
import { PostForm } from '~/components/form/PostForm';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Field } from '~/components/form/Field';
import { LanguageSwitch } from '~/components/LanguageSwitch';
import { PhoneField } from '~/components/form/PhoneField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { formProps, useAppForm } from '~/components/form/useAppForm';
import { FormErrors } from '~/components/FormErrors';
import { DEFAULT_COUNTRY } from '~/domain/constants';
import { attempt, failedReply, formRules, parseForm, readForm, invalidReply } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { displayPhone, nationalNumber } from '~/server/phone.server';

/** The profile's phone as the field shows it after its country's prefix: '803 000 0001' (issue 32 §7), never '8030000001'. */
const groupedNational = (phone: string, country: string) => displayPhone(phone, country).replace(/^\+\d+\s+/, '') || nationalNumber(phone, country);
import { countryOptions } from '~/server/reference-data.server';
import { commitSession } from '~/server/session.server';
import { redirectWithToast } from '~/server/toast.server';
import { profileSchema } from '~/server/validation/auth.server';
import * as ui from '~/styles/ui.css';

export const handle: PageHandle = { title: 'Settings', routeName: 'settings.edit.partner', area: 'settings', enhance: true };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requirePartner(request, context, handle);
  const [profile, countries] = await Promise.all([api.users.profile(), countryOptions(api)]);
  const country = profile.country_code ?? DEFAULT_COUNTRY.code;
  return json({
    countries,
    rules: formRules(profileSchema),
    profile: { fname: profile.fname, lname: profile.lname, email: profile.email, country, phone: profile.phone ? groupedNational(profile.phone, country) : '' },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, session } = await requirePartner(request, context, handle);
  const submission = parseForm(await readForm(request, context), profileSchema);
  if (submission.status !== 'success') return invalidReply(submission);
  const v = submission.value;
  const result = await attempt(() =>
    api.users.updateProfile({ fname: v.fname, lname: v.lname, email: v.email, phone: nationalNumber(v.phone as string, v.country as string), country_code: v.country as string }),
  );
  if (!result.ok) return failedReply(request, context, submission, result.error);
  const user = result.value;
  session.set('user', { id: user.id, fname: user.fname, lname: user.lname, email: user.email, role: user.role ?? null });
  return redirectWithToast(request, '/settings', { type: 'success', message: 'Your profile was updated' }, { headers: { 'Set-Cookie': await commitSession(request, session) } });
}

export default function ProfileSettings() {
  const { profile, countries, rules } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: 'profile', rules, lastResult, defaultValue: profile });
  const say = useWords('settings');
  return (
    <>
      <section className={ui.card} aria-label={say('Profile Information')}>
        <PostForm {...formProps(form)} className={ui.stack}>
          <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
          <Field label={say('First name')} meta={fields.fname} autoComplete="given-name" />
          <Field label={say('Last name')} meta={fields.lname} autoComplete="family-name" />
          <Field label={say('Email')} meta={fields.email} type="email" autoComplete="email" />
          <PhoneField label={say('Phone number')} country={fields.country} phone={fields.phone} countries={countries} />
          <div>
            <SubmitButton pendingText={say('Processing...')} full={false}>
              {say('Save changes')}
            </SubmitButton>
          </div>
        </PostForm>
      </section>
      {/* The person's language (issue 44 §1): saved with them, for their pages and messages. */}
      <section className={ui.card} aria-label={say('Your language')}>
        <LanguageSwitch />
      </section>
    </>
  );
}
