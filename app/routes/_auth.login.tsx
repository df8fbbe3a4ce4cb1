/**
 * /login (spec sections 2, 4, 5): 'Welcome Partner', email login. The phone tab is
 * /login/phone (step 1) then /login/otp (step 2); `?tab=phone` still leads there.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { AuthHeading, authCss as css } from '~/components/AuthLayout';
import { PlainField, PlainPasswordField } from '~/components/form/PlainField';
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
  // Validated by the action with loginSchema; /login carries neither zod nor Conform, to stay
  // within its 100 KB JS budget (ADR 0005). The reply is Conform's SubmissionResult.
  const reply = useActionData<typeof action>();
  const errors = reply?.error ?? {};
  const email = typeof reply?.initialValue?.email === 'string' ? reply.initialValue.email : undefined;
  return (
    <>
      <AuthHeading title="Welcome Partner" subtitle="Log into your account" />
      <LoginTabs current="email" />
      <Form method="post" id="email-login" noValidate className={css.form} key={JSON.stringify(reply ?? null)}>
        <FormErrors errors={errors[''] ?? undefined} id="email-login-form-error" />
        <PlainField label="Email" name="email" formId="email-login" type="email" autoComplete="email" inputMode="email" defaultValue={email} errors={errors.email ?? undefined} />
        <PlainPasswordField label="Password" name="password" formId="email-login" autoComplete="current-password" errors={errors.password ?? undefined} />
        <p style={{ margin: 0, textAlign: 'right' }}>
          <Link to="/forgot-password">Forgot Password</Link>
        </p>
        <SubmitButton pendingText="Loading">Login</SubmitButton>
      </Form>
      <LoginFooter />
    </>
  );
}
