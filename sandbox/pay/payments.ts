/**
 * Drivers marked paid, and a payment voided (issue 67 §1, §5; ADR 0058). One transaction each:
 * every driver's period is worked out again inside it and must be payable — ended in Lagos, none of
 * its trips on the road, the driver's first unpaid period with something, of the kind asked — at the
 * very amount the owner saw, or nothing is written (409 with the driver named). A payment freezes its
 * slip and its items; the database refuses a second payment of any of its days. A void keeps the row
 * (with who, when and why) and is allowed for the driver's latest payment only, so no later period
 * rests on it; what that payment had corrected is to correct again.
 */
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type * as contract from '../../contract/driver-pay.js';
import { dayFirst } from '../../contract/lagos-time.js';
import { periodOf } from '../../contract/pay-periods.js';
import { nairaOf } from '../words/money.js';
import * as s from '../db/schema.js';
import type { Db } from '../db/index.js';
import { ApiError, notFound, saidError, type User } from '../http.js';
import { recordActivity } from '../activity.js';
import { payStore, type OpenPeriod } from './store.js';
import { rowsOf } from './run.js';
import { transferRef } from './json.js';

type Who = { partnerId: number; user: User };

/** A payment refused: its code and its sentence, the driver and the period named. */
const refused = (code: string, text: string, values: Record<string, string>) => saidError(409, code, [{ text, values }]);

/**
 * Mark drivers paid (all or none).
 * @returns each payment made, and their total (kobo).
 * @throws ApiError 409 (PayAlreadyPaid, PayNothing, PayPeriodKind, PayPeriodOpen, PayTripsOnTheRoad, PayEarlierUnpaid, PayAmountChanged, PayDaysPaid), 404 for another partner's driver.
 */
export function markPaid(db: Db, now: () => number, who: Who, body: z.infer<typeof contract.payPaymentCreate>) {
  try {
    return db.transaction((tx) => {
      const t = tx as unknown as Db;
      const store = payStore(t, now);
      const ids = [...new Set(body.drivers.map((d) => d.driver_id))];
      const drivers = new Map(
        t
          .select()
          .from(s.drivers)
          .where(inArray(s.drivers.id, ids))
          .all()
          .map((d) => [d.id, d]),
      );
      for (const id of ids) if (drivers.get(id)?.partnerId !== who.partnerId) throw notFound('Driver');
      const starts = body.drivers.map((d) => d.period_start).sort();
      const ledgers = store.ledgers(who.partnerId, ids, [starts[0]!, starts.at(-1)!]);
      const at = new Date(now()).toISOString();
      const made: { driver_id: number; period_start: string; payment_id: number; amount_kobo: number }[] = [];
      // Each asked driver's row as the run shows it, read once per period asked (not once per driver).
      const rows = new Map<string, ReturnType<typeof rowsOf>[number]>();
      for (const start of new Set(body.drivers.map((d) => d.period_start))) {
        const mine = new Map([...ledgers].filter(([id]) => body.drivers.some((d) => d.driver_id === id && d.period_start === start)));
        for (const r of rowsOf(t, who.partnerId, periodOf(start, body.period), mine, true)) if (r.state !== 'paid') rows.set(`${r.driver.id}:${r.period.start}`, r);
      }
      for (const asked of body.drivers) {
        const d = drivers.get(asked.driver_id)!;
        const name = `${d.fname} ${d.lname}`;
        const ledger = ledgers.get(d.id)!;
        const values = (p: { start: string; end: string }) => ({ driver: name, from: dayFirst(p.start), to: dayFirst(p.end) });
        const paid =
          ledger.paid.find((p) => p.periodStart <= asked.period_start && p.periodEnd >= asked.period_start) ??
          (ledger.lastPaid && ledger.lastPaid.periodEnd >= asked.period_start ? ledger.lastPaid : null);
        if (paid) throw refused('PayAlreadyPaid', '{{driver}} is already paid for {{from}} to {{to}}', values({ start: paid.periodStart, end: paid.periodEnd }));
        const open = ledger.open.find((o) => o.period.start === asked.period_start);
        if (!open) throw refused('PayNothing', '{{driver}} has no pay period starting {{from}}', { driver: name, from: dayFirst(asked.period_start) });
        if (open.period.kind !== body.period) throw refused('PayPeriodKind', '{{driver}} is paid for {{from}} to {{to}} in one period', values(open.period));
        if (open.state === 'open') throw refused('PayPeriodOpen', 'The period {{from}} to {{to}} has not ended yet', values(open.period));
        if (open.state === 'on_the_road') throw refused('PayTripsOnTheRoad', '{{driver}} still has trips on the road in {{from}} to {{to}}', values(open.period));
        if (open.state === 'earlier_unpaid' || !open.attach) throw refused('PayEarlierUnpaid', 'Pay {{driver}} for {{from}} to {{to}} first', values(ledger.attach?.period ?? open.period));
        if (open.slip.to_pay_kobo !== asked.amount_kobo)
          throw refused('PayAmountChanged', 'The pay of {{driver}} is now {{amount}}: check it again', { driver: name, amount: nairaOf(open.slip.to_pay_kobo) });
        const row =
          rows.get(`${d.id}:${open.period.start}`) ?? rowsOf(t, who.partnerId, open.period, new Map([[d.id, ledger]]), true).find((r) => r.period.start === open.period.start && r.state !== 'paid')!;
        const bank = row.bank;
        const saved = t
          .insert(s.payPayments)
          .values({
            partnerId: who.partnerId,
            driverId: d.id,
            period: open.period.kind,
            periodStart: open.period.start,
            periodEnd: open.period.end,
            reachStart: ledger.reachStart < open.period.start ? ledger.reachStart : open.period.start,
            trips: open.slip.trips,
            netKobo: open.slip.net_kobo,
            grossPayKobo: open.slip.gross_pay_kobo,
            bonusKobo: open.slip.bonus_kobo,
            correctionsKobo: open.slip.corrections_kobo,
            returnedKobo: open.slip.returned_kobo,
            owedKobo: open.slip.owed_kobo,
            takenKobo: open.slip.taken_kobo,
            amountKobo: open.slip.to_pay_kobo,
            carriedKobo: open.slip.carried_kobo,
            slip: JSON.stringify({ ...row, bank: null, query: null, statement: null }),
            bankName: bank?.bank_name ?? null,
            accountNumber: bank?.account_number ?? null,
            accountName: bank?.account_name ?? null,
            nameMatches: bank ? bank.name_matches : null,
            transferRef: transferRef(who.partnerId, d.id, open.period.start),
            reference: body.reference,
            paidOn: body.paid_on,
            createdByUserId: who.user.id,
            createdAt: at,
          })
          .returning()
          .get();
        const items = paymentItems(saved.id, open);
        for (let i = 0; i < items.length; i += 200)
          t.insert(s.payPaymentItems)
            .values(items.slice(i, i + 200))
            .run();
        // The corrections it carried are paid: their payments have nothing left to correct until a fact changes again.
        const corrected = [...new Set(open.corrections.map((c) => c.payment_id))];
        if (corrected.length) t.delete(s.payDirty).where(inArray(s.payDirty.paymentId, corrected)).run();
        recordActivity(t, {
          partnerId: who.partnerId,
          actor: who.user,
          kind: 'pay.paid',
          subject: { text: '{{driver}}', values: { driver: name } },
          detail: {
            text: 'Paid {{amount}} for {{from}} to {{to}}, reference {{reference}}',
            values: { amount: nairaOf(saved.amountKobo), from: dayFirst(open.period.start), to: dayFirst(open.period.end), reference: body.reference },
          },
        });
        made.push({ driver_id: d.id, period_start: open.period.start, payment_id: saved.id, amount_kobo: saved.amountKobo });
      }
      return { paid: made, total_kobo: made.reduce((n, m) => n + m.amount_kobo, 0) };
    });
  } catch (error) {
    // The database's own guard (pay_payments_one_payment_a_day): a parallel payment got there first.
    if (error instanceof Error && !(error instanceof ApiError) && error.message.includes('PayDaysPaid'))
      throw saidError(409, 'PayDaysPaid', [{ text: 'A day of this period is already paid for this driver' }]);
    throw error;
  }
}

/**
 * Void a payment recorded by mistake, with the reason: the driver's latest payment only.
 * @throws ApiError 404 (another partner's or unknown), 409 PayPaymentVoided, PayVoidLater.
 */
export function voidPayment(db: Db, now: () => number, who: Who, paymentId: number, reason: string) {
  return db.transaction((tx) => {
    const t = tx as unknown as Db;
    const p = t.select().from(s.payPayments).where(eq(s.payPayments.id, paymentId)).get();
    if (!p || p.partnerId !== who.partnerId) throw notFound('Payment');
    if (p.voidedAt) throw saidError(409, 'PayPaymentVoided', [{ text: 'This payment is already voided' }]);
    const later = t
      .select()
      .from(s.payPayments)
      .where(and(eq(s.payPayments.partnerId, p.partnerId), eq(s.payPayments.driverId, p.driverId), isNull(s.payPayments.voidedAt), gt(s.payPayments.periodEnd, p.periodEnd)))
      .get();
    if (later) throw saidError(409, 'PayVoidLater', [{ text: 'Void the payment for {{from}} to {{to}} first', values: { from: dayFirst(later.periodStart), to: dayFirst(later.periodEnd) } }]);
    const at = new Date(now()).toISOString();
    t.update(s.payPayments).set({ voidedAt: at, voidReason: reason, voidedByUserId: who.user.id }).where(eq(s.payPayments.id, p.id)).run();
    // What it carried of earlier payments' corrections is owed again.
    const corrected = [
      ...new Set(
        payStore(t, now)
          .itemsOf([p.id])
          .flatMap((i) => (i.correctsPaymentId === null ? [] : [i.correctsPaymentId])),
      ),
    ];
    for (const id of corrected) t.insert(s.payDirty).values({ paymentId: id }).onConflictDoNothing().run();
    const d = t.select().from(s.drivers).where(eq(s.drivers.id, p.driverId)).get()!;
    recordActivity(t, {
      partnerId: p.partnerId,
      actor: who.user,
      kind: 'pay.voided',
      subject: { text: '{{driver}}', values: { driver: `${d.fname} ${d.lname}` } },
      detail: {
        text: 'Payment of {{amount}} for {{from}} to {{to}} voided: {{note}}',
        values: { amount: nairaOf(p.amountKobo), from: dayFirst(p.periodStart), to: dayFirst(p.periodEnd), note: reason },
      },
    });
    return { id: p.id, voided_at: at, reason };
  });
}

/** The items a payment of `open` freezes (see `pay_payment_items`). */
export function paymentItems(paymentId: number, open: OpenPeriod): (typeof s.payPaymentItems.$inferInsert)[] {
  const items: (typeof s.payPaymentItems.$inferInsert)[] = [];
  for (const t of open.trips) {
    const part = open.slip.parts.get(t.id);
    items.push({ paymentId, kind: 'trip', tripId: t.id, day: t.day, netKobo: t.net_kobo, payKobo: part?.pay_kobo ?? 0, ruleId: part?.rule_id ?? null });
  }
  for (const e of open.entries) items.push({ paymentId, kind: 'entry', entryId: e.id, day: e.day, payKobo: 0 });
  for (const c of open.corrections)
    items.push({ paymentId, kind: 'correction', tripId: c.trip_id, entryId: c.entry_id, correctsPaymentId: c.payment_id, day: c.day, netKobo: c.net_kobo, payKobo: c.amount_kobo, ruleId: c.rule_id });
  for (const d of open.slip.debts_out) items.push({ paymentId, kind: 'debt', day: d.day, payKobo: d.left_kobo, debt: JSON.stringify(d) });
  return items;
}
