/**
 * /invitations (spec section 2, open page): the logged-in user's pending partner invitations,
 * with Accept and Reject wired to each invitation. A failure to load shows a toast and a
 * placeholder invitation.
 */
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useLoaderData } from '@remix-run/react';
import { AuthHeading, AuthLayout, authCss } from '~/components/AuthLayout';
import { SubmitButton } from '~/components/form/SubmitButton';
import { firstAllowedPath } from '~/lib/access';
import { getApi } from '~/lib/api.server';
import { errorMessage, isUpstreamError } from '~/lib/api/errors';
import { contextFor } from '~/lib/auth.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { roleLabel } from '~/lib/roles';
import { commitSession, readSession } from '~/lib/session.server';
import { jsonWithToast, redirectWithToast } from '~/lib/toast.server';
import * as ui from '~/styles/ui.css';

export const handle: RouteHandle = { title: 'Invitations', routeName: 'invitations' };
export const meta = pageMeta;

export const PLACEHOLDER_INVITATION = { id: 0, invite_id: 0, company_name: 'Your invitations will appear here', member_roles: [] as string[] };

export async function loader({ request }: LoaderFunctionArgs) {
  const { data } = await readSession(request);
  if (!data) return json({ loggedIn: false, invitations: [], toast: null });
  try {
    const invitations = await getApi(request, data.token).invitations.list();
    return json({ loggedIn: true, invitations, toast: null });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    // A loader's `toast` is shown by the root layout (see useCurrentToast in root.tsx).
    return json({ loggedIn: true, invitations: [PLACEHOLDER_INVITATION], toast: { type: 'error' as const, message: errorMessage(error) } });
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, data } = await readSession(request);
  if (!data) return redirect(`/login?redirect=${encodeURIComponent('/invitations')}`);
  const api = getApi(request, data.token);
  const form = await request.formData();
  const partnerId = Number(form.get('partnerId'));
  const intent = form.get('intent');
  if (!Number.isInteger(partnerId) || partnerId <= 0) return json({ error: 'Please choose an invitation' }, { status: 400 });
  try {
    if (intent === 'reject') {
      await api.invitations.reject(partnerId);
      return redirectWithToast(request, '/invitations', { type: 'info', message: 'Invitation rejected' });
    }
    await api.invitations.accept(partnerId);
    // The partner joined becomes the active organisation.
    const membership = (await api.users.memberships(data.user.id)).find((m) => m.partner.id === partnerId);
    if (!membership) return redirectWithToast(request, '/invitations', { type: 'error', message: 'Oops! An error occurred, please try again.' });
    const ctx = await contextFor(api, membership);
    session.set('ctx', ctx);
    return redirectWithToast(request, firstAllowedPath(ctx.roles), { type: 'success', message: `You joined ${membership.partner.company_name}` }, { headers: { 'Set-Cookie': await commitSession(request, session) } });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return jsonWithToast(request, context, { error: error.message }, { type: 'error', message: error.message }, { status: 400 });
  }
}

export default function Invitations() {
  const { loggedIn, invitations, toast } = useLoaderData<typeof loader>();
  const failed = Boolean(toast);
  return (
    <AuthLayout>
      <AuthHeading title="Invitations" subtitle="Partners who invited you to help manage their fleet." />
      {!loggedIn ? (
        <p>
          <Link to={`/login?redirect=${encodeURIComponent('/invitations')}`}>Log in</Link> to see your invitations.
        </p>
      ) : invitations.length === 0 ? (
        <p>You have no pending invitations.</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 12 }}>
          {invitations.map((inv) => (
            <li key={inv.invite_id} className={ui.card} data-testid="invitation" aria-disabled={failed || undefined}>
              <h2 style={{ fontSize: '1.125rem' }}>{inv.company_name}</h2>
              {inv.member_roles.length ? <p className={ui.muted}>Roles: {inv.member_roles.map(roleLabel).join(', ')}</p> : null}
              {failed ? null : (
                <Form method="post" className={authCss.form} style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
                  <input type="hidden" name="partnerId" value={inv.id} />
                  <SubmitButton intent="accept" pendingText="Processing..." full={false}>
                    Accept
                  </SubmitButton>
                  <SubmitButton intent="reject" pendingText="Processing..." variant="secondary" full={false}>
                    Reject
                  </SubmitButton>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
    </AuthLayout>
  );
}
