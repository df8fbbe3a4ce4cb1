/** /register (spec sections 2 and 5): sign-up, then the onboarding or the redirect target. */
import { PostForm } from '~/components/form/PostForm';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData, useSearchParams } from '@remix-run/react';
import { Link } from '~/components/Link';
import { AuthHeading, authCss as css } from '~/components/AuthLayout';
import { SignupFields } from '~/components/form/SignupFields';
import { SubmitButton } from '~/components/form/SubmitButton';
import { formProps, useAppForm } from '~/components/form/useAppForm';
import { FormErrors } from '~/components/FormErrors';
import { DEFAULT_COUNTRY } from '~/domain/constants';
import { attempt, failedReply, formRules, parseForm, readForm } from '~/server/forms.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { reserveAttempt } from '~/server/rate-limit.server';
import { countryOptions } from '~/server/reference-data.server';
import { afterLoginPath } from '~/lib/safe-redirect';
import { requireGuest, signIn } from '~/server/auth.server';
import { registerUser, SIGNUP_WELCOME } from '~/server/signup.server';
import { registerSchema } from '~/server/validation/auth.server';
import { useMessageWords } from '~/components/form/Field';
import { honeypotFields, passesHoneypot } from '~/server/honeypot.server';
import { HoneypotFields } from '~/components/form/HoneypotFields';

export const handle: RouteHandle = { title: 'Sign up', routeName: 'register', enhance: true };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const email = new URL(request.url).searchParams.get('email') ?? '';
  return json({ countries: await countryOptions(context.api), email: email.slice(0, 120), rules: formRules(registerSchema), honeypot: honeypotFields() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireGuest(context);
  const formData = await readForm(request, context);
  const submission = parseForm(formData, registerSchema);
  // A bot that filled the trap, or never drew the form, sends no e-mail and makes no account (issue 54 §4).
  if (!passesHoneypot(formData))
    return failedReply(request, context, submission, 'This form was not sent from the portal’s page. Please open the page again and send it from there.', { hideFields: ['password'] });
  if (submission.status !== 'success') return json(submission.reply({ hideFields: ['password'] }), { status: 400 });
  // "A user with this email already exists" tells whether an address has an account, so a
  // register counts against sign-in's per-address limit too (issue 31 §2): an answer that an
  // account exists is a failed probe, a new account is not.
  const probe = await reserveAttempt('login', context.clientIp, null);
  if (!probe.ok) return failedReply(request, context, submission, probe.message, { via: 'toast', status: 429, hideFields: ['password'] });
  const reservation = await reserveAttempt('register', context.clientIp, submission.value.email);
  if (!reservation.ok) {
    await probe.settle('neutral');
    return failedReply(request, context, submission, reservation.message, { via: 'toast', status: 429, hideFields: ['password'] });
  }
  const result = await attempt(() => registerUser(context.api, submission.value));
  await probe.settle(result.ok ? 'success' : result.error.status === 409 ? 'failure' : result.error.status >= 500 ? 'neutral' : 'success');
  if (!result.ok) return failedReply(request, context, submission, result.error, { via: 'toast', hideFields: ['password'] });
  const { token, ...user } = result.value;
  // Say so (issue 15), then the redirect target or onboarding.
  return signIn(request, context, token, user, afterLoginPath(new URL(request.url).search), { type: 'success', message: SIGNUP_WELCOME });
}

export default function Register() {
  const { countries, email, rules, honeypot } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [params] = useSearchParams();
  const say = useMessageWords();
  const [form, fields] = useAppForm({ id: 'register', rules, lastResult, defaultValue: { country: DEFAULT_COUNTRY.code, email } });
  return (
    <>
      <AuthHeading title={say('Become a vehicle partner')} subtitle={say('Create your account to list your vehicles')} />
      <PostForm {...formProps(form)} className={css.form}>
        <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
        <SignupFields fields={fields} countries={countries} />
        <HoneypotFields fields={honeypot} />
        {/* Spec section 5: disabled while invalid (once a field was checked) or processing. */}
        <SubmitButton pendingText={say('Processing...')} block>
          {say('Create account')}
        </SubmitButton>
      </PostForm>
      <p className={css.center}>
        {say('Already a partner?')} <Link to={`/login${params.toString() ? `?${params}` : ''}`}>{say('Login')}</Link>
      </p>
    </>
  );
}
