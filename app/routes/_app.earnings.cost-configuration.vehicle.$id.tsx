/**
 * /earnings/cost-configuration/vehicle/:id (issue 12): a vehicle's supply costs per route with
 * their history (each amount, from when, until when, and the one in force today). Another
 * partner's vehicle is not found. Supply costs are the marketplace's to set (read-only here);
 * "Request a change" (issue 24 §4) sends the marketplace a proposed amount (naira, sent as
 * kobo) and a reason, and the vehicle's requests are listed with their status.
 */
import { PostForm } from '~/components/form/PostForm';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { Field, TextAreaField } from '~/components/form/Field';
import { SelectField } from '~/components/form/SelectField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { formProps, useAppForm } from '~/components/form/useAppForm';
import { FormErrors } from '~/components/FormErrors';
import { SupportContact } from '~/components/SupportContact';
import { attempt, failedReply, formRules, parseForm, readForm } from '~/server/forms.server';
import { redirectWithToast } from '~/server/toast.server';
import { costRequestSchema } from '~/server/validation/settings.server';
import type { CostChangeRequest } from '~contract/fleet';
import { DataTable } from '~/components/list/DataTable';
import { StatusBadge } from '~/components/StatusBadge';
import { recordOr404 } from '~/server/fleet.server';
import { formatDate, formatDateTime, formatKobo } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import * as ui from '~/styles/ui.css';

export const handle: PageHandle = { title: 'Vehicle supply costs', routeName: 'earnings.cost-configuration.vehicle', area: 'earnings', enhance: true };
export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const costs = await recordOr404(params.id, 'vehicle', ctx.partner.id, (id) => api.earnings.vehicleCosts(ctx.partner.id, id));
  return json({ costs, routes: routesOf(costs.history), rules: formRules(costRequestSchema) });
}

/** The routes the vehicle has a cost on, once each, for the request's route choice. */
const routesOf = (history: { route: { id: number; code: string; name: string } }[]) => [
  ...new Map(history.map((h) => [h.route.id, { value: String(h.route.id), label: `${h.route.code} · ${h.route.name}` }])).values(),
];

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  // The vehicle must be the partner's before anything is read from the form.
  const costs = await recordOr404(params.id, 'vehicle', ctx.partner.id, (id) => api.earnings.vehicleCosts(ctx.partner.id, id));
  const submission = parseForm(await readForm(request, context), costRequestSchema);
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 });
  const { route_id, proposed, reason } = submission.value;
  const sent = await attempt(() => api.earnings.requestCostChange(ctx.partner.id, costs.vehicle.id, { route_id, proposed_kobo: proposed, reason }));
  if (!sent.ok) return failedReply(request, context, submission, sent.error);
  return redirectWithToast(request, `/earnings/cost-configuration/vehicle/${costs.vehicle.id}#cost-requests`, {
    type: 'success',
    message: 'Request sent to the marketplace: {{amount}} for {{plate}}',
    values: { amount: formatKobo(sent.value.proposed_kobo), plate: costs.vehicle.plate },
  });
}

const REQUEST_STATUS: Record<CostChangeRequest['status'], { label: string; tone: 'info' | 'success' | 'danger' }> = {
  submitted: { label: 'Sent, awaiting the marketplace', tone: 'info' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
};

export default function VehicleCosts() {
  const { costs, routes, rules } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: 'cost-request', rules, lastResult });
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
      <section className={`${ui.card} ${ui.stack}`} aria-labelledby="cost-requests-title" id="cost-requests">
        <h2 id="cost-requests-title" className={ui.cardTitle}>
          Request a change
        </h2>
        <p className={ui.muted}>
          The marketplace sets supply costs. Propose an amount and say why; partner support answers here, usually within 3 working days. To talk it through, contact partner support.
        </p>
        <SupportContact compact />
        <PostForm {...formProps(form)} className={ui.stack}>
          <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
          {routes.length > 1 ? <SelectField label="Route" meta={fields.route_id} placeholder="Every route of this vehicle" options={routes} /> : null}
          {routes.length === 1 ? <input type="hidden" name="route_id" value={routes[0].value} /> : null}
          <Field label="Proposed supply cost (₦ per trip)" meta={fields.proposed} inputMode="decimal" autoComplete="off" hint="In naira, like 45000 or 45,000.50" />
          <TextAreaField label="Reason" meta={fields.reason} hint="For example: fuel prices, a longer route, a bigger vehicle." />
          <SubmitButton pendingText="Processing..." full={false}>
            Send request
          </SubmitButton>
        </PostForm>
        <h3 className={ui.cardTitle}>Requests for {costs.vehicle.plate}</h3>
        {costs.requests.length ? (
          <DataTable
            caption={`Change requests for ${costs.vehicle.plate}, newest first`}
            rows={costs.requests}
            rowKey={(r) => String(r.id)}
            testId="cost-requests"
            columns={[
              { key: 'date', header: 'Sent', nowrap: true, cell: (r) => formatDateTime(r.created_at) },
              { key: 'route', header: 'Route', cell: (r) => (r.route ? `${r.route.code} · ${r.route.name}` : 'Every route') },
              { key: 'amount', header: 'Proposed', numeric: true, nowrap: true, cell: (r) => formatKobo(r.proposed_kobo) },
              { key: 'reason', header: 'Reason', cell: (r) => r.reason },
              { key: 'by', header: 'By', cell: (r) => r.requested_by },
              {
                key: 'status',
                header: 'Status',
                cell: (r) => (
                  <>
                    <StatusBadge tone={REQUEST_STATUS[r.status].tone} label={REQUEST_STATUS[r.status].label} />
                    {r.response ? <span className={ui.muted}> {r.response}</span> : null}
                  </>
                ),
              },
            ]}
          />
        ) : (
          <p className={ui.muted}>No change requests for this vehicle yet.</p>
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
