import { Link, useSearchParams } from '@remix-run/react';
import { authCss as css } from '~/components/AuthLayout';

/** The email/phone tabs of /login. They are links, so they work without JavaScript. */
export function LoginTabs({ current }: { current: 'email' | 'phone' }) {
  const [params] = useSearchParams();
  const query = new URLSearchParams(params);
  query.delete('tab');
  const suffix = query.toString() ? `?${query}` : '';
  return (
    <nav className={css.tabs} aria-label="Login method">
      <Link to={`/login${suffix}`} className={css.tab} aria-current={current === 'email' ? 'page' : undefined} replace>
        Email
      </Link>
      <Link to={`/login/phone${suffix}`} className={css.tab} aria-current={current === 'phone' ? 'page' : undefined} replace>
        Phone
      </Link>
    </nav>
  );
}

/** 'Join now' and the FAQ link under the login forms, keeping the redirect target. */
export function LoginFooter() {
  const [params] = useSearchParams();
  const redirectTo = params.get('redirect');
  return (
    <>
      <p className={css.center}>
        New here? <Link to={`/register${redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : ''}`}>Join now</Link>
      </p>
      <p className={css.center}>
        <Link to="/faq">Go to FAQ</Link>
      </p>
    </>
  );
}
