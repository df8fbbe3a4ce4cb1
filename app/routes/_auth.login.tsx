/**
 * /login (spec sections 2, 4, 5): email login and phone login with a one-time code. The tabs
 * are links (`?tab=email|phone`). Phone login keeps its pending code reference in the session
 * cookie, so step 2 ('Confirm OTP') survives reloads and works without JavaScript.
 */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { AuthHeading, authCss as css } from '~/components/AuthLayout';
import { Field } from '~/components/form/Field';
import { PasswordField } from '~/components/form/PasswordField';
import { PhoneField } from '~/components/form/PhoneField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { OtpStep } from '~/components/OtpStep';
import { getApi } from '~/lib/api.server';
import { errorMessage, isUpstreamError } from '~/lib/api/errors';
import { signIn } from '~/lib/auth.server';
import { OTP_RESEND_SECONDS } from '~/lib/constants';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { isValidPhone, nationalNumber } from '~/lib/phone.server';
import { checkAuthRateLimit } from '~/lib/rate-limit.server';
import { countryOptions } from '~/lib/reference-data.server';
import { afterLoginPath } from '~/lib/safe-redirect';
import { commitSession, getSession } from '~/lib/session.server';
import { jsonWithToast } from '~/lib/toast.server';
import { loginSchema, otpSchema, phoneLoginSchema } from '~/lib/validation/auth';

export const handle: RouteHandle = { title: 'Login', routeName: 'login' };
export const meta = pageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const tab = url.searchParams.get('tab') === 'phone' ? 'phone' : 'email';
  const session = await getSession(request);
  const otp = session.get('otp') ?? null;
  const step = tab === 'phone' && otp && url.searchParams.get('step') === 'confirm' ? 'confirm' : 'request';
  const countries = tab === 'phone' ? await countryOptions(getApi(request)) : [];
  return json({ tab, step, countries, otp: step === 'confirm' && otp ? { phone: otp.phone, country: otp.country, resendAt: otp.resendAt } : null });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? 'email-login');
  const api = getApi(request);
  const ip = context.clientIp ?? 'unknown';
  const session = await getSession(request);

  if (intent === 'email-login') {
    const submission = parseWithZod(formData, { schema: loginSchema });
    if (submission.status !== 'success') return json({ intent, result: submission.reply({ hideFields: ['password'] }) }, { status: 400 });
    const limited = await checkAuthRateLimit('login', ip, submission.value.email);
    if (limited) return json({ intent, result: submission.reply({ formErrors: [limited], hideFields: ['password'] }) }, { status: 429 });
    try {
      const reply = await api.auth.login(submission.value);
      if (!reply.data) {
        const result = submission.reply({ formErrors: ['Login failed!'], hideFields: ['password'] });
        return jsonWithToast(request, context, { intent, result }, { type: 'error', message: 'Login failed!' }, { status: 400 });
      }
      return signIn(request, reply.data.token, reply.data.user, afterLoginPath(url.search));
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      const result = submission.reply({ formErrors: [error.message], hideFields: ['password'] });
      return jsonWithToast(request, context, { intent, result }, { type: 'error', message: errorMessage(error) }, { status: 400 });
    }
  }

  if (intent === 'request-otp' || intent === 'resend-otp') {
    const pending = session.get('otp');
    const values = intent === 'resend-otp' && pending ? { phone: pending.phone, country: pending.country } : Object.fromEntries(formData);
    const form = new FormData();
    for (const [k, v] of Object.entries(values)) if (typeof v === 'string') form.set(k, v);
    const submission = parseWithZod(form, { schema: phoneLoginSchema(isValidPhone) });
    if (submission.status !== 'success') return json({ intent, result: submission.reply() }, { status: 400 });
    const { phone, country } = submission.value;
    if (intent === 'resend-otp' && pending && pending.resendAt > Date.now()) {
      const seconds = Math.ceil((pending.resendAt - Date.now()) / 1000);
      return jsonWithToast(request, context, { intent, result: submission.reply({ formErrors: [`Please wait ${seconds} seconds before requesting a new code`] }) }, { type: 'error', message: `Please wait ${seconds} seconds before requesting a new code` }, { status: 429 });
    }
    const limited = await checkAuthRateLimit('otp-request', ip, `${country}:${nationalNumber(phone, country)}`);
    if (limited) return json({ intent, result: submission.reply({ formErrors: [limited] }) }, { status: 429 });
    try {
      const reply = await api.auth.requestOtp({ phone: nationalNumber(phone, country), country_code: country, type: 'user' });
      session.set('otp', { ref: reply.reference_id, phone, country, resendAt: Date.now() + (reply.resend_after ?? OTP_RESEND_SECONDS) * 1000 });
      const back = new URLSearchParams(url.search);
      back.set('tab', 'phone');
      back.set('step', 'confirm');
      return redirect(`/login?${back}`, { headers: { 'Set-Cookie': await commitSession(request, session) } });
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      return jsonWithToast(request, context, { intent, result: submission.reply({ formErrors: [error.message] }) }, { type: 'error', message: error.message }, { status: 400 });
    }
  }

  if (intent === 'confirm-otp') {
    const pending = session.get('otp');
    const submission = parseWithZod(formData, { schema: otpSchema });
    if (!pending) return redirect('/login?tab=phone');
    if (submission.status !== 'success') return json({ intent, result: submission.reply({ resetForm: true }) }, { status: 400 });
    const limited = await checkAuthRateLimit('otp-confirm', ip, `${pending.country}:${pending.phone}`);
    if (limited) return json({ intent, result: submission.reply({ formErrors: [limited] }) }, { status: 429 });
    try {
      const user = await api.auth.confirmOtp(pending.ref, { otp_code: submission.value.otp, type: 'user' });
      const { token, ...profile } = user;
      const params = new URLSearchParams(url.search);
      params.delete('step');
      return signIn(request, token, profile, afterLoginPath(`?${params}`));
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      return jsonWithToast(request, context, { intent, result: submission.reply({ formErrors: [error.message], resetForm: true }) }, { type: 'error', message: error.message }, { status: 400 });
    }
  }
  return json({ intent, result: null }, { status: 400 });
}

export default function Login() {
  const { tab, step, countries, otp } = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const tabHref = (t: 'email' | 'phone') => {
    const next = new URLSearchParams(params);
    next.set('tab', t);
    next.delete('step');
    return `/login?${next}`;
  };
  if (tab === 'phone' && step === 'confirm' && otp) return <OtpStep phone={otp.phone} country={otp.country} resendAt={otp.resendAt} backHref={tabHref('phone')} />;
  return (
    <>
      <AuthHeading title="Welcome Partner" subtitle="Log into your account" />
      <nav className={css.tabs} aria-label="Login method">
        <Link to={tabHref('email')} className={css.tab} aria-current={tab === 'email' ? 'page' : undefined} replace>
          Email
        </Link>
        <Link to={tabHref('phone')} className={css.tab} aria-current={tab === 'phone' ? 'page' : undefined} replace>
          Phone
        </Link>
      </nav>
      {tab === 'email' ? <EmailLogin /> : <PhoneLogin countries={countries} />}
      <p className={css.center}>
        New here? <Link to={`/register${params.get('redirect') ? `?redirect=${encodeURIComponent(params.get('redirect')!)}` : ''}`}>Join now</Link>
      </p>
      <p className={css.center}>
        <Link to="/faq">Go to FAQ</Link>
      </p>
    </>
  );
}

function EmailLogin() {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'email-login',
    lastResult: actionData?.intent === 'email-login' ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Form method="post" {...getFormProps(form)} className={css.form}>
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field label="Email" meta={fields.email} type="email" autoComplete="email" inputMode="email" />
      <PasswordField label="Password" meta={fields.password} autoComplete="current-password" />
      <p style={{ margin: 0, textAlign: 'right' }}>
        <Link to="/forgot-password">Forgot Password</Link>
      </p>
      <SubmitButton intent="email-login" pendingText="Loading">
        Login
      </SubmitButton>
    </Form>
  );
}

function PhoneLogin({ countries }: { countries: { code: string; name: string; dialCode: string }[] }) {
  const actionData = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'phone-login',
    lastResult: actionData?.intent === 'request-otp' ? actionData.result : undefined,
    defaultValue: { country: 'NG' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: phoneLoginSchema() }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Form method="post" {...getFormProps(form)} className={css.form}>
      <FormErrors errors={form.errors} id={form.errorId} />
      <PhoneField label="Phone number" country={fields.country} phone={fields.phone} countries={countries} />
      <p style={{ margin: 0 }}>We will send a 4-digit code to this number by SMS.</p>
      <SubmitButton intent="request-otp" pendingText="Loading">
        Send code
      </SubmitButton>
    </Form>
  );
}
