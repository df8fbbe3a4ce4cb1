/**
 * The earnings page's money cards (issue 31): the unsettled earnings and when they were last
 * updated, the account payouts go to (with Change or Add for who may), and the next payout with
 * its month, its amount so far and its account. Amounts are kobo, shown in naira.
 */
import { COOLING_OFF_HOURS } from '~contract/constants';
import type { EarningsSummary } from '~contract/money';
import { Link } from '~/components/Link';
import { useWords } from '~/components/useWords';
import { useLocale } from '~/components/useLocale';
import { monthLabel } from '~/domain/earnings';
import { formatDate, formatDateTime, formatKobo } from '~/lib/format';
import * as css from '~/components/money/money.css';

/** The money cards (issue 31): what is unsettled, where it is paid, and the next payout. */
export function MoneyCards({ summary, year, canChangeAccount }: { summary: EarningsSummary; year: number; canChangeAccount: boolean }) {
  const say = useWords('money');
  const { locale } = useLocale();
  return (
    <section className={css.cards} aria-label={say('Your money')}>
      <div className={css.card} data-testid="card-unsettled">
        <h2 className={css.cardLabel}>{say('Unsettled earnings')}</h2>
        <p className={css.cardValue}>{formatKobo(summary.unsettled_kobo)}</p>
        <p className={css.cardNote}>{summary.last_updated ? say('Last updated {{date}}', { date: formatDateTime(summary.last_updated) }) : say('No completed trip yet')}</p>
      </div>
      <div className={css.card} data-testid="card-account">
        <h2 className={css.cardLabel}>{say('Paid into')}</h2>
        {summary.default_account ? (
          <>
            <p className={css.cardValue} translate="no">
              {summary.default_account.bank_name}
            </p>
            <p className={css.cardNote} translate="no">
              {summary.default_account.account_name} · {summary.default_account.account_number}
            </p>
            {summary.cooling_off ? (
              <p className={css.cardNote}>
                {say('From {{date}}: {{account}}', { date: formatDateTime(summary.cooling_off.active_from), account: `${summary.cooling_off.bank_name} ${summary.cooling_off.account_number}` })}
              </p>
            ) : null}
            {canChangeAccount ? <Link to="/settings/accounts">{say('Change')}</Link> : <p className={css.cardNote}>{say('The owner can change it.')}</p>}
          </>
        ) : summary.cooling_off ? (
          <>
            <p className={css.cardValue}>{say('Held until {{date}}', { date: formatDateTime(summary.cooling_off.active_from) })}</p>
            <p className={css.cardNote}>
              {say('Then {{account}}: a new payout account waits {{hours}} hours.', { account: `${summary.cooling_off.bank_name} ${summary.cooling_off.account_number}`, hours: COOLING_OFF_HOURS })}
            </p>
          </>
        ) : (
          <>
            <p className={css.cardValue}>{say('No account yet')}</p>
            {canChangeAccount ? <Link to="/settings/accounts">{say('Add a settlement account')}</Link> : <p className={css.cardNote}>{say('Ask the owner to add one: payouts wait for it.')}</p>}
          </>
        )}
      </div>
      <div className={css.card} data-testid="card-next-payout">
        <h2 className={css.cardLabel}>{say('Next payout')}</h2>
        <p className={css.cardValue}>{formatDate(summary.next_payout_date)}</p>
        <p className={css.cardNote} data-testid="next-payout-amount">
          {say(summary.next_payout_kobo > 0 ? '{{amount}} expected so far, for {{month}}' : '{{amount}} expected, for {{month}}', {
            amount: formatKobo(summary.next_payout_kobo),
            month: monthLabel(summary.next_payout_month, locale),
          })}
        </p>
        <p className={css.cardNote} data-testid="next-payout-account">
          {summary.next_payout_account
            ? say('To {{account}}', { account: `${summary.next_payout_account.bank_name} ${summary.next_payout_account.account_number}` })
            : say('Held: no payout account will be ready by then')}
        </p>
        <Link to="/earnings/past-payout">{say('Past payouts')}</Link> · <Link to={`/earnings/statement?year=${year}`}>{say('Annual statement')}</Link>
      </div>
    </section>
  );
}
