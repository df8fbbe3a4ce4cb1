/**
 * Route guards for the main app (spec sections 4 and 6). `requirePartner(request, handle)`:
 * - a visitor is sent to /login?redirect=… (session cleared);
 * - a user without an active organisation is sent to /welcome, /organization, or rejected;
 * - an owner with incomplete onboarding is sent to the step (spec section 4);
 * - a user without the area's role is sent to /settings with 'You do not have access to view
 *   {title} page';
 * then the page view is recorded ('Partner Viewed {route name} Page').
 */
import { redirect } from '@remix-run/node';
import { canAccess, denialMessage, DENIED_REDIRECT, type Area } from '~/lib/access';
import { pageViewEvent, track } from '~/lib/analytics.server';
import type { Upstream } from '~/lib/api/client.server';
import type { Membership } from '~/lib/api/schemas';
import { contextFor, requireUser } from '~/lib/auth.server';
import type { RouteHandle } from '~/lib/meta';
import { onboardingRedirect } from '~/lib/onboarding';
import { REVOKED_MESSAGE, restoreOutcome } from '~/lib/organisations';
import { commitSession, destroySession, type ActiveContext, type AppSession, type SessionData } from '~/lib/session.server';
import { redirectWithToast } from '~/lib/toast.server';

export type PageHandle = RouteHandle & { title: string; routeName: string; area?: Area };

export type PartnerRequest = { session: AppSession; data: SessionData; ctx: ActiveContext; api: Upstream };

/** The path and query of `request`. */
const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** Memberships fetched once per request, shared by the layout's and the page's loaders. */
const membershipsByRequest = new WeakMap<Request, Promise<Membership[]>>();
export function memberships(request: Request, api: Upstream, userId: number): Promise<Membership[]> {
  let pending = membershipsByRequest.get(request);
  if (!pending) membershipsByRequest.set(request, (pending = api.users.memberships(userId)));
  return pending;
}

/** Does the session's context still match the membership the upstream reports? */
const sameAccess = (ctx: ActiveContext, m: Membership) => {
  const roles = m.role === 'owner' || m.roles.some((r) => r.name === 'partner_owner') ? ['partner_owner'] : m.roles.map((r) => r.name);
  return ctx.partner.id === m.partner.id && roles.length === ctx.roles.length && roles.every((r) => ctx.roles.includes(r)) && m.supportedCities.length === ctx.supportedCities;
};

/**
 * The active context, checked against the upstream's memberships on every request, so a role
 * change, a deactivation or a revocation takes effect at once. Redirects: /welcome for a user
 * with no partner, /organization to pick one, /login with 'User access has been revoked' when
 * no usable membership is left. A changed membership refreshes the session's context.
 */
export async function requireContext(request: Request): Promise<PartnerRequest> {
  const resolved = await resolveContext(request);
  if (!resolved.ctx) throw redirect('/welcome');
  return { ...resolved, ctx: resolved.ctx };
}

/**
 * `requireContext`'s checks, but a user with no membership at all (a new user, who is about to
 * sign up as a partner) passes with no context. Used by the onboarding guard.
 */
export async function resolveContext(request: Request): Promise<Omit<PartnerRequest, 'ctx'> & { ctx: ActiveContext | undefined }> {
  const { session, data, api } = await requireUser(request);
  const outcome = restoreOutcome(await memberships(request, api, data.user.id), data.ctx?.partner.id);
  if (outcome.kind === 'active' && data.ctx && sameAccess(data.ctx, outcome.membership)) return { session, data, ctx: data.ctx, api };
  if (outcome.kind === 'revoked') {
    throw await redirectWithToast(request, '/login', { type: 'error', message: REVOKED_MESSAGE }, { headers: { 'Set-Cookie': await destroySession(request, session) } });
  }
  if (outcome.kind === 'new-user') return { session, data, ctx: undefined, api };
  if (outcome.kind === 'pick') throw redirect(`/organization?redirect=${encodeURIComponent(pathOf(request))}`);
  session.set('ctx', await contextFor(api, outcome.membership));
  // Reload the page with the refreshed context (a GET, so a submission is never replayed).
  throw redirect(request.method === 'GET' ? pathOf(request) : new URL(request.url).pathname, { headers: { 'Set-Cookie': await commitSession(request, session) } });
}

/** See the module comment. `handle` is the route's handle (title, route name, area). */
export async function requirePartner(request: Request, handle: PageHandle): Promise<PartnerRequest> {
  const guarded = await requireContext(request);
  const { ctx, data } = guarded;
  const next = onboardingRedirect({
    isOwner: ctx.roles.includes('partner_owner'),
    partner: ctx.partner,
    onboarding: ctx.onboardingState,
    supportedCities: ctx.supportedCities,
    path: pathOf(request),
  });
  if (next) throw redirect(next);
  if (handle.area && !canAccess(ctx.roles, handle.area)) {
    throw await redirectWithToast(request, DENIED_REDIRECT, { type: 'error', message: denialMessage(handle.title) });
  }
  if (request.method === 'GET') track(pageViewEvent(handle.routeName), { path: new URL(request.url).pathname, partner_id: ctx.partner.id }, data.user.id);
  return guarded;
}
