/**
 * Driver pay (issue 53 §1–§3), as the marketplace's API would keep it: the partner's pay rules
 * (the fleet's default and each driver's, never edited: a change is a rule from a later day), the
 * owner's advances, recoveries and bonuses, each period's pay run worked out by the one pure
 * module (app/domain/driver-pay.ts) from the trips each driver drove, and drivers marked paid
 * once per period (then locked: a later entry never changes what was paid). The owner and
 * earnings managers; every write in the activity log; kobo throughout.
 */
import { Router } from 'express';
import { and, eq, sql } from 'drizzle-orm';
import * as contract from '../../contract/driver-pay.js';
import { dayFirst, isCalendarDay } from '../../contract/lagos-time.js';
import { formatKobo } from '../../app/domain/money.js';
import { periodOf, ruleInForce, type PayPeriod } from '../../app/domain/driver-pay.js';
import * as s from '../db/schema.js';
import { maskAccountNumber } from '../../contract/constants.js';
import { resolveAccountName } from './banks.js';
import { ApiError, h, notFound, partnerAccess, userOf, validate } from '../http.js';
import { recordActivity } from '../activity.js';
import { lagosDate } from '../trips.js';
import { EARNINGS_ROLES, moneyAccess } from './money-shared.js';
import { DRIVER_ROLES } from './fleet-shared.js';
import { payRuns, ruleJson } from '../pay-run.js';
import type { SandboxContext } from '../app.js';
import { apiNow } from '../clock.js';

/** The log's sentence of each entry (contract/activity.ts `ACTIVITY_SENTENCES`). */
const ADJUSTMENT_SENTENCES = { advance: 'Advance of {{amount}} on {{date}}', recovery: 'Recovery of {{amount}} on {{date}}', bonus: 'Bonus of {{amount}} on {{date}}' } as const;

/** Driver pay (issue 53): each driver's rule and account, and the period's pay run, advances and payments. */
export function driverPayRouter(ctx: SandboxContext): Router {
  const { auth, access, ready } = moneyAccess(ctx);
  const pay = { auth, access, ...payRuns({ db: ctx.db, ready }) };
  return Router().use(payRulesRouter(ctx, pay), payRunRouter(ctx, pay));
}

/** What both halves of driver pay share: the money pages' access and the pay run's reads. */
type PayAccess = Pick<ReturnType<typeof moneyAccess>, 'auth' | 'access'> & ReturnType<typeof payRuns>;

/** The period of a pay run's query: `period` week (default) or month, from `start` (today in Lagos by default). */
const periodQuery = (query: Record<string, unknown>): PayPeriod => {
  const kind = query.period === 'month' ? 'month' : 'week';
  const start = typeof query.start === 'string' && isCalendarDay(query.start) ? query.start : lagosDate(apiNow());
  return periodOf(start, kind);
};

/** The pay rules (the partner's, a driver's in force) and the account each driver is paid into. */
function payRulesRouter({ db }: SandboxContext, { auth, access, ownDriver, rulesOf }: PayAccess): Router {
  const r = Router();

  r.get(
    '/v1/partners/:id/pay/rules',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      res.json({ data: rulesOf(partner.id) });
    }),
  );

  // A driver's rule in force today (issue 53 §6): whoever may read the driver — a driver manager
  // too — sees how the driver is paid, never what any driver was paid.
  r.get(
    '/v1/drivers/:id/pay-rule',
    auth,
    h((req, res) => {
      const driver = db
        .select()
        .from(s.drivers)
        .where(eq(s.drivers.id, Number(req.params.id)))
        .get();
      if (!driver || driver.removedAt) throw notFound('Driver');
      partnerAccess(db, userOf(req), String(driver.partnerId), [...DRIVER_ROLES, ...EARNINGS_ROLES]);
      const rules = rulesOf(driver.partnerId);
      const today = lagosDate(apiNow());
      const rule = ruleInForce(rules, driver.id, today);
      const next = rules.filter((x) => x.from > today && (x.driver_id === driver.id || (x.driver_id === null && !rules.some((o) => o.driver_id === driver.id)))).at(0) ?? null;
      res.json({ data: { rule, own: rule?.driver_id === driver.id, next } });
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

  // The account a driver is paid into (issue 53 §3): the bank's name enquiry gives the holder's
  // name, which the owner reads back before a transfer; one per driver, replaced by a new one.
  r.put(
    '/v1/partners/:id/pay/accounts',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const body = validate(contract.payAccountSet, req.body);
      const driver = ownDriver(partner.id, body.driver_id);
      const bank = db.select().from(s.banks).where(eq(s.banks.code, body.bank_code)).get();
      if (!bank) throw new ApiError(422, 'bank_code: unknown bank', 'ValidationError', { bank_code: ['Please choose the bank'] });
      const accountName = resolveAccountName(body.account_number);
      const now = new Date(apiNow()).toISOString();
      db.transaction((tx) => {
        tx.insert(s.payAccounts)
          .values({ partnerId: partner.id, driverId: driver.id, bankCode: bank.code, accountNumber: body.account_number, accountName, updatedAt: now })
          .onConflictDoUpdate({ target: [s.payAccounts.partnerId, s.payAccounts.driverId], set: { bankCode: bank.code, accountNumber: body.account_number, accountName, updatedAt: now } })
          .run();
        recordActivity(tx, {
          partnerId: partner.id,
          actor: userOf(req),
          kind: 'pay.account_set',
          subject: { text: '{{driver}}', values: { driver: `${driver.fname} ${driver.lname}` } },
          detail: { text: '{{bank}} {{account}} ({{holder}})', values: { bank: bank.name, account: maskAccountNumber(body.account_number), holder: accountName } },
        });
      });
      res.json({ data: { driver_id: driver.id, bank_name: bank.name, account_name: accountName, account_number: maskAccountNumber(body.account_number) } });
    }),
  );

  return r;
}

/** An advance, recovery or bonus recorded; the period's pay run read; drivers marked paid. */
function payRunRouter({ db }: SandboxContext, { auth, access, ownDriver, runOf }: PayAccess): Router {
  const r = Router();

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
