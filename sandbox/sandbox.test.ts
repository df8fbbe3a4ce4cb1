import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { api, login, withSandbox } from '../tests/integration/helpers';
import * as s from './db/schema';
import { startSandbox } from './server';
import { TEST_INSTANT } from './clock';
import { addDays, lagosDate } from '../contract/lagos-time';

const sb = withSandbox();
const base = () => sb.current.url;
const outbox = async () => (await fetch(`${base()}/outbox.json`)).json() as Promise<Array<Record<string, string>>>;

describe('the pinned clock (issue 45 §6)', () => {
  it('starts at the tests’ instant with the seed around it, and a reset goes back to it, not to real time', async () => {
    const clock = async (body?: unknown) => (await api(sb.current.url, body ? 'POST' : 'GET', '/__sandbox/clock', body)).body.data as { now: string; day: string };
    const day = lagosDate(TEST_INSTANT);
    expect(await clock()).toMatchObject({ day });
    expect(Math.abs(Date.parse((await clock()).now) - TEST_INSTANT)).toBeLessThan(60_000);
    expect((await clock({ advance_days: 40 })).day).toBe(addDays(day, 40));
    expect((await clock({ reset: true })).day).toBe(day);
    // The seed is made around the pinned day: it has trips.
    const owner = await login(sb.current.url, 'owner@example.com');
    const onTheDay = await api(sb.current.url, 'GET', `/v1/partners/1/trips?from=${day}&to=${day}&perPage=1`, undefined, owner);
    expect(onTheDay.body.metadata.total).toBeGreaterThan(0);
  });
});

describe('reference data', () => {
  it('serves the seeded countries, Nigeria first with +234', async () => {
    const { status, body } = await api(base(), 'GET', '/v1/countries');
    expect(status).toBe(200);
    expect(body.data[0]).toMatchObject({ code: 'NG', phone_code: '+234', name: 'Nigeria' });
    expect(body.data.length).toBeGreaterThanOrEqual(10);
  });

  it('serves the Nigerian cities and the five business types', async () => {
    const cities = (await api(base(), 'GET', '/v1/city/all?limit=1000&fields=id,name,code,country_id')).body.data.map((c: { name: string }) => c.name);
    for (const name of ['Lagos', 'Abuja', 'Port Harcourt', 'Ibadan', 'Kano', 'Benin City', 'Enugu', 'Kaduna']) expect(cities).toContain(name);
    const types = (await api(base(), 'GET', '/v1/business-types')).body.data.map((t: { name: string }) => t.name);
    expect(types).toEqual(['Business Name', 'Company', 'Incorporated Trustee', 'Limited Partnership', 'Limited Liability Partnership']);
  });
});

describe('errors are shaped like an API', () => {
  it('answers 401 without a token and with a bad one', async () => {
    expect(await api(base(), 'GET', '/v1/users/profile')).toMatchObject({ status: 401, body: { code: 'Unauthorized' } });
    expect((await api(base(), 'GET', '/v1/users/profile', undefined, 'nope')).status).toBe(401);
  });

  it('answers 422 with field errors for bad input', async () => {
    const { status, body } = await api(base(), 'POST', '/v1/users', { fname: '', email: 'x' });
    expect(status).toBe(422);
    expect(body.code).toBe('ValidationError');
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['fname', 'email', 'password']));
  });

  it('answers ItemAlreadyExist for a duplicate email', async () => {
    const { status, body } = await api(base(), 'POST', '/v1/users', { fname: 'A', lname: 'B', email: 'owner@example.com', phone: '8031234567', password: 'secret1', country_code: 'NG' });
    expect(status).toBe(409);
    expect(body).toEqual({ message: 'A user with this email already exists', code: 'ItemAlreadyExist' });
  });

  it('answers 403 when a member lacks the right', async () => {
    const token = await login(base(), 'drivers.manager@example.com');
    const { status, body } = await api(base(), 'GET', '/v1/partners/1/summaries?period=All', undefined, token);
    expect(status).toBe(403);
    expect(body.code).toBe('Forbidden');
  });
});

describe('demo accounts', () => {
  it('has the business owner with 12 vehicles, 15 drivers, ratings and a settlement account', async () => {
    const token = await login(base(), 'owner@example.com');
    const memberships = (await api(base(), 'GET', '/v1/users/1/partner-members', undefined, token)).body.data;
    expect(memberships).toHaveLength(1);
    expect(memberships[0]).toMatchObject({ role: 'owner', partner: { company_name: 'Lagos Shuttle Partners Ltd', mode: 'business' } });
    const partner = memberships[0].partner;
    const summary = (await api(base(), 'GET', `/v1/partners/${partner.id}/summaries?period=All`, undefined, token)).body.data;
    expect(summary).toMatchObject({ total_vehicles: 12, total_drivers: 15 });
    // At least 2 trips on the road at any hour (the round-the-clock routes), more at rush hour.
    expect(summary.total_active_trips).toBeGreaterThanOrEqual(2);
    expect(summary.total_completed_trips).toBeGreaterThan(300);
    expect(summary.earningsSummary.unsettledEarnings.amount).toBeGreaterThan(0);
    expect(Number.isInteger(summary.earningsSummary.unsettledEarnings.amount)).toBe(true);
    const ratings = (await api(base(), 'GET', `/v1/ratings/partners/${partner.id}`, undefined, token)).body.data;
    expect(ratings.count).toBeGreaterThan(0);
    expect(ratings.rating).toBeGreaterThanOrEqual(6);
    expect(ratings.rating).toBeLessThanOrEqual(10);
    const accounts = (await api(base(), 'GET', `/partner-payout/v1/settlement-accounts?partnerId=${partner.account_sid}`, undefined, token)).body.data;
    expect(accounts).toHaveLength(1);
    const kyc = (await api(base(), 'GET', `/v1/partners/${partner.account_sid}/kyc/status`, undefined, token)).body.data;
    expect(kyc).toEqual({ identity: { status: 'completed' }, address: { status: 'completed' }, partner_type: 'business' });
  });

  it('has the individual with identity submitted and address not submitted', async () => {
    const token = await login(base(), 'individual@example.com');
    const profile = (await api(base(), 'GET', '/v1/users/profile', undefined, token)).body.data;
    const [m] = (await api(base(), 'GET', `/v1/users/${profile.id}/partner-members`, undefined, token)).body.data;
    const kyc = (await api(base(), 'GET', `/v1/partners/${m.partner.account_sid}/kyc/status`, undefined, token)).body.data;
    expect(kyc).toEqual({ identity: { status: 'submitted' }, address: { status: 'not submitted' }, partner_type: 'individual' });
  });

  it('has a user without a partner, a member of two partners and a revoked member', async () => {
    const memberships = async (email: string) => {
      const token = await login(base(), email);
      const profile = (await api(base(), 'GET', '/v1/users/profile', undefined, token)).body.data;
      return (await api(base(), 'GET', `/v1/users/${profile.id}/partner-members`, undefined, token)).body.data;
    };
    expect(await memberships('new@example.com')).toEqual([]);
    expect((await memberships('two.orgs@example.com')).map((m: { partner: { company_name: string } }) => m.partner.company_name)).toHaveLength(2);
    const [revoked] = await memberships('revoked@example.com');
    expect(revoked.roles).toEqual([]);
    const [driver] = await memberships('drivers.manager@example.com');
    expect(driver.roles).toEqual([{ name: 'partner_driver_manager' }]);
  });
});

describe('OTP login', () => {
  it('sends a 4-digit code to the outbox, accepts it once, and refuses an early resend', async () => {
    const request = await api(base(), 'POST', '/v1/otp-login', { phone: '08030000001', country_code: 'NG', type: 'user' });
    expect(request.status).toBe(201);
    const [sms] = await outbox();
    expect(sms).toMatchObject({ to: '+2348030000001', channel: 'sms' });
    expect(sms.code).toMatch(/^\d{4}$/);
    const again = await api(base(), 'POST', '/v1/otp-login', { phone: '8030000001', country_code: 'NG', type: 'user' });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^Please wait \d+ seconds before requesting a new code$/);
    const ref = request.body.data.reference_id;
    const ok = await api(base(), 'PATCH', `/v1/otp-login/${ref}`, { otp_code: sms.code, type: 'user' });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ email: 'owner@example.com', token: expect.any(String) });
    const reuse = await api(base(), 'PATCH', `/v1/otp-login/${ref}`, { otp_code: sms.code, type: 'user' });
    expect(reuse.body.code).toBe('OtpUsed');
  });

  it('locks a code after 5 wrong tries and refuses an expired code', async () => {
    const request = await api(base(), 'POST', '/v1/otp-login', { phone: '8030000002', country_code: 'NG', type: 'user' });
    const ref = request.body.data.reference_id;
    const [sms] = await outbox();
    const wrong = sms.code === '0000' ? '1111' : '0000';
    const replies = [];
    for (let i = 0; i < 5; i++) replies.push((await api(base(), 'PATCH', `/v1/otp-login/${ref}`, { otp_code: wrong, type: 'user' })).body);
    expect(replies[0].message).toBe('The code is incorrect, 4 attempts left');
    expect(replies[4].code).toBe('OtpLocked');
    expect((await api(base(), 'PATCH', `/v1/otp-login/${ref}`, { otp_code: sms.code, type: 'user' })).body.code).toBe('OtpLocked');

    const db = sb.current.db;
    db.update(s.otpCodes).set({ createdAt: '2000-01-01T00:00:00.000Z' }).run();
    const fresh = await api(base(), 'POST', '/v1/otp-login', { phone: '8030000002', country_code: 'NG', type: 'user' });
    const [sms2] = await outbox();
    db.update(s.otpCodes).set({ expiresAt: '2000-01-01T00:00:00.000Z' }).where(eq(s.otpCodes.referenceId, fresh.body.data.reference_id)).run();
    expect((await api(base(), 'PATCH', `/v1/otp-login/${fresh.body.data.reference_id}`, { otp_code: sms2.code, type: 'user' })).body.code).toBe('OtpExpired');
  });
});

describe('forgot and reset password', () => {
  it('emails a single-use link that changes the password', async () => {
    sb.current.setPortalUrl('http://portal.test');
    expect((await api(base(), 'POST', '/v1/password', { email: 'new@example.com', type: 'user', app: 'partners-portal' })).status).toBe(200);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to: 'new@example.com', channel: 'email', subject: 'Reset your password' });
    expect(mail.link).toMatch(/^http:\/\/portal\.test\/password\/[\w-]+\?type=user$/);
    const token = mail.link.split('/password/')[1].split('?')[0];
    const change = { password: 'newpass1', confirm_password: 'newpass1', type: 'user', token };
    expect((await api(base(), 'POST', '/v1/password/change', change)).status).toBe(200);
    expect((await api(base(), 'POST', '/v1/password/change', change)).body.code).toBe('InvalidToken');
    expect((await api(base(), 'POST', '/v1/login', { email: 'new@example.com', password: 'newpass1' })).status).toBe(200);
    expect((await api(base(), 'POST', '/v1/login', { email: 'new@example.com', password: 'demo1234' })).status).toBe(400);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const before = (await outbox()).length;
    expect((await api(base(), 'POST', '/v1/password', { email: 'nobody@example.com', type: 'user', app: 'partners-portal' })).status).toBe(200);
    expect((await outbox()).length).toBe(before);
  });
});

describe('uploads', () => {
  const upload = async (token: string, bytes: Uint8Array, name: string, type: string) => {
    const form = new FormData();
    form.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), name);
    const res = await fetch(`${base()}/v1/upload/identity/files`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: await res.json() };
  };
  const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

  it('stores a PNG and answers its Location', async () => {
    const token = await login(base(), 'individual@example.com');
    const { status, body } = await upload(token, png, 'bill.png', 'image/png');
    expect(status).toBe(201);
    expect(body.files[0].Location).toMatch(/\/files\/[\w-]+$/);
    // The file is the uploader's: with their token it is served; without one, or to a user of
    // another partner, it does not exist (issue 41 §3).
    const file = await fetch(body.files[0].Location, { headers: { authorization: `Bearer ${token}` } });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetch(body.files[0].Location)).status).toBe(401);
    const stranger = await login(base(), 'abuja.owner@example.com');
    expect((await fetch(body.files[0].Location, { headers: { authorization: `Bearer ${stranger}` } })).status).toBe(404);
  });

  it('refuses a 6 MB file and an executable renamed to .png', async () => {
    const token = await login(base(), 'individual@example.com');
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(png);
    expect(await upload(token, big, 'big.png', 'image/png')).toMatchObject({ status: 413, body: { message: 'File must be less than 5 MB' } });
    const exe = new Uint8Array(1024);
    exe.set([0x4d, 0x5a, 0x90, 0x00]);
    expect((await upload(token, exe, 'photo.png', 'image/png')).status).toBe(415);
  });
});

describe('team', () => {
  it('lets the owner invite by email (to the outbox) and a member gets 403 doing the same', async () => {
    const owner = await login(base(), 'owner@example.com');
    const invite = await api(base(), 'POST', '/v1/account_members', { owner_type: 'partner', owner_id: 1, member_email: 'fresh@example.com', member_roles: ['partner_trip_manager'] }, owner);
    expect(invite.status).toBe(201);
    const [mail] = await outbox();
    expect(mail.link).toMatch(/\/accept-invite\?code=/);
    const code = new URL(mail.link).searchParams.get('code');
    const lookup = await api(base(), 'GET', `/v1/account_members/invite?code=${code}`);
    expect(lookup.body.data).toMatchObject({ member_email: 'fresh@example.com', company_name: 'Lagos Shuttle Partners Ltd', user_exists: false });
    const dup = await api(base(), 'POST', '/v1/account_members', { owner_type: 'partner', owner_id: 1, member_email: 'fresh@example.com', member_roles: ['partner_staff'] }, owner);
    expect(dup.body.code).toBe('ItemAlreadyExist');
    const member = await login(base(), 'two.orgs@example.com');
    const denied = await api(base(), 'POST', '/v1/account_members', { owner_type: 'partner', owner_id: 1, member_email: 'x@example.com', member_roles: ['partner_staff'] }, member);
    expect(denied.status).toBe(403);
    const page = await api(base(), 'GET', '/v1/account_members?owner_id=1&owner_type=partner&page=1&perPage=10', undefined, owner);
    expect(page.body.metadata.total).toBeGreaterThanOrEqual(4);
  });
});

describe('telemetry', () => {
  it('acknowledges join-rooms and publishes positions of active trips', async () => {
    const token = await login(base(), 'owner@example.com');
    const socket = io(base(), { path: '/telemetry', transports: ['websocket', 'polling'], auth: { token }, query: { token } });
    try {
      const ack = await socket.timeout(5000).emitWithAck('join-rooms', ['partner:1', 'partner:2', 'bogus']);
      expect(ack).toEqual({ joined: ['partner:1'], rejected: ['partner:2', 'bogus'] });
      const position = await new Promise<Record<string, unknown>>((resolve) => socket.once('trip-position', resolve));
      expect(position).toMatchObject({ partner_id: 1, plate: expect.stringMatching(/^KJA-/), speed_kmh: expect.any(Number) });
    } finally {
      socket.close();
    }
  });

  it('refuses a connection without a valid token', async () => {
    const socket = io(base(), { path: '/telemetry', transports: ['websocket'], auth: { token: 'bad' }, reconnection: false });
    const error = await new Promise<Error>((resolve) => socket.once('connect_error', resolve));
    expect(error.message).toBe('unauthorized');
    socket.close();
  });
});

describe('persistence', () => {
  it('keeps writes in the database file across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-db-'));
    try {
      const first = await startSandbox({ port: 0, dbFile: join(dir, 'db.sqlite') });
      await api(first.url, 'POST', '/v1/users', { fname: 'Ada', lname: 'Obi', email: 'persist@example.com', phone: '8099999999', password: 'secret1', country_code: 'NG' });
      await first.close();
      const second = await startSandbox({ port: 0, dbFile: join(dir, 'db.sqlite') });
      expect((await api(second.url, 'POST', '/v1/login', { email: 'persist@example.com', password: 'secret1' })).status).toBe(200);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
