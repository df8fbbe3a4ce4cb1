/**
 * Signing in and session restore (spec section 4 "Login and sessions"): after a token is
 * obtained (email login, OTP, register, /redirect), load the memberships, decide the active
 * context, identify the user for analytics and redirect.
 */
import { redirect } from '@remix-run/node';
import { createUpstream, type Upstream } from '~/lib/api/client.server';
import { isUpstreamError, errorMessage } from '~/lib/api/errors';
import type { Membership, User } from '~/lib/api/schemas';
import { identify } from '~/lib/analytics.server';
import { upstreamUrl } from '~/lib/config.server';
import { REVOKED_MESSAGE, analyticsRole, restoreOutcome } from '~/lib/organisations';
import { commitSession, destroySession, getSession, readSession, requireSession, startSession, type ActiveContext, type AppSession, type PendingOtp, type SessionData } from '~/lib/session.server';
import { OTP_RESEND_SECONDS } from '~/lib/constants';
import { nationalNumber } from '~/lib/phone.server';
import { redirectWithToast } from '~/lib/toast.server';
import { getApi } from '~/lib/api.server';

/** The compact active context kept in the session for `membership`. */
export async function contextFor(api: Upstream, membership: Membership): Promise<ActiveContext> {
  const isOwner = membership.role === 'owner' || membership.roles.some((r) => r.name === 'partner_owner');
  // Only owners go through onboarding, so only they need the KYC state.
  const kyc = isOwner ? await api.partners.kycStatus(membership.partner.account_sid) : undefined;
  return {
    partner: { ...membership.partner, company_name: membership.partner.company_name.slice(0, 80) },
    orgRole: membership.role,
    roles: isOwner ? ['partner_owner'] : membership.roles.map((r) => r.name),
    onboardingState: kyc ? { identity: kyc.identity.status, address: kyc.address.status, partner_type: kyc.partner_type } : undefined,
    supportedCities: membership.supportedCities.length,
  };
}

/** Redirect to /login with a toast, ending the session. */
async function reject(request: Request, session: AppSession, message: string) {
  return redirectWithToast(request, '/login', { type: 'error', message }, { headers: { 'Set-Cookie': await destroySession(request, session) } });
}

/**
 * Start a session for `user` holding `token`, then go to `destination`, or to /organization
 * (several organisations) or /welcome (no partner yet). A 403 on memberships, or no usable
 * membership, ends with a toast on /login.
 */
export async function signIn(request: Request, token: string, user: User, destination: string): Promise<Response> {
  const fresh = await getSession(request);
  const session = await startSession(request, token, user);
  const api = createUpstream({ baseUrl: upstreamUrl(), token, signal: request.signal });
  let memberships: Membership[];
  try {
    memberships = await api.users.memberships(user.id);
  } catch (error) {
    if (isUpstreamError(error)) return reject(request, fresh, errorMessage(error));
    throw error;
  }
  const outcome = restoreOutcome(memberships);
  if (outcome.kind === 'revoked') return reject(request, fresh, REVOKED_MESSAGE);
  identify(user, analyticsRole(outcome.kind === 'active' ? outcome.membership : memberships[0]));
  let to = destination;
  if (outcome.kind === 'active') session.set('ctx', await contextFor(api, outcome.membership));
  else if (outcome.kind === 'pick') to = `/organization?redirect=${encodeURIComponent(destination)}`;
  // No partner yet: partner sign-up, unless the user came to answer an invitation.
  else to = /^\/(accept-invite|invitations)\b/.test(destination) ? destination : '/welcome';
  return redirect(to, { headers: { 'Set-Cookie': await commitSession(request, session) } });
}

/** Logged-in request: the session data and an upstream client with its token. */
export async function requireUser(request: Request): Promise<{ session: AppSession; data: SessionData; api: Upstream }> {
  const { session, data } = await requireSession(request);
  return { session, data, api: getApi(request, data.token) };
}

/** Guest-only pages send a logged-in user to the dashboard. */
export async function requireGuest(request: Request): Promise<void> {
  const { data } = await readSession(request);
  if (data) throw redirect('/dashboard');
}

/**
 * Ask the upstream for a login code for `phone` in `country`; the pending code to keep in the
 * session, with the time (ms) from which a resend is allowed.
 * @throws UpstreamError with the server's message (e.g. an early resend).
 */
export async function requestOtp(api: Upstream, phone: string, country: string): Promise<PendingOtp> {
  const reply = await api.auth.requestOtp({ phone: nationalNumber(phone, country), country_code: country, type: 'user' });
  return { ref: reply.reference_id, phone, country, resendAt: Date.now() + (reply.resend_after ?? OTP_RESEND_SECONDS) * 1000 };
}
