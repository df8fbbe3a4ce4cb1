/**
 * /add-account (spec section 2; issue 6): add a settlement account. Step 1: a bank from the
 * upstream list and a 10-digit NUBAN; the upstream resolves the account name. Step 2: the
 * name is shown for confirmation before saving. Both steps work without JavaScript.
 */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { z } from 'zod';
import { Field } from '~/components/form/Field';
import { SelectField } from '~/components/form/SelectField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { isUpstreamError } from '~/lib/api/errors';
import { requirePartner, type PageHandle } from '~/lib/guards.server';
import { pageMeta } from '~/lib/meta';
import { jsonWithToast, redirectWithToast } from '~/lib/toast.server';
import * as ui from '~/styles/ui.css';

export const handle: PageHandle = { title: 'Add Settlement Account', routeName: 'add-account', area: 'settings.accounts' };
export const meta = pageMeta;

export const accountSchema = z.object({
  bank_code: z.string({ required_error: 'Please choose your bank' }).min(1, 'Please choose your bank'),
  account_number: z.string({ required_error: 'Please enter your 10-digit account number' }).trim().regex(/^\d{10}$/, 'Please enter your 10-digit account number'),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const { api } = await requirePartner(request, handle);
  const banks = await api.payouts.banks();
  return json({ banks: banks.map((b) => ({ value: b.code, label: b.name })) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api } = await requirePartner(request, handle);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: accountSchema });
  if (submission.status !== 'success') return json({ result: submission.reply(), resolved: null }, { status: 400 });
  const { bank_code, account_number } = submission.value;
  try {
    if (formData.get('intent') === 'save') {
      await api.payouts.addSettlementAccount({ partnerId: ctx.partner.account_sid, bank_code, account_number });
      return redirectWithToast(request, '/settings/accounts', { type: 'success', message: 'Settlement account added' });
    }
    const resolved = await api.payouts.resolveAccount(bank_code, account_number);
    return json({ result: submission.reply(), resolved: { ...resolved, bank_code, account_number } });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return jsonWithToast(request, context, { result: submission.reply({ formErrors: [error.message] }), resolved: null }, { type: 'error', message: error.message }, { status: 400 });
  }
}

export default function AddAccount() {
  const { banks } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'add-account',
    lastResult: data?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: accountSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  if (data?.resolved) {
    const r = data.resolved;
    return (
      <section className={ui.card} style={{ maxWidth: '32rem' }}>
        <h2>Confirm the account</h2>
        <dl>
          <dt className={ui.muted}>Bank</dt>
          <dd style={{ margin: '0 0 8px' }}>{r.bank_name}</dd>
          <dt className={ui.muted}>Account number</dt>
          <dd style={{ margin: '0 0 8px' }}>{r.account_number}</dd>
          <dt className={ui.muted}>Account name</dt>
          <dd style={{ margin: '0 0 8px', fontWeight: 700 }} data-testid="resolved-name">
            {r.account_name}
          </dd>
        </dl>
        <Form method="post" className={ui.row}>
          <input type="hidden" name="bank_code" value={r.bank_code} />
          <input type="hidden" name="account_number" value={r.account_number} />
          <SubmitButton intent="save" pendingText="Processing..." full={false}>
            Save account
          </SubmitButton>
          <Link to="/add-account" className={ui.button.secondary}>
            Change
          </Link>
        </Form>
      </section>
    );
  }
  return (
    <section className={ui.card} style={{ maxWidth: '32rem' }}>
      <h2>Add a settlement account</h2>
      <p className={ui.muted}>Your earnings are paid to this account. We check the account name with your bank before you save it.</p>
      <Form method="post" {...getFormProps(form)} className={ui.stack}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <SelectField label="Bank" meta={fields.bank_code} placeholder="Choose your bank" options={banks} />
        <Field label="Account number (NUBAN)" meta={fields.account_number} inputMode="numeric" autoComplete="off" maxLength={10} />
        <SubmitButton intent="resolve" pendingText="Processing...">
          Verify account
        </SubmitButton>
      </Form>
    </section>
  );
}
