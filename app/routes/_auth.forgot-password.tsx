/** /forgot-password (spec sections 2, 4, 5): request a reset link; the 'Check your email' view on success. */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AuthHeading, authCss as css } from '~/components/AuthLayout';
import { Field } from '~/components/form/Field';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { getApi } from '~/lib/api.server';
import { isUpstreamError } from '~/lib/api/errors';
import { PASSWORD_APP_TAG, PASSWORD_USER_TYPE } from '~/lib/constants';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { checkAuthRateLimit } from '~/lib/rate-limit.server';
import { jsonWithToast } from '~/lib/toast.server';
import { forgotPasswordSchema } from '~/lib/validation/auth';
import * as ui from '~/styles/ui.css';

export const handle: RouteHandle = { title: 'Forgot Password', routeName: 'forgot-password' };
export const meta = pageMeta;

export function loader({ request }: LoaderFunctionArgs) {
  return json({ sent: new URL(request.url).searchParams.get('sent') === '1' });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 });
  const limited = await checkAuthRateLimit('forgot', context.clientIp ?? 'unknown', submission.value.email);
  if (limited) return json(submission.reply({ formErrors: [limited] }), { status: 429 });
  try {
    await getApi(request).auth.forgotPassword({ email: submission.value.email, type: PASSWORD_USER_TYPE, app: PASSWORD_APP_TAG });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return jsonWithToast(request, context, submission.reply({ formErrors: [error.message] }), { type: 'error', message: error.message }, { status: 400 });
  }
  return redirect('/forgot-password?sent=1');
}

export default function ForgotPassword() {
  const { sent } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'forgot-password',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  if (sent) {
    return (
      <>
        <AuthHeading title="Check your email" />
        <p>Check your email for password reset instructions</p>
        <Link to="/login" className={ui.button.primary}>
          Back to home
        </Link>
      </>
    );
  }
  return (
    <>
      <AuthHeading title="Forgot Password" subtitle="Enter the email of your account and we will send you a link to choose a new password." />
      <Form method="post" {...getFormProps(form)} className={css.form}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field label="Email" meta={fields.email} type="email" autoComplete="email" inputMode="email" />
        <SubmitButton pendingText="Processing...">Recover Password</SubmitButton>
        <Link to="/login" className={ui.button.secondary}>
          Back
        </Link>
      </Form>
    </>
  );
}
