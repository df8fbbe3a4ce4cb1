/**
 * /vehicles/:vehicleId/edit/document/:documentId (issue 10): replace a vehicle's document (or
 * upload a missing one: the param is then the type's code). The new file goes for review; the
 * document in force stays until the new one is approved.
 */
import { MarketplaceReason } from '~/components/MarketplaceReason';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { DocumentUploadForm, type UploadReply } from '~/components/fleet/DocumentUploadForm';
import { StatusBadge } from '~/components/StatusBadge';
import { documentPhrase } from '~/domain/fleet';
import { notFound, recordOr404, withRecord } from '~/server/fleet.server';
import { formatDate } from '~/lib/format';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { lagosToday } from '~/server/validation/fleet.server';
import { expiringIn, uploadVehicleDocument } from '~/server/vehicle-documents.server';
import * as ui from '~/styles/ui.css';
import { useWords } from '~/components/useWords';

export const handle: PageHandle = { title: 'Replace document', routeName: 'vehicles.edit.document', area: 'vehicles', enhance: true };
export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  // The vehicle and every city's document types at once: one round after the guard.
  const [vehicle, types] = await withRecord(
    recordOr404(params.vehicleId, 'vehicle', ctx.partner.id, (id) => api.vehicles.get(id)),
    [api.fleet.documentTypes()],
  );
  const doc = vehicle.documents.find((d) => String(d.document_id) === params.documentId || d.type === params.documentId);
  if (!doc) throw notFound('document');
  const expires = expiringIn(types, vehicle);
  return json({ vehicle: { id: vehicle.id, plate: vehicle.plate }, doc, expires: expires.get(doc.type) ?? false, today: lagosToday() });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const vehicle = await recordOr404(params.vehicleId, 'vehicle', ctx.partner.id, (id) => api.vehicles.get(id));
  return uploadVehicleDocument(request, context, api, vehicle, {
    to: `/vehicles/details/${vehicle.id}?tab=documents`,
    // "The current one stays in force" only where one is in force (issue 32 §7): never for an expired or missing paper.
    message: (current) => {
      if (current && ['approved', 'expiring_soon'].includes(current.state)) return 'New {{doc}} sent for review; the current one stays in force until it is approved';
      return current?.state === 'expired'
        ? 'New {{doc}} sent for review; the old one has expired, so the vehicle cannot work until it is approved'
        : 'New {{doc}} sent for review; the vehicle cannot work until it is approved';
    },
  });
}

export default function ReplaceDocument() {
  const { vehicle, doc, expires, today } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  const say = useWords('fleet');
  return (
    <section className={`${ui.card} ${ui.formCard}`} aria-labelledby="replace-title">
      <h2 id="replace-title" className={ui.cardTitle}>
        {say(doc.state === 'missing' ? 'Upload the {{document}} of {{plate}}' : 'Replace the {{document}} of {{plate}}', { document: say(doc.label), plate: vehicle.plate })}
      </h2>
      <p className={ui.row}>
        <StatusBadge status={doc.state} />
        <span>
          {doc.state === 'missing' ? say('Not uploaded yet.') : documentPhrase(doc, (sentence, values = {}) => say(sentence, { ...values, document: say(String(values.document ?? '')) }))}
          {doc.expires_at ? ` · ${say(doc.state === 'expired' ? 'Expired on {{date}}' : 'Expires {{date}}', { date: formatDate(doc.expires_at) })}` : ''}
        </span>
      </p>
      {doc.rejection_reason ? (
        <p className={ui.fieldError}>
          {say('Rejected:')} <MarketplaceReason reason={doc.rejection_reason} say={say} />
        </p>
      ) : null}
      <DocumentUploadForm
        type={doc.type}
        label={doc.label}
        expires={expires}
        today={today}
        reply={reply as UploadReply}
        submitLabel={doc.state === 'missing' ? say('Upload') : say('Send the new file')}
      />
      <p>
        <Link to={`/vehicles/details/${vehicle.id}?tab=documents`} className={ui.backLink}>
          ← {say('Back to the vehicle')}
        </Link>
      </p>
    </section>
  );
}
