/**
 * Roadside passes in the API (issue 25): made on first read, replaced at once, scanned without
 * a user, judged by the one readiness rule for the vehicle alone, recorded by time and code only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, login, withSandbox } from '../tests/integration/helpers';
import { verificationCode } from './routes/passes';

const sb = withSandbox();
let owner = '';
const call = (method: string, path: string, body?: unknown, token = owner) => api(sb.current.url, method, path, body, token);
const scan = (token: string) => api(sb.current.url, 'POST', '/v1/passes/scan', { token });

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

describe('verification codes', () => {
  it('are 6 characters without look-alikes', () => {
    const codes = Array.from({ length: 200 }, () => verificationCode());
    expect(codes.every((c) => /^[A-HJ-KM-NP-Z2-9]{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });
});
