/**
 * A driver's slip for one period (issue 67 §3–§4; ADR 0058): the rules' pay for its trips, its
 * entries, the corrections landing in it, and the driver's debts taken back oldest first, never
 * below zero. Pure, the API's own (sandbox/pay/ledger.ts holds the periods, the rules' pay and the
 * corrections). Amounts are integer kobo.
 */
import type { PayPeriod } from '../../contract/pay-periods.js';
import { tripPay, type Correction, type Debt, type Entry, type Rule, type Trip } from './ledger.js';

/**
 * One line of a slip, in the order it reads: the rules' pay, each bonus, each correction that adds,
 * each reversal, then each debt with what this period takes of it and what is left.
 */
export type SlipItem =
  | { type: 'pay'; rule_id: number | null; trips: number; days: number; net_kobo: number; amount_kobo: number }
  | { type: 'bonus'; entry_id: number; day: string; amount_kobo: number }
  | { type: 'correction'; correction: Correction; amount_kobo: number }
  | { type: 'reversal'; entry_id: number; reverses_id: number; day: string; amount_kobo: number }
  | { type: 'debt'; debt: Debt; carried_in: boolean; taken_kobo: number; left_kobo: number };

/** One driver's slip for one period (integer kobo): to_pay = gross pay + bonus + corrections + returned − taken. */
export type Slip = {
  period: PayPeriod;
  trips: number;
  days: number;
  /** The trips' net (after every deduction and refund of them). */
  net_kobo: number;
  /** What the rules pay for the period's trips. */
  gross_pay_kobo: number;
  /** Bonuses of the period, less those reversed in it. */
  bonus_kobo: number;
  /** Corrections of paid periods landed here that add (those that take away are debts). */
  corrections_kobo: number;
  /** What a reversed debt had already taken back: returned to the driver. */
  returned_kobo: number;
  /** Debts to take back: carried in, and those of this period. */
  owed_kobo: number;
  /** What this period takes back: never more than it adds. */
  taken_kobo: number;
  /** What the owner pays; never below zero. */
  to_pay_kobo: number;
  /** Debts left, carried to the next period. */
  carried_kobo: number;
  items: SlipItem[];
  /** The debts carried out, oldest first (what the next period takes from first). */
  debts_out: Debt[];
  /** Each trip's part of the pay (kobo), by trip id: margin by trip day. */
  parts: Map<number, { pay_kobo: number; rule_id: number | null }>;
};

/**
 * A driver's slip for `period`: the rules' pay for its trips; its entries (a bonus adds; an advance
 * or a recovery is a debt; a reversal cancels what it reverses — a debt's amount still to take, the
 * rest returned; a bonus of this period removed, one already paid owed back); the corrections landing
 * in it (`correctionsOf`: one that adds is a credit, one that takes away a debt, an entry dated in a
 * paid period booked as that entry); then the debts taken back oldest first (those carried in before
 * this period's), never more than the period adds.
 * @param input.entries the entries dated in the period, any order.
 * @param input.debtsIn the debts carried in from the period before, oldest first.
 * @param input.known every entry a correction books or a reversal reverses, by id.
 */
export function slipOf(input: {
  period: PayPeriod;
  rules: readonly Rule[];
  driverId: number;
  trips: readonly Trip[];
  entries: readonly Entry[];
  debtsIn: readonly Debt[];
  corrections?: readonly Correction[];
  known?: ReadonlyMap<number, Entry>;
}): Slip {
  const pay = tripPay(input.rules, input.driverId, input.trips);
  const items: SlipItem[] = pay.byRule.filter((r) => r.trips > 0).map((r) => ({ type: 'pay', rule_id: r.rule_id, trips: r.trips, days: r.days, net_kobo: r.net_kobo, amount_kobo: r.pay_kobo }));
  const debts: { debt: Debt; carried_in: boolean }[] = input.debtsIn.map((d) => ({ debt: { ...d }, carried_in: true }));
  const known = new Map<number, Entry>(input.known ?? []);
  for (const e of input.entries) known.set(e.id, e);
  let bonus = 0;
  let corrections = 0;
  let returned = 0;
  // Bonuses booked here, and whether by a correction (a reversal of one takes it off the same line).
  const bonusesHere = new Map<number, 'own' | 'corrected'>();
  const booked: { entry: Entry; correction: Correction | null }[] = [...input.entries].sort((a, b) => a.id - b.id).map((entry) => ({ entry, correction: null }));
  for (const c of input.corrections ?? []) {
    const entry = c.entry_id === null ? undefined : known.get(c.entry_id);
    if (entry) booked.push({ entry, correction: c });
    else if (c.amount_kobo > 0) {
      items.push({ type: 'correction', correction: c, amount_kobo: c.amount_kobo });
      corrections += c.amount_kobo;
    } else if (c.amount_kobo < 0)
      debts.push({ debt: { key: `${c.key}@${c.payment_id}`, kind: 'overpaid', entry_id: null, day: c.day, amount_kobo: -c.amount_kobo, left_kobo: -c.amount_kobo, correction: c }, carried_in: false });
  }
  for (const { entry: e, correction } of booked) {
    if (e.kind === 'reversal') continue;
    if (e.kind === 'bonus') {
      if (correction) {
        items.push({ type: 'correction', correction, amount_kobo: e.amount_kobo });
        corrections += e.amount_kobo;
      } else {
        items.push({ type: 'bonus', entry_id: e.id, day: e.day, amount_kobo: e.amount_kobo });
        bonus += e.amount_kobo;
      }
      bonusesHere.set(e.id, correction ? 'corrected' : 'own');
    } else debts.push({ debt: { key: `entry:${e.id}`, kind: e.kind, entry_id: e.id, day: e.day, amount_kobo: e.amount_kobo, left_kobo: e.amount_kobo, correction }, carried_in: false });
  }
  for (const { entry: r } of booked) {
    if (r.kind !== 'reversal' || r.reverses_id === null) continue;
    const target = known.get(r.reverses_id);
    if (!target || target.kind === 'reversal') continue;
    if (target.kind === 'bonus') {
      const here = bonusesHere.get(target.id);
      if (here) {
        items.push({ type: 'reversal', entry_id: r.id, reverses_id: target.id, day: r.day, amount_kobo: -r.amount_kobo });
        if (here === 'own') bonus -= r.amount_kobo;
        else corrections -= r.amount_kobo;
      } else {
        items.push({ type: 'reversal', entry_id: r.id, reverses_id: target.id, day: r.day, amount_kobo: 0 });
        debts.push({ debt: { key: `entry:${r.id}`, kind: 'bonus_reversed', entry_id: r.id, day: r.day, amount_kobo: r.amount_kobo, left_kobo: r.amount_kobo }, carried_in: false });
      }
      continue;
    }
    // A debt reversed: what is still to take is cancelled; what was already taken is returned.
    const owed = debts.find((d) => d.debt.entry_id === target.id && d.debt.kind !== 'bonus_reversed');
    const cancel = Math.min(owed?.debt.left_kobo ?? 0, r.amount_kobo);
    if (owed) owed.debt.left_kobo -= cancel;
    const back = r.amount_kobo - cancel;
    returned += back;
    items.push({ type: 'reversal', entry_id: r.id, reverses_id: target.id, day: r.day, amount_kobo: back });
  }
  const credits = pay.gross_kobo + bonus + corrections + returned;
  const owed = debts.reduce((n, d) => n + d.debt.left_kobo, 0);
  let available = credits;
  const debtsOut: Debt[] = [];
  for (const { debt, carried_in } of debts) {
    // A debt cancelled whole by a reversal in its own period still shows, at nothing left.
    if (debt.left_kobo === 0) {
      if (!carried_in) items.push({ type: 'debt', debt, carried_in, taken_kobo: 0, left_kobo: 0 });
      continue;
    }
    const take = Math.min(debt.left_kobo, available);
    available -= take;
    const left = debt.left_kobo - take;
    items.push({ type: 'debt', debt, carried_in, taken_kobo: take, left_kobo: left });
    if (left > 0) debtsOut.push({ ...debt, left_kobo: left });
  }
  const taken = credits - available;
  return {
    period: input.period,
    trips: input.trips.length,
    days: new Set(input.trips.map((t) => t.day)).size,
    net_kobo: input.trips.reduce((n, t) => n + t.net_kobo, 0),
    gross_pay_kobo: pay.gross_kobo,
    bonus_kobo: bonus,
    corrections_kobo: corrections,
    returned_kobo: returned,
    owed_kobo: owed,
    taken_kobo: taken,
    to_pay_kobo: available,
    carried_kobo: owed - taken,
    items,
    debts_out: debtsOut,
    parts: pay.parts,
  };
}
