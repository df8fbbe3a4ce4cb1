/**
 * /settings/accounts, Settlement Account (route name settings.edit.settlement.account; the
 * owner and partner_earnings_manager read it): the partner's bank accounts for payouts.
 * Issue 24 §2: only the owner adds accounts or chooses the payout account, with the password
 * entered again, or a code texted to their phone (`?choose=:id` opens that form, `&code_ref=`
 * once a code was sent; a wrong password or code is a field error and counts against the
 * sign-in limits: owner-confirmation.server.ts). A new payout account cools off for 48 hours:
 * the page says until when, and where payouts go meanwhile.
 */
import { useWords } from '~/components/useWords';
import { PostForm } from '~/components/form/PostForm';
import { COOLING_OFF_HOURS } from '~contract/constants';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { DataTable } from '~/components/list/DataTable';
import { OwnerConfirmation, SendCodeButton } from '~/components/form/OwnerConfirmation';
import { SubmitButton } from '~/components/form/SubmitButton';
import { formProps, useAppForm } from '~/components/form/useAppForm';
import { FormErrors } from '~/components/FormErrors';
import { StatusBadge } from '~/components/StatusBadge';
import { isOwner } from '~/domain/access';
import { maskAccountNumber } from '~/domain/roles';
import { payoutAccountView } from '~/domain/payout-account';
import { formatDateTime } from '~/lib/format';
import { pageMeta } from '~/lib/meta';
import { failedReply, formRules, parseForm, readForm } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { codeReference, confirmationOf, confirmedChange, confirmsByCode, sendOwnerCode } from '~/server/owner-confirmation.server';
import { redirectWithToast } from '~/server/toast.server';
import { codeAgainSchema, passwordAgainSchema } from '~/server/validation/settings.server';
import { NOT_OWNER_ACCOUNTS } from '~/lib/messages';
import * as ui from '~/styles/ui.css';
import * as css from '~/routes/_app.settings.css';
import { apiNow } from '~/api/api-clock.server';

export const handle: PageHandle = {
  title: 'Settlement Account',
  routeName: 'settings.edit.settlement.account',
  area: 'settings.accounts',
  enhance: (data) => Boolean((data as { choosing?: unknown } | undefined)?.choosing),
};
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  const accounts = (await api.payouts.settlementAccounts(ctx.partner.account_sid)).map(payoutAccountView);
  const owner = isOwner(ctx.roles);
  const url = new URL(request.url);
  const choose = Number(url.searchParams.get('choose'));
  const choosing = owner ? (accounts.find((a) => a.id === choose && a.mayBeChosen) ?? null) : null;
  const codeRef = choosing ? codeReference(url) : null;
  return json({ accounts, owner, choosing, codeRef, rules: formRules(codeRef ? codeAgainSchema : passwordAgainSchema) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api, data } = await requirePartner(request, context, handle);
  if (!isOwner(ctx.roles)) throw await redirectWithToast(request, '/settings/accounts', { type: 'error', message: NOT_OWNER_ACCOUNTS });
  const formData = await readForm(request, context);
  const id = Number(formData.get('account_id'));
  if (formData.get('intent') === 'send-code') {
    const params = new URLSearchParams(Number.isSafeInteger(id) && id > 0 ? { choose: String(id) } : {});
    return sendOwnerCode(request, api, ctx.partner.account_sid, { path: '/settings/accounts', params, hash: '#choose-payout' });
  }
  const byCode = confirmsByCode(formData);
  const submission = parseForm(formData, byCode ? codeAgainSchema : passwordAgainSchema);
  const secret = { hideFields: ['password', 'otp_code'] };
  if (submission.status !== 'success') return json(submission.reply(secret), { status: 400 });
  // The password or code again is a sign-in attempt: it counts against the same limits (issue 24 §5).
  const chosen = await confirmedChange(context, data.user.email, byCode, () => api.payouts.makePayoutAccount(id, { partnerId: ctx.partner.account_sid, ...confirmationOf(submission.value) }));
  if (!chosen.ok) return failedReply(request, context, submission, chosen.error, secret);
  return redirectWithToast(request, '/settings/accounts', {
    type: 'success',
    message: 'Payouts go to {{account}} from {{when}}. We have sent you a link to cancel.',
    values: { account: `${chosen.value.bank_name} ${maskAccountNumber(chosen.value.account_number)}`, when: formatDateTime(chosen.value.active_from ?? new Date(apiNow()).toISOString()) },
  });
}

export default function SettlementAccounts() {
  const { accounts, owner, choosing, codeRef, rules } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: 'choose-payout', rules, lastResult });
  const cooling = accounts.find((a) => a.coolingUntil);
  const paidNow = accounts.find((a) => a.paidNow);
  const live = accounts.filter((a) => !a.cancelled);
  const say = useWords('money');
  return (
    <section className={`${ui.card} ${ui.stack}`}>
      <div className={css.pager}>
        <h2 className={ui.flush}>{say('Settlement Account')}</h2>
        {owner ? (
          <Link to="/add-account" className={ui.button.primary}>
            {say('Add account')}
          </Link>
        ) : null}
      </div>
      <p className={ui.muted}>
        {say('Your earnings are paid to the payout account, usually monthly.')}
        {owner ? '' : ` ${say('Only the owner can add accounts or change the payout account.')}`}
      </p>
      {cooling ? (
        <p role="status" className={css.notice} data-testid="cooling-off">
          {say('{{account}} becomes the payout account on {{date}} ({{hours}} hours after it was chosen).', {
            account: `${cooling.bank} ${cooling.number}`,
            date: formatDateTime(cooling.coolingUntil!),
            hours: COOLING_OFF_HOURS,
          })}{' '}
          {paidNow ? say('Until then payouts go to {{account}}.', { account: `${paidNow.bank} ${paidNow.number}` }) : say('Until then payouts are held.')}{' '}
          {say('The owner was sent a link to cancel the change.')}
        </p>
      ) : null}
      {live.length === 0 ? (
        <p>
          {say('No settlement account yet.')} {owner ? say('Add the bank account your earnings should be paid to.') : say('Ask the owner to add one: payouts wait for it.')}
        </p>
      ) : (
        <DataTable
          caption={say('Settlement accounts')}
          rows={live}
          rowKey={(a) => a.id}
          testId="account-row"
          columns={[
            { key: 'bank', header: say('Bank'), cell: (a) => <span translate="no">{a.bank}</span> },
            { key: 'number', header: say('Account number'), nowrap: true, cell: (a) => a.number },
            { key: 'name', header: say('Account name'), cell: (a) => <span translate="no">{a.name}</span> },
            {
              key: 'payouts',
              header: say('Payouts'),
              cell: (a) =>
                a.paidNow ? (
                  <StatusBadge tone="success" label={say('Receives payouts')} />
                ) : a.coolingUntil ? (
                  <StatusBadge tone="warning" label={say('From {{date}}', { date: formatDateTime(a.coolingUntil) })} />
                ) : owner ? (
                  <Link to={`/settings/accounts?choose=${a.id}#choose-payout`} aria-label={say('Make {{account}} the payout account', { account: `${a.bank} ${a.number}` })}>
                    {say('Make payout account')}
                  </Link>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
      {choosing ? (
        <PostForm {...formProps(form)} className={ui.stack} aria-labelledby="choose-payout-title">
          <h3 id="choose-payout-title" className={ui.cardTitle}>
            {say('Pay into {{account}}?', { account: `${choosing.bank} ${choosing.number}` })}
          </h3>
          <p className={ui.muted}>
            {say('Payouts go to it {{hours}} hours from now; until then they go to the current payout account. We will text and email you at once with a link to cancel.', {
              hours: COOLING_OFF_HOURS,
            })}
          </p>
          <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
          <input type="hidden" name="account_id" value={choosing.id} />
          <OwnerConfirmation codeRef={codeRef} fields={fields} passwordHref={`/settings/accounts?choose=${choosing.id}#choose-payout`} />
          <div className={ui.row}>
            <SubmitButton pendingText={say('Processing...')} full={false}>
              {say('Make payout account')}
            </SubmitButton>
            <Link to="/settings/accounts" className={ui.button.secondary}>
              {say('Cancel')}
            </Link>
          </div>
          <SendCodeButton codeRef={codeRef} />
        </PostForm>
      ) : null}
    </section>
  );
}
