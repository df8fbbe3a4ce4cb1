/**
 * The pay run and a driver's page as the API answers them (issue 67 §1–§10): every driver's period
 * of the asked kind overlapping the asked calendar period — paid (as frozen) or worked out now —
 * with where it stands, its figures and lines, the account it goes to, the driver's query and
 * statement; the totals of all of them; a page of them by name, searchable. Kobo throughout.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type * as contract from '../../contract/driver-pay.js';
import type { PayPeriod } from '../../contract/pay-periods.js';
import * as s from '../db/schema.js';
import type { Db } from '../db/index.js';
import { addDays, lagosDate } from '../../contract/lagos-time.js';
import { driverPeriodOf, ruleOn } from './ledger.js';
import { entryJson, openRowJson, paidRowJson, userNames, type EntryWords } from './json.js';
import { payStore, type DriverLedger, type EntryRow, type PaymentRow } from './store.js';
import { maskAccountNumber } from '../../contract/constants.js';
import { memoRead } from '../memo.js';

type Row = z.input<typeof contract.payRunRow>;
type RunAnswer = z.input<typeof contract.payRun>;

/** What a run is asked: a search by name, a set of drivers, a state, the page, and whether with the lines. */
export type RunAsk = { q?: string; ids?: number[]; state?: Row['state']; page: number; perPage: number; items: boolean };

const overlaps = (p: { start: string; end: string }, q: { start: string; end: string }) => p.start <= q.end && p.end >= q.start;

/** The partner's drivers' pay accounts (the whole number: earnings roles only), by driver. */
function accountsOf(db: Db, partnerId: number, driverIds: readonly number[] | null) {
  return new Map(
    db
      .select({
        driverId: s.payAccounts.driverId,
        account_name: s.payAccounts.accountName,
        account_number: s.payAccounts.accountNumber,
        bank_code: s.payAccounts.bankCode,
        bank_name: s.banks.name,
        name_matches: s.payAccounts.nameMatches,
      })
      .from(s.payAccounts)
      .innerJoin(s.banks, eq(s.banks.code, s.payAccounts.bankCode))
      .where(and(eq(s.payAccounts.partnerId, partnerId), driverIds && driverIds.length <= 500 ? inArray(s.payAccounts.driverId, [...driverIds]) : undefined))
      .all()
      .map(({ driverId, ...bank }) => [driverId, bank]),
  );
}

/** The words of the entries a set of ledgers names: who made them and which were reversed. */
function wordsOf(db: Db, ledgers: Iterable<DriverLedger>, more: readonly EntryRow[] = []): EntryWords {
  const entries = new Map<number, EntryRow>();
  for (const l of ledgers) for (const [id, e] of l.entries) entries.set(id, e);
  for (const e of more) entries.set(e.id, e);
  const ids = [...entries.keys()];
  const reversed = new Set<number>();
  for (let i = 0; i < ids.length; i += 5_000)
    for (const r of db
      .select({ id: s.payEntries.reversesId })
      .from(s.payEntries)
      .where(inArray(s.payEntries.reversesId, ids.slice(i, i + 5_000)))
      .all())
      if (r.id !== null) reversed.add(r.id);
  return {
    entries,
    reversed,
    names: userNames(
      db,
      [...entries.values()].map((e) => e.createdByUserId),
    ),
  };
}

/**
 * Every row of a driver's ledgers for the calendar period `period`: their paid periods and their
 * worked-out ones of its kind overlapping it (those with anything to show).
 */
export function rowsOf(db: Db, partnerId: number, period: PayPeriod, ledgers: Map<number, DriverLedger>, withItems: boolean): Row[] {
  const store = payStore(db, () => 0);
  const rules = store.rulesOf(partnerId);
  const ids = [...ledgers.keys()];
  const few = ids.length <= 500;
  const drivers = new Map(
    db
      .select({ id: s.drivers.id, fname: s.drivers.fname, lname: s.drivers.lname })
      .from(s.drivers)
      .where(and(eq(s.drivers.partnerId, partnerId), few ? inArray(s.drivers.id, ids) : undefined))
      .all()
      .map((d) => [d.id, { id: d.id, name: `${d.fname} ${d.lname}`, first_name: d.fname }]),
  );
  const accounts = accountsOf(db, partnerId, few ? ids : null);
  const words = wordsOf(db, ledgers.values());
  const paidBy = userNames(
    db,
    [...ledgers.values()].flatMap((l) => l.paid.map((p) => p.createdByUserId)),
  );
  const queries = new Map(
    db
      .select()
      .from(s.payQueries)
      .where(
        and(
          eq(s.payQueries.partnerId, partnerId),
          eq(s.payQueries.period, period.kind),
          sql`${s.payQueries.periodEnd} >= ${period.start}`,
          sql`${s.payQueries.periodStart} <= ${period.end}`,
          few ? inArray(s.payQueries.driverId, ids) : undefined,
        ),
      )
      .all()
      .map((q) => [`${q.driverId}:${q.periodStart}`, { id: q.id, note: q.note, created_at: q.createdAt, answer: q.answer, answered_at: q.answeredAt }]),
  );
  const links = new Map<string, Row['statement']>();
  for (const l of db
    .select()
    .from(s.payStatementLinks)
    .where(
      and(
        eq(s.payStatementLinks.partnerId, partnerId),
        eq(s.payStatementLinks.period, period.kind),
        // A driver's period overlapping this one starts at most a month before it.
        sql`${s.payStatementLinks.periodStart} BETWEEN ${addDays(period.start, -31)} AND ${period.end}`,
        few ? inArray(s.payStatementLinks.driverId, ids) : undefined,
      ),
    )
    .orderBy(desc(s.payStatementLinks.id))
    .all()) {
    const key = `${l.driverId}:${l.periodStart}`;
    if (!links.has(key)) links.set(key, { sent_at: l.createdAt, channel: l.channel, opened_at: l.openedAt });
  }
  const rows: Row[] = [];
  for (const ledger of ledgers.values()) {
    const driver = drivers.get(ledger.driverId);
    if (!driver) continue;
    const bank = accounts.get(ledger.driverId) ?? null;
    const ctx = (start: string) => ({
      partnerId,
      driver,
      rules,
      words,
      bank,
      query: queries.get(`${driver.id}:${start}`) ?? null,
      statement: links.get(`${driver.id}:${start}`) ?? null,
      earlier: ledger.attach?.period ?? null,
      withItems,
    });
    for (const p of ledger.paid) {
      const span = { start: p.periodStart, end: p.periodEnd };
      if (p.period !== period.kind || !overlaps(span, period)) continue;
      rows.push(paidRowJson(p, { ...ctx(p.periodStart), paidBy: p.createdByUserId === null ? null : (paidBy.get(p.createdByUserId) ?? null) }));
    }
    for (const o of ledger.open) {
      if (o.period.kind !== period.kind || !overlaps(o.period, period)) continue;
      const something = o.trips.length > 0 || o.entries.length > 0 || o.corrections.length > 0 || o.slip.owed_kobo > 0 || o.unfinished > 0;
      if (something) rows.push(openRowJson(o, ctx(o.period.start)));
    }
  }
  return rows;
}

/** The totals of a run's rows (every driver of the period, not a page). */
function totalsOf(rows: readonly Row[]): RunAnswer['totals'] {
  const sum = (f: (r: Row) => number, of: readonly Row[] = rows) => of.reduce((n, r) => n + f(r), 0);
  const payable = rows.filter((r) => r.state === 'payable');
  const paid = rows.filter((r) => r.state === 'paid');
  const waiting = rows.filter((r) => r.state !== 'payable' && r.state !== 'paid');
  return {
    drivers: new Set(rows.map((r) => r.driver.id)).size,
    trips: sum((r) => r.trips),
    net_kobo: sum((r) => r.net_kobo),
    gross_pay_kobo: sum((r) => r.gross_pay_kobo),
    bonus_kobo: sum((r) => r.bonus_kobo),
    corrections_kobo: sum((r) => r.corrections_kobo ?? 0),
    taken_kobo: sum((r) => r.taken_kobo),
    to_pay_kobo: sum((r) => r.to_pay_kobo),
    payable: { count: payable.length, kobo: sum((r) => r.to_pay_kobo, payable) },
    paid: { count: paid.length, kobo: sum((r) => r.to_pay_kobo, paid) },
    waiting: { count: waiting.length, kobo: sum((r) => r.to_pay_kobo, waiting) },
    on_the_road: sum((r) => r.on_the_road ?? 0),
    mismatched_accounts: rows.filter((r) => r.bank && r.bank.name_matches === false).length,
  };
}

/** Lower case without accents: a name search that finds 'Ọlá' by 'ola'. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();

/**
 * The pay run of the calendar `period` (its kind's drivers), as the API answers it: the page of
 * rows asked (by driver name, then period), the totals of every row, the fleet's rule in force at
 * the period's end, and the drivers' queries still to answer.
 */
export function payRunAnswer(db: Db, now: () => number, partnerId: number, period: PayPeriod, ask: RunAsk): RunAnswer {
  const store = payStore(db, now);
  // Every driver's row once per change of the data and per 30 s of the clock, as the breakdowns are
  // kept (ADR 0054): an owner pages and searches a fleet's run without working it out again.
  const all = memoRead(
    db,
    `pay-run:${partnerId}:${period.kind}:${period.start}:${ask.ids?.join(',') ?? ''}:${ask.items}`,
    30_000,
    () =>
      rowsOf(db, partnerId, period, store.ledgers(partnerId, ask.ids ?? null, [period.start, period.end]), ask.items).sort(
        (a, b) => a.driver.name.localeCompare(b.driver.name) || a.driver.id - b.driver.id || (a.period.start < b.period.start ? -1 : 1),
      ),
    now(),
  );
  const q = ask.q ? folded(ask.q.trim()) : '';
  const chosen = all.filter((r) => (!q || folded(r.driver.name).includes(q)) && (!ask.state || r.state === ask.state));
  const rules = store.rulesOf(partnerId);
  const fleet = rules.filter((r) => r.driver_id === null && r.from <= period.end);
  const openQueries = db
    .select({ n: sql<number>`count(*)` })
    .from(s.payQueries)
    .where(and(eq(s.payQueries.partnerId, partnerId), sql`${s.payQueries.answeredAt} IS NULL`))
    .get()!.n;
  return {
    period,
    rows: chosen.slice((ask.page - 1) * ask.perPage, ask.page * ask.perPage),
    metadata: { total: chosen.length, page: ask.page, perPage: ask.perPage },
    totals: totalsOf(all),
    default_rule: fleet.at(-1) ?? null,
    open_queries: Number(openQueries),
  };
}

type DriverAnswer = z.input<typeof contract.payDriverView>;

/**
 * One driver's page (issue 67 §4): their period holding `day` (of their own kind) as the run shows
 * it with its lines, its trips with each one's pay, their entries and payments, what they still
 * owe, their rule, account and queries.
 * @returns null when the driver is not the partner's.
 */
export function payDriverAnswer(db: Db, now: () => number, partnerId: number, driverId: number, day: string): DriverAnswer | null {
  const driver = db.select().from(s.drivers).where(eq(s.drivers.id, driverId)).get();
  if (!driver || driver.partnerId !== partnerId) return null;
  const store = payStore(db, now);
  const rules = store.rulesOf(partnerId);
  const history = paymentHistory(db, partnerId, driverId);
  const live = history.filter((p) => !p.voidedAt);
  const period = driverPeriodOf(
    day,
    rules,
    driverId,
    live.map((p) => ({ kind: p.period, start: p.periodStart, end: p.periodEnd })),
  );
  const ledgers = store.ledgers(partnerId, [driverId], [period.start, period.end]);
  const ledger = ledgers.get(driverId)!;
  const row = rowsOf(db, partnerId, period, ledgers, true).find((r) => r.period.start === period.start) ?? null;
  // The period's trips with their route, plate and part of the pay (as frozen when paid).
  const payment = ledger.paid.find((p) => p.periodStart === period.start) ?? null;
  const parts = new Map<number, number>();
  if (payment) for (const i of store.itemsOf([payment.id])) if (i.kind === 'trip') parts.set(i.tripId!, i.payKobo);
  const open = ledger.open.find((o) => o.period.start === period.start);
  if (open) for (const [id, part] of open.slip.parts) parts.set(id, part.pay_kobo);
  const tripIds = payment ? [...parts.keys()] : (open?.trips.map((t) => t.id) ?? []);
  const trips = tripIds.length
    ? db
        .select({
          id: s.trips.id,
          startsAt: s.trips.startsAt,
          route: s.routes.name,
          plate: s.vehicles.plate,
          gross: s.trips.grossKobo,
          deducted: sql<number>`(SELECT coalesce(sum("deductions"."amount_kobo"), 0) FROM "deductions" WHERE "deductions"."trip_id" = "trips"."id")`,
        })
        .from(s.trips)
        .innerJoin(s.routes, eq(s.routes.id, s.trips.routeId))
        .innerJoin(s.vehicles, eq(s.vehicles.id, s.trips.vehicleId))
        .where(inArray(s.trips.id, tripIds))
        .orderBy(s.trips.startsAt)
        .all()
        .map((t) => ({ id: t.id, day: lagosDate(Date.parse(t.startsAt)), route: t.route, plate: t.plate, net_kobo: t.gross - Number(t.deducted), pay_kobo: parts.get(t.id) ?? 0 }))
    : [];
  // Alike on purpose (issue 70 §4): two reads of different tables (entries, queries), each with its own limit.
  const recent = db
    .select()
    .from(s.payEntries)
    .where(and(eq(s.payEntries.partnerId, partnerId), eq(s.payEntries.driverId, driverId)))
    .orderBy(desc(s.payEntries.id))
    .limit(50)
    .all();
  const words = wordsOf(db, [ledger], recent);
  const names = userNames(db, [...history.flatMap((p) => [p.createdByUserId, p.voidedByUserId])]);
  const latest = live.reduce<(typeof live)[number] | null>((m, p) => (!m || p.periodEnd > m.periodEnd ? p : m), null);
  // What the driver still owes: the debts after the last period worked out, else after the last payment.
  const lastOpen = ledger.open.at(-1);
  const debts = lastOpen ? lastOpen.slip.debts_out : latest ? store.itemsOf([latest.id]).flatMap((i) => (i.kind === 'debt' && i.debt ? [JSON.parse(i.debt)] : [])) : [];
  const account = accountsOf(db, partnerId, [driverId]).get(driverId);
  const today = lagosDate(now());
  const ownNext = rules.filter((r) => r.from > today && (r.driver_id === driverId || r.driver_id === null)).at(0) ?? null;
  const queries = db
    .select()
    .from(s.payQueries)
    .where(and(eq(s.payQueries.partnerId, partnerId), eq(s.payQueries.driverId, driverId)))
    .orderBy(desc(s.payQueries.id))
    .limit(10)
    .all();
  const first = db
    .select({ start: sql<string | null>`min(${s.payPayments.reachStart})` })
    .from(s.payPayments)
    .where(and(eq(s.payPayments.partnerId, partnerId), eq(s.payPayments.driverId, driverId), sql`${s.payPayments.voidedAt} IS NULL`))
    .get()?.start;
  return {
    driver: { id: driver.id, name: `${driver.fname} ${driver.lname}`, first_name: driver.fname, removed: Boolean(driver.removedAt) },
    row,
    period,
    trips,
    entries: recent.map((e) => entryJson(e, words.names, words.reversed)),
    payments: history.map((p) => ({
      id: p.id,
      period: { kind: p.period, start: p.periodStart, end: p.periodEnd },
      amount_kobo: p.amountKobo,
      reference: p.reference,
      transfer_ref: p.transferRef,
      paid_on: p.paidOn,
      by: p.createdByUserId === null ? null : (names.get(p.createdByUserId) ?? null),
      voided: p.voidedAt ? { at: p.voidedAt, reason: p.voidReason ?? '', by: p.voidedByUserId === null ? null : (names.get(p.voidedByUserId) ?? null) } : null,
      voidable: !p.voidedAt && latest?.id === p.id,
    })),
    debts: debts.map((d: { kind: string; entry_id: number | null; day: string; amount_kobo: number; left_kobo: number }) => {
      const e = d.entry_id === null ? undefined : words.entries.get(d.entry_id);
      return { kind: d.kind, entry: e ? entryJson(e, words.names, words.reversed) : null, day: d.day, amount_kobo: d.amount_kobo, left_kobo: d.left_kobo };
    }),
    rule: ruleOn(rules, driverId, today),
    next_rule: ownNext,
    account: account ? { driver_id: driverId, ...account, account_number: maskAccountNumber(account.account_number) } : null,
    queries: queries.map((q) => ({ id: q.id, note: q.note, created_at: q.createdAt, answer: q.answer, answered_at: q.answeredAt, period: { kind: q.period, start: q.periodStart, end: q.periodEnd } })),
    entries_from: first ?? null,
  };
}

/** The partner's newest payments of a driver (voided included), newest first. */
export function paymentHistory(db: Db, partnerId: number, driverId: number, limit = 12): PaymentRow[] {
  return db
    .select()
    .from(s.payPayments)
    .where(and(eq(s.payPayments.partnerId, partnerId), eq(s.payPayments.driverId, driverId)))
    .orderBy(desc(s.payPayments.periodStart), desc(s.payPayments.id))
    .limit(limit)
    .all();
}
