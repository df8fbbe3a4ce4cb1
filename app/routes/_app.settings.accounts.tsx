/**
 * /settings/accounts, Settlement Account (route name settings.edit.settlement.account; needs
 * partner_earnings_manager or the owner): the partner's bank accounts for payouts.
 */
import { json, type LoaderFunctionArgs } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { formatDate } from '~/lib/format';
import { DataTable } from '~/components/list/DataTable';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { maskAccountNumber } from '~/domain/roles';
import * as ui from '~/styles/ui.css';
import * as css from '~/routes/_app.settings.css';

export const handle: PageHandle = { title: 'Settlement Account', routeName: 'settings.edit.settlement.account', area: 'settings.accounts' };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const accounts = await api.payouts.settlementAccounts(ctx.partner.account_sid);
  return json({
    accounts: accounts.map((a) => ({
      id: a.id,
      bank: a.bank_name,
      number: maskAccountNumber(a.account_number),
      name: a.account_name,
      isDefault: a.is_default,
      added: a.created_at ? formatDate(a.created_at) : '—',
    })),
  });
}

export default function SettlementAccounts() {
  const { accounts } = useLoaderData<typeof loader>();
  return (
    <section className={ui.card}>
      <div className={css.pager}>
        <h2 className={ui.flush}>Settlement Account</h2>
        <Link to="/add-account" className={ui.button.primary}>
          Add account
        </Link>
      </div>
      <p className={ui.muted}>Your earnings are paid to the default account, usually monthly.</p>
      {accounts.length === 0 ? (
        <p>No settlement account yet. Add the bank account your earnings should be paid to.</p>
      ) : (
        <DataTable
          caption="Settlement accounts"
          rows={accounts}
          rowKey={(a) => a.id}
          testId="account-row"
          columns={[
            { key: 'bank', header: 'Bank', cell: (a) => a.bank },
            { key: 'number', header: 'Account number', nowrap: true, cell: (a) => a.number },
            { key: 'name', header: 'Account name', cell: (a) => a.name },
            { key: 'default', header: 'Default', cell: (a) => (a.isDefault ? <span className={css.pill}>Default</span> : '—') },
          ]}
        />
      )}
    </section>
  );
}
