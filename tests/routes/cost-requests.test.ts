/**
 * "Request a change" of a vehicle's supply cost (issue 24 §4): a non-numeric or negative
 * amount is a field error with the reason kept; a good request reaches the marketplace (its
 * support-request table and an email in the outbox) and is listed with its status; a driver
 * manager is turned away; another partner's vehicle is not found.
 */
import { describe, expect, it } from 'vitest';
import { action as login } from '~/routes/_auth.login';
import { action, loader } from '~/routes/_app.earnings.cost-configuration.vehicle.$id';
import { COST_AMOUNT_MESSAGE, COST_REASON_MESSAGE } from '~/server/validation/settings.server';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';
import { api, readAs } from '../sandbox-client';

const sandbox = routeTestSandbox();
const signedIn = async (email: string) => cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email, password: 'demo1234' } })))));

/** A Lagos vehicle with supply costs on at least one route, and its routes. */
async function vehicleWithCosts() {
  const costs = (await readAs(sandbox.current.url, '/v1/partners/1/cost-configurations?perPage=100')).data as { vehicle: { id: number; plate: string }; route: { id: number } }[];
  return costs[0];
}

const send = (cookie: string, vehicleId: number, form: Record<string, string>) =>
  responseOf(() => action(args(portalRequest(`/earnings/cost-configuration/vehicle/${vehicleId}`, { form, cookie }), { id: String(vehicleId) })));

describe('a supply cost change request', () => {
  it('refuses a non-numeric, a negative and a zero amount, and a short reason, keeping what was typed', async () => {
    const cookie = await signedIn('owner@example.com');
    const { vehicle } = await vehicleWithCosts();
    for (const proposed of ['forty thousand', '-45000', '0', '45000.505']) {
      const response = await send(cookie, vehicle.id, { route_id: '', proposed, reason: 'Fuel went up by a third this year' });
      expect(response.status, proposed).toBe(400);
      const reply = await response.json();
      expect(reply.error.proposed, proposed).toEqual([COST_AMOUNT_MESSAGE]);
      expect(reply.initialValue.reason).toBe('Fuel went up by a third this year');
    }
    const short = await (await send(cookie, vehicle.id, { route_id: '', proposed: '45000', reason: 'fuel' })).json();
    expect(short.error.reason).toEqual([COST_REASON_MESSAGE]);
    expect(short.initialValue.proposed).toBe('45000');
  });

  it('sends a good one to the marketplace in kobo, with an email to partner support, and lists it as awaiting an answer', async () => {
    const cookie = await signedIn('owner@example.com');
    const { vehicle, route } = await vehicleWithCosts();
    const sent = await send(cookie, vehicle.id, { route_id: String(route.id), proposed: '₦45,000.50', reason: 'Fuel went up by a third this year' });
    expect(sent).toHaveRedirect(`/earnings/cost-configuration/vehicle/${vehicle.id}#cost-requests`);
    await expect(sent).toSendToast({ type: 'success', message: `Request sent to the marketplace: ₦45,000.50 for ${vehicle.plate}` });
    const page = await (
      await responseOf(async () => (await loader(args(portalRequest(`/earnings/cost-configuration/vehicle/${vehicle.id}`, { cookie }), { id: String(vehicle.id) }))) as Response)
    ).json();
    expect(page.costs.requests[0]).toMatchObject({
      proposed_kobo: 4_500_050,
      status: 'submitted',
      route: { id: route.id },
      requested_by: 'Adaeze Okafor',
      reason: 'Fuel went up by a third this year',
    });
    const messages = (await api(sandbox.current.url, 'GET', '/outbox.json')).body as { to: string; subject: string; body: string }[];
    const email = messages.find((m) => m.subject.startsWith('Supply cost change request') && m.subject.endsWith(vehicle.plate));
    expect(email?.to).toBe('partners@marketplace.example');
    expect(email?.body).toContain('₦45,000.50');

    // A repeat while the first waits is a field error with the other input kept, and sends no email (issue 31 §2).
    const emails = messages.length;
    for (let i = 0; i < 3; i++) {
      const again = await send(cookie, vehicle.id, { route_id: String(route.id), proposed: '46000', reason: 'Fuel went up again this month' });
      expect(again.status).toBe(409);
      const reply = await again.json();
      expect(reply.error.route_id[0]).toMatch(/^Request #\d+ for this route is still waiting for an answer$/);
      expect(reply.initialValue.reason).toBe('Fuel went up again this month');
    }
    expect(((await api(sandbox.current.url, 'GET', '/outbox.json')).body as unknown[]).length).toBe(emails);

    // The marketplace answers: the page shows it.
    await api(sandbox.current.url, 'POST', `/__sandbox/cost-requests/${page.costs.requests[0].id}/decide`, { decision: 'declined', response: 'Costs on this route were reviewed in October' });
    const after = await (
      await responseOf(async () => (await loader(args(portalRequest(`/earnings/cost-configuration/vehicle/${vehicle.id}`, { cookie }), { id: String(vehicle.id) }))) as Response)
    ).json();
    expect(after.costs.requests[0]).toMatchObject({ status: 'declined', response: 'Costs on this route were reviewed in October' });
  });

  it('turns a driver manager away and does not find another partner’s vehicle', async () => {
    const { vehicle } = await vehicleWithCosts();
    const manager = await signedIn('drivers.manager@example.com');
    const refused = await send(manager, vehicle.id, { route_id: '', proposed: '45000', reason: 'Fuel went up by a third this year' });
    expect([302, 403]).toContain(refused.status);
    const owner = await signedIn('owner@example.com');
    const other = (await readAs(sandbox.current.url, '/v1/partners/4/vehicles?perPage=1', 'abuja.owner@example.com')).data[0].id as number;
    const missing = await send(owner, other, { route_id: '', proposed: '45000', reason: 'Fuel went up by a third this year' });
    expect(missing.status).toBe(404);
  });
});
