/**
 * /invitations (spec section 2, open page): the logged-in user's pending partner invitations,
 * with Accept and Reject wired to each invitation. A signed-in member sees it inside the app
 * shell (issue 15). A failure to load shows a toast and, in the list's place, a placeholder
 * card that says what went wrong, with Retry (spec section 8; issue 15).
 */
import { saidToast } from '~/lib/toast';
import { PostForm } from '~/components/form/PostForm';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import type { ReactNode } from 'react';
import { AppShell } from '~/components/AppShell';
import { AuthHeading, AuthLayout } from '~/components/AuthLayout';
import { SubmitButton } from '~/components/form/SubmitButton';
import { errorMessage } from '~/api/errors';
import type { Invitation } from '~contract/core';
import { acceptAndEnter } from '~/server/invitations.server';
import { attempt, emptySubmission, failedReply, parseForm, unknownIntent, readForm } from '~/server/forms.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { roleLabel } from '~/domain/roles';
import { shellData } from '~/server/shell.server';
import { redirectWithToast } from '~/server/toast.server';
import { invitationChoiceSchema } from '~/server/validation/team.server';
import * as ui from '~/styles/ui.css';
import { useWords } from '~/components/useWords';

export const handle: RouteHandle = { title: 'Invitations', routeName: 'invitations' };
export const meta = pageMeta;

export async function loader({ context }: LoaderFunctionArgs) {
  const { data } = await context.session();
  if (!data) return json({ loggedIn: false, shell: null, invitations: [] as Invitation[], failed: null, toast: null });
  const shell = data.ctx ? await shellData(context, data, data.ctx) : null;
  const result = await attempt(() => context.api.invitations.list());
  if (!result.ok) {
    const message = errorMessage(result.error);
    // A loader's `toast` is shown by the root layout (root.tsx).
    return json({ loggedIn: true, shell, invitations: [] as Invitation[], failed: message, toast: saidToast('error', message) });
  }
  return json({ loggedIn: true, shell, invitations: result.value, failed: null as string | null, toast: null });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, data } = await context.session();
  if (!data) return redirect(`/login?redirect=${encodeURIComponent('/invitations')}`);
  const formData = await readForm(request, context);
  const submission = parseForm(formData, invitationChoiceSchema);
  if (submission.status !== 'success') return failedReply(request, context, submission, 'Please choose an invitation', { via: 'toast' });
  const partnerId = submission.value.partnerId;
  const api = context.api;
  switch (formData.get('intent')) {
    case 'reject': {
      const result = await attempt(() => api.invitations.reject(partnerId));
      if (!result.ok) return failedReply(request, context, submission, result.error, { via: 'toast' });
      return redirectWithToast(request, '/invitations', { type: 'info', message: 'Invitation rejected' });
    }
    case 'accept': {
      const result = await attempt(() => acceptAndEnter(request, session, api, data.user.id, partnerId, () => api.invitations.accept(partnerId)));
      if (!result.ok) return failedReply(request, context, submission, result.error, { via: 'toast' });
      return result.value;
    }
    default:
      return unknownIntent(emptySubmission(formData));
  }
}

function Frame({ shell, loggedIn, children }: { shell: ReturnType<typeof useLoaderData<typeof loader>>['shell']; loggedIn: boolean; children: ReactNode }) {
  const say = useWords('settings');
  if (shell) {
    return (
      <AppShell title={say('Invitations')} {...shell}>
        <div className={`${ui.stack} ${ui.readable}`}>{children}</div>
      </AppShell>
    );
  }
  return (
    <AuthLayout signedIn={loggedIn}>
      <AuthHeading title={say('Invitations')} subtitle={say('Partners who invited you to help manage their fleet.')} />
      {children}
    </AuthLayout>
  );
}

export default function Invitations() {
  const { loggedIn, shell, invitations, failed } = useLoaderData<typeof loader>();
  const say = useWords('settings');
  return (
    <Frame shell={shell} loggedIn={loggedIn}>
      {!loggedIn ? (
        <p>
          <Link to={`/login?redirect=${encodeURIComponent('/invitations')}`}>{say('Log in')}</Link> {say('to see your invitations.')}
        </p>
      ) : failed ? (
        <section className={ui.card} data-testid="invitations-error" role="alert">
          <h2 className={ui.cardTitle}>{say('We could not load your invitations')}</h2>
          <p>{say(failed)}</p>
          <a href="/invitations" className={ui.button.primary}>
            {say('Retry')}
          </a>
        </section>
      ) : invitations.length === 0 ? (
        <section className={ui.card}>
          <p>{say('You have no pending invitations.')}</p>
          {shell ? null : (
            <Link to="/welcome" className={ui.button.secondary}>
              {say('Sign up as a partner instead')}
            </Link>
          )}
        </section>
      ) : (
        <ul className={ui.cleanList}>
          {invitations.map((inv) => (
            <li key={inv.invite_id} className={ui.card} data-testid="invitation">
              <h2 className={ui.cardTitle} translate="no">
                {inv.company_name}
              </h2>
              {inv.member_roles.length ? <p className={ui.muted}>{say('Roles: {{roles}}', { roles: inv.member_roles.map((r) => say(roleLabel(r))).join(', ') })}</p> : null}
              <PostForm className={ui.row}>
                <input type="hidden" name="partnerId" value={inv.id} />
                <SubmitButton intent="accept" pendingText={say('Processing...')} full={false}>
                  {say('Accept')}
                </SubmitButton>
                <SubmitButton intent="reject" pendingText={say('Processing...')} variant="secondary" full={false}>
                  {say('Reject')}
                </SubmitButton>
              </PostForm>
            </li>
          ))}
        </ul>
      )}
    </Frame>
  );
}
