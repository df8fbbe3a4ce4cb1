/**
 * /vehicles/add-vehicle (issue 10): a stepped form that saves after each step, so a partner on a
 * bad connection can resume: 1. information (saved as a pending vehicle), 2. documents (one
 * upload per required type, saved one by one), 3. done. The step and the vehicle are in the URL
 * (`?step=documents&vehicle=12`); without JavaScript each step is a page.
 */
import { useWords } from '~/components/useWords';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { DocumentUploadForm, type UploadReply } from '~/components/fleet/DocumentUploadForm';
import { VehicleForm } from '~/components/fleet/VehicleForm';
import { StatusBadge } from '~/components/StatusBadge';
import { recordOr404 } from '~/server/fleet.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { lagosToday } from '~/server/validation/fleet.server';
import { expiringTypes, uploadVehicleDocument } from '~/server/vehicle-documents.server';
import { submitVehicle, vehicleFormData } from '~/server/vehicle-form.server';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';

export const handle: PageHandle = { title: 'Add vehicle', routeName: 'vehicles.add', area: 'vehicles', enhance: true };
export const meta = pageMeta;

const STEPS = ['information', 'documents', 'done'] as const;
type Step = (typeof STEPS)[number];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const url = new URL(request.url);
  const asked = url.searchParams.get('step');
  const step: Step = STEPS.includes(asked as Step) && url.searchParams.get('vehicle') ? (asked as Step) : 'information';
  if (step === 'information') return json({ step, form: await vehicleFormData(api, ctx, url), vehicle: null, expires: {}, today: lagosToday() });
  const vehicle = await recordOr404(url.searchParams.get('vehicle') ?? undefined, 'vehicle', ctx.partner.id, (id) => api.vehicles.get(id));
  const expires = Object.fromEntries(await expiringTypes(api, vehicle));
  return json({ step, form: null, vehicle, expires, today: lagosToday() });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const url = new URL(request.url);
  const id = url.searchParams.get('vehicle');
  if (!id) return submitVehicle(request, context, api, ctx);
  const vehicle = await recordOr404(id, 'vehicle', ctx.partner.id, (n) => api.vehicles.get(n));
  return uploadVehicleDocument(request, context, api, vehicle, { to: `/vehicles/add-vehicle?step=documents&vehicle=${vehicle.id}`, message: () => '{{document}} uploaded; it will be reviewed' });
}

function Progress({ step }: { step: Step }) {
  const at = STEPS.indexOf(step);
  const say = useWords('fleet');
  const labels = { information: say('Information'), documents: say('Documents'), done: say('Done') };
  return (
    <nav aria-label={say('Progress')}>
      <ol className={css.steps}>
        {STEPS.map((s, i) => (
          <li key={s} aria-current={i === at ? 'step' : undefined}>
            <StatusBadge tone={i < at ? 'success' : i === at ? 'info' : 'neutral'} label={`${i + 1}. ${labels[s]}${i < at ? ' ✓' : ''}`} />
          </li>
        ))}
      </ol>
    </nav>
  );
}

export default function AddVehicle() {
  const { step, form, vehicle, expires, today } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const say = useWords('fleet');
  return (
    <div className={ui.stack}>
      <Progress step={step} />
      {step === 'information' && form ? (
        <section className={`${ui.card} ${ui.formCard}`} aria-label={say('Vehicle information')}>
          <VehicleForm data={form} lastResult={reply} submitLabel={say('Save and continue')} cancelHref="/vehicles" />
        </section>
      ) : null}
      {step === 'documents' && vehicle ? (
        <section className={`${ui.card} ${ui.formCard}`} aria-labelledby="docs-title">
          <h2 id="docs-title" className={ui.cardTitle}>
            {say('Documents of {{plate}}', { plate: vehicle.plate })}
          </h2>
          <p className={ui.muted}>{say('Upload each required document. Each is saved as soon as it is sent: you can stop and come back from the vehicle list.')}</p>
          <ul className={css.docList}>
            {vehicle.documents.map((d) => (
              <li key={d.type} className={css.docItem} data-testid={`document-${d.type}`}>
                <div className={css.docHead}>
                  <strong>{say(d.label)}</strong>
                  <StatusBadge status={d.state} />
                </div>
                {d.state === 'missing' || d.state === 'rejected' ? (
                  <DocumentUploadForm type={d.type} label={d.label} expires={Boolean(expires[d.type])} today={today} reply={reply as UploadReply} submitLabel="Upload" />
                ) : (
                  <span className={ui.muted}>{say('Uploaded; it will be reviewed by the marketplace.')}</span>
                )}
              </li>
            ))}
          </ul>
          <p className={css.toolbar}>
            <Link to={`/vehicles/add-vehicle?step=done&vehicle=${vehicle.id}`} className={ui.button.primary}>
              {vehicle.documents.some((d) => d.required && d.state === 'missing') ? say('Finish later') : say('Finish')}
            </Link>
          </p>
        </section>
      ) : null}
      {step === 'done' && vehicle ? (
        <section className={`${ui.card} ${ui.formCard}`} aria-labelledby="done-title">
          <h2 id="done-title" className={ui.cardTitle}>
            {say('{{plate}} is added', { plate: vehicle.plate })}
          </h2>
          <p>
            {vehicle.documents.some((d) => d.required && d.state === 'missing')
              ? say('Some documents are still missing: the vehicle stays pending until every required document is uploaded and approved.')
              : say('Its documents are being reviewed. The vehicle becomes active once they are approved.')}
          </p>
          <p className={css.toolbar}>
            <Link to={`/vehicles/details/${vehicle.id}`} className={ui.button.primary}>
              {say('See the vehicle')}
            </Link>
            <Link to="/vehicles/add-vehicle" className={ui.button.secondary}>
              {say('Add another vehicle')}
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
