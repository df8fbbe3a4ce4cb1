/** The totals of an earnings period (issues 12, 41): trips, gross, deductions, refunds paid with it and net, all from the API's kobo. */
import type { Totals } from '~contract/fleet';
import { formatKobo } from '~/lib/format';
import * as css from '~/components/money/money.css';
import { formatDeduction } from '~/domain/money';

export function EarningsTotals({ totals }: { totals: Totals }) {
  return (
    <ul className={css.totals} aria-label="Totals for the period" data-testid="earnings-totals">
      <li data-testid="total-trips">
        {totals.trips} trip{totals.trips === 1 ? '' : 's'}
      </li>
      <li data-testid="total-gross">Gross {formatKobo(totals.gross_kobo)}</li>
      <li data-testid="total-deductions">Deductions {totals.deductions_kobo ? formatDeduction(totals.deductions_kobo) : formatKobo(0)}</li>
      {totals.refunds_kobo ? <li data-testid="total-refunds">Refunds +{formatKobo(totals.refunds_kobo)}</li> : null}
      <li data-testid="total-net">Net {formatKobo(totals.net_kobo)}</li>
    </ul>
  );
}
