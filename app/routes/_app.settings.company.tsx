/**
 * /settings/company, Company Information (route name settings.edit.partner.company): business
 * partners only (spec section 6). The owner edits the company data with the company form's
 * rules (spec sections 3 and 5); members see it read-only.
 */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { AddressField } from '~/components/form/AddressField';
import { Field } from '~/components/form/Field';
import { PhoneField } from '~/components/form/PhoneField';
import { SelectField } from '~/components/form/SelectField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { isUpstreamError } from '~/lib/api/errors';
import { BUSINESS_TYPES } from '~/lib/constants';
import { requirePartner, type PageHandle } from '~/lib/guards.server';
import { pageMeta } from '~/lib/meta';
import { isValidPhone, nationalNumber } from '~/lib/phone.server';
import { countryOptions } from '~/lib/reference-data.server';
import { commitSession } from '~/lib/session.server';
import { jsonWithToast, redirectWithToast } from '~/lib/toast.server';
import { companySchema } from '~/lib/validation/onboarding';
import * as ui from '~/styles/ui.css';

export const handle: PageHandle = { title: 'Company Information', routeName: 'settings.edit.partner.company', area: 'settings' };
export const meta = pageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, handle);
  if (ctx.partner.mode !== 'business') throw new Response('Not found', { status: 404 });
  const [partner, countries] = await Promise.all([api.partners.get(ctx.partner.id), countryOptions(api)]);
  const country = partner.country ?? countries[0]?.code ?? 'NG';
  return json({
    canEdit: ctx.roles.includes('partner_owner'),
    countries,
    company: {
      company_name: partner.company_name,
      rc_number: partner.rc_number ?? '',
      company_address: partner.company_address ?? '',
      business_type: partner.business_type ?? '',
      experience_start_date: partner.experience_start_date ?? '',
      company_email: partner.company_email ?? '',
      country,
      company_phone: partner.company_phone ? nationalNumber(partner.company_phone, country) : '',
    },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api, session } = await requirePartner(request, handle);
  if (ctx.partner.mode !== 'business') throw new Response('Not found', { status: 404 });
  if (!ctx.roles.includes('partner_owner')) return jsonWithToast(request, context, null, { type: 'error', message: 'Only the partner owner can change the company information' }, { status: 403 });
  const submission = parseWithZod(await request.formData(), { schema: companySchema(isValidPhone) });
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 });
  const v = submission.value;
  try {
    const partner = await api.partners.update(ctx.partner.id, {
      company_name: v.company_name,
      rc_number: v.rc_number,
      company_address: v.company_address,
      business_type: v.business_type,
      experience_start_date: v.experience_start_date,
      company_email: v.company_email,
      company_phone: nationalNumber(v.company_phone, v.country),
      country: v.country,
    });
    session.set('ctx', { ...ctx, partner: { ...ctx.partner, company_name: partner.company_name.slice(0, 80) } });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return jsonWithToast(request, context, submission.reply({ formErrors: [error.message] }), { type: 'error', message: error.message }, { status: 400 });
  }
  return redirectWithToast(request, '/settings/company', { type: 'success', message: 'Company information updated' }, { headers: { 'Set-Cookie': await commitSession(request, session) } });
}

export default function CompanySettings() {
  const { company, countries, canEdit } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'company-settings',
    lastResult: lastResult ?? undefined,
    defaultValue: company,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: companySchema() }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <section className={ui.card}>
      <h2>Company Information</h2>
      {canEdit ? null : <p className={ui.muted}>Only the partner owner can change these details.</p>}
      <Form method="post" {...getFormProps(form)} className={ui.stack}>
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, display: 'flex', flexDirection: 'column', gap: 16, minWidth: 0 }}>
          <legend className={ui.visuallyHidden}>Company details</legend>
          <FormErrors errors={form.errors} id={form.errorId} />
          <Field label="Company name" meta={fields.company_name} autoComplete="organization" />
          <Field label="Company RC number" meta={fields.rc_number} />
          <AddressField label="Company address" meta={fields.company_address} />
          <SelectField label="Type of incorporated business" meta={fields.business_type} placeholder="Choose a type" options={BUSINESS_TYPES.map((b) => ({ value: b, label: b }))} />
          <Field label="Start date of the transport business" meta={fields.experience_start_date} type="date" />
          <Field label="Company email" meta={fields.company_email} type="email" autoComplete="email" />
          <PhoneField label="Company phone" country={fields.country} phone={fields.company_phone} countries={countries} />
          {canEdit ? (
            <div>
              <SubmitButton pendingText="Processing..." full={false}>
                Save changes
              </SubmitButton>
            </div>
          ) : null}
        </fieldset>
      </Form>
    </section>
  );
}
