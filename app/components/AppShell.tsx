/**
 * The logged-in layout (spec section 2): a sidebar with the items the user's roles allow, and
 * a header with the page title, 'Go to FAQ' and the company name cut to 15 characters. On a
 * phone the sidebar is a `<details>` menu, which opens without JavaScript.
 */
import { Form, Link, NavLink, useLocation } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import * as css from './AppShell.css';

export type ShellNavItem = { label: string; to: string };

function Nav({ items, label }: { items: ShellNavItem[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ul className={css.navList}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={css.navLink} prefetch="none">
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function LogoutForm() {
  return (
    <Form method="post" action="/logout" className={css.logout}>
      <button type="submit" className={css.logoutButton}>
        Log out
      </button>
    </Form>
  );
}

export function AppShell({ title, companyName, fullCompanyName, nav, children }: { title: string; companyName: string; fullCompanyName: string; nav: ShellNavItem[]; children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // With JavaScript, close the phone menu after a navigation.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname]);
  return (
    <div className={css.shell}>
      <aside className={css.sidebar}>
        <Link to="/dashboard" className={css.brand}>
          <img src="/favicon.svg" alt="" width={32} height={32} /> Vehicle Partner
        </Link>
        <Nav items={nav} label="Main" />
        <LogoutForm />
      </aside>
      <header className={css.header}>
        <h1 className={css.title}>{title}</h1>
        <Link to="/faq" className={css.faqLink}>
          Go to FAQ
        </Link>
        <span className={css.company} title={fullCompanyName} data-testid="company-name">
          {companyName}
        </span>
        <details className={css.menu} ref={menu}>
          <summary className={css.menuSummary}>Menu</summary>
          <div className={css.menuPanel}>
            <Nav items={nav} label="Main menu" />
            <LogoutForm />
          </div>
        </details>
      </header>
      <main className={css.main} id="main">
        {children}
      </main>
    </div>
  );
}
