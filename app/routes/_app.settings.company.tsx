/**
 * /settings/company, Company Information (route name settings.edit.partner.company): business
 * partners only (spec section 6). The owner edits the company data with the company form's
 * rules (spec sections 3 and 5); members see it read-only.
 */
import { useWords } from '~/components/useWords';
import { PostForm } from '~/components/form/PostForm';
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { CompanyFields } from '~/components/form/CompanyFields';
import { SubmitButton } from '~/components/form/SubmitButton';
import { formProps, useAppForm } from '~/components/form/useAppForm';
import { FormErrors } from '~/components/FormErrors';
import { isOwner } from '~/domain/access';
import { DEFAULT_COUNTRY } from '~/domain/constants';
import { attempt, failedReply, formRules, parseForm, readForm, invalidReply } from '~/server/forms.server';
import { requirePartner, type PageHandle } from '~/server/guards.server';
import { pageMeta } from '~/lib/meta';
import { nationalNumber } from '~/server/phone.server';
import { countryOptions } from '~/server/reference-data.server';
import { commitSession } from '~/server/session.server';
import { redirectWithToast } from '~/server/toast.server';
import { lagosToday } from '~/api/api-clock.server';
import { companyBody, companySchema } from '~/server/validation/onboarding.server';
import * as ui from '~/styles/ui.css';
import * as css from '~/routes/_app.settings.css';

export const handle: PageHandle = { title: 'Company Information', routeName: 'settings.edit.partner.company', area: 'settings', enhance: true };
export const meta = pageMeta;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api } = await requirePartner(request, context, handle);
  if (ctx.partner.mode !== 'business') throw new Response('Not found', { status: 404 });
  const [partner, countries] = await Promise.all([api.partners.get(ctx.partner.id), countryOptions(api)]);
  const country = partner.country ?? countries[0]?.code ?? DEFAULT_COUNTRY.code;
  return json({
    canEdit: isOwner(ctx.roles),
    countries,
    rules: formRules(companySchema),
    today: lagosToday(),
    company: {
      company_name: partner.company_name,
      rc_number: partner.rc_number ?? '',
      tin: partner.tin ?? '',
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
  const { ctx, api, session } = await requirePartner(request, context, { ...handle, owner: 'Only the partner owner can change the company information' });
  if (ctx.partner.mode !== 'business') throw new Response('Not found', { status: 404 });
  const submission = parseForm(await readForm(request, context), companySchema);
  if (submission.status !== 'success') return invalidReply(submission);
  const result = await attempt(() => api.partners.update(ctx.partner.id, companyBody(submission.value)));
  if (!result.ok) return failedReply(request, context, submission, result.error);
  session.set('ctx', { ...ctx, partner: { ...ctx.partner, company_name: result.value.company_name.slice(0, 80) } });
  return redirectWithToast(request, '/settings/company', { type: 'success', message: 'Company information updated' }, { headers: { 'Set-Cookie': await commitSession(request, session) } });
}

export default function CompanySettings() {
  const { company, countries, canEdit, rules, today } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: 'company-settings', rules, lastResult, defaultValue: company });
  const say = useWords('settings');
  return (
    <section className={ui.card} aria-label={say('Company Information')}>
      {canEdit ? null : <p className={ui.muted}>{say('Only the partner owner can change these details.')}</p>}
      <PostForm {...formProps(form)} className={ui.stack}>
        <fieldset disabled={!canEdit} className={css.plainFieldset}>
          <legend className={ui.visuallyHidden}>{say('Company details')}</legend>
          <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
          <CompanyFields fields={fields} countries={countries} today={today} />
          {canEdit ? (
            <div>
              <SubmitButton pendingText={say('Processing...')} full={false}>
                {say('Save changes')}
              </SubmitButton>
            </div>
          ) : null}
        </fieldset>
      </PostForm>
    </section>
  );
}
