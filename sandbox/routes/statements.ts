/**
 * A partner's year (issue 41 §5): GET /v1/partners/:id/statements/:year, for the owner and
 * earnings managers. For each month of the year in Lagos time (from the partner's first trip to now), the same figures as its payslip
 * (its completed trips' gross and deductions, the refunds paid with it, net) and its payout (paid
 * with its date and account, held with its reason, or not yet made); the year's totals; and the
 * year by vehicle. Who the partner is as KYC has it (legal name, address, RC number for a
 * business), and the marketplace that pays. Every figure is integer kobo from the same sums as
 * the payslips (money-shared.ts `totalsByVehicleMonth`, the same rule as `totalsOf`, read once for
 * the year), so the year reconciles with its twelve payslips.
 */
import { Router } from 'express';
import { and, asc, eq } from 'drizzle-orm';
import * as s from '../db/schema.js';
import { h, notFound } from '../http.js';
import { apiNow } from '../clock.js';
import { memoRead } from '../memo.js';
import { lagosDate } from '../trips.js';
import { monthOf, payoutOfMonth } from '../payouts.js';
import { moneyAccess, payoutJson } from './money-shared.js';
import { payOver as payOverDays } from '../pay/margin.js';
import type { SandboxContext } from '../app.js';

/** The marketplace that pays the partners, as its statements name it. */
export const MARKETPLACE = { name: 'Vehicle Partner Marketplace Ltd', address: '12 Broad Street, Lagos Island, Lagos', rc_number: 'RC 1234567' } as const;

export function statementsRouter({ db, clock }: SandboxContext): Router {
  const r = Router();
  const { auth, access, ready, totalsByVehicleMonth } = moneyAccess({ db, clock });
  const payOver = (partnerId: number, range: readonly [string, string]) => payOverDays(db, clock.now, partnerId, range);

  r.get(
    '/v1/partners/:id/statements/:year',
    auth,
    h((req, res) => {
      const { partner } = access(req, String(req.params.id));
      const year = String(req.params.year);
      const thisYear = Number(lagosDate(apiNow()).slice(0, 4));
      if (!/^\d{4}$/.test(year) || Number(year) < 2000 || Number(year) > thisYear) throw notFound('Statement');
      ready(partner.id);
      // Once per change of the data and per 30 s: a fleet's year is read page after page of its vehicles.
      const data = memoRead(db, `statement:${partner.id}:${year}`, 30_000, () => {
        const current = monthOf(lagosDate(apiNow()));
        // The year's figures in one grouped read, by month and by vehicle (issue 52 §5).
        const yearRange: [string, string] = [`${year}-01-01`, `${year}-12-31`];
        const totals = totalsByVehicleMonth(partner.id, yearRange);
        // Every month of the year up to now (issue 54 §6: a month before the first trip is ₦0.00, said, not left out).
        const months = Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`)
          .filter((m) => m <= current)
          .map((month) => {
            const payout = payoutOfMonth(db, partner.id, month);
            return { month, ...totals.ofMonth(month), payout: payout ? payoutJson(payout) : null };
          });
        const sum = (k: 'trips' | 'gross_kobo' | 'deductions_kobo' | 'refunds_kobo' | 'net_kobo') => months.reduce((n, m) => n + m[k], 0);
        const paid = months.reduce((n, m) => n + (m.payout?.status === 'paid' ? m.payout.amount_kobo : 0), 0);
        // Received in the year: the payouts paid within it by payment date, Lagos time (a December paid on 3 January is the next year's).
        const received = db
          .select()
          .from(s.payouts)
          .where(and(eq(s.payouts.partnerId, partner.id), eq(s.payouts.status, 'paid')))
          .orderBy(asc(s.payouts.createdAt))
          .all()
          .filter((p) => lagosDate(Date.parse(p.createdAt)).startsWith(`${year}-`))
          .map(payoutJson);
        const vehicles = db.select().from(s.vehicles).where(eq(s.vehicles.partnerId, partner.id)).orderBy(asc(s.vehicles.plate)).all();
        const byVehicle = vehicles
          .map((v) => ({
            vehicle: { id: v.id, plate: v.plate, model: `${v.brand} ${v.name}` },
            ...totals.ofVehicle(v.id),
          }))
          .filter((v) => v.trips > 0 || v.refunds_kobo > 0);
        const owner = db.select().from(s.users).where(eq(s.users.id, partner.ownerUserId)).get();
        const address = partner.mode === 'business' ? partner.companyAddress : ((partner.addressDocument as { full_address?: string } | null)?.full_address ?? null);
        return {
          year: Number(year),
          partner: {
            legal_name: partner.mode === 'business' ? partner.companyName : owner ? `${owner.fname} ${owner.lname}` : partner.companyName,
            trading_name: partner.companyName,
            mode: partner.mode,
            address,
            rc_number: partner.mode === 'business' ? partner.rcNumber : null,
            tin: partner.tin ?? null,
            account_sid: partner.accountSid,
          },
          marketplace: MARKETPLACE,
          prepared_at: new Date(apiNow()).toISOString(),
          months,
          totals: {
            trips: sum('trips'),
            gross_kobo: sum('gross_kobo'),
            deductions_kobo: sum('deductions_kobo'),
            refunds_kobo: sum('refunds_kobo'),
            net_kobo: sum('net_kobo'),
            paid_kobo: paid,
            received_kobo: received.reduce((n, p) => n + p.amount_kobo, 0),
            // What the pay rules gave the drivers for the year's trips (issue 53 §5), beside net.
            driver_pay_kobo: [...payOver(partner.id, yearRange).byDriver.values()].reduce((n, k) => n + k, 0),
          },
          received,
          by_vehicle: byVehicle,
        };
      });
      res.json({ data });
    }),
  );

  return r;
}
