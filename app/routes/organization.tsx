/**
 * /organization (spec sections 2 and 4): the organisation picker for a user with several
 * organisations and none active. Cards show the first letter, the company name and the role
 * label. Choosing an owner's organisation, or one with supported cities, makes it active;
 * otherwise 'This profile setup is yet to be completed'.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { AuthLayout, AuthHeading, authCss } from '~/components/AuthLayout';
import { SubmitButton } from '~/components/form/SubmitButton';
import { contextFor, requireUser } from '~/lib/auth.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { INCOMPLETE_PROFILE_MESSAGE, canActivate, isUsable, orgRoleLabel } from '~/lib/organisations';
import { safeRedirectPath } from '~/lib/safe-redirect';
import { commitSession } from '~/lib/session.server';
import * as ui from '~/styles/ui.css';
import * as css from './organization.css';

export const handle: RouteHandle = { title: 'Choose organisation', routeName: 'organization' };
export const meta = pageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const { data, api } = await requireUser(request);
  const memberships = (await api.users.memberships(data.user.id)).filter(isUsable);
  return json({
    organisations: memberships.map((m) => ({ id: m.partner.id, name: m.partner.company_name, role: orgRoleLabel(m.role), active: data.ctx?.partner.id === m.partner.id })),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { session, data, api } = await requireUser(request);
  const form = await request.formData();
  const partnerId = Number(form.get('partnerId'));
  const membership = (await api.users.memberships(data.user.id)).filter(isUsable).find((m) => m.partner.id === partnerId);
  if (!membership) return json({ error: 'Please choose one of your organisations' }, { status: 400 });
  if (!canActivate(membership)) return json({ error: INCOMPLETE_PROFILE_MESSAGE }, { status: 400 });
  session.set('ctx', await contextFor(api, membership));
  const to = safeRedirectPath(new URL(request.url).searchParams.get('redirect'));
  return redirect(to, { headers: { 'Set-Cookie': await commitSession(request, session) } });
}

export default function Organization() {
  const { organisations } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <AuthLayout>
      <AuthHeading title="Who is using Vehicle Partner?" subtitle="Choose the organisation you want to manage." />
      <Form method="post" className={authCss.form}>
        {actionData?.error ? (
          <p role="alert" className={ui.formError}>
            {actionData.error}
          </p>
        ) : null}
        <fieldset className={css.list}>
          <legend className={ui.visuallyHidden}>Organisations</legend>
          {organisations.map((o, i) => (
            <label key={o.id} className={css.option}>
              <span className={css.letter} aria-hidden>
                {o.name.charAt(0).toUpperCase()}
              </span>
              <span>
                <span className={css.name}>{o.name}</span>
                <span className={ui.muted}>{o.role}</span>
              </span>
              <input type="radio" name="partnerId" value={o.id} className={css.radio} defaultChecked={o.active || i === 0} required />
            </label>
          ))}
        </fieldset>
        <SubmitButton pendingText="Loading">Proceed</SubmitButton>
      </Form>
    </AuthLayout>
  );
}
