import { useSearchParams } from '@remix-run/react';
import { Link } from '~/components/Link';
import { authCss as css } from '~/components/AuthLayout';
import { Tabs } from '~/components/list/Tabs';

/** The email/phone tabs of /login. They are links, so they work without JavaScript. */
export function LoginTabs({ current }: { current: 'email' | 'phone' }) {
  const [params] = useSearchParams();
  const query = new URLSearchParams(params);
  query.delete('tab');
  const suffix = query.toString() ? `?${query}` : '';
  return (
    <Tabs
      label="Login method"
      variant="segmented"
      current={current}
      tabs={[
        { id: 'email', label: 'Email', href: `/login${suffix}` },
        { id: 'phone', label: 'Phone', href: `/login/phone${suffix}` },
      ]}
    />
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
