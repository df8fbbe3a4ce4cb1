/**
 * Driver pay's database side (issue 67; ADR 0058): reads the facts a driver's ledger needs — the
 * rules, the completed trips of a span (net of every deduction and refund of them), the entries,
 * the payments and what they froze, the payments whose facts changed since (`pay_dirty`) — and
 * works each driver's ledger with the pure rules of sandbox/pay/ledger.ts, from the day after their
 * last payment (its debts are the stored balance), never from the beginning; writes payments
 * (frozen with their items, in one transaction) and voids.
 *
 * A driver's periods after their last payment: the empty ones before the first with trips or
 * entries are skipped (their days join the next payment's reach); the first with something is
 * where the carried debts and the corrections land, and the only one that may be paid (in order);
 * it is payable once it has ended in Lagos and none of its trips is on the road.
 * Amounts are integer kobo; days are Lagos days.
 */
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import * as s from '../db/schema.js';
import type { Db } from '../db/index.js';
import { addDays, lagosDate, lagosDayStartIso } from '../../contract/lagos-time.js';
import { periodOf, type PayPeriod } from '../../contract/pay-periods.js';
import { correctionsOf, driverPeriodOf, tripPay, type CarriedCorrection, type Correction, type Debt, type Entry, type FrozenTrip, type PaidSpan, type Rule, type Trip } from './ledger.js';
import { slipOf, type Slip } from './slip.js';

export type PaymentRow = typeof s.payPayments.$inferSelect;
export type EntryRow = typeof s.payEntries.$inferSelect;
type RuleRow = typeof s.payRules.$inferSelect;

/** A rule as the ledger and the API answer it. */
export const ruleOf = (r: RuleRow): Rule => ({ id: r.id, driver_id: r.driverId, basis: r.basis, share_bp: r.shareBp, amount_kobo: r.amountKobo, period: r.period, from: r.fromDate });
/** An entry as the ledger reads it. */
export const entryOf = (r: EntryRow): Entry => ({ id: r.id, kind: r.kind, amount_kobo: r.amountKobo, day: r.day, note: r.note, reverses_id: r.reversesId });

/** Why a driver's unpaid period cannot be paid yet, or that it can. */
export type PeriodState = 'payable' | 'earlier_unpaid' | 'on_the_road' | 'open';

/** One unpaid period of a driver's ledger as it stands now. */
export type OpenPeriod = {
  period: PayPeriod;
  slip: Slip;
  state: PeriodState;
  /** Trips of the period not yet ended (on the road, or not yet left). */
  unfinished: number;
  /** Where the carried debts and corrections land: the first unpaid period with something. */
  attach: boolean;
  /** The corrections landing in it (the attach period's only). */
  corrections: Correction[];
  /** The trips of the period (for the driver's page and the payment's items). */
  trips: Trip[];
  /** The entries dated in it. */
  entries: EntryRow[];
};

/** A driver's ledger around a span: the payments overlapping it and each unpaid period from the last payment to the span's end. */
export type DriverLedger = {
  driverId: number;
  lastPaid: PaymentRow | null;
  /** The first day the next payment answers for: the day after the last payment, or the ledger's first day. */
  reachStart: string;
  paid: PaymentRow[];
  open: OpenPeriod[];
  /** The attach period, when there is one. */
  attach: OpenPeriod | null;
  /** Every entry the ledger's items name (reversed ones included), by id. */
  entries: Map<number, EntryRow>;
};

/** The spans of a driver's payments not voided, for `driverPeriodOf`. */
const spansOf = (payments: readonly PaymentRow[]): PaidSpan[] => payments.map((p) => ({ kind: p.period, start: p.periodStart, end: p.periodEnd }));

/** The debts a payment carried out, oldest first. */
const debtsOf = (items: readonly (typeof s.payPaymentItems.$inferSelect)[]): Debt[] => items.filter((i) => i.kind === 'debt' && i.debt).map((i) => JSON.parse(i.debt!) as Debt);

/** A trip as the pay reads it: id, driver, vehicle, departure, arrival (ISO), net after every deduction and refund. */
const TRIP_COLUMNS = sql.raw(`t.id, t.driver_id, t.vehicle_id, t.starts_at, t.ends_at, t.gross_kobo - coalesce((SELECT sum(d.amount_kobo) FROM deductions d WHERE d.trip_id = t.id), 0)`);

/**
 * The rules that can pay each driver: the fleet's and their own (a driver reads only these, not
 * every driver's rules: a fleet's thousand drivers, each with a rule, stay a few rules a driver).
 */
export function rulesByDriver(rules: readonly Rule[]): (driverId: number) => Rule[] {
  const fleet = rules.filter((r) => r.driver_id === null);
  const own = new Map<number, Rule[]>();
  for (const r of rules) if (r.driver_id !== null) own.set(r.driver_id, [...(own.get(r.driver_id) ?? []), r]);
  return (driverId) => (own.has(driverId) ? [...fleet, ...own.get(driverId)!] : fleet);
}

/**
 * The reads of driver pay over `db`, at the API's clock `now()` (ms).
 */
export function payStore(db: Db, now: () => number) {
  const reads = payReads(db, now);
  const outstanding = outstandingOf(db, reads);
  const { rulesOf, tripsIn, entriesIn, entriesById, itemsOf } = reads;
  return { rulesOf, tripsIn, entriesIn, entriesById, itemsOf, outstanding, ledgers: ledgersOf(db, now, reads, outstanding) };
}

/** The plain reads (rules, trips, entries, payments, their items) over `db` at the clock `now()` (ms): the parts `payStore` is built of (split so no function passes 150 lines, issue 70 §2). */
function payReads(db: Db, now: () => number) {
  const rulesOf = (partnerId: number): Rule[] => db.select().from(s.payRules).where(eq(s.payRules.partnerId, partnerId)).orderBy(asc(s.payRules.fromDate), asc(s.payRules.id)).all().map(ruleOf);

  /**
   * The trips of the partner's drivers departing on Lagos days [from, to], not cancelled: the
   * completed ones (ended at `now`) with their net, and how many are on the road, by driver and day;
   * added to `into` when given (reads of several spans make one answer). One prepared statement on
   * the (partner, departure) index; the drivers filtered here (a fleet's run reads them all).
   */
  const tripsIn = (partnerId: number, driverIds: readonly number[] | null, from: string, to: string, into?: { done: Map<number, Trip[]>; unfinished: Map<number, Map<string, number>> }) => {
    const at = new Date(now()).toISOString();
    const done = into?.done ?? new Map<number, Trip[]>();
    const unfinished = into?.unfinished ?? new Map<number, Map<string, number>>();
    if (driverIds && !driverIds.length) return { done, unfinished };
    const [since, until] = [lagosDayStartIso(from), lagosDayStartIso(addDays(to, 1))];
    // All of a partner's trips by the (partner, departure) index; some drivers' by the (driver, departure) one. Rows as arrays: a fleet's week is many.
    const rows =
      driverIds && driverIds.length <= 200
        ? db.values<[number, number, number, string, string, number]>(
            sql`SELECT ${TRIP_COLUMNS} FROM trips t INDEXED BY trips_driver_starts WHERE t.driver_id IN (SELECT value FROM json_each(${JSON.stringify(driverIds)})) AND t.partner_id = ${partnerId} AND t.status <> 'cancelled' AND t.starts_at >= ${since} AND t.starts_at < ${until}`,
          )
        : driverIds && driverIds.length <= 1_000
          ? db.values<[number, number, number, string, string, number]>(
              sql`SELECT ${TRIP_COLUMNS} FROM trips t WHERE t.driver_id IN (SELECT value FROM json_each(${JSON.stringify(driverIds)})) AND t.partner_id = ${partnerId} AND t.status <> 'cancelled' AND t.starts_at >= ${since} AND t.starts_at < ${until}`,
            )
          : db.values<[number, number, number, string, string, number]>(
              sql`SELECT ${TRIP_COLUMNS} FROM trips t WHERE t.partner_id = ${partnerId} AND t.status <> 'cancelled' AND t.starts_at >= ${since} AND t.starts_at < ${until}`,
            );
    const wanted = driverIds ? new Set(driverIds) : null;
    for (const [id, driverId, vehicleId, startsAt, endsAt, net] of rows) {
      if (wanted && !wanted.has(driverId)) continue;
      // A trip not yet left is no part of any period that can be paid; one on the road holds its period open.
      if (startsAt > at) continue;
      const day = lagosDate(Date.parse(startsAt));
      if (endsAt > at) {
        const byDay = unfinished.get(driverId) ?? new Map<string, number>();
        byDay.set(day, (byDay.get(day) ?? 0) + 1);
        unfinished.set(driverId, byDay);
        continue;
      }
      const list = done.get(driverId) ?? [];
      list.push({ id, day, net_kobo: net, vehicle_id: vehicleId });
      done.set(driverId, list);
    }
    for (const list of done.values()) list.sort((a, b) => (a.day === b.day ? a.id - b.id : a.day < b.day ? -1 : 1));
    return { done, unfinished };
  };

  /** The partner's entries dated on [from, to], by driver, and every entry they or `more` name, by id. */
  const entriesIn = (partnerId: number, driverIds: readonly number[] | null, from: string, to: string) => {
    const rows = db
      .select()
      .from(s.payEntries)
      .where(
        and(
          eq(s.payEntries.partnerId, partnerId),
          gte(s.payEntries.day, from),
          lte(s.payEntries.day, to),
          driverIds && driverIds.length <= 500 ? inArray(s.payEntries.driverId, [...driverIds]) : undefined,
        ),
      )
      .orderBy(asc(s.payEntries.id))
      .all();
    const byDriver = new Map<number, EntryRow[]>();
    for (const e of rows) byDriver.set(e.driverId, [...(byDriver.get(e.driverId) ?? []), e]);
    return byDriver;
  };
  const entriesById = (ids: readonly number[]): EntryRow[] =>
    ids.length
      ? db
          .select()
          .from(s.payEntries)
          .where(inArray(s.payEntries.id, [...new Set(ids)]))
          .all()
      : [];

  /** The partner's payments not voided: each driver's last, and those whose reach overlaps [from, to]. */
  const paymentsAround = (partnerId: number, driverIds: readonly number[] | null, from: string, to: string) => {
    const live = and(eq(s.payPayments.partnerId, partnerId), isNull(s.payPayments.voidedAt), driverIds && driverIds.length <= 500 ? inArray(s.payPayments.driverId, [...driverIds]) : undefined);
    const last = db
      .select()
      .from(s.payPayments)
      .where(
        and(
          live,
          sql`${s.payPayments.periodEnd} = (SELECT max(q.period_end) FROM pay_payments q WHERE q.partner_id = ${s.payPayments.partnerId} AND q.driver_id = ${s.payPayments.driverId} AND q.voided_at IS NULL)`,
        ),
      )
      .all();
    const overlapping = db
      .select()
      .from(s.payPayments)
      .where(and(live, gte(s.payPayments.periodEnd, from), lte(s.payPayments.reachStart, to)))
      .orderBy(asc(s.payPayments.periodStart))
      .all();
    const lastOf = new Map(last.map((p) => [p.driverId, p]));
    const within = new Map<number, PaymentRow[]>();
    for (const p of overlapping) within.set(p.driverId, [...(within.get(p.driverId) ?? []), p]);
    return { lastOf, within };
  };

  /** The items of payments (of one kind when asked), in the order written; in chunks (SQLite's bound values). */
  const itemsOf = (paymentIds: readonly number[], kind?: (typeof s.payPaymentItems.$inferSelect)['kind']) => {
    const out: (typeof s.payPaymentItems.$inferSelect)[] = [];
    for (let i = 0; i < paymentIds.length; i += 5_000)
      out.push(
        ...db
          .select()
          .from(s.payPaymentItems)
          .where(and(inArray(s.payPaymentItems.paymentId, paymentIds.slice(i, i + 5_000)), kind ? eq(s.payPaymentItems.kind, kind) : undefined))
          .orderBy(asc(s.payPaymentItems.id))
          .all(),
      );
    return out;
  };

  return { rulesOf, tripsIn, entriesIn, entriesById, paymentsAround, itemsOf };
}
type PayReads = ReturnType<typeof payReads>;

/** `outstanding` over the reads (see its comment below). */
function outstandingOf(db: Db, { itemsOf, tripsIn, entriesIn }: PayReads) {
  /**
   * What is still to correct of the partner's payments whose facts changed (`pay_dirty`), by
   * driver; `all` reads every payment instead (the rebuild the tests compare with).
   */
  return (partnerId: number, rules: readonly Rule[], driverIds: readonly number[] | null, all = false): Map<number, Correction[]> => {
    const base = and(eq(s.payPayments.partnerId, partnerId), isNull(s.payPayments.voidedAt), driverIds && driverIds.length <= 500 ? inArray(s.payPayments.driverId, [...driverIds]) : undefined);
    const payments = all
      ? db.select().from(s.payPayments).where(base).all()
      : db
          .select({ p: s.payPayments })
          .from(s.payDirty)
          .innerJoin(s.payPayments, eq(s.payPayments.id, s.payDirty.paymentId))
          .where(base)
          .all()
          .map((r) => r.p);
    const out = new Map<number, Correction[]>();
    if (!payments.length) return out;
    const wanted = driverIds ? new Set(driverIds) : null;
    const items = itemsOf(payments.map((p) => p.id));
    const carriedRows = db
      .select({ item: s.payPaymentItems })
      .from(s.payPaymentItems)
      .innerJoin(s.payPayments, eq(s.payPayments.id, s.payPaymentItems.paymentId))
      .where(
        and(
          inArray(
            s.payPaymentItems.correctsPaymentId,
            payments.map((p) => p.id),
          ),
          isNull(s.payPayments.voidedAt),
        ),
      )
      .orderBy(asc(s.payPaymentItems.id))
      .all()
      .map((r) => r.item);
    const rulesOf = rulesByDriver(rules);
    const spans = new Map<number, PaidSpan[]>();
    for (const p of db
      .select()
      .from(s.payPayments)
      .where(and(base, inArray(s.payPayments.driverId, [...new Set(payments.map((p) => p.driverId))])))
      .all())
      spans.set(p.driverId, [...(spans.get(p.driverId) ?? []), { kind: p.period, start: p.periodStart, end: p.periodEnd }]);
    for (const p of payments.sort((a, b) => (a.periodStart < b.periodStart ? -1 : 1))) {
      if (wanted && !wanted.has(p.driverId)) continue;
      const own = items.filter((i) => i.paymentId === p.id);
      const frozen: FrozenTrip[] = own.filter((i) => i.kind === 'trip').map((i) => ({ trip_id: i.tripId!, net_kobo: i.netKobo ?? 0, pay_kobo: i.payKobo, rule_id: i.ruleId }));
      const carried: CarriedCorrection[] = carriedRows
        .filter((i) => i.correctsPaymentId === p.id)
        .map((i) => ({ trip_id: i.tripId, entry_id: i.entryId, amount_kobo: i.payKobo, net_kobo: i.netKobo, rule_id: i.ruleId }));
      const { done } = tripsIn(partnerId, [p.driverId], p.reachStart, p.periodEnd);
      const trips = done.get(p.driverId) ?? [];
      // Each trip's part as its own period of the reach pays it now.
      const parts = new Map<number, { pay_kobo: number; rule_id: number | null }>();
      const byPeriod = new Map<string, Trip[]>();
      for (const t of trips) {
        const key = driverPeriodOf(t.day, rulesOf(p.driverId), p.driverId, spans.get(p.driverId) ?? []).start;
        byPeriod.set(key, [...(byPeriod.get(key) ?? []), t]);
      }
      for (const list of byPeriod.values()) for (const [id, part] of tripPay(rulesOf(p.driverId), p.driverId, list).parts) parts.set(id, part);
      const entries = (entriesIn(partnerId, [p.driverId], p.reachStart, p.periodEnd).get(p.driverId) ?? []).map(entryOf);
      const found = correctionsOf(
        { id: p.id, period: { kind: p.period, start: p.periodStart, end: p.periodEnd }, trips: frozen, entry_ids: own.filter((i) => i.kind === 'entry').map((i) => i.entryId!) },
        carried,
        { trips, parts, entries },
      );
      if (found.length) out.set(p.driverId, [...(out.get(p.driverId) ?? []), ...found]);
    }
    return out;
  };
}

/** `ledgers` over the reads and `outstanding` (see its comment below). */
function ledgersOf(db: Db, now: () => number, { rulesOf, tripsIn, entriesIn, entriesById, paymentsAround, itemsOf }: PayReads, outstanding: ReturnType<typeof outstandingOf>) {
  /**
   * The ledgers of the partner's drivers (`driverIds`, or all) around Lagos days [from, to]: the
   * payments overlapping the span and every unpaid period from each driver's last payment (or their
   * ledger's first day) to the period holding `to`, each worked out now.
   */
  return (partnerId: number, driverIds: readonly number[] | null, span: readonly [string, string]): Map<number, DriverLedger> => {
    let from = span[0];
    const to = span[1];
    const rules = rulesOf(partnerId);
    const ids =
      driverIds ??
      db
        .select({ id: s.drivers.id })
        .from(s.drivers)
        .where(eq(s.drivers.partnerId, partnerId))
        .all()
        .map((d) => d.id);
    const { lastOf, within } = paymentsAround(partnerId, driverIds, from, to);
    const firstEntry = new Map(
      db
        .select({ driverId: s.payEntries.driverId, day: sql<string>`min(${s.payEntries.day})` })
        .from(s.payEntries)
        .where(eq(s.payEntries.partnerId, partnerId))
        .groupBy(s.payEntries.driverId)
        .all()
        .map((r) => [r.driverId, r.day]),
    );
    const fleetStart = rules.filter((r) => r.driver_id === null).reduce<string | null>((m, r) => (!m || r.from < m ? r.from : m), null);
    const ownStart = new Map<number, string>();
    for (const r of rules) if (r.driver_id !== null && (!ownStart.has(r.driver_id) || r.from < ownStart.get(r.driver_id)!)) ownStart.set(r.driver_id, r.from);
    const today = lagosDate(now());
    // Each driver's walk starts the day after their last payment, else at their record's first day
    // (a rule's or an entry's); a driver with neither has no record (no rule: no pay).
    const startOf = new Map<number, string>();
    for (const id of ids) {
      const last = lastOf.get(id);
      const first = [fleetStart, ownStart.get(id) ?? null, firstEntry.get(id) ?? null].filter((d): d is string => d !== null).sort()[0];
      const start = last ? addDays(last.periodEnd, 1) : first;
      if (start !== undefined) startOf.set(id, start);
    }
    // The days read for every driver start at `from`, or later where half the records start later (a
    // year's driver pay reads what is not yet paid); a driver whose record starts before is read
    // from their own start by the driver index.
    const starts = [...startOf.values()].sort();
    const middle = starts[Math.floor(starts.length / 2)];
    if (middle && middle > from) from = middle > to ? to : middle;
    // The trips read: the week holding `to` for every driver; the days before `from` only for the
    // drivers whose record starts earlier, and the days after only for those whose period (a month)
    // runs on — each by the driver index, so a fleet's run reads its week, not its month.
    const ofDriver = rulesByDriver(rules);
    const spansFor = (id: number) => spansOf([...(within.get(id) ?? []), ...(lastOf.has(id) ? [lastOf.get(id)!] : [])]);
    const commonEnd = [to, periodOf(to, 'week').end].sort()[1]!;
    const needEnd = new Map(ids.map((id) => [id, driverPeriodOf(to, ofDriver(id), id, spansFor(id)).end]));
    const read = tripsIn(partnerId, startOf.size ? driverIds : [], from, commonEnd);
    const early = ids.filter((id) => startOf.has(id) && startOf.get(id)! < from);
    const late = ids.filter((id) => startOf.has(id) && needEnd.get(id)! > commonEnd);
    // Grouped by where each record starts (most drivers: the day after last week's payment), so a
    // driver is read from their own start, not the earliest of all.
    const byStart = new Map<string, number[]>();
    for (const id of early) byStart.set(startOf.get(id)!, [...(byStart.get(startOf.get(id)!) ?? []), id]);
    for (const [start, group] of byStart) for (let i = 0; i < group.length; i += 200) tripsIn(partnerId, group.slice(i, i + 200), start, addDays(from, -1), read);
    for (let i = 0; i < late.length; i += 1_000) {
      const chunk = late.slice(i, i + 1_000);
      tripsIn(
        partnerId,
        chunk,
        addDays(commonEnd, 1),
        chunk
          .map((id) => needEnd.get(id)!)
          .sort()
          .at(-1)!,
        read,
      );
    }
    const { done, unfinished } = read;
    const walkFrom = [...startOf.values(), from].sort()[0]!;
    const end = [commonEnd, ...needEnd.values()].sort().at(-1)!;
    const entries = entriesIn(partnerId, driverIds, walkFrom, end);
    const corrections = outstanding(partnerId, rules, driverIds);
    // The stored balance: what each driver's last payment carried out, debt by debt.
    const debtItems = new Map<number, (typeof s.payPaymentItems.$inferSelect)[]>();
    for (const i of itemsOf(
      [...lastOf.values()].map((p) => p.id),
      'debt',
    ))
      debtItems.set(i.paymentId, [...(debtItems.get(i.paymentId) ?? []), i]);
    const named = new Map<number, EntryRow>();
    for (const list of entries.values()) for (const e of list) named.set(e.id, e);
    const wantedIds = new Set<number>();
    for (const list of entries.values()) for (const e of list) if (e.reversesId !== null && !named.has(e.reversesId)) wantedIds.add(e.reversesId);
    for (const list of corrections.values()) for (const c of list) if (c.entry_id !== null && !named.has(c.entry_id)) wantedIds.add(c.entry_id);
    for (const e of entriesById([...wantedIds])) named.set(e.id, e);
    // A reversed correction's entry may itself be a reversal's target: one more step.
    const more = [...named.values()].flatMap((e) => (e.reversesId !== null && !named.has(e.reversesId) ? [e.reversesId] : []));
    for (const e of entriesById(more)) named.set(e.id, e);
    const known = new Map([...named.values()].map((e) => [e.id, entryOf(e)]));

    const out = new Map<number, DriverLedger>();
    for (const id of ids) {
      const rules = ofDriver(id);
      const last = lastOf.get(id) ?? null;
      const start = startOf.get(id);
      if (start === undefined) {
        out.set(id, { driverId: id, lastPaid: last, reachStart: from, paid: within.get(id) ?? [], open: [], attach: null, entries: named });
        continue;
      }
      const paid = within.get(id) ?? [];
      const spans = spansOf([...paid, ...(last ? [last] : [])]);
      const trips = (done.get(id) ?? []).filter((t) => t.day >= start);
      const mine = (entries.get(id) ?? []).filter((e) => e.day >= start);
      const owed = corrections.get(id) ?? [];
      const unfinishedDays = unfinished.get(id) ?? new Map<string, number>();
      const debtsIn = last ? debtsOf(debtItems.get(last.id) ?? []) : [];
      // The periods to work out: those with a trip or an entry, those of the span, and the first (where corrections land).
      const keyed = new Map<string, PayPeriod>();
      const seen = new Set<string>();
      const add = (day: string) => {
        if (day < start || seen.has(day)) return;
        seen.add(day);
        const p = driverPeriodOf(day, rules, id, spans);
        keyed.set(p.start, p);
      };
      for (const t of trips) add(t.day);
      for (const e of mine) add(e.day);
      for (const day of unfinishedDays.keys()) add(day);
      for (let day = [from, start].sort()[1]!; day <= to && day <= end;) {
        const p = driverPeriodOf(day, rules, id, spans);
        keyed.set(p.start, p);
        day = addDays(p.end, 1);
      }
      const periods = [...keyed.values()].filter((p) => !paid.some((x) => x.periodStart === p.start)).sort((a, b) => (a.start < b.start ? -1 : 1));
      const inPeriod = <T>(list: readonly T[], day: (x: T) => string, p: PayPeriod) => list.filter((x) => day(x) >= p.start && day(x) <= p.end);
      const content = (p: PayPeriod) => inPeriod(trips, (t) => t.day, p).length > 0 || inPeriod(mine, (e) => e.day, p).length > 0 || [...unfinishedDays.keys()].some((d) => d >= p.start && d <= p.end);
      let attachAt = periods.findIndex(content);
      if (attachAt < 0 && owed.length) {
        const first = driverPeriodOf(start, rules, id, spans);
        if (!periods.some((p) => p.start === first.start)) periods.unshift(first);
        attachAt = periods.findIndex((p) => p.start === first.start);
      }
      const open: OpenPeriod[] = [];
      let debts = debtsIn;
      let attach: OpenPeriod | null = null;
      periods.forEach((period, i) => {
        // Nothing happened in it since the last payment: no slip of its own; the debts carry past it.
        if (attachAt < 0 || i < attachAt) return;
        const pt = inPeriod(trips, (t) => t.day, period);
        const pe = inPeriod(mine, (e) => e.day, period);
        const here = i === attachAt ? owed : [];
        const slip = slipOf({ period, rules, driverId: id, trips: pt, entries: pe.map(entryOf), debtsIn: debts, corrections: here, known });
        debts = slip.debts_out;
        const left = [...unfinishedDays].filter(([day]) => day >= period.start && day <= period.end).reduce((n, [, k]) => n + k, 0);
        const state: PeriodState = period.end >= today ? 'open' : left > 0 ? 'on_the_road' : i === attachAt ? 'payable' : 'earlier_unpaid';
        const o: OpenPeriod = { period, slip, state, unfinished: left, attach: i === attachAt, corrections: here, trips: pt, entries: pe };
        if (i === attachAt) attach = o;
        open.push(o);
      });
      out.set(id, { driverId: id, lastPaid: last, reachStart: start, paid, open, attach, entries: named });
    }
    return out;
  };
}

export type PayStore = ReturnType<typeof payStore>;
