/**
 * A driver's pay statement by link (issue 53 §4), as the marketplace's API would keep it: the
 * owner (or an earnings manager) texts a driver a link to one period's pay — a 128-bit token kept
 * only as its SHA-256, in the language chosen, one SMS segment — and the driver reads it without
 * an account: their trips (day, route, plate, net), the rule, pay, bonus, advances and recoveries
 * taken, and whether it was paid. The driver may answer "This is not right" with a note, which the
 * pay run shows beside their line. Every write in the activity log; kobo throughout.
 *
 * - POST /v1/partners/:id/pay/statements — send (a newer link for the same driver and period replaces the older).
 * - POST /v1/pay-statements/open, /notes — the public page's read and note (no user: the token).
 */
import { Router } from 'express';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import * as contract from '../../contract/driver-pay.js';
import { dayFirst } from '../../contract/lagos-time.js';
import { isLanguage } from '../../contract/languages.js';
import { periodOf } from '../../app/domain/driver-pay.js';
import { notifyWords } from '../../app/domain/notify.js';
import { PAY_STATEMENT_LIFE_MS, payStatementMessage, payStatementPath } from '../../app/domain/pay-statement.js';
import * as s from '../db/schema.js';
import { ApiError, h, notFound, userOf, validate } from '../http.js';
import { recordActivity } from '../activity.js';
import { randomToken, sha256 } from '../lib/crypto.js';
import { lagosDate, lagosDayStartIso, tripDeductionsSql, tripStatusSql } from '../trips.js';
import { moneyAccess } from './money-shared.js';
import { payRuns } from '../pay-run.js';
import { tradingName } from './document-model.js';
import type { SandboxContext } from '../app.js';
import { apiNow } from '../clock.js';

/** Pay statements (issue 53): the owner sends a driver the link; the driver opens it and leaves a note. */
export function payStatementsRouter(ctx: SandboxContext): Router {
  const { auth, access, ready } = moneyAccess(ctx);
  const runs = payRuns({ db: ctx.db, ready });
  return Router().use(statementLinksRouter(ctx, { auth, access, ...runs }), driverStatementRouter(ctx, runs));
}

/** The owner's side: a driver's statement for a paid period, sent to the driver's phone as a link. */
function statementLinksRouter({ db, portalUrl }: SandboxContext, { auth, access, ownDriver, runOf }: Pick<ReturnType<typeof moneyAccess>, 'auth' | 'access'> & ReturnType<typeof payRuns>): Router {
  const r = Router();

  r.post(
    '/v1/partners/:id/pay/statements',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const body = validate(contract.payStatementCreate, req.body);
      const driver = ownDriver(partner.id, body.driver_id);
      const period = periodOf(body.start, body.period);
      const row = runOf(partner.id, period).rows.find((x) => x.driver.id === driver.id);
      if (!row) throw new ApiError(422, 'This driver has no trips or entries in this period', 'ValidationError', { driver_id: ['Please choose a driver with pay in this period'] });
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

/** The driver's page: no user; the token is the only key, in bodies, never in a URL the API logs. */
function driverStatementRouter({ db }: SandboxContext, { runOf }: ReturnType<typeof payRuns>): Router {
  const r = Router();

  /** The statement link of `token`, or 404 (unknown) / 410 (replaced, expired, driver removed). */
  const openLink = (token: string) => {
    const link = db
      .select()
      .from(s.payStatementLinks)
      .where(eq(s.payStatementLinks.tokenHash, sha256(token)))
      .get();
    if (!link) throw notFound('Link');
    const driver = db.select().from(s.drivers).where(eq(s.drivers.id, link.driverId)).get();
    if (!driver || driver.removedAt) throw new ApiError(410, 'This link was withdrawn', 'LinkWithdrawn');
    if (link.replacedAt) throw new ApiError(410, 'This link was replaced by a newer one', 'LinkReplaced');
    if (Date.parse(link.expiresAt) <= apiNow()) throw new ApiError(410, 'This link has expired', 'LinkExpired');
    return { link, driver };
  };

  const viewOf = ({ link, driver }: ReturnType<typeof openLink>): contract.PayStatementView => {
    const period = periodOf(link.periodStart, link.period);
    const row = runOf(link.partnerId, period).rows.find((x) => x.driver.id === driver.id);
    const partner = db.select().from(s.partners).where(eq(s.partners.id, link.partnerId)).get()!;
    // The trips the driver drove in the period, as the run counts them (completed, by Lagos day).
    const trips = db
      .select({ startsAt: s.trips.startsAt, route: s.routes.name, plate: s.vehicles.plate, gross: s.trips.grossKobo, deducted: sql<number>`${tripDeductionsSql}` })
      .from(s.trips)
      .innerJoin(s.routes, eq(s.routes.id, s.trips.routeId))
      .innerJoin(s.vehicles, eq(s.vehicles.id, s.trips.vehicleId))
      .where(
        and(
          eq(s.trips.partnerId, link.partnerId),
          eq(s.trips.driverId, driver.id),
          sql`${tripStatusSql()} = 'completed'`,
          gte(s.trips.startsAt, lagosDayStartIso(period.start)),
          lte(s.trips.startsAt, `${period.end}T23:59:59Z`),
        ),
      )
      .orderBy(asc(s.trips.startsAt))
      .all()
      .map((t) => ({ day: lagosDate(Date.parse(t.startsAt)), route: t.route, plate: t.plate, net_kobo: t.gross - Number(t.deducted) }))
      .filter((t) => t.day >= period.start && t.day <= period.end);
    const { bank: _bank, notes: _notes, statement: _statement, ...slip } = row ?? emptyRow(driver);
    const tripsNet = trips.reduce((n, t) => n + t.net_kobo, 0);
    const notes = db
      .select()
      .from(s.payStatementNotes)
      .where(eq(s.payStatementNotes.linkId, link.id))
      .orderBy(desc(s.payStatementNotes.id))
      .all()
      .map((n) => ({ note: n.note, created_at: n.createdAt }));
    // The driver's first name and the partner's name only: no surname, phone or other driver.
    return {
      trading_name: tradingName(db, partner),
      first_name: driver.fname,
      language: isLanguage(link.language) ? link.language : 'en-NG',
      period,
      trips,
      refunds_kobo: slip.net_kobo - tripsNet,
      row: { ...slip, driver: { id: driver.id, name: driver.fname, first_name: driver.fname } },
      notes,
    };
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

  r.post(
    '/v1/pay-statements/notes',
    h((req, res) => {
      const body = validate(contract.payStatementNote, req.body);
      const { link, driver } = openLink(body.token);
      const period = periodOf(link.periodStart, link.period);
      db.transaction((tx) => {
        tx.insert(s.payStatementNotes)
          .values({ linkId: link.id, partnerId: link.partnerId, driverId: driver.id, period: link.period, periodStart: link.periodStart, note: body.note, createdAt: new Date(apiNow()).toISOString() })
          .run();
        recordActivity(tx, {
          partnerId: link.partnerId,
          actor: null,
          actorLabel: 'Driver’s pay statement link',
          kind: 'pay.statement_queried',
          subject: { text: '{{driver}}', values: { driver: `${driver.fname} ${driver.lname}` } },
          detail: { text: '{{from}} to {{to}}: {{note}}', values: { from: dayFirst(period.start), to: dayFirst(period.end), note: body.note } },
        });
      });
      res.status(201).json({ data: viewOf(openLink(body.token)) });
    }),
  );

  return r;
}

/** A driver's line of a period with nothing in it (a statement opened after its entries were all that made it). */
function emptyRow(driver: { id: number; fname: string }) {
  return {
    driver: { id: driver.id, name: driver.fname, first_name: driver.fname },
    rule: null,
    trips: 0,
    days: 0,
    net_kobo: 0,
    gross_pay_kobo: 0,
    bonus_kobo: 0,
    owed_kobo: 0,
    taken_kobo: 0,
    to_pay_kobo: 0,
    carried_kobo: 0,
    paid: null,
    bank: null,
    notes: [],
    statement: null,
  };
}
