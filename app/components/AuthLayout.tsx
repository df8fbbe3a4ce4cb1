/** The frame of the auth pages: brand panel with the carousel, and the form panel. */
import { Link } from '~/components/Link';
import type { ReactNode } from 'react';
import { useT, useWords } from '~/components/useWords';
import { Carousel } from '~/components/Carousel';
import { PostForm } from '~/components/form/PostForm';
import * as css from '~/components/AuthLayout.css';
import { button } from '~/styles/ui.css';

/**
 * `signedIn`: the page is a signed-in person's (the organisation picker, invitations, a sign-in
 * link's question), so it offers Log out (issue 70 §6: no signed-in page without a way out).
 */
export function AuthLayout({ children, signedIn = false }: { children: ReactNode; signedIn?: boolean }) {
  const t = useT();
  return (
    <div className={css.shell}>
      <aside className={css.aside}>
        <Link to="/" className={css.brand}>
          <img src="/favicon.svg" alt="" width={32} height={32} /> {t('brand')}
        </Link>
        <Carousel />
      </aside>
      <main className={css.main}>
        <div className={css.panel}>
          {children}
          {signedIn ? <SignOut /> : null}
        </div>
      </main>
    </div>
  );
}

/** Log out, as the app shell's menu does (a POST through the one door). */
function SignOut() {
  const say = useWords('settings');
  return (
    <PostForm action="/logout" className={css.signOut}>
      <button type="submit" className={button.ghost}>
        {say('Log out')}
      </button>
    </PostForm>
  );
}

export function AuthHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <header>
      <h1 className={css.title}>{title}</h1>
      {subtitle ? <p className={css.subtitle}>{subtitle}</p> : null}
    </header>
  );
}

export { css as authCss };
