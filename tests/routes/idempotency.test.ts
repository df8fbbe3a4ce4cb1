/**
 * Every submit counts once (issue 33 §1): the portal's write actions, each submitted twice in
 * parallel (a double tap) and twice in sequence (a refresh that resubmits, a retry after a
 * timeout) with the same form key, write once — the rows in the sandbox's database say so — and
 * every submission gets the same outcome (redirect and notice). A form changed after going back
 * (same key, other fields) is a new request. Money-moving and account-changing actions first.
 */
import { describe, expect, it } from 'vitest';
import { count, eq, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as s from '../../sandbox/db/schema';
import { PDF } from '../fixtures/files';
import { action as signInAction } from '~/routes/_auth.login';
import { action as addDriver } from '~/routes/_app.drivers.add-driver';
import { action as addAccount } from '~/routes/_app.add-account';
import { action as vehicleAction } from '~/routes/_app.vehicles.details.$vehicleId';
import { action as swapAction } from '~/routes/_app.trips.information.upcoming.$tripId';
import { action as members } from '~/routes/_app.settings.members';
import { action as notifications } from '~/routes/_app.settings.notifications';
import { action as costRequest } from '~/routes/_app.earnings.cost-configuration.vehicle.$id';
import { runInRequestScope } from '~/server/request-scope.server';
import { args, BASE, cookiesOf, portalRequest, responseOf, routeTestSandbox, withFormKey } from './setup';
import { readAs } from '../sandbox-client';

const sandbox = routeTestSandbox();
const db = () => sandbox.current.db;
/** How many rows `table` holds (where `where`), read straight from the sandbox's database. */
const rows = (table: SQLiteTable, where?: SQL) => (db().select({ n: count() }).from(table).where(where).get() as { n: number }).n;

type Action = (a: ReturnType<typeof args>) => Promise<unknown>;
/** One submission, in its own request scope as server.ts runs it. */
const submit = (action: Action, request: () => Request, params: Record<string, string> = {}) => runInRequestScope(() => responseOf(() => action(args(request(), params))));

const signIn = async (email: string) => cookiesOf(await responseOf(() => signInAction(args(portalRequest('/login', { form: { email, password: 'demo1234' } })))));

/** Submit the same form (same key) twice in parallel, then twice more in sequence; the four outcomes. */
async function fourTimes(action: Action, request: () => Request, params: Record<string, string> = {}) {
  const parallel = await Promise.all([submit(action, request, params), submit(action, request, params)]);
  const sequence = [await submit(action, request, params), await submit(action, request, params)];
  return [...parallel, ...sequence];
}
const outcome = async (r: Response) => ({ status: r.status, location: r.headers.get('location') });

function multipart(path: string, cookie: string, fields: Record<string, string>, files: Record<string, Buffer>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(withFormKey(fields, cookie, path))) form.append(k, v);
  for (const [k, v] of Object.entries(files)) form.append(k, new Blob([new Uint8Array(v)], { type: 'application/pdf' }), 'doc.pdf');
  return new Request(BASE + path, { method: 'POST', body: form, headers: { cookie, accept: 'text/html', origin: BASE } });
}

describe('a form submitted again with its key writes once', () => {
  it('add a settlement account (money): one account, the same outcome four times; a changed form is new', async () => {
    const cookie = await signIn('owner@example.com');
    const number = `44${String(Date.now()).slice(-8)}`;
    const form = { _key: 'k-account-1', intent: 'save', bank_code: '044', account_number: number, password: 'demo1234' };
    const before = rows(s.settlementAccounts);
    const answers = await fourTimes(addAccount, () => portalRequest('/add-account', { form, cookie }));
    expect(rows(s.settlementAccounts)).toBe(before + 1);
    const outcomes = await Promise.all(answers.map(outcome));
    expect(new Set(outcomes.map((o) => JSON.stringify(o))).size).toBe(1);
    expect(outcomes[0].status).toBe(302);
    // The owner went back and typed another number with the same page: a new request, a new account.
    const other = `45${String(Date.now()).slice(-8)}`;
    await submit(addAccount, () => portalRequest('/add-account', { form: { ...form, account_number: other }, cookie }));
    expect(rows(s.settlementAccounts)).toBe(before + 2);
  });

  it('assign a driver, and swap a trip’s driver: one assignment, one swap', async () => {
    const cookie = await signIn('owner@example.com');
    const vehicles = (await readAs(sandbox.current.url, '/v1/partners/1/vehicles?perPage=100')).data as { id: number; plate: string; driver: { id: number } | null }[];
    const bus = vehicles.find((v) => v.plate === 'KJA-433KU')!;
    await (
      await import('../sandbox-client')
    ).api(sandbox.current.url, 'DELETE', `/v1/vehicles/${bus.id}/driver`, undefined, await (await import('../sandbox-client')).login(sandbox.current.url, 'owner@example.com'));
    const before = rows(s.assignments);
    const form = { _key: 'k-assign-1', intent: 'assign', driver_id: '15', confirm: '1' };
    const answers = await fourTimes(vehicleAction, () => portalRequest(`/vehicles/details/${bus.id}`, { form, cookie }), { vehicleId: String(bus.id) });
    expect(rows(s.assignments)).toBe(before + 1);
    expect(new Set((await Promise.all(answers.map(outcome))).map((o) => JSON.stringify(o))).size).toBe(1);

    const trip = (await readAs(sandbox.current.url, '/v1/partners/1/trips?status=upcoming&perPage=1')).data[0] as { id: number; driver: { id: number } };
    const candidates = (await readAs(sandbox.current.url, `/v1/trips/${trip.id}/candidates`)).data as { drivers: { id: number; busy: boolean; readiness: { status: string } | null }[] };
    const free = candidates.drivers.find((d) => !d.busy && d.readiness?.status !== 'blocked')!;
    const swapsBefore = rows(s.tripChanges, eq(s.tripChanges.tripId, trip.id));
    await fourTimes(swapAction, () => portalRequest(`/trips/information/upcoming/${trip.id}`, { form: { _key: 'k-swap-1', intent: 'swap-driver', driver_id: String(free.id) }, cookie }), {
      tripId: String(trip.id),
    });
    expect(rows(s.tripChanges, eq(s.tripChanges.tripId, trip.id))).toBe(swapsBefore + 1);
  });

  it('add a driver with two files (uploads by digest): one driver, the same page four times', async () => {
    const cookie = await signIn('owner@example.com');
    const year = `${new Date().getUTCFullYear() + 1}-06-30`;
    const fields = {
      _key: 'k-driver-1',
      fname: 'Idem',
      lname: 'Potent',
      email: '',
      country: 'NG',
      phone: '0803 555 0199',
      dob: '1990-03-14',
      address: '12 Allen Avenue, Ikeja',
      licence_number: 'IDE123456',
      licence_class: 'E',
      licence_expiry: year,
      lasdri_number: 'LAS-5599',
      lasdri_expiry: year,
    };
    const before = rows(s.drivers);
    const answers = await fourTimes(addDriver, () => multipart('/drivers/add-driver', cookie, fields, { licence_file: PDF, lasdri_file: PDF }));
    expect(rows(s.drivers)).toBe(before + 1);
    expect(new Set((await Promise.all(answers.map(outcome))).map((o) => o.location)).size).toBe(1);
  });

  it('invite a member, save notifications, request a cost change: once each', async () => {
    const cookie = await signIn('owner@example.com');
    const invites = rows(s.accountMembers);
    await fourTimes(members, () => portalRequest('/settings/members', { form: { _key: 'k-invite-1', intent: 'invite', email: 'idem.member@example.com', roles: 'partner_trip_manager' }, cookie }));
    expect(rows(s.accountMembers)).toBe(invites + 1);

    const saved = rows(s.activity, eq(s.activity.kind, 'settings.notifications'));
    await fourTimes(notifications, () => portalRequest('/settings/notifications', { form: { _key: 'k-notify-1', channels: ['sms', 'email'], daily_time: '09:00', recipients: 'owner' }, cookie }));
    expect(rows(s.activity, eq(s.activity.kind, 'settings.notifications'))).toBe(saved + 1);

    const costs = (await readAs(sandbox.current.url, '/v1/partners/1/cost-configurations?perPage=1')).data[0] as { vehicle: { id: number }; route: { id: number } };
    const requests = rows(s.costRequests);
    const answers = await fourTimes(
      costRequest,
      () =>
        portalRequest(`/earnings/cost-configuration/vehicle/${costs.vehicle.id}`, {
          form: { _key: 'k-cost-1', route_id: String(costs.route.id), proposed: '45000', reason: 'Fuel went up by a third' },
          cookie,
        }),
      { id: String(costs.vehicle.id) },
    );
    expect(rows(s.costRequests)).toBe(requests + 1);
    // Not "a request is already waiting" for the repeats: they are the same request.
    expect((await Promise.all(answers.map(outcome))).every((o) => o.status === 302)).toBe(true);
  });
});
