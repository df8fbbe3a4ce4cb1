/** The frame of the onboarding pages: brand bar, a progress indicator, and the step's content. */
import { Form, Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import * as css from './OnboardingLayout.css';

export type Step = { label: string; state: 'done' | 'current' | 'todo' };

export function OnboardingLayout({ steps, children }: { steps?: Step[]; children: ReactNode }) {
  return (
    <div className={css.page}>
      <header className={css.top}>
        <Link to="/" className={css.brand}>
          <img src="/favicon.svg" alt="" width={28} height={28} /> Vehicle Partner
        </Link>
        <Form method="post" action="/logout">
          <button type="submit" style={{ background: 'none', border: 0, color: '#fff', fontWeight: 600, cursor: 'pointer', minHeight: 44 }}>
            Log out
          </button>
        </Form>
      </header>
      <main className={css.main}>
        {steps ? (
          <nav aria-label="Progress">
            <ol className={css.steps}>
              {steps.map((s, i) => (
                <li key={s.label} className={css.step} aria-current={s.state === 'current' ? 'step' : undefined} data-done={s.state === 'done'}>
                  {i + 1}. {s.label}
                  {s.state === 'done' ? <span> ✓</span> : null}
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        {children}
      </main>
    </div>
  );
}

export { css as onboardingCss };
