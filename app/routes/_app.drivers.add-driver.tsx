/** /drivers/add-driver (issue 10): add a driver, with their licence (and LASDRI card in Lagos). */
import { useWords } from '~/components/useWords';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { DriverForm } from '~/components/fleet/DriverForm';
import { driverFormData, submitDriver } from '~/server/driver-form.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import * as ui from '~/styles/ui.css';

export const handle: PageHandle = { title: 'Add driver', routeName: 'drivers.add', area: 'drivers', enhance: true };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  return json(await driverFormData(api, ctx));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  return submitDriver(request, context, api, ctx);
}

export default function AddDriver() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const say = useWords('fleet');
  return (
    <section className={`${ui.card} ${ui.formCard}`} aria-label={say('Add driver')}>
      <p className={ui.muted}>{say('The licence is checked by the marketplace before the driver can take trips. No password is set for a driver here: drivers sign in to their own app.')}</p>
      <DriverForm data={data} lastResult={lastResult} editing={false} cancelHref="/drivers" />
    </section>
  );
}
