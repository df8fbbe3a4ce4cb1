/**
 * A Hausa owner reads the API's decisions in Hausa (issue 51, its tests): the refusal of an
 * assignment (a class-B driver on a bus carrying passengers for hire) through the vehicle page's
 * action — no English sentence of the API's, only the values (a name, a plate) as it wrote them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { action as login } from '~/routes/_auth.login';
import { action as vehicleAction } from '~/routes/_app.vehicles.details.$vehicleId';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';
import { api } from '../sandbox-client';

const sandbox = routeTestSandbox();
const HAUSA = { 'accept-language': 'ha-NG,ha;q=0.9' };
let cookie = '';
let owner = '';
let bus = { id: 0, driver: null as { id: number } | null };

beforeAll(async () => {
  owner = (await api(sandbox.current.url, 'POST', '/v1/login', { email: 'owner@example.com', password: 'demo1234' })).body.data.token as string;
  bus = (await api(sandbox.current.url, 'GET', '/v1/partners/1/vehicles?search=KJA-322GW', undefined, owner)).body.data[0];
  cookie = cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'demo1234' }, headers: HAUSA })))));
});

describe('a Hausa owner', () => {
  it('reads the refused assignment in Hausa, with the driver and the plate as written', async () => {
    if (bus.driver) await api(sandbox.current.url, 'DELETE', `/v1/vehicles/${bus.id}/driver`, undefined, owner);
    const path = `/vehicles/details/${bus.id}`;
    const res = await responseOf(() => vehicleAction(args(portalRequest(path, { cookie, headers: HAUSA, form: { intent: 'assign', driver_id: '14' } }), { vehicleId: String(bus.id) })));
    const body = JSON.stringify(await res.json());
    expect(body).toContain('Kunle Salami yana da lasisin aji B; ɗaukar fasinjoji na haya a KJA-322GW yana buƙatar aji E');
    expect(body).not.toMatch(/holds a class|carrying passengers/);
    if (bus.driver) await api(sandbox.current.url, 'POST', `/v1/vehicles/${bus.id}/driver`, { driver_id: bus.driver.id }, owner);
  });
});
