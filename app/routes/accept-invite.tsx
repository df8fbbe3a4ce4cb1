/**
 * /accept-invite?code=… (spec section 2, open page, no redirect; issue 6): the invitation
 * looked up by its code, with the company and the roles offered. A visitor without an account
 * signs up with the email prefilled; if sign-up answers ItemAlreadyExist, that is not an
 * error: they log in and come back to accept. After accepting, the partner becomes the active
 * organisation and the user lands on the first page their roles allow. An unknown or expired
 * code says so; any other failure (the API down) is the readable error page, not "not found".
 */
import { PostForm } from '~/components/form/PostForm';
import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { AuthHeading, AuthLayout, authCss } from '~/components/AuthLayout';
import { SignupFields } from '~/components/form/SignupFields';
import { SubmitButton } from '~/components/form/SubmitButton';
import { formProps, useAppForm } from '~/components/form/useAppForm';
import { readReply } from '~/components/form/reply';
import { FormErrors } from '~/components/FormErrors';
import type { InviteLookup } from '~contract/core';
import { DEFAULT_COUNTRY } from '~/domain/constants';
import { attempt, emptySubmission, failedReply, formRules, parseForm, readForm } from '~/server/forms.server';
import { acceptAndEnter } from '~/server/invitations.server';
import { reserveAttempt } from '~/server/rate-limit.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { countryOptions } from '~/server/reference-data.server';
import { startSession } from '~/server/session.server';
import { registerUser } from '~/server/signup.server';
import { redirectWithToast } from '~/server/toast.server';
import { registerSchema } from '~/server/validation/auth.server';
import * as ui from '~/styles/ui.css';
import { useWords } from '~/components/useWords';
import { useMessageWords } from '~/components/form/Field';

// The script for the sign-up form's checks; "Invitation not found" needs none.
export const handle: RouteHandle = { title: 'Accept invitation', routeName: 'accept-invite', enhance: (data) => Boolean((data as { invite?: unknown } | undefined)?.invite) };
export const meta = pageMeta;

/** The invitation of the request's `code`; null when there is no code or the API does not know it. */
async function lookup(request: Request, context: AppLoadContext): Promise<{ code: string; invite: InviteLookup | null }> {
  const code = (new URL(request.url).searchParams.get('code') ?? '').slice(0, 200);
  if (!code) return { code, invite: null };
  // An invitation code is a secret: unknown codes are counted per address (issue 20 §2).
  const reservation = await reserveAttempt('invite', context.clientIp, code);
  if (!reservation.ok) throw json({ message: reservation.message }, { status: 429 });
  const result = await attempt(() => context.api.invitations.byCode(code));
  // Only "not found" and a refused code mean the invitation is gone; anything else is an outage.
  const gone = !result.ok && [400, 404, 410, 422].includes(result.error.status);
  await reservation.settle(result.ok ? 'success' : gone ? 'failure' : 'neutral');
  if (result.ok) return { code, invite: result.value };
  if (gone) return { code, invite: null };
  throw json({ message: result.error.message }, { status: 503 });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { code, invite } = await lookup(request, context);
  const { data } = await context.session();
  const needsSignup = Boolean(invite && !data && invite.status === 'pending');
  return json({
    code,
    invite: invite ? { email: invite.member_email, company: invite.company_name, roles: invite.roles, status: invite.status, userExists: invite.user_exists } : null,
    signedInAs: data?.user.email ?? null,
    countries: needsSignup ? await countryOptions(context.api) : [],
    rules: formRules(registerSchema),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { code, invite } = await lookup(request, context);
  const formData = await readForm(request, context);
  if (!invite || invite.status !== 'pending') return failedReply(request, context, emptySubmission(formData), 'This invitation was not found or has expired', { status: 404 });
  const backHere = `/accept-invite?code=${encodeURIComponent(code)}`;
  const { session, data } = await context.session();

  if (formData.get('intent') === 'accept') {
    const submission = emptySubmission(formData);
    if (!data) return redirect(`/login?redirect=${encodeURIComponent(backHere)}`);
    if (data.user.email.toLowerCase() !== invite.member_email.toLowerCase())
      return failedReply(request, context, submission, { key: 'This invitation is for {{email}}', values: { email: invite.member_email } }, { status: 403 });
    const result = await attempt(() => acceptAndEnter(request, session, context.api, data.user.id, invite.partner.id, () => context.api.invitations.acceptById(invite.id)));
    return result.ok ? result.value : failedReply(request, context, submission, result.error);
  }

  // Sign-up with the invited email.
  formData.set('email', invite.member_email);
  const submission = parseForm(formData, registerSchema);
  if (submission.status !== 'success') return json(submission.reply({ hideFields: ['password'] }), { status: 400 });
  const registered = await attempt(() => registerUser(context.api, submission.value, invite.member_email));
  if (!registered.ok) {
    if (registered.error.alreadyExists) {
      // Not an error (spec section 7): the account exists, so log in, then accept.
      return redirectWithToast(request, `/login?redirect=${encodeURIComponent(backHere)}`, { type: 'info', message: 'You already have an account: log in to accept the invitation.' });
    }
    return failedReply(request, context, submission, registered.error, { via: 'toast', hideFields: ['password'] });
  }
  const { token, ...user } = registered.value;
  const fresh = await startSession(request, token, user);
  const api = context.withToken(token);
  const result = await attempt(() => acceptAndEnter(request, fresh, api, user.id, invite.partner.id, () => api.invitations.acceptById(invite.id)));
  return result.ok ? result.value : failedReply(request, context, submission, result.error, { hideFields: ['password'] });
}

export default function AcceptInvite() {
  const { invite, signedInAs, code, countries, rules } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const backHere = `/accept-invite?code=${encodeURIComponent(code)}`;
  const say = useWords('settings');
  const sayMessage = useMessageWords();
  if (!invite) {
    return (
      <AuthLayout>
        <AuthHeading title={say('Invitation not found')} subtitle={say('This invitation was not found or has expired. Ask the partner to send a new one.')} />
        <Link to="/login" className={ui.button.primary}>
          {say('Go to login')}
        </Link>
      </AuthLayout>
    );
  }
  const acceptError = readReply(reply, 'accept').error('');
  return (
    <AuthLayout>
      <AuthHeading
        title={say('Join {{company}}', { company: invite.company })}
        subtitle={say('{{company}} invited {{email}} to help manage their fleet.', { company: invite.company, email: invite.email })}
      />
      <section aria-labelledby="offered-roles">
        <h2 id="offered-roles" className={ui.cardTitle}>
          {say('Roles offered')}
        </h2>
        <ul>
          {invite.roles.map((r) => (
            <li key={r.name}>
              <strong>{say(r.label)}</strong>: {say(r.description)}
            </li>
          ))}
        </ul>
      </section>
      {acceptError ? (
        <p role="alert" className={ui.formError}>
          {sayMessage(acceptError)}
        </p>
      ) : null}
      {invite.status !== 'pending' ? (
        <p>
          {say(
            invite.status === 'accepted'
              ? 'This invitation has already been accepted.'
              : invite.status === 'rejected'
                ? 'This invitation has already been rejected.'
                : 'This invitation is no longer open.',
          )}
        </p>
      ) : signedInAs ? (
        signedInAs.toLowerCase() === invite.email.toLowerCase() ? (
          <PostForm>
            <SubmitButton intent="accept" pendingText={say('Processing...')}>
              {say('Accept invitation')}
            </SubmitButton>
          </PostForm>
        ) : (
          <p>
            {say('You are logged in as {{signedIn}}, but this invitation is for {{email}}.', { signedIn: signedInAs, email: invite.email })}{' '}
            <PostForm action="/logout" className={ui.inlineForm}>
              <button type="submit" className={ui.button.ghost}>
                {say('Log out')}
              </button>
            </PostForm>
          </p>
        )
      ) : (
        <>
          <SignupForm email={invite.email} countries={countries} rules={rules} />
          <p className={authCss.center}>
            {say('Already have an account?')} <Link to={`/login?redirect=${encodeURIComponent(backHere)}`}>{say('Log in to accept')}</Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}

function SignupForm({ email, countries, rules }: { email: string; countries: { code: string; name: string; dialCode: string }[]; rules: ReturnType<typeof useLoaderData<typeof loader>>['rules'] }) {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: 'invite-signup', rules, lastResult, intent: 'signup', defaultValue: { email, country: DEFAULT_COUNTRY.code } });
  const say = useWords('settings');
  return (
    <PostForm {...formProps(form)} className={authCss.form}>
      <p className={ui.flush}>{say('Create your account to accept.')}</p>
      <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
      <SignupFields fields={fields} countries={countries} emailReadOnly />
      <SubmitButton intent="signup" pendingText={say('Processing...')}>
        {say('Create account and accept')}
      </SubmitButton>
    </PostForm>
  );
}
