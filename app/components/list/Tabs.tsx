/** Tabs that are links (the tab is in the URL), so they work without JavaScript and can be shared. */
import { Link } from '@remix-run/react';
import * as css from './list.css';

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
