/**
 * A deductions cell (issue 24 §1): the total, then each cause with its amount on a line of its
 * own, in small print. Used by "By driver" and a driver's months, so both read the same.
 */
import { useWords } from '~/components/useWords';
import { causeLabel } from '~/domain/earnings';
import { formatDeduction } from '~/domain/money';
import * as css from '~/components/money/money.css';

export function Deductions({ totalKobo, byCause }: { totalKobo: number; byCause: { cause: string; amount_kobo: number }[] }) {
  const say = useWords('money');
  return (
    <>
      {formatDeduction(totalKobo)}
      {byCause.length ? (
        <span className={css.causes}>
          {byCause.map((c) => (
            <span key={c.cause} className={css.cause}>
              {say(causeLabel(c.cause))} <span className={css.causeAmount}>{formatDeduction(c.amount_kobo)}</span>
            </span>
          ))}
        </span>
      ) : null}
    </>
  );
}
