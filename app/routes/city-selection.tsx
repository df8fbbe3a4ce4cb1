/**
 * /city-selection (spec sections 2, 4, 5): choose one or more cities of operation from the
 * upstream list. One POST per city, in parallel. The optional `progress` flag shows the
 * onboarding progress.
 */
import { PostForm } from '~/components/form/PostForm';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { FieldError } from '~/components/form/Field';
import { SubmitButton } from '~/components/form/SubmitButton';
import { formProps, useAppForm } from '~/components/form/useAppForm';
import { FormErrors } from '~/components/FormErrors';
import { OnboardingLayout, onboardingCss as css, type Step } from '~/components/OnboardingLayout';
import { pageViewEvent, track } from '~/server/analytics.server';
import { isUpstreamError } from '~/api/errors';
import { FALLBACK_ERROR, FAN_OUT_CONCURRENCY } from '~/domain/constants';
import { failedReply, formRules, parseForm, readForm, invalidReply } from '~/server/forms.server';
import { isPageView } from '~/server/guards.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { refreshContext, requireOnboarding } from '~/server/onboarding.server';
import { mapWithConcurrency } from '~/lib/concurrency';
import { cityList } from '~/server/reference-data.server';
import { redirectWithToast } from '~/server/toast.server';
import { citySelectionSchema } from '~/server/validation/onboarding.server';
import * as ui from '~/styles/ui.css';
import { useWords } from '~/components/useWords';

export const handle: RouteHandle = { title: 'Cities of operation', routeName: 'city-selection', enhance: true };
export const meta = pageMeta;

/** Said when onboarding is done (issue 15: say so, rather than dropping the partner on the next form). */
export const ONBOARDED_MESSAGE = 'Your partner account is set up. Next: add your vehicles and drivers.';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx, api, data } = await requireOnboarding(request, context);
  if (!ctx) throw redirect('/welcome');
  if (isPageView(request)) track(pageViewEvent('city-selection'), { path: '/city-selection' }, data.user.id);
  const cities = await cityList(api);
  return json({
    cities: cities.map((c) => ({ id: c.id, name: c.name })),
    progress: new URL(request.url).searchParams.get('progress') === 'true',
    mode: ctx.partner.mode,
    rules: formRules(citySelectionSchema()),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx, api, session, data } = await requireOnboarding(request, context);
  if (!ctx) throw redirect('/welcome');
  const offered = await cityList(api);
  // Never more calls than cities offered, and only cities that are offered.
  const submission = parseForm(await readForm(request, context), citySelectionSchema(offered.length));
  if (submission.status !== 'success') return invalidReply(submission);
  const chosen = submission.value.cities.filter((id) => offered.some((c) => c.id === id));
  if (chosen.length === 0) return json(submission.reply({ fieldErrors: { cities: ['Please select at least one city of operation'] } }), { status: 400 });
  const results = await mapWithConcurrency(chosen, FAN_OUT_CONCURRENCY, (id) => api.partners.addCity(ctx.partner.id, id));
  for (const r of results) if (r.status === 'rejected' && r.reason instanceof Response) throw r.reason;
  // A city already chosen is not a failure.
  const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected' && !(isUpstreamError(r.reason) && r.reason.alreadyExists));
  if (failed.length === results.length) return failedReply(request, context, submission, isUpstreamError(failed[0].reason) ? failed[0].reason : FALLBACK_ERROR);
  return redirectWithToast(request, '/dashboard', { type: 'success', message: ONBOARDED_MESSAGE }, { headers: { 'Set-Cookie': await refreshContext(request, session, api, data.user.id) } });
}

export default function CitySelection() {
  const { cities, progress, mode, rules } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useAppForm({ id: 'cities', rules, lastResult });
  const say = useWords('settings');
  const steps: Step[] | undefined = progress
    ? [...[...(mode === 'business' ? ['Company information'] : []), 'Identity', 'Address'].map((label): Step => ({ label, state: 'done' })), { label: 'Cities', state: 'current' }]
    : undefined;
  return (
    <OnboardingLayout steps={steps}>
      <section className={ui.card}>
        <h1>{say('Cities of operation')}</h1>
        <p className={ui.muted}>{say('Choose every city where your vehicles will run trips.')}</p>
        <PostForm {...formProps(form)} className={ui.stack}>
          <FormErrors errors={form.errors} id={form.errorId} fields={form.allErrors} formId={form.id} />
          <fieldset className={css.cityGrid} aria-describedby={fields.cities.errors?.length ? fields.cities.errorId : undefined}>
            <legend className={ui.visuallyHidden}>{say('Cities')}</legend>
            {cities.map((c) => (
              <label key={c.id} className={css.city}>
                <input type="checkbox" name={fields.cities.name} value={c.id} form={form.id} className={ui.checkbox} />
                <span translate="no">{c.name}</span>
              </label>
            ))}
          </fieldset>
          <FieldError meta={fields.cities} />
          <SubmitButton pendingText={say('Processing...')}>{say('Continue')}</SubmitButton>
        </PostForm>
      </section>
    </OnboardingLayout>
  );
}
