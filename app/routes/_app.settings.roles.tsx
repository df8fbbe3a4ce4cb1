/** /settings/roles (spec section 2, role management): the partner roles with their labels and descriptions. */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { roleList } from '~/server/reference-data.server';
import * as ui from '~/styles/ui.css';
import * as css from '~/routes/_app.settings.css';

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
      <div className={css.scroll}>
        <table className={css.table}>
          <caption className={ui.visuallyHidden}>Partner roles</caption>
          <thead>
            <tr>
              <th scope="col" className={css.th}>
                Role
              </th>
              <th scope="col" className={css.th}>
                What it allows
              </th>
            </tr>
          </thead>
          <tbody>
            {roles.map((r) => (
              <tr key={r.id}>
                <td className={css.td}>
                  <strong>{r.label}</strong>
                </td>
                <td className={css.td}>{r.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
