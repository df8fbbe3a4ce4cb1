import { useT } from '~/components/useWords';
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
  const t = useT('auth');
  return (
    <Tabs
      label={t('tabs.label')}
      variant="segmented"
      current={current}
      tabs={[
        { id: 'email', label: t('tabs.email'), href: `/login${suffix}` },
        { id: 'phone', label: t('tabs.phone'), href: `/login/phone${suffix}` },
      ]}
    />
  );
}

/** 'Join now' and the FAQ link under the login forms, keeping the redirect target. */
export function LoginFooter() {
  const [params] = useSearchParams();
  const redirectTo = params.get('redirect');
  const t = useT('auth');
  return (
    <>
      <p className={css.center}>
        {t('newHere')} <Link to={`/register${redirectTo ? `?redirect=${encodeURIComponent(redirectTo)}` : ''}`}>{t('joinNow')}</Link>
      </p>
      <p className={css.center}>
        <Link to="/faq">{t('faq')}</Link>
      </p>
    </>
  );
}
