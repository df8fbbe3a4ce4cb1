/**
 * /get-started/:type?state=identity|address (spec sections 2, 4, 5): the company information
 * form (business, before the partner exists), then KYC: identity, then address with a
 * document upload. Each step works without JavaScript; the onboarding guard keeps the owner
 * on the step they are at.
 */
import { PostForm } from '~/components/form/PostForm';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { AddressField } from '~/components/form/AddressField';
import { CompanyFields } from '~/components/form/CompanyFields';
import { Field } from '~/components/form/Field';
import { FileField } from '~/components/form/FileField';
import { SelectField } from '~/components/form/SelectField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { formProps, useAppForm } from '~/components/form/useAppForm';
import { FormErrors } from '~/components/FormErrors';
import { OnboardingLayout, onboardingCss as css, type Step } from '~/components/OnboardingLayout';
import { pageViewEvent, track } from '~/server/analytics.server';
import { DEFAULT_COUNTRY } from '~/domain/constants';
import type { FormRules } from '~/lib/forms';
import { attempt, failedReply, formRules, parseForm, withFile, readForm, invalidReply } from '~/server/forms.server';
import { isPageView } from '~/server/guards.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { refreshContext, requireOnboarding } from '~/server/onboarding.server';
import { countryOptions } from '~/server/reference-data.server';
import { destroySession } from '~/server/session.server';
import { parseUpload, storeFile } from '~/server/uploads.server';
import { DOCUMENT_TYPES } from '~/lib/messages';
import { lagosToday } from '~/api/api-clock.server';
import { addressSchema, companyBody, companySchema, identitySchema } from '~/server/validation/onboarding.server';
import * as ui from '~/styles/ui.css';
import { useWords } from '~/components/useWords';

export const handle: RouteHandle = { title: 'Get started', routeName: 'get-started', enhance: true };
export const meta = pageMeta;

type Stage = 'company' | 'identity' | 'address';

function stageOf(state: string | null, hasPartner: boolean): Stage {
  if (!hasPartner) return 'company';
  return state === 'address' ? 'address' : 'identity';
}

const RULES = { company: () => formRules(companySchema), identity: () => formRules(identitySchema), address: () => withFile(formRules(addressSchema), 'document') };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const type = params.type;
  if (type !== 'company' && type !== 'individual') throw new Response('Not found', { status: 404 });
  const { ctx, data, api } = await requireOnboarding(request, context);
  if (!ctx && type === 'individual') throw redirect('/welcome');
  const stage = stageOf(new URL(request.url).searchParams.get('state'), Boolean(ctx));
  if (isPageView(request)) track(pageViewEvent(`get-started.${stage}`), { path: new URL(request.url).pathname }, data.user.id);
  const countries = stage === 'company' ? await countryOptions(api) : [];
  return json({ type, stage, countries, names: { fname: data.user.fname, lname: data.user.lname }, rules: RULES[stage](), today: lagosToday() });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { session, data, ctx, api } = await requireOnboarding(request, context);
  const type = params.type === 'company' ? 'company' : 'individual';
  const isMultipart = request.headers.get('content-type')?.startsWith('multipart/form-data');

  if (isMultipart) {
    // The address step: the document is checked while it streams in, before anything is sent.
    if (!ctx) throw redirect('/welcome');
    const { formData, file, fileError } = await parseUpload(request, context, 'document');
    if (formData.get('intent') === 'later') return continueLater(request, session);
    const submission = parseForm(formData, addressSchema);
    if (submission.status !== 'success' || fileError || !file) {
      return json(submission.reply({ fieldErrors: fileError ? { document: [fileError] } : undefined }), { status: 400 });
    }
    const owner = { document_owner_id: data.user.id, partner_type: ctx.partner.mode };
    const result = await attempt(async () =>
      api.partners.verifyAddress(ctx.partner.account_sid, { user: owner, document: { full_address: submission.value.full_address, files: [await storeFile(api, file)] } }),
    );
    if (!result.ok) return failedReply(request, context, submission, result.error);
    return redirect('/city-selection?progress=true', { headers: { 'Set-Cookie': await refreshContext(request, session, api, data.user.id) } });
  }

  const formData = await readForm(request, context);
  switch (formData.get('intent')) {
    case 'later':
      return continueLater(request, session);
    case 'company': {
      const submission = parseForm(formData, companySchema);
      if (submission.status !== 'success') return invalidReply(submission);
      // Spec section 8: a failure to create the partner is a toast.
      const result = await attempt(() => api.partners.create({ mode: 'business', ...companyBody(submission.value) }));
      if (!result.ok) return failedReply(request, context, submission, result.error, { via: 'toast' });
      track('Business Information Submitted', { experience_start_date: submission.value.experience_start_date, business_type: submission.value.business_type }, data.user.id);
      return redirect('/get-started/company?state=identity', { headers: { 'Set-Cookie': await refreshContext(request, session, api, data.user.id) } });
    }
    case 'identity': {
      if (!ctx) throw redirect('/welcome');
      const submission = parseForm(formData, identitySchema);
      if (submission.status !== 'success') return invalidReply(submission);
      const v = submission.value;
      const owner = { document_owner_id: data.user.id, partner_type: ctx.partner.mode };
      const result = await attempt(() =>
        api.partners.verifyIdentity(ctx.partner.account_sid, { user: owner, document: { document_id: v.document_id, type: v.type, dob: v.dob, fname: v.fname, lname: v.lname } }),
      );
      if (!result.ok) return failedReply(request, context, submission, result.error);
      return redirect(`/get-started/${type}?state=address`, { headers: { 'Set-Cookie': await refreshContext(request, session, api, data.user.id) } });
    }
    default:
      return json(parseForm(formData, companySchema).reply({ formErrors: ['Please fill in the form and press Next.'] }), { status: 400 });
  }
}

/** 'Continue Later' (spec section 4): the session ends; the step resumes at next login. */
async function continueLater(request: Request, session: Parameters<typeof destroySession>[1]) {
  return redirect('/login', { headers: { 'Set-Cookie': await destroySession(request, session) } });
}

function stepsFor(type: string, stage: Stage): Step[] {
  const order: Stage[] = type === 'company' ? ['company', 'identity', 'address'] : ['identity', 'address'];
  const labels: Record<Stage, string> = { company: 'Company information', identity: 'Identity', address: 'Address' };
  const at = order.indexOf(stage);
  return [...order.map((s, i): Step => ({ label: labels[s], state: i < at ? 'done' : i === at ? 'current' : 'todo' })), { label: 'Cities', state: 'todo' }];
}

export default function GetStarted() {
  const { type, stage, countries, names, rules, today } = useLoaderData<typeof loader>();
  return (
    <OnboardingLayout steps={stepsFor(type, stage)}>
      {stage === 'company' ? (
        <CompanyForm countries={countries} rules={rules} today={today} />
      ) : stage === 'identity' ? (
        <IdentityForm names={names} rules={rules} today={today} />
      ) : (
        <AddressForm rules={rules} />
      )}
    </OnboardingLayout>
  );
}

/**
 * 'Continue Later' (ends the session; the step resumes at next login) and 'Next'. A submitted
 * step cannot be edited while it is under review, so there is no Back to it.
 */
function StepActions({ intent }: { intent: Stage }) {
  const say = useWords('settings');
  return (
    <div className={css.actions}>
      <button type="submit" name="intent" value="later" className={ui.button.secondary} formNoValidate>
        {say('Continue Later')}
      </button>
      <SubmitButton intent={intent} pendingText={say('Processing...')} full={false}>
        {say('Next')}
      </SubmitButton>
    </div>
  );
}

function CompanyForm({ countries, rules, today }: { countries: { code: string; name: string; dialCode: string }[]; rules: FormRules; today: string }) {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: 'company', rules, lastResult, defaultValue: { country: countries[0]?.code ?? DEFAULT_COUNTRY.code } });
  const say = useWords('settings');
  return (
    <section className={ui.card}>
      <h1>{say('Company information')}</h1>
      <p className={ui.muted}>{say('Tell us about your registered business.')}</p>
      <PostForm {...formProps(form)} className={ui.stack}>
        <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
        <CompanyFields fields={fields} countries={countries} today={today} />
        <StepActions intent="company" />
      </PostForm>
    </section>
  );
}

function IdentityForm({ names, rules, today }: { names: { fname: string; lname: string }; rules: FormRules; today: string }) {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: 'identity', rules, lastResult, defaultValue: names });
  const say = useWords('settings');
  return (
    <section className={ui.card}>
      <h1>{say('Verify your identity')}</h1>
      <p className={ui.muted}>{say('We check your NIN or BVN against your name and date of birth.')}</p>
      <PostForm {...formProps(form)} className={ui.stack}>
        <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
        <SelectField label={say('Document type')} meta={fields.type} placeholder={say('Choose a document')} options={DOCUMENT_TYPES.map((d) => ({ ...d, label: say(d.label) }))} />
        <Field label={say('Document number')} meta={fields.document_id} inputMode="text" autoComplete="off" hint={say('At least 11 letters and digits.')} />
        <Field label={say('Date of birth')} meta={fields.dob} type="date" autoComplete="bday" max={today} />
        <Field label={say('First name')} meta={fields.fname} autoComplete="given-name" />
        <Field label={say('Last name')} meta={fields.lname} autoComplete="family-name" />
        <StepActions intent="identity" />
      </PostForm>
    </section>
  );
}

function AddressForm({ rules }: { rules: FormRules }) {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: 'address', rules, lastResult });
  const say = useWords('settings');
  return (
    <section className={ui.card}>
      <h1>{say('Verify your address')}</h1>
      <p className={ui.muted}>{say('Your full address, and a recent utility bill or bank statement that shows it.')}</p>
      <PostForm encType="multipart/form-data" {...formProps(form)} className={ui.stack}>
        <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
        <AddressField label={say('Full address')} meta={fields.full_address} />
        <FileField id={fields.document.id} name={fields.document.name} label={say('Proof of address')} error={fields.document.errors?.[0]} />
        <StepActions intent="address" />
      </PostForm>
    </section>
  );
}
