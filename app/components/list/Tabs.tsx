/**
 * The portal's tabs (issue 22 §5: one implementation). Every tab is a link, so tabs work without
 * JavaScript and can be shared: `Tabs` for a page's sections (the tab in the URL), `NavTabs` for
 * an area's pages (settings, money). `variant: 'segmented'` draws a choice of two (the login
 * methods).
 */
import { Link, NavLink } from '~/components/Link';
import * as css from '~/components/list/Tabs.css';

export function Tabs({
  label,
  tabs,
  current,
  variant = 'underline',
}: {
  label: string;
  tabs: { id: string; label: string; href: string; count?: number }[];
  current: string;
  variant?: 'underline' | 'segmented';
}) {
  const segmented = variant === 'segmented';
  return (
    <nav aria-label={label} className={segmented ? css.segmented : css.tabs}>
      {tabs.map((t) => (
        <Link key={t.id} to={t.href} className={segmented ? css.segment : css.tab} aria-current={t.id === current ? 'page' : undefined}>
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
