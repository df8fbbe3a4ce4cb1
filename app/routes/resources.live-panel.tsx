/**
 * GET /resources/live-panel: the body of the dashboard's "On the road now" panel as an HTML
 * fragment, for the dashboard's inline script to swap in every 20 s (issue 23; ADR 0019: the
 * dashboard ships no React). Needs the dashboard's access; private, never stored.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { renderToStaticMarkup } from 'react-dom/server';
import { LivePanelBody } from '~/components/LivePanel';
import { canAccess } from '~/domain/access';
import { requirePartner } from '~/server/guards.server';
import { livePositions } from '~/server/live.server';
import { I18nextProvider } from 'react-i18next';
import { wordsFor } from '~/server/i18n.server';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data } = await requirePartner(request, context, { onboarding: false });
  if (!canAccess(ctx.roles, 'dashboard')) throw json({ message: 'Not allowed' }, { status: 403 });
  const snapshot = await livePositions(api, ctx.partner.id);
  // In the person's language, as the page it refreshes (issue 44 §2).
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={wordsFor(request, data.user)}>
      <LivePanelBody snapshot={snapshot} />
    </I18nextProvider>,
  );
  return new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' } });
}
