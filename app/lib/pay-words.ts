/**
 * Driver pay in words (issues 53, 67 §4): a rule ("30 % of net, weekly"), and each line of a
 * driver's slip — the rules' pay, a bonus, a correction saying what it corrects, a reversal, a debt
 * with what is taken and left — as `{ words, note, amount }`, for the owner's page, the run's PDF and
 * the driver's statement alike. Pure: `say` is the reader's `money` words.
 */
import { LOCALE } from '~/domain/constants';
import { formatDate, formatKobo } from '~/lib/format';
import type { PayEntry, PayRule, PayRunRow, PaySlipItem } from '~contract/driver-pay';

/** `say` of the `money` catalogue in the reader's language. */
export type Say = (key: string, values?: Record<string, string | number>) => string;
type Correction = Extract<PaySlipItem, { type: 'correction' }>['correction'];

/** A signed amount as a line shows it: '+₦2,163.78', '−₦1,000.00'. */
export const signedKobo = (kobo: number) => (kobo < 0 ? `−${formatKobo(-kobo)}` : `+${formatKobo(kobo)}`);

/** A rule in words; none is "No rule". */
export function ruleText(say: Say, rule: Pick<PayRule, 'basis' | 'share_bp' | 'amount_kobo' | 'period'> | null): string {
  if (!rule) return say('No rule');
  const every = rule.period === 'week' ? say('weekly') : say('monthly');
  if (rule.basis === 'share') return say('{{percent}} % of net, {{every}}', { percent: (rule.share_bp / 100).toLocaleString(LOCALE), every });
  return rule.basis === 'per_day'
    ? say('{{amount}} a day driven, {{every}}', { amount: formatKobo(rule.amount_kobo), every })
    : say('{{amount}} a trip, {{every}}', { amount: formatKobo(rule.amount_kobo), every });
}

/** An entry's kind as a noun. */
export const kindText = (say: Say, kind: string) =>
  kind === 'advance' ? say('Advance') : kind === 'recovery' ? say('Recovery') : kind === 'bonus' ? say('Bonus') : kind === 'reversal' ? say('Reversal') : say('Entry');

/** What a correction corrects, as a sentence. */
export function correctionText(say: Say, c: Correction): string {
  const values = { date: c.trip ? formatDate(c.trip.day) : '', trip: c.trip?.id ?? '', from: formatDate(c.corrects.start), to: formatDate(c.corrects.end) };
  switch (c.cause) {
    case 'late_trip':
      return say('Trip {{trip}} of {{date}}, completed after {{from}} to {{to}} was paid', values);
    case 'trip_removed':
      return say('Trip {{trip}} of {{date}}, no longer counted for {{from}} to {{to}}', values);
    case 'refund':
      return say('Refund of a deduction on trip {{trip}}, {{date}} (paid with {{from}} to {{to}})', values);
    case 'deduction':
      return say('Deduction on trip {{trip}}, {{date}} (paid with {{from}} to {{to}})', values);
    case 'rule':
      return say('New pay rule for trip {{trip}}, {{date}} (paid with {{from}} to {{to}})', values);
    default:
      return c.entry
        ? say('{{kind}} of {{date}}, entered after {{from}} to {{to}} was paid', { ...values, kind: kindText(say, c.entry.kind), date: formatDate(c.entry.day) })
        : say('Correction of {{from}} to {{to}}', values);
  }
}

/** An entry's note and who entered it, as a short line; null when it has neither. */
export function entryNote(say: Say, e: PayEntry): string | null {
  const parts = [e.note ? `“${e.note}”` : null, e.by ? say('by {{name}}', { name: e.by }) : null].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** A slip's line in words: `kind` says which (for tests and styles). */
export type LineText = { kind: 'pay' | 'bonus' | 'correction' | 'reversal' | 'debt'; words: string; note: string | null; amount: string };

/**
 * The lines of a row's slip in words, in order; a new rule's corrections of one period are one line
 * (a rule moves every trip from its day), as are the debts it left.
 * @param compact without the trips' net under the pay.
 */
export function payLineTexts(say: Say, row: Pick<PayRunRow, 'items'>, compact = false): LineText[] {
  const out: LineText[] = [];
  const ruled = new Map<string, { count: number; kobo: number; c: Correction }>();
  const ruledDebts = new Map<string, { count: number; amount: number; taken: number; left: number; c: Correction }>();
  for (const item of row.items) {
    if (item.type === 'pay')
      out.push({
        kind: 'pay',
        words: say('Pay for {{count}} trips: {{rule}}', { count: item.trips, rule: ruleText(say, item.rule) }),
        note: compact ? null : say('Net of the trips: {{amount}}', { amount: formatKobo(item.net_kobo) }),
        amount: formatKobo(item.amount_kobo),
      });
    else if (item.type === 'bonus')
      out.push({ kind: 'bonus', words: say('Bonus of {{date}}', { date: formatDate(item.entry.day) }), note: entryNote(say, item.entry), amount: signedKobo(item.amount_kobo) });
    else if (item.type === 'correction') {
      if (item.correction.cause === 'rule') {
        const g = ruled.get(item.correction.corrects.start) ?? { count: 0, kobo: 0, c: item.correction };
        ruled.set(item.correction.corrects.start, { count: g.count + 1, kobo: g.kobo + item.amount_kobo, c: item.correction });
      } else
        out.push({ kind: 'correction', words: correctionText(say, item.correction), note: item.correction.entry ? entryNote(say, item.correction.entry) : null, amount: signedKobo(item.amount_kobo) });
    } else if (item.type === 'reversal')
      out.push({
        kind: 'reversal',
        words: say('{{kind}} of {{date}} reversed', { kind: kindText(say, item.reverses.kind), date: formatDate(item.reverses.day) }),
        note: entryNote(say, item.entry),
        amount: item.amount_kobo === 0 ? '—' : signedKobo(item.amount_kobo),
      });
    else if (item.correction?.cause === 'rule') {
      const k = item.correction.corrects.start;
      const g = ruledDebts.get(k) ?? { count: 0, amount: 0, taken: 0, left: 0, c: item.correction };
      ruledDebts.set(k, { count: g.count + 1, amount: g.amount + item.amount_kobo, taken: g.taken + item.taken_kobo, left: g.left + item.left_kobo, c: item.correction });
    } else {
      const what = item.correction
        ? correctionText(say, item.correction)
        : item.kind === 'bonus_reversed'
          ? say('Bonus paid before, reversed on {{date}}', { date: formatDate(item.day) })
          : say('{{kind}} of {{date}}: {{amount}}', { kind: kindText(say, item.kind), date: formatDate(item.day), amount: formatKobo(item.amount_kobo) });
      const left = item.left_kobo > 0 ? say('{{amount}} left to take back', { amount: formatKobo(item.left_kobo) }) : say('Nothing left to take back');
      const note = [item.entry ? entryNote(say, item.entry) : null, item.carried_in ? say('carried from before') : null, left].filter(Boolean).join(' · ');
      out.push({ kind: 'debt', words: what, note, amount: item.taken_kobo ? signedKobo(-item.taken_kobo) : formatKobo(0) });
    }
  }
  for (const g of ruled.values())
    out.push({
      kind: 'correction',
      words: say('New pay rule for {{count}} trips of {{from}} to {{to}}', { count: g.count, from: formatDate(g.c.corrects.start), to: formatDate(g.c.corrects.end) }),
      note: null,
      amount: signedKobo(g.kobo),
    });
  for (const g of ruledDebts.values())
    out.push({
      kind: 'debt',
      words: say('New pay rule for {{count}} trips of {{from}} to {{to}}: paid {{amount}} too much', {
        count: g.count,
        from: formatDate(g.c.corrects.start),
        to: formatDate(g.c.corrects.end),
        amount: formatKobo(g.amount),
      }),
      note: g.left > 0 ? say('{{amount}} left to take back', { amount: formatKobo(g.left) }) : say('Nothing left to take back'),
      amount: g.taken ? signedKobo(-g.taken) : formatKobo(0),
    });
  return out;
}
