/**
 * "Explain my pay" (issue 12): gross − each deduction by cause = net, and net against what was
 * paid out. Agreement is said in words; a difference is shown in red with its amount, never
 * hidden.
 */
import type { PayExplanation as Explanation } from '~/domain/earnings';
import { formatKobo } from '~/lib/format';
import * as css from '~/components/money/money.css';
import { formatDeduction } from '~/domain/money';

export function PayExplanation({ explanation: e, trips }: { explanation: Explanation; trips: number }) {
  return (
    <section aria-labelledby="explain-title" data-testid="explain-pay">
      <h3 id="explain-title">Explain my pay</h3>
      <dl className={css.explain}>
        <dt className={css.explainTerm}>
          Gross: {trips} trip{trips === 1 ? '' : 's'} at their supply cost
        </dt>
        <dd className={css.explainValue}>{formatKobo(e.gross)}</dd>
        {e.deductions.map((d) => (
          <div key={d.cause} className={css.explainRow}>
            <dt className={css.explainTerm}>{d.term}</dt>
            <dd className={css.explainValue}>{formatDeduction(d.amount)}</dd>
          </div>
        ))}
        {e.refunds ? (
          <div className={css.explainRow}>
            <dt className={css.explainTerm}>Refunds of queried deductions</dt>
            <dd className={css.explainValue} data-testid="explain-refunds">
              +{formatKobo(e.refunds)}
            </dd>
          </div>
        ) : null}
        <dt className={`${css.explainTerm} ${css.explainTotal}`}>Net</dt>
        <dd className={`${css.explainValue} ${css.explainTotal}`} data-testid="explain-net">
          {formatKobo(e.net)}
        </dd>
        <dt className={css.explainTerm}>Paid out</dt>
        <dd className={css.explainValue} data-testid="explain-paid">
          {e.paidOut ? formatKobo(e.paid) : 'Nothing yet'}
        </dd>
      </dl>
      {!e.paidOut ? (
        <p className={css.mismatch} role="status" data-testid="explain-not-paid">
          {formatKobo(e.payoutAmount)} for this month has not been paid: it is still in your unsettled earnings.
        </p>
      ) : e.difference === 0 && e.totalsAgree ? (
        <p className={css.agree}>Net and payout agree to the kobo.</p>
      ) : (
        <p className={css.mismatch} role="alert">
          {e.difference !== 0 ? `The payout differs from the net by ${formatKobo(e.difference)}. ` : ''}
          {!e.totalsAgree ? 'The deductions do not add up to the totals. ' : ''}
          Contact partner support with the reference above.
        </p>
      )}
    </section>
  );
}
