/**
 * /earnings/statement?year=YYYY (issue 41 §5): a partner's year, to file taxes with: each month's
 * gross, deductions, refunds paid with it, net and payout (paid with its date and account, held,
 * or not yet paid), the year's totals, and the year by vehicle; whether it reconciles with the
 * payouts, in words; the PDF and the CSV of the same figures. Owner and earnings managers.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { DataTable } from '~/components/list/DataTable';
import { BreakdownPager } from '~/components/list/BreakdownPager';
import { breakdownPage, pageNumber } from '~/lib/paging';
import { Facts } from '~/components/list/Facts';
import { EarningsTotals } from '~/components/money/EarningsTotals';
import { monthLabel } from '~/domain/earnings';
import { formatDeduction, refundText } from '~/domain/money';
import { FIRST_STATEMENT_YEAR, monthPaidKobo, monthPayoutWords, statementReconciles } from '~/domain/statement';
import { formatDate, formatDateTime, formatKobo } from '~/lib/format';
import { pageMeta } from '~/lib/meta';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { loadStatement } from '~/server/statement.server';
import * as css from '~/components/money/money.css';
import * as ui from '~/styles/ui.css';
import { useWords } from '~/components/useWords';
import { useLocale } from '~/components/useLocale';
import { sayOf, wordsFor } from '~/server/i18n.server';

export const handle: PageHandle = { title: 'Annual statement', routeName: 'earnings.statement', area: 'earnings' };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data: session } = await requirePartner(request, context, handle);
  const { statement, notice, thisYear } = await loadStatement(request, api, ctx.partner.id, sayOf(wordsFor(request, session.user), 'money'));
  // The year by vehicle a hundred at a time (issue 52 §5: a fleet of 2,000 made this page 983 KB);
  // the PDF and the CSV keep every vehicle. The check reads the whole year.
  const vehicles = breakdownPage(statement.by_vehicle, pageNumber(new URL(request.url).searchParams.get('vpage')));
  return json({ statement: { ...statement, by_vehicle: vehicles.rows }, vehicles: vehicles.paging, notice, thisYear, check: statementReconciles(statement) });
}

export default function AnnualStatement() {
  const { statement: st, notice, thisYear, check } = useLoaderData<typeof loader>();
  const years = Array.from({ length: thisYear - FIRST_STATEMENT_YEAR + 1 }, (_, i) => thisYear - i).slice(0, 6);
  const q = `year=${st.year}`;
  const say = useWords('money');
  const { locale } = useLocale();
  return (
    <div className={ui.stack}>
      <section className={ui.card} aria-labelledby="statement-title">
        <h2 id="statement-title" className={ui.cardTitle}>
          {say('Annual statement {{year}}', { year: st.year })}
        </h2>
        {notice ? (
          <p role="status" className={ui.warningNote}>
            {notice}
          </p>
        ) : null}
        <nav aria-label={say('Choose a year')} className={css.sortBar}>
          <span className={ui.muted}>{say('Year:')}</span>
          {years.map((y) =>
            y === st.year ? (
              <strong key={y} aria-current="true">
                {y}
              </strong>
            ) : (
              <Link key={y} to={`/earnings/statement?year=${y}`}>
                {y}
              </Link>
            ),
          )}
        </nav>
        <Facts
          items={[
            { label: say('Partner'), value: <span translate="no">{st.partner.legal_name}</span> },
            ...(st.partner.legal_name !== st.partner.trading_name ? [{ label: say('Trading as'), value: <span translate="no">{st.partner.trading_name}</span> }] : []),
            ...(st.partner.address ? [{ label: say('Address'), value: <span translate="no">{st.partner.address}</span> }] : []),
            ...(st.partner.rc_number ? [{ label: say('RC number'), value: st.partner.rc_number }] : []),
            ...(st.partner.tin ? [{ label: 'TIN', value: st.partner.tin }] : []),
            { label: say('Paid by'), value: <span translate="no">{st.marketplace.name}</span> },
            { label: say('Prepared on'), value: formatDateTime(st.prepared_at) },
          ]}
        />
        <EarningsTotals totals={st.totals} />
        {/* Two years an accountant keeps apart (issue 54 §6): what the year's work earned, paid when it was; and what was received within the year. */}
        <p data-testid="statement-paid">
          {say('Earned in {{year}}, by month worked (paid for it so far):', { year: st.year })} <strong>{formatKobo(st.totals.paid_kobo)}</strong>
        </p>
        <p data-testid="statement-received">
          {say('Received in {{year}}, by payment date:', { year: st.year })} <strong>{formatKobo(st.totals.received_kobo)}</strong>
        </p>
        {st.totals.driver_pay_kobo ? (
          <p data-testid="statement-driver-pay">
            {say('Driver pay for the year’s trips, by your pay rules: {{pay}}; left after driver pay: {{margin}}', {
              pay: formatKobo(st.totals.driver_pay_kobo),
              margin: formatKobo(st.totals.net_kobo - st.totals.driver_pay_kobo),
            })}
          </p>
        ) : null}
        <p className={ui.muted}>{say('All amounts are in Nigerian naira (NGN).')}</p>
        <p className={check.agrees ? css.agree : css.mismatch} data-testid="statement-check">
          {check.agrees
            ? say('Each month is its payslip to the kobo, the year is the sum of its months, and each payout made equals its month’s net.')
            : say('Some figures do not agree: {{what}}. Contact partner support about it.', {
                what:
                  check.differences.map((d) => say('{{month}} differs by {{amount}}', { month: monthLabel(d.month, locale), amount: formatKobo(d.kobo) })).join('; ') ||
                  say('the months do not add up to the year'),
              })}
        </p>
        <div className={css.toolbar}>
          <a href={`/earnings/statement/pdf?${q}`} className={ui.button.primary}>
            {say('Download PDF')}
          </a>
          <a href={`/earnings/statement/csv?${q}`} className={ui.button.ghost} download>
            {say('Download CSV')}
          </a>
        </div>
      </section>

      <StatementMonths />

      <StatementReceived />

      <StatementVehicles />
    </div>
  );
}

/** A month's name ('January 2026') in the reader's language, with the `lang` of what Intl wrote. */
function useMonthName(): (month: string) => JSX.Element {
  const { locale, resolved } = useLocale();
  return function MonthName(m: string) {
    return <span lang={resolved}>{monthLabel(m, locale)}</span>;
  };
}

/** Month by month: each month's payslip figures, its payout and what was paid, with the year's totals. */
function StatementMonths() {
  const { statement: st } = useLoaderData<typeof loader>();
  const say = useWords('money');
  const month = useMonthName();
  return (
    <section className={ui.card} aria-labelledby="statement-months-title">
      <h2 id="statement-months-title" className={ui.cardTitle}>
        {say('Month by month')}
      </h2>
      <DataTable
        caption={say('Months of {{year}}', { year: st.year })}
        rows={st.months}
        rowKey={(m) => m.month}
        testId="statement-month"
        columns={[
          { key: 'month', header: say('Month'), nowrap: true, cell: (m) => (m.payout ? <Link to={`/earnings/payslip/details/${m.month}`}>{month(m.month)}</Link> : month(m.month)) },
          { key: 'trips', header: say('Trips'), numeric: true, cell: (m) => m.trips },
          { key: 'gross', header: say('Gross'), numeric: true, nowrap: true, cell: (m) => formatKobo(m.gross_kobo) },
          { key: 'deductions', header: say('Deductions'), numeric: true, nowrap: true, cell: (m) => formatDeduction(m.deductions_kobo) },
          { key: 'refunds', header: say('Refunds'), numeric: true, nowrap: true, cell: (m) => refundText(m.refunds_kobo) },
          { key: 'net', header: say('Net'), numeric: true, nowrap: true, cell: (m) => <strong>{formatKobo(m.net_kobo)}</strong> },
          { key: 'payout', header: say('Payout'), cell: (m) => monthPayoutWords(m, formatDate, say) },
          { key: 'paid', header: say('Paid'), numeric: true, nowrap: true, cell: (m) => formatKobo(monthPaidKobo(m)) },
          { key: 'account', header: say('Account'), cell: (m) => (m.payout && monthPaidKobo(m) ? <span translate="no">{`${m.payout.bank_name} ${m.payout.account_number}`}</span> : '—') },
        ]}
        footer={
          <tr>
            <th scope="row">{say('Total')}</th>
            <td data-testid="statement-total-trips">{st.totals.trips}</td>
            <td>{formatKobo(st.totals.gross_kobo)}</td>
            <td>{formatDeduction(st.totals.deductions_kobo)}</td>
            <td>{refundText(st.totals.refunds_kobo)}</td>
            <td data-testid="statement-total-net">{formatKobo(st.totals.net_kobo)}</td>
            <td></td>
            <td data-testid="statement-total-paid">{formatKobo(st.totals.paid_kobo)}</td>
            <td></td>
          </tr>
        }
      />
    </section>
  );
}

/** The payouts received within the year, by payment date, and the month each pays for. */
function StatementReceived() {
  const { statement: st } = useLoaderData<typeof loader>();
  const say = useWords('money');
  const month = useMonthName();
  return (
    <section className={ui.card} aria-labelledby="statement-received-title">
      <h2 id="statement-received-title" className={ui.cardTitle}>
        {say('Received in {{year}}', { year: st.year })}
      </h2>
      <p className={ui.muted}>{say('Each payout paid between 1 January and 31 December, and the month it pays for: December’s, paid in January, belongs to the next year’s payments.')}</p>
      {st.received.length ? (
        <DataTable
          caption={say('Payouts received in {{year}}', { year: st.year })}
          rows={st.received}
          rowKey={(p) => String(p.id)}
          testId="statement-received-row"
          columns={[
            { key: 'paid', header: say('Paid on'), nowrap: true, cell: (p) => formatDate(p.created_at) },
            { key: 'for', header: say('For'), nowrap: true, cell: (p) => month(p.month) },
            { key: 'amount', header: say('Amount'), numeric: true, nowrap: true, cell: (p) => formatKobo(p.amount_kobo) },
            { key: 'account', header: say('Account'), cell: (p) => <span translate="no">{`${p.bank_name} ${p.account_number}`}</span> },
          ]}
          footer={
            <tr>
              <th scope="row">{say('Total')}</th>
              <td></td>
              <td data-testid="statement-total-received">{formatKobo(st.totals.received_kobo)}</td>
              <td></td>
            </tr>
          }
        />
      ) : (
        <p>{say('No payout was received in {{year}}.', { year: st.year })}</p>
      )}
    </section>
  );
}

/** The year by vehicle. */
function StatementVehicles() {
  const { statement: st, vehicles } = useLoaderData<typeof loader>();
  const say = useWords('money');
  const pager = (
    <BreakdownPager path="/earnings/statement" query={{ year: st.year }} paging={vehicles} param="vpage" anchor="statement-vehicles-title" items="{{count}} vehicles" label="Pages of vehicles" />
  );
  return (
    <section className={ui.card} aria-labelledby="statement-vehicles-title">
      <h2 id="statement-vehicles-title" className={ui.cardTitle}>
        {say('By vehicle')}
      </h2>
      <DataTable
        caption={say('Vehicles in {{year}}', { year: st.year })}
        rows={st.by_vehicle}
        rowKey={(v) => v.vehicle.id}
        testId="statement-vehicle"
        columns={[
          { key: 'plate', header: say('Vehicle'), nowrap: true, cell: (v) => <span translate="no">{v.vehicle.plate}</span> },
          { key: 'trips', header: say('Trips'), numeric: true, cell: (v) => v.trips },
          { key: 'gross', header: say('Gross'), numeric: true, nowrap: true, cell: (v) => formatKobo(v.gross_kobo) },
          { key: 'deductions', header: say('Deductions'), numeric: true, nowrap: true, cell: (v) => formatDeduction(v.deductions_kobo) },
          { key: 'refunds', header: say('Refunds'), numeric: true, nowrap: true, cell: (v) => refundText(v.refunds_kobo) },
          { key: 'net', header: say('Net'), numeric: true, nowrap: true, cell: (v) => <strong>{formatKobo(v.net_kobo)}</strong> },
        ]}
      />
      {pager}
    </section>
  );
}
