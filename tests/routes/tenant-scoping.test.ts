/**
 * Tenant scoping (issue 20 §1): a manager who holds the same roles in two partners, acting for
 * one, gets the not-found page for the other's records, as a page and as an action, whatever
 * the API lets the user read. The same URLs answer for the partner that owns them (so each
 * check can fail).
 */
import { describe, expect, it } from 'vitest';
import { action as login } from '~/routes/_auth.login';
import { action as chooseOrganisation } from '~/routes/organization';
import { loader as vehicleDetails, action as vehicleAction } from '~/routes/_app.vehicles.details.$vehicleId';
import { loader as vehicleEdit, action as vehicleEditAction } from '~/routes/_app.vehicles.$vehicleId.edit';
import { loader as vehicleDocument, action as vehicleDocumentAction } from '~/routes/_app.vehicles.$vehicleId.edit_.document.$documentId';
import { loader as passPdf } from '~/routes/_app.vehicles.$vehicleId.pass[.]pdf';
import { loader as liveStream } from '~/routes/resources.trips.$tripId.live';
import { action as upcomingTripAction } from '~/routes/_app.trips.information.upcoming.$tripId';
import { loader as driverDetails, action as driverAction } from '~/routes/_app.drivers.details.$driverId';
import { loader as driverEdit } from '~/routes/_app.drivers.$driverId.edit';
import { loader as askDriver, action as askDriverAction } from '~/routes/_app.drivers.$driverId.ask';
import { loader as tripDetails } from '~/routes/_app.trips.details.$tripId';
import { loader as upcomingTrip } from '~/routes/_app.trips.information.upcoming.$tripId';
import { loader as routeDetails } from '~/routes/_app.routes.details.$routeId';
import { loader as vehicleCosts } from '~/routes/_app.earnings.cost-configuration.vehicle.$id';
import { loader as vehicleEarnings } from '~/routes/_app.earnings.vehicle-information.$id';
import { loader as payslip } from '~/routes/_app.earnings.payslip.details.$id';
import { loader as driversExport } from '~/routes/_app.drivers.export';
import { loader as vehiclesExport } from '~/routes/_app.vehicles.export';
import { loader as tripsExport } from '~/routes/_app.trips.export';
import { contextFor } from '~/server/context.server';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox, withFormKey } from './setup';
import { readAs } from '../sandbox-client';

const sandbox = routeTestSandbox();
const LAGOS = 1;
const ABUJA = 4;

/** The session cookie of fleet.manager@example.com acting for `partnerId`. */
async function actingFor(partnerId: number) {
  const signed = await responseOf(() => login(args(portalRequest('/login', { form: { email: 'fleet.manager@example.com', password: 'demo1234' } }))));
  expect(signed).toHaveRedirect();
  const chosen = await responseOf(() => chooseOrganisation(args(portalRequest('/organization', { form: { partnerId: String(partnerId) }, cookie: cookiesOf(signed) }))));
  expect(chosen).toHaveRedirect();
  return cookiesOf(chosen, cookiesOf(signed));
}

/** One of Lagos's trips with `status`, through the API as Lagos's owner. */
async function lagosTrip(status: string) {
  const page = await readAs(sandbox.current.url, `/v1/partners/${LAGOS}/trips?status=${status}&perPage=1`);
  return page.data[0].id as number;
}

type Loader = (a: ReturnType<typeof args>) => Promise<unknown>;

describe('a manager of two partners', () => {
  it("gets 404 for the other partner's drivers, vehicles, documents, trips, routes and costs, and 200 for the active one's", async () => {
    const [abuja, lagos] = [await actingFor(ABUJA), await actingFor(LAGOS)];
    const [completed, upcoming] = [await lagosTrip('completed'), await lagosTrip('upcoming')];
    const cases: [string, Loader, string, Record<string, string>][] = [
      ['vehicle details', vehicleDetails as Loader, '/vehicles/details/1', { vehicleId: '1' }],
      ['vehicle documents tab', vehicleDetails as Loader, '/vehicles/details/1?tab=documents', { vehicleId: '1' }],
      ['vehicle edit', vehicleEdit as Loader, '/vehicles/1/edit', { vehicleId: '1' }],
      ['vehicle document', vehicleDocument as Loader, '/vehicles/1/edit/document/insurance', { vehicleId: '1', documentId: 'insurance' }],
      ['driver details', driverDetails as Loader, '/drivers/details/15', { driverId: '15' }],
      ['driver edit', driverEdit as Loader, '/drivers/15/edit', { driverId: '15' }],
      ['ask a driver for documents', askDriver as Loader, '/drivers/15/ask', { driverId: '15' }],
      ['trip details', tripDetails as Loader, `/trips/details/${completed}?tab=manifest`, { tripId: String(completed) }],
      ['upcoming trip', upcomingTrip as Loader, `/trips/information/upcoming/${upcoming}`, { tripId: String(upcoming) }],
      ['route details', routeDetails as Loader, '/routes/details/1', { routeId: '1' }],
      ['vehicle costs', vehicleCosts as Loader, '/earnings/cost-configuration/vehicle/1', { id: '1' }],
      ['vehicle earnings', vehicleEarnings as Loader, '/earnings/vehicle-information/1', { id: '1' }],
    ];
    for (const [name, loader, path, params] of cases) {
      const other = await responseOf(() => loader(args(portalRequest(path, { cookie: abuja }), params)));
      expect(other.status, `${name} as the other partner`).toBe(404);
      expect(JSON.stringify(await other.json()), name).not.toContain('"partner_id":1');
      const own = await responseOf(async () => (await loader(args(portalRequest(path, { cookie: lagos }), params))) as Response);
      expect(own.status, `${name} as its partner`).toBe(200);
    }
  });

  it("cannot act on the other partner's vehicle, driver, document, trip, pass or live stream: 404 and nothing changed; the same request for the owning partner works", async () => {
    const [abuja, lagos] = [await actingFor(ABUJA), await actingFor(LAGOS)];
    const status = async () =>
      (
        (await (await responseOf(async () => (await vehicleDetails(args(portalRequest('/vehicles/details/2', { cookie: lagos }), { vehicleId: '2' }))) as Response)).json()) as {
          vehicle: { partner_status: string };
        }
      ).vehicle.partner_status;
    const upcoming = await lagosTrip('upcoming');
    const active = await lagosTrip('active');
    const pdf = new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x34, 0x0a, 0x25, 0x25, 0x45, 0x4f, 0x46, 0x0a])], 'insurance.pdf', { type: 'application/pdf' });
    const multipart = (path: string, cookie: string) => {
      const body = new FormData();
      body.set('_key', withFormKey({}, cookie, path)._key);
      body.set('expires_at', '2027-12-31');
      body.set('file', pdf);
      return new Request(`http://portal.test${path}`, { method: 'POST', body, headers: { cookie, accept: 'text/html' } });
    };
    const cases: [string, (cookie: string) => Promise<Response>][] = [
      ['vehicle status', (cookie) => responseOf(() => vehicleAction(args(portalRequest('/vehicles/details/2', { form: { intent: 'set-status', status: 'inactive' }, cookie }), { vehicleId: '2' })))],
      ['driver status', (cookie) => responseOf(() => driverAction(args(portalRequest('/drivers/details/14', { form: { intent: 'set-status', status: 'inactive' }, cookie }), { driverId: '14' })))],
      ['vehicle edit', (cookie) => responseOf(() => vehicleEditAction(args(portalRequest('/vehicles/2/edit', { form: { plate: 'KJA-999ZZ' }, cookie }), { vehicleId: '2' })))],
      ['document upload', (cookie) => responseOf(() => vehicleDocumentAction(args(multipart('/vehicles/2/edit/document/insurance', cookie), { vehicleId: '2', documentId: 'insurance' })))],
      [
        'trip swap',
        (cookie) =>
          responseOf(() =>
            upcomingTripAction(args(portalRequest(`/trips/information/upcoming/${upcoming}`, { form: { intent: 'swap-driver', driver_id: '14' }, cookie }), { tripId: String(upcoming) })),
          ),
      ],
      [
        'ask a driver for documents',
        (cookie) => responseOf(() => askDriverAction(args(portalRequest('/drivers/1/ask', { form: { intent: 'send', doc: 'driver.driver_licence', channel: 'sms' }, cookie }), { driverId: '1' }))),
      ],
      ['pass PDF', (cookie) => responseOf(() => passPdf(args(portalRequest('/vehicles/2/pass.pdf', { cookie }), { vehicleId: '2' })))],
      ['live stream', (cookie) => responseOf(() => liveStream(args(portalRequest(`/resources/trips/${active}/live`, { cookie }), { tripId: String(active) })))],
    ];
    for (const [name, run] of cases) {
      const response = await run(abuja);
      expect(response.status, `${name} as the other partner`).toBe(404);
    }
    expect(await status()).toBe('active');
    // The same status change as Lagos does change it (so the half above can fail), and is undone.
    expect(
      await responseOf(() => vehicleAction(args(portalRequest('/vehicles/details/2', { form: { intent: 'set-status', status: 'inactive' }, cookie: lagos }), { vehicleId: '2' }))),
    ).toHaveRedirect();
    expect(await status()).toBe('inactive');
    await responseOf(() => vehicleAction(args(portalRequest('/vehicles/details/2', { form: { intent: 'set-status', status: 'active' }, cookie: lagos }), { vehicleId: '2' })));
    expect(await status()).toBe('active');
    // The pass PDF and the live stream answer for their own partner.
    expect((await responseOf(() => passPdf(args(portalRequest('/vehicles/2/pass.pdf', { cookie: lagos }), { vehicleId: '2' })))).status).toBe(200);
    const controller = new AbortController();
    const stream = await responseOf(() =>
      liveStream({
        ...args(portalRequest(`/resources/trips/${active}/live`, { cookie: lagos }), { tripId: String(active) }),
        context: contextFor(portalRequest('/'), { cookie: lagos, signal: controller.signal }),
      } as never),
    );
    expect(stream.status).toBe(200);
    controller.abort();
  });

  it("reads the active partner's own payslip and exports, never the other's", async () => {
    const [abuja, lagos] = [await actingFor(ABUJA), await actingFor(LAGOS)];
    const month = await (async () => {
      return (await readAs(sandbox.current.url, `/v1/partners/${LAGOS}/payslips`)).data[0].month as string;
    })();
    const own = await responseOf(async () => (await payslip(args(portalRequest(`/earnings/payslip/details/${month}`, { cookie: lagos }), { id: month }))) as Response);
    expect(own.status).toBe(200);
    const other = await responseOf(() => payslip(args(portalRequest(`/earnings/payslip/details/${month}`, { cookie: abuja }), { id: month })));
    expect(other.status).toBe(404);

    const text = async (loader: Loader, path: string, cookie: string) => (await responseOf(() => loader(args(portalRequest(path, { cookie }))))).text();
    const [lagosDrivers, abujaDrivers] = [await text(driversExport as Loader, '/drivers/export', lagos), await text(driversExport as Loader, '/drivers/export', abuja)];
    expect(lagosDrivers).toContain('Kunle');
    expect(abujaDrivers).toContain('Ifeoma');
    expect(abujaDrivers).not.toContain('Kunle');
    const abujaVehicles = await text(vehiclesExport as Loader, '/vehicles/export', abuja);
    expect(abujaVehicles).toContain('ABJ-901FX');
    expect(abujaVehicles).not.toContain('KJA-');
    const abujaTrips = await text(tripsExport as Loader, '/trips/export', abuja);
    expect(abujaTrips).not.toContain('LAG-');
  });
});
