/**
 * A driver's pay statement by link (issues 53 §4, 67 §4, §8), as the marketplace's API would keep
 * it: the owner (or an earnings manager) texts a driver a link to one period's pay — a 128-bit token
 * kept only as its SHA-256, in the language chosen, one SMS segment — and the driver reads it without
 * an account: their trips (day, route, plate, net), the rule, each line of their pay (entries with
 * their date and note, corrections with what they correct, what each advance took and what is left)
 * and whether it was paid. "This is not right" opens one query per driver and period, which the owner
 * is told of (on the channels of their settings) and answers; the driver reads the answer on the link.
 *
 * - GET /v1/partners/:id/pay/statements/preview — the message a send would carry, the token as dots (ADR 0071).
 * - POST /v1/partners/:id/pay/statements — send (a newer link for the same driver and period replaces the older).
 * - POST /v1/pay-statements/open, /notes — the public page's read and query (no user: the token).
 */
import { Router } from 'express';
import { and, asc, eq, sql } from 'drizzle-orm';
import * as contract from '../../contract/driver-pay.js';
import { dayFirst, isCalendarDay } from '../../contract/lagos-time.js';
import { isLanguage } from '../../contract/languages.js';
import { periodOf } from '../../contract/pay-periods.js';
import { payStatementPreview } from '../../contract/queries.js';
import { LINK_TOKEN_DOTS } from '../words/notify.js';
import { notifyWords, payQueryNotice } from '../words/notify.js';
import { PAY_STATEMENT_LIFE_MS, payStatementPath } from '../../contract/links.js';
import { payStatementMessage } from '../words/pay-statement.js';
import * as s from '../db/schema.js';
import { ApiError, h, notFound, saidError, userOf, validate } from '../http.js';
import { recordActivity } from '../activity.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import { lagosDate } from '../trips.js';
import { moneyAccess } from './money-shared.js';
import { payStore } from '../pay/store.js';
import { rowsOf } from '../pay/run.js';
import { tradingName } from './document-model.js';
import { recipientLanguage, send } from '../outbox.js';
import { preferencesOf } from '../reminders.js';
import type { SandboxContext } from '../app.js';
import type { Db } from '../db/index.js';
import { apiNow } from '../clock.js';

/** Pay statements: the owner sends a driver the link; the driver opens it and may query it once. */
export function payStatementsRouter(ctx: SandboxContext): Router {
  const { auth, access, ready } = moneyAccess(ctx);
  return Router().use(statementLinksRouter(ctx, auth, access, ready), driverStatementRouter(ctx));
}

/** The driver's row of the driver's own period that starts on `start` (of `kind`), as the run shows it; null when there is none. */
function driverRow(db: Db, partnerId: number, driverId: number, kind: 'week' | 'month', start: string) {
  const ledgers = payStore(db, apiNow).ledgers(partnerId, [driverId], [start, start]);
  const rows = rowsOf(db, partnerId, periodOf(start, kind), ledgers, true);
  return rows.find((r) => r.period.start === start) ?? rows.find((r) => r.period.start <= start && r.period.end >= start) ?? null;
}

/** The owner's side: a driver's statement for a period, sent to the driver's phone as a link. */
function statementLinksRouter(
  { db, portalUrl }: SandboxContext,
  auth: ReturnType<typeof moneyAccess>['auth'],
  access: ReturnType<typeof moneyAccess>['access'],
  ready: (partnerId: number) => void,
): Router {
  const r = Router();

  // What a send would carry, in the language asked: the portal shows it before the owner sends, and never composes it.
  r.get(
    '/v1/partners/:id/pay/statements/preview',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const query = validate(payStatementPreview, req.query);
      const kind = query.period ?? 'week';
      if (!query.start || !isCalendarDay(query.start)) throw new ApiError(422, 'Please choose a period', 'ValidationError', { start: ['Please enter a date'] });
      const driver = db.select().from(s.drivers).where(eq(s.drivers.id, query.driver_id)).get();
      if (!driver || driver.partnerId !== partner.id) throw notFound('Driver');
      const row = driverRow(db, partner.id, driver.id, kind, periodOf(query.start, kind).start) ?? driverRow(db, partner.id, driver.id, kind, query.start);
      if (!row) throw new ApiError(422, 'This driver has no trips or entries in this period', 'ValidationError', { driver_id: ['Please choose a driver with pay in this period'] });
      const link = `${portalUrl()}${payStatementPath(LINK_TOKEN_DOTS)}`;
      res.json({ data: { message: payStatementMessage({ firstName: driver.fname, period: row.period, toPayKobo: row.to_pay_kobo, link, language: query.language }) } });
    }),
  );

  r.post(
    '/v1/partners/:id/pay/statements',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      ready(partner.id);
      const body = validate(contract.payStatementCreate, req.body);
      const driver = db.select().from(s.drivers).where(eq(s.drivers.id, body.driver_id)).get();
      if (!driver || driver.partnerId !== partner.id) throw notFound('Driver');
      const row = driverRow(db, partner.id, driver.id, body.period, periodOf(body.start, body.period).start) ?? driverRow(db, partner.id, driver.id, body.period, body.start);
      if (!row) throw new ApiError(422, 'This driver has no trips or entries in this period', 'ValidationError', { driver_id: ['Please choose a driver with pay in this period'] });
      const period = row.period;
      const token = randomToken(16);
      const link = `${portalUrl()}${payStatementPath(token)}`;
      const message = payStatementMessage({ firstName: driver.fname, period, toPayKobo: row.to_pay_kobo, link, language: body.language });
      const now = new Date(apiNow());
      db.transaction((tx) => {
        tx.update(s.payStatementLinks)
          .set({ replacedAt: now.toISOString() })
          .where(
            and(
              eq(s.payStatementLinks.driverId, driver.id),
              eq(s.payStatementLinks.period, period.kind),
              eq(s.payStatementLinks.periodStart, period.start),
              sql`${s.payStatementLinks.replacedAt} IS NULL`,
            ),
          )
          .run();
        tx.insert(s.payStatementLinks)
          .values({
            partnerId: partner.id,
            driverId: driver.id,
            tokenHash: sha256(token),
            period: period.kind,
            periodStart: period.start,
            channel: body.channel,
            language: body.language,
            createdByUserId: userOf(req).id,
            createdAt: now.toISOString(),
            expiresAt: new Date(now.getTime() + PAY_STATEMENT_LIFE_MS).toISOString(),
          })
          .run();
        tx.insert(s.outbox)
          .values({ to: driver.phone, channel: body.channel, subject: notifyWords(body.language)('subject.pay_statement'), body: message, link, createdAt: now.toISOString() })
          .run();
        recordActivity(tx, {
          partnerId: partner.id,
          actor: userOf(req),
          kind: 'pay.statement_sent',
          subject: { text: '{{driver}}', values: { driver: `${driver.fname} ${driver.lname}` } },
          detail: { text: body.channel === 'sms' ? '{{from}} to {{to}} by SMS' : '{{from}} to {{to}} by WhatsApp', values: { from: dayFirst(period.start), to: dayFirst(period.end) } },
        });
      });
      res.status(201).json({ data: { sent_to: driver.phone.slice(-4) } });
    }),
  );

  return r;
}

/**
 * The driver's page: no user; the token is the only key, in bodies, never in a URL the API logs.
 * Every link that does not read — unknown, replaced, expired, withdrawn — answers alike (404
 * `LinkClosed`): a stranger learns nothing of a token by guessing it (ADR 0058, replacing 0045's
 * 404/410 split); the page says the same words for each.
 */
function driverStatementRouter({ db, portalUrl }: SandboxContext): Router {
  const r = Router();

  /** The statement link of `token`, or 404 for any link that does not read. */
  const openLink = (token: string) => {
    const closed = new ApiError(404, 'This link does not work', 'LinkClosed');
    const link = db
      .select()
      .from(s.payStatementLinks)
      .where(eq(s.payStatementLinks.tokenHash, sha256(token)))
      .get();
    if (!link || link.replacedAt || Date.parse(link.expiresAt) <= apiNow()) throw closed;
    const driver = db.select().from(s.drivers).where(eq(s.drivers.id, link.driverId)).get();
    if (!driver || driver.removedAt) throw closed;
    return { link, driver };
  };

  const viewOf = ({ link, driver }: ReturnType<typeof openLink>): contract.PayStatementView => {
    const partner = db.select().from(s.partners).where(eq(s.partners.id, link.partnerId)).get()!;
    const row = driverRow(db, link.partnerId, driver.id, link.period, link.periodStart);
    const period = row?.period ?? periodOf(link.periodStart, link.period);
    // The trips the driver drove in the period, as the run counts them (completed, by Lagos day, net of every deduction and refund).
    const { done } = payStore(db, apiNow).tripsIn(link.partnerId, [driver.id], period.start, period.end);
    const ids = (done.get(driver.id) ?? []).map((t) => t.id);
    const trips = ids.length
      ? db
          .select({ id: s.trips.id, startsAt: s.trips.startsAt, route: s.routes.name, plate: s.vehicles.plate })
          .from(s.trips)
          .innerJoin(s.routes, eq(s.routes.id, s.trips.routeId))
          .innerJoin(s.vehicles, eq(s.vehicles.id, s.trips.vehicleId))
          .where(sql`${s.trips.id} IN (${sql.join(ids, sql`, `)})`)
          .orderBy(asc(s.trips.startsAt))
          .all()
          .map((t) => ({ day: lagosDate(Date.parse(t.startsAt)), route: t.route, plate: t.plate, net_kobo: done.get(driver.id)!.find((x) => x.id === t.id)!.net_kobo }))
      : [];
    const query = db
      .select()
      .from(s.payQueries)
      .where(and(eq(s.payQueries.partnerId, link.partnerId), eq(s.payQueries.driverId, driver.id), eq(s.payQueries.period, link.period), eq(s.payQueries.periodStart, period.start)))
      .get();
    const { bank: _bank, query: _query, statement: _statement, ...slip } = row ?? emptyRow(driver, period);
    // The driver reads what each line is, never who at the partner entered it (their data, not the driver's).
    const items = JSON.parse(JSON.stringify(slip.items ?? []), (key, value: unknown) => (key === 'by' ? null : value)) as typeof slip.items;
    // The driver's first name and the partner's name only: no surname, phone or other driver.
    return {
      trading_name: tradingName(db, partner),
      first_name: driver.fname,
      language: isLanguage(link.language) ? link.language : 'en-NG',
      period,
      trips,
      row: { ...slip, items, driver: { id: driver.id, name: driver.fname, first_name: driver.fname } },
      query: query ? { id: query.id, note: query.note, created_at: query.createdAt, answer: query.answer, answered_at: query.answeredAt } : null,
    } as contract.PayStatementView;
  };

  r.post(
    '/v1/pay-statements/open',
    h((req, res) => {
      const { token, viewer } = validate(contract.payStatementOpen, req.body);
      const opened = openLink(token);
      if (viewer && !opened.link.openedAt)
        db.update(s.payStatementLinks)
          .set({ openedAt: new Date(apiNow()).toISOString() })
          .where(eq(s.payStatementLinks.id, opened.link.id))
          .run();
      res.json({ data: viewOf(opened) });
    }),
  );

  // "This is not right": one query per driver and period (issue 67 §8), told to the owner.
  r.post(
    '/v1/pay-statements/notes',
    h((req, res) => {
      const body = validate(contract.payStatementNote, req.body);
      const { link, driver } = openLink(body.token);
      const view = viewOf({ link, driver });
      const period = view.period;
      const at = new Date(apiNow()).toISOString();
      db.transaction((tx) => {
        const saved = tx
          .insert(s.payQueries)
          .values({ partnerId: link.partnerId, driverId: driver.id, linkId: link.id, period: period.kind, periodStart: period.start, periodEnd: period.end, note: body.note, createdAt: at })
          .onConflictDoNothing()
          .returning()
          .get();
        if (!saved) throw saidError(409, 'PayQueryExists', [{ text: 'You already sent a note for this period. The answer will show here.' }], 'note');
        recordActivity(tx, {
          partnerId: link.partnerId,
          actor: null,
          actorLabel: 'Driver’s pay statement link',
          kind: 'pay.statement_queried',
          subject: { text: '{{driver}}', values: { driver: `${driver.fname} ${driver.lname}` } },
          detail: { text: '{{from}} to {{to}}: {{note}}', values: { from: dayFirst(period.start), to: dayFirst(period.end), note: body.note } },
        });
        // The owner hears of it on the channels of their settings, in their language, with a link to the driver's pay.
        const owner = tx.select().from(s.users).innerJoin(s.partners, eq(s.partners.ownerUserId, s.users.id)).where(eq(s.partners.id, link.partnerId)).get();
        if (owner) {
          const language = recipientLanguage(owner.users.language);
          const prefs = preferencesOf(tx as unknown as Db, link.partnerId);
          const page = `${portalUrl()}/earnings/pay/driver/${driver.id}?period=${period.kind}&start=${period.start}`;
          const said = payQueryNotice(language, { driver: `${driver.fname} ${driver.lname}`, from: period.start, to: period.end, note: body.note, link: page }, prefs.plain_letters);
          for (const channel of prefs.channels) {
            const to = channel === 'email' ? owner.users.email : owner.users.phone;
            if (to) send(tx as unknown as Db, { to, channel, subject: said.subject, body: channel === 'email' ? said.email : said.sms, link: page });
          }
        }
      });
      res.status(201).json({ data: viewOf({ link, driver }) });
    }),
  );

  return r;
}

/** A driver's line of a period with nothing in it (a statement opened after its entries were all reversed). */
function emptyRow(driver: { id: number; fname: string }, period: { kind: 'week' | 'month'; start: string; end: string }) {
  return {
    driver: { id: driver.id, name: driver.fname, first_name: driver.fname },
    period,
    state: 'open' as const,
    earlier: null,
    on_the_road: 0,
    rule: null,
    trips: 0,
    days: 0,
    net_kobo: 0,
    gross_pay_kobo: 0,
    bonus_kobo: 0,
    corrections_kobo: 0,
    returned_kobo: 0,
    owed_kobo: 0,
    taken_kobo: 0,
    to_pay_kobo: 0,
    carried_kobo: 0,
    items: [],
    lines: 0,
    paid: null,
    transfer_ref: '',
    bank: null,
    query: null,
    statement: null,
  };
}
