/**
 * A pay rule in the reader's words (issue 53 §1): "30 % of net, weekly", "₦5,000.00 a day driven,
 * monthly" — on the pay run, the driver's statement and the driver's page.
 */
import { useWords } from '~/components/useWords';
import { LOCALE } from '~/domain/constants';
import type { PayRule } from '~/domain/driver-pay';
import { formatKobo } from '~/lib/format';

/** `(rule) => words`; a null rule is "No rule". */
export function useRuleWords() {
  const say = useWords('money');
  return (rule: Pick<PayRule, 'basis' | 'share_bp' | 'amount_kobo' | 'period'> | null) => {
    if (!rule) return say('No rule');
    const every = rule.period === 'week' ? say('weekly') : say('monthly');
    if (rule.basis === 'share') return say('{{percent}} % of net, {{every}}', { percent: (rule.share_bp / 100).toLocaleString(LOCALE), every });
    return say(rule.basis === 'per_day' ? '{{amount}} a day driven, {{every}}' : '{{amount}} a trip, {{every}}', { amount: formatKobo(rule.amount_kobo), every });
  };
}
