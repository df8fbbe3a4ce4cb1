/**
 * /earnings/vehicle-information/:id (issue 12): one vehicle's earnings for the period (a month
 * or a date range, in the URL): per trip the supply cost, the deductions with their causes and
 * the net, with the period's totals and a CSV of exactly these lines. Another partner's vehicle
 * is not found.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { DeductionEntry } from '~/components/money/DeductionEntry';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { DataTable } from '~/components/list/DataTable';
import { Pager } from '~/components/list/Pager';
import { EarningsTotals } from '~/components/money/EarningsTotals';
import * as css from '~/components/money/money.css';
import { PeriodFilter } from '~/components/money/PeriodFilter';
import { earningsPeriod, periodLabel, periodQuery, recentMonths } from '~/domain/earnings';
import { recordOr404, withRecord } from '~/server/fleet.server';
import { formatDate, formatKobo } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { listHref } from '~/lib/list-query';
import { pageMeta } from '~/lib/meta';
import { pageNumber } from '~/lib/paging';
import { lagosToday } from '~/server/validation/fleet.server';
import * as ui from '~/styles/ui.css';
import { LIST_PAGE_SIZE } from '~/domain/constants';
import { RefundTable } from '~/components/money/RefundTable';
import { useWords } from '~/components/useWords';
import { useLocale } from '~/components/useLocale';

export const handle: PageHandle = { title: 'Vehicle earnings', routeName: 'earnings.vehicle', area: 'earnings' };
export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const url = new URL(request.url);
  const today = lagosToday();
  const period = earningsPeriod(url.searchParams, today);
  const page = pageNumber(url.searchParams.get('page'));
  // The cost configuration names the vehicle (and answers 404 for another partner's); the
  // partner's lines of that vehicle come at the same time (one round after the guard).
  const numeric = /^\d{1,9}$/.test(params.id ?? '');
  const [costs, lines, refunds] = await withRecord(
    recordOr404(params.id, 'vehicle', ctx.partner.id, (id) => api.earnings.vehicleCosts(ctx.partner.id, id)),
    [
      numeric ? api.earnings.lines(ctx.partner.id, { ...periodQuery(period), vehicle_id: Number(params.id), page, perPage: LIST_PAGE_SIZE }) : null,
      // The refunds of this vehicle's deductions paid in the period (issue 41 §2).
      numeric ? api.earnings.refunds(ctx.partner.id, { ...periodQuery(period), vehicle_id: String(params.id) }) : null,
    ],
  );
  if (!lines || !refunds) throw new Error('unreachable: recordOr404 refuses an id that is not a number');
  return json({ period, page, months: recentMonths(today, 12), vehicle: costs.vehicle, lines: lines.data, totals: lines.metadata.totals, refunds });
}

export default function VehicleEarnings() {
  const { period, page, months, vehicle, lines, totals, refunds } = useLoaderData<typeof loader>();
  const query = periodQuery(period);
  const path = `/earnings/vehicle-information/${vehicle.id}`;
  const say = useWords('money');
  const { locale } = useLocale();
  const periodWords = periodLabel(period, locale, say('to'));
  return (
    <div className={ui.stack}>
      <section className={ui.card} aria-labelledby="vehicle-title">
        <h2 id="vehicle-title" className={ui.cardTitle}>
          <span translate="no">{vehicle.plate}</span>{' '}
          <span className={ui.muted} translate="no">
            · {vehicle.model}
          </span>
        </h2>
        <p className={ui.muted}>{say('Earnings for {{period}}', { period: periodWords })}</p>
        <PeriodFilter path={path} period={period} months={months} />
        <EarningsTotals totals={totals} />
        {refunds.length ? <RefundTable refunds={refunds} caption={say('Refunds of the deductions of {{plate}} paid with {{period}}', { plate: vehicle.plate, period: periodWords })} /> : null}
        <div className={css.toolbar}>
          <a href={listHref('/earnings/export', { ...query, vehicle_id: vehicle.id })} className={ui.button.ghost} download>
            {say('Download CSV')}
          </a>
          <Link to={`/earnings/cost-configuration/vehicle/${vehicle.id}`} className={ui.button.ghost}>
            {say('Supply costs')}
          </Link>
        </div>
        {lines.length ? (
          <>
            <DataTable
              caption={say('Earnings of {{plate}} for {{period}}, page {{page}}', { plate: vehicle.plate, period: periodWords, page })}
              rows={lines}
              rowKey={(l) => l.trip_id}
              testId="earnings-line"
              columns={[
                { key: 'date', header: say('Trip date'), nowrap: true, cell: (l) => <Link to={`/trips/details/${l.trip_id}`}>{formatDate(l.trip_date)}</Link> },
                { key: 'time', header: say('Departure'), nowrap: true, cell: (l) => l.departure_time },
                { key: 'route', header: say('Route'), cell: (l) => <span translate="no">{`${l.route.code} · ${l.route.pickup} → ${l.route.destination}`}</span> },
                { key: 'cost', header: say('Supply cost'), numeric: true, nowrap: true, cell: (l) => formatKobo(l.gross_kobo) },
                {
                  key: 'deductions',
                  header: say('Deductions'),
                  cell: (l) =>
                    l.deductions.length ? (
                      <ul className={ui.cleanList}>
                        {l.deductions.map((d, i) => (
                          <li key={d.id ?? i}>
                            <DeductionEntry deduction={d} canQuery context={say('on {{date}}', { date: formatDate(l.trip_date) })} />
                          </li>
                        ))}
                      </ul>
                    ) : (
                      say('None')
                    ),
                },
                { key: 'net', header: say('Net'), numeric: true, nowrap: true, cell: (l) => <strong>{formatKobo(l.net_kobo)}</strong> },
              ]}
            />
            <Pager path={path} query={query} page={page} total={totals.trips} perPage={LIST_PAGE_SIZE} items="{{count}} trips" />
          </>
        ) : (
          <p>{say('No completed trip of {{plate}} in this period.', { plate: vehicle.plate })}</p>
        )}
      </section>
      <p>
        <Link to={listHref('/earnings', query)} className={ui.backLink}>
          ← {say('All earnings')}
        </Link>
      </p>
    </div>
  );
}
