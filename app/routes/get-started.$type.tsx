/**
 * /get-started/:type?state=identity|address (spec sections 2, 4, 5): the company information
 * form (business, before the partner exists), then KYC: identity, then address with a
 * document upload. Each step works without JavaScript; the onboarding guard keeps the owner
 * on the step they are at.
 */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { AddressField } from '~/components/form/AddressField';
import { Field, FieldError } from '~/components/form/Field';
import { PhoneField } from '~/components/form/PhoneField';
import { SelectField } from '~/components/form/SelectField';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { OnboardingLayout, onboardingCss as css, type Step } from '~/components/OnboardingLayout';
import { pageViewEvent, track } from '~/lib/analytics.server';
import { isUpstreamError } from '~/lib/api/errors';
import { BUSINESS_TYPES } from '~/lib/constants';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { refreshContext, requireOnboarding } from '~/lib/onboarding.server';
import { isValidPhone, nationalNumber } from '~/lib/phone.server';
import { countryOptions } from '~/lib/reference-data.server';
import { destroySession } from '~/lib/session.server';
import { jsonWithToast } from '~/lib/toast.server';
import { parseUpload } from '~/lib/uploads.server';
import { DOCUMENT_TYPES, addressSchema, companySchema, identitySchema } from '~/lib/validation/onboarding';
import * as ui from '~/styles/ui.css';

export const handle: RouteHandle = { title: 'Get started', routeName: 'get-started' };
export const meta = pageMeta;

type Stage = 'company' | 'identity' | 'address';

function stageOf(type: string, state: string | null, hasPartner: boolean): Stage {
  if (!hasPartner) return 'company';
  return state === 'address' ? 'address' : 'identity';
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const type = params.type;
  if (type !== 'company' && type !== 'individual') throw new Response('Not found', { status: 404 });
  const { ctx, data, api } = await requireOnboarding(request);
  if (!ctx && type === 'individual') throw redirect('/welcome');
  const stage = stageOf(type, new URL(request.url).searchParams.get('state'), Boolean(ctx));
  track(pageViewEvent(`get-started.${stage}`), { path: new URL(request.url).pathname }, data.user.id);
  const countries = stage === 'company' ? await countryOptions(api) : [];
  return json({ type, stage, countries, names: { fname: data.user.fname, lname: data.user.lname } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { session, data, ctx, api } = await requireOnboarding(request);
  const type = params.type === 'company' ? 'company' : 'individual';
  const isMultipart = request.headers.get('content-type')?.startsWith('multipart/form-data');

  if (isMultipart) {
    // The address step: the document is checked while it streams in, before anything is sent.
    if (!ctx) throw redirect('/welcome');
    const { formData, file, fileError } = await parseUpload(request, 'document');
    const submission = parseWithZod(formData, { schema: addressSchema });
    if (submission.status !== 'success' || fileError || !file) {
      const fieldErrors = fileError ? { document: [fileError] } : undefined;
      return json({ stage: 'address' as const, result: submission.reply({ fieldErrors }) }, { status: 400 });
    }
    try {
      const upload = new FormData();
      upload.append('file', file, file.name);
      const location = await api.uploads.identityFile(upload);
      await api.partners.verifyAddress(ctx.partner.account_sid, {
        user: { document_owner_id: data.user.id, partner_type: ctx.partner.mode },
        document: { full_address: submission.value.full_address, files: [location] },
      });
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      return jsonWithToast(request, context, { stage: 'address' as const, result: submission.reply({ formErrors: [error.message] }) }, { type: 'error', message: error.message }, { status: 400 });
    }
    return redirect('/city-selection?progress=true', { headers: { 'Set-Cookie': await refreshContext(request, session, api, data.user.id) } });
  }

  const formData = await request.formData();
  const intent = formData.get('intent');

  if (intent === 'later') {
    // Continue Later: the session ends; the user picks up at the same step next login.
    return redirect('/login', { headers: { 'Set-Cookie': await destroySession(request, session) } });
  }

  if (intent === 'company') {
    const submission = parseWithZod(formData, { schema: companySchema(isValidPhone) });
    if (submission.status !== 'success') return json({ stage: 'company' as const, result: submission.reply() }, { status: 400 });
    const v = submission.value;
    try {
      await api.partners.create({
        mode: 'business',
        experience_start_date: v.experience_start_date,
        company_name: v.company_name,
        rc_number: v.rc_number,
        company_address: v.company_address,
        business_type: v.business_type,
        company_email: v.company_email,
        company_phone: nationalNumber(v.company_phone, v.country),
        country: v.country,
      });
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      return jsonWithToast(request, context, { stage: 'company' as const, result: submission.reply({ formErrors: [error.message] }) }, { type: 'error', message: error.message }, { status: 400 });
    }
    track('Business Information Submitted', { experience_start_date: v.experience_start_date, business_type: v.business_type }, data.user.id);
    return redirect('/get-started/company?state=identity', { headers: { 'Set-Cookie': await refreshContext(request, session, api, data.user.id) } });
  }

  if (intent === 'identity') {
    if (!ctx) throw redirect('/welcome');
    const submission = parseWithZod(formData, { schema: identitySchema });
    if (submission.status !== 'success') return json({ stage: 'identity' as const, result: submission.reply() }, { status: 400 });
    const v = submission.value;
    try {
      await api.partners.verifyIdentity(ctx.partner.account_sid, {
        user: { document_owner_id: data.user.id, partner_type: ctx.partner.mode },
        document: { document_id: v.document_id, type: v.type, dob: v.dob, fname: v.fname, lname: v.lname },
      });
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      return jsonWithToast(request, context, { stage: 'identity' as const, result: submission.reply({ formErrors: [error.message] }) }, { type: 'error', message: error.message }, { status: 400 });
    }
    return redirect(`/get-started/${type}?state=address`, { headers: { 'Set-Cookie': await refreshContext(request, session, api, data.user.id) } });
  }
  return json({ stage: 'company' as const, result: null }, { status: 400 });
}

function stepsFor(type: string, stage: Stage): Step[] {
  const order: Stage[] = type === 'company' ? ['company', 'identity', 'address'] : ['identity', 'address'];
  const labels: Record<Stage, string> = { company: 'Company information', identity: 'Identity', address: 'Address' };
  const at = order.indexOf(stage);
  return [...order.map((s, i): Step => ({ label: labels[s], state: i < at ? 'done' : i === at ? 'current' : 'todo' })), { label: 'Cities', state: 'todo' }];
}

export default function GetStarted() {
  const { type, stage, countries, names } = useLoaderData<typeof loader>();
  return (
    <OnboardingLayout steps={stepsFor(type, stage)}>
      {stage === 'company' ? <CompanyForm countries={countries} /> : stage === 'identity' ? <IdentityForm names={names} /> : <AddressForm />}
    </OnboardingLayout>
  );
}

/** 'Continue Later' (ends the session; the step resumes at next login) and 'Next'. */
function StepActions({ intent }: { intent: Stage }) {
  return (
    <div className={css.actions}>
      <button type="submit" name="intent" value="later" className={ui.button.secondary} formNoValidate>
        Continue Later
      </button>
      <SubmitButton intent={intent} pendingText="Processing..." full={false}>
        Next
      </SubmitButton>
    </div>
  );
}

function useStageResult(stage: Stage) {
  const data = useActionData<typeof action>();
  return data && data.stage === stage ? (data.result ?? undefined) : undefined;
}

function CompanyForm({ countries }: { countries: { code: string; name: string; dialCode: string }[] }) {
  const lastResult = useStageResult('company');
  const [form, fields] = useForm({
    id: 'company',
    lastResult,
    defaultValue: { country: countries[0]?.code ?? 'NG' },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: companySchema() }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <section className={ui.card}>
      <h1>Company information</h1>
      <p className={ui.muted}>Tell us about your registered business.</p>
      <Form method="post" {...getFormProps(form)} className={ui.stack}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <Field label="Company name" meta={fields.company_name} autoComplete="organization" />
        <Field label="Company RC number" meta={fields.rc_number} />
        <AddressField label="Company address" meta={fields.company_address} />
        <SelectField label="Type of incorporated business" meta={fields.business_type} placeholder="Choose a type" options={BUSINESS_TYPES.map((b) => ({ value: b, label: b }))} />
        <Field label="Start date of the transport business" meta={fields.experience_start_date} type="date" max={new Date().toISOString().slice(0, 10)} />
        <Field label="Company email" meta={fields.company_email} type="email" autoComplete="email" />
        <PhoneField label="Company phone" country={fields.country} phone={fields.company_phone} countries={countries} />
        <StepActions intent="company" />
      </Form>
    </section>
  );
}

function IdentityForm({ names }: { names: { fname: string; lname: string } }) {
  const lastResult = useStageResult('identity');
  const [form, fields] = useForm<{ type: string; document_id: string; dob: string; fname: string; lname: string }>({
    id: 'identity',
    lastResult,
    defaultValue: names,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: identitySchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <section className={ui.card}>
      <h1>Verify your identity</h1>
      <p className={ui.muted}>We check your NIN or BVN against your name and date of birth.</p>
      <Form method="post" {...getFormProps(form)} className={ui.stack}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <SelectField label="Document type" meta={fields.type} placeholder="Choose a document" options={DOCUMENT_TYPES} />
        <Field label="Document number" meta={fields.document_id} inputMode="text" autoComplete="off" hint="At least 11 letters and digits." />
        <Field label="Date of birth" meta={fields.dob} type="date" autoComplete="bday" />
        <Field label="First name" meta={fields.fname} autoComplete="given-name" />
        <Field label="Last name" meta={fields.lname} autoComplete="family-name" />
        <StepActions intent="identity" />
      </Form>
    </section>
  );
}

function AddressForm() {
  const lastResult = useStageResult('address');
  const [form, fields] = useForm({
    id: 'address',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addressSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  return (
    <section className={ui.card}>
      <h1>Verify your address</h1>
      <p className={ui.muted}>Your full address, and a recent utility bill or bank statement that shows it.</p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className={ui.stack}>
        <FormErrors errors={form.errors} id={form.errorId} />
        <AddressField label="Full address" meta={fields.full_address} />
        <div className={ui.field}>
          <label htmlFor={fields.document.id} className={ui.label}>
            Proof of address
          </label>
          <p id={`${fields.document.id}-hint`} className={ui.muted} style={{ margin: 0, fontSize: '0.875rem' }}>
            An image (JPEG, PNG, WebP) or a PDF, less than 5 MB.
          </p>
          <input
            id={fields.document.id}
            name={fields.document.name}
            type="file"
            accept="image/jpeg,image/png,image/webp,application/pdf"
            className={ui.input}
            aria-invalid={fields.document.errors?.length ? true : undefined}
            aria-describedby={`${fields.document.id}-hint${fields.document.errors?.length ? ` ${fields.document.errorId}` : ''}`}
          />
          <FieldError meta={fields.document} />
        </div>
        <SubmitButton pendingText="Processing...">Submit</SubmitButton>
      </Form>
    </section>
  );
}
