/**
 * A deduction where it shows (issue 36 §3): its words and signed amount, where its query stands
 * ("Queried", "Upheld", "Refunded ₦…", a link to the query), and "Query this deduction" for
 * someone who may see earnings while it was never queried. The same on a trip's page, a
 * vehicle's earnings lines and a payslip's lines.
 */
import { useWords, type Say } from '~/components/useWords';
import { Link } from '~/components/Link';
import type { DeductionItem } from '~contract/fleet';
import type { DeductionDetail } from '~contract/money';
import type { Fact } from '~/components/list/Facts';
import { causeLabel, deductionWords, noteWords } from '~/domain/earnings';
import { mayQueryDeduction, queryMark } from '~/domain/deduction-queries';
import { formatDeduction } from '~/domain/money';
import { StatusBadge } from '~/components/StatusBadge';
import { formatDate, formatKobo } from '~/lib/format';
import * as css from '~/components/money/money.css';

/**
 * `words`: start with the deduction's words ("Late departure: −₦1,500.00"), or only the amount
 * where a label already says them. `context` completes the link's name for screen readers
 * ("on 14-10-2026").
 */
export function DeductionEntry({ deduction: d, canQuery, words = true, context }: { deduction: DeductionItem; canQuery: boolean; words?: boolean; context?: string }) {
  const mark = queryMark(d.query);
  const say = useWords('money');
  const named = d.note ? noteWords(d.note, say) : say(causeLabel(d.cause));
  return (
    <span data-testid="deduction" data-deduction-id={d.id}>
      {words ? `${named}: ` : null}
      {formatDeduction(d.amount_kobo)}
      {mark && d.query ? (
        <>
          {' '}
          <Link to={`/earnings/queries/${d.query.id}`} data-testid="deduction-mark">
            <StatusBadge
              tone={mark.tone}
              label={d.query.status === 'open' || d.query.status === 'upheld' ? say(mark.label) : say('Refunded {{amount}}', { amount: formatKobo(d.query.refunded_kobo) })}
            />
          </Link>
        </>
      ) : null}
      {canQuery && mayQueryDeduction(d) ? (
        <>
          {' '}
          {/* The visible words begin the link's name (WCAG 2.5.3); the rest says which deduction. */}
          <Link to={`/earnings/queries/new?deduction=${d.id}`} aria-label={`${say('Query this deduction')}: ${named}${context ? ` ${context}` : ''}`}>
            {say('Query this deduction')}
          </Link>
        </>
      ) : null}
    </span>
  );
}

/**
 * A line's deductions cell (earnings lines, payslip lines): the line's total, then each deduction
 * on a line of its own with where its query stands and its query link. '—' when none.
 */
export function LineDeductions({ line: l, canQuery = true }: { line: { trip_date: string; deductions_kobo: number; deductions: DeductionItem[] }; canQuery?: boolean }) {
  const say = useWords('money');
  if (!l.deductions.length) return <>—</>;
  return (
    <>
      <span className={css.nowrap}>{formatDeduction(l.deductions_kobo)}</span>
      {l.deductions.map((d, i) => (
        <span key={d.id ?? i} className={css.lineDeduction}>
          <DeductionEntry deduction={d} canQuery={canQuery} context={say('on {{date}}', { date: formatDate(l.trip_date) })} />
        </span>
      ))}
    </>
  );
}

/**
 * The facts that name a queried deduction (issue 36 §3), first on the query form and on the
 * query's page: its trip (a link: date, route, plate) and its words with the amount, said by
 * `say` (the page's `money` words).
 */
export function deductionFacts(d: DeductionDetail, say: Say): Fact[] {
  return [
    {
      label: say('Trip'),
      value: (
        <Link to={`/trips/details/${d.trip_id}`}>
          {formatDate(d.trip_date)} · <span translate="no">{`${d.route_code} · ${d.plate}`}</span>
        </Link>
      ),
    },
    { label: say(deductionWords(d)), value: <strong>{formatDeduction(d.amount_kobo)}</strong>, testId: 'queried-deduction' },
  ];
}
