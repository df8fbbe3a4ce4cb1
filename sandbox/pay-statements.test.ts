/**
 * A driver's pay statement by link through the API (issues 53 §4, 67 §8): the owner sends it (one
 * SMS segment, the token only in the link, kept hashed), the driver reads the same figures as the
 * pay run with each trip's day, route, plate and net and each line of their pay, and says "This is
 * not right" once a period: the owner is told on their channels and answers, and the driver reads
 * the answer on the same link. Every link that does not read answers alike; another partner's
 * driver is refused; the driver sees no surname, phone or other driver.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, lagosDate } from '../contract/lagos-time';
import { periodOf } from '../contract/pay-periods';
import { sql } from 'drizzle-orm';
import * as s from './db/schema';
import { TEST_INSTANT } from './clock';
import { api, login, withSandbox } from '../tests/integration/helpers';

const sb = withSandbox();
let owner = '';
const call = (method: string, path: string, body?: unknown, token = owner) => api(sb.current.url, method, path, body, token);
const outbox = async () => (await (await fetch(`${sb.current.url}/outbox.json`)).json()) as { to: string; channel: string; body: string; subject: string; link: string | null }[];
type Row = {
  driver: { id: number; name: string };
  trips: number;
  net_kobo: number;
  to_pay_kobo: number;
  query: { id: number; note: string; answer: string | null } | null;
  statement: { opened_at: string | null } | null;
};

const week = periodOf(addDays(lagosDate(TEST_INSTANT), -7), 'week');
const run = async () => (await call('GET', `/v1/partners/1/pay/run?period=week&start=${week.start}`)).body.data as { rows: Row[] };
const tokenOf = (link: string | null) => link!.split('/pay/')[1]!;

beforeAll(async () => {
  owner = await login(sb.current.url, 'owner@example.com');
  expect((await call('POST', '/v1/partners/1/pay/rules', { driver_id: null, basis: 'share', share_bp: 3_000, period: 'week', from: week.start })).status).toBe(201);
});

describe('pay statements', () => {
  it('texts the driver one segment in Hausa; the link reads the pay run’s figures and the trips that make them', async () => {
    const row = (await run()).rows.find((r) => r.trips > 1)!;
    const sent = await call('POST', '/v1/partners/1/pay/statements', { driver_id: row.driver.id, period: 'week', start: week.start, channel: 'sms', language: 'ha' });
    expect(sent.status).toBe(201);
    const sms = (await outbox())[0]!;
    expect(sms.body.length).toBeLessThanOrEqual(160);
    expect(sms.body).toMatch(/^\S+, albashinka na \d\d-\d\d zuwa \d\d-\d\d-\d{4}: N[\d,]+\.\d\d\. Bayani: http\S+\/pay\/[\w-]{22}$/);
    const token = tokenOf(sms.link);
    const view = (await call('POST', '/v1/pay-statements/open', { token, viewer: 'a'.repeat(32) }, '')).body.data;
    expect(view.language).toBe('ha');
    expect(view.row).toMatchObject({ trips: row.trips, net_kobo: row.net_kobo, to_pay_kobo: row.to_pay_kobo });
    expect(view.trips).toHaveLength(row.trips);
    expect(view.trips.reduce((n: number, t: { net_kobo: number }) => n + t.net_kobo, 0)).toBe(row.net_kobo);
    expect(view.row.items[0]).toMatchObject({ type: 'pay', amount_kobo: view.row.gross_pay_kobo });
    expect(sms.body).toContain(`N${(row.to_pay_kobo / 100).toLocaleString('en-NG', { minimumFractionDigits: 2 })}`);
    // Only the first name: no surname, no phone.
    expect(JSON.stringify(view)).not.toContain(row.driver.name.split(' ')[1]!);
    expect(JSON.stringify(view)).not.toMatch(/\+?234\d{6,}/);
    expect((await run()).rows.find((r) => r.driver.id === row.driver.id)!.statement?.opened_at).toBeTruthy();
  });

  it('takes the driver’s query once a period, tells the owner, and shows the owner’s answer on the link; every dead link answers alike', async () => {
    const row = (await run()).rows[0]!;
    await call('POST', '/v1/partners/1/pay/statements', { driver_id: row.driver.id, period: 'week', start: week.start, channel: 'whatsapp', language: 'en-NG' });
    const first = tokenOf((await outbox())[0]!.link);
    await call('POST', '/v1/partners/1/pay/statements', { driver_id: row.driver.id, period: 'week', start: week.start, channel: 'sms', language: 'en-NG' });
    const second = tokenOf((await outbox())[0]!.link);
    // Replaced, guessed and expired links answer the same: nothing tells a stranger which was real.
    const old = await call('POST', '/v1/pay-statements/open', { token: first, viewer: null }, '');
    const guessed = await call('POST', '/v1/pay-statements/open', { token: 'A'.repeat(22), viewer: null }, '');
    expect([old.status, old.body.code]).toEqual([404, 'LinkClosed']);
    expect([guessed.status, guessed.body.code]).toEqual([404, 'LinkClosed']);
    const empty = await call('POST', '/v1/pay-statements/notes', { token: second, note: '  ' }, '');
    expect(empty.status).toBe(422);
    const noted = await call('POST', '/v1/pay-statements/notes', { token: second, note: 'I don pay back ₦20,000 already' }, '');
    expect([noted.status, noted.body.data.query.note]).toEqual([201, 'I don pay back ₦20,000 already']);
    const again = await call('POST', '/v1/pay-statements/notes', { token: second, note: 'And Saturday' }, '');
    expect([again.status, again.body.code]).toEqual([409, 'PayQueryExists']);
    // The owner is told on the channels of their settings, with a link to the driver's pay.
    const told = (await outbox()).filter((m) => m.link?.includes(`/earnings/pay/driver/${row.driver.id}`));
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(told.find((m) => m.channel === 'sms')!.body.length).toBeLessThanOrEqual(160);
    const query = (await run()).rows.find((r) => r.driver.id === row.driver.id)!.query!;
    expect(query).toMatchObject({ note: 'I don pay back ₦20,000 already', answer: null });
    const open = (await call('GET', '/v1/partners/1/pay/queries')).body.data as { id: number }[];
    expect(open.map((q) => q.id)).toContain(query.id);
    const answered = await call('POST', `/v1/partners/1/pay/queries/${query.id}/answer`, { answer: 'Yes: the advance of 02-11 is cleared. See the line.' });
    expect(answered.status).toBe(200);
    expect((await call('POST', `/v1/partners/1/pay/queries/${query.id}/answer`, { answer: 'Again' })).body.code).toBe('PayQueryAnswered');
    const view = (await call('POST', '/v1/pay-statements/open', { token: second, viewer: null }, '')).body.data;
    expect(view.query).toMatchObject({ answer: 'Yes: the advance of 02-11 is cleared. See the line.' });
    expect(((await call('GET', '/v1/partners/1/pay/queries')).body.data as { id: number }[]).map((q) => q.id)).not.toContain(query.id);
    const abuja = await login(sb.current.url, 'abuja.owner@example.com');
    const abujaId = sb.current.db
      .select()
      .from(s.partners)
      .where(sql`${s.partners.companyName} LIKE 'Abuja%'`)
      .get()!.id;
    expect((await call('POST', `/v1/partners/${abujaId}/pay/queries/${query.id}/answer`, { answer: 'x' }, abuja)).status).toBe(404);
    const log = (await call('GET', '/v1/partners/1/activity?perPage=50')).body.data as { kind: string }[];
    expect(log.map((e) => e.kind)).toEqual(expect.arrayContaining(['pay.statement_sent', 'pay.statement_queried', 'pay.query_answered']));
  });

  it('refuses another partner’s driver and a driver with nothing in the period', async () => {
    const stranger = await call('POST', '/v1/partners/1/pay/statements', { driver_id: 999_999, period: 'week', start: week.start, channel: 'sms', language: 'en-NG' });
    expect(stranger.status).toBe(404);
    const far = await call('POST', '/v1/partners/1/pay/statements', { driver_id: (await run()).rows[0]!.driver.id, period: 'week', start: '2021-01-04', channel: 'sms', language: 'en-NG' });
    expect(far.status).toBe(422);
  });

  it('lets a driver manager read how a driver is paid (issue 53 §6), never a pay run nor a statement', async () => {
    const manager = await login(sb.current.url, 'drivers.manager@example.com');
    const driverId = (await run()).rows[0]!.driver.id;
    const rule = await call('GET', `/v1/drivers/${driverId}/pay-rule`, undefined, manager);
    expect(rule.status).toBe(200);
    expect(rule.body.data.rule).toMatchObject({ basis: 'share', share_bp: 3_000, period: 'week' });
    expect((await call('GET', `/v1/partners/1/pay/run?period=week&start=${week.start}`, undefined, manager)).status).toBe(403);
    expect((await call('POST', '/v1/partners/1/pay/statements', { driver_id: driverId, period: 'week', start: week.start, channel: 'sms' }, manager)).status).toBe(403);
    expect((await call('GET', '/v1/drivers/999999/pay-rule', undefined, manager)).status).toBe(404);
  });
});
