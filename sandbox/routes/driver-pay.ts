/**
 * Driver pay (issue 53 §1–§3), as the marketplace's API would keep it: the partner's pay rules
 * (the fleet's default and each driver's, never edited: a change is a rule from a later day), the
 * owner's advances, recoveries and bonuses, each period's pay run worked out by the one pure
 * module (app/domain/driver-pay.ts) from the trips each driver drove, and drivers marked paid
 * once per period (then locked: a later entry never changes what was paid). The owner and
 * earnings managers; every write in the activity log; kobo throughout.
 */
import { Router } from 'express';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import * as contract from '../../contract/driver-pay.js';
import { dayFirst, isCalendarDay } from '../../contract/lagos-time.js';
import { formatKobo } from '../../app/domain/money.js';
import { payThrough, periodOf, type PayAdjustment, type PayLine, type PayPeriod, type PayRule } from '../../app/domain/driver-pay.js';
import * as s from '../db/schema.js';
import { ApiError, h, notFound, userOf, validate } from '../http.js';
import { recordActivity } from '../activity.js';
import { lagosDate, tripDeductionsSql, tripStatusSql } from '../trips.js';
import { moneyAccess } from './money-shared.js';
import type { SandboxContext } from '../app.js';
import { apiNow } from '../clock.js';

type RuleRow = typeof s.payRules.$inferSelect;
const ruleJson = (r: RuleRow): PayRule => ({ id: r.id, driver_id: r.driverId, basis: r.basis, share_bp: r.shareBp, amount_kobo: r.amountKobo, period: r.period, from: r.fromDate });

/** The log's sentence of each entry (contract/activity.ts `ACTIVITY_SENTENCES`). */
const ADJUSTMENT_SENTENCES = { advance: 'Advance of {{amount}} on {{date}}', recovery: 'Recovery of {{amount}} on {{date}}', bonus: 'Bonus of {{amount}} on {{date}}' } as const;

export function driverPayRouter({ db, clock }: SandboxContext): Router {
  const r = Router();
  const { auth, access, ready } = moneyAccess({ db, clock });

  const ownDriver = (partnerId: number, id: number) => {
    const d = db.select().from(s.drivers).where(eq(s.drivers.id, id)).get();
    if (!d || d.partnerId !== partnerId) throw notFound('Driver');
    return d;
  };
  const rulesOf = (partnerId: number) => db.select().from(s.payRules).where(eq(s.payRules.partnerId, partnerId)).orderBy(asc(s.payRules.fromDate), asc(s.payRules.id)).all().map(ruleJson);

  /** A driver's takings up to `end`: each completed trip they drove (its day, its net) and each refund of theirs (on the first day of the month that paid it). */
  const linesOf = (partnerId: number, driverIds: number[], end: string) => {
    const byDriver = new Map<number, PayLine[]>();
    const push = (id: number, line: PayLine) => byDriver.set(id, [...(byDriver.get(id) ?? []), line]);
    if (!driverIds.length) return byDriver;
    for (const t of db
      .select({ driverId: s.trips.driverId, startsAt: s.trips.startsAt, gross: s.trips.grossKobo, deducted: sql<number>`${tripDeductionsSql}` })
      .from(s.trips)
      .where(and(eq(s.trips.partnerId, partnerId), inArray(s.trips.driverId, driverIds), sql`${tripStatusSql()} = 'completed'`, lte(s.trips.startsAt, `${end}T23:59:59Z`)))
      .all()) {
      const day = lagosDate(Date.parse(t.startsAt));
      if (day <= end) push(t.driverId, { day, net_kobo: t.gross - Number(t.deducted), trip: true });
    }
    for (const f of db
      .select({ driverId: s.trips.driverId, month: s.deductions.payMonth, amount: s.deductions.amountKobo })
      .from(s.deductions)
      .innerJoin(s.trips, eq(s.trips.id, s.deductions.tripId))
      .where(and(eq(s.trips.partnerId, partnerId), inArray(s.trips.driverId, driverIds), sql`${s.deductions.payMonth} IS NOT NULL`))
      .all()) {
      const day = `${f.month}-01`;
      if (day <= end) push(f.driverId, { day, net_kobo: -f.amount, trip: false });
    }
    return byDriver;
  };

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
          driver: { id: d.id, name: `${d.fname} ${d.lname}` },
          ...slip,
          ...locked,
          rule: slip.rule,
          paid: paid ? { reference: paid.reference, paid_on: paid.paidOn, amount_kobo: paid.amountKobo } : null,
          bank: null,
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

  const periodQuery = (query: Record<string, unknown>): PayPeriod => {
    const kind = query.period === 'month' ? 'month' : 'week';
    const start = typeof query.start === 'string' && isCalendarDay(query.start) ? query.start : lagosDate(apiNow());
    return periodOf(start, kind);
  };

  r.get(
    '/v1/partners/:id/pay/rules',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      res.json({ data: rulesOf(partner.id) });
    }),
  );

  r.post(
    '/v1/partners/:id/pay/rules',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const body = validate(contract.payRuleCreate, req.body);
      const driver = body.driver_id === null ? null : ownDriver(partner.id, body.driver_id);
      // A rule never changes a period already paid: it starts after the last one paid.
      const lastPaid = db
        .select({ end: sql<string | null>`max(${s.payPayments.periodEnd})` })
        .from(s.payPayments)
        .where(and(eq(s.payPayments.partnerId, partner.id), driver ? eq(s.payPayments.driverId, driver.id) : undefined))
        .get()?.end;
      if (lastPaid && body.from <= lastPaid)
        throw new ApiError(
          409,
          `Pay up to ${dayFirst(lastPaid)} is already paid; a new rule can start from the day after`,
          'PayPeriodLocked',
          { from: ['Please choose a day after the last pay period paid'] },
          [{ text: 'Pay up to {{date}} is already paid; a new rule can start from the day after', values: { date: dayFirst(lastPaid) } }],
        );
      const row = db.transaction((tx) => {
        const saved = tx
          .insert(s.payRules)
          .values({
            partnerId: partner.id,
            driverId: driver?.id ?? null,
            basis: body.basis,
            shareBp: body.basis === 'share' ? body.share_bp : 0,
            amountKobo: body.basis === 'share' ? 0 : body.amount_kobo,
            period: body.period,
            fromDate: body.from,
          })
          .returning()
          .get();
        recordActivity(tx, {
          partnerId: partner.id,
          actor: userOf(req),
          kind: 'pay.rule_set',
          subject: driver ? { text: '{{driver}}', values: { driver: `${driver.fname} ${driver.lname}` } } : { text: 'Every driver without a rule of their own' },
          detail: { text: 'From {{date}}', values: { date: dayFirst(body.from) } },
        });
        return saved;
      });
      res.status(201).json({ data: ruleJson(row) });
    }),
  );

  r.post(
    '/v1/partners/:id/pay/adjustments',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const body = validate(contract.payAdjustmentCreate, req.body);
      const driver = ownDriver(partner.id, body.driver_id);
      const row = db.transaction((tx) => {
        const saved = tx
          .insert(s.payAdjustments)
          .values({ partnerId: partner.id, driverId: driver.id, kind: body.kind, amountKobo: body.amount_kobo, day: body.day, note: body.note })
          .returning()
          .get();
        recordActivity(tx, {
          partnerId: partner.id,
          actor: userOf(req),
          kind: 'pay.adjusted',
          subject: { text: '{{driver}}', values: { driver: `${driver.fname} ${driver.lname}` } },
          detail: { text: ADJUSTMENT_SENTENCES[body.kind], values: { amount: formatKobo(body.amount_kobo), date: dayFirst(body.day) } },
        });
        return saved;
      });
      res.status(201).json({ data: { id: row.id, driver_id: row.driverId, kind: row.kind, amount_kobo: row.amountKobo, day: row.day, note: row.note } });
    }),
  );

  r.get(
    '/v1/partners/:id/pay/run',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      res.json({ data: runOf(partner.id, periodQuery(req.query as Record<string, unknown>)) });
    }),
  );

  r.post(
    '/v1/partners/:id/pay/payments',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const body = validate(contract.payPaymentCreate, req.body);
      const period = periodOf(body.start, body.period);
      if (period.end >= lagosDate(apiNow()))
        throw new ApiError(409, 'A period is paid once it has ended', 'PayPeriodOpen', { start: ['Please choose a period that has ended'] }, [{ text: 'A period is paid once it has ended' }]);
      for (const id of body.driver_ids) ownDriver(partner.id, id);
      // One transaction: the slips as they stand, each driver paid once (the unique index holds against a parallel tap).
      const paid = db.transaction((tx) => {
        const run = runOf(partner.id, period);
        const out: number[] = [];
        for (const id of body.driver_ids) {
          const row = run.rows.find((x) => x.driver.id === id);
          if (!row || row.paid) continue;
          const done = tx
            .insert(s.payPayments)
            .values({
              partnerId: partner.id,
              driverId: id,
              period: period.kind,
              periodStart: period.start,
              periodEnd: period.end,
              amountKobo: row.to_pay_kobo,
              takenKobo: row.taken_kobo,
              grossPayKobo: row.gross_pay_kobo,
              reference: body.reference,
              paidOn: body.paid_on,
            })
            .onConflictDoNothing()
            .returning()
            .get();
          if (!done) continue;
          out.push(id);
          recordActivity(tx, {
            partnerId: partner.id,
            actor: userOf(req),
            kind: 'pay.paid',
            subject: { text: '{{driver}}', values: { driver: row.driver.name } },
            detail: {
              text: 'Paid {{amount}} for {{from}} to {{to}}, reference {{reference}}',
              values: { amount: formatKobo(row.to_pay_kobo), from: dayFirst(period.start), to: dayFirst(period.end), reference: body.reference },
            },
          });
        }
        return out;
      });
      res.status(201).json({ data: { paid_driver_ids: paid } });
    }),
  );

  return r;
}
