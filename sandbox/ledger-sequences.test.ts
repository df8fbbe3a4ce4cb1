/**
 * Driver pay as a ledger over random sequences of what happens to a fleet (issue 67, "How we will
 * know"; ADR 0058), against the API's database and its own code: trips completing (some in periods
 * already paid), deductions and refunds, advances, recoveries and bonuses (some reversed), rules of
 * both kinds from any day, payments of the payable periods and voids. After every step, for each
 * driver:
 * - what was paid plus what is still to pay, less what the driver still owes, is what the rules give
 *   over all their trips (period by period, computed plainly here) plus their entries, to the kobo;
 * - no day is in two payments;
 * - a payment never changes (its row and its items as written);
 * - the corrections the triggers noted are those a rebuild over every payment finds.
 * Each sequence runs inside a savepoint rolled back after it, so every run starts from the seed.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { addDays, lagosDate, lagosDayStartIso } from '../contract/lagos-time';
import { periodOf } from '../contract/pay-periods';
import * as s from './db/schema';
import { TEST_INSTANT } from './clock';
import { withSandbox } from '../tests/integration/helpers';
import { driverPeriodOf, ruleOn, type Rule } from './pay/ledger';
import { payStore } from './pay/store';
import { markPaid, voidPayment } from './pay/payments';

const sb = withSandbox();
const PARTNER = 1;
const today = lagosDate(TEST_INSTANT);
/** The ledger's first day: every rule and entry of the sequences is on or after it. */
const BASE = periodOf(addDays(today, -35), 'week').start;
const now = () => TEST_INSTANT;

type Command =
  | { t: 'trip'; d: number; back: number; net: number }
  | { t: 'deduct'; k: number; amount: number }
  | { t: 'entry'; d: number; kind: 'advance' | 'recovery' | 'bonus'; amount: number; back: number }
  | { t: 'reverse'; k: number }
  | { t: 'rule'; d: number | null; basis: 'share' | 'per_day' | 'per_trip'; value: number; kind: 'week' | 'month'; back: number }
  | { t: 'pay'; d: number }
  | { t: 'void'; d: number };

const DRIVERS = 3;
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({ t: fc.constant('trip' as const), d: fc.nat(DRIVERS - 1), back: fc.integer({ min: 1, max: 34 }), net: fc.integer({ min: -200_000, max: 6_000_000 }) }),
  fc.record({ t: fc.constant('deduct' as const), k: fc.nat(50), amount: fc.integer({ min: -300_000, max: 300_000 }).filter((n) => n !== 0) }),
  fc.record({
    t: fc.constant('entry' as const),
    d: fc.nat(DRIVERS - 1),
    kind: fc.constantFrom('advance' as const, 'recovery' as const, 'bonus' as const),
    amount: fc.integer({ min: 1, max: 8_000_000 }),
    back: fc.integer({ min: 0, max: 34 }),
  }),
  fc.record({ t: fc.constant('reverse' as const), k: fc.nat(20) }),
  fc.record({
    t: fc.constant('rule' as const),
    d: fc.option(fc.nat(DRIVERS - 1), { nil: null }),
    basis: fc.constantFrom('share' as const, 'per_day' as const, 'per_trip' as const),
    value: fc.integer({ min: 1, max: 9_000 }),
    kind: fc.constantFrom('week' as const, 'month' as const),
    back: fc.integer({ min: 0, max: 35 }),
  }),
  fc.record({ t: fc.constant('pay' as const), d: fc.nat(DRIVERS - 1) }),
  fc.record({ t: fc.constant('pay' as const), d: fc.nat(DRIVERS - 1) }),
  fc.record({ t: fc.constant('void' as const), d: fc.nat(DRIVERS - 1) }),
);

let drivers: number[] = [];
let owner: typeof s.users.$inferSelect;

beforeAll(() => {
  const db = sb.current.db;
  // Three drivers who drive (each trip made in a sequence is like one of theirs).
  drivers = db
    .selectDistinct({ id: s.trips.driverId })
    .from(s.trips)
    .where(eq(s.trips.partnerId, PARTNER))
    .orderBy(s.trips.driverId)
    .limit(DRIVERS)
    .all()
    .map((d) => d.id);
  owner = db.select().from(s.users).where(eq(s.users.email, 'owner@example.com')).get()!;
});

/** Apply one command to the database as the API would (its checks aside: days in range, one reversal each). */
function apply(c: Command, made: { trips: number[]; entries: number[] }) {
  const db = sb.current.db;
  const driverId = (i: number) => drivers[i % drivers.length]!;
  if (c.t === 'trip') {
    const like = db
      .select()
      .from(s.trips)
      .where(eq(s.trips.driverId, driverId(c.d)))
      .limit(1)
      .get()!;
    const day = addDays(today, -c.back);
    // A minute no schedule uses, unique per trip made (route and departure are unique).
    const startMs = Date.parse(lagosDayStartIso(day)) + (13 * 60 + 7 + made.trips.length) * 60_000 + 17_000;
    const trip = db
      .insert(s.trips)
      .values({
        ...like,
        id: undefined,
        startsAt: new Date(startMs).toISOString(),
        endsAt: new Date(startMs + 3_600_000).toISOString(),
        grossKobo: Math.max(0, c.net),
        status: 'scheduled',
        departedAt: new Date(startMs).toISOString(),
      })
      .returning()
      .get();
    if (c.net < 0) db.insert(s.deductions).values({ tripId: trip.id, cause: 'damage', amountKobo: -c.net }).run();
    made.trips.push(trip.id);
  } else if (c.t === 'deduct' && made.trips.length) {
    db.insert(s.deductions)
      .values({ tripId: made.trips[c.k % made.trips.length]!, cause: c.amount > 0 ? 'late_departure' : 'refund', amountKobo: c.amount })
      .run();
  } else if (c.t === 'entry') {
    const first = db
      .select({ start: sql<string | null>`min(${s.payPayments.reachStart})` })
      .from(s.payPayments)
      .where(and(eq(s.payPayments.driverId, driverId(c.d)), isNull(s.payPayments.voidedAt)))
      .get()?.start;
    const day = [addDays(today, -c.back), first ?? BASE, BASE].sort().at(-1)!;
    const e = db
      .insert(s.payEntries)
      .values({ partnerId: PARTNER, driverId: driverId(c.d), kind: c.kind, amountKobo: c.amount, day, note: '', createdByUserId: owner.id, createdAt: new Date(TEST_INSTANT).toISOString() })
      .returning()
      .get();
    made.entries.push(e.id);
  } else if (c.t === 'reverse' && made.entries.length) {
    const target = db
      .select()
      .from(s.payEntries)
      .where(eq(s.payEntries.id, made.entries[c.k % made.entries.length]!))
      .get()!;
    const done = db.select().from(s.payEntries).where(eq(s.payEntries.reversesId, target.id)).get();
    if (target.kind !== 'reversal' && !done)
      made.entries.push(
        db
          .insert(s.payEntries)
          .values({
            partnerId: PARTNER,
            driverId: target.driverId,
            kind: 'reversal',
            amountKobo: target.amountKobo,
            day: today,
            note: 'wrong',
            reversesId: target.id,
            createdByUserId: owner.id,
            createdAt: new Date(TEST_INSTANT).toISOString(),
          })
          .returning()
          .get().id,
      );
  } else if (c.t === 'rule') {
    const from = [addDays(today, -c.back), BASE].sort().at(-1)!;
    db.insert(s.payRules)
      .values({
        partnerId: PARTNER,
        driverId: c.d === null ? null : driverId(c.d),
        basis: c.basis,
        shareBp: c.basis === 'share' ? c.value : 0,
        amountKobo: c.basis === 'share' ? 0 : c.value * 100,
        period: c.kind,
        fromDate: from,
      })
      .run();
  } else if (c.t === 'pay') {
    const id = driverId(c.d);
    const ledger = payStore(db, now).ledgers(PARTNER, [id], [BASE, today]).get(id)!;
    const open = ledger.attach;
    if (open?.state === 'payable')
      markPaid(
        db,
        now,
        { partnerId: PARTNER, user: owner },
        { period: open.period.kind, drivers: [{ driver_id: id, period_start: open.period.start, amount_kobo: open.slip.to_pay_kobo }], reference: 'SEQ', paid_on: today },
      );
  } else if (c.t === 'void') {
    const latest = db
      .select()
      .from(s.payPayments)
      .where(and(eq(s.payPayments.driverId, driverId(c.d)), isNull(s.payPayments.voidedAt)))
      .orderBy(sql`${s.payPayments.periodEnd} DESC`)
      .get();
    if (latest) voidPayment(db, now, { partnerId: PARTNER, user: owner }, latest.id, 'mistake');
  }
}

/** What the rules give over a driver's completed trips from BASE, period by period, computed plainly; and their entries, signed. */
function reference(driverId: number) {
  const db = sb.current.db;
  const rules: Rule[] = db
    .select()
    .from(s.payRules)
    .where(eq(s.payRules.partnerId, PARTNER))
    .all()
    .map((r) => ({ id: r.id, driver_id: r.driverId, basis: r.basis, share_bp: r.shareBp, amount_kobo: r.amountKobo, period: r.period, from: r.fromDate }));
  const paid = db
    .select()
    .from(s.payPayments)
    .where(and(eq(s.payPayments.driverId, driverId), isNull(s.payPayments.voidedAt)))
    .all()
    .map((p) => ({ kind: p.period, start: p.periodStart, end: p.periodEnd }));
  const at = new Date(TEST_INSTANT).toISOString();
  const trips = db.$client
    .prepare(
      `SELECT t.starts_at, t.gross_kobo - coalesce((SELECT sum(amount_kobo) FROM deductions d WHERE d.trip_id = t.id), 0) AS net FROM trips t WHERE t.driver_id = ? AND t.status <> 'cancelled' AND t.ends_at <= ? AND t.starts_at >= ?`,
    )
    .all(driverId, at, lagosDayStartIso(BASE)) as { starts_at: string; net: number }[];
  // Group by period, then by the rule of each trip's day: a share of the group's net (half up, never of a loss), per day with a trip, or per trip.
  const groups = new Map<string, { rule: Rule; days: Set<string>; trips: number; net: number }>();
  for (const t of trips) {
    const day = lagosDate(Date.parse(t.starts_at));
    const rule = ruleOn(rules, driverId, day);
    if (!rule) continue;
    const key = `${driverPeriodOf(day, rules, driverId, paid).start}|${rule.id}`;
    const g = groups.get(key) ?? { rule, days: new Set<string>(), trips: 0, net: 0 };
    g.days.add(day);
    g.trips += 1;
    g.net += t.net;
    groups.set(key, g);
  }
  let gross = 0;
  for (const g of groups.values())
    gross += g.rule.basis === 'share' ? (g.net > 0 ? Math.floor((g.net * g.rule.share_bp + 5_000) / 10_000) : 0) : g.rule.amount_kobo * (g.rule.basis === 'per_day' ? g.days.size : g.trips);
  const entries = db.select().from(s.payEntries).where(eq(s.payEntries.driverId, driverId)).all();
  const signed = entries.reduce((n, e) => {
    if (e.day < BASE) return n;
    if (e.kind === 'bonus') return n + e.amountKobo;
    if (e.kind !== 'reversal') return n - e.amountKobo;
    const target = entries.find((x) => x.id === e.reversesId)!;
    return n + (target.kind === 'bonus' ? -e.amountKobo : e.amountKobo);
  }, 0);
  return gross + signed;
}

/**
 * Every check of the module comment, for every driver of the sequences; `rebuild`: also compare
 * what the triggers noted with a rebuild over every payment (the costly part).
 */
function check(frozen: Map<number, string>, rebuild = true) {
  const db = sb.current.db;
  const store = payStore(db, now);
  // Every driver's ledger in one read, as the pay run reads them.
  const ledgers = store.ledgers(PARTNER, drivers, [BASE, today]);
  for (const id of drivers) {
    const payments = db.select().from(s.payPayments).where(eq(s.payPayments.driverId, id)).all();
    const live = payments.filter((p) => !p.voidedAt).sort((a, b) => (a.periodStart < b.periodStart ? -1 : 1));
    // No day in two payments (a payment answers for its reach: the days after the one before).
    for (let i = 1; i < live.length; i++) expect(live[i]!.reachStart > live[i - 1]!.periodEnd).toBe(true);
    const ledger = ledgers.get(id)!;
    const open = ledger.open;
    const paidKobo = live.reduce((n, p) => n + p.amountKobo, 0);
    const toPay = open.reduce((n, o) => n + o.slip.to_pay_kobo, 0);
    const owed = open.length ? open.at(-1)!.slip.carried_kobo : ledger.lastPaid ? ledger.lastPaid.carriedKobo : 0;
    expect(paidKobo + toPay - owed, `driver ${id}`).toBe(reference(id));
  }
  // A payment never changes: its row (but for a void) and its items as they were written.
  for (const p of db.select().from(s.payPayments).all()) {
    const items = db.select().from(s.payPaymentItems).where(eq(s.payPaymentItems.paymentId, p.id)).all();
    const now = JSON.stringify({ ...p, voidedAt: null, voidReason: null, voidedByUserId: null, items });
    if (!frozen.has(p.id)) frozen.set(p.id, now);
    expect(now).toBe(frozen.get(p.id));
  }
  if (!rebuild) return;
  // What the triggers noted is what a rebuild over every payment finds.
  const rules = store.rulesOf(PARTNER);
  const key = (m: Map<number, { payment_id: number; key: string; amount_kobo: number }[]>) =>
    [...m.values()]
      .flat()
      .map((c) => `${c.payment_id}|${c.key}|${c.amount_kobo}`)
      .sort();
  expect(key(store.outstanding(PARTNER, rules, drivers))).toEqual(key(store.outstanding(PARTNER, rules, drivers, true)));
}

describe('the pay ledger over random sequences', () => {
  /** The property over `numRuns` random sequences of `minLength` to `maxLength` writes of every kind. */
  const holdsOver = (minLength: number, maxLength: number, numRuns: number) => {
    const sqlite = sb.current.db.$client;
    fc.assert(
      fc.property(fc.array(command, { minLength, maxLength }), (commands) => {
        sqlite.exec('SAVEPOINT sequence');
        try {
          // A fleet rule from the ledger's first day, so every driver's record starts there.
          apply({ t: 'rule', d: null, basis: 'share', value: 3_000, kind: 'week', back: 35 }, { trips: [], entries: [] });
          const made = { trips: [] as number[], entries: [] as number[] };
          const frozen = new Map<number, string>();
          check(frozen);
          commands.forEach((c, i) => {
            apply(c, made);
            // The rebuild (the slow half) where a difference could hide: before a payment takes up
            // what was noted, and at the end; the sums and the frozen payments after every write.
            check(frozen, commands[i + 1]?.t === 'pay' || i === commands.length - 1);
          });
        } finally {
          sqlite.exec('ROLLBACK TO sequence');
          sqlite.exec('RELEASE sequence');
        }
      }),
      { numRuns },
    );
  };

  // Short and long sequences in two tests (16 sequences in all), so neither is long on a busy machine.
  it('pays every driver what the rules and entries give, once a day, never changing a payment, over short sequences in any order', { timeout: 120_000 }, () => {
    holdsOver(4, 10, 9);
  });

  it('pays every driver what the rules and entries give, once a day, never changing a payment, over long sequences in any order', { timeout: 120_000 }, () => {
    holdsOver(11, 18, 7);
  });
});
