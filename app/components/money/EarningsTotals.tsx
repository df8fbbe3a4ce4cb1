/** The totals of an earnings period (issues 12, 41): trips, gross, deductions, refunds paid with it and net, all from the API's kobo. */
import { useWords } from '~/components/useWords';
import type { Totals } from '~contract/money';
import { formatKobo } from '~/lib/format';
import * as css from '~/components/money/money.css';
import { formatDeduction } from '~/domain/money';

export function EarningsTotals({ totals }: { totals: Totals }) {
  const say = useWords('money');
  return (
    <ul className={css.totals} aria-label={say('Totals for the period')} data-testid="earnings-totals">
      <li data-testid="total-trips">{say('{{count}} trips', { count: totals.trips })}</li>
      <li data-testid="total-gross">{`${say('Gross')} ${formatKobo(totals.gross_kobo)}`}</li>
      <li data-testid="total-deductions">{`${say('Deductions')} ${totals.deductions_kobo ? formatDeduction(totals.deductions_kobo) : formatKobo(0)}`}</li>
      {totals.refunds_kobo ? <li data-testid="total-refunds">{`${say('Refunds')} +${formatKobo(totals.refunds_kobo)}`}</li> : null}
      <li data-testid="total-net">{`${say('Net')} ${formatKobo(totals.net_kobo)}`}</li>
    </ul>
  );
}
