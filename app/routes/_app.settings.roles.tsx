/** /settings/roles (spec section 2, role management): the partner roles with their labels and descriptions. */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DataTable } from '~/components/list/DataTable';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { roleList } from '~/server/reference-data.server';
import * as ui from '~/styles/ui.css';

export const handle: PageHandle = { title: 'Roles', routeName: 'settings.roles', area: 'settings' };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requirePartner(request, context, handle);
  return json({ roles: await roleList(api) });
}

export default function Roles() {
  const { roles } = useLoaderData<typeof loader>();
  return (
    <section className={ui.card}>
      <h2>Partner roles</h2>
      <p className={ui.muted}>The owner sees everything. Each member sees what their roles allow.</p>
      <DataTable
        caption="Partner roles"
        rows={roles}
        rowKey={(r) => r.id}
        columns={[
          { key: 'role', header: 'Role', cell: (r) => <strong>{r.label}</strong> },
          { key: 'allows', header: 'What it allows', cell: (r) => r.description },
        ]}
      />
    </section>
  );
}
