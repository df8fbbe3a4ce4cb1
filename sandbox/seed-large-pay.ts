/**
 * The large partner's driver pay (issue 67 §10): a fleet rule of 30 % weekly from three weeks ago,
 * own rules for some drivers (an amount per trip; monthly for a few), advances and bonuses, pay
 * accounts for nine drivers in ten (the bank's holder names as the name enquiry gives them), and
 * the two weeks before last paid for every weekly driver — so last week's run reads one week of
 * trips and each driver's stored balance, as a fleet that pays its drivers every Monday would have.
 */
import { eq } from 'drizzle-orm';
import type { Db } from './db/index.js';
import * as s from './db/schema.js';
import { addDays, lagosDate } from './trips.js';
import { periodOf } from '../contract/pay-periods.js';
import { resolveAccountName } from './routes/banks.js';
import { holderIsDriver } from './rules/holder-name.js';
import { markPaid } from './pay/payments.js';
import { payStore } from './pay/store.js';

/**
 * Write the large partner's pay at `now` (ms): rules, entries, accounts, and payments of the two
 * weeks before last.
 * @returns how many payments were made.
 */
export function seedLargePay(db: Db, partnerId: number, now: number): { payments: number } {
  const partner = db.select().from(s.partners).where(eq(s.partners.id, partnerId)).get()!;
  const owner = db.select().from(s.users).where(eq(s.users.id, partner.ownerUserId)).get()!;
  const drivers = db.select().from(s.drivers).where(eq(s.drivers.partnerId, partnerId)).all();
  const today = lagosDate(now);
  const weeks = [21, 14].map((back) => periodOf(addDays(today, -back), 'week'));
  const from = weeks[0]!.start;
  const at = new Date(now).toISOString();
  const banks = db.select().from(s.banks).all();
  db.transaction((tx) => {
    tx.insert(s.payRules).values({ partnerId, driverId: null, basis: 'share', shareBp: 3_000, amountKobo: 0, period: 'week', fromDate: from }).run();
    for (let i = 0; i < drivers.length; i++) {
      const d = drivers[i]!;
      if (i % 20 === 3) tx.insert(s.payRules).values({ partnerId, driverId: d.id, basis: 'per_trip', shareBp: 0, amountKobo: 250_000, period: 'week', fromDate: from }).run();
      if (i % 50 === 7)
        tx.insert(s.payRules)
          .values({ partnerId, driverId: d.id, basis: 'share', shareBp: 2_500, amountKobo: 0, period: 'month', fromDate: periodOf(from, 'month').start })
          .run();
      if (i % 25 === 1)
        tx.insert(s.payEntries)
          .values({ partnerId, driverId: d.id, kind: 'advance', amountKobo: 2_000_000, day: addDays(from, 1), note: 'School fees', createdByUserId: owner.id, createdAt: at })
          .run();
      if (i % 30 === 2)
        tx.insert(s.payEntries)
          .values({ partnerId, driverId: d.id, kind: 'bonus', amountKobo: 500_000, day: addDays(from, 6), note: 'Sunday extra', createdByUserId: owner.id, createdAt: at })
          .run();
      if (i % 10 !== 9) {
        const number = String(1_000_000_000 + ((i * 7_919) % 9_000_000_000))
          .padStart(10, '0')
          .slice(-10);
        const holder = resolveAccountName(number);
        const matches = holderIsDriver(holder, `${d.fname} ${d.lname}`);
        tx.insert(s.payAccounts)
          .values({
            partnerId,
            driverId: d.id,
            bankCode: banks[i % banks.length]!.code,
            accountNumber: number,
            accountName: holder,
            nameMatches: matches,
            confirmedByUserId: matches ? null : owner.id,
            updatedAt: at,
          })
          .run();
      }
    }
  });
  // Each of the two weeks paid for every driver with something payable, as the run would mark them.
  let payments = 0;
  for (const week of weeks) {
    const rows = db
      .select({ id: s.drivers.id })
      .from(s.drivers)
      .where(eq(s.drivers.partnerId, partnerId))
      .all()
      .map((d) => d.id);
    const due = payableOf(db, now, partnerId, rows, week.start);
    if (!due.length) continue;
    payments += markPaid(db, () => now, { partnerId, user: owner }, { period: 'week', drivers: due, reference: `BULK-${week.start}`, paid_on: addDays(week.end, 1) }).paid.length;
  }
  return { payments };
}

/** The drivers payable for the week starting `start`, at their amounts. */
function payableOf(db: Db, now: number, partnerId: number, ids: number[], start: string) {
  const ledgers = payStore(db, () => now).ledgers(partnerId, null, [start, addDays(start, 6)]);
  return ids.flatMap((id) => {
    const open = ledgers.get(id)?.open.find((o) => o.period.start === start && o.state === 'payable');
    return open ? [{ driver_id: id, period_start: start, amount_kobo: open.slip.to_pay_kobo }] : [];
  });
}
