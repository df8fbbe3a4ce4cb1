/**
 * "Explain my pay" (issue 12): gross − each deduction by cause = net, and net against what was
 * paid out. Agreement is said in words; a difference is shown in red with its amount, never
 * hidden.
 */
import type { PayExplanation as Explanation } from '~/domain/earnings';
import { formatKobo } from '~/lib/format';
import * as css from '~/components/money/money.css';
import { formatDeduction } from '~/domain/money';
import { useWords } from '~/components/useWords';

export function PayExplanation({ explanation: e, trips }: { explanation: Explanation; trips: number }) {
  const say = useWords('money');
  return (
    <section aria-labelledby="explain-title" data-testid="explain-pay">
      <h3 id="explain-title">{say('Explain my pay')}</h3>
      <dl className={css.explain}>
        {/* Every pair in its row: HTML lets a list group its pairs in divs only if all are (issue 54 §9). */}
        <div className={css.explainRow}>
          <dt className={css.explainTerm}>{say('Gross: {{count}} trips at their supply cost', { count: trips })}</dt>
          <dd className={css.explainValue}>{formatKobo(e.gross)}</dd>
        </div>
        {e.deductions.map((d) => (
          <div key={d.cause} className={css.explainRow}>
            <dt className={css.explainTerm}>{say('Deduction: {{cause}}', { cause: say(d.label) })}</dt>
            <dd className={css.explainValue}>{formatDeduction(d.amount)}</dd>
          </div>
        ))}
        {e.refunds ? (
          <div className={css.explainRow}>
            <dt className={css.explainTerm}>{say('Refunds of queried deductions')}</dt>
            <dd className={css.explainValue} data-testid="explain-refunds">
              +{formatKobo(e.refunds)}
            </dd>
          </div>
        ) : null}
        <div className={css.explainRow}>
          <dt className={`${css.explainTerm} ${css.explainTotal}`}>{say('Net')}</dt>
          <dd className={`${css.explainValue} ${css.explainTotal}`} data-testid="explain-net">
            {formatKobo(e.net)}
          </dd>
        </div>
        <div className={css.explainRow}>
          <dt className={css.explainTerm}>{say('Paid out')}</dt>
          <dd className={css.explainValue} data-testid="explain-paid">
            {e.paidOut ? formatKobo(e.paid) : say('Nothing yet')}
          </dd>
        </div>
      </dl>
      {!e.paidOut ? (
        <p className={css.mismatch} role="status" data-testid="explain-not-paid">
          {say('{{amount}} for this month has not been paid: it is still in your unsettled earnings.', { amount: formatKobo(e.payoutAmount) })}
        </p>
      ) : e.difference === 0 && e.totalsAgree ? (
        <p className={css.agree}>{say('Net and payout agree to the kobo.')}</p>
      ) : (
        <p className={css.mismatch} role="alert">
          {e.difference !== 0 ? `${say('The payout differs from the net by {{amount}}.', { amount: formatKobo(e.difference) })} ` : ''}
          {!e.totalsAgree ? `${say('The deductions do not add up to the totals.')} ` : ''}
          {say('Contact partner support with the reference above.')}
        </p>
      )}
    </section>
  );
}
