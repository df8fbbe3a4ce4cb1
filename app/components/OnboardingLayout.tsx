/** The frame of the onboarding pages: brand bar, a progress indicator, and the step's content. */
import { PostForm } from '~/components/form/PostForm';
import { Link } from '~/components/Link';
import type { ReactNode } from 'react';
import * as css from '~/components/OnboardingLayout.css';
import { useWords } from '~/components/useWords';

export type Step = { label: string; state: 'done' | 'current' | 'todo' };

export function OnboardingLayout({ steps, children }: { steps?: Step[]; children: ReactNode }) {
  const say = useWords('settings');
  return (
    <div className={css.page}>
      <header className={css.top}>
        <Link to="/" className={css.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} /> <span translate="no">Vehicle Partner</span>
        </Link>
        <PostForm action="/logout">
          <button type="submit" className={css.logout}>
            {say('Log out')}
          </button>
        </PostForm>
      </header>
      <main className={css.main}>
        {steps ? <Progress steps={steps} /> : null}
        {children}
      </main>
    </div>
  );
}

/**
 * The steps: numbered marks with their labels from a tablet up; on a phone the marks only,
 * and the current step's name in full underneath (labels never clipped at 360 px).
 */
function Progress({ steps }: { steps: Step[] }) {
  const at = steps.findIndex((s) => s.state === 'current');
  const say = useWords('settings');
  return (
    <nav aria-label={say('Progress')}>
      <ol className={css.steps}>
        {steps.map((s, i) => (
          <li key={s.label} className={css.step} aria-current={s.state === 'current' ? 'step' : undefined} data-done={s.state === 'done'}>
            <span className={css.mark} aria-hidden="true">
              {s.state === 'done' ? '✓' : i + 1}
            </span>
            <span className={css.stepLabel}>
              {say(s.label)}
              {s.state === 'done' ? <span className={css.srOnly}> {say('(done)')}</span> : null}
            </span>
          </li>
        ))}
      </ol>
      {at >= 0 ? (
        <p className={css.current} aria-hidden="true">
          {say('Step {{step}} of {{steps}}: {{label}}', { step: at + 1, steps: steps.length, label: say(steps[at].label) })}
        </p>
      ) : null}
    </nav>
  );
}

export { css as onboardingCss };
