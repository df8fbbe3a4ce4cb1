/**
 * The activity log (issue 24 §3), through the API: each change writes its entry with who and
 * when; the owner reads all, a member only their own; filters by person, kind and day; a bad
 * range is a field error; the table refuses edits.
 */
import type Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { api, login, withSandbox } from '../tests/integration/helpers';
import { openDb } from './db/index';
import { apiNow } from './clock';

const sb = withSandbox();
type Entry = { kind: string; actor: { id: number; name: string } | null; actor_name: string; subject: string; detail: string; created_at: string };
const log = async (token: string, query = '') =>
  (await api(sb.current.url, 'GET', `/v1/partners/1/activity?perPage=200${query}`, undefined, token)).body as {
    data: Entry[];
    metadata: { total: number; own_only: boolean; people: { id: number; name: string }[] };
  };
const signIn = async (email: string, device?: { id: string; label: string }) => (await api(sb.current.url, 'POST', '/v1/login', { email, password: 'demo1234', device })).body.data.token as string;
const lagosToday = () => new Date(apiNow() + 3_600_000).toISOString().slice(0, 10);

describe('the activity log', () => {
  it('records a sign-in from a new device once, for each partner of the user', async () => {
    const device = { id: 'dev-aaaaaaaaaaaaaaaaaaaa', label: 'Chrome on Android' };
    const owner = await signIn('owner@example.com', device);
    await signIn('owner@example.com', device);
    await signIn('owner@example.com', { id: 'dev-bbbbbbbbbbbbbbbbbbbb', label: 'Firefox on Windows' });
    const entries = (await log(owner, '&group=signins')).data;
    expect(entries.map((e) => [e.subject, e.actor_name])).toEqual([
      ['Firefox on Windows', 'Adaeze Okafor'],
      ['Chrome on Android', 'Adaeze Okafor'],
    ]);
    // The same device's hash is not shown anywhere.
    expect(JSON.stringify(entries)).not.toContain('dev-');
  });

  it('records fleet changes with who and what, newest first, and never a phone or a licence number', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    const plate = `KJA-${String(100 + Math.floor(Math.random() * 800))}ZZ`;
    const model = await firstModel(owner);
    const city = (await api(sb.current.url, 'GET', '/v1/partners/1', undefined, owner)).body.data.cities?.[0]?.id ?? 1;
    const added = await api(sb.current.url, 'POST', '/v1/partners/1/vehicles', { plate, model_id: model.id, year: 2020, seats: model.seats, type: model.type, city_id: city }, owner);
    expect(added.status).toBe(201);
    expect((await api(sb.current.url, 'PATCH', `/v1/vehicles/${added.body.data.id}`, { year: 2021 }, owner)).status).toBe(200);
    expect((await api(sb.current.url, 'DELETE', `/v1/vehicles/${added.body.data.id}`, undefined, owner)).status).toBe(204);
    const fleet = (await log(owner, '&group=fleet')).data.filter((e) => e.subject === plate);
    expect(fleet.map((e) => [e.kind, e.actor_name])).toEqual([
      ['vehicle.removed', 'Adaeze Okafor'],
      ['vehicle.edited', 'Adaeze Okafor'],
      ['vehicle.added', 'Adaeze Okafor'],
    ]);
    expect(fleet[1].detail).toBe('Changed: year');
    expect(Date.parse(fleet[0].created_at)).toBeGreaterThan(apiNow() - 60_000);
  });

  it('records a manifest opened once a day per person and trip, and a drivers export', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    const trip = (await api(sb.current.url, 'GET', '/v1/partners/1/trips?status=completed&perPage=1', undefined, owner)).body.data[0];
    await api(sb.current.url, 'GET', `/v1/trips/${trip.id}/manifest`, undefined, owner);
    await api(sb.current.url, 'GET', `/v1/trips/${trip.id}/manifest`, undefined, owner);
    await api(sb.current.url, 'GET', '/v1/partners/1/drivers?export=csv&page=1&perPage=100', undefined, owner);
    const exports = (await log(owner, '&group=exports')).data;
    expect(exports.filter((e) => e.kind === 'export.manifest' && e.subject.startsWith(`Trip ${trip.id} `))).toHaveLength(1);
    expect(exports[0]).toMatchObject({ kind: 'export.drivers', detail: 'CSV file' });
    expect(exports[0].subject).toMatch(/^\d+ drivers?$/);
  });

  it('logs only the fields an edit changed, notification settings saved, and every CSV export once (issue 31 §3)', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    // The portal's edit form sends every field; only the address differs from what is stored.
    const driver = (await api(sb.current.url, 'GET', '/v1/partners/1/drivers?perPage=1', undefined, owner)).body.data[0];
    const full = {
      fname: driver.fname,
      lname: driver.lname,
      phone: driver.phone,
      email: driver.email,
      dob: driver.dob,
      address: '12 New Road, Yaba, Lagos',
      licence_number: driver.licence_number.toLowerCase(),
      licence_class: driver.licence_class,
    };
    expect((await api(sb.current.url, 'PATCH', `/v1/drivers/${driver.id}`, full, owner)).status).toBe(200);
    expect((await api(sb.current.url, 'PATCH', `/v1/drivers/${driver.id}`, full, owner)).status).toBe(200);
    const edits = (await log(owner, '&group=fleet')).data.filter((e) => e.kind === 'driver.edited' && e.subject === `${driver.fname} ${driver.lname}`);
    expect(edits.slice(0, 2).map((e) => e.detail)).toEqual(['Saved with no change', 'Changed: address']);

    const prefs = (await api(sb.current.url, 'GET', '/v1/partners/1/notification-preferences', undefined, owner)).body.data;
    await api(sb.current.url, 'PUT', '/v1/partners/1/notification-preferences', { ...prefs, daily_time: prefs.daily_time === '06:00' ? '06:30' : '06:00' }, owner);
    const saved = (await log(owner, '&group=settings')).data[0];
    expect(saved).toMatchObject({ kind: 'settings.notifications', actor_name: 'Adaeze Okafor', detail: 'Changed: time of day' });

    for (const path of ['/v1/partners/1/vehicles?export=csv&page=1&perPage=100', '/v1/partners/1/trips?export=csv&perPage=100', '/v1/partners/1/earnings?export=csv&perPage=1000']) {
      await api(sb.current.url, 'GET', path, undefined, owner);
    }
    // Later pages of the same export are not new entries.
    await api(sb.current.url, 'GET', '/v1/partners/1/vehicles?export=csv&page=2&perPage=100', undefined, owner);
    await api(sb.current.url, 'GET', '/v1/partners/1/trips?export=csv&perPage=100&after=abc', undefined, owner);
    const exports = (await log(owner, '&group=exports')).data;
    expect(exports.slice(0, 3).map((e) => e.kind)).toEqual(['export.earnings', 'export.trips', 'export.vehicles']);
    expect(exports.filter((e) => e.kind === 'export.vehicles')).toHaveLength(1);
    expect(exports[2].subject).toMatch(/^\d+ vehicles$/);
  });

  it('shows a member only their own entries, whatever they ask for, and the owner everyone’s', async () => {
    const manager = await signIn('drivers.manager@example.com', { id: 'dev-cccccccccccccccccccc', label: 'Chrome on Android' });
    const owner = await login(sb.current.url, 'owner@example.com');
    const own = await log(manager, '&actor=1');
    expect(own.metadata.own_only).toBe(true);
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((e) => e.actor_name === 'Musa Bello')).toBe(true);
    const all = await log(owner);
    expect(all.metadata.own_only).toBe(false);
    expect(all.metadata.people.map((p) => p.name)).toEqual(expect.arrayContaining(['Adaeze Okafor', 'Musa Bello']));
    const musa = all.metadata.people.find((p) => p.name === 'Musa Bello')!;
    expect((await log(owner, `&actor=${musa.id}`)).data.every((e) => e.actor_name === 'Musa Bello')).toBe(true);
  });

  it('filters by Lagos day, and refuses a range that ends before it starts', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    const today = lagosToday();
    const all = (await log(owner)).data;
    const todays = all.filter((e) => new Date(Date.parse(e.created_at) + 3_600_000).toISOString().slice(0, 10) === today);
    expect(todays.length).toBeGreaterThan(0);
    expect((await log(owner, `&from=${today}&to=${today}`)).metadata.total).toBe(todays.length);
    // The seeded history: the fleet as it was built, months ago.
    expect(all.at(-1)).toMatchObject({ kind: 'driver.added', actor_name: 'Adaeze Okafor' });
    expect((await log(owner, '&to=2020-01-01')).metadata.total).toBe(0);
    const bad = await api(sb.current.url, 'GET', '/v1/partners/1/activity?from=2026-11-20&to=2026-11-01', undefined, owner);
    expect(bad.status).toBe(422);
    expect(bad.body.errors.to).toEqual(['The end date must be on or after the start date']);
  });

  it('is append-only: the database refuses to change or delete an entry', () => {
    const db = openDb(':memory:');
    const sqlite = (db as unknown as { $client: Database.Database }).$client;
    sqlite.prepare("INSERT INTO activity (partner_id, actor_name, kind, created_at) VALUES (1, 'x', 'vehicle.added', '2026-01-01T00:00:00.000Z')").run();
    expect(() => sqlite.prepare("UPDATE activity SET actor_name = 'y'").run()).toThrow(/append-only/);
    expect(() => sqlite.prepare('DELETE FROM activity').run()).toThrow(/append-only/);
  });
});

/** A model the vehicle form could choose, with one of its seat counts. */
async function firstModel(token: string) {
  const makes = (await api(sb.current.url, 'GET', '/v1/fleet/makes', undefined, token)).body.data as { models: { id: number; type: string; seat_options: number[]; first_year: number }[] }[];
  const m = makes.flatMap((x) => x.models).find((x) => x.first_year <= 2020)!;
  return { id: m.id, type: m.type, seats: m.seat_options[0] };
}
