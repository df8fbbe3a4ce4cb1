/**
 * /city-selection (spec sections 2, 4, 5): choose one or more cities of operation from the
 * upstream list. One POST per city, in parallel. The optional `progress` flag shows the
 * onboarding progress.
 */
import { getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { FieldError } from '~/components/form/Field';
import { SubmitButton } from '~/components/form/SubmitButton';
import { FormErrors } from '~/components/FormErrors';
import { OnboardingLayout, onboardingCss as css, type Step } from '~/components/OnboardingLayout';
import { pageViewEvent, track } from '~/lib/analytics.server';
import { isUpstreamError } from '~/lib/api/errors';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { refreshContext, requireOnboarding } from '~/lib/onboarding.server';
import { jsonWithToast } from '~/lib/toast.server';
import { citySelectionSchema } from '~/lib/validation/onboarding';
import * as ui from '~/styles/ui.css';

export const handle: RouteHandle = { title: 'Cities of operation', routeName: 'city-selection' };
export const meta = pageMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const { ctx, api, data } = await requireOnboarding(request);
  if (!ctx) throw redirect('/welcome');
  track(pageViewEvent('city-selection'), { path: '/city-selection' }, data.user.id);
  const cities = await api.cities();
  return json({ cities: cities.map((c) => ({ id: c.id, name: c.name })), progress: new URL(request.url).searchParams.get('progress') === 'true', mode: ctx.partner.mode });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api, session, data } = await requireOnboarding(request);
  if (!ctx) throw redirect('/welcome');
  const submission = parseWithZod(await request.formData(), { schema: citySelectionSchema });
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 });
  const results = await Promise.allSettled(submission.value.cities.map((id) => api.partners.addCity(ctx.partner.id, id)));
  for (const r of results) if (r.status === 'rejected' && r.reason instanceof Response) throw r.reason;
  // A city already chosen is not a failure.
  const failed = results.filter((r) => r.status === 'rejected' && !(isUpstreamError(r.reason) && r.reason.alreadyExists));
  if (failed.length === results.length) {
    const message = isUpstreamError((failed[0] as PromiseRejectedResult).reason) ? ((failed[0] as PromiseRejectedResult).reason as Error).message : 'Oops! An error occurred, please try again.';
    return jsonWithToast(request, context, submission.reply({ formErrors: [message] }), { type: 'error', message }, { status: 400 });
  }
  return redirect('/dashboard', { headers: { 'Set-Cookie': await refreshContext(request, session, api, data.user.id) } });
}

export default function CitySelection() {
  const { cities, progress, mode } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: 'cities',
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: citySelectionSchema }),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
  });
  const steps: Step[] | undefined = progress
    ? [...[...(mode === 'business' ? ['Company information'] : []), 'Identity', 'Address'].map((label): Step => ({ label, state: 'done' })), { label: 'Cities', state: 'current' }]
    : undefined;
  return (
    <OnboardingLayout steps={steps}>
      <section className={ui.card}>
        <h1>Cities of operation</h1>
        <p className={ui.muted}>Choose every city where your vehicles will run trips.</p>
        <Form method="post" {...getFormProps(form)} className={ui.stack}>
          <FormErrors errors={form.errors} id={form.errorId} />
          <fieldset className={css.cityGrid} aria-describedby={fields.cities.errors?.length ? fields.cities.errorId : undefined}>
            <legend className={ui.visuallyHidden}>Cities</legend>
            {cities.map((c) => (
              <label key={c.id} className={css.city}>
                <input type="checkbox" name={fields.cities.name} value={c.id} form={form.id} style={{ width: 20, height: 20 }} />
                {c.name}
              </label>
            ))}
          </fieldset>
          <FieldError meta={fields.cities} />
          <SubmitButton pendingText="Processing...">Continue</SubmitButton>
        </Form>
      </section>
    </OnboardingLayout>
  );
}
