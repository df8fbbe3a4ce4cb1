/**
 * /settings, Profile Information (route name settings.edit.partner): the user's name, email
 * and phone, with the register rules (spec section 5). Every user may open it.
 */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { Field } from '~/components/form/Field';
import { PhoneField } from '~/components/form/PhoneField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { isUpstreamError } from '~/lib/api/errors';
import { requirePartner, type PageHandle } from '~/lib/guards.server';
import { pageMeta } from '~/lib/meta';
import { isValidPhone, nationalNumber } from '~/lib/phone.server';
import { countryOptions } from '~/lib/reference-data.server';
import { commitSession } from '~/lib/session.server';
import { jsonWithToast, redirectWithToast } from '~/lib/toast.server';
import { profileSchema } from '~/lib/validation/auth';
import * as ui from '~/styles/ui.css';

export const handle: PageHandle = { title: 'Settings', routeName: 'settings.edit.partner', area: 'settings' };
export const meta = pageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requirePartner(request, handle);
  const [profile, countries] = await Promise.all([api.users.profile(), countryOptions(api)]);
  const country = profile.country_code ?? 'NG';
  return json({
    countries,
    profile: { fname: profile.fname, lname: profile.lname, email: profile.email, country, phone: profile.phone ? nationalNumber(profile.phone, country) : '' },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, session } = await requirePartner(request, handle);
  const submission = parseWithZod(await request.formData(), { schema: profileSchema(isValidPhone) });
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 });
  const v = submission.value;
  try {
    const user = await api.users.updateProfile({ fname: v.fname, lname: v.lname, email: v.email, phone: nationalNumber(v.phone, v.country), country_code: v.country });
    session.set('user', { id: user.id, fname: user.fname, lname: user.lname, email: user.email, role: user.role ?? null });
    return redirectWithToast(request, '/settings', { type: 'success', message: 'Your profile was updated' }, { headers: { 'Set-Cookie': await commitSession(request, session) } });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return jsonWithToast(request, context, submission.reply({ formErrors: [error.message] }), { type: 'error', message: error.message }, { status: 400 });
  }
}

export default function ProfileSettings() {
  const { profile, countries } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'profile',
    lastResult,
    defaultValue: profile,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema() }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <section className={ui.card}>
      <h2>Profile Information</h2>
      <Form method="post" {...getFormProps(form)} className={ui.stack}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field label="First name" meta={fields.fname} autoComplete="given-name" />
        <Field label="Last name" meta={fields.lname} autoComplete="family-name" />
        <Field label="Email" meta={fields.email} type="email" autoComplete="email" />
        <PhoneField label="Phone number" country={fields.country} phone={fields.phone} countries={countries} />
        <div>
          <SubmitButton pendingText="Processing..." full={false}>
            Save changes
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
