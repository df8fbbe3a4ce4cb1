/**
 * Signing in and session restore (spec section 4 "Login and sessions"): after a token is
 * obtained (email login, OTP, register, /redirect, invitation sign-up), load the memberships,
 * decide the active context, identify the user for analytics and redirect.
 */
import { chosenLanguage, languageOf } from '~/server/i18n.server';
import { isLanguage, type Language } from '~contract/languages';
import { redirect, type AppLoadContext } from '@remix-run/node';
import type { Upstream } from '~/api/client.server';
import { errorMessage, isUpstreamError, UpstreamError } from '~/api/errors';
import { attempt } from '~/server/forms.server';
import type { Membership, User } from '~contract/core';
import { identify } from '~/server/analytics.server';
import { firstAllowedPath } from '~/domain/access';
import { OTP_RESEND_SECONDS } from '~/domain/constants';
import { REVOKED_MESSAGE, accessRoles, analyticsRole, isOwnerMembership, restoreOutcome } from '~/domain/organisations';
import { nationalNumber } from '~/server/phone.server';
import { DEFAULT_AFTER_LOGIN } from '~/lib/safe-redirect';
import { commitSession, destroySession, requireSession, revokeSession, startSession, type ActiveContext, type AppSession, type PendingOtp, type SessionData } from '~/server/session.server';
import { redirectWithToast } from '~/server/toast.server';
import type { MessageKey, Toast } from '~/lib/toast';

/** The compact active context kept in the session for `membership`. */
export async function contextOf(api: Upstream, membership: Membership): Promise<ActiveContext> {
  const isOwner = isOwnerMembership(membership);
  // Only owners go through onboarding, so only they need the KYC state.
  const kyc = isOwner ? await api.partners.kycStatus(membership.partner.account_sid) : undefined;
  return {
    partner: { ...membership.partner, company_name: membership.partner.company_name.slice(0, 80) },
    orgRole: membership.role,
    roles: accessRoles(membership),
    onboardingState: kyc ? { identity: kyc.identity.status, address: kyc.address.status, partner_type: kyc.partner_type } : undefined,
    supportedCities: membership.supportedCities.length,
  };
}

/** Redirect to /login with a notice (a catalogue key, or an API error's words already said), ending the session. */
export async function endSessionAt(request: Request, session: AppSession, message: MessageKey | { said: string }, to = '/login') {
  const toast: Toast = typeof message === 'string' ? { type: 'error', message } : { type: 'error', said: message.said };
  return redirectWithToast(request, to, toast, { headers: { 'Set-Cookie': await destroySession(request, session) } });
}

/**
 * Where a member lands after signing in (issue 15): the requested page, except that the default
 * (/dashboard, when no redirect was asked for) becomes the first page the member's roles allow,
 * so a driver manager is not greeted with a denial.
 */
export function landingFor(ctx: ActiveContext | undefined, destination: string): string {
  if (!ctx) return destination;
  const [path, query] = destination.split('?');
  if (path !== DEFAULT_AFTER_LOGIN) return destination;
  const first = firstAllowedPath(ctx.roles);
  return query && first === DEFAULT_AFTER_LOGIN ? `${first}?${query}` : first;
}

/**
 * Start a session for `user` holding `token`, then go to `destination`, or to /organization
 * (several organisations) or /welcome (no partner yet). A 403 on memberships, or no usable
 * membership, ends with a toast on /login. `toast` is shown where the user lands.
 */
export async function signIn(request: Request, context: AppLoadContext, token: string, user: User, destination: string, toast?: Toast): Promise<Response> {
  const { session: previous, data: previousData } = await context.session();
  const api = context.withToken(token);
  // A language chosen on the sign-in page becomes the person's saved one (issue 44 §1); a person who
  // never chose one keeps the language of the pages they use (the browser's), so the messages the
  // API sends them later (a query's answer, the digest) speak it too (issue 51 §4).
  const chosen = chosenLanguage(request) ?? (isLanguage(user.language) ? null : languageOf(request));
  if (chosen && chosen !== user.language) user = { ...user, language: (await api.users.updateProfile({ language: chosen }).catch(() => null))?.language ?? chosen };
  const session = await startSession(request, token, user);
  let memberships: Membership[];
  try {
    memberships = await api.users.memberships(user.id);
  } catch (error) {
    if (isUpstreamError(error)) return endSessionAt(request, previous, { said: errorMessage(error) });
    throw error;
  }
  const outcome = restoreOutcome(memberships);
  if (outcome.kind === 'revoked') return endSessionAt(request, previous, REVOKED_MESSAGE);
  identify(user, analyticsRole(outcome.kind === 'active' ? outcome.membership : memberships[0]));
  let to = destination;
  if (outcome.kind === 'active') {
    const ctx = await contextOf(api, outcome.membership);
    session.set('ctx', ctx);
    to = landingFor(ctx, destination);
  } else if (outcome.kind === 'pick') to = `/organization?redirect=${encodeURIComponent(destination)}`;
  // No partner yet: partner sign-up, unless the user came to answer an invitation.
  else to = /^\/(accept-invite|invitations)\b/.test(destination) ? destination : '/welcome';
  // The session this one replaces ends everywhere (a copy of its cookie included).
  if (previousData) await revokeSession(previousData);
  const headers = { 'Set-Cookie': await commitSession(request, session) };
  return toast ? redirectWithToast(request, to, toast, { headers }) : redirect(to, { headers });
}

/** Logged-in request: the session data and the request's upstream client (with its token). */
export async function requireUser(request: Request, context: AppLoadContext): Promise<{ session: AppSession; data: SessionData; api: Upstream }> {
  const { session, data } = await requireSession(request, context);
  return { session, data, api: context.api };
}

/** Guest-only pages send a logged-in user to the dashboard. */
export async function requireGuest(context: AppLoadContext): Promise<void> {
  const { data } = await context.session();
  if (data) throw redirect(landingFor(data.ctx, DEFAULT_AFTER_LOGIN));
}

/**
 * Ask the upstream for a login code for `phone` in `country`; the pending code to keep in the
 * session, with the time (ms) from which a resend is allowed. A number without an account is
 * answered like one with an account (issue 20 §2: the page never tells which numbers are
 * registered): if the API says "not found", the pending code is a decoy (`ref: ''`) that no
 * code confirms.
 * `language`: the page's (issue 51 §4), for the SMS of a person who has saved none.
 * @throws UpstreamError with the server's message (e.g. an early resend).
 */
export async function requestOtp(api: Upstream, phone: string, country: string, language?: Language): Promise<PendingOtp> {
  try {
    const reply = await api.auth.requestOtp({ phone: nationalNumber(phone, country), country_code: country, type: 'user', language });
    return { ref: reply.reference_id, phone, country, resendAt: Date.now() + (reply.resend_after ?? OTP_RESEND_SECONDS) * 1000 };
  } catch (error) {
    if (isUpstreamError(error) && error.status === 404) return { ref: '', phone, country, resendAt: Date.now() + OTP_RESEND_SECONDS * 1000 };
    throw error;
  }
}

/** What a decoy code answers: the API's words for a code it does not know. */
export const DECOY_CODE_MESSAGE = 'This code is invalid, please request a new one';

/** Confirm `code` for `pending`; a decoy (unknown number) is refused like an unknown code. */
export async function confirmOtp(api: Upstream, pending: PendingOtp, code: string, device?: { id: string; label: string }) {
  if (!pending.ref) return { ok: false as const, error: new UpstreamError(DECOY_CODE_MESSAGE, 400, 'InvalidOtp') };
  return attempt(() => api.auth.confirmOtp(pending.ref, { otp_code: code, type: 'user', device }));
}
