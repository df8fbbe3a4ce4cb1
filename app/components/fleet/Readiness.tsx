/**
 * Readiness on screen (issue 21 §3): the rule's status as a badge in the same words everywhere
 * (Ready, At risk, Cannot work), each reason in words with the link that fixes it, and, on a
 * record's page, the notes about documents waiting for review.
 */
import { StatusBadge } from '~/components/StatusBadge';
import { Words } from '~/components/Words';
import { dayFirst, type Readiness, type Sentence } from '~/domain/readiness';
import * as ui from '~/styles/ui.css';
import * as css from '~/components/fleet/fleet.css';
import { FixLink } from '~/components/fleet/FixLink';
import { useReasonWords } from '~/components/fleet/useReasonWords';

/** A list's cell: the badge, then the first reason (or the day it changes) and its fix. */
export function ReadinessCell({ readiness, testId }: { readiness: Readiness; testId?: string }) {
  const first = readiness.reasons[0];
  const words = useReasonWords();
  return (
    <span className={css.readinessCell} data-testid={testId} data-readiness={readiness.status}>
      <StatusBadge status={readiness.status} />
      {first ? (
        <span>
          <Words text={words.message(first)} />
          {readiness.reasons.length > 1 ? ` ${words.say('(+{{count}} more)', { count: readiness.reasons.length - 1 })}` : ''}. <FixLink reason={first} />
        </span>
      ) : null}
    </span>
  );
}

/**
 * A trip's status with its verdict (issue 32 §1): an upcoming trip whose driver cannot work its
 * vehicle on its day says so, with the first reason and its fix, wherever the trip is listed.
 */
export function TripStatus({ trip }: { trip: { status: string; readiness?: Readiness | null } }) {
  const r = trip.readiness;
  const first = r?.status === 'blocked' ? r.reasons.find((x) => x.blocking) : undefined;
  const words = useReasonWords();
  return (
    <span className={css.readinessCell} data-readiness={r?.status}>
      <StatusBadge status={trip.status} kind="trip" />
      {first ? (
        <span data-testid="trip-blocked">
          <StatusBadge status="blocked" /> <Words text={words.message(first)} />. <FixLink reason={first} />
        </span>
      ) : null}
    </span>
  );
}

/**
 * A vehicle's or driver's page: whether it can work on `day` (with its pair: `pairedWith` says
 * so), every reason with its fix, and `notes` (a replacement under review, the day a document
 * stops counting).
 */
export function ReadinessPanel({ readiness, day, title, pairedWith, notes = [] }: { readiness: Readiness; day: string; title: string; pairedWith?: string; notes?: Sentence[] }) {
  const words = useReasonWords();
  return (
    <section className={ui.card} aria-labelledby="readiness-title" data-testid="readiness-panel" data-readiness={readiness.status}>
      <div className={css.sectionHead}>
        <h2 id="readiness-title" className={ui.cardTitle}>
          {title}
        </h2>
        <StatusBadge status={readiness.status} />
      </div>
      {pairedWith ? <p className={ui.muted}>{pairedWith}</p> : null}
      {readiness.status === 'ready' ? (
        <p className={ui.flush}>{words.say('Every required document is in force on {{date}}.', { date: dayFirst(day) })}</p>
      ) : (
        <ul className={css.reasons}>
          {readiness.reasons.map((r) => (
            <li key={`${r.owner}-${r.code}-${r.document ?? ''}`} data-testid="readiness-reason">
              <span className={r.blocking ? ui.fieldError : undefined}>{words.message(r)}.</span> <FixLink reason={r} />
            </li>
          ))}
        </ul>
      )}
      {readiness.changes_on ? <p className={ui.muted}>{words.say('Cannot work from {{date}} unless it is fixed.', { date: dayFirst(readiness.changes_on) })}</p> : null}
      {notes.map((n) => (
        <p key={n.text + (n.values?.document ?? '')} className={ui.flush} data-testid="readiness-note">
          {words.sentence(n)}
        </p>
      ))}
    </section>
  );
}
