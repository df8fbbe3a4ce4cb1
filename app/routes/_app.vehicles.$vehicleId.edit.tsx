/** /vehicles/:vehicleId/edit (issue 10): change a vehicle's information. */
import { useWords } from '~/components/useWords';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { VehicleForm } from '~/components/fleet/VehicleForm';
import { recordOr404 } from '~/server/fleet.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { submitVehicle, vehicleFormData } from '~/server/vehicle-form.server';
import * as ui from '~/styles/ui.css';

export const handle: PageHandle = { title: 'Edit vehicle', routeName: 'vehicles.edit', area: 'vehicles', enhance: true };
export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const loadVehicle = recordOr404(params.vehicleId, 'vehicle', ctx.partner.id, (id) => api.vehicles.get(id));
  const [vehicle, form] = await Promise.all([loadVehicle, vehicleFormData(api, ctx, new URL(request.url), loadVehicle)]);
  return json({ id: vehicle.id, plate: vehicle.plate, form });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const vehicle = await recordOr404(params.vehicleId, 'vehicle', ctx.partner.id, (id) => api.vehicles.get(id));
  return submitVehicle(request, context, api, ctx, vehicle);
}

export default function EditVehicle() {
  const say = useWords('fleet');
  const { id, plate, form } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <section className={`${ui.card} ${ui.formCard}`} aria-label={say('Edit {{name}}', { name: plate })}>
      <VehicleForm data={form} lastResult={lastResult} submitLabel={say('Save changes')} cancelHref={`/vehicles/details/${id}`} />
    </section>
  );
}
