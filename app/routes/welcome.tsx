/**
 * /welcome (spec sections 2 and 4 "Partner sign-up"): choose Registered Business or An
 * Individual. Without JavaScript the cards are radio inputs and Proceed is always there; with
 * it, Proceed appears once a card is chosen. Business goes to the company form; Individual
 * creates the partner, refreshes the active context and goes to KYC.
 */
import { PostForm } from '~/components/form/PostForm';
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { useActionData } from '@remix-run/react';
import { readReply } from '~/components/form/reply';
import { SubmitButton } from '~/components/form/SubmitButton';
import { OnboardingLayout, onboardingCss as css } from '~/components/OnboardingLayout';
import { pageViewEvent, track } from '~/server/analytics.server';
import { attempt, failedReply, parseForm, readForm, invalidReply } from '~/server/forms.server';
import { pageMeta, type RouteHandle } from '~/lib/meta';
import { refreshContext, requireOnboarding } from '~/server/onboarding.server';
import { partnerTypeSchema } from '~/server/validation/team.server';
import * as ui from '~/styles/ui.css';
import { useWords } from '~/components/useWords';
import { useMessageWords } from '~/components/form/Field';

export const handle: RouteHandle = { title: 'Create a partner account', routeName: 'welcome', enhance: true };
export const meta = pageMeta;

export const PARTNER_TYPES = [
  { value: 'business', title: 'Registered Business', text: 'You own a company that rents vehicles for an agreed time and fee' },
  { value: 'individual', title: 'An Individual', text: 'You are not a company but you rent out one or more vehicles for an agreed time and fee' },
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { data } = await requireOnboarding(request, context);
  track(pageViewEvent('welcome'), { path: '/welcome' }, data.user.id);
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, data, api } = await requireOnboarding(request, context);
  const submission = parseForm(await readForm(request, context), partnerTypeSchema);
  if (submission.status !== 'success') return invalidReply(submission);
  const type = submission.value.type;
  track('Partner Type Selected', { partner_type: type }, data.user.id);
  if (type === 'business') return redirect('/get-started/company');
  // Spec section 8: a failure to create the partner is a toast.
  const created = await attempt(() => api.partners.create({ mode: 'individual' }));
  if (!created.ok) return failedReply(request, context, submission, created.error, { via: 'toast' });
  const cookie = await refreshContext(request, session, api, data.user.id);
  return redirect('/get-started/individual?state=identity', { headers: { 'Set-Cookie': cookie } });
}

export default function Welcome() {
  const error = readReply(useActionData<typeof action>()).error('type');
  const say = useWords('settings');
  const sayMessage = useMessageWords();
  return (
    <OnboardingLayout>
      <header>
        <h1 className={ui.tightHeading}>{say('Create a partner account')}</h1>
        <p className={ui.muted}>{say('Select a category to sign up as')}</p>
      </header>
      <PostForm className={ui.stack}>
        {error ? (
          <p role="alert" className={ui.formError}>
            {sayMessage(error)}
          </p>
        ) : null}
        <fieldset className={css.cards}>
          <legend className={ui.visuallyHidden}>{say('Partner category')}</legend>
          {PARTNER_TYPES.map((t) => (
            <label key={t.value} className={css.choice}>
              <input type="radio" name="type" value={t.value} className={ui.checkbox} />
              <span>
                <span className={css.choiceTitle}>{say(t.title)}</span>
                <span className={ui.muted}>{say(t.text)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {/* With JavaScript, Proceed appears once a category is chosen (app/enhance/after-choice.ts). */}
        <div data-vp-after-choice>
          <SubmitButton pendingText={say('Processing...')}>{say('Proceed')}</SubmitButton>
        </div>
      </PostForm>
    </OnboardingLayout>
  );
}
