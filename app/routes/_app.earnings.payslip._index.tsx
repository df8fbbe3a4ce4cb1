/**
 * /earnings/payslip (issue 12): one payslip per settled month, newest first, with the payout's
 * amount and status; each opens as a printable page with a PDF.
 */
import { useWords } from '~/components/useWords';
import { useLocale } from '~/components/useLocale';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { EmptyState } from '~/components/EmptyState';
import { DataTable } from '~/components/list/DataTable';
import { StatusBadge } from '~/components/StatusBadge';
import { monthLabel, payoutState } from '~/domain/earnings';
import { formatDate, formatKobo } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import * as ui from '~/styles/ui.css';

export const handle: PageHandle = { title: 'Payslips', routeName: 'earnings.payslip', area: 'earnings' };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  return json({ payslips: await api.earnings.payslips(ctx.partner.id) });
}

export default function Payslips() {
  const { payslips } = useLoaderData<typeof loader>();
  const say = useWords('money');
  const { locale, resolved } = useLocale();
  return (
    <section className={ui.card} aria-labelledby="payslips-title">
      <h2 id="payslips-title" className={ui.cardTitle}>
        {say('Payslips')}
      </h2>
      {payslips.length === 0 ? (
        <EmptyState title={say('No payslip yet')}>
          <p>{say('A payslip is made for each month once its earnings are paid out.')}</p>
        </EmptyState>
      ) : (
        <DataTable
          caption={say('Payslips, newest first')}
          rows={payslips}
          rowKey={(p) => p.month}
          testId="payslip-row"
          columns={[
            {
              key: 'month',
              header: say('Month'),
              nowrap: true,
              cell: (p) => (
                <Link to={`/earnings/payslip/details/${p.month}`} lang={resolved}>
                  {monthLabel(p.month, locale)}
                </Link>
              ),
            },
            { key: 'paid', header: say('Paid on'), nowrap: true, cell: (p) => (payoutState(p.payout).paid ? formatDate(p.payout.created_at) : say('Not paid yet')) },
            { key: 'amount', header: say('Amount'), numeric: true, nowrap: true, cell: (p) => <strong>{formatKobo(p.payout.amount_kobo)}</strong> },
            { key: 'status', header: say('Status'), cell: (p) => <StatusBadge status={p.payout.status} tone={payoutState(p.payout).tone} label={payoutState(p.payout).label} /> },
            { key: 'reference', header: say('Reference'), nowrap: true, cell: (p) => p.payout.reference },
          ]}
        />
      )}
    </section>
  );
}
