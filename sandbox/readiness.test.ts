/**
 * The marketplace's readiness of the seeded fleet (issue 21 §1): which vehicles and drivers
 * cannot work tomorrow and why, the lists filtered by it, and the refusals of a trip swap to a
 * pair that cannot work on the trip's day.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, login, withSandbox } from '../tests/integration/helpers';
import { lagosTomorrow as dayAfter } from '../contract/lagos-time';
import { apiNow } from './clock';
import { fleetDay } from '../app/domain/fleet-day';

const lagosTomorrow = () => dayAfter(apiNow());

const sb = withSandbox();
let token = '';
const call = (method: string, path: string, body?: unknown) => api(sb.current.url, method, path, body, token);

beforeAll(async () => {
  token = await login(sb.current.url, 'owner@example.com');
});

type Item = { id: number; plate?: string; name?: string; readiness: { status: string; reasons: { code: string; message: string; blocking: boolean }[]; changes_on?: string } };

describe("the seeded fleet's readiness tomorrow", () => {
  it('blocks KJA-174CR (hackney permit expired), KJA-211DY (CMR rejected) and KJA-248EF (roadworthiness under review), and says why', async () => {
    const { body } = await call('GET', `/v1/partners/1/fleet/readiness?day=${lagosTomorrow()}`);
    const blocked = (body.data.vehicles as Item[]).filter((v) => v.readiness.status === 'blocked');
    expect(blocked.map((v) => v.plate).sort()).toEqual(['KJA-174CR', 'KJA-211DY', 'KJA-248EF']);
    const why = (plate: string) =>
      blocked
        .find((v) => v.plate === plate)!
        .readiness.reasons.filter((r) => r.blocking)
        .map((r) => r.code);
    expect(why('KJA-174CR')).toEqual(['document_expired']);
    expect(why('KJA-211DY')).toEqual(['document_rejected']);
    expect(why('KJA-248EF')).toEqual(['document_under_review']);
    // Their drivers cannot work either: a pair is blocked when its vehicle is.
    expect((body.data.drivers as Item[]).filter((d) => d.readiness.status === 'blocked')).toHaveLength(3);
    // At risk in the next 30 days: KJA-100AA's insurance (9 days), KJA-137BH's roadworthiness (20), a licence (20).
    const atRisk = (body.data.vehicles as Item[]).filter((v) => v.readiness.status === 'at_risk').map((v) => v.plate);
    expect(atRisk).toEqual(expect.arrayContaining(['KJA-100AA', 'KJA-137BH']));
  });

  it('leaves out the day’s trips when asked (omit=trips), the vehicles and drivers unchanged', async () => {
    const day = lagosTomorrow();
    const full = (await call('GET', `/v1/partners/1/fleet/readiness?day=${day}`)).body.data;
    const lean = (await call('GET', `/v1/partners/1/fleet/readiness?day=${day}&omit=trips`)).body.data;
    expect(full.trips.length).toBeGreaterThan(0);
    expect(lean.trips).toEqual([]);
    expect(lean.vehicles).toEqual(full.vehicles);
    expect(lean.drivers).toEqual(full.drivers);
  });

  it('leaves out the ready ones when asked (only=attention), counting them in totals; the dashboard’s card reads the same either way', async () => {
    const day = lagosTomorrow();
    const full = (await call('GET', `/v1/partners/1/fleet/readiness?day=${day}&omit=trips`)).body.data;
    const lean = (await call('GET', `/v1/partners/1/fleet/readiness?day=${day}&omit=trips&only=attention`)).body.data;
    const notReady = (rows: Item[]) => rows.filter((x) => x.readiness.status !== 'ready');
    expect(lean.vehicles).toEqual(notReady(full.vehicles));
    expect(lean.drivers).toEqual(notReady(full.drivers));
    expect(lean.vehicles.length).toBeLessThan(full.vehicles.length);
    expect(lean.totals).toEqual({ vehicles: full.vehicles.length, drivers: full.drivers.length });
    expect(fleetDay(lean)).toEqual(fleetDay(full));
  });

  it('keeps the records named in ids beside those not ready, and every ready one left out is ready with nothing to say (the lists and pages read it so)', async () => {
    const day = lagosTomorrow();
    const full = (await call('GET', `/v1/partners/1/fleet/readiness?day=${day}&omit=trips`)).body.data;
    const ready = full.vehicles.filter((x: Item) => x.readiness.status === 'ready');
    expect(ready.length).toBeGreaterThan(1);
    for (const v of ready) expect(v.readiness).toEqual({ status: 'ready', reasons: [] });
    const named = (await call('GET', `/v1/partners/1/fleet/readiness?day=${day}&omit=trips&only=attention&ids=${ready[0].id}`)).body.data;
    expect(named.vehicles.map((x: Item) => x.id).sort()).toEqual([...full.vehicles.filter((x: Item) => x.readiness.status !== 'ready'), ready[0]].map((x: Item) => x.id).sort());
    // A malformed list of ids is no list: those not ready only.
    const bad = (await call('GET', `/v1/partners/1/fleet/readiness?day=${day}&omit=trips&only=attention&ids=1;2`)).body.data;
    expect(bad.vehicles.length).toBe(named.vehicles.length - 1);
  });

  it('filters the lists by readiness on a day, with paging totals that agree', async () => {
    const day = lagosTomorrow();
    const blocked = (await call('GET', `/v1/partners/1/vehicles?readiness=blocked&day=${day}&perPage=50`)).body;
    expect(blocked.data.map((v: { plate: string }) => v.plate)).toEqual(['KJA-174CR', 'KJA-211DY', 'KJA-248EF']);
    expect(blocked.metadata.total).toBe(3);
    const ready = (await call('GET', `/v1/partners/1/vehicles?readiness=ready&day=${day}&perPage=50`)).body.metadata.total;
    const atRisk = (await call('GET', `/v1/partners/1/vehicles?readiness=at_risk&day=${day}&perPage=50`)).body.metadata.total;
    expect(ready + atRisk + 3).toBe((await call('GET', '/v1/partners/1/vehicles?perPage=50')).body.metadata.total);
  });
});

describe('a trip swap to a pair that cannot work on the trip day', () => {
  it('is refused with the rule’s reason and code, and the trip is unchanged', async () => {
    const trips = (await call('GET', '/v1/partners/1/trips?status=upcoming&perPage=100')).body.data as { id: number; driver: { id: number }; vehicle: { id: number } }[];
    const trip = trips.at(-1)!;
    const candidates = (await call('GET', `/v1/trips/${trip.id}/candidates`)).body.data;
    const kunle = candidates.drivers.find((d: { name: string }) => d.name === 'Kunle Salami');
    expect(kunle.licence_class).toBe('B');
    expect(kunle.readiness.status).toBe('blocked');
    expect(kunle.documents.every((d: { number: string | null }) => d.number === null)).toBe(true);

    const refused = await call('PATCH', `/v1/trips/${trip.id}/driver`, { driver_id: kunle.id });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('DriverNotQualified');
    expect(refused.body.message).toMatch(/^Kunle Salami holds a class B licence; carrying passengers for hire in [A-Z]{3}-\d{3}[A-Z]{2} needs class E$/);

    const suspended = candidates.vehicles.find((v: { plate: string }) => v.plate === 'KJA-174CR');
    const refusedVehicle = await call('PATCH', `/v1/trips/${trip.id}/vehicle`, { vehicle_id: suspended.id });
    expect(refusedVehicle.status).toBe(409);
    expect(refusedVehicle.body.code).toBe('VehicleNotReady');
    expect(refusedVehicle.body.message).toMatch(/^KJA-174CR cannot work on \d{2}-\d{2}-\d{4}: Hackney permit expired on \d{2}-\d{2}-\d{4}$/);

    const after = (await call('GET', `/v1/trips/${trip.id}`)).body.data;
    expect([after.driver.id, after.vehicle.id]).toEqual([trip.driver.id, trip.vehicle.id]);
  });
});

describe('trips move with an assignment (issue 32 §2)', () => {
  type Ahead = { id: number; starts_at: string; driver: { id: number; name: string }; readiness: { status: string; reasons: { code: string; message: string }[] } };
  const vehicleId = async (plate: string) => (await call('GET', `/v1/partners/1/vehicles?search=${plate}`)).body.data[0] as { id: number; driver: { id: number; name: string } };
  const upcoming = async (id: number) =>
    ((await call('GET', `/v1/vehicles/${id}/trips?perPage=200`)).body.data as { id: number; status: string; driver: { id: number }; readiness: { status: string } | null }[]).filter(
      (t) => t.status === 'upcoming',
    );

  it('a new driver takes the trips ahead in the same write, except those kept; the day’s projection and each trip agree', async () => {
    const v = await vehicleId('KJA-359HD');
    const before = v.driver;
    expect((await call('DELETE', `/v1/vehicles/${v.id}/driver`)).status).toBe(200);
    const preview = (await call('GET', `/v1/vehicles/${v.id}/driver/preview?driver_id=15`)).body.data as { trips: Ahead[] };
    expect(preview.trips.length).toBeGreaterThan(1);
    expect(preview.trips.every((t) => t.driver.id === before.id && t.readiness.status !== 'blocked')).toBe(true);
    const keep = preview.trips[0].id;
    expect((await call('POST', `/v1/vehicles/${v.id}/driver`, { driver_id: 15, keep_trip_ids: [keep] })).status).toBe(200);
    const after = await upcoming(v.id);
    // Read by id: the vehicle's list is newest first, and its first 200 may all lie beyond the kept (soonest) trip.
    expect((await call('GET', `/v1/trips/${keep}`)).body.data.driver.id).toBe(before.id);
    expect(after.filter((t) => t.id !== keep).every((t) => t.driver.id === 15)).toBe(true);
    // Each upcoming trip carries its verdict; the day's projection names the drivers of its trips.
    expect(after.every((t) => t.readiness && t.readiness.status !== 'blocked')).toBe(true);
    const day = new Date(Date.parse(preview.trips[1].starts_at) + 3_600_000).toISOString().slice(0, 10);
    const projection = (await call('GET', `/v1/partners/1/fleet/readiness?day=${day}`)).body.data as {
      vehicles: { id: number; drivers: { id: number }[] }[];
      trips: { id: number; driver_id: number }[];
    };
    expect(projection.vehicles.find((x) => x.id === v.id)!.drivers.map((d) => d.id)).toContain(15);
    expect(projection.trips.find((t) => t.id === preview.trips[1].id)!.driver_id).toBe(15);
    // One activity entry for the change and its trips.
    const log = (await call('GET', '/v1/partners/1/activity?group=fleet&perPage=5')).body.data as { subject: string; detail: string }[];
    expect(log[0]).toMatchObject({ subject: 'KJA-359HD' });
    expect(log[0].detail).toBe(`Aliyu Garba assigned; ${preview.trips.length - 1} upcoming trips follow (1 kept)`);
    // Put the story back.
    await call('DELETE', `/v1/vehicles/${v.id}/driver`);
    await call('POST', `/v1/vehicles/${v.id}/driver`, { driver_id: before.id });
    expect((await upcoming(v.id)).every((t) => t.driver.id === before.id)).toBe(true);
  });

  it('a driver who may not drive the vehicle is refused, in words, before any trip moves; the picker says so (issue 42 §1)', async () => {
    const v = await vehicleId('KJA-396JL');
    const before = v.driver;
    await call('DELETE', `/v1/vehicles/${v.id}/driver`);
    const words = /^Kunle Salami holds a class B licence; carrying passengers for hire in KJA-396JL needs class E/;
    const preview = await call('GET', `/v1/vehicles/${v.id}/driver/preview?driver_id=14`);
    expect([preview.status, preview.body.code]).toEqual([409, 'DriverNotQualified']);
    const refused = await call('POST', `/v1/vehicles/${v.id}/driver`, { driver_id: 14 });
    expect([refused.status, refused.body.code]).toEqual([409, 'DriverNotQualified']);
    expect(refused.body.message).toMatch(words);
    expect((await upcoming(v.id)).every((t) => t.driver.id === before.id)).toBe(true);
    // The assignment picker's list carries the same verdict: Kunle cannot be assigned, with the reason.
    const free = (await call('GET', `/v1/partners/1/drivers?has_vehicle=false&for_vehicle=${v.id}&perPage=100`)).body.data as { id: number; assignment: { may_assign: boolean; note: string } }[];
    expect(free.find((d) => d.id === 14)!.assignment).toMatchObject({ may_assign: false, note: expect.stringMatching(words) });
    // The vehicle, driverless today, is judged alone: no surface names Kunle with it.
    const quiet = (await call('GET', '/v1/partners/1/fleet/readiness?day=2031-01-01')).body.data as { vehicles: { id: number; driver: unknown; drivers: unknown[] }[] };
    expect(quiet.vehicles.find((x) => x.id === v.id)).toMatchObject({ driver: null, drivers: [] });
    await call('POST', `/v1/vehicles/${v.id}/driver`, { driver_id: before.id });
  });
});
