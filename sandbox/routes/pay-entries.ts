/**
 * A driver's pay entries (issue 67 §4), as the marketplace's API keeps them: an advance, a recovery
 * or a bonus recorded with its day (up to today, not before the driver's record begins), note and
 * who made it; a wrong one reversed by a new entry with the reason, never edited or deleted. An
 * entry dated in a period already paid is answered with the payment it corrects. Every write in
 * the activity log; kobo throughout.
 */
import { Router } from 'express';
import { and, eq, sql } from 'drizzle-orm';
import * as contract from '../../contract/driver-pay.js';
import { dayFirst } from '../../contract/lagos-time.js';
import { nairaOf } from '../words/money.js';
import * as s from '../db/schema.js';
import { h, notFound, saidError, userOf, validate } from '../http.js';
import { recordActivity } from '../activity.js';
import { lagosDate } from '../trips.js';
import type { SandboxContext } from '../app.js';
import { apiNow } from '../clock.js';
import { idParam, ownDriverOf, type Access, type Auth } from './pay-shared.js';

/** The log's sentence of an entry: without a note, with one, reversed. */
const ENTRY_SENTENCES = {
  advance: ['Advance of {{amount}} on {{date}}', 'Advance of {{amount}} on {{date}}: {{note}}', 'Advance of {{amount}} on {{date}} reversed: {{note}}'],
  recovery: ['Recovery of {{amount}} on {{date}}', 'Recovery of {{amount}} on {{date}}: {{note}}', 'Recovery of {{amount}} on {{date}} reversed: {{note}}'],
  bonus: ['Bonus of {{amount}} on {{date}}', 'Bonus of {{amount}} on {{date}}: {{note}}', 'Bonus of {{amount}} on {{date}} reversed: {{note}}'],
} as const;

/** An advance, recovery or bonus recorded; a wrong one reversed. */
export function payEntriesRouter({ db }: SandboxContext, auth: Auth, access: Access): Router {
  const r = Router();

  // The first day a driver's entry may be dated: their ledger's first (the first payment's reach).
  const ledgerFirst = (partnerId: number, driverId: number) =>
    db
      .select({ start: sql<string | null>`min(${s.payPayments.reachStart})` })
      .from(s.payPayments)
      .where(and(eq(s.payPayments.partnerId, partnerId), eq(s.payPayments.driverId, driverId), sql`${s.payPayments.voidedAt} IS NULL`))
      .get()?.start ?? null;

  r.post(
    '/v1/partners/:id/pay/entries',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const body = validate(contract.payEntryCreate, req.body);
      const driver = ownDriverOf(db, partner.id, body.driver_id);
      const today = lagosDate(apiNow());
      if (body.day > today) throw saidError(422, 'ValidationError', [{ text: 'Please choose a day up to today' }], 'day');
      const first = ledgerFirst(partner.id, driver.id);
      if (first && body.day < first)
        throw saidError(422, 'ValidationError', [{ text: 'Please choose a day from {{date}}: pay before it is not in this record', values: { date: dayFirst(first) } }], 'day');
      // The payment whose period (or the empty days before it) holds the day: the entry corrects it.
      const corrects = db
        .select()
        .from(s.payPayments)
        .where(
          and(
            eq(s.payPayments.partnerId, partner.id),
            eq(s.payPayments.driverId, driver.id),
            sql`${s.payPayments.voidedAt} IS NULL`,
            sql`${s.payPayments.reachStart} <= ${body.day}`,
            sql`${s.payPayments.periodEnd} >= ${body.day}`,
          ),
        )
        .get();
      const row = db.transaction((tx) => {
        const saved = tx
          .insert(s.payEntries)
          .values({
            partnerId: partner.id,
            driverId: driver.id,
            kind: body.kind,
            amountKobo: body.amount_kobo,
            day: body.day,
            note: body.note,
            createdByUserId: userOf(req).id,
            createdAt: new Date(apiNow()).toISOString(),
          })
          .returning()
          .get();
        const [plain, noted] = ENTRY_SENTENCES[body.kind];
        recordActivity(tx, {
          partnerId: partner.id,
          actor: userOf(req),
          kind: 'pay.adjusted',
          subject: { text: '{{driver}}', values: { driver: `${driver.fname} ${driver.lname}` } },
          detail: { text: body.note ? noted : plain, values: { amount: nairaOf(body.amount_kobo), date: dayFirst(body.day), ...(body.note ? { note: body.note } : {}) } },
        });
        return saved;
      });
      res.status(201).json({
        data: {
          id: row.id,
          driver_id: row.driverId,
          kind: row.kind,
          amount_kobo: row.amountKobo,
          day: row.day,
          note: row.note,
          corrects: corrects ? { kind: corrects.period, start: corrects.periodStart, end: corrects.periodEnd } : null,
        },
      });
    }),
  );

  // A wrong entry is reversed by a new one dated today, never edited or deleted (issue 67 §4).
  r.post(
    '/v1/partners/:id/pay/entries/:entryId/reverse',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const body = validate(contract.payEntryReverse, req.body);
      const entry = db
        .select()
        .from(s.payEntries)
        .where(eq(s.payEntries.id, idParam(req, 'entryId', 'Entry')))
        .get();
      if (!entry || entry.partnerId !== partner.id) throw notFound('Entry');
      if (entry.kind === 'reversal') throw saidError(409, 'PayEntryIsReversal', [{ text: 'A reversal cannot be reversed; record a new entry instead' }]);
      const driver = ownDriverOf(db, partner.id, entry.driverId);
      const row = db.transaction((tx) => {
        if (tx.select({ id: s.payEntries.id }).from(s.payEntries).where(eq(s.payEntries.reversesId, entry.id)).get())
          throw saidError(409, 'PayEntryReversed', [{ text: 'This entry is already reversed' }]);
        const saved = tx
          .insert(s.payEntries)
          .values({
            partnerId: partner.id,
            driverId: entry.driverId,
            kind: 'reversal',
            amountKobo: entry.amountKobo,
            day: lagosDate(apiNow()),
            note: body.reason,
            reversesId: entry.id,
            createdByUserId: userOf(req).id,
            createdAt: new Date(apiNow()).toISOString(),
          })
          .returning()
          .get();
        recordActivity(tx, {
          partnerId: partner.id,
          actor: userOf(req),
          kind: 'pay.entry_reversed',
          subject: { text: '{{driver}}', values: { driver: `${driver.fname} ${driver.lname}` } },
          detail: { text: ENTRY_SENTENCES[entry.kind as 'advance' | 'recovery' | 'bonus'][2], values: { amount: nairaOf(entry.amountKobo), date: dayFirst(entry.day), note: body.reason } },
        });
        return saved;
      });
      res.status(201).json({ data: { id: row.id, reverses_id: entry.id, day: row.day, amount_kobo: row.amountKobo } });
    }),
  );

  return r;
}
