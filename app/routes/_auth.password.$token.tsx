/** /password/:token (spec sections 2, 4, 5): choose a new password; then 'Password changed'. */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AuthHeading, authCss as css } from '~/components/AuthLayout';
import { PasswordField } from '~/components/form/PasswordField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { showToast } from '~/components/Toaster';
import { getApi } from '~/lib/api.server';
import { isUpstreamError } from '~/lib/api/errors';
import { PASSWORD_USER_TYPE } from '~/lib/constants';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { jsonWithToast } from '~/lib/toast.server';
import { PASSWORD_MISMATCH_TOAST, resetPasswordSchema } from '~/lib/validation/auth';
import * as ui from '~/styles/ui.css';

export const handle: RouteHandle = { title: 'Reset Password', routeName: 'reset-password' };
export const meta = pageMeta;

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return json({ done: url.searchParams.get('done') === '1', type: url.searchParams.get('type') ?? PASSWORD_USER_TYPE });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== 'success') {
    const mismatch = submission.error?.confirmPassword?.includes('Passwords must be identical');
    const reply = submission.reply({ resetForm: false });
    return mismatch ? jsonWithToast(request, context, reply, { type: 'error', message: PASSWORD_MISMATCH_TOAST }, { status: 400 }) : json(reply, { status: 400 });
  }
  try {
    await getApi(request).auth.changePassword({
      password: submission.value.password,
      confirm_password: submission.value.confirmPassword,
      type: url.searchParams.get('type') ?? PASSWORD_USER_TYPE,
      token: params.token ?? '',
    });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return jsonWithToast(request, context, submission.reply({ formErrors: [error.message] }), { type: 'error', message: error.message }, { status: 400 });
  }
  return redirect(`${url.pathname}?done=1`);
}

export default function ResetPassword() {
  const { done } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'reset-password',
    lastResult,
    onValidate: ({ formData, submitter }) => {
      const submission = parseWithZod(formData, { schema: resetPasswordSchema });
      if (submitter && submission.status === 'error' && submission.error?.confirmPassword?.includes('Passwords must be identical')) {
        showToast({ type: 'error', message: PASSWORD_MISMATCH_TOAST });
      }
      return submission;
    },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  if (done) {
    return (
      <>
        <AuthHeading title="Password changed" subtitle="You can now log in with your new password." />
        <Link to="/login" className={ui.button.primary}>
          Login
        </Link>
      </>
    );
  }
  return (
    <>
      <AuthHeading title="Reset Password" subtitle="Choose a new password of at least 6 characters." />
      <Form method="post" {...getFormProps(form)} className={css.form}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <PasswordField label="New password" meta={fields.password} autoComplete="new-password" />
        <PasswordField label="Confirm new password" meta={fields.confirmPassword} autoComplete="new-password" />
        <SubmitButton pendingText="Processing...">Reset Password</SubmitButton>
      </Form>
    </>
  );
}
