/**
 * /login (spec sections 2, 4, 5): 'Welcome Partner', email login. The phone tab is
 * /login/phone (step 1) then /login/otp (step 2); `?tab=phone` still leads there.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData } from '@remix-run/react';
import { readReply } from '~/components/form/reply';
import { useEffect, useState, type FormEvent } from 'react';
import { AuthHeading, authCss as css } from '~/components/AuthLayout';
import * as ui from '~/styles/ui.css';
import { PlainField, PlainPasswordField } from '~/components/form/PlainField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { LoginFooter, LoginTabs } from '~/components/LoginTabs';
import { hasInvalidControl, useSubmitBlocked } from '~/components/form/useSubmitBlocked';
import { emailLogin } from '~/server/login.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';

export const handle: RouteHandle = { title: 'Login', routeName: 'login', hydrate: true };
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
  // Validated by the action with loginSchema; /login carries no form library, to stay well
  // within its 100 KB JS budget (ADR 0005). The reply is Conform's SubmissionResult.
  const reply = useActionData<typeof action>();
  // Spec section 5: submit disabled while invalid (native constraints: required, type=email).
  const blocked = useSubmitBlocked('email-login');
  const [shown, setShown] = useState<Record<string, string[]>>({});
  useEffect(() => setShown({}), [reply]);
  const read = readReply(reply);
  const errorsOf = (name: string) => shown[name] ?? read.errors(name);
  // With JavaScript, an invalid form is not sent: each invalid field says why (spec messages).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    if (!hasInvalidControl(form)) return;
    event.preventDefault();
    const email = form.elements.namedItem('email') as HTMLInputElement;
    const password = form.elements.namedItem('password') as HTMLInputElement;
    setShown({ ...(email.validity.valid ? {} : { email: ['Invalid email'] }), ...(password.validity.valid ? {} : { password: ['Invalid password'] }) });
  };
  const sentEmail = read.value('email');
  const email = typeof sentEmail === 'string' ? sentEmail : undefined;
  return (
    <>
      <AuthHeading title="Welcome Partner" subtitle="Log into your account" />
      <LoginTabs current="email" />
      {/* Signing in posts as a document even with JavaScript: one round trip to the next page instead of data, manifest and chunk requests in series (ADR 0011). */}
      <Form method="post" reloadDocument id="email-login" noValidate className={css.form} key={JSON.stringify(reply ?? null)} onSubmit={onSubmit}>
        <FormErrors errors={errorsOf('')} id="email-login-form-error" />
        <PlainField label="Email" name="email" formId="email-login" type="email" autoComplete="email" inputMode="email" required maxLength={120} defaultValue={email} errors={errorsOf('email')} />
        <PlainPasswordField label="Password" name="password" formId="email-login" autoComplete="current-password" required errors={errorsOf('password')} />
        <p className={ui.alignEnd}>
          <Link to="/forgot-password">Forgot Password</Link>
        </p>
        <SubmitButton pendingText="Loading" blocked={blocked}>
          Login
        </SubmitButton>
      </Form>
      <LoginFooter />
    </>
  );
}
