/**
 * /earnings (route name earnings.information; issue 12): cards (unsettled earnings with when
 * they were last updated, the default settlement account with Change or Add, the next payout
 * date with the past payouts), the period (a month or a date range, in the URL), the totals of
 * the period, the earnings lines of completed trips (paged), the earnings per vehicle, and
 * "Download CSV" of exactly the period's lines.
 */
import { useWords, type Say } from '~/components/useWords';
import { useLocale } from '~/components/useLocale';
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import type { SerializeFrom } from '@remix-run/node';
import { Link } from '~/components/Link';
import { EmptyState } from '~/components/EmptyState';
import { DataTable, type Column } from '~/components/list/DataTable';
import { LineDeductions } from '~/components/money/DeductionEntry';
import { Pager } from '~/components/list/Pager';
import { PeriodFilter } from '~/components/money/PeriodFilter';
import { EarningsTotals } from '~/components/money/EarningsTotals';
import { MoneyCards } from '~/components/money/MoneyCards';
import * as css from '~/components/money/money.css';
import { canAccess } from '~/domain/access';
import { DRIVER_SORT_CHOICES, driverSortOf, earningsPeriod, periodLabel, periodQuery, ratingText, recentMonths, type DriverSort } from '~/domain/earnings';
import { formatDate, formatKobo } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { listHref } from '~/lib/list-query';
import { pageMeta } from '~/lib/meta';
import { pageNumber } from '~/lib/paging';
import { BreakdownPager } from '~/components/list/BreakdownPager';
import { lagosToday } from '~/server/validation/fleet.server';
import * as ui from '~/styles/ui.css';
import { formatDeduction } from '~/domain/money';
import { PerformanceNote } from '~/components/money/PerformanceNote';
import { Deductions } from '~/components/money/Deductions';
import { BREAKDOWN_PAGE_SIZE, LIST_PAGE_SIZE } from '~/domain/constants';
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
  const vehiclePage = pageNumber(url.searchParams.get('vpage'));
  const driverPage = pageNumber(url.searchParams.get('dpage'));
  // The By vehicle and By driver tables, a page each from the API, By driver in the order asked (issue 52 §5).
  const [summary, lines, byVehicle, byDriver, refunds] = await Promise.all([
    api.earnings.summary(ctx.partner.id),
    api.earnings.lines(ctx.partner.id, { ...periodQuery(period), page, perPage: LIST_PAGE_SIZE }),
    api.earnings.byVehicle(ctx.partner.id, { ...periodQuery(period), page: vehiclePage, perPage: BREAKDOWN_PAGE_SIZE }),
    api.earnings.byDriver(ctx.partner.id, { ...periodQuery(period), page: driverPage, perPage: BREAKDOWN_PAGE_SIZE, sort }),
    api.earnings.refunds(ctx.partner.id, periodQuery(period)),
  ]);
  return json({
    period,
    page,
    months: recentMonths(today, 12),
    summary,
    lines: lines.data,
    totals: lines.metadata.totals,
    byVehicle: byVehicle.data,
    vehicles: { page: vehiclePage, total: byVehicle.metadata.total },
    byDriver: byDriver.data,
    drivers: { page: driverPage, total: byDriver.metadata.total },
    // Driver pay and margin (issue 53 §5) once a pay rule gives any pay in the period, on any page.
    paysDrivers: byDriver.metadata.pays_drivers,
    refunds,
    year: Number(today.slice(0, 4)),
    sort,
    canSeeDrivers: canAccess(ctx.roles, 'drivers'),
    canChangeAccount: canAccess(ctx.roles, 'settings.accounts'),
  });
}

/**
 * The By vehicle and By driver tables' driver pay and margin columns (issue 53 §5): what the pay
 * rules give for the period's trips, and the net less it; none until a rule gives any pay.
 */
function marginColumns<T extends { driver_pay_kobo: number; margin_kobo: number }>(shown: boolean, say: Say): Column<T>[] {
  if (!shown) return [];
  return [
    { key: 'driver-pay', header: say('Driver pay'), numeric: true, nowrap: true, cell: (x) => formatKobo(x.driver_pay_kobo) },
    { key: 'margin', header: say('Margin'), numeric: true, nowrap: true, cell: (x) => <strong>{formatKobo(x.margin_kobo)}</strong> },
  ];
}

export default function Earnings() {
  const { period, page, months, summary, lines, totals, byVehicle, vehicles, byDriver, drivers, paysDrivers, refunds, year, sort, canSeeDrivers, canChangeAccount } = useLoaderData<typeof loader>();
  const query = periodQuery(period);
  const say = useWords('money');
  const { locale } = useLocale();
  const periodWords = periodLabel(period, locale, say('to'));
  return (
    <div className={ui.stack}>
      <MoneyCards summary={summary} year={year} canChangeAccount={canChangeAccount} />

      <section className={ui.card} aria-labelledby="period-title">
        <h2 id="period-title" className={ui.cardTitle}>
          {say('Earnings for {{period}}', { period: periodWords })}
        </h2>
        <PeriodFilter path="/earnings" period={period} months={months} />
        <EarningsTotals totals={totals} />
      </section>

      <ByVehicle rows={byVehicle} paging={vehicles} query={query} periodWords={periodWords} paysDrivers={paysDrivers} />

      <ByDriver rows={byDriver} paging={drivers} query={query} periodWords={periodWords} paysDrivers={paysDrivers} sort={sort} canSeeDrivers={canSeeDrivers} />

      {refunds.length ? (
        <section className={ui.card} aria-labelledby="refunds-title">
          <h2 id="refunds-title" className={ui.cardTitle}>
            {say('Refunds paid with {{period}}', { period: periodWords })}
          </h2>
          <p className={ui.muted}>{say('Each refund counts to the trip, vehicle and driver of the deduction it refunds, and is paid with the payout of this period.')}</p>
          <RefundTable refunds={refunds} caption={say('Refunds paid with {{period}}', { period: periodWords })} />
        </section>
      ) : null}

      <EarningsLines lines={lines} query={query} periodWords={periodWords} page={page} trips={totals.trips} />
    </div>
  );
}

type Data = SerializeFrom<typeof loader>;
type Query = ReturnType<typeof periodQuery>;
/** Text kept from translators (names, plates, routes). */
const plainCell = (text: string) => <span translate="no">{text}</span>;

/** Where a breakdown table is: its page (from 1) and how many rows it has over all pages. */
type Paging = { page: number; total: number };

/** The period By vehicle (issue 31 §3), with driver pay and margin once a rule pays any (issue 53 §5). */
function ByVehicle({ rows, paging, query, periodWords, paysDrivers }: { rows: Data['byVehicle']; paging: Paging; query: Query; periodWords: string; paysDrivers: boolean }) {
  const say = useWords('money');
  // Alike on purpose (issue 70 §4): the page frame (title, period, cards) that the money pages share in shape, each with its own figures.
  return (
    <section className={ui.card} aria-labelledby="by-vehicle-title">
      <h2 id="by-vehicle-title" className={ui.cardTitle}>
        {say('By vehicle')}
      </h2>
      <DataTable
        caption={say('Earnings by vehicle for {{period}}', { period: periodWords })}
        rows={rows}
        rowKey={(v) => v.vehicle.id}
        testId="vehicle-earnings"
        columns={[
          {
            key: 'plate',
            header: say('Vehicle'),
            nowrap: true,
            cell: (v) => (
              <Link to={listHref(`/earnings/vehicle-information/${v.vehicle.id}`, query)} translate="no">
                {v.vehicle.plate}
              </Link>
            ),
          },
          { key: 'model', header: say('Model'), cell: (v) => plainCell(v.vehicle.model) },
          { key: 'trips', header: say('Trips'), numeric: true, cell: (v) => v.trips },
          { key: 'gross', header: say('Gross'), numeric: true, nowrap: true, cell: (v) => formatKobo(v.gross_kobo) },
          { key: 'deductions', header: say('Deductions'), numeric: true, nowrap: true, cell: (v) => formatDeduction(v.deductions_kobo) },
          { key: 'refunds', header: say('Refunds'), numeric: true, nowrap: true, cell: (v) => refundText(v.refunds_kobo) },
          { key: 'net', header: say('Net'), numeric: true, nowrap: true, cell: (v) => <strong>{formatKobo(v.net_kobo)}</strong> },
          ...marginColumns<(typeof rows)[number]>(paysDrivers, say),
        ]}
      />
      <BreakdownPager path="/earnings" query={query} paging={paging} param="vpage" anchor="by-vehicle-title" items="{{count}} vehicles" label="Pages of vehicles" />
    </section>
  );
}

/** The period By driver, sortable by a link per header and a bar on a phone (issue 32 §7). */
function ByDriver({
  rows,
  paging,
  query,
  periodWords,
  paysDrivers,
  sort,
  canSeeDrivers,
}: {
  rows: Data['byDriver'];
  paging: Paging;
  query: Query;
  periodWords: string;
  paysDrivers: boolean;
  sort: DriverSort;
  canSeeDrivers: boolean;
}) {
  const say = useWords('money');
  /** A "By driver" header: a link that sorts by it (plain GET, so it works without JavaScript). */
  const sortHeader = (key: DriverSort, label: string) => (sort === key ? <span>{label} ▾</span> : <Link to={`${listHref('/earnings', { ...query, sort: key })}#by-driver-title`}>{label}</Link>);
  return (
    <section className={ui.card} aria-labelledby="by-driver-title">
      <h2 id="by-driver-title" className={ui.cardTitle}>
        {say('By driver')}
      </h2>
      {/* One tap to the best or the worst driver, on a phone too, where the table's headers are hidden (issue 32 §7). */}
      <nav aria-label={say('Sort drivers')} className={css.sortBar}>
        <span className={ui.muted}>{say('Sort:')}</span>
        {DRIVER_SORT_CHOICES.map((c) =>
          c.value === sort ? (
            <strong key={c.value} aria-current="true">
              {say(c.label)}
            </strong>
          ) : (
            <Link key={c.value} to={`${listHref('/earnings', { ...query, sort: c.value })}#by-driver-title`}>
              {say(c.label)}
            </Link>
          ),
        )}
      </nav>
      <DataTable
        caption={say('Earnings by driver for {{period}}', { period: periodWords })}
        rows={rows}
        rowKey={(d) => d.driver.id}
        testId="driver-earnings"
        columns={[
          {
            key: 'driver',
            header: sortHeader('driver', say('Driver')),
            label: say('Driver'),
            sorted: sort === 'driver' ? 'ascending' : undefined,
            cell: (d) =>
              canSeeDrivers ? (
                <Link to={`/drivers/details/${d.driver.id}?tab=earnings`} translate="no">
                  {d.driver.name}
                </Link>
              ) : (
                plainCell(d.driver.name)
              ),
          },
          { key: 'trips', header: sortHeader('trips', say('Trips')), label: say('Trips'), sorted: sort === 'trips' ? 'descending' : undefined, numeric: true, cell: (d) => d.trips },
          { key: 'gross', header: say('Gross'), numeric: true, nowrap: true, cell: (d) => formatKobo(d.gross_kobo) },
          { key: 'deductions', header: say('Deductions'), numeric: true, cell: (d) => <Deductions totalKobo={d.deductions_kobo} byCause={d.deductions_by_cause} /> },
          { key: 'refunds', header: say('Refunds'), numeric: true, nowrap: true, cell: (d) => refundText(d.refunds_kobo) },
          {
            key: 'net',
            header: sortHeader('net', say('Net')),
            label: say('Net'),
            sorted: sort === 'net' ? 'descending' : undefined,
            numeric: true,
            nowrap: true,
            cell: (d) => <strong>{formatKobo(d.net_kobo)}</strong>,
          },
          ...marginColumns<(typeof rows)[number]>(paysDrivers, say),
          {
            key: 'cancelled',
            header: <span className={css.wrapHeader}>{sortHeader('cancelled', say('Cancelled by driver'))}</span>,
            label: say('Cancelled by driver'),
            sorted: sort === 'cancelled' ? 'descending' : undefined,
            numeric: true,
            cell: (d) => d.performance.cancelled_by_driver,
          },
          {
            key: 'late',
            header: sortHeader('late', say('Late starts')),
            label: say('Late starts'),
            sorted: sort === 'late' ? 'descending' : undefined,
            numeric: true,
            cell: (d) => d.performance.late_starts,
          },
          {
            key: 'rating',
            header: sortHeader('rating', say('Rating')),
            label: say('Rating'),
            sorted: sort === 'rating' ? 'descending' : undefined,
            nowrap: true,
            cell: (d) => say(ratingText(d.performance)),
          },
        ]}
      />
      <BreakdownPager path="/earnings" query={{ ...query, sort }} paging={paging} param="dpage" anchor="by-driver-title" items="{{count}} drivers" label="Pages of drivers" />
      <PerformanceNote />
    </section>
  );
}

/** The period's trips, a page at a time, with the CSV of them all. */
function EarningsLines({ lines, query, periodWords, page, trips }: { lines: Data['lines']; query: Query; periodWords: string; page: number; trips: number }) {
  const say = useWords('money');
  return (
    <section className={ui.card} aria-labelledby="lines-title">
      <h2 id="lines-title" className={ui.cardTitle}>
        {say('Trips in {{period}}', { period: periodWords })}
      </h2>
      <div className={css.toolbar}>
        <a href={listHref('/earnings/export', query)} className={ui.button.ghost} download>
          {say('Download CSV')}
        </a>
      </div>
      {lines.length === 0 ? (
        <EmptyState title={say('No earnings in this period')}>
          <p>{say('Earnings come from completed trips. Choose another month, or see your trips.')}</p>
        </EmptyState>
      ) : (
        <>
          <DataTable
            caption={say('Earnings lines for {{period}}, page {{page}}', { period: periodWords, page })}
            rows={lines}
            rowKey={(l) => l.trip_id}
            testId="earnings-line"
            columns={[
              { key: 'date', header: say('Trip date'), nowrap: true, cell: (l) => <Link to={`/trips/details/${l.trip_id}`}>{formatDate(l.trip_date)}</Link> },
              { key: 'code', header: say('Route code'), nowrap: true, cell: (l) => plainCell(l.route.code) },
              { key: 'route', header: say('Route'), cell: (l) => plainCell(`${l.route.pickup} → ${l.route.destination}`) },
              { key: 'driver', header: say('Driver'), cell: (l) => plainCell(l.driver.name) },
              {
                key: 'vehicle',
                header: say('Vehicle'),
                nowrap: true,
                cell: (l) => (
                  <Link to={listHref(`/earnings/vehicle-information/${l.vehicle.id}`, query)} translate="no">
                    {l.vehicle.plate}
                  </Link>
                ),
              },
              { key: 'gross', header: say('Gross'), numeric: true, nowrap: true, cell: (l) => formatKobo(l.gross_kobo) },
              { key: 'deductions', header: say('Deductions'), numeric: true, cell: (l) => <LineDeductions line={l} /> },
              { key: 'net', header: say('Net'), numeric: true, nowrap: true, cell: (l) => <strong>{formatKobo(l.net_kobo)}</strong> },
            ]}
          />
          <Pager path="/earnings" query={query} page={page} total={trips} perPage={LIST_PAGE_SIZE} items="{{count}} trips" />
        </>
      )}
    </section>
  );
}
