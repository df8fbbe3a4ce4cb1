/**
 * Onboarding guard and helpers (spec section 4 "Onboarding routing", "Partner sign-up", "KYC").
 */
import { redirect, type AppLoadContext } from '@remix-run/node';
import type { Upstream } from '~/api/client.server';
import { isOwner } from '~/domain/access';
import { contextOf } from '~/server/auth.server';
import { resolveContext } from '~/server/guards.server';
import { onboardingRedirect } from '~/domain/onboarding';
import { commitSession, type ActiveContext, type AppSession, type SessionData } from '~/server/session.server';

export type OnboardingRequest = { session: AppSession; data: SessionData; ctx: ActiveContext | undefined; api: Upstream };

/**
 * For the onboarding routes (/welcome, /get-started, /city-selection): a logged-in owner, or a
 * user without a partner yet. Members who are not owners go to the dashboard; an owner who is
 * not at this step is sent to it.
 */
export async function requireOnboarding(request: Request, context: AppLoadContext): Promise<OnboardingRequest> {
  const { session, data, api, ctx } = await resolveContext(request, context);
  const url = new URL(request.url);
  if (ctx && !isOwner(ctx.roles)) throw redirect('/dashboard');
  const next = onboardingRedirect({
    isOwner: true,
    partner: ctx?.partner ?? null,
    onboarding: ctx?.onboardingState,
    supportedCities: ctx?.supportedCities ?? 0,
    path: url.pathname + url.search,
  });
  if (next) throw redirect(next);
  return { session, data, ctx, api };
}

/**
 * Reload the active context from the upstream (the owned partner, its KYC state and cities)
 * into `session`; returns the Set-Cookie. Used after each onboarding step.
 */
export async function refreshContext(request: Request, session: AppSession, api: Upstream, userId: number): Promise<string> {
  const memberships = await api.users.memberships(userId);
  const owned = memberships.find((m) => m.role === 'owner') ?? memberships[0];
  if (owned) session.set('ctx', await contextOf(api, owned));
  return commitSession(request, session);
}
