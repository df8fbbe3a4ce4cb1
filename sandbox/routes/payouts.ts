/**
 * Payouts and payslips (issues 6, 12): the partner's payouts, newest first; the months with a
 * payslip (a held month too, saying why); and a month's payslip with its totals and deductions
 * by cause. Its lines are paged from /earnings?month=&order=asc, never sent at once. Kobo
 * throughout; earnings managers and the owner.
 */
import { Router } from 'express';
import { count, desc, eq } from 'drizzle-orm';
import * as s from '../db/schema.js';
import { h, notFound, paging } from '../http.js';
import { monthRange } from '../rollups.js';
import { payoutOfMonth } from '../payouts.js';
import { moneyAccess, payoutJson } from './money-shared.js';
import type { SandboxContext } from '../app.js';

/** A payslip's month in the path: 'YYYY-MM'; anything else is no payslip (404). */
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export function payoutsRouter({ db, clock }: SandboxContext): Router {
  const r = Router();
  const { auth, access, ready, totalsOf, deductionsByCause, refundLinesOf } = moneyAccess({ db, clock });

  r.get(
    '/v1/partners/:id/payouts',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      ready(partner.id);
      const { page, perPage, offset } = paging(req.query);
      const total = db.select({ n: count() }).from(s.payouts).where(eq(s.payouts.partnerId, partner.id)).get()?.n ?? 0;
      const rows = db.select().from(s.payouts).where(eq(s.payouts.partnerId, partner.id)).orderBy(desc(s.payouts.createdAt), desc(s.payouts.id)).limit(perPage).offset(offset).all();
      res.json({ data: rows.map(payoutJson), metadata: { total, page, perPage } });
    }),
  );

  r.get(
    '/v1/partners/:id/payslips',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      ready(partner.id);
      const months = [
        ...new Set(
          db
            .select({ month: s.payouts.month })
            .from(s.payouts)
            .where(eq(s.payouts.partnerId, partner.id))
            .all()
            .map((p) => p.month),
        ),
      ]
        .sort()
        .reverse();
      // A held month has a payslip too: it says Held, with the reason (issue 31 §3).
      res.json({
        data: months.flatMap((m) => {
          const p = payoutOfMonth(db, partner.id, m);
          return p ? [{ month: m, payout: payoutJson(p) }] : [];
        }),
      });
    }),
  );

  r.get(
    '/v1/partners/:id/payslips/:month',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const month = String(req.params.month);
      if (!MONTH.test(month)) throw notFound('Payslip');
      ready(partner.id);
      const payout = payoutOfMonth(db, partner.id, month);
      if (!payout) throw notFound('Payslip');
      const range = monthRange(month);
      // Deductions by cause from the trips' ledger (ADR 0055): a month may have 300,000 trips. The
      // lines themselves are paged from /earnings?month= (order=asc), never sent here at once.
      const byCause = deductionsByCause(partner.id, range);
      const owner = db.select().from(s.users).where(eq(s.users.id, partner.ownerUserId)).get();
      res.json({
        data: {
          month,
          period: { from: range[0], to: range[1] },
          partner: { company_name: partner.companyName, owner_name: owner ? `${owner.fname} ${owner.lname}` : null, account_sid: partner.accountSid },
          payout: payoutJson(payout),
          totals: {
            ...totalsOf(partner.id, range),
            deductions_by_cause: byCause.sort((a, b) => b.amount_kobo - a.amount_kobo),
          },
          // The refunds this payout carries (issue 41 §2), each on its deduction's own trip.
          refunds: refundLinesOf(partner.id, range),
        },
      });
    }),
  );

  return r;
}
