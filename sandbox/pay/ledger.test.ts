/**
 * The ledger's pure rules (sandbox/pay/ledger.ts), as properties over random inputs (fast-check:
 * ADR 0058): a split always sums to its total within a kobo of each exact share; a driver's periods
 * partition the days whatever the rules and the paid spans; a slip never pays below zero and always
 * adds up; a reversal undoes its entry; corrections sum to exactly what a paid period's pay moved.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../contract/lagos-time';
import { correctionsOf, driverPeriodOf, driverPeriods, kindOn, ruleOn, splitExact, tripPay, type Entry, type PaidSpan, type Rule, type Trip } from './ledger';
import { slipOf } from './slip';

const DAY0 = '2026-09-28';
const dayArb = fc.integer({ min: 0, max: 120 }).map((n) => addDays(DAY0, n));
const ruleArb = (id: number, driverId: number | null) =>
  fc.record({
    id: fc.constant(id),
    driver_id: fc.constant(driverId),
    basis: fc.constantFrom('share' as const, 'per_day' as const, 'per_trip' as const),
    share_bp: fc.integer({ min: 0, max: 10_000 }),
    amount_kobo: fc.integer({ min: 1, max: 2_000_000 }),
    period: fc.constantFrom('week' as const, 'month' as const),
    from: dayArb,
  });
const rulesArb = fc
  .tuple(fc.array(fc.constantFrom<number | null>(null, 1, 2), { minLength: 0, maxLength: 6 }))
  .chain(([owners]) => (owners.length ? fc.tuple(...owners.map((o, i) => ruleArb(i + 1, o))) : fc.constant([] as Rule[])))
  .map((rules) => rules as Rule[]);

describe('splitExact', () => {
  it('sums to the total, each part within one kobo of its exact share, for any integers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), fc.array(fc.integer({ min: 0, max: 5_000_000_000 }), { minLength: 1, maxLength: 12 }), (total, weights) => {
        const parts = splitExact(total, weights);
        const sum = weights.reduce((n, w) => n + w, 0);
        if (sum === 0) {
          expect(parts).toEqual(weights.map(() => 0));
          return;
        }
        expect(parts.reduce((n, p) => n + p, 0)).toBe(total);
        // |part − total × weight / sum| < 1, in exact integers (kobo times kobo passes 2^53).
        parts.forEach((p, i) => {
          const off = BigInt(p) * BigInt(sum) - BigInt(total) * BigInt(weights[i]!);
          expect(off < 0n ? -off : off).toBeLessThan(BigInt(sum));
          if (weights[i] === 0) expect(p).toBe(0);
        });
      }),
    );
  });

  it('refuses a negative or fractional weight and a fractional total, rather than answer parts that do not sum', () => {
    expect(splitExact(-1, [1, 1])).toEqual([-1, 0]);
    expect(() => splitExact(10, [1, -1])).toThrow(RangeError);
    expect(() => splitExact(10, [0.5, 1])).toThrow(RangeError);
    expect(() => splitExact(10.5, [1, 1])).toThrow(RangeError);
  });
});

describe("a driver's periods", () => {
  it('leave no day out and hold no day twice, whatever the rules, with the paid periods kept as paid', () => {
    fc.assert(
      fc.property(rulesArb, fc.array(fc.integer({ min: 0, max: 110 }), { maxLength: 5 }), (rules, payAt) => {
        // Pay some of the driver's own periods (as a payment would), in any order.
        const paid: PaidSpan[] = [];
        for (const n of payAt) {
          const p = driverPeriodOf(addDays(DAY0, n), rules, 1, paid);
          if (!paid.some((x) => x.start === p.start)) paid.push({ kind: p.kind, start: p.start, end: p.end });
        }
        const periods = driverPeriods(DAY0, addDays(DAY0, 120), rules, 1, paid);
        for (let i = 1; i < periods.length; i++) expect(periods[i]!.start).toBe(addDays(periods[i - 1]!.end, 1));
        for (const p of periods) {
          expect(p.start <= p.end).toBe(true);
          const held = paid.find((x) => x.start === p.start);
          if (held) expect(p).toEqual(held);
          else {
            // An unpaid period is of one kind, that of every day in it, within one calendar period.
            expect(kindOn(rules, 1, p.start)).toBe(p.kind);
            expect(kindOn(rules, 1, p.end)).toBe(p.kind);
          }
        }
        for (const p of paid) expect(periods.some((x) => x.start === p.start && x.end === p.end)).toBe(true);
      }),
    );
  });
});

const tripsArb = fc
  .array(fc.record({ day: dayArb, net_kobo: fc.integer({ min: -500_000, max: 5_000_000 }) }), { maxLength: 25 })
  .map((ts) => ts.map((t, i): Trip => ({ id: i + 1, day: t.day, net_kobo: t.net_kobo, vehicle_id: 1 + (i % 3) })));

describe('tripPay', () => {
  it('pays each rule over its own trips (a share rounded half up, never of a loss), and the parts sum to the pay', () => {
    fc.assert(
      fc.property(rulesArb, tripsArb, (rules, trips) => {
        const pay = tripPay(rules, 1, trips);
        let expected = 0;
        const groups = new Map<number | null, Trip[]>();
        for (const t of trips) {
          const r = ruleOn(rules, 1, t.day);
          groups.set(r?.id ?? null, [...(groups.get(r?.id ?? null) ?? []), t]);
        }
        for (const [id, ts] of groups) {
          const r = rules.find((x) => x.id === id);
          if (!r) continue;
          const net = ts.reduce((n, t) => n + t.net_kobo, 0);
          if (r.basis === 'share') expected += net > 0 ? Math.round((net * r.share_bp) / 10_000 + 1e-9) : 0;
          if (r.basis === 'per_trip') expected += r.amount_kobo * ts.length;
          if (r.basis === 'per_day') expected += r.amount_kobo * new Set(ts.map((t) => t.day)).size;
        }
        expect(pay.gross_kobo).toBe(expected);
        expect([...pay.parts.values()].reduce((n, p) => n + p.pay_kobo, 0)).toBe(pay.gross_kobo);
      }),
    );
  });
});

const entryArb = fc.array(fc.record({ kind: fc.constantFrom('advance' as const, 'recovery' as const, 'bonus' as const), amount_kobo: fc.integer({ min: 1, max: 3_000_000 }), day: dayArb }), {
  maxLength: 6,
});

describe('slipOf', () => {
  it('never pays below zero, takes back no more than it adds, and adds up: to pay = pay + bonus + corrections + returned − taken', () => {
    fc.assert(
      fc.property(rulesArb, tripsArb, entryArb, fc.array(fc.integer({ min: 1, max: 2_000_000 }), { maxLength: 3 }), fc.array(fc.boolean(), { maxLength: 6 }), (rules, trips, raw, carried, reverse) => {
        const period = { kind: 'week' as const, start: DAY0, end: addDays(DAY0, 120) };
        const entries: Entry[] = raw.map((e, i) => ({ id: i + 1, ...e, note: '', reverses_id: null }));
        // Reverse some of them, each once.
        entries.push(...entries.filter((_, i) => reverse[i]).map((e, k): Entry => ({ id: 100 + k, kind: 'reversal', amount_kobo: e.amount_kobo, day: e.day, note: 'wrong', reverses_id: e.id })));
        const debtsIn = carried.map((n, i) => ({ key: `entry:${50 + i}`, kind: 'advance' as const, entry_id: 50 + i, day: DAY0, amount_kobo: n, left_kobo: n }));
        const slip = slipOf({ period, rules, driverId: 1, trips, entries, debtsIn });
        expect(slip.to_pay_kobo).toBeGreaterThanOrEqual(0);
        expect(slip.taken_kobo).toBeLessThanOrEqual(slip.owed_kobo);
        expect(slip.to_pay_kobo).toBe(slip.gross_pay_kobo + slip.bonus_kobo + slip.corrections_kobo + slip.returned_kobo - slip.taken_kobo);
        expect(slip.carried_kobo).toBe(slip.debts_out.reduce((n, d) => n + d.left_kobo, 0));
        // What the period moves in all: pay and the entries, signed, plus what was carried in and is no longer carried.
        const signed = entries.reduce((n, e) => {
          if (e.kind === 'bonus') return n + e.amount_kobo;
          if (e.kind !== 'reversal') return n - e.amount_kobo;
          const target = entries.find((x) => x.id === e.reverses_id)!;
          return n + (target.kind === 'bonus' ? -e.amount_kobo : e.amount_kobo);
        }, 0);
        const carriedIn = carried.reduce((n, k) => n + k, 0);
        expect(slip.to_pay_kobo - slip.carried_kobo).toBe(slip.gross_pay_kobo + signed - carriedIn);
      }),
    );
  });

  it('takes the oldest debt first and says what is left of each', () => {
    const period = { kind: 'week' as const, start: '2026-11-16', end: '2026-11-22' };
    const slip = slipOf({
      period,
      rules: [{ id: 1, driver_id: null, basis: 'per_trip', share_bp: 0, amount_kobo: 1_000_000, period: 'week', from: '2026-01-01' }],
      driverId: 1,
      trips: [{ id: 1, day: '2026-11-17', net_kobo: 5_000_000, vehicle_id: 1 }],
      entries: [{ id: 2, kind: 'advance', amount_kobo: 800_000, day: '2026-11-18', note: 'School fees', reverses_id: null }],
      debtsIn: [{ key: 'entry:1', kind: 'advance', entry_id: 1, day: '2026-11-02', amount_kobo: 2_000_000, left_kobo: 500_000 }],
    });
    const debts = slip.items.filter((i) => i.type === 'debt');
    expect(debts.map((d) => [d.debt.entry_id, d.taken_kobo, d.left_kobo])).toEqual([
      [1, 500_000, 0],
      [2, 500_000, 300_000],
    ]);
    expect(slip.to_pay_kobo).toBe(0);
    expect(slip.debts_out).toEqual([expect.objectContaining({ entry_id: 2, left_kobo: 300_000 })]);
  });
});

describe('correctionsOf', () => {
  it('sums to exactly what the period would pay now less what it paid and carried, and names each trip that changed', () => {
    fc.assert(
      fc.property(
        rulesArb,
        tripsArb,
        fc.array(fc.tuple(fc.nat(30), fc.integer({ min: -400_000, max: 400_000 })), { maxLength: 5 }),
        fc.array(fc.nat(30), { maxLength: 3 }),
        (rules, trips, edits, drop) => {
          const period = { kind: 'week' as const, start: DAY0, end: addDays(DAY0, 120) };
          const then = tripPay(rules, 1, trips);
          const payment = {
            id: 7,
            period,
            trips: trips.map((t) => ({ trip_id: t.id, net_kobo: t.net_kobo, pay_kobo: then.parts.get(t.id)!.pay_kobo, rule_id: then.parts.get(t.id)!.rule_id })),
            entry_ids: [],
          };
          // Refunds and deductions of some trips, some trips gone, one late trip.
          const now = trips.filter((t) => !drop.includes(t.id)).map((t) => ({ ...t }));
          for (const [i, delta] of edits) if (now[i % Math.max(1, now.length)]) now[i % now.length]!.net_kobo += delta;
          now.push({ id: 999, day: addDays(DAY0, 3), net_kobo: 120_000, vehicle_id: 2 });
          const pay = tripPay(rules, 1, now);
          const corrections = correctionsOf(payment, [], { trips: now, parts: pay.parts, entries: [] });
          expect(corrections.reduce((n, c) => n + c.amount_kobo, 0)).toBe(pay.gross_kobo - then.gross_kobo);
          for (const c of corrections) expect(c.amount_kobo).not.toBe(0);
          // Carried once, nothing is left to correct.
          const carried = corrections.map((c) => ({ trip_id: c.trip_id, entry_id: c.entry_id, amount_kobo: c.amount_kobo, net_kobo: c.net_kobo, rule_id: c.rule_id }));
          expect(correctionsOf(payment, carried, { trips: now, parts: pay.parts, entries: [] })).toEqual([]);
        },
      ),
    );
  });
});
