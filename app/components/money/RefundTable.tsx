/**
 * The refunds paid with a payout or a period (issue 41 §2): each on its deduction's own trip — the
 * trip's date, route, vehicle and driver — with its words ("Refund of the late departure on
 * 14-10-2026"), the query it answers and its amount; the total under them.
 */
import { useWords } from '~/components/useWords';
import type { RefundLine } from '~contract/money';
import { Link } from '~/components/Link';
import { DataTable } from '~/components/list/DataTable';
import { sumKobo } from '~/domain/money';
import { noteWords } from '~/domain/earnings';
import { formatDate, formatKobo } from '~/lib/format';

export function RefundTable({ refunds, caption, linkQueries = true }: { refunds: RefundLine[]; caption: string; linkQueries?: boolean }) {
  const say = useWords('money');
  return (
    <DataTable
      caption={caption}
      rows={refunds}
      rowKey={(r) => r.id}
      testId="refund-line"
      columns={[
        { key: 'date', header: say('Trip date'), nowrap: true, cell: (r) => `${formatDate(r.trip_date)} ${r.departure_time}` },
        { key: 'route', header: say('Route'), cell: (r) => <span translate="no">{`${r.route.code} · ${r.route.pickup} → ${r.route.destination}`}</span> },
        { key: 'vehicle', header: say('Vehicle'), nowrap: true, cell: (r) => <span translate="no">{r.vehicle.plate}</span> },
        { key: 'driver', header: say('Driver'), cell: (r) => <span translate="no">{r.driver.name}</span> },
        {
          key: 'what',
          header: say('Refund'),
          cell: (r) => (linkQueries && r.query_id ? <Link to={`/earnings/queries/${r.query_id}`}>{noteWords(r.note, say)}</Link> : noteWords(r.note, say)),
        },
        { key: 'amount', header: say('Amount'), numeric: true, nowrap: true, cell: (r) => `+${formatKobo(r.amount_kobo)}` },
      ]}
      footer={
        <tr>
          <th scope="row" colSpan={5}>
            {say('Refunds')}
          </th>
          <td data-testid="refund-total">+{formatKobo(sumKobo(refunds.map((r) => r.amount_kobo)))}</td>
        </tr>
      }
    />
  );
}
