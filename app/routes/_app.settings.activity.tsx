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
import { ACTIVITY_GROUP_OPTIONS, activityApiQuery, activityLabel, readActivityFilters } from '~/domain/activity';
import { LIST_PAGE_SIZE } from '~/domain/constants';
import { formatDate, formatTime } from '~/lib/format';
import { listHref } from '~/lib/list-query';
import { pageMeta } from '~/lib/meta';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import * as ui from '~/styles/ui.css';

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
  return (
    <section className={ui.card} aria-labelledby="activity-title">
      <h2 id="activity-title" className={ui.cardTitle}>
        Activity
      </h2>
      <p className={ui.muted}>
        {ownOnly
          ? 'What you did, newest first. The owner sees everyone’s activity.'
          : 'Who did what, and when, newest first. The marketplace records each change as it happens; nobody can edit this log.'}
      </p>
      <FilterBar
        path="/settings/activity"
        filtered={filtered}
        selects={[
          ...(ownOnly ? [] : [{ name: 'actor', label: 'Person', value: kept.actor, all: 'Everyone', options: people.map((p) => ({ value: String(p.id), label: p.name })) }]),
          { name: 'group', label: 'Kind', value: kept.group, all: 'Every kind', options: ACTIVITY_GROUP_OPTIONS, error: errors.group },
        ]}
        dates={[
          { name: 'from', label: 'From', value: kept.from, error: errors.from },
          { name: 'to', label: 'To', value: kept.to, error: errors.to },
        ]}
      />
      {!valid ? (
        <p className={ui.muted} role="status">
          {errors.group && !errors.from && !errors.to ? 'Choose a kind from the list to see the activity.' : 'Correct the filters to see the activity.'}
        </p>
      ) : entries.length === 0 ? (
        <EmptyState title={filtered ? 'Nothing matches these filters' : 'No activity yet'}>
          <p>{filtered ? 'Try another person, kind or dates, or clear the filters.' : 'Changes to your fleet, team and settlement accounts will be listed here as they happen.'}</p>
        </EmptyState>
      ) : (
        <>
          <p>
            <a href={listHref('/settings/activity/export', kept)} className={ui.button.secondary} download>
              Download CSV
            </a>
          </p>
          <DataTable
            caption={`Activity, page ${page}`}
            rows={entries}
            rowKey={(e) => e.id}
            testId="activity-row"
            columns={[
              { key: 'when', header: 'When', nowrap: true, cell: (e) => `${formatDate(e.created_at)} ${formatTime(e.created_at)}` },
              { key: 'who', header: 'Who', cell: (e) => e.actor_name },
              { key: 'what', header: 'What', cell: (e) => <strong>{activityLabel(e)}</strong> },
              { key: 'subject', header: 'On', cell: (e) => e.subject || '—' },
              { key: 'detail', header: 'Details', cell: (e) => e.detail || '—' },
            ]}
          />
          <Pager path="/settings/activity" query={kept} page={page} total={total} perPage={LIST_PAGE_SIZE} noun={['entry', 'entries']} />
        </>
      )}
    </section>
  );
}
