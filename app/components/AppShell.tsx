/**
 * The logged-in layout (spec section 2; issue 15). Desktop: a sidebar with the items the
 * user's roles allow, and a header with the page title, 'Go to FAQ' and the company name cut
 * to 15 characters. Phone: one header row (Menu, title, the company's initial); the menu, a
 * `<details>` that opens without JavaScript, holds the pages, the FAQ, the full company name,
 * "Switch partner" for members of several partners, the support contact and Log out.
 */
import { PostForm } from '~/components/form/PostForm';
import { Link, NavLink } from '~/components/Link';
import type { ReactNode } from 'react';
import { useT } from '~/components/useWords';
import { truncateCompanyName } from '~/lib/format';
import { SupportContact } from '~/components/SupportContact';
import * as css from '~/components/AppShell.css';

/** The menu's words, whole catalogue keys by area (issue 70 §2: no key is built at run time). */
const NAV_WORDS: Partial<Record<string, string>> = {
  dashboard: 'nav.dashboard',
  vehicles: 'nav.vehicles',
  drivers: 'nav.drivers',
  trips: 'nav.trips',
  routes: 'nav.routes',
  earnings: 'nav.earnings',
  settings: 'nav.settings',
};

/** A page of the menu; `area` names its words in the catalogue (NAV_WORDS), `label` is the English. */
export type ShellNavItem = { label: string; to: string; area?: string };

function Nav({ items, label }: { items: ShellNavItem[]; label: string }) {
  const t = useT();
  return (
    <nav aria-label={label}>
      <ul className={css.navList}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={css.navLink}>
              {item.area && NAV_WORDS[item.area] ? t(NAV_WORDS[item.area]!, { defaultValue: item.label }) : item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function LogoutForm() {
  const t = useT();
  return (
    <PostForm action="/logout" className={css.logout}>
      <button type="submit" className={css.logoutButton}>
        {t('shell.logout')}
      </button>
    </PostForm>
  );
}

function SwitchPartner() {
  const t = useT();
  return (
    <Link to="/organization?switch=1" className={css.switchLink}>
      {t('shell.switchPartner')}
    </Link>
  );
}

export function AppShell({ title, companyName, nav, canSwitchPartner, children }: { title: string; companyName: string; nav: ShellNavItem[]; canSwitchPartner: boolean; children: ReactNode }) {
  const t = useT();
  return (
    <div className={css.shell}>
      <aside className={css.sidebar} data-print="hide">
        {/* The person's first page, not always the dashboard: a driver manager's is Drivers (issue 54 §7: no dead end). */}
        <Link to={nav[0]?.to ?? '/settings'} className={css.brand}>
          <img src="/favicon.svg" alt="" width={32} height={32} /> {t('brand')}
        </Link>
        <Nav items={nav} label={t('nav.main')} />
        <div className={css.sidebarFooter}>
          {canSwitchPartner ? <SwitchPartner /> : null}
          <SupportContact compact />
          <LogoutForm />
        </div>
      </aside>
      <header className={css.header} data-print="hide">
        <details className={css.menu}>
          <summary className={css.menuSummary}>
            <span aria-hidden="true" className={css.burger} />
            {t('shell.menu')}
          </summary>
          <div className={css.menuPanel}>
            <p className={css.menuCompany} translate="no">
              {companyName}
            </p>
            <Nav items={nav} label={t('nav.mainMenu')} />
            <ul className={css.navList}>
              <li>
                <Link to="/faq" className={css.navLink}>
                  {t('shell.faq')}
                </Link>
              </li>
              {canSwitchPartner ? (
                <li>
                  <SwitchPartner />
                </li>
              ) : null}
            </ul>
            <SupportContact compact />
            <LogoutForm />
          </div>
        </details>
        <h1 className={css.title}>{title}</h1>
        <Link to="/faq" className={css.faqLink}>
          {t('shell.faq')}
        </Link>
        <span className={css.company} title={companyName} translate="no">
          <span aria-hidden="true" className={css.initial}>
            {companyName.charAt(0).toUpperCase()}
          </span>
          <span className={css.companyName} data-testid="company-name">
            {truncateCompanyName(companyName)}
          </span>
        </span>
      </header>
      <main className={css.main} id="main">
        {children}
      </main>
    </div>
  );
}
