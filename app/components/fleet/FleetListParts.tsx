/**
 * What the drivers' and the vehicles' lists share (issues 10, 21 §3, 22 §5): the banner that
 * counts who cannot work today (with the link that filters them), and the empty states — no
 * match for the filters (with the way back) or nothing yet (with the first step).
 */
import type { ReactNode } from 'react';
import { Link } from '~/components/Link';
import { EmptyState } from '~/components/EmptyState';
import * as css from '~/components/fleet/fleet.css';
import { useWords, type Say } from '~/components/useWords';

/** 'Can work today', 'Can work tomorrow' or 'Can work on 28-11-2026' in the reader's words: the lists' readiness column and filter. */
export const canWorkLabel = (day: string, say: Say) => (day === 'today' ? say('Can work today') : day === 'tomorrow' ? say('Can work tomorrow') : say('Can work on {{date}}', { date: day }));

/**
 * "N drivers cannot work today — why. Show them", unless none or the list already shows them;
 * `day` is the day chosen ('today', 'tomorrow' or a DD-MM-YYYY date); `why` in the reader's words.
 */
export function BlockedBanner({ count, noun, why, href, showing, day = 'today' }: { count: number; noun: 'driver' | 'vehicle'; why: string; href: string; showing: boolean; day?: string }) {
  const say = useWords('fleet');
  if (count === 0 || showing) return null;
  const who = say(noun === 'vehicle' ? '{{count}} vehicles' : '{{count}} drivers', { count });
  const headline =
    day === 'today' ? say('{{who}} cannot work today', { who }) : day === 'tomorrow' ? say('{{who}} cannot work tomorrow', { who }) : say('{{who}} cannot work on {{date}}', { who, date: day });
  return (
    <p className={css.banner} role="status">
      <strong>{headline}</strong> — {why} <Link to={href}>{say('Show them')}</Link>
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
  const say = useWords('fleet');
  if (!empty) return <>{children}</>;
  if (filtered) {
    return (
      <p className={css.empty}>
        {`${noun === 'vehicle' ? say('No vehicle matches these filters.') : say('No driver matches these filters.')} `}
        <Link to={clearHref}>{say('Clear the filters')}</Link>
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
