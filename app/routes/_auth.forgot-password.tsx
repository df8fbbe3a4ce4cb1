/** /forgot-password (spec sections 2, 4, 5): request a reset link; the 'Check your email' view on success. */
import { PostForm } from '~/components/form/PostForm';
import { requireGuest } from '~/server/auth.server';
import { languageOf } from '~/server/i18n.server';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { AuthHeading, authCss as css } from '~/components/AuthLayout';
import { Field } from '~/components/form/Field';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { formProps, useAppForm } from '~/components/form/useAppForm';
import { PASSWORD_APP_TAG, PASSWORD_USER_TYPE } from '~/domain/constants';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { reserveAttempt } from '~/server/rate-limit.server';
import { attempt, failedReply, formRules, parseForm, readForm, invalidReply } from '~/server/forms.server';
import { forgotPasswordSchema } from '~/server/validation/auth.server';
import * as ui from '~/styles/ui.css';
import { useMessageWords } from '~/components/form/Field';
import { honeypotFields, passesHoneypot } from '~/server/honeypot.server';
import { HoneypotFields } from '~/components/form/HoneypotFields';

export const handle: RouteHandle = { title: 'Forgot Password', routeName: 'forgot-password', enhance: true };
export const meta = pageMeta;

export function loader({ request }: LoaderFunctionArgs) {
  return json({ sent: new URL(request.url).searchParams.get('sent') === '1', rules: formRules(forgotPasswordSchema), honeypot: honeypotFields() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireGuest(context);
  const formData = await readForm(request, context);
  const submission = parseForm(formData, forgotPasswordSchema);
  // A bot sends no e-mail (issue 54 §4).
  if (!passesHoneypot(formData)) return failedReply(request, context, submission, 'This form was not sent from the portal’s page. Please open the page again and send it from there.');
  if (submission.status !== 'success') return invalidReply(submission);
  const reservation = await reserveAttempt('forgot', context.clientIp, submission.value.email);
  if (!reservation.ok) return failedReply(request, context, submission, reservation.message, { via: 'toast', status: 429 });
  // Spec section 8: a failure is a toast, and the form comes back (state 'idle').
  const result = await attempt(() => context.api.auth.forgotPassword({ email: submission.value.email, type: PASSWORD_USER_TYPE, app: PASSWORD_APP_TAG, language: languageOf(request) }));
  if (!result.ok) return failedReply(request, context, submission, result.error, { via: 'toast' });
  return redirect('/forgot-password?sent=1');
}

export default function ForgotPassword() {
  const { sent, rules, honeypot } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const say = useMessageWords();
  const [form, fields] = useAppForm({ id: 'forgot-password', rules, lastResult });
  if (sent) {
    return (
      <>
        <AuthHeading title={say('Check your email')} />
        <p>{say('Check your email for password reset instructions')}</p>
        <Link to="/login" className={ui.button.primary}>
          {say('Back to home')}
        </Link>
      </>
    );
  }
  return (
    <>
      <AuthHeading title={say('Forgot Password')} subtitle={say('Enter the email of your account and we will send you a link to choose a new password.')} />
      <PostForm {...formProps(form)} className={css.form}>
        <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
        <Field label={say('Email')} meta={fields.email} type="email" autoComplete="email" inputMode="email" />
        <HoneypotFields fields={honeypot} />
        <SubmitButton pendingText={say('Processing...')}>{say('Recover Password')}</SubmitButton>
        <Link to="/login" className={ui.button.secondary}>
          {say('Back')}
        </Link>
      </PostForm>
    </>
  );
}
