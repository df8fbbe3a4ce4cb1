/**
 * One clock (issue 32 §8): the toast after an assignment judges the pair on the API's today (the
 * day of the one projection), not on the portal's own clock. With the sandbox's clock three days
 * ahead, a driver whose licence ends tomorrow in real time cannot work with the vehicle "today",
 * and the toast says so.
 */
import { afterAll, describe, expect, inject, it } from 'vitest';
import { action as login } from '~/routes/_auth.login';
import { action as vehicleAction } from '~/routes/_app.vehicles.details.$vehicleId';
import { runInRequestScope } from '~/server/request-scope.server';
import { dayFirst, lagosDate } from '~contract/lagos-time';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';
import { api } from '../sandbox-client';
import { apiNow } from '../../sandbox/clock';

const sandbox = routeTestSandbox();
const call = async (method: string, path: string, body?: unknown, token?: string) => (await api(sandbox.current.url, method, path, body, token)).body;

afterAll(async () => {
  await call('POST', '/__sandbox/clock', { reset: true });
});

describe('the API’s clock is the one clock', () => {
  // The `month-end` project's files run at its own instant (issue 55 §6): its seed and its
  // sandboxes' clocks agree on it, so a test there runs at 00:30 on 1 January indeed.
  it('is pinned to the instant the project seeded its database at', () => {
    expect(lagosDate(apiNow())).toBe(lagosDate(inject('pinnedInstant')));
  });

  it('judges an assignment on the API’s today', async () => {
    const owner = (await call('POST', '/v1/login', { email: 'owner@example.com', password: 'demo1234' })).data.token as string;
    const ahead = lagosDate(apiNow() + 3 * 86_400_000);
    type Entry = { id: number; plate: string; driver: { id: number; name: string } | null; readiness: { status: string } };
    const projection = (await call('GET', `/v1/partners/1/fleet/readiness?day=${ahead}`, undefined, owner)).data as { vehicles: Entry[] };
    // A vehicle that can work with its driver in three days, set free: they are assigned again below.
    const vehicle = projection.vehicles.find((v) => v.driver && v.readiness.status === 'ready')!;
    const driver = vehicle.driver!;
    expect((await api(sandbox.current.url, 'DELETE', `/v1/vehicles/${vehicle.id}/driver`, undefined, owner)).status).toBe(200);
    // The driver’s licence ends the API’s tomorrow; then the API’s clock moves three days ahead of the portal’s: expired for the API.
    const licence = ((await call('GET', `/v1/drivers/${driver.id}`, undefined, owner)).data.documents as { document_id: number | null; type: string }[]).find((d) => d.type === 'driver_licence')!;
    const tomorrow = lagosDate(apiNow() + 86_400_000);
    await call('POST', `/__sandbox/documents/${licence.document_id}/expiry`, { expires_at: tomorrow });
    await call('POST', '/__sandbox/clock', { advance_days: 3 });

    const cookie = cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'demo1234' } })))));
    const form = { _key: 'k-clock-1', intent: 'assign', driver_id: String(driver.id), confirm: '1' };
    const response = await runInRequestScope(() => responseOf(() => vehicleAction(args(portalRequest(`/vehicles/details/${vehicle.id}`, { form, cookie }), { vehicleId: String(vehicle.id) }))));
    expect(response.status).toBe(302);
    await expect(response).toSendToast({
      type: 'warning',
      message: `${driver.name} now drives ${vehicle.plate}, but ${vehicle.plate} cannot work today: Driver's licence expired on ${dayFirst(tomorrow)}.`,
    });
  });
});
