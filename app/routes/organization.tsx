/**
 * /organization (spec sections 2 and 4): the organisation picker for a user with several
 * organisations and none active. Cards show the first letter, the company name and the role
 * label. Choosing an owner's organisation, or one with supported cities, makes it active;
 * otherwise 'This profile setup is yet to be completed'.
 */
import { PostForm } from '~/components/form/PostForm';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { readReply } from '~/components/form/reply';
import { AuthLayout, AuthHeading, authCss } from '~/components/AuthLayout';
import { SubmitButton } from '~/components/form/SubmitButton';
import { contextOf, landingFor, requireUser } from '~/server/auth.server';
import { failedReply, parseForm, readForm, invalidReply } from '~/server/forms.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { INCOMPLETE_PROFILE_MESSAGE, canActivate, isUsable, membershipRoleLabels, orgRoleLabel } from '~/domain/organisations';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { commitSession } from '~/server/session.server';
import { organisationChoiceSchema } from '~/server/validation/team.server';
import * as ui from '~/styles/ui.css';
import * as css from '~/routes/organization.css';
import { useWords } from '~/components/useWords';
import { useMessageWords } from '~/components/form/Field';

export const handle: RouteHandle = { title: 'Choose organisation', routeName: 'organization' };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data, api } = await requireUser(request, context);
  const memberships = (await api.users.memberships(data.user.id)).filter(isUsable);
  return json({
    organisations: memberships.map((m) => ({
      id: m.partner.id,
      name: m.partner.company_name,
      role: orgRoleLabel(m.role),
      roles: membershipRoleLabels(m),
      active: data.ctx?.partner.id === m.partner.id,
    })),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, data, api } = await requireUser(request, context);
  const submission = parseForm(await readForm(request, context), organisationChoiceSchema);
  if (submission.status !== 'success') return invalidReply(submission);
  const membership = (await api.users.memberships(data.user.id)).filter(isUsable).find((m) => m.partner.id === submission.value.partnerId);
  if (!membership) return failedReply(request, context, submission, 'Please choose one of your organisations');
  if (!canActivate(membership)) return failedReply(request, context, submission, INCOMPLETE_PROFILE_MESSAGE);
  const ctx = await contextOf(api, membership);
  session.set('ctx', ctx);
  const to = landingFor(ctx, safeRedirectPath(new URL(request.url).searchParams.get('redirect')));
  return redirect(to, { headers: { 'Set-Cookie': await commitSession(request, session) } });
}

export default function Organization() {
  const { organisations } = useLoaderData<typeof loader>();
  const reply = readReply(useActionData<typeof action>());
  const error = reply.error('') ?? reply.error('partnerId');
  const say = useWords('settings');
  const sayMessage = useMessageWords();
  return (
    <AuthLayout signedIn>
      <AuthHeading title={say('Who is using Vehicle Partner?')} subtitle={say('Choose the organisation you want to manage.')} />
      {/* Signing in posts as a document even with JavaScript: one round trip to the next page instead of data, manifest and chunk requests in series (ADR 0011). */}
      <PostForm className={authCss.form}>
        {error ? (
          <p role="alert" className={ui.formError}>
            {sayMessage(error)}
          </p>
        ) : null}
        <fieldset className={css.list}>
          <legend className={ui.visuallyHidden}>{say('Organisations')}</legend>
          {organisations.map((o, i) => (
            <label key={o.id} className={css.option}>
              <span className={css.letter} aria-hidden>
                {o.name.charAt(0).toUpperCase()}
              </span>
              <span>
                <span className={css.name} translate="no">
                  {o.name}
                </span>
                <span className={ui.muted}>
                  {say(o.role)}
                  {o.roles.length ? ` · ${o.roles.map((r) => say(r)).join(', ')}` : null}
                </span>
              </span>
              <input type="radio" name="partnerId" value={o.id} className={css.radio} defaultChecked={o.active || i === 0} required />
            </label>
          ))}
        </fieldset>
        <SubmitButton pendingText={say('Loading')}>{say('Proceed')}</SubmitButton>
      </PostForm>
    </AuthLayout>
  );
}
