/** The frame of the onboarding pages: brand bar, a progress indicator, and the step's content. */
import { PostForm } from '~/components/form/PostForm';
import { Link } from '~/components/Link';
import type { ReactNode } from 'react';
import * as css from '~/components/OnboardingLayout.css';

export type Step = { label: string; state: 'done' | 'current' | 'todo' };

export function OnboardingLayout({ steps, children }: { steps?: Step[]; children: ReactNode }) {
  return (
    <div className={css.page}>
      <header className={css.top}>
        <Link to="/" className={css.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} /> Vehicle Partner
        </Link>
        <PostForm action="/logout">
          <button type="submit" className={css.logout}>
            Log out
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
  return (
    <nav aria-label="Progress">
      <ol className={css.steps}>
        {steps.map((s, i) => (
          <li key={s.label} className={css.step} aria-current={s.state === 'current' ? 'step' : undefined} data-done={s.state === 'done'}>
            <span className={css.mark} aria-hidden="true">
              {s.state === 'done' ? '✓' : i + 1}
            </span>
            <span className={css.stepLabel}>
              {s.label}
              {s.state === 'done' ? <span className={css.srOnly}> (done)</span> : null}
            </span>
          </li>
        ))}
      </ol>
      {at >= 0 ? (
        <p className={css.current} aria-hidden="true">
          Step {at + 1} of {steps.length}: {steps[at].label}
        </p>
      ) : null}
    </nav>
  );
}

export { css as onboardingCss };
