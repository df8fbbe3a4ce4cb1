/**
 * The pay run as the API works it out (issue 53 §2–§4), shared by the owner's pay routes and the
 * driver's statement link: the partner's rules, each driver's takings (the completed trips they
 * drove and refunds of theirs), the owner's entries, and every driver's slip for a period by the
 * one pure module (app/domain/driver-pay.ts), with a paid period's slip as it was paid. Kobo.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { grossPay, payByLine, payThrough, periodOf, ruleInForce, type PayAdjustment, type PayLine, type PayPeriod, type PayRule } from '../app/domain/driver-pay.js';
import * as s from './db/schema.js';
import type { Db } from './db/index.js';
import { notFound } from './http.js';
import { lagosDate, lagosDayStartIso, tripDeductionsSql, tripStatusSql } from './trips.js';

type RuleRow = typeof s.payRules.$inferSelect;
/** A rule as the API answers it. */
export const ruleJson = (r: RuleRow): PayRule => ({ id: r.id, driver_id: r.driverId, basis: r.basis, share_bp: r.shareBp, amount_kobo: r.amountKobo, period: r.period, from: r.fromDate });

/**
 * The pay run's reads for `db`; `ready(partnerId)` first checks the partner may see money (throws as it does).
 * @returns ownDriver (404 for another partner's driver), rulesOf, linesOf and runOf.
 */
export function payRuns({ db, ready }: { db: Db; ready: (partnerId: number) => unknown }) {
  const ownDriver = (partnerId: number, id: number) => {
    const d = db.select().from(s.drivers).where(eq(s.drivers.id, id)).get();
    if (!d || d.partnerId !== partnerId) throw notFound('Driver');
    return d;
  };
  const rulesOf = (partnerId: number) => db.select().from(s.payRules).where(eq(s.payRules.partnerId, partnerId)).orderBy(asc(s.payRules.fromDate), asc(s.payRules.id)).all().map(ruleJson);

  const linesOf = (partnerId: number, driverIds: number[], end: string, start?: string) => payLinesOf(db, partnerId, driverIds, end, start);

  /** The period's run: every driver with trips, entries or a payment in it, their slip (carried from the periods before), and the totals. */
  const runOf = (partnerId: number, period: PayPeriod) => {
    ready(partnerId);
    const rules = rulesOf(partnerId);
    const drivers = db.select().from(s.drivers).where(eq(s.drivers.partnerId, partnerId)).orderBy(asc(s.drivers.fname), asc(s.drivers.lname)).all();
    const ids = drivers.map((d) => d.id);
    const lines = linesOf(partnerId, ids, period.end);
    const adjustments = new Map<number, PayAdjustment[]>();
    for (const a of db
      .select()
      .from(s.payAdjustments)
      .where(and(eq(s.payAdjustments.partnerId, partnerId), lte(s.payAdjustments.day, period.end)))
      .all())
      adjustments.set(a.driverId, [...(adjustments.get(a.driverId) ?? []), { kind: a.kind, amount_kobo: a.amountKobo, day: a.day }]);
    const payments = db
      .select()
      .from(s.payPayments)
      .where(and(eq(s.payPayments.partnerId, partnerId), eq(s.payPayments.period, period.kind)))
      .all();
    const notes = new Map<number, (typeof s.payStatementNotes.$inferSelect)[]>();
    for (const n of db
      .select()
      .from(s.payStatementNotes)
      .where(and(eq(s.payStatementNotes.partnerId, partnerId), eq(s.payStatementNotes.period, period.kind), eq(s.payStatementNotes.periodStart, period.start)))
      .orderBy(desc(s.payStatementNotes.id))
      .all())
      notes.set(n.driverId, [...(notes.get(n.driverId) ?? []), n]);
    const links = db
      .select()
      .from(s.payStatementLinks)
      .where(and(eq(s.payStatementLinks.partnerId, partnerId), eq(s.payStatementLinks.period, period.kind), eq(s.payStatementLinks.periodStart, period.start)))
      .orderBy(desc(s.payStatementLinks.id))
      .all();
    const statementOf = (driverId: number) => {
      const link = links.find((l) => l.driverId === driverId);
      return link ? { sent_at: link.createdAt, channel: link.channel, opened_at: link.openedAt } : null;
    };
    // The bank's CSV needs the whole account number: this read is for earnings roles only.
    const accounts = new Map(
      db
        .select({ driverId: s.payAccounts.driverId, account_name: s.payAccounts.accountName, account_number: s.payAccounts.accountNumber, bank_name: s.banks.name })
        .from(s.payAccounts)
        .innerJoin(s.banks, eq(s.banks.code, s.payAccounts.bankCode))
        .where(eq(s.payAccounts.partnerId, partnerId))
        .all()
        .map(({ driverId, ...bank }) => [driverId, bank]),
    );
    const rows = drivers.flatMap((d) => {
      const mine = lines.get(d.id) ?? [];
      const entries = adjustments.get(d.id) ?? [];
      const paid = payments.find((p) => p.driverId === d.id && p.periodStart === period.start) ?? null;
      const inPeriod = (day: string) => day >= period.start && day <= period.end;
      if (!paid && !mine.some((l) => inPeriod(l.day)) && !entries.some((a) => inPeriod(a.day))) return [];
      const firstDay = [...mine, ...entries].reduce((min, x) => (x.day < min ? x.day : min), period.start);
      const paidTaken = new Map(payments.filter((p) => p.driverId === d.id).map((p) => [p.periodStart, p.takenKobo]));
      const slip = payThrough({ driverId: d.id, rules, lines: mine, adjustments: entries, paidTaken }, periodOf(firstDay, period.kind), period);
      // A paid period is locked: what was paid stays, whatever was entered later.
      const locked = paid ? { gross_pay_kobo: paid.grossPayKobo, taken_kobo: paid.takenKobo, to_pay_kobo: paid.amountKobo } : {};
      return [
        {
          driver: { id: d.id, name: `${d.fname} ${d.lname}`, first_name: d.fname },
          ...slip,
          ...locked,
          rule: slip.rule,
          paid: paid ? { reference: paid.reference, paid_on: paid.paidOn, amount_kobo: paid.amountKobo } : null,
          notes: (notes.get(d.id) ?? []).map((n) => ({ note: n.note, created_at: n.createdAt })),
          statement: statementOf(d.id),
          bank: accounts.get(d.id) ?? null,
        },
      ];
    });
    const total = (k: 'trips' | 'net_kobo' | 'gross_pay_kobo' | 'bonus_kobo' | 'taken_kobo' | 'to_pay_kobo') => rows.reduce((n, x) => n + x[k], 0);
    return {
      period,
      rows,
      totals: {
        trips: total('trips'),
        net_kobo: total('net_kobo'),
        gross_pay_kobo: total('gross_pay_kobo'),
        bonus_kobo: total('bonus_kobo'),
        taken_kobo: total('taken_kobo'),
        to_pay_kobo: total('to_pay_kobo'),
      },
      default_rule: rules.filter((x) => x.driver_id === null && x.from <= period.start).at(-1) ?? null,
    };
  };

  /**
   * Driver pay over any days (issue 53 §5: margin): each pay period touching [from, to] (of the
   * kind of the driver's rule at `from`), its pay — as paid for a paid period, else as the rule
   * gives — attributed to its lines (`payByLine`), and the parts of the lines inside the days
   * summed per driver and per vehicle. Over whole periods it is the pay run's pay, to the kobo.
   * @returns kobo by driver id and by vehicle id.
   */
  const payOver = (partnerId: number, [from, to]: readonly [string, string]) => {
    const rules = rulesOf(partnerId);
    const byDriver = new Map<number, number>();
    const byVehicle = new Map<number, number>();
    if (!rules.length) return { byDriver, byVehicle };
    // The earliest day a period touching `from` can start: its week's Monday or its month's 1st.
    const first = [periodOf(from, 'week').start, periodOf(from, 'month').start].sort()[0]!;
    const ids = db
      .select({ id: s.drivers.id })
      .from(s.drivers)
      .where(eq(s.drivers.partnerId, partnerId))
      .all()
      .map((d) => d.id);
    const lines = linesOf(partnerId, ids, to, first);
    const paid = db.select().from(s.payPayments).where(eq(s.payPayments.partnerId, partnerId)).all();
    const add = (map: Map<number, number>, id: number, kobo: number) => map.set(id, (map.get(id) ?? 0) + kobo);
    for (const [driverId, mine] of lines) {
      const kind = ruleInForce(rules, driverId, from)?.period ?? 'week';
      // Each line into its period once: O(lines), not periods × lines.
      const byPeriod = new Map<string, PayLine[]>();
      for (const l of mine) {
        const start = periodOf(l.day, kind).start;
        const list = byPeriod.get(start);
        if (list) list.push(l);
        else byPeriod.set(start, [l]);
      }
      for (const [start, within] of byPeriod) {
        const rule = ruleInForce(rules, driverId, start);
        const gross = paid.find((p) => p.driverId === driverId && p.period === kind && p.periodStart === start)?.grossPayKobo ?? (rule ? grossPay(rule, within) : 0);
        payByLine(rule, gross, within).forEach((kobo, k) => {
          const l = within[k]!;
          if (l.day < from || l.day > to || !kobo) return;
          add(byDriver, driverId, kobo);
          if (l.vehicle_id !== undefined) add(byVehicle, l.vehicle_id, kobo);
        });
      }
    }
    return { byDriver, byVehicle };
  };

  return { ownDriver, rulesOf, linesOf, runOf, payOver };
}

/**
 * A driver's takings up to `end` (from `start`, when given): each completed trip they drove (its
 * day, its net) and each refund of theirs (on the first day of the month that paid it).
 */
function payLinesOf(db: Db, partnerId: number, driverIds: number[], end: string, start?: string): Map<number, PayLine[]> {
  const byDriver = new Map<number, PayLine[]>();
  const push = (id: number, line: PayLine) => {
    const list = byDriver.get(id);
    if (list) list.push(line);
    else byDriver.set(id, [line]);
  };
  if (!driverIds.length) return byDriver;
  for (const t of db
    .select({ driverId: s.trips.driverId, vehicleId: s.trips.vehicleId, startsAt: s.trips.startsAt, gross: s.trips.grossKobo, deducted: sql<number>`${tripDeductionsSql}` })
    .from(s.trips)
    .where(
      and(
        eq(s.trips.partnerId, partnerId),
        inArray(s.trips.driverId, driverIds),
        sql`${tripStatusSql()} = 'completed'`,
        lte(s.trips.startsAt, `${end}T23:59:59Z`),
        start ? gte(s.trips.startsAt, lagosDayStartIso(start)) : undefined,
      ),
    )
    .all()) {
    const day = lagosDate(Date.parse(t.startsAt));
    if (day <= end && (!start || day >= start)) push(t.driverId, { day, net_kobo: t.gross - Number(t.deducted), trip: true, vehicle_id: t.vehicleId });
  }
  for (const f of db
    .select({ driverId: s.trips.driverId, vehicleId: s.trips.vehicleId, month: s.deductions.payMonth, amount: s.deductions.amountKobo })
    .from(s.deductions)
    .innerJoin(s.trips, eq(s.trips.id, s.deductions.tripId))
    .where(and(eq(s.trips.partnerId, partnerId), inArray(s.trips.driverId, driverIds), sql`${s.deductions.payMonth} IS NOT NULL`))
    .all()) {
    const day = `${f.month}-01`;
    if (day <= end && (!start || day >= start)) push(f.driverId, { day, net_kobo: -f.amount, trip: false, vehicle_id: f.vehicleId });
  }
  return byDriver;
}
