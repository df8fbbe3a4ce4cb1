/**
 * /earnings/past-payout (issue 12): the partner's payouts, newest first: date and time, the
 * month it settles, bank and masked account number, amount, status as a word (a failed payout
 * says why), the reference, and the month's payslip.
 */
import { useWords } from '~/components/useWords';
import { useLocale } from '~/components/useLocale';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { EmptyState } from '~/components/EmptyState';
import { DataTable } from '~/components/list/DataTable';
import { Pager } from '~/components/list/Pager';
import { StatusBadge } from '~/components/StatusBadge';
import { monthLabel, payoutState } from '~/domain/earnings';
import { formatDate, formatKobo, formatTime } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { pageNumber } from '~/lib/paging';
import * as ui from '~/styles/ui.css';
import { LIST_PAGE_SIZE } from '~/domain/constants';

export const handle: PageHandle = { title: 'Past payouts', routeName: 'earnings.past-payout', area: 'earnings' };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  const list = await api.earnings.payouts(ctx.partner.id, { page, perPage: LIST_PAGE_SIZE });
  return json({ page, total: list.metadata.total, payouts: list.data });
}

export default function PastPayouts() {
  const { page, total, payouts } = useLoaderData<typeof loader>();
  const say = useWords('money');
  const { locale, resolved } = useLocale();
  return (
    <section className={ui.card} aria-labelledby="payouts-title">
      <h2 id="payouts-title" className={ui.cardTitle}>
        {say('Past payouts')}
      </h2>
      <p className={ui.muted}>{say("Each month's earnings are paid into your settlement account early the next month.")}</p>
      {payouts.length === 0 ? (
        <EmptyState title={say('No payout yet')}>
          <p>{say('Your first payout comes after your first month of completed trips.')}</p>
        </EmptyState>
      ) : (
        <>
          <DataTable
            caption={say('Payouts, page {{page}}', { page })}
            rows={payouts}
            rowKey={(p) => p.id}
            testId="payout-row"
            columns={[
              { key: 'date', header: say('Date'), nowrap: true, cell: (p) => formatDate(p.created_at) },
              { key: 'time', header: say('Time'), nowrap: true, cell: (p) => formatTime(p.created_at) },
              { key: 'month', header: say('For'), nowrap: true, cell: (p) => <span lang={resolved}>{monthLabel(p.month, locale)}</span> },
              { key: 'bank', header: say('Bank'), cell: (p) => <span translate="no">{p.bank_name}</span> },
              { key: 'account', header: say('Account'), nowrap: true, cell: (p) => p.account_number },
              { key: 'amount', header: say('Amount'), numeric: true, nowrap: true, cell: (p) => <strong>{formatKobo(p.amount_kobo)}</strong> },
              {
                key: 'status',
                header: say('Status'),
                cell: (p) => {
                  const state = payoutState(p);
                  return (
                    <>
                      <StatusBadge status={p.status} tone={state.tone} label={state.label} />
                      {state.reason ? <span className={state.paid ? ui.muted : ui.fieldError}> {say(state.reason)}.</span> : null}
                      {state.todo ? <span className={ui.muted}> {say(state.todo)}</span> : null}
                    </>
                  );
                },
              },
              { key: 'reference', header: say('Reference'), nowrap: true, cell: (p) => (p.status === 'failed' ? p.reference : <Link to={`/earnings/payslip/details/${p.month}`}>{p.reference}</Link>) },
            ]}
          />
          <Pager path="/earnings/past-payout" query={{}} page={page} total={total} perPage={LIST_PAGE_SIZE} items="{{count}} payouts" />
        </>
      )}
    </section>
  );
}
