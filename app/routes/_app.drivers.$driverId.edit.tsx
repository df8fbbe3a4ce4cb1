/** /drivers/:driverId/edit (issue 10): change a driver's details, or send a new licence or LASDRI card. */
import { useWords } from '~/components/useWords';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { DriverForm } from '~/components/fleet/DriverForm';
import { driverFormData, submitDriver } from '~/server/driver-form.server';
import { recordOr404 } from '~/server/fleet.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import * as ui from '~/styles/ui.css';

export const handle: PageHandle = { title: 'Edit driver', routeName: 'drivers.edit', area: 'drivers', enhance: true };
export const meta = pageMeta;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  // The driver loads beside the form's reference data: one round after the guard.
  const loadDriver = recordOr404(params.driverId, 'driver', ctx.partner.id, (id) => api.drivers.get(id));
  const [driver, form] = await Promise.all([loadDriver, driverFormData(api, ctx, loadDriver)]);
  return json({ id: driver.id, name: `${driver.fname} ${driver.lname}`, form });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const driver = await recordOr404(params.driverId, 'driver', ctx.partner.id, (id) => api.drivers.get(id));
  return submitDriver(request, context, api, ctx, driver);
}

export default function EditDriver() {
  const { id, name, form } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const say = useWords('fleet');
  return (
    <section className={`${ui.card} ${ui.formCard}`} aria-label={say('Edit {{name}}', { name })}>
      <p className={ui.muted}>{say('A new licence or LASDRI card is reviewed before it replaces the one in force.')}</p>
      <DriverForm data={form} lastResult={lastResult} editing cancelHref={`/drivers/details/${id}`} />
    </section>
  );
}
