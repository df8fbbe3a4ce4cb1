/**
 * /login (spec sections 2, 4, 5): 'Welcome Partner', email login. The phone tab is
 * /login/phone (step 1) then /login/otp (step 2); `?tab=phone` still leads there.
 */
import { getFormProps, useForm } from '@conform-to/react';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthHeading, authCss as css } from '~/components/AuthLayout';
import { Field } from '~/components/form/Field';
import { PasswordField } from '~/components/form/PasswordField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { LoginFooter, LoginTabs } from '~/components/LoginTabs';
import { emailLogin } from '~/lib/login.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';

export const handle: RouteHandle = { title: 'Login', routeName: 'login' };
export const meta = pageMeta;

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get('tab') === 'phone') {
    url.searchParams.delete('tab');
    throw redirect(`/login/phone${url.search}`);
  }
  return json(null);
}

export const action = (args: ActionFunctionArgs) => emailLogin(args);

export default function Login() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<{ email: string; password: string }>({
    id: 'email-login',
    lastResult,
    // Validated by the action with the same schema: zod stays off /login's 100 KB JS budget (ADR 0005).
    shouldValidate: 'onSubmit',
  });
  return (
    <>
      <AuthHeading title="Welcome Partner" subtitle="Log into your account" />
      <LoginTabs current="email" />
      <Form method="post" {...getFormProps(form)} className={css.form}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field label="Email" meta={fields.email} type="email" autoComplete="email" inputMode="email" />
        <PasswordField label="Password" meta={fields.password} autoComplete="current-password" />
        <p style={{ margin: 0, textAlign: 'right' }}>
          <Link to="/forgot-password">Forgot Password</Link>
        </p>
        <SubmitButton pendingText="Loading">Login</SubmitButton>
      </Form>
      <LoginFooter />
    </>
  );
}
