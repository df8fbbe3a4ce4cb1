/**
 * What the drivers' and the vehicles' lists share (issues 10, 21 §3, 22 §5): the banner that
 * counts who cannot work today (with the link that filters them), and the empty states — no
 * match for the filters (with the way back) or nothing yet (with the first step).
 */
import type { ReactNode } from 'react';
import { Link } from '~/components/Link';
import { EmptyState } from '~/components/EmptyState';
import * as css from '~/components/fleet/fleet.css';

/** "N drivers cannot work today — why. Show them", unless none or the list already shows them; `when` is the day chosen ('Today', 'Tomorrow'). */
export function BlockedBanner({ count, noun, why, href, showing, when = 'Today' }: { count: number; noun: 'driver' | 'vehicle'; why: string; href: string; showing: boolean; when?: string }) {
  if (count === 0 || showing) return null;
  return (
    <p className={css.banner} role="status">
      <strong>{`${count} ${noun}${count === 1 ? ' cannot' : 's cannot'} work ${/^\d/.test(when) ? `on ${when}` : when.toLowerCase()}`}</strong> — {why} <Link to={href}>Show them</Link>
    </p>
  );
}

/** The list's body: the table (children) when there are rows, else the right empty state. */
export function FleetListBody({
  empty,
  filtered,
  noun,
  clearHref,
  emptyTitle,
  emptyText,
  firstSteps,
  children,
}: {
  empty: boolean;
  filtered: boolean;
  noun: 'driver' | 'vehicle';
  clearHref: string;
  emptyTitle: string;
  emptyText: string;
  /** The links that start the list (Add, Import). */
  firstSteps: ReactNode;
  children: ReactNode;
}) {
  if (!empty) return <>{children}</>;
  if (filtered) {
    return (
      <p className={css.empty}>
        {`No ${noun} matches these filters. `}
        <Link to={clearHref}>Clear the filters</Link>
      </p>
    );
  }
  return (
    <EmptyState title={emptyTitle}>
      <p>{emptyText}</p>
      <p className={css.emptyActions}>{firstSteps}</p>
    </EmptyState>
  );
}
