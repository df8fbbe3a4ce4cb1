/**
 * One answer per vehicle for a named day (issue 32 §1): the seeded fleet's projection is read once
 * from the API, then every surface that speaks about a vehicle — the dashboard's card, the
 * vehicles list, each vehicle's page, its upcoming trips of the day, its roadside pass, and the
 * notification preview — is rendered through its own loader, and each must say the same verdict.
 * A seeded class B driver is first put on a vehicle, so the pair's rule is part of the answer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { action as login } from '~/routes/_auth.login';
import { loader as dashboard } from '~/routes/_app.dashboard';
import { loader as vehiclesList } from '~/routes/_app.vehicles._index';
import { loader as vehiclePage } from '~/routes/_app.vehicles.details.$vehicleId';
import { loader as tripsList } from '~/routes/_app.trips._index';
import { loader as passPage } from '~/routes/pass.$token';
import { loader as notifications } from '~/routes/_app.settings.notifications';
import { type Readiness } from '~/domain/readiness';
import { fleetDay } from '~/domain/fleet-day';
import { passReason } from '../../sandbox/words/pass';
import { args, BASE, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';
import { api, readAs } from '../sandbox-client';
import { contextFor } from '~/server/context.server';

const sandbox = routeTestSandbox();
type Projection = {
  day: string;
  vehicles: { id: number; plate: string; readiness: Readiness }[];
  drivers: { id: number; readiness: Readiness }[];
  trips: { id: number; vehicle_id: number; readiness: Readiness }[];
};

let cookie = '';
let projection: Projection;
const json = async (run: () => Promise<unknown>) => (await responseOf(run as () => Promise<Response>)).json();

beforeAll(async () => {
  const owner = (await api(sandbox.current.url, 'POST', '/v1/login', { email: 'owner@example.com', password: 'demo1234' })).body.data.token as string;
  // Kunle Salami (class B) on KJA-322GW: the pair may not carry passengers for hire, so the API
  // refuses it in words (issue 42 §1; ADR 0033): no surface can then call the bus ready with him.
  const vehicles = (await api(sandbox.current.url, 'GET', '/v1/partners/1/vehicles?search=KJA-322GW', undefined, owner)).body.data as { id: number; driver: { id: number } | null }[];
  const refused = await api(sandbox.current.url, 'POST', `/v1/vehicles/${vehicles[0].id}/driver`, { driver_id: 14 }, owner);
  expect([refused.status, refused.body.code]).toEqual([409, vehicles[0].driver ? 'VehicleAlreadyAssigned' : 'DriverNotQualified']);
  await api(sandbox.current.url, 'DELETE', `/v1/vehicles/${vehicles[0].id}/driver`, undefined, owner);
  const again = await api(sandbox.current.url, 'POST', `/v1/vehicles/${vehicles[0].id}/driver`, { driver_id: 14 }, owner);
  expect([again.status, again.body.code]).toEqual([409, 'DriverNotQualified']);
  expect(again.body.message).toMatch(/^Kunle Salami holds a class B licence; carrying passengers for hire in KJA-322GW needs class E/);
  if (vehicles[0].driver) await api(sandbox.current.url, 'POST', `/v1/vehicles/${vehicles[0].id}/driver`, { driver_id: vehicles[0].driver.id }, owner);
  cookie = cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'demo1234' } })))));
  projection = (await readAs(sandbox.current.url, '/v1/partners/1/fleet/readiness?day=today')).data as Projection;
});

describe('every surface says the projection’s verdict for each vehicle, today', () => {
  it('the dashboard card, the vehicles list and each vehicle’s page', async () => {
    const verdict = new Map(projection.vehicles.map((v) => [v.id, v.readiness.status]));
    expect([...verdict.values()]).toContain('blocked');
    expect(verdict.get(projection.vehicles.find((v) => v.plate === 'KJA-322GW')!.id)).toBeDefined();

    const board = await json(() => dashboard(args(portalRequest('/dashboard?day=today', { cookie }))));
    expect(board.fleetDay.day).toBe(projection.day);
    const expected = fleetDay({
      ...projection,
      vehicles: projection.vehicles.map((v) => ({ ...v, driver: null, drivers: [] })),
      drivers: projection.drivers.map((d) => ({ ...d, name: '', vehicle: null })),
    });
    expect(board.fleetDay.blockedVehicles).toBe(expected.blockedVehicles);
    const blockedOnCard = (board.fleetDay.blocked as { kind: string; id: number }[]).filter((l) => l.kind === 'vehicle').map((l) => l.id);
    expect(blockedOnCard.sort()).toEqual(
      projection.vehicles
        .filter((v) => v.readiness.status === 'blocked')
        .map((v) => v.id)
        .sort(),
    );

    for (let page = 1; page <= 2; page++) {
      const list = await json(() => vehiclesList(args(portalRequest(`/vehicles?page=${page}`, { cookie }))));
      for (const row of list.vehicles as { id: number; readiness: Readiness }[]) expect(row.readiness.status, `list row ${row.id}`).toBe(verdict.get(row.id));
    }
    for (const v of projection.vehicles) {
      const page = await json(() => vehiclePage(args(portalRequest(`/vehicles/details/${v.id}`, { cookie }), { vehicleId: String(v.id) })));
      expect(page.readiness.status, v.plate).toBe(v.readiness.status);
      expect(page.today).toBe(projection.day);
    }
  });

  it('each trip of the day (today, and tomorrow) carries its own pair’s verdict, as the trips list shows it', async () => {
    const list = await json(() => tripsList(args(portalRequest('/trips?tab=upcoming', { cookie }))));
    // Today's trips, and tomorrow's: late in the evening none of today's may be upcoming any more.
    const tomorrow = (await readAs(sandbox.current.url, '/v1/partners/1/fleet/readiness?day=tomorrow')).data as Projection;
    const byId = new Map([...projection.trips, ...tomorrow.trips].map((t) => [t.id, t.readiness.status]));
    let compared = 0;
    for (const t of list.trips as { id: number; readiness: Readiness | null }[]) {
      if (!byId.has(t.id)) continue;
      expect(t.readiness?.status, `trip ${t.id}`).toBe(byId.get(t.id));
      compared++;
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('the roadside pass: "Yes" exactly when the projection says the vehicle can work, with its reason, never a name', async () => {
    // On a day without trips, KJA-322GW is judged with Kunle (class B), and its pass would say so without naming him.
    expect(passReason({ owner: 'driver', code: 'licence_class', message: 'Kunle Salami holds a class B licence' })).toBe("The assigned driver's licence class does not cover this vehicle");
    for (const v of projection.vehicles) {
      const { token } = (await readAs(sandbox.current.url, `/v1/partners/1/vehicles/${v.id}/pass`)).data as { token: string };
      const request = new Request(`${BASE}/pass/${token}`, { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 10) Chrome/120 Mobile' } });
      const answer = await json(() => passPage({ request, params: { token }, context: contextFor(request, { clientIp: `10.77.${v.id}.1` }) }));
      expect(answer.pass.can_operate, v.plate).toBe(v.readiness.status !== 'blocked');
      const first = v.readiness.reasons.find((r) => r.blocking);
      expect(answer.pass.reason, v.plate).toBe(first ? passReason(first) : null);
      expect(JSON.stringify(answer), v.plate).not.toMatch(/Kunle|Salami|Okonkwo|Uche|Abubakar/);
    }
  });

  it('the notification preview counts the same vehicles that cannot work', async () => {
    const tomorrow = (await readAs(sandbox.current.url, '/v1/partners/1/fleet/readiness?day=tomorrow')).data as Projection;
    const page = await json(() => notifications(args(portalRequest('/settings/notifications', { cookie }))));
    const n = tomorrow.vehicles.filter((v) => v.readiness.status === 'blocked').length;
    expect(page.preview.headline).toContain(`${n} vehicle${n === 1 ? '' : 's'} and `);
    expect(page.preview.body).not.toMatch(/every vehicle and driver can work/);
  });
});
