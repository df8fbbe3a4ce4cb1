/** Tabs that are links (the tab is in the URL), so they work without JavaScript and can be shared. */
import { Link, NavLink } from '@remix-run/react';
import * as css from '~/components/list/list.css';

export function Tabs({ label, tabs, current }: { label: string; tabs: { id: string; label: string; href: string; count?: number }[]; current: string }) {
  return (
    <nav aria-label={label} className={css.tabs}>
      {tabs.map((t) => (
        <Link key={t.id} to={t.href} className={css.tab} aria-current={t.id === current ? 'page' : undefined} preventScrollReset>
          {t.label}
          {t.count !== undefined ? <span className={css.tabCount}> {t.count}</span> : null}
        </Link>
      ))}
    </nav>
  );
}

/**
 * Tabs that are the pages of an area (settings, money): each tab is a page, the current one
 * marked by its URL. `end` marks a tab that is current only on its exact path.
 */
export function NavTabs({ label, tabs, printHidden }: { label: string; tabs: { to: string; label: string; end?: boolean }[]; printHidden?: boolean }) {
  return (
    <nav aria-label={label} className={css.tabs} data-print={printHidden ? 'hide' : undefined}>
      {tabs.map((t) => (
        <NavLink key={t.to} to={t.to} end={t.end} className={css.tab}>
          {t.label}
        </NavLink>
      ))}
    </nav>
  );
}
