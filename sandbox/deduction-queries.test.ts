/**
 * Deduction queries (issue 36): one open query per deduction, only the partner's own, within 30
 * days of the payout that carried it; the marketplace's part refund becomes a refund line on the
 * next payout, so the month's lines and totals carry it to the kobo.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as s from './db/schema';
import { api, login, withSandbox } from '../tests/integration/helpers';

const sb = withSandbox();
let owner = '';
const call = (method: string, path: string, body?: unknown, token = owner) => api(sb.current.url, method, path, body, token);
type Deduction = { id: number; cause: string; amount_kobo: number; note?: string | null; query?: { id: number; status: string; refunded_kobo: number } | null };
type Line = { trip_id: number; trip_date: string; deductions_kobo: number; net_kobo: number; gross_kobo: number; deductions: Deduction[] };

/** The first 100 lines of a month (or of `query`), and the whole period's totals. */
async function lines(month: string, query = `month=${month}`): Promise<{ lines: Line[]; totals: { net_kobo: number; deductions_kobo: number } }> {
  const { body } = await call('GET', `/v1/partners/1/earnings?${query}&perPage=100`);
  return { lines: body.data, totals: body.metadata.totals };
}

beforeAll(async () => {
  owner = await login(sb.current.url, 'owner@example.com');
});

describe('querying a deduction', () => {
  it('opens one query per deduction; the marketplace refunds part of it on the next payout, to the kobo', async () => {
    const month = (await call('GET', '/v1/partners/1/payslips')).body.data[0].month as string;
    const line = (await lines(month)).lines.find((l) => l.deductions.some((d) => d.cause === 'late_departure'))!;
    const deduction = line.deductions.find((d) => d.cause === 'late_departure')!;
    expect(deduction.query).toBeNull();

    const created = await call('POST', '/v1/partners/1/deduction-queries', { deduction_id: deduction.id, reason: 'left_on_time', note: 'The bus left at 06:00 sharp.' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'open', reason: 'The trip left on time', refunded_kobo: 0, refund: null, deduction: { id: deduction.id, trip_id: line.trip_id } });
    const again = await call('POST', '/v1/partners/1/deduction-queries', { deduction_id: deduction.id, reason: 'other' });
    expect([again.status, again.body.code, again.body.errors.deduction_id[0]]).toEqual([409, 'QueryOpen', `Query #${created.body.data.id} about this deduction is still open`]);
    // Every line that shows the deduction says it is queried.
    expect((await lines(month)).lines.find((l) => l.trip_id === line.trip_id)!.deductions.find((d) => d.id === deduction.id)!.query).toMatchObject({ status: 'open' });

    const refund = Math.floor(deduction.amount_kobo / 2) + 1;
    const decided = await call('POST', `/__sandbox/deduction-queries/${created.body.data.id}/decide`, {
      decision: 'partly_refunded',
      answer: 'The GPS shows a late start, but traffic was to blame in part.',
      refund_kobo: refund,
    });
    expect(decided.status).toBe(200);
    const answered = decided.body.data;
    expect(answered).toMatchObject({ status: 'partly_refunded', refunded_kobo: refund });
    // The refund stays on the deduction's own trip (its driver and vehicle), paid with the next payout.
    expect(answered.refund.trip_id).toBe(line.trip_id);
    expect(answered.refund.month > month).toBe(true);
    const paid = (await call('GET', `/v1/partners/1/earnings/refunds?month=${answered.refund.month}`)).body.data as {
      refund_of: number;
      amount_kobo: number;
      note: string;
      trip_id: number;
      driver: { id: number };
      vehicle: { id: number };
    }[];
    const day = line.trip_date.split('-').reverse().join('-');
    const mine = paid.filter((r) => r.refund_of === deduction.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      amount_kobo: refund,
      note: `Refund of the late departure on ${day}`,
      trip_id: line.trip_id,
      driver: { id: (line as unknown as { driver: { id: number } }).driver.id },
      vehicle: { id: (line as unknown as { vehicle: { id: number } }).vehicle.id },
    });
    // The pay month's totals carry it once; the queried month's payout and lines are untouched.
    const payMonth = await lines(answered.refund.month);
    expect((payMonth.totals as { refunds_kobo?: number }).refunds_kobo).toBe(paid.reduce((n, r) => n + r.amount_kobo, 0));
    const queried = await lines(month);
    expect(queried.lines.find((l) => l.trip_id === line.trip_id)!.deductions.some((d) => d.cause === 'refund')).toBe(false);
    // The owner hears the answer on the chosen channels, with a link to the query; the SMS is one SMS.
    const outbox = ((await (await fetch(`${sb.current.url}/outbox.json`)).json()) as { channel: string; subject: string; body: string; link: string | null }[]).filter(
      (m) => m.subject === `Deduction query #${answered.id} answered`,
    );
    expect(outbox.length).toBeGreaterThan(0);
    for (const m of outbox) expect(m.link).toMatch(new RegExp(`/earnings/queries/${answered.id}$`));
    for (const m of outbox.filter((x) => x.channel === 'sms')) expect(m.body.length).toBeLessThanOrEqual(160);
    // Each step is in the activity log, under money.
    const activity = (await call('GET', '/v1/partners/1/activity?group=money&perPage=50')).body.data as { kind: string; subject: string; detail: string }[];
    expect(activity.find((a) => a.kind === 'deduction.answered' && a.subject.startsWith(`Query #${answered.id}:`))?.detail).toBe(
      `Partly refunded: ₦${(refund / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })} on the next payout`,
    );
    expect(activity.some((a) => a.kind === 'deduction.queried' && a.detail.endsWith(': The trip left on time'))).toBe(true);
    const listed = await call('GET', '/v1/partners/1/deduction-queries?status=partly_refunded');
    expect(listed.body.data.map((q: { id: number }) => q.id)).toContain(answered.id);
  });

  it('answers 404 for another partner’s deduction and 403 for a driver manager', async () => {
    // Partner 1's deduction, asked for by another partner's owner.
    const month = (await call('GET', '/v1/partners/1/payslips')).body.data[0].month as string;
    const ours = (await lines(month)).lines.flatMap((l) => l.deductions).find((d) => d.amount_kobo > 0)!;
    const other = await login(sb.current.url, 'abuja.owner@example.com');
    const me = (await call('GET', '/v1/users/profile', undefined, other)).body.data;
    const theirPartner = (await call('GET', `/v1/users/${me.id}/partner-members`, undefined, other)).body.data[0].partner.id as number;
    expect(theirPartner).not.toBe(1);
    expect((await call('POST', `/v1/partners/${theirPartner}/deduction-queries`, { deduction_id: ours.id, reason: 'other' }, other)).status).toBe(404);
    expect((await call('GET', `/v1/partners/${theirPartner}/deductions/${ours.id}`, undefined, other)).status).toBe(404);
    expect((await call('POST', '/v1/partners/1/deduction-queries', { deduction_id: ours.id, reason: 'other' }, other)).status).toBe(403);
    expect((await call('POST', '/v1/partners/1/deduction-queries', { deduction_id: 999_999_999, reason: 'other' })).status).toBe(404);
    const manager = await login(sb.current.url, 'drivers.manager@example.com');
    expect((await call('POST', '/v1/partners/1/deduction-queries', { deduction_id: 1, reason: 'other' }, manager)).status).toBe(403);
  });

  it('refuses a query after the window, with the date it closed, and a note over 1,000 characters', async () => {
    const slips = (await call('GET', '/v1/partners/1/payslips')).body.data as { month: string }[];
    const old = slips[slips.length - 1].month;
    const d = (await lines(old)).lines.flatMap((l) => l.deductions).find((x) => x.amount_kobo > 0)!;
    const detail = (await call('GET', `/v1/partners/1/deductions/${d.id}`)).body.data;
    expect(detail.window_closes_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Every line says so too: no line offers a query the API would refuse.
    expect([detail.window_open, (d as { may_query?: boolean }).may_query]).toEqual([false, false]);
    const recent = (await lines(slips[0].month)).lines.flatMap((l) => l.deductions).filter((x) => x.amount_kobo > 0 && !x.query);
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.every((x) => (x as { may_query?: boolean }).may_query === true)).toBe(true);
    const late = await call('POST', '/v1/partners/1/deduction-queries', { deduction_id: d.id, reason: 'other' });
    expect([late.status, late.body.code, late.body.message]).toEqual([422, 'QueryWindowClosed', `Queries on this deduction closed on ${detail.window_closes_on.split('-').reverse().join('-')}`]);
    const long = await call('POST', '/v1/partners/1/deduction-queries', { deduction_id: d.id, reason: 'other', note: 'x'.repeat(1001) });
    expect([long.status, Object.keys(long.body.errors)]).toEqual([422, ['note']]);
  });

  it('one query and one refund per deduction, whatever arrives: 20 parallel queries make one row, 20 parallel answers one refund; answered is answered (409 QueryAnswered)', async () => {
    const month = (await call('GET', '/v1/partners/1/payslips')).body.data[0].month as string;
    const d = (await lines(month)).lines.flatMap((l) => l.deductions).find((x) => x.amount_kobo > 0 && !x.query && x.cause !== 'late_departure')!;
    const sent = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/v1/partners/1/deduction-queries', { deduction_id: d.id, reason: 'other', note: 'Twenty thumbs' })));
    expect(sent.filter((r) => r.status === 201)).toHaveLength(1);
    expect(sent.filter((r) => r.status === 409)).toHaveLength(19);
    const id = sent.find((r) => r.status === 201)!.body.data.id as number;
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', `/__sandbox/deduction-queries/${id}/decide`, { decision: 'refunded', answer: 'Refunded in full.' })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(Array(19).fill('QueryAnswered'));
    // A full refund: the whole deduction, once, in the refunds of its pay month.
    const answered = answers.find((r) => r.status === 200)!.body.data;
    expect(answered).toMatchObject({ status: 'refunded', refunded_kobo: d.amount_kobo });
    const paid = ((await call('GET', `/v1/partners/1/earnings/refunds?month=${answered.refund.month}`)).body.data as { refund_of: number; amount_kobo: number }[]).filter((r) => r.refund_of === d.id);
    expect(paid).toEqual([expect.objectContaining({ amount_kobo: d.amount_kobo })]);
    // Querying it again says how it was answered; a second decision is refused.
    const again = await call('POST', '/v1/partners/1/deduction-queries', { deduction_id: d.id, reason: 'other' });
    expect([again.status, again.body.code]).toEqual([409, 'QueryAnswered']);
    expect(again.body.message).toMatch(new RegExp(`^Query #${id} about this deduction was answered: Refunded ₦[\\d,]+\\.\\d{2} on \\d{2}-\\d{2}-\\d{4}$`));
    // The refund line itself cannot be queried, in words.
    const refundLine = await call('POST', '/v1/partners/1/deduction-queries', { deduction_id: answered.refund.deduction_id, reason: 'other' });
    expect([refundLine.status, refundLine.body.message]).toEqual([422, 'A refund cannot be queried']);
    // The schema itself refuses a second query and a second refund of one deduction, not only the checks.
    const db = sb.current.db;
    const row = db.select().from(s.deductionQueries).where(eq(s.deductionQueries.id, id)).get()!;
    expect(() =>
      db
        .insert(s.deductionQueries)
        .values({ ...row, id: undefined })
        .run(),
    ).toThrow(/UNIQUE/);
    const line = db.select().from(s.deductions).where(eq(s.deductions.id, answered.refund.deduction_id)).get()!;
    expect(() =>
      db
        .insert(s.deductions)
        .values({ ...line, id: undefined })
        .run(),
    ).toThrow(/UNIQUE/);
  });

  it('an upheld query refunds nothing and moves no money', async () => {
    const month = (await call('GET', '/v1/partners/1/payslips')).body.data[0].month as string;
    const before = (await lines(month)).totals;
    const d = (await lines(month)).lines.flatMap((l) => l.deductions).find((x) => x.amount_kobo > 0 && !x.query)!;
    const q = (await call('POST', '/v1/partners/1/deduction-queries', { deduction_id: d.id, reason: 'vehicle_was_there', note: 'It was at the park' })).body.data;
    const upheld = await call('POST', `/__sandbox/deduction-queries/${q.id}/decide`, { decision: 'upheld', answer: 'The GPS shows no arrival.' });
    expect(upheld.body.data).toMatchObject({ status: 'upheld', refunded_kobo: 0, refund: null });
    expect((await lines(month)).totals).toEqual(before);
  });
});
