/**
 * What the owner owes each driver (issue 53 §1–§2): the pay rule in force for a period, the pay
 * it gives from the trips the driver drove, and the owner's advances, recoveries and bonuses, with
 * what a recovery could not take carried to the next period. One pure module: the API, every
 * screen, the CSV and the PDF call it. Amounts are integer kobo; days are Lagos calendar days
 * ('YYYY-MM-DD'); weeks run Monday to Sunday.
 */
import { addDays } from '~contract/lagos-time';
import { koboToDecimal } from '~/domain/money';
import type { PAY_BASES, PAY_PERIODS } from '~contract/driver-pay';

export type PayBasis = (typeof PAY_BASES)[number];
export type PayPeriodKind = (typeof PAY_PERIODS)[number];

/**
 * A pay rule: `share_bp` (basis points, 0–10,000: 3,000 is 30 %) for `share`, else `amount_kobo`
 * per day or per trip; in force for periods starting on or after `from` ('YYYY-MM-DD').
 * `driver_id` null is the fleet's default, which a driver's own rule overrides.
 */
export type PayRule = { id: number; driver_id: number | null; basis: PayBasis; share_bp: number; amount_kobo: number; period: PayPeriodKind; from: string };

/** A pay period: its first and last Lagos day, inclusive. */
export type PayPeriod = { kind: PayPeriodKind; start: string; end: string };

/**
 * One line of a driver's takings: a completed trip (its day and net after the marketplace's
 * deductions) or a refund of one (`trip: false`); `vehicle_id` the trip's vehicle, for margin.
 */
export type PayLine = { day: string; net_kobo: number; trip: boolean; vehicle_id?: number };

/** An owner's entry for a driver: an advance or a recovery (taken back out of pay) or a bonus (added). */
export type PayAdjustment = { kind: 'advance' | 'recovery' | 'bonus'; amount_kobo: number; day: string };

/** One driver's pay for one period (integer kobo). */
export type PaySlip = {
  trips: number;
  /** Days with at least one completed trip. */
  days: number;
  /** Net of the trips and refunds (what By driver shows for the period). */
  net_kobo: number;
  /** What the rule gives. */
  gross_pay_kobo: number;
  bonus_kobo: number;
  /** Advances and recoveries owed this period, with what was carried in. */
  owed_kobo: number;
  /** What was taken back this period: never more than gross pay plus bonus. */
  taken_kobo: number;
  /** What the owner pays: gross pay + bonus − taken (never below zero). */
  to_pay_kobo: number;
  /** What is still owed, carried to the next period. */
  carried_kobo: number;
};

/** Monday of `day`'s week. */
const mondayOf = (day: string) => addDays(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));

/**
 * The period of `kind` that holds `day`: Monday–Sunday, or the calendar month.
 * @param day 'YYYY-MM-DD' (Lagos).
 */
export function periodOf(day: string, kind: PayPeriodKind): PayPeriod {
  if (kind === 'week') {
    const start = mondayOf(day);
    return { kind, start, end: addDays(start, 6) };
  }
  const start = `${day.slice(0, 7)}-01`;
  const next = new Date(`${start}T12:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { kind, start, end: addDays(next.toISOString().slice(0, 10), -1) };
}

/** The period after `period`. */
export const nextPeriod = (period: PayPeriod): PayPeriod => periodOf(addDays(period.end, 1), period.kind);

/**
 * The rule in force for a driver in the period starting `start`: the driver's own rule with the
 * latest `from` on or before `start`, else the fleet's default likewise, else null (no rule yet).
 * Rules set later never change a period that started before them (issue 53 §1).
 */
export function ruleInForce(rules: readonly PayRule[], driverId: number, start: string): PayRule | null {
  const latest = (own: boolean) =>
    rules
      .filter((r) => (own ? r.driver_id === driverId : r.driver_id === null) && r.from <= start)
      .reduce<PayRule | null>((best, r) => (!best || r.from > best.from || (r.from === best.from && r.id > best.id) ? r : best), null);
  return latest(true) ?? latest(false);
}

/**
 * What a rule gives for a period's lines: a share of the net (rounded half up to the kobo; a
 * negative net gives nothing), the amount per day with a trip, or the amount per trip.
 */
export function grossPay(rule: Pick<PayRule, 'basis' | 'share_bp' | 'amount_kobo'>, lines: readonly PayLine[]): number {
  const trips = lines.filter((l) => l.trip);
  if (rule.basis === 'per_trip') return rule.amount_kobo * trips.length;
  if (rule.basis === 'per_day') return rule.amount_kobo * new Set(trips.map((l) => l.day)).size;
  const net = lines.reduce((n, l) => n + l.net_kobo, 0);
  return net <= 0 ? 0 : Math.floor((net * rule.share_bp + 5_000) / 10_000);
}

/**
 * One driver's pay for one period: the rule's pay, plus bonuses, less what is owed (advances and
 * recoveries of the period with `carried_in`), never below zero; what could not be taken is carried.
 * @param rule the rule in force (null: no pay, everything owed carried).
 * @param carriedIn kobo still owed from the periods before.
 */
export function paySlip(rule: PayRule | null, lines: readonly PayLine[], adjustments: readonly PayAdjustment[], carriedIn = 0): PaySlip {
  const trips = lines.filter((l) => l.trip);
  const sum = (kind: PayAdjustment['kind'][]) => adjustments.filter((a) => kind.includes(a.kind)).reduce((n, a) => n + a.amount_kobo, 0);
  const gross = rule ? grossPay(rule, lines) : 0;
  const bonus = sum(['bonus']);
  const owed = sum(['advance', 'recovery']) + carriedIn;
  const taken = Math.min(owed, gross + bonus);
  return {
    trips: trips.length,
    days: new Set(trips.map((l) => l.day)).size,
    net_kobo: lines.reduce((n, l) => n + l.net_kobo, 0),
    gross_pay_kobo: gross,
    bonus_kobo: bonus,
    owed_kobo: owed,
    taken_kobo: taken,
    to_pay_kobo: gross + bonus - taken,
    carried_kobo: owed - taken,
  };
}

/**
 * A driver's pay for `target`, working forward from `first` (the earliest period with a line or an
 * adjustment), so what a recovery could not take in one period is carried into the next.
 * `paidTaken` overrides what a paid (locked) period took, as it was recorded when paid.
 */
export function payThrough(
  input: { driverId: number; rules: readonly PayRule[]; lines: readonly PayLine[]; adjustments: readonly PayAdjustment[]; paidTaken?: ReadonlyMap<string, number> },
  first: PayPeriod,
  target: PayPeriod,
): PaySlip & { rule: PayRule | null } {
  let period = first.start <= target.start ? first : target;
  let carried = 0;
  for (;;) {
    const within = <T extends { day: string }>(xs: readonly T[]) => xs.filter((x) => x.day >= period.start && x.day <= period.end);
    const rule = ruleInForce(input.rules, input.driverId, period.start);
    const slip = paySlip(rule, within(input.lines), within(input.adjustments), carried);
    if (period.start >= target.start) return { ...slip, rule };
    const took = input.paidTaken?.get(period.start);
    carried = took === undefined ? slip.carried_kobo : slip.owed_kobo - took;
    period = nextPeriod(period);
  }
}

/**
 * `total` kobo split over `weights` (each ≥ 0) in proportion, to the kobo: the largest remainders
 * get the kobo left over (ties to the earlier), so the parts always sum to `total`. All-zero
 * weights give all zeros. BigInt products: kobo times kobo passes 2^53.
 */
export function splitExact(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((n, w) => n + Math.max(0, w), 0);
  if (sum === 0 || total === 0) return weights.map(() => 0);
  const T = BigInt(total);
  const W = BigInt(sum);
  const exact = weights.map((w) => T * BigInt(Math.max(0, w)));
  const parts = exact.map((e) => Number(e / W));
  const left = total - parts.reduce((n, p) => n + p, 0);
  const order = exact.map((e, i) => ({ i, r: e % W })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (let k = 0; k < left; k++) parts[order[k]!.i]! += 1;
  return parts;
}

/**
 * A period's pay (`gross`, kobo) attributed to its lines (issue 53 §5: margin per vehicle and per
 * driver over any days): a share in proportion to each line's net (a line that lost money gets
 * none); per trip in equal parts to the trips; per day, each day's amount in equal parts to that
 * day's trips. The parts sum to `gross` exactly, so a whole period's parts are the pay run's pay.
 * @returns kobo per line, in the order of `lines`.
 */
export function payByLine(rule: Pick<PayRule, 'basis'> | null, gross: number, lines: readonly PayLine[]): number[] {
  if (!rule || gross === 0) return lines.map(() => 0);
  if (rule.basis === 'share')
    return splitExact(
      gross,
      lines.map((l) => Math.max(0, l.net_kobo)),
    );
  if (rule.basis === 'per_trip')
    return splitExact(
      gross,
      lines.map((l) => (l.trip ? 1 : 0)),
    );
  const days = [...new Set(lines.filter((l) => l.trip).map((l) => l.day))].sort();
  const perDay = splitExact(
    gross,
    days.map(() => 1),
  );
  const parts = lines.map(() => 0);
  days.forEach((day, d) => {
    const idx = lines.flatMap((l, i) => (l.trip && l.day === day ? [i] : []));
    splitExact(
      perDay[d]!,
      idx.map(() => 1),
    ).forEach((p, k) => (parts[idx[k]!] = p));
  });
  return parts;
}

/**
 * The pay run as CSV a bank's bulk-transfer upload reads (issue 53 §3): the account's name, number
 * and bank first (empty where the driver has none on file; the name is then the driver's), the
 * amount to pay in naira with kobo ('4500.00'), then the working: trips, days, net, pay, bonus, what
 * was taken back, what carries, and the payment once made. No total row: a bank would pay it.
 */
export const PAY_RUN_CSV_COLUMNS = [
  'account_name',
  'account_number',
  'bank',
  'amount_ngn',
  'driver_id',
  'trips',
  'days',
  'net_ngn',
  'pay_ngn',
  'bonus_ngn',
  'taken_ngn',
  'carried_ngn',
  'paid_on',
  'payment_reference',
] as const;

/** One CSV row per driver of a run (see `PAY_RUN_CSV_COLUMNS`); amounts from integer kobo. */
export function payRunCsvRows(
  rows: readonly (PaySlip & {
    driver: { id: number; name: string };
    paid: { reference: string; paid_on: string } | null;
    bank: { account_name: string; bank_name: string; account_number: string } | null;
  })[],
) {
  return rows.map((r) => [
    r.bank?.account_name ?? r.driver.name,
    r.bank?.account_number ?? '',
    r.bank?.bank_name ?? '',
    koboToDecimal(r.to_pay_kobo),
    r.driver.id,
    r.trips,
    r.days,
    koboToDecimal(r.net_kobo),
    koboToDecimal(r.gross_pay_kobo),
    koboToDecimal(r.bonus_kobo),
    koboToDecimal(r.taken_kobo),
    koboToDecimal(r.carried_kobo),
    r.paid?.paid_on ?? '',
    r.paid?.reference ?? '',
  ]);
}
