/**
 * /add-account (spec section 2; issue 6): add a settlement account. Step 1: a bank from the
 * upstream list and a 10-digit NUBAN; the upstream resolves the account name. Step 2 (a URL
 * state, so a refresh keeps it): the name is shown for confirmation before saving. Both steps
 * work without JavaScript; the number never travels in a URL (the step's URL carries it sealed:
 * account-step.server.ts; issue 40 §8). Issue 24 §2: only the owner adds accounts, entering the password
 * again to save (a wrong one counts against the sign-in limits), or a code texted to their
 * phone instead (`?code_ref=` once sent: owner-confirmation.server.ts); a new payout account
 * cools off for 48 hours and the owner is told by SMS and email with a link to cancel.
 */
import { saidToast } from '~/lib/toast';
import { useWords } from '~/components/useWords';
import { PostForm } from '~/components/form/PostForm';
import { COOLING_OFF_HOURS } from '~contract/constants';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { OwnerConfirmation, SendCodeButton } from '~/components/form/OwnerConfirmation';
import { isOwner } from '~/domain/access';
import { accountNameMatches } from '~/domain/roles';
import { codeReference, confirmationOf, confirmedChange, confirmsByCode, sendOwnerCode } from '~/server/owner-confirmation.server';
import { useActionData, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { Field } from '~/components/form/Field';
import { SelectField } from '~/components/form/SelectField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { formProps, useAppForm } from '~/components/form/useAppForm';
import { readReply } from '~/components/form/reply';
import { FormErrors } from '~/components/FormErrors';
import { attempt, failedReply, formRules, parseForm, readForm, invalidReply } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { redirectWithToast } from '~/server/toast.server';
import { bankList } from '~/server/reference-data.server';
import { ACCOUNT_PARAM, openAccount, sealAccount } from '~/server/account-step.server';
import { accountSchema, saveAccountByCodeSchema, saveAccountSchema } from '~/server/validation/settings.server';
import * as ui from '~/styles/ui.css';
import * as settingsCss from '~/routes/_app.settings.css';

export const handle: PageHandle = { title: 'Add Settlement Account', routeName: 'add-account', area: 'settings.accounts', enhance: true };
export const meta = pageMeta;

export { NOT_OWNER_ACCOUNTS } from '~/lib/messages';
import { NOT_OWNER_ACCOUNTS } from '~/lib/messages';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data } = await requirePartner(request, context, handle);
  if (!isOwner(ctx.roles)) throw await redirectWithToast(request, '/settings/accounts', { type: 'error', message: NOT_OWNER_ACCOUNTS });
  const url = new URL(request.url);
  // Step 2 (confirm) is a URL state: the bank and number chosen in step 1, sealed (never a number
  // in a URL: issue 40 §8), resolved again here.
  const chosen = parseForm(new URLSearchParams(openAccount(url.searchParams.get(ACCOUNT_PARAM), data.user.id) ?? {}), accountSchema);
  const [banks, resolved, accounts] = await Promise.all([
    bankList(api),
    chosen.status === 'success' ? attempt(() => api.payouts.resolveAccount(chosen.value.bank_code, chosen.value.account_number)) : null,
    api.payouts.settlementAccounts(ctx.partner.account_sid),
  ]);
  const codeRef = codeReference(url);
  return json({
    banks: banks.map((b) => ({ value: b.code, label: b.name })),
    rules: formRules(accountSchema),
    saveRules: formRules(codeRef ? saveAccountByCodeSchema : saveAccountSchema),
    codeRef,
    makePayout: url.searchParams.get('make_payout') === 'on',
    hasAccount: accounts.some((a) => a.is_default && a.status !== 'cancelled'),
    confirm:
      chosen.status === 'success' && resolved?.ok
        ? { ...resolved.value, bank_code: chosen.value.bank_code, account_number: chosen.value.account_number, ref: url.searchParams.get(ACCOUNT_PARAM) ?? '' }
        : null,
    // Warn, never block (issue 32 §7): an account whose verified name is neither the partner's nor the owner's.
    nameMismatch:
      chosen.status === 'success' && resolved?.ok && !accountNameMatches(resolved.value.account_name, [ctx.partner.company_name, `${data.user.fname} ${data.user.lname}`])
        ? { account: resolved.value.account_name, partner: ctx.partner.company_name, owner: `${data.user.fname} ${data.user.lname}` }
        : null,
    toast: resolved && !resolved.ok ? saidToast('error', resolved.error.message) : null,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api, data } = await requirePartner(request, context, handle);
  if (!isOwner(ctx.roles)) throw await redirectWithToast(request, '/settings/accounts', { type: 'error', message: NOT_OWNER_ACCOUNTS });
  const formData = await readForm(request, context);
  if (formData.get('intent') === 'send-code') {
    // Back to this account's confirm step, now asking for the code (the account read again
    // there), the payout choice kept.
    const chosen = parseForm(formData, accountSchema);
    const params = new URLSearchParams(chosen.status === 'success' ? { [ACCOUNT_PARAM]: sealAccount(chosen.value, data.user.id) } : {});
    if (formData.get('make_payout') === 'on') params.set('make_payout', 'on');
    return sendOwnerCode(request, api, ctx.partner.account_sid, { path: '/add-account', params, hash: '' });
  }
  if (formData.get('intent') === 'save') {
    const byCode = confirmsByCode(formData);
    const save = parseForm(formData, byCode ? saveAccountByCodeSchema : saveAccountSchema);
    const secret = { hideFields: ['password', 'otp_code'] };
    if (save.status !== 'success') return json(save.reply(secret), { status: 400 });
    const { bank_code, account_number, make_payout } = save.value;
    // The password or code again is a sign-in attempt: it counts against the same limits (issue 24 §5).
    const saved = await confirmedChange(context, data.user.email, byCode, () =>
      api.payouts.addSettlementAccount({ partnerId: ctx.partner.account_sid, bank_code, account_number, make_payout, ...confirmationOf(save.value) }),
    );
    if (!saved.ok) return failedReply(request, context, save, saved.error, secret);
    return redirectWithToast(request, '/settings/accounts', {
      type: 'success',
      ...(saved.value.status === 'cooling_off'
        ? { message: 'Settlement account added. Payouts go to it after {{hours}} hours; we have sent you a link to cancel.', values: { hours: COOLING_OFF_HOURS } }
        : { message: 'Settlement account added' }),
    });
  }
  const submission = parseForm(formData, accountSchema);
  if (submission.status !== 'success') return invalidReply(submission);
  const { bank_code, account_number } = submission.value;
  const resolved = await attempt(() => api.payouts.resolveAccount(bank_code, account_number));
  if (!resolved.ok) return failedReply(request, context, submission, resolved.error);
  return redirect(`/add-account?${new URLSearchParams({ [ACCOUNT_PARAM]: sealAccount({ bank_code, account_number }, data.user.id) })}`);
}

export default function AddAccount() {
  const { banks, rules, saveRules, confirm, hasAccount, codeRef, makePayout, nameMismatch } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: 'add-account', rules, lastResult, intent: 'resolve' });
  const [saveForm, saveFields] = useAppForm({ id: 'save-account', rules: saveRules, lastResult, intent: 'save' });
  const saved = readReply(lastResult, 'save');
  const say = useWords('money');
  if (confirm) {
    return (
      <section className={`${ui.card} ${ui.narrow}`} aria-labelledby="confirm-title">
        <h2 id="confirm-title">{say('Confirm the account')}</h2>
        <dl>
          <dt className={ui.muted}>{say('Bank')}</dt>
          <dd className={ui.definition} translate="no">
            {confirm.bank_name}
          </dd>
          <dt className={ui.muted}>{say('Account number')}</dt>
          <dd className={ui.definition}>{confirm.account_number}</dd>
          <dt className={ui.muted}>{say('Account name')}</dt>
          <dd className={ui.definitionStrong} data-testid="resolved-name" translate="no">
            {confirm.account_name}
          </dd>
        </dl>
        {nameMismatch ? (
          <p className={ui.warningNote} role="note" data-testid="name-mismatch">
            <strong>{say('Check this is your account.')}</strong>{' '}
            {say("It is in the name of {{account}}, not {{partner}} or {{owner}}. Money paid into another person's account cannot be taken back. You can still save it if it is yours.", {
              account: nameMismatch.account,
              partner: nameMismatch.partner,
              owner: nameMismatch.owner,
            })}
          </p>
        ) : null}
        <FormErrors errors={saved.formErrors} id="save-account-error" />
        <PostForm {...formProps(saveForm)} className={ui.stack}>
          <input type="hidden" name="bank_code" value={confirm.bank_code} />
          <input type="hidden" name="account_number" value={confirm.account_number} />
          {hasAccount ? (
            <label className={settingsCss.check}>
              {/* Kept through a wrong password or code (the reply's value), and through asking for a code (the URL's). */}
              <input type="checkbox" name="make_payout" defaultChecked={saved.replied ? saved.value('make_payout') === 'on' : makePayout} />{' '}
              {say('Pay my earnings into this account (from {{hours}} hours after saving)', { hours: COOLING_OFF_HOURS })}
            </label>
          ) : (
            <p className={ui.muted}>{say('This will be your payout account {{hours}} hours after you save it; until then payouts are held.', { hours: COOLING_OFF_HOURS })}</p>
          )}
          <OwnerConfirmation
            codeRef={codeRef}
            fields={saveFields}
            passwordHref={`/add-account?${new URLSearchParams({ [ACCOUNT_PARAM]: confirm.ref, ...(makePayout ? { make_payout: 'on' } : {}) })}`}
          />
          <p className={ui.muted}>{say('We will text and email you at once with a link to cancel a payout account change.')}</p>
          <div className={ui.row}>
            <SubmitButton intent="save" pendingText={say('Processing...')} full={false}>
              {say('Save account')}
            </SubmitButton>
            <Link to="/add-account" className={ui.button.secondary}>
              {say('Change')}
            </Link>
          </div>
          <SendCodeButton codeRef={codeRef} />
        </PostForm>
      </section>
    );
  }
  return (
    <section className={`${ui.card} ${ui.narrow}`} aria-labelledby="add-title">
      <h2 id="add-title">{say('Add a settlement account')}</h2>
      <p className={ui.muted}>{say('Your earnings are paid to this account. We check the account name with your bank before you save it.')}</p>
      <PostForm {...formProps(form)} className={ui.stack}>
        <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
        <SelectField label={say('Bank')} meta={fields.bank_code} placeholder={say('Choose your bank')} options={banks} names />
        <Field label={say('Account number (NUBAN)')} meta={fields.account_number} inputMode="numeric" autoComplete="off" />
        <SubmitButton intent="resolve" pendingText={say('Processing...')}>
          {say('Verify account')}
        </SubmitButton>
      </PostForm>
    </section>
  );
}
