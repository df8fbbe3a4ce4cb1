/** /register (spec sections 2 and 5): sign-up, then the onboarding or the redirect target. */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { useHydrated } from 'remix-utils/use-hydrated';
import { AuthHeading, authCss as css } from '~/components/AuthLayout';
import { Field } from '~/components/form/Field';
import { PasswordField } from '~/components/form/PasswordField';
import { PhoneField } from '~/components/form/PhoneField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { getApi } from '~/lib/api.server';
import { isUpstreamError } from '~/lib/api/errors';
import { signIn } from '~/lib/auth.server';
import { REGISTER_META } from '~/lib/constants.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { isValidPhone, nationalNumber } from '~/lib/phone.server';
import { checkAuthRateLimit } from '~/lib/rate-limit.server';
import { countryOptions } from '~/lib/reference-data.server';
import { afterLoginPath } from '~/lib/safe-redirect';
import { jsonWithToast } from '~/lib/toast.server';
import { registerSchema } from '~/lib/validation/auth';

export const handle: RouteHandle = { title: 'Sign up', routeName: 'register' };
export const meta = pageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const email = new URL(request.url).searchParams.get('email') ?? '';
  return json({ countries: await countryOptions(getApi(request)), email: email.slice(0, 200) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: registerSchema(isValidPhone) });
  if (submission.status !== 'success') return json(submission.reply({ hideFields: ['password'] }), { status: 400 });
  const v = submission.value;
  const limited = await checkAuthRateLimit('register', context.clientIp ?? 'unknown', v.email);
  if (limited) return json(submission.reply({ formErrors: [limited], hideFields: ['password'] }), { status: 429 });
  try {
    const user = await getApi(request).auth.register({
      fname: v.fname,
      lname: v.lname,
      email: v.email,
      phone: nationalNumber(v.phone, v.country),
      password: v.password,
      country_code: v.country,
      meta: { ...REGISTER_META },
    });
    const { token, ...profile } = user;
    return signIn(request, token, profile, afterLoginPath(new URL(request.url).search));
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const fieldErrors = Object.fromEntries(Object.entries(error.fieldErrors).filter(([k]) => ['fname', 'lname', 'email', 'phone', 'password'].includes(k)));
    return jsonWithToast(request, context, submission.reply({ formErrors: [error.message], fieldErrors, hideFields: ['password'] }), { type: 'error', message: error.message }, { status: 400 });
  }
}

export default function Register() {
  const { countries, email } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: 'register',
    lastResult,
    defaultValue: { country: 'NG', email },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema() }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <>
      <AuthHeading title="Become a vehicle partner" subtitle="Create your account to list your vehicles" />
      <Form method="post" {...getFormProps(form)} className={css.form}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field label="First name" meta={fields.fname} autoComplete="given-name" />
        <Field label="Last name" meta={fields.lname} autoComplete="family-name" />
        <Field label="Email" meta={fields.email} type="email" autoComplete="email" inputMode="email" />
        <PhoneField label="Phone number" country={fields.country} phone={fields.phone} countries={countries} />
        <PasswordField label="Password" meta={fields.password} autoComplete="new-password" />
        {/* Spec section 5: disabled while invalid (once validated in the browser) or processing. */}
        <SubmitButton pendingText="Processing..." disabled={hydrated && !form.valid}>
          Create account
        </SubmitButton>
      </Form>
      <p className={css.center}>
        Already a partner? <Link to={`/login${params.toString() ? `?${params}` : ''}`}>Login</Link>
      </p>
    </>
  );
}
