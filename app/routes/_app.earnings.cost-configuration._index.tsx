/**
 * /earnings/cost-configuration (issue 12): the supply cost in force for each route and vehicle
 * (the partner's earning per trip, set by the marketplace: read-only here), with the route,
 * its departures, the driver and the date it took effect; each vehicle links to its history.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { EmptyState } from '~/components/EmptyState';
import { SupportContact } from '~/components/SupportContact';
import { DataTable } from '~/components/list/DataTable';
import { Pager } from '~/components/list/Pager';
import { formatDate, formatKobo } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { pageNumber } from '~/lib/paging';
import * as ui from '~/styles/ui.css';
import { LIST_PAGE_SIZE } from '~/domain/constants';
import { useWords } from '~/components/useWords';

export const handle: PageHandle = { title: 'Cost configuration', routeName: 'earnings.cost-configuration', area: 'earnings' };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const page = pageNumber(new URL(request.url).searchParams.get('page'));
  const list = await api.earnings.costConfigurations(ctx.partner.id, { page, perPage: LIST_PAGE_SIZE });
  return json({ page, total: list.metadata.total, rows: list.data });
}

export default function CostConfiguration() {
  const { page, total, rows } = useLoaderData<typeof loader>();
  const say = useWords('money');
  // Alike on purpose (issue 70 §4): a list page’s frame, in the shape the settings pages share.
  return (
    <section className={ui.card} aria-labelledby="costs-title">
      <h2 id="costs-title" className={ui.cardTitle}>
        {say('Supply cost per trip')}
      </h2>
      <p className={ui.muted}>
        {say(
          'What each completed trip earns you, by route and vehicle, before deductions. The marketplace sets these amounts: open a vehicle to request a change, or contact partner support to discuss them.',
        )}
      </p>
      <SupportContact compact />
      {rows.length === 0 ? (
        <EmptyState title={say('No supply cost yet')}>
          <p>{say('Supply costs are set when a vehicle is put on a route.')}</p>
        </EmptyState>
      ) : (
        <>
          <DataTable
            caption={say('Supply costs, page {{page}}', { page })}
            rows={rows}
            rowKey={(r) => `${r.route.id}-${r.vehicle.id}`}
            testId="cost-row"
            columns={[
              {
                key: 'code',
                header: say('Route code'),
                nowrap: true,
                cell: (r) => (
                  <Link to={`/routes/details/${r.route.id}`} translate="no">
                    {r.route.code}
                  </Link>
                ),
              },
              { key: 'route', header: say('Route'), cell: (r) => <span translate="no">{`${r.route.pickup} → ${r.route.destination}`}</span> },
              {
                key: 'times',
                header: say('Departures'),
                cell: (r) =>
                  r.departure_times.length > 4 ? `${r.departure_times.slice(0, 3).join(', ')} ${say('+{{count}} more', { count: r.departure_times.length - 3 })}` : r.departure_times.join(', '),
              },
              { key: 'driver', header: say('Driver'), cell: (r) => (r.driver ? <span translate="no">{r.driver.name}</span> : <span className={ui.muted}>{say('None')}</span>) },
              {
                key: 'vehicle',
                header: say('Vehicle'),
                nowrap: true,
                cell: (r) => (
                  <Link to={`/earnings/cost-configuration/vehicle/${r.vehicle.id}`} translate="no">
                    {r.vehicle.plate}
                  </Link>
                ),
              },
              { key: 'amount', header: say('Supply cost'), numeric: true, nowrap: true, cell: (r) => <strong>{formatKobo(r.amount_kobo)}</strong> },
              { key: 'since', header: say('Since'), nowrap: true, cell: (r) => formatDate(r.effective_from) },
            ]}
          />
          <Pager path="/earnings/cost-configuration" query={{}} page={page} total={total} perPage={LIST_PAGE_SIZE} items="{{count}} configurations" />
        </>
      )}
    </section>
  );
}
