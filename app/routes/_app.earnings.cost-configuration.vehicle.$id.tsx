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
import { attempt, failedReply, formRules, parseForm, readForm, invalidReply } from '~/server/forms.server';
import { redirectWithToast } from '~/server/toast.server';
import { costRequestSchema } from '~/server/validation/settings.server';
import type { CostChangeRequest } from '~contract/money';
import { DataTable } from '~/components/list/DataTable';
import { StatusBadge } from '~/components/StatusBadge';
import { recordOr404 } from '~/server/fleet.server';
import { formatDate, formatDateTime, formatKobo } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import * as ui from '~/styles/ui.css';
import { useWords } from '~/components/useWords';

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
  if (submission.status !== 'success') return invalidReply(submission);
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
  const say = useWords('money');
  return (
    <div className={ui.stack}>
      <section className={ui.card} aria-labelledby="vehicle-costs-title">
        <h2 id="vehicle-costs-title" className={ui.cardTitle}>
          <span translate="no">{costs.vehicle.plate}</span>{' '}
          <span className={ui.muted} translate="no">
            · {costs.vehicle.model}
          </span>
        </h2>
        {costs.history.length ? (
          <DataTable
            caption={say('Supply costs of {{plate}}, newest first per route', { plate: costs.vehicle.plate })}
            rows={costs.history}
            rowKey={(h) => `${h.route.id}-${h.effective_from}`}
            testId="cost-history"
            columns={[
              { key: 'route', header: say('Route'), cell: (h) => <span translate="no">{`${h.route.code} · ${h.route.name}`}</span> },
              { key: 'amount', header: say('Supply cost'), numeric: true, nowrap: true, cell: (h) => formatKobo(h.amount_kobo) },
              { key: 'from', header: say('From'), nowrap: true, cell: (h) => formatDate(h.effective_from) },
              { key: 'until', header: say('Until'), nowrap: true, cell: (h) => (h.until ? formatDate(h.until) : '—') },
              {
                key: 'state',
                header: say('Status'),
                cell: (h) => (h.in_force ? <StatusBadge tone="success" label={say('In force')} /> : <StatusBadge tone="neutral" label={h.until ? say('Ended') : say('Upcoming')} />),
              },
            ]}
          />
        ) : (
          <p>{say('This vehicle has no supply cost yet: it is not on a route.')}</p>
        )}
      </section>
      <section className={`${ui.card} ${ui.stack}`} aria-labelledby="cost-requests-title" id="cost-requests">
        <h2 id="cost-requests-title" className={ui.cardTitle}>
          {say('Request a change')}
        </h2>
        <p className={ui.muted}>
          {say('The marketplace sets supply costs. Propose an amount and say why; partner support answers here, usually within 3 working days. To talk it through, contact partner support.')}
        </p>
        <SupportContact compact />
        <PostForm {...formProps(form)} className={ui.stack}>
          <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
          {routes.length > 1 ? <SelectField label={say('Route')} meta={fields.route_id} placeholder={say('Every route of this vehicle')} options={routes} names /> : null}
          {routes.length === 1 ? <input type="hidden" name="route_id" value={routes[0].value} /> : null}
          <Field label={say('Proposed supply cost (₦ per trip)')} meta={fields.proposed} inputMode="decimal" autoComplete="off" hint={say('In naira, like 45000 or 45,000.50')} />
          <TextAreaField label={say('Reason')} meta={fields.reason} hint={say('For example: fuel prices, a longer route, a bigger vehicle.')} />
          <SubmitButton pendingText={say('Processing...')} full={false}>
            {say('Send request')}
          </SubmitButton>
        </PostForm>
        <h3 className={ui.cardTitle}>{say('Requests for {{plate}}', { plate: costs.vehicle.plate })}</h3>
        {costs.requests.length ? (
          <DataTable
            caption={say('Change requests for {{plate}}, newest first', { plate: costs.vehicle.plate })}
            rows={costs.requests}
            rowKey={(r) => String(r.id)}
            testId="cost-requests"
            columns={[
              { key: 'date', header: say('Sent'), nowrap: true, cell: (r) => formatDateTime(r.created_at) },
              { key: 'route', header: say('Route'), cell: (r) => (r.route ? <span translate="no">{`${r.route.code} · ${r.route.name}`}</span> : say('Every route')) },
              { key: 'amount', header: say('Proposed'), numeric: true, nowrap: true, cell: (r) => formatKobo(r.proposed_kobo) },
              { key: 'reason', header: say('Reason'), cell: (r) => <span translate="no">{r.reason}</span> },
              { key: 'by', header: say('By'), cell: (r) => <span translate="no">{r.requested_by}</span> },
              {
                key: 'status',
                header: say('Status'),
                cell: (r) => (
                  <>
                    <StatusBadge tone={REQUEST_STATUS[r.status].tone} label={say(REQUEST_STATUS[r.status].label)} />
                    {r.response ? (
                      <span className={ui.muted} translate="no">
                        {' '}
                        {r.response}
                      </span>
                    ) : null}
                  </>
                ),
              },
            ]}
          />
        ) : (
          <p className={ui.muted}>{say('No change requests for this vehicle yet.')}</p>
        )}
      </section>
      <p className={ui.row}>
        <Link to={`/earnings/vehicle-information/${costs.vehicle.id}`} className={ui.backLink}>
          {say('Earnings of {{plate}}', { plate: costs.vehicle.plate })}
        </Link>
        <Link to="/earnings/cost-configuration" className={ui.backLink}>
          ← {say('All supply costs')}
        </Link>
      </p>
    </div>
  );
}
