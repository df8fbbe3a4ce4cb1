/**
 * Driver pay (issues 53, 67), as the marketplace's API keeps it — a ledger (ADR 0058): the fleet's
 * and each driver's rules (never edited: a rule from a later day, applied trip by trip), the owner's
 * entries (append-only, a wrong one reversed), each period's run worked out by sandbox/pay, drivers
 * marked paid once per period after a look (the amounts seen sent back and checked), payments voided
 * with a reason, the drivers' queries answered, bank accounts checked against the driver's name.
 * The owner and earnings managers; every write in the activity log; kobo throughout.
 */
import { Router } from 'express';
import { and, eq, sql } from 'drizzle-orm';
import * as contract from '../../contract/driver-pay.js';
import * as queries from '../../contract/queries.js';
import { periodQuery } from '../../contract/pay-periods.js';
import { dayFirst } from '../../contract/lagos-time.js';
import * as s from '../db/schema.js';
import { maskAccountNumber } from '../../contract/constants.js';
import { resolveAccountName } from './banks.js';
import { ApiError, h, notFound, partnerAccess, saidError, userOf, validate } from '../http.js';
import { recordActivity } from '../activity.js';
import { lagosDate } from '../trips.js';
import { EARNINGS_ROLES, moneyAccess } from './money-shared.js';
import { DRIVER_ROLES } from './fleet-shared.js';
import { contains } from './trips-shared.js';
import { payStore, ruleOf } from '../pay/store.js';
import { ruleOn } from '../pay/ledger.js';
import { payDriverAnswer, payRunAnswer, type RunAsk } from '../pay/run.js';
import { payEntriesRouter } from './pay-entries.js';
import { idParam, ownDriverOf, type Access, type Auth } from './pay-shared.js';
import { markPaid, voidPayment } from '../pay/payments.js';
import { holderIsDriver } from '../rules/holder-name.js';
import type { SandboxContext } from '../app.js';
import { apiNow } from '../clock.js';

/** Driver pay: rules and accounts, entries, the run and a driver's page, payments and voids, queries. */
export function driverPayRouter(ctx: SandboxContext): Router {
  const { auth, access, ready } = moneyAccess(ctx);
  return Router().use(payRulesRouter(ctx, auth, access), payEntriesRouter(ctx, auth, access), payRunRouter(ctx, auth, access, ready));
}

/** The pay rules (the partner's, a driver's in force) and the account each driver is paid into. */
function payRulesRouter({ db }: SandboxContext, auth: Auth, access: Access): Router {
  const r = Router();
  const store = payStore(db, apiNow);

  r.get(
    '/v1/partners/:id/pay/rules',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      res.json({ data: store.rulesOf(partner.id) });
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
      const rules = store.rulesOf(driver.partnerId);
      const today = lagosDate(apiNow());
      const rule = ruleOn(rules, driver.id, today);
      const next = rules.filter((x) => x.from > today && (x.driver_id === driver.id || (x.driver_id === null && !rules.some((o) => o.driver_id === driver.id)))).at(0) ?? null;
      res.json({ data: { rule, own: rule?.driver_id === driver.id, next } });
    }),
  );

  // A rule applies trip by trip from its day (issue 67 §3); from a day already paid, what it
  // changes is a correction in each driver's next pay (the answer says so).
  r.post(
    '/v1/partners/:id/pay/rules',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const body = validate(contract.payRuleCreate, req.body);
      const driver = body.driver_id === null ? null : ownDriverOf(db, partner.id, body.driver_id);
      const lastPaid = db
        .select({ end: sql<string | null>`max(${s.payPayments.periodEnd})` })
        .from(s.payPayments)
        .where(and(eq(s.payPayments.partnerId, partner.id), sql`${s.payPayments.voidedAt} IS NULL`, driver ? eq(s.payPayments.driverId, driver.id) : undefined))
        .get()?.end;
      const correctsPaid = Boolean(lastPaid && body.from <= lastPaid);
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
          detail: { text: correctsPaid ? 'From {{date}}; periods already paid are corrected in the next pay' : 'From {{date}}', values: { date: dayFirst(body.from) } },
        });
        return saved;
      });
      res.status(201).json({ data: { ...ruleOf(row), corrects_paid: correctsPaid } });
    }),
  );

  // The account a driver is paid into (issue 67 §6): the bank's name enquiry gives the holder's
  // name; one not in the driver's name is refused unless the owner confirms it, and stays flagged.
  r.put(
    '/v1/partners/:id/pay/accounts',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const body = validate(contract.payAccountSet, req.body);
      const driver = ownDriverOf(db, partner.id, body.driver_id);
      const bank = db.select().from(s.banks).where(eq(s.banks.code, body.bank_code)).get();
      if (!bank) throw new ApiError(422, 'bank_code: unknown bank', 'ValidationError', { bank_code: ['Please choose the bank'] });
      const accountName = resolveAccountName(body.account_number);
      const driverName = `${driver.fname} ${driver.lname}`;
      const matches = holderIsDriver(accountName, driverName);
      if (!matches && !body.confirm_name)
        throw saidError(409, 'PayAccountNameMismatch', [{ text: 'This account is in the name of {{holder}}, not {{driver}}', values: { holder: accountName, driver: driverName } }], 'account_number');
      const now = new Date(apiNow()).toISOString();
      const set = { bankCode: bank.code, accountNumber: body.account_number, accountName, nameMatches: matches, confirmedByUserId: matches ? null : userOf(req).id, updatedAt: now };
      db.transaction((tx) => {
        tx.insert(s.payAccounts)
          .values({ partnerId: partner.id, driverId: driver.id, ...set })
          .onConflictDoUpdate({ target: [s.payAccounts.partnerId, s.payAccounts.driverId], set })
          .run();
        const values = { bank: bank.name, account: maskAccountNumber(body.account_number), holder: accountName };
        recordActivity(tx, {
          partnerId: partner.id,
          actor: userOf(req),
          kind: 'pay.account_set',
          subject: { text: '{{driver}}', values: { driver: driverName } },
          detail: { text: matches ? '{{bank}} {{account}} ({{holder}})' : '{{bank}} {{account}} ({{holder}}): the name is not the driver’s, confirmed', values },
        });
      });
      res.json({
        data: { driver_id: driver.id, bank_name: bank.name, bank_code: bank.code, account_name: accountName, account_number: maskAccountNumber(body.account_number), name_matches: matches },
      });
    }),
  );

  return r;
}

/** The run, a driver's page, payments and voids, the drivers' queries and their answers. */
function payRunRouter({ db, portalUrl }: SandboxContext, auth: Auth, access: Access, ready: (partnerId: number) => void): Router {
  const r = Router();

  r.get(
    '/v1/partners/:id/pay/run',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      ready(partner.id);
      const q = validate(queries.payRun, req.query);
      const period = periodQuery(req.query as Record<string, unknown>, lagosDate(apiNow()));
      res.json({ data: payRunAnswer(db, apiNow, partner.id, period, { q: q.q, ids: q.ids, state: q.state as RunAsk['state'], page: q.page, perPage: q.perPage, items: q.items }) });
    }),
  );

  // The pay pages' driver picker (issue 67 §10): every driver of the partner by name, searchable and
  // paged, for earnings roles (who may not read the drivers' list itself).
  r.get(
    '/v1/partners/:id/pay/drivers',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const q = validate(queries.payDrivers, req.query);
      const where = and(eq(s.drivers.partnerId, partner.id), q.q ? contains(sql`${s.drivers.fname} || ' ' || ${s.drivers.lname}`, q.q) : undefined);
      const total = db
        .select({ n: sql<number>`count(*)` })
        .from(s.drivers)
        .where(where)
        .get()!.n;
      const rows = db
        .select({ id: s.drivers.id, fname: s.drivers.fname, lname: s.drivers.lname, removedAt: s.drivers.removedAt })
        .from(s.drivers)
        .where(where)
        .orderBy(s.drivers.fname, s.drivers.lname, s.drivers.id)
        .limit(q.perPage)
        .offset((q.page - 1) * q.perPage)
        .all();
      res.json({ data: rows.map((d) => ({ id: d.id, name: `${d.fname} ${d.lname}`, removed: Boolean(d.removedAt) })), metadata: { total: Number(total), page: q.page, perPage: q.perPage } });
    }),
  );

  r.get(
    '/v1/partners/:id/pay/drivers/:driverId',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      ready(partner.id);
      const period = periodQuery(req.query as Record<string, unknown>, lagosDate(apiNow()));
      const view = payDriverAnswer(db, apiNow, partner.id, idParam(req, 'driverId', 'Driver'), period.start);
      if (!view) throw notFound('Driver');
      res.json({ data: view });
    }),
  );

  r.post(
    '/v1/partners/:id/pay/payments',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      ready(partner.id);
      const body = validate(contract.payPaymentCreate, req.body);
      const paid = markPaid(db, apiNow, { partnerId: partner.id, user: userOf(req) }, body);
      res.status(201).json({ data: paid });
    }),
  );

  r.post(
    '/v1/partners/:id/pay/payments/:paymentId/void',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const body = validate(contract.payPaymentVoid, req.body);
      const voided = voidPayment(db, apiNow, { partnerId: partner.id, user: userOf(req) }, idParam(req, 'paymentId', 'Payment'), body.reason);
      res.json({ data: voided });
    }),
  );

  r.get(
    '/v1/partners/:id/pay/queries',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const open = validate(queries.payQueries, req.query).state !== 'all';
      const rows = db
        .select({ q: s.payQueries, fname: s.drivers.fname, lname: s.drivers.lname })
        .from(s.payQueries)
        .innerJoin(s.drivers, eq(s.drivers.id, s.payQueries.driverId))
        .where(and(eq(s.payQueries.partnerId, partner.id), open ? sql`${s.payQueries.answeredAt} IS NULL` : undefined))
        .orderBy(sql`${s.payQueries.id} DESC`)
        .limit(100)
        .all();
      res.json({
        data: rows.map(({ q, fname, lname }) => ({
          id: q.id,
          note: q.note,
          created_at: q.createdAt,
          answer: q.answer,
          answered_at: q.answeredAt,
          period: { kind: q.period, start: q.periodStart, end: q.periodEnd },
          driver: { id: q.driverId, name: `${fname} ${lname}` },
        })),
      });
    }),
  );

  // The owner answers a driver's query once (issue 67 §8); the driver reads it on their statement link.
  r.post(
    '/v1/partners/:id/pay/queries/:queryId/answer',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const body = validate(contract.payQueryAnswer, req.body);
      const query = db
        .select()
        .from(s.payQueries)
        .where(eq(s.payQueries.id, idParam(req, 'queryId', 'Query')))
        .get();
      if (!query || query.partnerId !== partner.id) throw notFound('Query');
      const driver = ownDriverOf(db, partner.id, query.driverId);
      const at = new Date(apiNow()).toISOString();
      db.transaction((tx) => {
        const done = tx
          .update(s.payQueries)
          .set({ answer: body.answer, answeredByUserId: userOf(req).id, answeredAt: at })
          .where(and(eq(s.payQueries.id, query.id), sql`${s.payQueries.answer} IS NULL`))
          .run();
        if (done.changes === 0) throw saidError(409, 'PayQueryAnswered', [{ text: 'This query is already answered' }]);
        recordActivity(tx, {
          partnerId: partner.id,
          actor: userOf(req),
          kind: 'pay.query_answered',
          subject: { text: '{{driver}}', values: { driver: `${driver.fname} ${driver.lname}` } },
          detail: { text: '{{from}} to {{to}}: {{note}}', values: { from: dayFirst(query.periodStart), to: dayFirst(query.periodEnd), note: body.answer } },
        });
      });
      void portalUrl;
      res.json({ data: { id: query.id, note: query.note, created_at: query.createdAt, answer: body.answer, answered_at: at } });
    }),
  );

  return r;
}
