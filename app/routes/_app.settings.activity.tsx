/**
 * /settings/activity (issue 24 §3): who did what and when, newest first, from the marketplace's
 * activity log (recorded by the API with each change; nobody can edit it). The owner sees every
 * person's entries and filters by person; any other member sees only their own (the API
 * decides, the page says so). Filters are a GET form (person, kind, from, to: Lagos days), so
 * they live in the URL and work without JavaScript; a bad range is a field error with the other
 * filters kept. "Download CSV" streams the same rows (/settings/activity/export).
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { EmptyState } from '~/components/EmptyState';
import { DataTable } from '~/components/list/DataTable';
import { FilterBar } from '~/components/list/FilterBar';
import { Pager } from '~/components/list/Pager';
import { ACTIVITY_GROUP_OPTIONS, activityApiQuery, activityLabel, readActivityFilters, sayActivity } from '~/domain/activity';
import { LIST_PAGE_SIZE } from '~/domain/constants';
import { formatDate, formatTime } from '~/lib/format';
import { listHref } from '~/lib/list-query';
import { pageMeta } from '~/lib/meta';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import * as ui from '~/styles/ui.css';
import { useSayAny, useWords } from '~/components/useWords';

export const handle: PageHandle = { title: 'Activity', routeName: 'settings.activity', area: 'settings' };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const { filters, errors, valid } = readActivityFilters(new URL(request.url).searchParams);
  // With a bad range nothing is listed (it would not be what was asked); the people still load for the form.
  const list = await api.activity.list(ctx.partner.id, valid ? { ...activityApiQuery(filters), page: filters.page, perPage: LIST_PAGE_SIZE } : { page: 1, perPage: 1 });
  return json({ filters, errors, valid, entries: valid ? list.data : [], total: valid ? list.metadata.total : 0, ownOnly: list.metadata.own_only, people: list.metadata.people });
}

export default function Activity() {
  const { filters, errors, valid, entries, total, ownOnly, people } = useLoaderData<typeof loader>();
  const { page, ...kept } = filters;
  const filtered = Boolean(kept.actor || kept.group || kept.from || kept.to);
  const say = useWords('settings');
  const sayAny = useSayAny();
  return (
    <section className={ui.card} aria-labelledby="activity-title">
      <h2 id="activity-title" className={ui.cardTitle}>
        {say('Activity')}
      </h2>
      <p className={ui.muted}>
        {ownOnly
          ? say('What you did, newest first. The owner sees everyone’s activity.')
          : say('Who did what, and when, newest first. The marketplace records each change as it happens; nobody can edit this log.')}
      </p>
      <FilterBar
        path="/settings/activity"
        filtered={filtered}
        selects={[
          ...(ownOnly ? [] : [{ name: 'actor', label: say('Person'), value: kept.actor, all: say('Everyone'), options: people.map((p) => ({ value: String(p.id), label: p.name })), names: true }]),
          { name: 'group', label: say('Kind'), value: kept.group, all: say('Every kind'), options: ACTIVITY_GROUP_OPTIONS.map((o) => ({ ...o, label: say(o.label) })), error: errors.group },
        ]}
        dates={[
          { name: 'from', label: say('From'), value: kept.from, error: errors.from },
          { name: 'to', label: say('To'), value: kept.to, error: errors.to },
        ]}
      />
      {!valid ? (
        <p className={ui.muted} role="status">
          {errors.group && !errors.from && !errors.to ? say('Choose a kind from the list to see the activity.') : say('Correct the filters to see the activity.')}
        </p>
      ) : entries.length === 0 ? (
        <EmptyState title={filtered ? say('Nothing matches these filters') : say('No activity yet')}>
          <p>{filtered ? say('Try another person, kind or dates, or clear the filters.') : say('Changes to your fleet, team and settlement accounts will be listed here as they happen.')}</p>
        </EmptyState>
      ) : (
        <>
          <p>
            <a href={listHref('/settings/activity/export', kept)} className={ui.button.secondary} download>
              {say('Download CSV')}
            </a>
          </p>
          <DataTable
            caption={say('Activity, page {{page}}', { page })}
            rows={entries}
            rowKey={(e) => e.id}
            testId="activity-row"
            columns={[
              { key: 'when', header: say('When'), nowrap: true, cell: (e) => `${formatDate(e.created_at)} ${formatTime(e.created_at)}` },
              // A person's name as written (a member, or a driver who sent a document by link); the marketplace's own actors in words.
              { key: 'who', header: say('Who'), cell: (e) => (e.actor || say(e.actor_name) === e.actor_name ? <span translate="no">{e.actor_name}</span> : say(e.actor_name)) },
              { key: 'what', header: say('What'), cell: (e) => <strong>{say(activityLabel(e))}</strong> },
              // A sentence the API composed is said in the reader's words (issue 51 §1); a name, plate or device stays as written.
              { key: 'subject', header: say('On'), cell: (e) => (e.words?.subject ? sayActivity(sayAny, e.words.subject, e.subject) : <span translate="no">{e.subject || '—'}</span>) },
              { key: 'detail', header: say('Details'), cell: (e) => (e.words?.detail ? sayActivity(sayAny, e.words.detail, e.detail) : <span translate="no">{e.detail || '—'}</span>) },
            ]}
          />
          <Pager path="/settings/activity" query={kept} page={page} total={total} perPage={LIST_PAGE_SIZE} items="{{count}} entries" />
        </>
      )}
    </section>
  );
}
