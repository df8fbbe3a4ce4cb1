/**
 * /earnings/queries (issue 36 §3): the partner's deduction queries, newest first, paged, filtered
 * by status (a GET form: the URL carries it), each with the deduction it is about, the amount
 * queried and the amount refunded. A status that is not one of the list's is a field error on
 * the filter, never a 500.
 */
import { useWords } from '~/components/useWords';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { EmptyState } from '~/components/EmptyState';
import { DataTable } from '~/components/list/DataTable';
import { FilterBar } from '~/components/list/FilterBar';
import { Pager } from '~/components/list/Pager';
import { StatusBadge } from '~/components/StatusBadge';
import { NO_QUERY_WITH_STATUS, QUERY_STATUS_OPTIONS, queryMark, readQueryStatus } from '~/domain/deduction-queries';
import { deductionWords } from '~/domain/earnings';
import { formatKobo } from '~/domain/money';
import { LIST_PAGE_SIZE } from '~/domain/constants';
import { formatDate } from '~/lib/format';
import { pageMeta } from '~/lib/meta';
import { pageNumber } from '~/lib/paging';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import * as ui from '~/styles/ui.css';

export const handle: PageHandle = { title: 'Deduction queries', routeName: 'earnings.queries', area: 'earnings' };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const params = new URL(request.url).searchParams;
  const page = pageNumber(params.get('page'));
  const { status, error } = readQueryStatus(params.get('status'));
  const list = await api.earnings.deductionQueries(ctx.partner.id, { page, perPage: LIST_PAGE_SIZE, status: status || undefined });
  return json({ page, status, error, total: list.metadata.total, queries: list.data });
}

export default function DeductionQueries() {
  const { page, status, error, total, queries } = useLoaderData<typeof loader>();
  const say = useWords('money');
  return (
    <section className={`${ui.card} ${ui.stack}`} aria-labelledby="queries-title">
      <h2 id="queries-title" className={ui.cardTitle}>
        {say('Deduction queries')}
      </h2>
      <p className={ui.muted}>
        {say(
          "Think a deduction is wrong? Open the trip, the vehicle's earnings or the payslip that shows it and choose “Query this deduction”. The marketplace answers here, and a refund comes with your next payout.",
        )}
      </p>
      <FilterBar
        path="/earnings/queries"
        filtered={Boolean(status || error)}
        selects={[{ name: 'status', label: say('Status'), value: status, all: say('Every status'), options: QUERY_STATUS_OPTIONS.map((o) => ({ ...o, label: say(o.label) })), error }]}
      />
      {queries.length === 0 ? (
        <EmptyState title={status ? say(NO_QUERY_WITH_STATUS[status]) : say('No query yet')}>
          <p>{status ? say('Choose another status to see the others.') : say('Queries you send about deductions are listed here with the marketplace’s answers.')}</p>
        </EmptyState>
      ) : (
        <>
          <DataTable
            caption={say('Deduction queries, newest first, page {{page}}', { page })}
            rows={queries}
            rowKey={(q) => q.id}
            testId="query-row"
            columns={[
              { key: 'id', header: say('Query'), nowrap: true, cell: (q) => <Link to={`/earnings/queries/${q.id}`}>#{q.id}</Link> },
              { key: 'sent', header: say('Sent'), nowrap: true, cell: (q) => formatDate(q.created_at) },
              { key: 'about', header: say('Deduction'), cell: (q) => `${say(deductionWords(q.deduction))} · ${formatDate(q.deduction.trip_date)} · ${q.deduction.plate}` },
              { key: 'queried', header: say('Queried'), numeric: true, nowrap: true, cell: (q) => formatKobo(q.deduction.amount_kobo) },
              { key: 'refunded', header: say('Refunded'), numeric: true, nowrap: true, cell: (q) => (q.status === 'open' ? '—' : formatKobo(q.refunded_kobo)) },
              {
                key: 'status',
                header: say('Status'),
                cell: (q) => {
                  const mark = queryMark(q)!;
                  return (
                    <StatusBadge
                      tone={mark.tone}
                      label={
                        q.status === 'open' ? say('Open: awaiting the marketplace') : q.status === 'upheld' ? say(mark.label) : say('Refunded {{amount}}', { amount: formatKobo(q.refunded_kobo) })
                      }
                    />
                  );
                },
              },
            ]}
          />
          <Pager path="/earnings/queries" query={{ status: status || undefined }} page={page} total={total} perPage={LIST_PAGE_SIZE} items="{{count}} queries" />
        </>
      )}
    </section>
  );
}
