/**
 * Deduction queries (issues 36, 41): a partner queries one deduction of a trip, with a reason, a
 * note and optional evidence; the marketplace answers (`/__sandbox/deduction-queries/:id/decide`
 * stands for its back office): upheld, refunded or partly refunded. A refund becomes a refund
 * line (a negative deduction, cause `refund`, with its words) on the deduction's own trip (its
 * driver, vehicle and route), paid with the first payout not yet made (`pay_month`), so every sum
 * (payslip, CSV, PDF, By driver, By vehicle, the year's statement) includes it once, to the kobo.
 * One query per deduction, ever, and one refund per deduction: unique indexes in the schema, so
 * no race can make a second.
 *
 * - POST /v1/partners/:id/deduction-queries (owner and earnings managers): 201; 404 for another
 *   partner's deduction; 409 `QueryOpen` while one is open on it, 409 `QueryAnswered` once it is
 *   answered; 422 `QueryWindowClosed` after QUERY_WINDOW_DAYS from the payout that carried it;
 *   422 for a refund line or unknown evidence.
 * - GET /v1/partners/:id/deduction-queries?status=&page=&perPage=: newest first.
 * - GET /v1/partners/:id/deduction-queries/:queryId and GET /v1/partners/:id/deductions/:id.
 */
import { Router, type Request } from 'express';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import * as contract from '../../contract/requests.js';
import { causeLabel, DEDUCTION_QUERY_REASONS, REFUND_CAUSE, type DeductionQueryReason } from '../../contract/constants.js';
import { dayFirst, lagosDate } from '../../contract/lagos-time.js';
import * as queries from '../../contract/queries.js';
import * as s from '../db/schema.js';
import { ApiError, h, notFound, paging, partnerAccess, requireAuth, userOf, validate } from '../http.js';
import { actorName, recordActivity } from '../activity.js';
import { recipientLanguage, send } from '../outbox.js';
import { deductionItemJson, queryMarks, queryWindowOf } from '../deductions.js';
import { preferencesOf } from '../reminders.js';
import { nairaOf, refundNote } from '../words/money.js';
import { queryAnswer } from '../words/notify.js';
import { wordsIn } from '../words/say.js';
import { touchTrips } from '../memo.js';
import { addDays, ensureTrips } from '../trips.js';
import { ensurePayouts, monthOf, payoutOfMonth, settlementOf } from '../payouts.js';
import { EARNINGS_ROLES } from './money-shared.js';
import { MARKETPLACE_SUPPORT_EMAIL } from './cost-configurations.js';
import type { Db } from '../db/index.js';
import type { SandboxContext } from '../app.js';

type QueryRow = typeof s.deductionQueries.$inferSelect;
type Naira = (kobo: number) => string;
/** Naira as the API writes them into its sentences (sandbox/words/money.ts; the portal's formatter agrees, issue 70). */
const naira: Naira = nairaOf;

/** A deduction with its trip, route and vehicle; undefined when it is not `partnerId`'s. */
function deductionRow(db: Db, partnerId: number, id: number) {
  return db
    .select({ d: s.deductions, trip: s.trips, routeCode: s.routes.code, plate: s.vehicles.plate })
    .from(s.deductions)
    .innerJoin(s.trips, eq(s.trips.id, s.deductions.tripId))
    .innerJoin(s.routes, eq(s.routes.id, s.trips.routeId))
    .innerJoin(s.vehicles, eq(s.vehicles.id, s.trips.vehicleId))
    .where(and(eq(s.deductions.id, id), eq(s.trips.partnerId, partnerId)))
    .get();
}
type DeductionRow = NonNullable<ReturnType<typeof deductionRow>>;

function detailJson(db: Db, row: DeductionRow, now: number) {
  const w = queryWindowOf(db, row.trip.partnerId, monthOf(lagosDate(Date.parse(row.trip.startsAt))), now);
  return {
    ...deductionItemJson(row.d, queryMarks(db, [row.d.id]), w.open),
    trip_id: row.trip.id,
    trip_date: lagosDate(Date.parse(row.trip.startsAt)),
    route_code: row.routeCode,
    plate: row.plate,
    payout: w.payout,
    window_closes_on: w.closesOn,
    window_open: w.open,
  };
}

function queryJson(db: Db, q: QueryRow, now: number) {
  const row = deductionRow(db, q.partnerId, q.deductionId)!;
  // The refund line stays on the deduction's own trip; the month whose payout carries it is its own.
  const refundLine = q.refundDeductionId
    ? db
        .select({ tripId: s.deductions.tripId, startsAt: s.trips.startsAt, payMonth: s.deductions.payMonth })
        .from(s.deductions)
        .innerJoin(s.trips, eq(s.trips.id, s.deductions.tripId))
        .where(eq(s.deductions.id, q.refundDeductionId))
        .get()
    : undefined;
  const refundMonth = refundLine ? (refundLine.payMonth ?? monthOf(lagosDate(Date.parse(refundLine.startsAt)))) : null;
  return {
    id: q.id,
    status: q.status,
    reason: DEDUCTION_QUERY_REASONS[q.reason as DeductionQueryReason] ?? q.reason,
    note: q.note,
    evidence_url: q.evidenceUrl,
    by_name: q.byName,
    created_at: q.createdAt,
    answer: q.answer,
    decided_at: q.decidedAt,
    refunded_kobo: q.refundedKobo,
    deduction: detailJson(db, row, now),
    refund:
      refundLine && refundMonth
        ? {
            deduction_id: q.refundDeductionId!,
            trip_id: refundLine.tripId,
            trip_date: lagosDate(Date.parse(refundLine.startsAt)),
            month: refundMonth,
            payout_reference: settlementOf(db, q.partnerId, refundMonth)?.reference ?? null,
          }
        : null,
  };
}

/**
 * The month whose payout carries a refund decided at `now` (issue 41 §2): the first month, from
 * the deduction's own month on, whose payout is not made yet (held counts as made: its amount is
 * fixed), by the API's clock; at the latest the current month.
 */
function payMonthOf(db: Db, partnerId: number, tripMonth: string, now: number): string {
  const current = monthOf(lagosDate(now));
  for (let m = tripMonth; m < current; m = monthOf(addDays(`${m}-28`, 7))) if (!payoutOfMonth(db, partnerId, m)) return m;
  return current;
}

/** Is `error` SQLite's refusal of a second row under a unique index? */
const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === 'SQLITE_CONSTRAINT_UNIQUE';

/** The words of an answered query: "Refunded ₦2,105.00 on 27-11-2026", "Upheld on 27-11-2026". */
function answeredWords(q: QueryRow): string {
  const on = q.decidedAt ? ` on ${dayFirst(lagosDate(Date.parse(q.decidedAt)))}` : '';
  return q.status === 'upheld' ? `Upheld${on}` : `${q.status === 'refunded' ? 'Refunded' : 'Partly refunded'} ${naira(q.refundedKobo)}${on}`;
}

/** Deduction queries (issues 36, 41): the partner reads a deduction and queries it; the marketplace answers. */
export function deductionQueriesRouter(ctx: SandboxContext): Router {
  return Router().use(partnerQueriesRouter(ctx), deductionQueryAnswersRouter(ctx));
}

/** The partner's side: a deduction's detail, a query raised, the queries listed and read. */
function partnerQueriesRouter({ db, clock }: SandboxContext): Router {
  const r = Router();
  const auth = requireAuth(db);
  const access = (req: Request) => partnerAccess(db, userOf(req), String(req.params.id), EARNINGS_ROLES);
  const ready = (partnerId: number) => {
    ensureTrips(db);
    ensurePayouts(db, partnerId, clock.now());
  };
  const ownQuery = (partnerId: number, raw: unknown) => {
    const id = Number(raw);
    const q = Number.isSafeInteger(id)
      ? db
          .select()
          .from(s.deductionQueries)
          .where(and(eq(s.deductionQueries.id, id), eq(s.deductionQueries.partnerId, partnerId)))
          .get()
      : undefined;
    return q ?? fail(notFound('Query'));
  };

  r.get(
    '/v1/partners/:id/deductions/:deductionId',
    auth,
    h((req, res) => {
      const { partner } = access(req);
      ready(partner.id);
      const row = deductionRow(db, partner.id, Number(req.params.deductionId)) ?? fail(notFound('Deduction'));
      res.json({ data: detailJson(db, row, clock.now()) });
    }),
  );

  r.post(
    '/v1/partners/:id/deduction-queries',
    auth,
    h((req, res) => {
      const { partner } = access(req);
      ready(partner.id);
      const body = validate(contract.deductionQueryCreate, req.body);
      const row = deductionRow(db, partner.id, body.deduction_id) ?? fail(notFound('Deduction'));
      if (row.d.cause === REFUND_CAUSE || row.d.amountKobo <= 0) throw new ApiError(422, 'A refund cannot be queried', 'ValidationError', { deduction_id: ['A refund cannot be queried'] });
      // One query per deduction, ever: open, it is still being looked at; answered is answered.
      const earlier = db.select().from(s.deductionQueries).where(eq(s.deductionQueries.deductionId, row.d.id)).get();
      if (earlier?.status === 'open')
        throw new ApiError(409, `Query #${earlier.id} about this deduction is still open`, 'QueryOpen', { deduction_id: [`Query #${earlier.id} about this deduction is still open`] });
      if (earlier) {
        const words = `Query #${earlier.id} about this deduction was answered: ${answeredWords(earlier)}`;
        throw new ApiError(409, words, 'QueryAnswered', { deduction_id: [words] });
      }
      const { closesOn, open: windowOpen } = queryWindowOf(db, partner.id, monthOf(lagosDate(Date.parse(row.trip.startsAt))), clock.now());
      if (closesOn && !windowOpen) throw new ApiError(422, `Queries on this deduction closed on ${dayFirst(closesOn)}`, 'QueryWindowClosed');
      if (body.evidence_url) {
        const key = body.evidence_url.split('/').pop() ?? '';
        if (!db.select().from(s.files).where(eq(s.files.key, key)).get())
          throw new ApiError(422, 'The uploaded file was not found', 'UnknownFile', { evidence_url: ['The uploaded file was not found'] });
      }
      const user = userOf(req);
      const insert = () =>
        db.transaction((tx) => {
          const inserted = tx
            .insert(s.deductionQueries)
            .values({
              partnerId: partner.id,
              deductionId: row.d.id,
              userId: user.id,
              byName: actorName(user),
              reason: body.reason,
              note: body.note,
              evidenceUrl: body.evidence_url,
              status: 'open',
              createdAt: new Date(clock.now()).toISOString(),
            })
            .returning()
            .get();
          recordActivity(tx, {
            partnerId: partner.id,
            actor: user,
            kind: 'deduction.queried',
            subject: { text: '{{cause}} on {{day}} ({{plate}})', values: { cause: causeLabel(row.d.cause), day: dayFirst(lagosDate(Date.parse(row.trip.startsAt))), plate: row.plate } },
            detail: { text: '{{amount}}: {{why}}', values: { amount: naira(row.d.amountKobo), why: DEDUCTION_QUERY_REASONS[body.reason] } },
          });
          return inserted;
        });
      let q: QueryRow;
      try {
        q = insert();
      } catch (error) {
        // Another request queried it between the check and the write: the unique index says so.
        if (isUniqueViolation(error)) throw new ApiError(409, 'This deduction has already been queried', 'QueryOpen', { deduction_id: ['This deduction has already been queried'] });
        throw error;
      }
      send(db, {
        to: MARKETPLACE_SUPPORT_EMAIL,
        channel: 'email',
        subject: `Deduction query #${q.id}: ${partner.companyName}`,
        body: `${partner.companyName} (${partner.accountSid}) queries the ${causeLabel(row.d.cause).toLowerCase()} of ${naira(row.d.amountKobo)} on trip #${row.trip.id} (${row.plate}, ${dayFirst(lagosDate(Date.parse(row.trip.startsAt)))}): ${DEDUCTION_QUERY_REASONS[body.reason]}. ${body.note}`,
      });
      res.status(201).json({ data: queryJson(db, q, clock.now()) });
    }),
  );

  r.get(
    '/v1/partners/:id/deduction-queries',
    auth,
    h((req, res) => {
      const { partner } = access(req);
      const q = validate(queries.deductionQueryList, req.query);
      const { page, perPage, offset } = paging(req.query);
      const where = and(eq(s.deductionQueries.partnerId, partner.id), q.status ? eq(s.deductionQueries.status, q.status) : undefined);
      const total = db.select({ n: count() }).from(s.deductionQueries).where(where).get()?.n ?? 0;
      const rows = db.select().from(s.deductionQueries).where(where).orderBy(desc(s.deductionQueries.id)).limit(perPage).offset(offset).all();
      res.json({ data: rows.map((row) => queryJson(db, row, clock.now())), metadata: { total, page, perPage } });
    }),
  );

  r.get(
    '/v1/partners/:id/deduction-queries/:queryId',
    auth,
    h((req, res) => {
      const { partner } = access(req);
      ready(partner.id);
      res.json({ data: queryJson(db, ownQuery(partner.id, req.params.queryId), clock.now()) });
    }),
  );

  return r;
}

/** The marketplace answers a query (its back office): upheld, or refunded in full or in part. */
function deductionQueryAnswersRouter({ db, clock, portalUrl }: SandboxContext): Router {
  const r = Router();

  r.post(
    '/__sandbox/deduction-queries/:id/decide',
    h((req, res) => {
      const body = validate(
        z.object({ decision: z.enum(['upheld', 'refunded', 'partly_refunded']), answer: z.string().trim().min(1).max(1000), refund_kobo: z.number().int().positive().optional() }),
        req.body,
      );
      const q =
        db
          .select()
          .from(s.deductionQueries)
          .where(eq(s.deductionQueries.id, Number(req.params.id)))
          .get() ?? fail(notFound('Query'));
      if (q.status !== 'open') throw new ApiError(409, 'This query is already answered', 'QueryAnswered');
      const row = deductionRow(db, q.partnerId, q.deductionId)!;
      const refund = body.decision === 'upheld' ? 0 : body.decision === 'refunded' ? row.d.amountKobo : (body.refund_kobo ?? 0);
      if (body.decision === 'partly_refunded' && !(refund > 0 && refund < row.d.amountKobo))
        throw new ApiError(422, 'A part refund is more than nothing and less than the deduction', 'ValidationError', { refund_kobo: ['Out of range'] });
      const now = clock.now();
      ensureTrips(db);
      const tripDay = lagosDate(Date.parse(row.trip.startsAt));
      const payMonth = refund ? payMonthOf(db, q.partnerId, monthOf(tripDay), now) : null;
      const words = refundNote(row.d.cause, dayFirst(tripDay));
      const decide = () =>
        db.transaction((tx) => {
          // On the deduction's own trip (its driver, vehicle, route), paid with `payMonth`'s payout;
          // `refund_of` is unique: a deduction is refunded once, whatever arrives.
          const line = refund
            ? tx.insert(s.deductions).values({ tripId: row.trip.id, cause: REFUND_CAUSE, amountKobo: -refund, note: words, queryId: q.id, refundOf: row.d.id, payMonth }).returning().get()
            : undefined;
          tx.update(s.deductionQueries)
            .set({ status: body.decision, answer: body.answer, refundedKobo: refund, refundDeductionId: line?.id ?? null, decidedAt: new Date(now).toISOString() })
            .where(eq(s.deductionQueries.id, q.id))
            .run();
          recordActivity(tx, {
            partnerId: q.partnerId,
            actor: null,
            kind: 'deduction.answered',
            subject: { text: 'Query #{{id}}: {{cause}} on {{day}} ({{plate}})', values: { id: String(q.id), cause: causeLabel(row.d.cause), day: dayFirst(tripDay), plate: row.plate } },
            detail: refund ? { text: `${body.decision === 'refunded' ? 'Refunded' : 'Partly refunded'}: {{amount}} on the next payout`, values: { amount: naira(refund) } } : { text: 'Upheld' },
          });
        });
      try {
        decide();
      } catch (error) {
        if (isUniqueViolation(error)) throw new ApiError(409, 'This deduction has already been refunded', 'AlreadyRefunded');
        throw error;
      }
      touchTrips(db);
      // The owner hears the answer on the channels chosen in Settings → Notifications.
      const owner = db.select().from(s.users).innerJoin(s.partners, eq(s.partners.ownerUserId, s.users.id)).where(eq(s.partners.id, q.partnerId)).get();
      if (owner) {
        // The SMS is the outcome and the link (one segment); the email adds the cause and the answer's
        // words. In the owner's language (issue 51 §4), the cause as the money catalogue names it.
        const language = recipientLanguage(owner.users.language);
        // The message links to the query's page, where the answer and the refund's payout are.
        const link = `${portalUrl()}/earnings/queries/${q.id}`;
        const prefs = preferencesOf(db, q.partnerId);
        const said = queryAnswer(
          language,
          { id: q.id, cause: wordsIn(language, 'money')(causeLabel(row.d.cause)), day: tripDay, plate: row.plate, refundKobo: refund || null, answer: body.answer, link },
          prefs.plain_letters,
        );
        for (const channel of prefs.channels) {
          const to = channel === 'email' ? owner.users.email : owner.users.phone;
          if (to) send(db, { to, channel, subject: said.subject, body: channel === 'email' ? said.email : said.sms, link });
        }
      }
      res.json({ data: queryJson(db, db.select().from(s.deductionQueries).where(eq(s.deductionQueries.id, q.id)).get()!, clock.now()) });
    }),
  );

  return r;
}

/** Throw `error` where an expression is expected. */
function fail(error: Error): never {
  throw error;
}
