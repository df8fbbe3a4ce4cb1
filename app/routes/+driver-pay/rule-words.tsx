/**
 * A pay rule in the reader's words (issue 53 §1): "30 % of net, weekly", "₦5,000.00 a day driven,
 * monthly" — on the pay run, the driver's statement and the driver's page (§6: whoever may read
 * the driver reads how they are paid; only who may manage earnings is sent to change it).
 */
import { useWords } from '~/components/useWords';
import { formatDate } from '~/lib/format';
import { ruleText } from '~/lib/pay-words';
import { Link } from '~/components/Link';
import type { DriverPayRule, PayRule } from '~contract/driver-pay';
import * as ui from '~/styles/ui.css';

/** `(rule) => words`; a null rule is "No rule" (app/lib/pay-words.ts `ruleText`). */
export function useRuleWords() {
  const say = useWords('money');
  return (rule: Pick<PayRule, 'basis' | 'share_bp' | 'amount_kobo' | 'period'> | null) => ruleText(say, rule);
}

/**
 * The driver's page's "Pay" card: the rule in force today (the driver's own or the fleet's), one
 * set from a later day, and — for who may manage earnings (`setHref`) — where to change it.
 */
export function PayRuleCard({ pay, setHref }: { pay: DriverPayRule; setHref: string | null }) {
  const say = useWords('money');
  const ruleWords = useRuleWords();
  return (
    <section className={ui.card} aria-labelledby="pay-rule-title">
      <h2 id="pay-rule-title" className={ui.cardTitle}>
        {say('Pay')}
      </h2>
      <p data-testid="driver-pay-rule">
        {pay.rule ? (pay.own ? say('Own rule: {{rule}}', { rule: ruleWords(pay.rule) }) : say('Fleet rule: {{rule}}', { rule: ruleWords(pay.rule) })) : say('No pay rule yet.')}
      </p>
      {pay.next ? <p>{say('From {{date}}: {{rule}}', { date: formatDate(pay.next.from), rule: ruleWords(pay.next) })}</p> : null}
      {setHref ? <Link to={setHref}>{say('Set pay rules in Driver pay')}</Link> : <p className={ui.muted}>{say('The owner or an earnings manager sets pay rules.')}</p>}
    </section>
  );
}
