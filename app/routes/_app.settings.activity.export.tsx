/**
 * GET /settings/activity/export (issue 24 §3): the activity log's rows for the page's filters as
 * CSV (`activity_YYYY-MM-DD.csv`), streamed from the server page by page, in the page's order:
 * time (ISO date and Lagos time), person, action, on, details. A bad range goes back to the
 * page, which shows the field error.
 */
import { EXPORT_PAGE } from '~contract/constants';
import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { activityApiQuery, activityLabel, readActivityFilters, sayActivity } from '~/domain/activity';
import { sayAcross, sayOf, wordsFor } from '~/server/i18n.server';
import { formatTime, isoDateInLagos } from '~/lib/format';
import { listHref } from '~/lib/list-query';
import { csvFilename, csvResponse, pages, csvTitles } from '~/server/csv.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { lagosToday } from '~/server/validation/fleet.server';

export const handle: PageHandle = { title: 'Activity', routeName: 'settings.activity.export', area: 'settings' };

export const ACTIVITY_COLUMNS = ['time', 'person', 'action', 'on', 'details'];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const { filters, valid } = readActivityFilters(new URL(request.url).searchParams);
  const { page: _page, ...kept } = filters;
  if (!valid) throw redirect(listHref('/settings/activity', kept));
  const perPage = EXPORT_PAGE.activity;
  // The sentences in the reader's words, as the page says them (issue 51 §1).
  const words = wordsFor(request, session.user);
  const say = sayOf(words, 'settings');
  const sayAny = sayAcross(words);
  const rows = (async function* () {
    for await (const e of pages((page) => api.activity.list(ctx.partner.id, { ...activityApiQuery(filters), page, perPage }), perPage)) {
      yield [
        `${isoDateInLagos(e.created_at)} ${formatTime(e.created_at)}`,
        e.actor ? e.actor_name : say(e.actor_name),
        say(activityLabel(e)),
        sayActivity(sayAny, e.words?.subject, e.subject),
        sayActivity(sayAny, e.words?.detail, e.detail),
      ];
    }
  })();
  return csvResponse(csvFilename('activity', lagosToday()), ACTIVITY_COLUMNS, rows, { signal: context.signal, back: '/settings/activity', titles: csvTitles(request, session.user, ACTIVITY_COLUMNS) });
}
