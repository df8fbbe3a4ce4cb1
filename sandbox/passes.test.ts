/**
 * Roadside passes in the API (issue 25): made on first read, replaced at once, scanned without
 * a user, judged by the one readiness rule for the vehicle alone, recorded by time and code only.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, login, withSandbox } from '../tests/integration/helpers';
import { verificationCode } from './routes/passes';

const sb = withSandbox();
let owner = '';
const call = (method: string, path: string, body?: unknown, token = owner) => api(sb.current.url, method, path, body, token);
/** A scan as the portal sends it for a person's view: each call a new viewer unless one is given. */
const scan = (token: string, viewer: string | null = randomBytes(16).toString('hex')) => api(sb.current.url, 'POST', '/v1/passes/scan', { token, viewer });
const outbox = async () => (await (await fetch(`${sb.current.url}/outbox.json`)).json()) as { to: string; body: string; subject: string }[];
const activityOf = async (kind: string) => ((await call('GET', '/v1/partners/1/activity?perPage=200')).body.data as { kind: string; subject: string; detail: string }[]).filter((e) => e.kind === kind);

let vehicles: { id: number; plate: string }[] = [];
beforeAll(async () => {
  owner = await login(sb.current.url, 'owner@example.com');
  vehicles = (await call('GET', '/v1/partners/1/vehicles?perPage=100')).body.data;
});
const idOf = (plate: string) => vehicles.find((v) => v.plate === plate)!.id;

describe('a roadside pass', () => {
  it('is made on first read, with a 128-bit token, and stays the same until replaced', async () => {
    const first = await call('GET', `/v1/partners/1/vehicles/${idOf('KJA-100AA')}/pass`);
    expect(first.status).toBe(200);
    expect(first.body.data.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.body.data.trading_name).toBe('Lagos Shuttle Partners Ltd');
    const again = await call('GET', `/v1/partners/1/vehicles/${idOf('KJA-100AA')}/pass`);
    expect(again.body.data.token).toBe(first.body.data.token);
    expect(again.body.data.version).toBe(first.body.data.version);
  });

  it('says what the papers prove today by the readiness rule, and records only the time and a code', async () => {
    const blocked = (await call('GET', `/v1/partners/1/vehicles/${idOf('KJA-174CR')}/pass`)).body.data;
    const view = await scan(blocked.token);
    expect(view.status).toBe(200);
    expect(view.body.data.can_operate).toBe(false);
    expect(view.body.data.reason).toMatch(/^Hackney permit expired on \d\d-\d\d-\d{4}$/);
    expect(view.body.data.documents.find((d: { type: string }) => d.type === 'hackney_permit').status).toBe('expired');
    expect(view.body.data.verification_code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    // Nothing about people: no driver, no owner.
    expect(JSON.stringify(view.body.data)).not.toMatch(/driver|Adaeze|Okafor|\+234/i);
    const ready = (await call('GET', `/v1/partners/1/vehicles/${idOf('KJA-100AA')}/pass`)).body.data;
    expect((await scan(ready.token)).body.data).toMatchObject({ can_operate: true, reason: null });
    const counted = (await call('GET', `/v1/partners/1/vehicles/${idOf('KJA-174CR')}/pass`)).body.data;
    expect(counted.scans_this_week).toBe(1);
    expect(counted.last_scanned_at).not.toBeNull();
  });

  it('answers 404 for an unknown token and 422 for a malformed one; a replaced pass 410 at once', async () => {
    expect((await scan('AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await scan('short')).status).toBe(422);
    const path = `/v1/partners/1/vehicles/${idOf('KJA-100AA')}/pass`;
    const old = (await call('GET', path)).body.data;
    const fresh = (await call('POST', `${path}/replace`, {})).body.data;
    expect(fresh.token).not.toBe(old.token);
    expect(fresh.version).toBe(old.version + 1);
    const gone = await scan(old.token);
    expect(gone.status).toBe(410);
    expect(gone.body.code).toBe('PassReplaced');
    expect((await scan(fresh.token)).status).toBe(200);
  });

  it('is for the owner and vehicle managers only, of their own partner', async () => {
    const drivers = await login(sb.current.url, 'drivers.manager@example.com');
    expect((await call('GET', `/v1/partners/1/vehicles/${idOf('KJA-100AA')}/pass`, undefined, drivers)).status).toBe(403);
    const manager = await login(sb.current.url, 'fleet.manager@example.com');
    expect((await call('GET', `/v1/partners/1/vehicles/${idOf('KJA-100AA')}/pass`, undefined, manager)).status).toBe(200);
    const individual = await login(sb.current.url, 'individual@example.com');
    expect((await call('GET', `/v1/partners/1/vehicles/${idOf('KJA-100AA')}/pass`, undefined, individual)).status).toBe(403);
  });

  it('tells the owner by SMS when asked to', async () => {
    const prefs = (await call('GET', '/v1/partners/1/notification-preferences')).body.data;
    expect(prefs.pass_scan_alerts).toBe(false);
    await call('PUT', '/v1/partners/1/notification-preferences', { ...prefs, pass_scan_alerts: true });
    const pass = (await call('GET', `/v1/partners/1/vehicles/${idOf('KJA-211DY')}/pass`)).body.data;
    const seen = (await scan(pass.token)).body.data;
    const outbox = (await (await fetch(`${sb.current.url}/outbox.json`)).json()) as { to: string; body: string }[];
    expect(outbox.some((m) => m.to === '+2348030000001' && m.body.includes('KJA-211DY') && m.body.includes(seen.verification_code))).toBe(true);
  });

  it('a removed vehicle’s pass answers 410', async () => {
    const id = idOf('KJA-211DY');
    const pass = (await call('GET', `/v1/partners/1/vehicles/${id}/pass`)).body.data;
    await call('POST', `/v1/partners/1/vehicles/${id}/pass/replace`, {});
    const current = (await call('GET', `/v1/partners/1/vehicles/${id}/pass`)).body.data;
    expect(current.token).not.toBe(pass.token);
    const removed = await call('DELETE', `/v1/vehicles/${id}`);
    expect(removed.status).toBeLessThan(300);
    const gone = await scan(current.token);
    expect(gone.status).toBe(410);
    expect(gone.body.code).toBe('VehicleRemoved');
  });
});

describe('what counts as a scan (issue 31 §1)', () => {
  it('a view without a viewer (HEAD, a link preview) is answered and not recorded', async () => {
    const path = `/v1/partners/1/vehicles/${idOf('KJA-137BH')}/pass`;
    const pass = (await call('GET', path)).body.data;
    const before = (await activityOf('pass.scanned')).length;
    const preview = await scan(pass.token, null);
    expect(preview.status).toBe(200);
    expect(preview.body.data.verification_code).toBeNull();
    expect(preview.body.data.vehicle.plate).toBe('KJA-137BH');
    expect((await call('GET', path)).body.data.scans_this_week).toBe(0);
    expect((await activityOf('pass.scanned')).length).toBe(before);
  });

  it('one viewer counts once an hour, with the same code; another viewer counts again', async () => {
    const path = `/v1/partners/1/vehicles/${idOf('KJA-137BH')}/pass`;
    const pass = (await call('GET', path)).body.data;
    const officer = 'b'.repeat(32);
    const first = (await scan(pass.token, officer)).body.data.verification_code;
    for (let i = 0; i < 5; i++) expect((await scan(pass.token, officer)).body.data.verification_code).toBe(first);
    expect((await call('GET', path)).body.data.scans_this_week).toBe(1);
    expect((await scan(pass.token, 'c'.repeat(32))).body.data.verification_code).not.toBeNull();
    expect((await call('GET', path)).body.data.scans_this_week).toBe(2);
  });

  it('alerts the owner at most once an hour per vehicle, however many people scan', async () => {
    const prefs = (await call('GET', '/v1/partners/1/notification-preferences')).body.data;
    await call('PUT', '/v1/partners/1/notification-preferences', { ...prefs, pass_scan_alerts: true });
    const pass = (await call('GET', `/v1/partners/1/vehicles/${idOf('KJA-248EF')}/pass`)).body.data;
    const alerts = async () => (await outbox()).filter((m) => m.subject === 'Roadside pass scanned' && m.body.includes('KJA-248EF')).length;
    for (let i = 0; i < 10; i++) expect((await scan(pass.token)).status).toBe(200);
    expect(await alerts()).toBe(1);
    expect((await call('GET', `/v1/partners/1/vehicles/${idOf('KJA-248EF')}/pass`)).body.data.scans_this_week).toBe(10);
    // An hour later, the next scan alerts again.
    await api(sb.current.url, 'POST', '/__sandbox/clock', { advance_minutes: 61 });
    try {
      await scan(pass.token);
      expect(await alerts()).toBe(2);
      const sms = (await outbox()).find((m) => m.subject === 'Roadside pass scanned' && m.body.includes('KJA-248EF'))!;
      expect(sms.body).toMatch(/^Roadside pass of KJA-248EF scanned on \d\d-\d\d-\d{4} at \d\d:\d\d\. Verification code [A-Z0-9-]+\./);
      expect(sms.body.length).toBeLessThanOrEqual(160);
    } finally {
      await api(sb.current.url, 'POST', '/__sandbox/clock', { reset: true });
      await call('PUT', '/v1/partners/1/notification-preferences', prefs);
    }
  });

  it('a scan of a replaced pass is in the activity log, once per viewer an hour', async () => {
    const path = `/v1/partners/1/vehicles/${idOf('KJA-322GW')}/pass`;
    const old = (await call('GET', path)).body.data;
    await call('POST', `${path}/replace`, {});
    const officer = 'd'.repeat(32);
    for (let i = 0; i < 3; i++) expect((await scan(old.token, officer)).status).toBe(410);
    expect((await scan(old.token, null)).status).toBe(410);
    const logged = (await activityOf('pass.replaced_scanned')).filter((e) => e.subject === 'KJA-322GW');
    expect(logged).toHaveLength(1);
    expect(logged[0].detail).toMatch(/^Pass version \d+, replaced on \d\d-\d\d-\d{4}$/);
  });
});

describe('verification codes', () => {
  it('are 6 characters without look-alikes', () => {
    const codes = Array.from({ length: 200 }, () => verificationCode());
    expect(codes.every((c) => /^[A-HJ-KM-NP-Z2-9]{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });
});
