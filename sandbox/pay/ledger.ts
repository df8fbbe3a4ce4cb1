/**
 * Driver pay as the marketplace's API keeps it: a ledger (issue 67; ADR 0058). Pure — the API's
 * own computation, not the portal's (issue 70 §1): the database layer (sandbox/pay/store.ts) reads
 * the facts and writes what this module works out.
 *
 * - A driver is paid by the **period of the rule in force** (weekly or monthly); a period is cut
 *   where the kind changes and never overlaps a period already paid, so no day is in two periods
 *   (`driverPeriodOf`).
 * - A **rule applies trip by trip** from its day (`ruleOn`): a period may hold trips of two rules.
 * - A period's **slip** (sandbox/pay/slip.ts `slipOf`): the rules' pay over its trips, its bonuses,
 *   the corrections that landed in it, less what it takes back of the driver's debts (advances,
 *   recoveries, overpayments, oldest first), never below zero; what is not taken is carried.
 * - A paid period never changes: what arrives late (a trip, a refund, a deduction, an entry dated in
 *   it, a rule from a day in it) is a **correction** (`correctionsOf`) in the driver's next open
 *   period, saying what it corrects.
 *
 * Amounts are integer kobo; days are Lagos days 'YYYY-MM-DD'.
 */
import { addDays } from '../../contract/lagos-time.js';
import { periodOf, type PayPeriod, type PayPeriodKind } from '../../contract/pay-periods.js';

export type PayBasis = 'share' | 'per_day' | 'per_trip';

/**
 * A pay rule: `share_bp` (basis points: 3,000 is 30 %) of the net for `share`, else `amount_kobo`
 * per day driven or per trip; the period it pays by; in force for trips from `from` on.
 * `driver_id` null is the fleet's default, which a driver's own rule overrides.
 */
export type Rule = { id: number; driver_id: number | null; basis: PayBasis; share_bp: number; amount_kobo: number; period: PayPeriodKind; from: string };

/** A completed trip the driver drove: its Lagos departure day and its net after every deduction and refund of it. */
export type Trip = { id: number; day: string; net_kobo: number; vehicle_id: number };

/** The kinds of an owner's entry: taken back from pay (advance, recovery), added (bonus), or the reversal of another. */
export type EntryKind = 'advance' | 'recovery' | 'bonus' | 'reversal';

/** An owner's entry, never edited: a wrong one is reversed by another (`reverses_id`). */
export type Entry = { id: number; kind: EntryKind; amount_kobo: number; day: string; note: string; reverses_id: number | null };

/** A span of days already paid (a payment not voided). */
export type PaidSpan = { kind: PayPeriodKind; start: string; end: string };

/**
 * What a driver owes that pay takes back, oldest first: an advance or a recovery (by its entry), a
 * bonus reversed after it was paid, or an overpayment a correction found. `left_kobo` is what is
 * still to take.
 */
export type Debt = {
  key: string;
  kind: 'advance' | 'recovery' | 'bonus_reversed' | 'overpaid';
  entry_id: number | null;
  day: string;
  amount_kobo: number;
  left_kobo: number;
  /** The correction that booked it, when it corrects a paid period (an overpayment, an advance dated in it). */
  correction?: Correction | null;
};

/** Why a correction: a trip completed after its period was paid, one no longer the driver's, a refund or a deduction of a trip, a rule from a day in it, or an entry dated in it. */
export type CorrectionCause = 'late_trip' | 'trip_removed' | 'refund' | 'deduction' | 'rule' | 'entry';

/**
 * A correction of a paid period (`corrects`, its payment `payment_id`): a trip's pay (`trip_id`,
 * its `day`, `net_kobo` and `rule_id` as they stand now) or an entry dated in it (`entry_id`).
 * `amount_kobo` is signed: what the period should have paid more (or less).
 */
export type Correction = {
  key: string;
  cause: CorrectionCause;
  payment_id: number;
  corrects: { kind: PayPeriodKind; start: string; end: string };
  trip_id: number | null;
  entry_id: number | null;
  day: string;
  amount_kobo: number;
  net_kobo: number | null;
  rule_id: number | null;
};

/**
 * The rule a driver's trip of `day` is paid by: the driver's own rule with the latest `from` on or
 * before the day, else the fleet's default likewise, else none (no pay).
 */
export function ruleOn(rules: readonly Rule[], driverId: number, day: string): Rule | null {
  let own: Rule | null = null;
  let fleet: Rule | null = null;
  for (const r of rules) {
    if (r.from > day) continue;
    const better = (best: Rule | null) => !best || r.from > best.from || (r.from === best.from && r.id > best.id);
    if (r.driver_id === driverId && better(own)) own = r;
    else if (r.driver_id === null && better(fleet)) fleet = r;
  }
  return own ?? fleet;
}

/** The kind of period a driver is paid by on `day`: their rule's, weekly without one. */
export const kindOn = (rules: readonly Rule[], driverId: number, day: string): PayPeriodKind => ruleOn(rules, driverId, day)?.period ?? 'week';

/**
 * The driver's period that holds `day`: the paid span holding it; else the calendar period of the
 * kind in force on the day, cut at the days the kind changes and at paid spans, so the driver's
 * periods never overlap and leave no day out.
 * @param paid the driver's payments not voided (any order).
 */
export function driverPeriodOf(day: string, rules: readonly Rule[], driverId: number, paid: readonly PaidSpan[]): PayPeriod {
  const held = paid.find((p) => p.start <= day && day <= p.end);
  if (held) return { kind: held.kind, start: held.start, end: held.end };
  const kind = kindOn(rules, driverId, day);
  let { start, end } = periodOf(day, kind);
  for (const from of new Set(rules.filter((r) => r.driver_id === null || r.driver_id === driverId).map((r) => r.from))) {
    if (kindOn(rules, driverId, from) === kindOn(rules, driverId, addDays(from, -1))) continue;
    if (from > start && from <= day) start = from;
    if (from > day && from <= end) end = addDays(from, -1);
  }
  for (const p of paid) {
    if (p.end >= start && p.end < day) start = addDays(p.end, 1);
    if (p.start > day && p.start <= end) end = addDays(p.start, -1);
  }
  return { kind, start, end };
}

/** The driver's periods from the one holding `from` to the one holding `to`, in order. */
export function driverPeriods(from: string, to: string, rules: readonly Rule[], driverId: number, paid: readonly PaidSpan[]): PayPeriod[] {
  const out: PayPeriod[] = [];
  for (let day = from; day <= to;) {
    const p = driverPeriodOf(day, rules, driverId, paid);
    out.push(p);
    day = addDays(p.end, 1);
  }
  return out;
}

/**
 * `total` kobo split over `weights` in proportion, to the kobo (largest remainders; ties to the
 * earlier), so the parts always sum to `total`, each within one kobo of its exact share. A negative
 * total splits its size and negates. All-zero weights give all zeros (and only then do the parts not
 * sum to a non-zero total). BigInt products: kobo times kobo passes 2^53.
 * @throws RangeError when `total` or a weight is not a safe integer, or a weight is negative.
 */
export function splitExact(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total)) throw new RangeError(`splitExact: total ${total} is not an integer`);
  for (const w of weights) if (!Number.isSafeInteger(w) || w < 0) throw new RangeError(`splitExact: weight ${w} is not a whole number ≥ 0`);
  if (total < 0) return splitExact(-total, weights).map((p) => (p === 0 ? 0 : -p));
  const sum = weights.reduce((n, w) => n + BigInt(w), 0n);
  if (sum === 0n || total === 0) return weights.map(() => 0);
  const T = BigInt(total);
  const exact = weights.map((w) => T * BigInt(w));
  const parts = exact.map((e) => Number(e / sum));
  const left = total - parts.reduce((n, p) => n + p, 0);
  const order = exact.map((e, i) => ({ i, r: e % sum })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (let k = 0; k < left; k++) parts[order[k]!.i]! += 1;
  return parts;
}

/** One rule's share of a period: its trips, the days with one, their net and what the rule pays. */
export type RulePay = { rule_id: number | null; trips: number; days: number; net_kobo: number; pay_kobo: number };

/**
 * What the rules pay for a period's trips, trip by trip: the trips grouped by the rule of their day;
 * a share of the group's net (rounded half up; a net at or below zero gives nothing), an amount per
 * day with a trip, or per trip. Each group's pay is split over its trips (`parts`): by net for a
 * share (a trip that lost money gets none), equally per trip, or per day then equally over the
 * day's trips; the parts sum to `gross_kobo` exactly.
 */
export function tripPay(rules: readonly Rule[], driverId: number, trips: readonly Trip[]): { gross_kobo: number; byRule: RulePay[]; parts: Map<number, { pay_kobo: number; rule_id: number | null }> } {
  const groups = new Map<number | null, { rule: Rule | null; trips: Trip[] }>();
  for (const t of trips) {
    const rule = ruleOn(rules, driverId, t.day);
    const g = groups.get(rule?.id ?? null) ?? { rule, trips: [] };
    g.trips.push(t);
    groups.set(rule?.id ?? null, g);
  }
  const parts = new Map<number, { pay_kobo: number; rule_id: number | null }>();
  const byRule: RulePay[] = [];
  let gross = 0;
  for (const { rule, trips: mine } of groups.values()) {
    const net = mine.reduce((n, t) => n + t.net_kobo, 0);
    const days = [...new Set(mine.map((t) => t.day))].sort();
    let pay = 0;
    let split: number[] = mine.map(() => 0);
    if (rule?.basis === 'share') {
      pay = net <= 0 ? 0 : Math.floor((net * rule.share_bp + 5_000) / 10_000);
      split = splitExact(
        pay,
        mine.map((t) => Math.max(0, t.net_kobo)),
      );
    } else if (rule?.basis === 'per_trip') {
      pay = rule.amount_kobo * mine.length;
      split = mine.map(() => rule.amount_kobo);
    } else if (rule?.basis === 'per_day') {
      pay = rule.amount_kobo * days.length;
      for (const day of days) {
        const idx = mine.flatMap((t, i) => (t.day === day ? [i] : []));
        splitExact(
          rule.amount_kobo,
          idx.map(() => 1),
        ).forEach((p, k) => (split[idx[k]!] = p));
      }
    }
    mine.forEach((t, i) => parts.set(t.id, { pay_kobo: split[i]!, rule_id: rule?.id ?? null }));
    byRule.push({ rule_id: rule?.id ?? null, trips: mine.length, days: days.length, net_kobo: net, pay_kobo: pay });
    gross += pay;
  }
  byRule.sort((a, b) => (a.rule_id ?? 0) - (b.rule_id ?? 0));
  return { gross_kobo: gross, byRule, parts };
}

/** What a payment froze of a trip: its net, its part of the pay and the rule that paid it. */
export type FrozenTrip = { trip_id: number; net_kobo: number; pay_kobo: number; rule_id: number | null };
/** A correction of a paid period already carried by a later payment (its trip's or entry's state then). */
export type CarriedCorrection = { trip_id: number | null; entry_id: number | null; amount_kobo: number; net_kobo: number | null; rule_id: number | null };

/**
 * What a paid period would pay now that it did not: `current` (the trips and entries of the
 * payment's reach as they stand now, and each trip's part of the pay under the rules as they stand
 * now: `tripPay` per period of the reach) against what the payment froze (`payment`) and the
 * corrections of it already carried by later payments (`carried`, in the order they were paid).
 *
 * A trip whose net, rule or presence changed since it was last paid or corrected gets the difference
 * of its part; what the other trips' parts moved by rounding alone goes to the changed trip with the
 * largest difference, so the corrections sum to exactly what the period's pay moved. An entry dated
 * in the period that was not in it when paid is corrected at its own amount (`slipOf` books it).
 * @returns the corrections, trips first (by trip id), then entries (by id); none of zero.
 */
export function correctionsOf(
  payment: { id: number; period: PayPeriod; trips: readonly FrozenTrip[]; entry_ids: readonly number[] },
  carried: readonly CarriedCorrection[],
  current: { trips: readonly Trip[]; parts: ReadonlyMap<number, { pay_kobo: number; rule_id: number | null }>; entries: readonly Entry[] },
): Correction[] {
  const now = current;
  const corrects = { kind: payment.period.kind, start: payment.period.start, end: payment.period.end };
  // Each trip's last known state (as frozen, then as each correction left it) and what it was paid in all.
  const known = new Map<number, { net: number | null; rule: number | null; paid: number; day: string | null }>();
  for (const f of payment.trips) known.set(f.trip_id, { net: f.net_kobo, rule: f.rule_id, paid: f.pay_kobo, day: null });
  for (const c of carried) {
    if (c.trip_id === null) continue;
    const k = known.get(c.trip_id) ?? { net: null, rule: null, paid: 0, day: null };
    known.set(c.trip_id, { net: c.net_kobo, rule: c.rule_id, paid: k.paid + c.amount_kobo, day: k.day });
  }
  const tripsNow = new Map(current.trips.map((t) => [t.id, t]));
  const ids = [...new Set([...known.keys(), ...tripsNow.keys()])].sort((a, b) => a - b);
  type Change = { trip_id: number; delta: number; cause: CorrectionCause; trip: Trip | undefined; rule: number | null };
  const changes: Change[] = [];
  let total = 0;
  for (const id of ids) {
    const was = known.get(id);
    const trip = tripsNow.get(id);
    const part = now.parts.get(id);
    const delta = (part?.pay_kobo ?? 0) - (was?.paid ?? 0);
    total += delta;
    const wasThere = was !== undefined && was.net !== null;
    const cause: CorrectionCause | null = !trip
      ? wasThere
        ? 'trip_removed'
        : null
      : !wasThere
        ? 'late_trip'
        : was.net !== trip.net_kobo
          ? trip.net_kobo > was.net!
            ? 'refund'
            : 'deduction'
          : was.rule !== (part?.rule_id ?? null)
            ? 'rule'
            : null;
    if (cause) changes.push({ trip_id: id, delta, cause, trip, rule: part?.rule_id ?? null });
  }
  const residue = total - changes.reduce((n, c) => n + c.delta, 0);
  if (residue !== 0) {
    const target = changes.reduce<Change | null>((best, c) => (!best || Math.abs(c.delta) > Math.abs(best.delta) ? c : best), null);
    if (target) target.delta += residue;
    else {
      // Rounding alone moved, with no trip changed (cannot happen while the rule is deterministic): booked on the largest part.
      const largest = [...now.parts.entries()].sort((a, b) => b[1].pay_kobo - a[1].pay_kobo || a[0] - b[0])[0];
      if (largest) changes.push({ trip_id: largest[0], delta: residue, cause: 'rule', trip: tripsNow.get(largest[0]), rule: largest[1].rule_id });
    }
  }
  const out: Correction[] = changes
    .filter((c) => c.delta !== 0)
    .map((c) => ({
      key: `trip:${c.trip_id}`,
      cause: c.cause,
      payment_id: payment.id,
      corrects,
      trip_id: c.trip_id,
      entry_id: null,
      day: c.trip?.day ?? payment.period.start,
      amount_kobo: c.delta,
      net_kobo: c.trip ? c.trip.net_kobo : null,
      rule_id: c.rule,
    }));
  const booked = new Set([...payment.entry_ids, ...carried.flatMap((c) => (c.entry_id === null ? [] : [c.entry_id]))]);
  for (const e of [...current.entries].sort((a, b) => a.id - b.id)) {
    if (booked.has(e.id)) continue;
    out.push({
      key: `entry:${e.id}`,
      cause: 'entry',
      payment_id: payment.id,
      corrects,
      trip_id: null,
      entry_id: e.id,
      day: e.day,
      amount_kobo: e.kind === 'bonus' ? e.amount_kobo : e.kind === 'reversal' ? 0 : -e.amount_kobo,
      net_kobo: null,
      rule_id: null,
    });
  }
  return out;
}
