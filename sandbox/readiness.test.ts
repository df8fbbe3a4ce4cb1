/**
 * The marketplace's readiness of the seeded fleet (issue 21 §1): which vehicles and drivers
 * cannot work tomorrow and why, the lists filtered by it, and the refusals of a trip swap to a
 * pair that cannot work on the trip's day.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, login, withSandbox } from '../tests/integration/helpers';
import { lagosTomorrow } from './readiness';

const sb = withSandbox();
let token = '';
const call = (method: string, path: string, body?: unknown) => api(sb.current.url, method, path, body, token);

beforeAll(async () => {
  token = await login(sb.current.url, 'owner@example.com');
});

type Item = { plate?: string; name?: string; readiness: { status: string; reasons: { code: string; message: string; blocking: boolean }[]; changes_on?: string } };

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
