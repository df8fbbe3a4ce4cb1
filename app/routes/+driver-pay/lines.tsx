/**
 * A driver's pay for a period, line by line (issue 67 §4): each line of app/lib/pay-words.ts — the
 * rules' pay, each bonus with its day, note and who entered it, each correction saying what it
 * corrects, each reversal with its reason, each debt with what is taken and left — then what to
 * pay. On the owner's driver page and the driver's statement; a plain list, readable at 240 px
 * without JavaScript.
 */
import { useWords } from '~/components/useWords';
import { formatKobo } from '~/lib/format';
import { payLineTexts } from '~/lib/pay-words';
import type { PayRunRow } from '~contract/driver-pay';
import * as css from '~/components/money/money.css';
import * as ui from '~/styles/ui.css';

export { signedKobo } from '~/lib/pay-words';

/** The lines of `row`, then the period's total to pay and what carries. */
export function PayLines({ row, compact = false, total }: { row: Pick<PayRunRow, 'items' | 'to_pay_kobo' | 'carried_kobo'>; compact?: boolean; total?: string }) {
  const say = useWords('money');
  return (
    <ul className={css.lines} aria-label={say('How the pay is worked out')}>
      {payLineTexts(say, row, compact).map((line, i) => (
        <li key={i} className={css.explainRow} data-testid={`pay-line-${line.kind}`}>
          <span className={css.explainTerm}>
            {line.words}
            {line.note ? <span className={ui.muted}> {line.note}</span> : null}
          </span>
          <span className={css.explainValue}>{line.amount}</span>
        </li>
      ))}
      <li className={css.explainRow}>
        <strong className={css.explainTerm}>{total ?? say('To pay')}</strong>
        <strong className={css.explainValue} data-testid="pay-lines-total">
          {formatKobo(row.to_pay_kobo)}
        </strong>
      </li>
      {row.carried_kobo > 0 ? (
        <li className={css.explainRow}>
          <span className={css.explainTerm}>{say('Still owed, taken from the next pay')}</span>
          <span className={css.explainValue}>{formatKobo(row.carried_kobo)}</span>
        </li>
      ) : null}
    </ul>
  );
}
