/**
 * /accept-invite?code=… (spec section 2, open page, no redirect; issue 6): the invitation
 * looked up by its code, with the company and the roles offered. A visitor without an account
 * signs up with the email prefilled; if sign-up answers ItemAlreadyExist, that is not an
 * error: they log in and come back to accept. After accepting, the partner becomes the active
 * organisation and the user lands on the first page their roles allow.
 */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { AuthHeading, AuthLayout, authCss } from '~/components/AuthLayout';
import { Field } from '~/components/form/Field';
import { PasswordField } from '~/components/form/PasswordField';
import { PhoneField } from '~/components/form/PhoneField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { firstAllowedPath } from '~/lib/access';
import { getApi } from '~/lib/api.server';
import { createUpstream, type Upstream } from '~/lib/api/client.server';
import { isUpstreamError } from '~/lib/api/errors';
import type { InviteLookup, User } from '~/lib/api/schemas';
import { contextFor } from '~/lib/auth.server';
import { upstreamUrl } from '~/lib/config.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { isValidPhone, nationalNumber } from '~/lib/phone.server';
import { countryOptions } from '~/lib/reference-data.server';
import { REGISTER_META } from '~/lib/constants.server';
import { commitSession, readSession, startSession, type AppSession } from '~/lib/session.server';
import { jsonWithToast, redirectWithToast } from '~/lib/toast.server';
import { registerSchema } from '~/lib/validation/auth';
import * as ui from '~/styles/ui.css';

export const handle: RouteHandle = { title: 'Accept invitation', routeName: 'accept-invite' };
export const meta = pageMeta;

async function lookup(request: Request): Promise<{ code: string; invite: InviteLookup | null }> {
  const code = new URL(request.url).searchParams.get('code') ?? '';
  if (!code) return { code, invite: null };
  try {
    return { code, invite: await getApi(request).invitations.byCode(code) };
  } catch (error) {
    if (isUpstreamError(error)) return { code, invite: null };
    throw error;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { code, invite } = await lookup(request);
  const { data } = await readSession(request);
  const needsSignup = Boolean(invite && !data && invite.status === 'pending');
  return json({
    code,
    invite: invite ? { email: invite.member_email, company: invite.company_name, roles: invite.roles, status: invite.status, userExists: invite.user_exists } : null,
    signedInAs: data?.user.email ?? null,
    countries: needsSignup ? await countryOptions(getApi(request)) : [],
  });
}

/** Accept with `api`, make the partner active in `session`, and go to the first allowed page. */
async function acceptAndEnter(request: Request, session: AppSession, api: Upstream, user: Pick<User, 'id'>, invite: InviteLookup) {
  await api.invitations.acceptById(invite.id);
  const membership = (await api.users.memberships(user.id)).find((m) => m.partner.id === invite.partner.id && m.roles.length > 0);
  if (!membership) return redirectWithToast(request, '/login', { type: 'error', message: 'User access has been revoked' });
  const ctx = await contextFor(api, membership);
  session.set('ctx', ctx);
  return redirectWithToast(request, firstAllowedPath(ctx.roles), { type: 'success', message: `You joined ${invite.company_name}` }, { headers: { 'Set-Cookie': await commitSession(request, session) } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { code, invite } = await lookup(request);
  if (!invite || invite.status !== 'pending') return json({ result: null, error: 'This invitation was not found or has expired' }, { status: 404 });
  const backHere = `/accept-invite?code=${encodeURIComponent(code)}`;
  const formData = await request.formData();
  const { session, data } = await readSession(request);

  if (formData.get('intent') === 'accept') {
    if (!data) return redirect(`/login?redirect=${encodeURIComponent(backHere)}`);
    if (data.user.email.toLowerCase() !== invite.member_email.toLowerCase()) {
      return jsonWithToast(request, context, { result: null, error: `This invitation is for ${invite.member_email}` }, { type: 'error', message: `This invitation is for ${invite.member_email}` }, { status: 403 });
    }
    try {
      return await acceptAndEnter(request, session, getApi(request, data.token), data.user, invite);
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      return jsonWithToast(request, context, { result: null, error: error.message }, { type: 'error', message: error.message }, { status: 400 });
    }
  }

  // Sign-up with the invited email.
  formData.set('email', invite.member_email);
  const submission = parseWithZod(formData, { schema: registerSchema(isValidPhone) });
  if (submission.status !== 'success') return json({ result: submission.reply({ hideFields: ['password'] }), error: null }, { status: 400 });
  const v = submission.value;
  try {
    const { token, ...user } = await getApi(request).auth.register({
      fname: v.fname,
      lname: v.lname,
      email: invite.member_email,
      phone: nationalNumber(v.phone, v.country),
      password: v.password,
      country_code: v.country,
      meta: { ...REGISTER_META },
    });
    const fresh = await startSession(request, token, user);
    return await acceptAndEnter(request, fresh, createUpstream({ baseUrl: upstreamUrl(), token, signal: request.signal }), user, invite);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.alreadyExists) {
      // Not an error (spec section 7): the account exists, so log in, then accept.
      return redirectWithToast(request, `/login?redirect=${encodeURIComponent(backHere)}`, { type: 'info', message: 'You already have an account: log in to accept the invitation.' });
    }
    return jsonWithToast(request, context, { result: submission.reply({ formErrors: [error.message], hideFields: ['password'] }), error: null }, { type: 'error', message: error.message }, { status: 400 });
  }
}

export default function AcceptInvite() {
  const { invite, signedInAs, code, countries } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const backHere = `/accept-invite?code=${encodeURIComponent(code)}`;
  if (!invite) {
    return (
      <AuthLayout>
        <AuthHeading title="Invitation not found" subtitle="This invitation was not found or has expired. Ask the partner to send a new one." />
        <Link to="/login" className={ui.button.primary}>
          Go to login
        </Link>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout>
      <AuthHeading title={`Join ${invite.company}`} subtitle={`${invite.company} invited ${invite.email} to help manage their fleet.`} />
      <section aria-labelledby="offered-roles">
        <h2 id="offered-roles" style={{ fontSize: '1.125rem' }}>
          Roles offered
        </h2>
        <ul>
          {invite.roles.map((r) => (
            <li key={r.name}>
              <strong>{r.label}</strong>: {r.description}
            </li>
          ))}
        </ul>
      </section>
      {reply?.error ? (
        <p role="alert" className={ui.formError}>
          {reply.error}
        </p>
      ) : null}
      {invite.status !== 'pending' ? (
        <p>This invitation has already been {invite.status}.</p>
      ) : signedInAs ? (
        signedInAs.toLowerCase() === invite.email.toLowerCase() ? (
          <Form method="post">
            <SubmitButton intent="accept" pendingText="Processing...">
              Accept invitation
            </SubmitButton>
          </Form>
        ) : (
          <p>
            You are logged in as {signedInAs}, but this invitation is for {invite.email}.{' '}
            <Form method="post" action="/logout" style={{ display: 'inline' }}>
              <button type="submit" className={ui.button.ghost}>
                Log out
              </button>
            </Form>
          </p>
        )
      ) : (
        <>
          <SignupForm email={invite.email} countries={countries} />
          <p className={authCss.center}>
            Already have an account? <Link to={`/login?redirect=${encodeURIComponent(backHere)}`}>Log in to accept</Link>
          </p>
        </>
      )}
    </AuthLayout>
  );
}

function SignupForm({ email, countries }: { email: string; countries: { code: string; name: string; dialCode: string }[] }) {
  const reply = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'invite-signup',
    lastResult: reply?.result ?? undefined,
    defaultValue: { email, country: 'NG' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: registerSchema() }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <Form method="post" {...getFormProps(form)} className={authCss.form}>
      <p style={{ margin: 0 }}>Create your account to accept.</p>
      <FormErrors errors={form.errors} id={form.errorId} />
      <Field label="Email" meta={fields.email} type="email" readOnly />
      <Field label="First name" meta={fields.fname} autoComplete="given-name" />
      <Field label="Last name" meta={fields.lname} autoComplete="family-name" />
      <PhoneField label="Phone number" country={fields.country} phone={fields.phone} countries={countries} />
      <PasswordField label="Password" meta={fields.password} autoComplete="new-password" />
      <SubmitButton intent="signup" pendingText="Processing...">
        Create account and accept
      </SubmitButton>
    </Form>
  );
}
