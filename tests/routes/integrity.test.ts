/**
 * The smaller defects of issue 20 §4, through the real loaders and actions against the sandbox:
 * each of these failed before its fix.
 */
import { describe, expect, it } from 'vitest';
import { action as login } from '~/routes/_auth.login';
import { action as chooseOrganisation } from '~/routes/organization';
import { loader as dashboard, monthDays } from '~/routes/_app.dashboard';
import { loader as upcomingTrip } from '~/routes/_app.trips.information.upcoming.$tripId';
import { loader as suggestions } from '~/routes/resources.address-suggestions';
import { action as settings } from '~/routes/_app.settings._index';
import { action as vehiclePage } from '~/routes/_app.vehicles.details.$vehicleId';
import { loader as activityPage } from '~/routes/_app.settings.activity';
import { loader as activityExport } from '~/routes/_app.settings.activity.export';
import { UNKNOWN_GROUP } from '~/domain/activity';
import { UNREADABLE_FORM } from '~/server/forms.server';
import { args, BASE, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';
import { readAs } from '../sandbox-client';

const sandbox = routeTestSandbox();

async function signedIn(email: string, partnerId?: number) {
  const signed = await responseOf(() => login(args(portalRequest('/login', { form: { email, password: 'demo1234' } }))));
  expect(signed).toHaveRedirect();
  if (!partnerId) return cookiesOf(signed);
  const chosen = await responseOf(() => chooseOrganisation(args(portalRequest('/organization', { form: { partnerId: String(partnerId) }, cookie: cookiesOf(signed) }))));
  return cookiesOf(chosen, cookiesOf(signed));
}

const data = async (run: () => Promise<unknown>) => {
  const response = await responseOf(run as () => Promise<Response>);
  expect(response.status).toBe(200);
  return response.json();
};

describe('issue 20 §4', () => {
  it('an upcoming trip opens for a trip manager who cannot read the drivers and vehicles lists, with its swap choices', async () => {
    const cookie = await signedIn('two.orgs@example.com', 1);
    const trip = (await readAs(sandbox.current.url, `/v1/partners/1/trips?status=upcoming&perPage=1`)).data[0];
    const page = await data(() => upcomingTrip(args(portalRequest(`/trips/information/upcoming/${trip.id}`, { cookie }), { tripId: String(trip.id) })));
    expect(page.trip.id).toBe(trip.id);
    // The choices come from the trip's candidates, which a trip manager may read.
    expect(page.drivers.length).toBeGreaterThan(5);
    expect(page.vehicles.length).toBeGreaterThan(5);
  });

  it("the dashboard's money card is unsettled now, with the period's own net beside it", async () => {
    const cookie = await signedIn('owner@example.com');
    const lastMonth = await data(() => dashboard(args(portalRequest('/dashboard?period=last_month', { cookie }))));
    const all = await data(() => dashboard(args(portalRequest('/dashboard', { cookie }))));
    // A settled month earned money: its net is shown, not ₦0.00 of "unsettled".
    expect(lastMonth.summary.earned).toMatch(/^₦[1-9]/);
    // Unsettled is the same figure whatever the period.
    expect(lastMonth.summary.unsettled).toBe(all.summary.unsettled);
  });

  it("the month's chart runs on Lagos days", () => {
    const days = monthDays([{ date: '2026-12-01', total: 4 }], '2026-12-01');
    expect(days).toEqual([{ date: '2026-12-01', total: 4 }]);
    expect(monthDays([], '2026-11-24')).toHaveLength(24);
  });

  it('address suggestions are never stored', async () => {
    const cookie = await signedIn('owner@example.com');
    const response = await responseOf(async () => (await suggestions(args(portalRequest('/resources/address-suggestions?q=Adeola', { cookie })))) as Response);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a body that says multipart but is not: 400 with a readable message, not a 500', async () => {
    const cookie = await signedIn('owner@example.com');
    const request = new Request(`${BASE}/settings`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=x', accept: 'text/html' },
      body: 'fname=Ada&lname=Okafor',
    });
    const response = await responseOf(() => settings(args(request)));
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe(UNREADABLE_FORM);
  });
});

describe('issue 31 §2', () => {
  it('malformed multipart to a vehicle page (no boundary): 400 with a readable message, not a 500', async () => {
    const cookie = await signedIn('owner@example.com');
    const vehicle = (await readAs(sandbox.current.url, '/v1/partners/1/vehicles?perPage=1')).data[0];
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=x']) {
      const request = new Request(`${BASE}/vehicles/details/${vehicle.id}`, { method: 'POST', headers: { cookie, 'content-type': contentType, accept: 'text/html' }, body: 'intent=replace-pass' });
      const response = await responseOf(() => vehiclePage(args(request, { vehicleId: String(vehicle.id) })));
      expect(response.status, contentType).toBe(400);
      expect((await response.json()).message).toBe(UNREADABLE_FORM);
    }
  });

  it('an activity filter that names a prototype key is a field error on the page, and the export goes back to it', async () => {
    const cookie = await signedIn('owner@example.com');
    for (const group of ['constructor', '__proto__', 'toString']) {
      const page = await data(() => activityPage(args(portalRequest(`/settings/activity?group=${group}&from=2026-11-01`, { cookie }))));
      expect(page.errors).toEqual({ group: UNKNOWN_GROUP });
      expect(page.entries).toEqual([]);
      const file = await responseOf(() => activityExport(args(portalRequest(`/settings/activity/export?group=${group}&from=2026-11-01`, { cookie }))));
      expect(file).toHaveRedirect('/settings/activity?from=2026-11-01');
    }
  });
});

describe('issue 32 §7: the profile phone reads as a phone', () => {
  it('is grouped after its country prefix: 803 000 0001', async () => {
    const { loader: profile } = await import('~/routes/_app.settings._index');
    const cookie = await signedIn('owner@example.com');
    const page = await data(() => profile(args(portalRequest('/settings', { cookie }))));
    expect(page.profile.phone).toBe('803 000 0001');
  });
});

describe('issue 32 §7: a member sees only what the role may open', () => {
  it('a driver manager gets no vehicle links and no trip amounts on drivers’ pages and list', async () => {
    const { loader: driverPage } = await import('~/routes/_app.drivers.details.$driverId');
    const { loader: driversList } = await import('~/routes/_app.drivers._index');
    const cookie = await signedIn('drivers.manager@example.com');
    const list = await data(() => driversList(args(portalRequest('/drivers', { cookie }))));
    expect(list.opensOther).toBe(false);
    const driver = (list.drivers as { id: number; vehicle: unknown }[]).find((d) => d.vehicle)!;
    const page = await data(() => driverPage(args(portalRequest(`/drivers/details/${driver.id}`, { cookie }), { driverId: String(driver.id) })));
    expect(page.opens).toEqual({ vehicle: false, trips: false, earnings: false });
    // The owner may open everything.
    const owner = await signedIn('owner@example.com');
    const own = await data(() => driverPage(args(portalRequest(`/drivers/details/${driver.id}`, { cookie: owner }), { driverId: String(driver.id) })));
    expect(own.opens).toEqual({ vehicle: true, trips: true, earnings: true });
  });
});
