/**
 * Driver pay through the API as a ledger (issue 67; ADR 0058): each of the audit's reproductions —
 * a week and its month both paid, a bonus, a refund or a late trip lost in a paid week, a week paid
 * with a trip on the road, a period's pay spread onto one day, anonymous entries, an account in a
 * stranger's name — refused or carried forward here, against the real API and its database.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { addDays, lagosDate, lagosDayStartIso } from '../contract/lagos-time';
import { periodOf } from '../contract/pay-periods';
import * as s from './db/schema';
import { TEST_INSTANT } from './clock';
import { payStore } from './pay/store';
import { api, login, withSandbox } from '../tests/integration/helpers';

const sb = withSandbox();
let owner = '';
const call = (method: string, path: string, body?: unknown, token = owner) => api(sb.current.url, method, path, body, token);

type Item = {
  type: string;
  amount_kobo: number;
  correction?: { cause: string; corrects: { start: string }; trip: { id: number; day: string } | null; entry: { note: string } | null };
  entry?: { note: string; by: string | null; day: string };
};
type Row = {
  driver: { id: number; name: string };
  period: { kind: string; start: string; end: string };
  state: string;
  trips: number;
  net_kobo: number;
  gross_pay_kobo: number;
  corrections_kobo: number;
  taken_kobo: number;
  to_pay_kobo: number;
  carried_kobo: number;
  items: Item[];
  paid: { id: number; reference: string; amount_kobo: number } | null;
  bank: { name_matches: boolean } | null;
  on_the_road: number;
};

// The clock at 18:00 in Lagos on the pinned day: every trip of the days before has ended.
const today = lagosDate(TEST_INSTANT);
const lastWeek = periodOf(addDays(today, -7), 'week');
const thisWeek = periodOf(today, 'week');
const lastMonth = periodOf(addDays(periodOf(today, 'month').start, -1), 'month');
const run = async (period: { kind: string; start: string }, extra = '') =>
  (await call('GET', `/v1/partners/1/pay/run?period=${period.kind}&start=${period.start}&items=1&perPage=100${extra}`)).body.data as {
    rows: Row[];
    totals: Record<string, unknown>;
    metadata: { total: number };
  };
const rowOf = async (period: { kind: string; start: string }, driverId: number) => (await run(period)).rows.find((r) => r.driver.id === driverId);
const setClock = (body: Record<string, unknown>) => api(sb.current.url, 'POST', '/__sandbox/clock', body);
const pay = (period: 'week' | 'month', rows: { driver: { id: number }; period: { start: string }; to_pay_kobo: number }[], reference = 'TRF-1', token = owner) =>
  call(
    'POST',
    '/v1/partners/1/pay/payments',
    { period, drivers: rows.map((r) => ({ driver_id: r.driver.id, period_start: r.period.start, amount_kobo: r.to_pay_kobo })), reference, paid_on: today },
    token,
  );

/** A trip of `driverId` like one of theirs, departing at `iso` (a late one, or one still on the road). */
function insertTrip(driverId: number, startsAt: string, minutes = 60, grossKobo = 1_920_000) {
  const like = sb.current.db.select().from(s.trips).where(eq(s.trips.driverId, driverId)).limit(1).get()!;
  return sb.current.db
    .insert(s.trips)
    .values({ ...like, id: undefined, startsAt, endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(), grossKobo, status: 'scheduled', departedAt: startsAt })
    .returning()
    .get();
}

let weekly: Row;
let monthlyDriver = 0;

beforeAll(async () => {
  owner = await login(sb.current.url, 'owner@example.com');
  await setClock({ at: `${today}T17:00:00Z` });
  // The fleet: 30 % weekly from last week's Monday; one driver monthly from last month's first day.
  expect((await call('POST', '/v1/partners/1/pay/rules', { driver_id: null, basis: 'share', share_bp: 3_000, period: 'week', from: lastWeek.start })).status).toBe(201);
  const rows = (await run(lastWeek)).rows;
  expect(rows.length).toBeGreaterThan(3);
  monthlyDriver = rows[0]!.driver.id;
  expect((await call('POST', '/v1/partners/1/pay/rules', { driver_id: monthlyDriver, basis: 'share', share_bp: 3_000, period: 'month', from: lastMonth.start })).status).toBe(201);
  weekly = (await run(lastWeek)).rows.find((r) => r.driver.id !== monthlyDriver && r.state === 'payable' && r.trips > 1)!;
  expect(weekly).toBeTruthy();
});

describe('one period per day', () => {
  it('lists a driver on the run of their own kind only, and pays a week or a month, never both: 20 parallel week-and-month payments leave one', async () => {
    expect((await run(lastWeek)).rows.some((r) => r.driver.id === monthlyDriver)).toBe(false);
    const month = (await rowOf(lastMonth, monthlyDriver))!;
    expect(month).toMatchObject({ state: 'payable', period: { kind: 'month', start: lastMonth.start, end: lastMonth.end } });
    const taps = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2 ? pay('month', [month], `M-${i}`) : pay('week', [{ driver: month.driver, period: { start: lastWeek.start }, to_pay_kobo: month.to_pay_kobo }], `W-${i}`),
      ),
    );
    expect(taps.filter((t) => t.status === 201)).toHaveLength(1);
    expect(taps.filter((t) => t.status === 409)).toHaveLength(19);
    const payments = sb.current.db.select().from(s.payPayments).where(eq(s.payPayments.driverId, monthlyDriver)).all();
    expect(payments.map((p) => [p.period, p.periodStart, p.periodEnd])).toEqual([['month', lastMonth.start, lastMonth.end]]);
    // The database holds the rule too: a second payment of any of its days is refused there.
    const inside = periodOf(addDays(lastMonth.start, 7), 'week');
    const again = { ...payments[0]!, id: undefined, period: 'week' as const, periodStart: inside.start, periodEnd: inside.end, reachStart: inside.start };
    expect(() => sb.current.db.insert(s.payPayments).values(again).run()).toThrow(/PayDaysPaid/);
  });

  it('pays a weekly driver for their week once; their month is then refused, and the paid row never changes', async () => {
    const paid = await pay('week', [weekly]);
    expect(paid.status).toBe(201);
    const month = periodOf(lastWeek.start, 'month');
    const twice = await pay('month', [{ driver: weekly.driver, period: { start: month.start }, to_pay_kobo: 0 }]);
    expect(twice.status).toBe(409);
    expect(['PayAlreadyPaid', 'PayPeriodKind', 'PayNothing', 'PayPeriodOpen']).toContain(twice.body.code);
    const row = (await rowOf(lastWeek, weekly.driver.id))!;
    expect(row).toMatchObject({ state: 'paid', to_pay_kobo: weekly.to_pay_kobo, gross_pay_kobo: weekly.gross_pay_kobo });
    expect(() => sb.current.db.update(s.payPayments).set({ amountKobo: 1 }).where(eq(s.payPayments.id, row.paid!.id)).run()).toThrow(/never changes/);
    expect(() => sb.current.db.delete(s.payPayments).where(eq(s.payPayments.id, row.paid!.id)).run()).toThrow(/never deleted/);
  });

  it('refuses a period not ended, a period whose trips are still on the road, and an amount other than the one worked out', async () => {
    const other = (await run(lastWeek)).rows.find((r) => r.state === 'payable' && r.driver.id !== weekly.driver.id)!;
    const changed = await pay('week', [{ ...other, to_pay_kobo: other.to_pay_kobo + 1 }]);
    expect([changed.status, changed.body.code]).toEqual([409, 'PayAmountChanged']);
    const current = await pay('week', [{ driver: other.driver, period: { start: thisWeek.start }, to_pay_kobo: 0 }]);
    expect(current.status).toBe(409);
    // A trip departing at 23:30 on the week's last day, still on the road at 00:30 the Monday after.
    insertTrip(other.driver.id, new Date(Date.parse(lagosDayStartIso(thisWeek.end)) + (23 * 60 + 37) * 60_000).toISOString(), 150);
    await setClock({ at: new Date(Date.parse(lagosDayStartIso(addDays(thisWeek.end, 1))) + 30 * 60_000).toISOString() });
    try {
      // Its own week paid first, the week on the road waits for its last trip.
      expect((await pay('week', [other])).status).toBe(201);
      const waiting = (await rowOf(thisWeek, other.driver.id))!;
      expect(waiting.state).toBe('on_the_road');
      expect(waiting.on_the_road).toBeGreaterThanOrEqual(1);
      const refused = await pay('week', [waiting]);
      expect([refused.status, refused.body.code]).toEqual([409, 'PayTripsOnTheRoad']);
    } finally {
      await setClock({ at: `${today}T17:00:00Z` });
    }
  });
});

describe('corrections, never edits', () => {
  beforeEach(async () => {
    await setClock({ at: `${today}T17:00:00Z` });
  });

  it('carries a bonus dated in a paid week, a refund and a deduction decided after it, and a late trip into the next open period, each saying what it corrects', async () => {
    const before = (await rowOf(lastWeek, weekly.driver.id))!;
    const bonus = await call('POST', '/v1/partners/1/pay/entries', { driver_id: weekly.driver.id, kind: 'bonus', amount_kobo: 500_000, day: lastWeek.end, note: 'Sunday extra' });
    expect(bonus.status).toBe(201);
    expect(bonus.body.data.corrects).toMatchObject({ start: lastWeek.start, end: lastWeek.end });
    const trip = sb.current.db
      .select()
      .from(s.trips)
      .where(
        and(
          eq(s.trips.driverId, weekly.driver.id),
          sql`${s.trips.startsAt} >= ${lagosDayStartIso(lastWeek.start)}`,
          sql`${s.trips.startsAt} < ${lagosDayStartIso(addDays(lastWeek.end, 1))}`,
          sql`${s.trips.status} <> 'cancelled'`,
        ),
      )
      .get()!;
    sb.current.db
      .insert(s.deductions)
      .values({ tripId: trip.id, cause: 'late_departure', amountKobo: -216_378, note: 'Refund', payMonth: today.slice(0, 7) })
      .run();
    const late = insertTrip(weekly.driver.id, new Date(Date.parse(lagosDayStartIso(lastWeek.start)) + 5 * 3_600_000 + 7 * 60_000).toISOString(), 60, 6_400_000);
    const next = (await rowOf(thisWeek, weekly.driver.id))!;
    const corrections = next.items.filter((i) => i.type === 'correction');
    expect(corrections.map((c) => [c.correction!.cause, c.correction!.corrects.start])).toEqual(
      expect.arrayContaining([
        ['refund', lastWeek.start],
        ['late_trip', lastWeek.start],
        ['entry', lastWeek.start],
      ]),
    );
    expect(corrections.find((c) => c.correction!.cause === 'late_trip')!.correction!.trip!.id).toBe(late.id);
    // 30 % of the late trip's ₦64,000 and of the ₦2,163.78 refund, and the bonus whole.
    expect(corrections.find((c) => c.correction!.cause === 'late_trip')!.amount_kobo).toBeGreaterThanOrEqual(1_920_000 - 1);
    expect(corrections.find((c) => c.correction!.cause === 'entry')!.amount_kobo).toBe(500_000);
    expect(next.corrections_kobo).toBe(corrections.reduce((n, c) => n + c.amount_kobo, 0));
    // The paid week is as it was paid.
    const after = (await rowOf(lastWeek, weekly.driver.id))!;
    expect(after).toMatchObject({ to_pay_kobo: before.to_pay_kobo, gross_pay_kobo: before.gross_pay_kobo, net_kobo: before.net_kobo, trips: before.trips });
    // What the triggers noted is what a rebuild over every payment finds.
    const store = payStore(sb.current.db, () => Date.parse(`${today}T17:00:00Z`));
    const rules = store.rulesOf(1);
    const dirty = [...store.outstanding(1, rules, null).values()].flat();
    const rebuilt = [...store.outstanding(1, rules, null, true).values()].flat();
    expect(dirty.map((c) => [c.payment_id, c.key, c.amount_kobo]).sort()).toEqual(rebuilt.map((c) => [c.payment_id, c.key, c.amount_kobo]).sort());
  });

  it('pays the corrections with the next period, once: then nothing is left to correct', async () => {
    await setClock({ at: `${addDays(thisWeek.end, 1)}T17:00:00Z` });
    const next = (await rowOf(thisWeek, weekly.driver.id))!;
    expect(next.state).toBe('payable');
    expect((await pay('week', [next], 'TRF-2')).status).toBe(201);
    const following = await rowOf(periodOf(addDays(thisWeek.end, 1), 'week'), weekly.driver.id);
    expect(following?.items.filter((i) => i.type === 'correction') ?? []).toEqual([]);
    const store = payStore(sb.current.db, () => Date.parse(`${addDays(thisWeek.end, 1)}T17:00:00Z`));
    expect(store.outstanding(1, store.rulesOf(1), [weekly.driver.id]).get(weekly.driver.id) ?? []).toEqual([]);
  });

  it('applies a rule trip by trip from its day; from a day already paid, it is a correction in the next pay', async () => {
    const mid = addDays(lastWeek.start, 3);
    const set = await call('POST', '/v1/partners/1/pay/rules', { driver_id: weekly.driver.id, basis: 'per_trip', amount_kobo: 250_000, period: 'week', from: mid });
    expect([set.status, set.body.data.corrects_paid]).toEqual([201, true]);
    const row = (await rowOf(periodOf(addDays(thisWeek.end, 1), 'week'), weekly.driver.id)) ?? (await rowOf(thisWeek, weekly.driver.id));
    // Less per trip than 30 % of the net: each trip from that day was paid too much, a debt taken from the next pay.
    const ruled = row!.items.filter((i) => i.correction?.cause === 'rule');
    expect(ruled.length).toBeGreaterThan(0);
    expect(ruled.every((i) => i.correction!.corrects.start === lastWeek.start || i.correction!.corrects.start === thisWeek.start)).toBe(true);
    expect(ruled.every((i) => i.correction!.trip!.day >= mid)).toBe(true);
  });
});

describe('entries itemised, reversed, never edited', () => {
  it('shows each entry with its day, note and author; an advance larger than the pay carries what is left; a reversal cancels it', async () => {
    const driver = (await run(thisWeek)).rows.find((r) => r.state === 'open' && r.driver.id !== weekly.driver.id && r.driver.id !== monthlyDriver)!;
    const advance = await call('POST', '/v1/partners/1/pay/entries', { driver_id: driver.driver.id, kind: 'advance', amount_kobo: driver.to_pay_kobo + 2_000_000, day: today, note: 'School fees' });
    expect(advance.status).toBe(201);
    const row = (await rowOf(thisWeek, driver.driver.id))!;
    const debt = row.items.find((i) => i.type === 'debt')! as Item & { entry: { note: string; by: string }; taken_kobo: number; left_kobo: number };
    expect(debt.entry).toMatchObject({ note: 'School fees', by: 'Adaeze Okafor', day: today });
    expect([debt.taken_kobo, debt.left_kobo, row.to_pay_kobo, row.carried_kobo]).toEqual([driver.to_pay_kobo, 2_000_000, 0, 2_000_000]);
    const reversal = await call('POST', `/v1/partners/1/pay/entries/${advance.body.data.id}/reverse`, { reason: 'Entered twice' });
    expect(reversal.status).toBe(201);
    expect((await rowOf(thisWeek, driver.driver.id))!.to_pay_kobo).toBe(driver.to_pay_kobo);
    const twice = await call('POST', `/v1/partners/1/pay/entries/${advance.body.data.id}/reverse`, { reason: 'Again' });
    expect([twice.status, twice.body.code]).toEqual([409, 'PayEntryReversed']);
    const ofReversal = await call('POST', `/v1/partners/1/pay/entries/${reversal.body.data.id}/reverse`, { reason: 'Again' });
    expect([ofReversal.status, ofReversal.body.code]).toEqual([409, 'PayEntryIsReversal']);
    expect(() => sb.current.db.update(s.payEntries).set({ amountKobo: 1 }).run()).toThrow(/append-only/);
    const page = (await call('GET', `/v1/partners/1/pay/drivers/${driver.driver.id}?period=week&start=${today}`)).body.data;
    expect(page.entries.map((e: { kind: string; reversed: boolean }) => [e.kind, e.reversed])).toEqual([
      ['reversal', false],
      ['advance', true],
    ]);
    const log = (await call('GET', '/v1/partners/1/activity?perPage=100')).body.data as { kind: string; detail: string }[];
    expect(log.find((e) => e.kind === 'pay.entry_reversed')!.detail).toMatch(/reversed: Entered twice$/);
    expect((await call('POST', '/v1/partners/1/pay/entries', { driver_id: driver.driver.id, kind: 'bonus', amount_kobo: 100, day: addDays(today, 1) })).status).toBe(422);
  });

  it('voids a payment recorded by mistake (the latest only), with the reason, and the period is payable again', async () => {
    await setClock({ at: `${addDays(thisWeek.end, 1)}T17:00:00Z` });
    try {
      const page = (await call('GET', `/v1/partners/1/pay/drivers/${weekly.driver.id}?period=week&start=${lastWeek.start}`)).body.data;
      const [latest, earlier] = page.payments as { id: number; voidable: boolean }[];
      expect([latest!.voidable, earlier!.voidable]).toEqual([true, false]);
      const early = await call('POST', `/v1/partners/1/pay/payments/${earlier!.id}/void`, { reason: 'Wrong week' });
      expect([early.status, early.body.code]).toEqual([409, 'PayVoidLater']);
      expect((await call('POST', `/v1/partners/1/pay/payments/${latest!.id}/void`, { reason: '' })).status).toBe(422);
      expect((await call('POST', `/v1/partners/1/pay/payments/${latest!.id}/void`, { reason: 'Transfer not made' })).status).toBe(200);
      const row = (await rowOf(thisWeek, weekly.driver.id))!;
      expect(row.state).toBe('payable');
      expect(row.items.some((i) => i.type === 'correction')).toBe(true);
      const log = (await call('GET', '/v1/partners/1/activity?perPage=100')).body.data as { kind: string; detail: string }[];
      expect(log.find((e) => e.kind === 'pay.voided')!.detail).toMatch(/voided: Transfer not made$/);
    } finally {
      await setClock({ at: `${today}T17:00:00Z` });
    }
  });
});

describe('accounts and scope', () => {
  it('refuses an account in another name until the owner confirms it; it stays flagged on the run and in the log', async () => {
    const banks = (await call('GET', '/v1/banks')).body.data as { code: string; name: string }[];
    // 0123456789 resolves to a name that is not the driver's.
    const stranger = await call('PUT', '/v1/partners/1/pay/accounts', { driver_id: weekly.driver.id, bank_code: banks[0]!.code, account_number: '0123456789' });
    expect([stranger.status, stranger.body.code]).toEqual([409, 'PayAccountNameMismatch']);
    expect(stranger.body.message).toMatch(/^This account is in the name of [A-Z ]+, not /);
    const confirmed = await call('PUT', '/v1/partners/1/pay/accounts', { driver_id: weekly.driver.id, bank_code: banks[0]!.code, account_number: '0123456789', confirm_name: true });
    expect([confirmed.status, confirmed.body.data.name_matches, confirmed.body.data.account_number]).toEqual([200, false, '******6789']);
    expect((await rowOf(thisWeek, weekly.driver.id))!.bank).toMatchObject({ name_matches: false, account_number: '0123456789' });
    const log = (await call('GET', '/v1/partners/1/activity?perPage=100')).body.data as { kind: string; detail: string }[];
    expect(log.find((e) => e.kind === 'pay.account_set')!.detail).toMatch(/the name is not the driver’s, confirmed$/);
  });

  it('finds no driver, entry, payment or query of another partner on any pay route; a driver manager reads no run', async () => {
    // Alike on purpose (issue 70 §4): each test signs in the other partner itself, so it runs alone.
    const abuja = await login(sb.current.url, 'abuja.owner@example.com');
    const abujaId = sb.current.db
      .select()
      .from(s.partners)
      .where(sql`${s.partners.companyName} LIKE 'Abuja%'`)
      .get()!.id;
    const theirDriver = sb.current.db.select().from(s.drivers).where(eq(s.drivers.partnerId, abujaId)).get()!.id;
    const entry = sb.current.db.select().from(s.payEntries).get()!;
    const payment = sb.current.db.select().from(s.payPayments).get()!;
    const asAbuja = (method: string, path: string, body?: unknown) => call(method, path.replace('/partners/1/', `/partners/${abujaId}/`), body, abuja);
    expect((await call('POST', '/v1/partners/1/pay/entries', { driver_id: theirDriver, kind: 'bonus', amount_kobo: 100, day: today })).status).toBe(404);
    expect((await call('GET', `/v1/partners/1/pay/drivers/${theirDriver}`)).status).toBe(404);
    expect((await call('PUT', '/v1/partners/1/pay/accounts', { driver_id: theirDriver, bank_code: '058', account_number: '0123456789' })).status).toBe(404);
    expect((await pay('week', [{ driver: { id: theirDriver }, period: { start: lastWeek.start }, to_pay_kobo: 0 }])).status).toBe(404);
    expect((await asAbuja('POST', `/v1/partners/1/pay/entries/${entry.id}/reverse`, { reason: 'x' })).status).toBe(404);
    expect((await asAbuja('POST', `/v1/partners/1/pay/payments/${payment.id}/void`, { reason: 'x' })).status).toBe(404);
    expect((await asAbuja('GET', `/v1/partners/1/pay/drivers/${weekly.driver.id}`)).status).toBe(404);
    const manager = await login(sb.current.url, 'drivers.manager@example.com');
    expect((await call('GET', `/v1/partners/1/pay/run?period=week&start=${lastWeek.start}`, undefined, manager)).status).toBe(403);
    const fleetManager = await login(sb.current.url, 'fleet.manager@example.com');
    expect((await call('GET', `/v1/partners/1/pay/run?period=week&start=${lastWeek.start}`, undefined, fleetManager)).status).toBe(200);
  });

  it('pages and searches the run by name; the totals are of every driver', async () => {
    const all = await run(lastWeek);
    const page = (await call('GET', `/v1/partners/1/pay/run?period=week&start=${lastWeek.start}&perPage=2&page=2`)).body.data;
    expect(page.rows).toHaveLength(2);
    expect(page.rows.map((r: Row) => r.driver.id)).toEqual(all.rows.slice(2, 4).map((r) => r.driver.id));
    expect(page.totals).toEqual(all.totals);
    const name = all.rows[3]!.driver.name;
    const found = (await call('GET', `/v1/partners/1/pay/run?period=week&start=${lastWeek.start}&q=${encodeURIComponent(name.slice(0, 4).toLowerCase())}`)).body.data;
    expect(found.rows.map((r: Row) => r.driver.name)).toContain(name);
    expect(found.rows.every((r: Row) => r.driver.name.toLowerCase().includes(name.slice(0, 4).toLowerCase()))).toBe(true);
  });
});

describe('driver pay by trip day (margin)', () => {
  it('gives a day of a paid week only that day’s trips’ pay, and the whole week the week’s pay with its trips’ corrections', async () => {
    const q = (from: string, to: string) => `/v1/partners/1/earnings/by-driver?from=${from}&to=${to}`;
    const mine = async (from: string, to: string) =>
      ((await call('GET', q(from, to))).body.data as { driver: { id: number }; driver_pay_kobo: number }[]).find((d) => d.driver.id === weekly.driver.id)!.driver_pay_kobo;
    const week = await mine(lastWeek.start, lastWeek.end);
    const days = await Promise.all(Array.from({ length: 7 }, (_, i) => mine(addDays(lastWeek.start, i), addDays(lastWeek.start, i))));
    expect(days.reduce((n, k) => n + k, 0)).toBe(week);
    expect(Math.max(...days)).toBeLessThan(week);
    // The week as paid, plus the corrections of its trips carried since.
    const paid = sb.current.db
      .select()
      .from(s.payPayments)
      .where(and(eq(s.payPayments.driverId, weekly.driver.id), eq(s.payPayments.periodStart, lastWeek.start)))
      .get()!;
    const trips = sb.current.db
      .select()
      .from(s.payPaymentItems)
      .where(and(eq(s.payPaymentItems.paymentId, paid.id), eq(s.payPaymentItems.kind, 'trip')))
      .all();
    expect(trips.reduce((n, t) => n + t.payKobo, 0)).toBe(paid.grossPayKobo);
  });
});
