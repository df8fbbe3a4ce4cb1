/**
 * /earnings/cost-configuration/vehicle/:id (issue 12): a vehicle's supply costs per route with
 * their history (each amount, from when, until when, and the one in force today). Another
 * partner's vehicle is not found.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { DataTable } from '~/components/list/DataTable';
import { StatusBadge } from '~/components/StatusBadge';
import { recordOr404 } from '~/server/fleet.server';
import { formatDate, formatKobo } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import * as ui from '~/styles/ui.css';

export const handle: PageHandle = { title: 'Vehicle supply costs', routeName: 'earnings.cost-configuration.vehicle', area: 'earnings' };
export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const costs = await recordOr404(params.id, 'vehicle', ctx.partner.id, (id) => api.earnings.vehicleCosts(ctx.partner.id, id));
  return json({ costs });
}

export default function VehicleCosts() {
  const { costs } = useLoaderData<typeof loader>();
  return (
    <div className={ui.stack}>
      <section className={ui.card} aria-labelledby="vehicle-costs-title">
        <h2 id="vehicle-costs-title" className={ui.cardTitle}>
          {costs.vehicle.plate} <span className={ui.muted}>· {costs.vehicle.model}</span>
        </h2>
        {costs.history.length ? (
          <DataTable
            caption={`Supply costs of ${costs.vehicle.plate}, newest first per route`}
            rows={costs.history}
            rowKey={(h) => `${h.route.id}-${h.effective_from}`}
            testId="cost-history"
            columns={[
              { key: 'route', header: 'Route', cell: (h) => `${h.route.code} · ${h.route.name}` },
              { key: 'amount', header: 'Supply cost', numeric: true, nowrap: true, cell: (h) => formatKobo(h.amount_kobo) },
              { key: 'from', header: 'From', nowrap: true, cell: (h) => formatDate(h.effective_from) },
              { key: 'until', header: 'Until', nowrap: true, cell: (h) => (h.until ? formatDate(h.until) : '—') },
              { key: 'state', header: 'Status', cell: (h) => (h.in_force ? <StatusBadge tone="success" label="In force" /> : <StatusBadge tone="neutral" label={h.until ? 'Ended' : 'Upcoming'} />) },
            ]}
          />
        ) : (
          <p>This vehicle has no supply cost yet: it is not on a route.</p>
        )}
      </section>
      <p className={ui.row}>
        <Link to={`/earnings/vehicle-information/${costs.vehicle.id}`} className={ui.backLink}>
          Earnings of {costs.vehicle.plate}
        </Link>
        <Link to="/earnings/cost-configuration" className={ui.backLink}>
          ← All supply costs
        </Link>
      </p>
    </div>
  );
}
