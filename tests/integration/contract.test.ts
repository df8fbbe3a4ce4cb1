/**
 * The contract test (issue 22 §1): every read the sandbox serves answers what `contract/`
 * says. The portal's own client makes each call over the seeded data and parses each reply with
 * the contract's schema (a reply that does not match throws the 502 "could not read" response),
 * and the test checks that the calls made reached every GET route the sandbox's app declares,
 * so a route added without a client call, or a client call without a route, fails here.
 */
import { formatKobo } from '~/domain/money';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUpstream, type Upstream } from '~/api/client.server';
import { undiciTransport, type Transport } from '~/api/transport.server';
import { login, withSandbox } from './helpers';
import { createSandboxApp } from '../../sandbox/app';
import { createClock } from '../../sandbox/clock';
import { openDb } from '../../sandbox/db/index';
import * as s from '../../sandbox/db/schema';

const sb = withSandbox();

type Layer = { route?: { path: string; methods: Record<string, boolean> }; name?: string; handle?: { stack?: Layer[] }; regexp?: RegExp };

/** The GET routes an Express app declares, with the pattern each was declared with. */
function getRoutes(): { path: string; regexp: RegExp }[] {
  const app = createSandboxApp({
    db: openDb(':memory:', { seed: false }),
    uploadDir: mkdtempSync(join(tmpdir(), 'contract-')),
    portalUrl: () => 'http://localhost',
    publicUrl: () => 'http://localhost',
    publishTrip: () => undefined,
    telemetryConnections: () => 0,
    clock: createClock(),
  }) as unknown as { _router: { stack: Layer[] } };
  const out: { path: string; regexp: RegExp }[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route?.methods.get && layer.regexp) out.push({ path: layer.route.path, regexp: layer.regexp });
      else if (layer.name === 'router' && layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk(app._router.stack);
  return out;
}

/** Routes that are not the marketplace API's JSON: the sandbox's tooling pages and the uploaded files' bytes. */
const NOT_JSON_API = /^\/(__sandbox|healthz|outbox|files\/|v1\/openapi\.json)/;

describe('the sandbox answers what the contract says', () => {
  it('every GET route, called through the portal’s client with the seeded data, parses against the contract', async () => {
    const paths: string[] = [];
    const recording: Transport = (url, init) => {
      if (init.method === 'GET') paths.push(url.pathname);
      return undiciTransport(url, init);
    };
    const as = async (email: string): Promise<Upstream> => createUpstream({ baseUrl: sb.current.url, token: await login(sb.current.url, email), transport: recording });
    const api = await as('owner@example.com');

    // Reference data.
    await api.countries();
    const cities = await api.cities();
    await api.places('Ikeja');
    await api.businessTypes();
    await api.fleet.makes();
    await api.fleet.vehicleTypes();
    await api.fleet.amenities();
    expect(await api.fleet.documentTypes(cities.find((c) => c.name === 'Lagos')!.code)).not.toEqual([]);
    expect((await api.fleet.documentTypes()).some((t) => t.city !== null)).toBe(true);
    await api.fleet.licenceClasses();
    await api.payouts.banks();

    // The user and the partner.
    const me = await api.users.profile();
    const [membership] = await api.users.memberships(me.id);
    const partner = membership.partner;
    await api.partners.get(partner.id);
    await api.partners.kycStatus(partner.account_sid);
    await api.partners.cities(partner.id);
    for (const period of ['Today', 'This week', 'All']) await api.partners.summary(partner.id, period);
    await api.partners.tripStats(partner.id);
    await api.partners.ratings(partner.id);
    await api.partners.companyDocuments(partner.id);
    await api.partners.live(partner.id);
    await api.partners.fleetReadiness(partner.id, new Date().toISOString().slice(0, 10));

    // Team and money.
    await api.team.roles();
    await api.team.members(partner.id, 1);
    const accounts = await api.payouts.settlementAccounts(partner.account_sid);
    expect(accounts.length).toBeGreaterThan(0);
    await api.payouts.resolveAccount(accounts[0].bank_code, accounts[0].account_number);
    // A payout-account change (issue 24 §2), read through its cancel link's token.
    await api.payouts.addSettlementAccount({ partnerId: partner.account_sid, bank_code: '044', account_number: '3012345678', password: 'demo1234', make_payout: true });
    const link = ((await (await fetch(`${sb.current.url}/outbox.json`)).json()) as { link: string | null }[]).find((m) => m.link?.includes('/payout-account/cancel/'))!.link!;
    expect((await api.payouts.payoutChange(link.split('/').pop()!)).state).toBe('pending');

    // The fleet, each record read by id.
    const drivers = await api.drivers.list(partner.id, { page: 1, perPage: 100 });
    const vehicles = await api.vehicles.list(partner.id, { page: 1, perPage: 100 });
    for (const d of drivers.data) {
      await api.drivers.get(d.id);
      await api.drivers.assignments(d.id);
    }
    await api.drivers.trips(drivers.data[0].id, { page: 1 });
    for (const v of vehicles.data) {
      await api.vehicles.get(v.id);
      await api.vehicles.assignments(v.id);
    }
    await api.vehicles.trips(vehicles.data[0].id, { page: 1 });
    // A roadside pass, and its scan as the public page makes it (issue 25).
    const pass = await api.passes.get(partner.id, vehicles.data[0].id);
    expect((await api.passes.scan(pass.token, 'a'.repeat(32))).vehicle.plate).toBe(vehicles.data[0].plate);
    expect((await api.passes.scan(pass.token, null)).verification_code).toBeNull();
    // What assigning a driver would do to a vehicle's trips ahead (issue 32 §2).
    const free = (await api.drivers.list(partner.id, { has_vehicle: 'false', perPage: 1 })).data[0];
    expect(free).toBeDefined();
    expect((await api.vehicles.assignPreview(vehicles.data[0].id, free.id)).vehicle.id).toBe(vehicles.data[0].id);

    // Trips in every state, their manifests, and an upcoming trip's candidates.
    for (const status of ['upcoming', 'active', 'completed', 'cancelled']) {
      const trips = await api.trips.list(partner.id, { status, page: 1, perPage: 5 });
      expect(trips.data.length, `seeded ${status} trips`).toBeGreaterThan(0);
      for (const t of trips.data) {
        await api.trips.get(t.id);
        await api.trips.manifest(t.id);
        if (status === 'upcoming') await api.trips.candidates(t.id);
      }
    }
    const routes = await api.routes.list(partner.id, { page: 1 });
    for (const r of routes.data) await api.routes.get(r.id);

    // Money.
    await api.earnings.summary(partner.id);
    await api.earnings.lines(partner.id, { page: 1 });
    await api.earnings.byVehicle(partner.id, {});
    await api.earnings.byDriver(partner.id, {});
    await api.earnings.refunds(partner.id, {});
    await api.earnings.statement(partner.id, new Date().getUTCFullYear());
    expect((await api.earnings.driverMonths(partner.id, drivers.data[0].id)).length).toBeGreaterThan(0);
    await api.earnings.costConfigurations(partner.id, { page: 1 });
    await api.earnings.vehicleCosts(partner.id, vehicles.data[0].id);
    await api.earnings.payouts(partner.id, { page: 1 });
    const payslips = await api.earnings.payslips(partner.id);
    expect(payslips.length).toBeGreaterThan(0);
    for (const p of payslips) await api.earnings.payslip(partner.id, p.month);
    // A deduction read by id, queried, and its queries listed and read (issue 36).
    const deduction = (await api.earnings.lines(partner.id, { page: 1, perPage: 100, month: payslips[0].month })).data
      .flatMap((l) => l.deductions)
      .find((d) => d.amount_kobo > 0 && d.id !== undefined)!;
    expect((await api.earnings.deduction(partner.id, deduction.id!)).id).toBe(deduction.id);
    const query = await api.earnings.queryDeduction(partner.id, { deduction_id: deduction.id!, reason: 'other', note: 'Contract test', evidence_url: null });
    expect((await api.earnings.deductionQueries(partner.id, { page: 1 })).data.map((q) => q.id)).toContain(query.id);
    expect((await api.earnings.deductionQuery(partner.id, query.id)).deduction.id).toBe(deduction.id);

    // Driver pay (issues 53, 67): a fleet rule, a week's run from it, a driver's page, the picker, the queries.
    await api.pay.setRule(partner.id, { driver_id: null, basis: 'share', share_bp: 3_000, period: 'week', from: '2026-11-02' });
    expect((await api.pay.rules(partner.id)).map((r) => r.share_bp)).toEqual([3_000]);
    const payRun = await api.pay.run(partner.id, { kind: 'week', start: '2026-11-09' }, { items: true });
    expect(payRun.rows.length).toBeGreaterThan(0);
    expect((await api.pay.driver(partner.id, payRun.rows[0]!.driver.id, { kind: 'week', start: '2026-11-09' })).row?.items.length).toBeGreaterThan(0);
    expect((await api.pay.drivers(partner.id, { q: payRun.rows[0]!.driver.name.slice(0, 3) })).data.length).toBeGreaterThan(0);
    expect(await api.pay.queries(partner.id)).toEqual([]);
    expect((await api.pay.driverRule(drivers.data[0].id)).rule?.share_bp).toBe(3_000);
    // The statement's message as the API previews it (ADR 0071): in Hausa, the driver's pay in N, the link's token as dots.
    const preview = await api.pay.statementPreview(partner.id, { driver_id: payRun.rows[0]!.driver.id, period: 'week', start: '2026-11-09', language: 'ha' });
    expect(preview).toContain(`na 09-11 zuwa 15-11-2026: ${formatKobo(payRun.rows[0]!.to_pay_kobo).replace('₦', 'N')}`);
    expect(preview).toMatch(/\/pay\/•{22}$/);

    // A driver's document link (issue 43): what may be asked of each driver.
    const requests = await api.documentRequests.forDriver(drivers.data[0].id);
    expect(requests.first_name).toBe(drivers.data[0].fname);
    // The ask's SMS as the API previews it (ADR 0071), for what may be asked: one segment, the link's token as dots.
    const asking = requests.askable.map((d) => `${d.owner_type}.${d.type}`);
    const sms = await api.documentRequests.preview(drivers.data[0].id, asking.length ? asking : ['driver.driver_licence'], 'yo');
    if (asking.length) expect(sms).toMatch(/\/send\/•{22}$/);
    else expect(sms).toBe('');

    // The activity log (issue 24 §3): the seed writes the fleet's history.
    expect((await api.activity.list(partner.id, { page: 1 })).data.length).toBeGreaterThan(0);

    // The features this API serves (issue 72 §3): every one.
    expect((await api.capabilities()).length).toBeGreaterThan(15);

    // Notifications and invitations.
    await api.notifications.preferences(partner.id);
    await api.notifications.preview(partner.id);
    await api.invitations.list();
    await api.team.invite({ owner_type: 'partner', owner_id: partner.id, member_email: 'contract.invitee@example.com', member_roles: ['partner_staff'] });
    const invited = sb.current.db.select().from(s.accountMembers).where(eq(s.accountMembers.memberEmail, 'contract.invitee@example.com')).get()!;
    expect((await api.invitations.byCode(invited.inviteCode)).member_email).toBe('contract.invitee@example.com');

    // Each GET route the sandbox declares was reached by at least one of the calls above.
    const missing = getRoutes()
      .filter((r) => !NOT_JSON_API.test(r.path))
      .filter((r) => !paths.some((p) => r.regexp.test(p)))
      .map((r) => r.path);
    expect(missing).toEqual([]);
  });
});
