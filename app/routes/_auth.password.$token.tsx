/** /password/:token (spec sections 2, 4, 5): choose a new password; then 'Password changed'. */
import { PostForm } from '~/components/form/PostForm';
import { requireGuest } from '~/server/auth.server';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { AuthHeading, authCss as css } from '~/components/AuthLayout';
import { PasswordField } from '~/components/form/PasswordField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { formProps, useAppForm } from '~/components/form/useAppForm';
import { PASSWORD_USER_TYPE } from '~/domain/constants';
import { reserveAttempt } from '~/server/rate-limit.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { attempt, failedReply, formRules, parseForm, readForm } from '~/server/forms.server';
import { jsonWithToast } from '~/server/toast.server';
import { resetPasswordSchema } from '~/server/validation/auth.server';
import { PASSWORD_MISMATCH, PASSWORD_MISMATCH_TOAST } from '~/lib/messages';
import * as ui from '~/styles/ui.css';
import { useMessageWords } from '~/components/form/Field';

export const handle: RouteHandle = { title: 'Reset Password', routeName: 'reset-password', enhance: true };
export const meta = pageMeta;

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return json({ done: url.searchParams.get('done') === '1', rules: formRules(resetPasswordSchema) });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireGuest(context);
  const url = new URL(request.url);
  const submission = parseForm(await readForm(request, context), resetPasswordSchema);
  if (submission.status !== 'success') {
    const mismatch = submission.error?.confirmPassword?.includes(PASSWORD_MISMATCH);
    const reply = submission.reply({ hideFields: ['password', 'confirmPassword'] });
    return mismatch ? jsonWithToast(context, reply, { type: 'error', message: PASSWORD_MISMATCH_TOAST }, { status: 400 }) : json(reply, { status: 400 });
  }
  const type = (url.searchParams.get('type') ?? PASSWORD_USER_TYPE).slice(0, 20);
  const token = (params.token ?? '').slice(0, 200);
  // A reset token is a secret: guesses are counted, reserved before the call (issue 20 §2).
  const reservation = await reserveAttempt('reset', context.clientIp, token);
  if (!reservation.ok) return failedReply(request, context, submission, reservation.message, { via: 'toast', status: 429, hideFields: ['password', 'confirmPassword'] });
  const result = await attempt(() => context.api.auth.changePassword({ password: submission.value.password, confirm_password: submission.value.confirmPassword, type, token }));
  await reservation.settle(result.ok ? 'success' : result.error.status >= 500 ? 'neutral' : 'failure');
  if (!result.ok) return failedReply(request, context, submission, result.error, { via: 'toast', hideFields: ['password', 'confirmPassword'] });
  return redirect(`${url.pathname}?done=1`);
}

export default function ResetPassword() {
  const { done, rules } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const say = useMessageWords();
  const [form, fields] = useAppForm({
    id: 'reset-password',
    rules,
    lastResult,
    // The one rule native constraints cannot express: both passwords are the same. Spec
    // section 5: pressing the button with two different passwords also shows the toast.
    match: { field: 'confirmPassword', with: 'password', message: PASSWORD_MISMATCH, toast: PASSWORD_MISMATCH_TOAST },
  });
  if (done) {
    return (
      <>
        <AuthHeading title={say('Password changed')} subtitle={say('You can now log in with your new password.')} />
        <Link to="/login" className={ui.button.primary}>
          {say('Login')}
        </Link>
      </>
    );
  }
  return (
    <>
      <AuthHeading title={say('Reset Password')} subtitle={say('Choose a new password of at least 6 characters.')} />
      <PostForm {...formProps(form)} className={css.form}>
        <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
        <PasswordField label={say('New password')} meta={fields.password} autoComplete="new-password" />
        <PasswordField label={say('Confirm new password')} meta={fields.confirmPassword} autoComplete="new-password" />
        <SubmitButton pendingText={say('Processing...')}>{say('Reset Password')}</SubmitButton>
      </PostForm>
    </>
  );
}
