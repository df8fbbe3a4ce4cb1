/**
 * /earnings (route name earnings.information; issue 12): cards (unsettled earnings with when
 * they were last updated, the default settlement account with Change or Add, the next payout
 * date with the past payouts), the period (a month or a date range, in the URL), the totals of
 * the period, the earnings lines of completed trips (paged), the earnings per vehicle, and
 * "Download CSV" of exactly the period's lines.
 */
import { COOLING_OFF_HOURS } from '~contract/constants';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { EmptyState } from '~/components/EmptyState';
import { DataTable } from '~/components/list/DataTable';
import { LineDeductions } from '~/components/money/DeductionEntry';
import { Pager } from '~/components/list/Pager';
import { PeriodFilter } from '~/components/money/PeriodFilter';
import { EarningsTotals } from '~/components/money/EarningsTotals';
import * as css from '~/components/money/money.css';
import { canAccess } from '~/domain/access';
import { DRIVER_SORT_CHOICES, driverSortOf, earningsPeriod, monthLabel, periodLabel, periodQuery, ratingText, recentMonths, sortDrivers, type DriverSort } from '~/domain/earnings';
import { formatDate, formatDateTime, formatKobo } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { listHref } from '~/lib/list-query';
import { pageMeta } from '~/lib/meta';
import { pageNumber } from '~/lib/paging';
import { lagosToday } from '~/server/validation/fleet.server';
import * as ui from '~/styles/ui.css';
import { formatDeduction } from '~/domain/money';
import { PerformanceNote } from '~/components/money/PerformanceNote';
import { Deductions } from '~/components/money/Deductions';
import { LIST_PAGE_SIZE } from '~/domain/constants';
import { RefundTable } from '~/components/money/RefundTable';
import { refundText } from '~/domain/money';

export const handle: PageHandle = { title: 'Earnings', routeName: 'earnings.information', area: 'earnings' };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const url = new URL(request.url);
  const today = lagosToday();
  const period = earningsPeriod(url.searchParams, today);
  const page = pageNumber(url.searchParams.get('page'));
  const sort = driverSortOf(url.searchParams.get('sort'));
  const [summary, lines, byVehicle, byDriver, refunds] = await Promise.all([
    api.earnings.summary(ctx.partner.id),
    api.earnings.lines(ctx.partner.id, { ...periodQuery(period), page, perPage: LIST_PAGE_SIZE }),
    api.earnings.byVehicle(ctx.partner.id, periodQuery(period)),
    api.earnings.byDriver(ctx.partner.id, periodQuery(period)),
    api.earnings.refunds(ctx.partner.id, periodQuery(period)),
  ]);
  return json({
    period,
    page,
    months: recentMonths(today, 12),
    summary,
    lines: lines.data,
    totals: lines.metadata.totals,
    byVehicle,
    byDriver: sortDrivers(byDriver, sort),
    refunds,
    year: Number(today.slice(0, 4)),
    sort,
    canSeeDrivers: canAccess(ctx.roles, 'drivers'),
    canChangeAccount: canAccess(ctx.roles, 'settings.accounts'),
  });
}

export default function Earnings() {
  const { period, page, months, summary, lines, totals, byVehicle, byDriver, refunds, year, sort, canSeeDrivers, canChangeAccount } = useLoaderData<typeof loader>();
  const query = periodQuery(period);
  /** A "By driver" header: a link that sorts by it (plain GET, so it works without JavaScript). */
  const sortHeader = (key: DriverSort, label: string) => (sort === key ? <span>{label} ▾</span> : <Link to={`${listHref('/earnings', { ...query, sort: key })}#by-driver-title`}>{label}</Link>);
  return (
    <div className={ui.stack}>
      <section className={css.cards} aria-label="Your money">
        <div className={css.card} data-testid="card-unsettled">
          <h2 className={css.cardLabel}>Unsettled earnings</h2>
          <p className={css.cardValue}>{formatKobo(summary.unsettled_kobo)}</p>
          <p className={css.cardNote}>{summary.last_updated ? `Last updated ${formatDateTime(summary.last_updated)}` : 'No completed trip yet'}</p>
        </div>
        <div className={css.card} data-testid="card-account">
          <h2 className={css.cardLabel}>Paid into</h2>
          {summary.default_account ? (
            <>
              <p className={css.cardValue}>{summary.default_account.bank_name}</p>
              <p className={css.cardNote}>
                {summary.default_account.account_name} · {summary.default_account.account_number}
              </p>
              {summary.cooling_off ? (
                <p className={css.cardNote}>
                  From {formatDateTime(summary.cooling_off.active_from)}: {summary.cooling_off.bank_name} {summary.cooling_off.account_number}
                </p>
              ) : null}
              {canChangeAccount ? <Link to="/settings/accounts">Change</Link> : <p className={css.cardNote}>The owner can change it.</p>}
            </>
          ) : summary.cooling_off ? (
            <>
              <p className={css.cardValue}>Held until {formatDateTime(summary.cooling_off.active_from)}</p>
              <p className={css.cardNote}>
                Then {summary.cooling_off.bank_name} {summary.cooling_off.account_number}: a new payout account waits {COOLING_OFF_HOURS} hours.
              </p>
            </>
          ) : (
            <>
              <p className={css.cardValue}>No account yet</p>
              {canChangeAccount ? <Link to="/settings/accounts">Add a settlement account</Link> : <p className={css.cardNote}>Ask the owner to add one: payouts wait for it.</p>}
            </>
          )}
        </div>
        <div className={css.card} data-testid="card-next-payout">
          <h2 className={css.cardLabel}>Next payout</h2>
          <p className={css.cardValue}>{formatDate(summary.next_payout_date)}</p>
          <p className={css.cardNote} data-testid="next-payout-amount">
            {formatKobo(summary.next_payout_kobo)} expected{summary.next_payout_kobo > 0 ? ' so far' : ''}, for {monthLabel(summary.next_payout_month)}
          </p>
          <p className={css.cardNote} data-testid="next-payout-account">
            {summary.next_payout_account ? `To ${summary.next_payout_account.bank_name} ${summary.next_payout_account.account_number}` : 'Held: no payout account will be ready by then'}
          </p>
          <Link to="/earnings/past-payout">Past payouts</Link> · <Link to={`/earnings/statement?year=${year}`}>Annual statement</Link>
        </div>
      </section>

      <section className={ui.card} aria-labelledby="period-title">
        <h2 id="period-title" className={ui.cardTitle}>
          Earnings for {periodLabel(period)}
        </h2>
        <PeriodFilter path="/earnings" period={period} months={months} />
        <EarningsTotals totals={totals} />
      </section>

      <section className={ui.card} aria-labelledby="by-vehicle-title">
        <h2 id="by-vehicle-title" className={ui.cardTitle}>
          By vehicle
        </h2>
        <DataTable
          caption={`Earnings by vehicle for ${periodLabel(period)}`}
          rows={byVehicle}
          rowKey={(v) => v.vehicle.id}
          testId="vehicle-earnings"
          columns={[
            { key: 'plate', header: 'Vehicle', nowrap: true, cell: (v) => <Link to={listHref(`/earnings/vehicle-information/${v.vehicle.id}`, query)}>{v.vehicle.plate}</Link> },
            { key: 'model', header: 'Model', cell: (v) => v.vehicle.model },
            { key: 'trips', header: 'Trips', numeric: true, cell: (v) => v.trips },
            { key: 'gross', header: 'Gross', numeric: true, nowrap: true, cell: (v) => formatKobo(v.gross_kobo) },
            { key: 'deductions', header: 'Deductions', numeric: true, nowrap: true, cell: (v) => formatDeduction(v.deductions_kobo) },
            { key: 'refunds', header: 'Refunds', numeric: true, nowrap: true, cell: (v) => refundText(v.refunds_kobo) },
            { key: 'net', header: 'Net', numeric: true, nowrap: true, cell: (v) => <strong>{formatKobo(v.net_kobo)}</strong> },
          ]}
        />
      </section>
      <section className={ui.card} aria-labelledby="by-driver-title">
        <h2 id="by-driver-title" className={ui.cardTitle}>
          By driver
        </h2>
        {/* One tap to the best or the worst driver, on a phone too, where the table's headers are hidden (issue 32 §7). */}
        <nav aria-label="Sort drivers" className={css.sortBar}>
          <span className={ui.muted}>Sort:</span>
          {DRIVER_SORT_CHOICES.map((c) =>
            c.value === sort ? (
              <strong key={c.value} aria-current="true">
                {c.label}
              </strong>
            ) : (
              <Link key={c.value} to={`${listHref('/earnings', { ...query, sort: c.value })}#by-driver-title`}>
                {c.label}
              </Link>
            ),
          )}
        </nav>
        <DataTable
          caption={`Earnings by driver for ${periodLabel(period)}`}
          rows={byDriver}
          rowKey={(d) => d.driver.id}
          testId="driver-earnings"
          columns={[
            {
              key: 'driver',
              header: sortHeader('driver', 'Driver'),
              label: 'Driver',
              sorted: sort === 'driver' ? 'ascending' : undefined,
              cell: (d) => (canSeeDrivers ? <Link to={`/drivers/details/${d.driver.id}?tab=earnings`}>{d.driver.name}</Link> : d.driver.name),
            },
            { key: 'trips', header: sortHeader('trips', 'Trips'), label: 'Trips', sorted: sort === 'trips' ? 'descending' : undefined, numeric: true, cell: (d) => d.trips },
            { key: 'gross', header: 'Gross', numeric: true, nowrap: true, cell: (d) => formatKobo(d.gross_kobo) },
            { key: 'deductions', header: 'Deductions', numeric: true, cell: (d) => <Deductions totalKobo={d.deductions_kobo} byCause={d.deductions_by_cause} /> },
            { key: 'refunds', header: 'Refunds', numeric: true, nowrap: true, cell: (d) => refundText(d.refunds_kobo) },
            {
              key: 'net',
              header: sortHeader('net', 'Net'),
              label: 'Net',
              sorted: sort === 'net' ? 'descending' : undefined,
              numeric: true,
              nowrap: true,
              cell: (d) => <strong>{formatKobo(d.net_kobo)}</strong>,
            },
            {
              key: 'cancelled',
              header: <span className={css.wrapHeader}>{sortHeader('cancelled', 'Cancelled by driver')}</span>,
              label: 'Cancelled by driver',
              sorted: sort === 'cancelled' ? 'descending' : undefined,
              numeric: true,
              cell: (d) => d.performance.cancelled_by_driver,
            },
            { key: 'late', header: sortHeader('late', 'Late starts'), label: 'Late starts', sorted: sort === 'late' ? 'descending' : undefined, numeric: true, cell: (d) => d.performance.late_starts },
            { key: 'rating', header: sortHeader('rating', 'Rating'), label: 'Rating', sorted: sort === 'rating' ? 'descending' : undefined, nowrap: true, cell: (d) => ratingText(d.performance) },
          ]}
        />
        <PerformanceNote />
      </section>

      {refunds.length ? (
        <section className={ui.card} aria-labelledby="refunds-title">
          <h2 id="refunds-title" className={ui.cardTitle}>
            Refunds paid with {periodLabel(period)}
          </h2>
          <p className={ui.muted}>Each refund counts to the trip, vehicle and driver of the deduction it refunds, and is paid with the payout of this period.</p>
          <RefundTable refunds={refunds} caption={`Refunds paid with ${periodLabel(period)}`} />
        </section>
      ) : null}

      <section className={ui.card} aria-labelledby="lines-title">
        <h2 id="lines-title" className={ui.cardTitle}>
          Trips in {periodLabel(period)}
        </h2>
        <div className={css.toolbar}>
          <a href={listHref('/earnings/export', query)} className={ui.button.ghost} download>
            Download CSV
          </a>
        </div>
        {lines.length === 0 ? (
          <EmptyState title="No earnings in this period">
            <p>Earnings come from completed trips. Choose another month, or see your trips.</p>
          </EmptyState>
        ) : (
          <>
            <DataTable
              caption={`Earnings lines for ${periodLabel(period)}, page ${page}`}
              rows={lines}
              rowKey={(l) => l.trip_id}
              testId="earnings-line"
              columns={[
                { key: 'date', header: 'Trip date', nowrap: true, cell: (l) => <Link to={`/trips/details/${l.trip_id}`}>{formatDate(l.trip_date)}</Link> },
                { key: 'code', header: 'Route code', nowrap: true, cell: (l) => l.route.code },
                { key: 'route', header: 'Route', cell: (l) => `${l.route.pickup} → ${l.route.destination}` },
                { key: 'driver', header: 'Driver', cell: (l) => l.driver.name },
                { key: 'vehicle', header: 'Vehicle', nowrap: true, cell: (l) => <Link to={listHref(`/earnings/vehicle-information/${l.vehicle.id}`, query)}>{l.vehicle.plate}</Link> },
                { key: 'gross', header: 'Gross', numeric: true, nowrap: true, cell: (l) => formatKobo(l.gross_kobo) },
                { key: 'deductions', header: 'Deductions', numeric: true, cell: (l) => <LineDeductions line={l} /> },
                { key: 'net', header: 'Net', numeric: true, nowrap: true, cell: (l) => <strong>{formatKobo(l.net_kobo)}</strong> },
              ]}
            />
            <Pager path="/earnings" query={query} page={page} total={totals.trips} perPage={LIST_PAGE_SIZE} noun={['trip', 'trips']} />
          </>
        )}
      </section>
    </div>
  );
}
