/**
 * One door for every write (issue 40 §1): whatever way a write arrives (a tap, a retry, a form
 * the service worker kept), the server checks the session, the partner, the role and that it
 * issued the form's key for this person and partner. A key made up, missing, issued to another
 * person or for another partner gets the 403 page and writes nothing: the rows in the sandbox's
 * database say so.
 */
import { describe, expect, it } from 'vitest';
import { count, eq, type SQL } from 'drizzle-orm';
import type { SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as s from '../../sandbox/db/schema';
import { action as signInAction } from '~/routes/_auth.login';
import { action as chooseOrganisation } from '~/routes/organization';
import { action as members } from '~/routes/_app.settings.members';
import { action as vehicleAction } from '~/routes/_app.vehicles.details.$vehicleId';
import { action as logout } from '~/routes/logout';
import { action as vehicleDocument } from '~/routes/_app.vehicles.$vehicleId.edit_.document.$documentId';
import { FORM_KEY_REFUSED, formKeyScope, issueFormKey } from '~/server/form-key.server';
import { runInRequestScope } from '~/server/request-scope.server';
import { args, BASE, cookiesOf, portalRequest, responseOf, routeTestSandbox, sessionOfCookie, withFormKey } from './setup';
import { PDF } from '../fixtures/files';

const sandbox = routeTestSandbox();
const rows = (table: SQLiteTable, where?: SQL) => (sandbox.current.db.select({ n: count() }).from(table).where(where).get() as { n: number }).n;
const signIn = async (email: string) => cookiesOf(await responseOf(() => signInAction(args(portalRequest('/login', { form: { email, password: 'demo1234' } })))));
type Action = (a: ReturnType<typeof args>) => Promise<unknown>;
const submit = (action: Action, request: Request, params: Record<string, string> = {}) => runInRequestScope(() => responseOf(() => action(args(request, params))));

async function expectRefused(response: Response) {
  expect(response.status).toBe(403);
  expect(await response.json()).toEqual({ message: FORM_KEY_REFUSED });
}

describe('the one door', () => {
  it('a team invite with a made-up, a missing or another person’s key invites nobody; the server-issued key does', async () => {
    const owner = await signIn('owner@example.com');
    const other = await signIn('abuja.owner@example.com');
    const invited = (email: string) => rows(s.accountMembers, eq(s.accountMembers.memberEmail, email));
    const form = { intent: 'invite', email: 'attacker@example.net', roles: 'partner_earnings_manager' };
    const forged = [
      portalRequest('/settings/members', { form: { ...form, _key: 'k-made-up' }, cookie: owner, keyAsGiven: true }),
      portalRequest('/settings/members', { form, cookie: owner, keyAsGiven: true }),
      // A key the server issued, but to the other partner's owner (an attacker with an account of their own).
      portalRequest('/settings/members', { form: { ...form, _key: withFormKey({}, other, '/settings/members')._key }, cookie: owner, keyAsGiven: true }),
      // A key issued to a guest (the sign-in page's).
      portalRequest('/settings/members', { form: { ...form, _key: issueFormKey('guest.x', '/login') }, cookie: owner, keyAsGiven: true }),
      // The owner's own key, but of another form (issue 54 §4: a key is good for its form only).
      portalRequest('/settings/members', { form: { ...form, _key: withFormKey({}, owner, '/settings/notifications')._key }, cookie: owner, keyAsGiven: true }),
    ];
    for (const request of forged) await expectRefused(await submit(members, request));
    expect(invited('attacker@example.net')).toBe(0);

    const sent = await submit(members, portalRequest('/settings/members', { form: { ...form, email: 'new.colleague@example.com' }, cookie: owner }));
    expect(sent).toHaveRedirect('/settings/members');
    expect(invited('new.colleague@example.com')).toBe(1);
  });

  it('a form opened for one partner is refused after a switch to another, and saves nothing there', async () => {
    const signed = await responseOf(() => signInAction(args(portalRequest('/login', { form: { email: 'fleet.manager@example.com', password: 'demo1234' } }))));
    const choose = async (partnerId: number, cookie: string) =>
      cookiesOf(await responseOf(() => chooseOrganisation(args(portalRequest('/organization', { form: { partnerId: String(partnerId) }, cookie })))), cookie);
    const lagos = await choose(1, cookiesOf(signed));
    expect(formKeyScope(sessionOfCookie(lagos))).toBe(`u${sessionOfCookie(lagos)!.user.id}.p1`);
    const vehicle = sandbox.current.db.select().from(s.vehicles).where(eq(s.vehicles.partnerId, 4)).get()!;
    const keyOfLagos = withFormKey({}, lagos, `/vehicles/details/${vehicle.id}`)._key;
    const abuja = await choose(4, lagos);
    const form = { _key: keyOfLagos, intent: 'set-status', status: vehicle.status === 'active' ? 'inactive' : 'active' };
    await expectRefused(await submit(vehicleAction, portalRequest(`/vehicles/details/${vehicle.id}`, { form, cookie: abuja, keyAsGiven: true }), { vehicleId: String(vehicle.id) }));
    expect(sandbox.current.db.select().from(s.vehicles).where(eq(s.vehicles.id, vehicle.id)).get()!.status).toBe(vehicle.status);
    // The same form opened for Abuja is the manager's to send.
    const sent = await submit(vehicleAction, portalRequest(`/vehicles/details/${vehicle.id}`, { form: { ...form, _key: 'k-abuja-status' }, cookie: abuja }), { vehicleId: String(vehicle.id) });
    expect(sent.status).toBe(302);
    expect(sandbox.current.db.select().from(s.vehicles).where(eq(s.vehicles.id, vehicle.id)).get()!.status).toBe(form.status);
  });

  it('an upload with a forged key stores no file and no document', async () => {
    const owner = await signIn('owner@example.com');
    const files = () => rows(s.files);
    const before = files();
    const body = new FormData();
    body.set('_key', 'k-made-up');
    body.set('expires_at', '2030-12-31');
    body.set('file', new File([new Uint8Array(PDF)], 'insurance.pdf', { type: 'application/pdf' }));
    const request = new Request(`${BASE}/vehicles/2/edit/document/insurance`, { method: 'POST', body, headers: { cookie: owner, accept: 'text/html' } });
    await expectRefused(await submit(vehicleDocument, request, { vehicleId: '2', documentId: 'insurance' }));
    expect(files()).toBe(before);
  });

  it('another site cannot log a partner out; their own logout form can, and without a session the cookie is cleared anyway', async () => {
    const owner = await signIn('owner@example.com');
    await expectRefused(await submit(logout, portalRequest('/logout', { form: { _key: 'k-made-up' }, cookie: owner, keyAsGiven: true })));
    expect(sessionOfCookie(owner)).not.toBeNull();
    const out = await submit(logout, portalRequest('/logout', { form: {}, cookie: owner }));
    expect(out).toHaveRedirect('/login');
    // The same cookie after the logout: the session is revoked, so any form simply clears it.
    const again = await submit(logout, portalRequest('/logout', { form: { _key: 'whatever' }, cookie: owner, keyAsGiven: true }));
    expect(again).toHaveRedirect('/login');
  });
});
