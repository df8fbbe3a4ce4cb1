/**
 * The route guard of the main app (spec sections 4 and 6; DESIGN rule 2; issue 22 §2): one
 * path, `requirePartner(request, context, guard)`, that every loader and action behind sign-in
 * calls once. In order, it throws:
 * 1. a visitor to /login?redirect=… (session cleared);
 * 2. a user whose memberships changed upstream: /welcome (no partner), /organization (pick one),
 *    /login 'User access has been revoked' (none left), or the page again with the refreshed
 *    context (roles, cities) in the session;
 * 3. an owner with incomplete onboarding to the step (unless `onboarding: false`: the layout,
 *    settings and the live relays, which any signed-in member may reach);
 * 4. a member without the area's role to /settings with 'You do not have access to view
 *    {title} page';
 * 5. a member who is not the owner, when `owner` is set (owner-only actions), back to the page
 *    with `owner` as the toast.
 * Then a page view is recorded (when the guard names the route). Memberships are read from the
 * upstream on every request (ADR 0006), once: the layout's and the page's loaders share the
 * request's memoised call (context.api). The onboarding pages' guard (onboarding.server.ts)
 * shares steps 1 and 2 (`resolveContext`).
 */
import { redirect, type AppLoadContext } from '@remix-run/node';
import { canAccess, DENIAL_MESSAGE, DENIED_REDIRECT, isOwner, type Area } from '~/domain/access';
import { hasKey } from '~/domain/say';
import type { MessageKey } from '~/lib/toast';
import { pageViewEvent, track } from '~/server/analytics.server';
import type { Upstream } from '~/api/client.server';
import { isUpstreamError } from '~/api/errors';
import type { Membership } from '~contract/core';
import { contextOf, endSessionAt, requireUser } from '~/server/auth.server';
import type { RouteHandle } from '~/lib/meta';
import { onboardingRedirect } from '~/domain/onboarding';
import { REVOKED_MESSAGE, accessRoles, restoreOutcome } from '~/domain/organisations';
import { commitSession, type ActiveContext, type AppSession, type SessionData } from '~/server/session.server';
import { redirectWithToast } from '~/server/toast.server';

export type PageHandle = RouteHandle & { title: string; routeName: string; area?: Area };

/**
 * What a loader or action requires (see the module comment): the page's handle (or part of it),
 * `owner` (the toast a non-owner gets: owner-only actions) and `onboarding: false` (do not send
 * an owner to an unfinished onboarding step).
 */
export type Guard = Partial<PageHandle> & { owner?: MessageKey; onboarding?: false };

export type PartnerRequest = { session: AppSession; data: SessionData; ctx: ActiveContext; api: Upstream };

/** The path and query of `request`. */
export const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** Does the session's context still match the membership the upstream reports? */
const sameAccess = (ctx: ActiveContext, m: Membership) => {
  const roles = accessRoles(m);
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
    if (isUpstreamError(error) && (error.status === 403 || error.status === 404)) throw await endSessionAt(request, session, { said: error.message });
    throw error;
  }
}

/**
 * Steps 1 and 2 of the module comment, but a user with no membership at all (a new user, who is
 * about to sign up as a partner) passes with no context. Used by `requirePartner` and by the
 * onboarding guard.
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

/** See the module comment. */
export async function requirePartner(request: Request, context: AppLoadContext, guard: Guard = {}): Promise<PartnerRequest> {
  const resolved = await resolveContext(request, context);
  if (!resolved.ctx) throw redirect('/welcome');
  const guarded = { ...resolved, ctx: resolved.ctx };
  const { ctx, data } = guarded;
  const next =
    guard.onboarding !== false &&
    onboardingRedirect({ isOwner: isOwner(ctx.roles), partner: ctx.partner, onboarding: ctx.onboardingState, supportedCities: ctx.supportedCities, path: pathOf(request) });
  if (next) throw redirect(next);
  if (guard.area && !canAccess(ctx.roles, guard.area)) {
    // The page's title as the titles catalogue names it by route, else as written (said in the reader's words, issue 51 §2).
    const page = guard.routeName && hasKey('titles', guard.routeName) ? guard.routeName : (guard.title ?? 'this');
    throw await redirectWithToast(request, DENIED_REDIRECT, { type: 'error', message: DENIAL_MESSAGE, values: { page: { text: page } } });
  }
  if (guard.owner && !isOwner(ctx.roles)) {
    const url = new URL(request.url);
    url.searchParams.delete('_data');
    url.searchParams.delete('index');
    throw await redirectWithToast(request, `${url.pathname}${url.search}`, { type: 'error', message: guard.owner });
  }
  if (guard.routeName && isPageView(request)) track(pageViewEvent(guard.routeName), { path: new URL(request.url).pathname, partner_id: ctx.partner.id }, data.user.id);
  return guarded;
}
