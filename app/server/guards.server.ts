/**
 * Route guards of the main app (spec sections 4 and 6; DESIGN rule 2). Loaders and actions
 * throw responses:
 * - `requirePartner(request, context, handle)`: a visitor goes to /login?redirect=… (session
 *   cleared); a user without an active organisation to /welcome, /organization, or is rejected;
 *   an owner with incomplete onboarding to the step; a user without the area's role to /settings
 *   with 'You do not have access to view {title} page'. Then the page view is recorded.
 * - `requireOwner(request, guarded, message)`: owner-only actions; others are sent back to the
 *   page with `message` as a toast.
 * Memberships are checked against the upstream on every request (ADR 0006), once per request:
 * the layout's and the page's loaders share the request's memoised call (context.api).
 */
import { redirect, type AppLoadContext } from '@remix-run/node';
import { canAccess, denialMessage, DENIED_REDIRECT, isOwner, type Area } from '~/domain/access';
import { pageViewEvent, track } from '~/server/analytics.server';
import type { Upstream } from '~/api/client.server';
import { isUpstreamError } from '~/api/errors';
import type { Membership } from '~contract/core';
import { contextOf, endSessionAt, requireUser } from '~/server/auth.server';
import type { RouteHandle } from '~/lib/meta';
import { onboardingRedirect } from '~/domain/onboarding';
import { REVOKED_MESSAGE, isOwnerMembership, restoreOutcome } from '~/domain/organisations';
import { commitSession, type ActiveContext, type AppSession, type SessionData } from '~/server/session.server';
import { redirectWithToast } from '~/server/toast.server';

export type PageHandle = RouteHandle & { title: string; routeName: string; area?: Area };

export type PartnerRequest = { session: AppSession; data: SessionData; ctx: ActiveContext; api: Upstream };

/** The path and query of `request`. */
export const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** Does the session's context still match the membership the upstream reports? */
const sameAccess = (ctx: ActiveContext, m: Membership) => {
  const roles = isOwnerMembership(m) ? ['partner_owner'] : m.roles.map((r) => r.name);
  return ctx.partner.id === m.partner.id && roles.length === ctx.roles.length && roles.every((r) => ctx.roles.includes(r)) && m.supportedCities.length === ctx.supportedCities;
};

/**
 * The user's memberships. A 403 means the upstream no longer recognises the user for this
 * (a forged or stale session): the session ends with the server's message.
 */
async function membershipsOf(request: Request, session: AppSession, api: Upstream, userId: number): Promise<Membership[]> {
  try {
    return await api.users.memberships(userId);
  } catch (error) {
    if (isUpstreamError(error) && (error.status === 403 || error.status === 404)) throw await endSessionAt(request, session, error.message);
    throw error;
  }
}

/**
 * `requireContext`'s checks, but a user with no membership at all (a new user, who is about to
 * sign up as a partner) passes with no context. Used by the onboarding guard.
 */
export async function resolveContext(request: Request, context: AppLoadContext): Promise<Omit<PartnerRequest, 'ctx'> & { ctx: ActiveContext | undefined }> {
  const { session, data, api } = await requireUser(request, context);
  const outcome = restoreOutcome(await membershipsOf(request, session, api, data.user.id), data.ctx?.partner.id);
  if (outcome.kind === 'active' && data.ctx && sameAccess(data.ctx, outcome.membership)) return { session, data, ctx: data.ctx, api };
  if (outcome.kind === 'revoked') throw await endSessionAt(request, session, REVOKED_MESSAGE);
  if (outcome.kind === 'new-user') return { session, data, ctx: undefined, api };
  if (outcome.kind === 'pick') throw redirect(`/organization?redirect=${encodeURIComponent(pathOf(request))}`);
  session.set('ctx', await contextOf(api, outcome.membership));
  // Reload the page with the refreshed context (a GET, so a submission is never replayed).
  throw redirect(request.method === 'GET' ? pathOf(request) : new URL(request.url).pathname, { headers: { 'Set-Cookie': await commitSession(request, session) } });
}

/**
 * The active context, checked against the upstream's memberships, so a role change, a
 * deactivation or a revocation takes effect at once. Redirects: /welcome for a user with no
 * partner, /organization to pick one, /login with 'User access has been revoked' when no usable
 * membership is left. A changed membership refreshes the session's context.
 */
export async function requireContext(request: Request, context: AppLoadContext): Promise<PartnerRequest> {
  const resolved = await resolveContext(request, context);
  if (!resolved.ctx) throw redirect('/welcome');
  return { ...resolved, ctx: resolved.ctx };
}

/**
 * Is this request a page view: a document request, or a client navigation to another page?
 * A revalidation after a form submission on the page (a data request from the same page,
 * which the Referer tells) is not one. Remix strips `_data` before loaders see the request,
 * so a document is told by what the browser accepts (`text/html`).
 */
export function isPageView(request: Request): boolean {
  if (request.method !== 'GET') return false;
  if ((request.headers.get('Accept') ?? '').includes('text/html')) return true;
  const referer = request.headers.get('Referer');
  if (!referer) return true;
  try {
    return new URL(referer).pathname !== new URL(request.url).pathname;
  } catch {
    return true;
  }
}

/** See the module comment. `handle` is the route's handle (title, route name, area). */
export async function requirePartner(request: Request, context: AppLoadContext, handle: PageHandle): Promise<PartnerRequest> {
  const guarded = await requireContext(request, context);
  const { ctx, data } = guarded;
  const next = onboardingRedirect({
    isOwner: isOwner(ctx.roles),
    partner: ctx.partner,
    onboarding: ctx.onboardingState,
    supportedCities: ctx.supportedCities,
    path: pathOf(request),
  });
  if (next) throw redirect(next);
  if (handle.area && !canAccess(ctx.roles, handle.area)) {
    throw await redirectWithToast(request, DENIED_REDIRECT, { type: 'error', message: denialMessage(handle.title) });
  }
  if (isPageView(request)) track(pageViewEvent(handle.routeName), { path: new URL(request.url).pathname, partner_id: ctx.partner.id }, data.user.id);
  return guarded;
}

/**
 * Owner-only actions (spec section 6): a member who is not the owner is sent back to the page
 * with `message` as a toast. The server's check, whatever the page shows.
 */
export async function requireOwner(request: Request, guarded: PartnerRequest, message: string): Promise<PartnerRequest> {
  if (isOwner(guarded.ctx.roles)) return guarded;
  const url = new URL(request.url);
  url.searchParams.delete('_data');
  url.searchParams.delete('index');
  throw await redirectWithToast(request, `${url.pathname}${url.search}`, { type: 'error', message });
}
