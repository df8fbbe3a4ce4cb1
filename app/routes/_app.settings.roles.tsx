/** /settings/roles (spec section 2, role management): the partner roles with their labels and descriptions. */
import { useWords } from '~/components/useWords';
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
  const say = useWords('settings');
  return (
    <section className={ui.card}>
      <h2>{say('Partner roles')}</h2>
      <p className={ui.muted}>{say('The owner sees everything. Each member sees what their roles allow.')}</p>
      <DataTable
        caption={say('Partner roles')}
        rows={roles}
        rowKey={(r) => r.id}
        columns={[
          { key: 'role', header: say('Role'), cell: (r) => <strong>{say(r.label)}</strong> },
          { key: 'allows', header: say('What it allows'), cell: (r) => say(r.description) },
        ]}
      />
    </section>
  );
}
