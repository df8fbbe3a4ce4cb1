/**
 * A driver's Earnings tab (issue 24 §1): each of the last months, newest first, with trips,
 * gross, deductions by cause, net and the month's performance (cancelled by the driver, late
 * starts, rating), the month a link to the trips behind its line, and the months' totals (kobo summed,
 * formatted once). Server-rendered, no script.
 */
import { Link } from '~/components/Link';
import type { DriverMonth } from '~contract/money';
import { DataTable } from '~/components/list/DataTable';
import { PerformanceNote } from '~/components/money/PerformanceNote';
import { Deductions } from '~/components/money/Deductions';
import { monthLabel, ratingText } from '~/domain/earnings';
import { formatDeduction, refundText } from '~/domain/money';
import { formatKobo } from '~/lib/format';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/money/money.css';
import { useWords } from '~/components/useWords';
import { useLocale } from '~/components/useLocale';

export function DriverMonths({ months, base, name }: { months: DriverMonth[]; base: string; name: string }) {
  const sum = (pick: (m: DriverMonth) => number) => months.reduce((n, m) => n + pick(m), 0);
  const say = useWords('money');
  const { locale, resolved } = useLocale();
  return (
    <section className={ui.card} aria-labelledby="driver-earnings-title">
      <h2 id="driver-earnings-title" className={ui.cardTitle}>
        {say('Earnings and performance by month')}
      </h2>
      <p className={ui.muted}>{say('What the completed trips of {{name}} earned you, month by month, and how they drove. Open a month to see its trips.', { name })}</p>
      <DataTable
        caption={say('Earnings of {{name}} by month', { name })}
        rows={months}
        rowKey={(m) => m.month}
        testId="driver-month"
        columns={[
          {
            key: 'month',
            header: say('Month'),
            nowrap: true,
            // The month opens the trips behind its line.
            cell: (m) => (
              <Link to={`${base}?tab=trips&from=${m.from}&to=${m.to}`} aria-label={say('{{month}}: open its trips', { month: monthLabel(m.month, locale) })}>
                <strong lang={resolved}>{monthLabel(m.month, locale)}</strong>
              </Link>
            ),
          },
          { key: 'trips', header: say('Trips'), numeric: true, cell: (m) => m.trips },
          { key: 'gross', header: say('Gross'), numeric: true, nowrap: true, cell: (m) => formatKobo(m.gross_kobo) },
          { key: 'deductions', header: say('Deductions'), numeric: true, cell: (m) => <Deductions totalKobo={m.deductions_kobo} byCause={m.deductions_by_cause} /> },
          { key: 'refunds', header: say('Refunds'), numeric: true, nowrap: true, cell: (m) => refundText(m.refunds_kobo) },
          { key: 'net', header: say('Net'), numeric: true, nowrap: true, cell: (m) => <strong>{formatKobo(m.net_kobo)}</strong> },
          {
            key: 'cancelled',
            header: <span className={css.wrapHeader}>{say('Cancelled by driver')}</span>,
            label: say('Cancelled by driver'),
            numeric: true,
            cell: (m) => m.performance.cancelled_by_driver,
          },
          { key: 'late', header: say('Late starts'), numeric: true, cell: (m) => m.performance.late_starts },
          { key: 'rating', header: say('Rating'), nowrap: true, cell: (m) => say(ratingText(m.performance)) },
        ]}
        footer={
          <tr>
            <td data-label={say('Months')}>{say('{{count}} months', { count: months.length })}</td>
            <td className={css.footNumber} data-label={say('Trips')} data-testid="driver-months-trips">
              {sum((m) => m.trips)}
            </td>
            <td className={css.footNumber} data-label={say('Gross')}>
              {formatKobo(sum((m) => m.gross_kobo))}
            </td>
            <td className={css.footNumber} data-label={say('Deductions')}>
              {formatDeduction(sum((m) => m.deductions_kobo))}
            </td>
            <td className={css.footNumber} data-label={say('Refunds')}>
              {refundText(sum((m) => m.refunds_kobo))}
            </td>
            <td className={css.footNumber} data-label={say('Net')} data-testid="driver-months-net">
              {formatKobo(sum((m) => m.net_kobo))}
            </td>
            <td className={css.footNumber} data-label={say('Cancelled by driver')}>
              {sum((m) => m.performance.cancelled_by_driver)}
            </td>
            <td className={css.footNumber} data-label={say('Late starts')}>
              {sum((m) => m.performance.late_starts)}
            </td>
            <td />
          </tr>
        }
      />
      <PerformanceNote />
    </section>
  );
}
