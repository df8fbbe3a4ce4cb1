/**
 * The app shell's data (header and menu), shared by the main app's layout and the pages that
 * show the shell outside it (/invitations for a signed-in member).
 */
import type { AppLoadContext } from '@remix-run/node';
import { visibleNav } from '~/domain/access';
import { isUsable } from '~/domain/organisations';
import type { ActiveContext, SessionData } from '~/server/session.server';
import { servedFeatures } from '~/server/features.server';

export async function shellData(context: AppLoadContext, data: SessionData, ctx: ActiveContext) {
  const [memberships, served] = await Promise.all([context.api.users.memberships(data.user.id), servedFeatures(context)]);
  return {
    companyName: ctx.partner.company_name,
    nav: visibleNav(ctx.roles).map(({ label, to, area }) => ({ label, to, area })),
    // A member of several partners switches from the header (issue 15).
    canSwitchPartner: memberships.filter(isUsable).length > 1,
    // Which pages this member may open: a fix link to another's page asks that person instead (issue 42 §6).
    roles: ctx.roles,
    // The optional features the marketplace's API serves (issue 72 §3): the others' tabs and cards are not shown.
    offered: [...served],
  };
}
