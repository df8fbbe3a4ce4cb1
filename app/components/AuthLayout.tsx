/** The frame of the auth pages: brand panel with the carousel, and the form panel. */
import { Link } from '~/components/Link';
import type { ReactNode } from 'react';
import { useT } from '~/components/useWords';
import { Carousel } from '~/components/Carousel';
import * as css from '~/components/AuthLayout.css';

export function AuthLayout({ children }: { children: ReactNode }) {
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
        <div className={css.panel}>{children}</div>
      </main>
    </div>
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
