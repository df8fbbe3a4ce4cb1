/**
 * Settlement-account changes in the portal (issue 24 §2, §5): a wrong password is a field error
 * with nothing changed and counts against the sign-in limits; a member who is not the owner is
 * turned away from adding and choosing; an owner who signs in by phone confirms with a code
 * texted to them instead; the cancel link's page cancels once, and after that (or for an unknown
 * token) says what it can.
 */
import { describe, expect, it } from 'vitest';
import { action as login } from '~/routes/_auth.login';
import { action as chooseOrganisation } from '~/routes/organization';
import { action as addAccount, NOT_OWNER_ACCOUNTS } from '~/routes/_app.add-account';
import { action as chooseAccount, loader as accountsPage } from '~/routes/_app.settings.accounts';
import { action as cancelAction, loader as cancelPage } from '~/routes/payout-account.cancel.$token';
import { contextFor } from '~/server/context.server';
import { LIMITS, resetRateLimits } from '~/server/rate-limit.server';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';
import { api } from '../sandbox-client';

const sandbox = routeTestSandbox();
const signedIn = async (email: string) => cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email, password: 'demo1234' } })))));
const nuban = () => `40${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
const page = async (cookie: string) =>
  (await (await responseOf(async () => (await accountsPage(args(portalRequest('/settings/accounts', { cookie })))) as Response)).json()) as {
    accounts: { id: number; chosen: boolean; paidNow: boolean; coolingUntil: string | null }[];
  };

describe('the payout account in the portal', () => {
  it('a wrong password is a field error, changes nothing, and counts against the sign-in limit', async () => {
    const cookie = await signedIn('owner@example.com');
    const before = await page(cookie);
    const number = nuban();
    const wrong = await responseOf(() =>
      addAccount(args(portalRequest('/add-account', { form: { intent: 'save', bank_code: '044', account_number: number, password: 'wrong-one', make_payout: 'on' }, cookie }))),
    );
    expect(wrong.status).toBe(422);
    const reply = await wrong.json();
    expect(reply.error.password).toEqual(['The password is incorrect']);
    expect(reply.initialValue.password).toBeUndefined();
    expect(reply.initialValue.account_number).toBe(number);
    expect((await page(cookie)).accounts).toEqual(before.accounts);
    // The remaining sign-in attempts are shared: after the limit, even the right password waits.
    for (let i = 1; i < LIMITS.login.perId; i++)
      await responseOf(() => chooseAccount(args(portalRequest('/settings/accounts', { form: { account_id: String(before.accounts[0].id), password: 'wrong' }, cookie }))));
    const blocked = await responseOf(() => addAccount(args(portalRequest('/add-account', { form: { intent: 'save', bank_code: '044', account_number: number, password: 'demo1234' }, cookie }))));
    expect((await blocked.json()).error[''][0]).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  it('turns away a member who is not the owner, from the page and the actions', async () => {
    // An earnings manager of Lagos (who is also in Kano), acting for Lagos.
    const signed = await responseOf(() => login(args(portalRequest('/login', { form: { email: 'two.orgs@example.com', password: 'demo1234' } }))));
    const chosen = await responseOf(() => chooseOrganisation(args(portalRequest('/organization', { form: { partnerId: '1' }, cookie: cookiesOf(signed) }))));
    const cookie = cookiesOf(chosen, cookiesOf(signed));
    for (const run of [
      () => addAccount(args(portalRequest('/add-account', { form: { intent: 'save', bank_code: '044', account_number: nuban(), password: 'demo1234' }, cookie }))),
      () => chooseAccount(args(portalRequest('/settings/accounts', { form: { account_id: '1', password: 'demo1234' }, cookie }))),
    ]) {
      const refused = await responseOf(run);
      expect(refused).toHaveRedirect('/settings/accounts');
      await expect(refused).toSendToast({ type: 'error', message: NOT_OWNER_ACCOUNTS });
    }
    // A driver manager does not even reach the page, and nothing is added.
    const driversManager = await signedIn('drivers.manager@example.com');
    const number = nuban();
    const away = await responseOf(() =>
      addAccount(args(portalRequest('/add-account', { form: { intent: 'save', bank_code: '044', account_number: number, password: 'demo1234' }, cookie: driversManager }))),
    );
    expect(away.status).toBe(302);
    const owner = (await api(sandbox.current.url, 'POST', '/v1/login', { email: 'owner@example.com', password: 'demo1234' })).body.data.token;
    const sid = (await api(sandbox.current.url, 'GET', '/v1/users/1/partner-members', undefined, owner)).body.data[0].partner.account_sid;
    const list = (await api(sandbox.current.url, 'GET', `/partner-payout/v1/settlement-accounts?partnerId=${sid}`, undefined, owner)).body.data as { account_number: string }[];
    expect(list.some((a) => a.account_number === number)).toBe(false);
  });

  it('chooses the payout account with a code texted to the owner: the page asks for it, a wrong one is a field error, the right one makes the change', async () => {
    const cookie = await signedIn('abuja.owner@example.com');
    const owner = (await api(sandbox.current.url, 'POST', '/v1/login', { email: 'abuja.owner@example.com', password: 'demo1234' })).body.data.token;
    const me = (await api(sandbox.current.url, 'GET', '/v1/users/profile', undefined, owner)).body.data.id;
    const sid = (await api(sandbox.current.url, 'GET', `/v1/users/${me}/partner-members`, undefined, owner)).body.data[0].partner.account_sid;
    // Two accounts: the first is the payout account, the second one to choose.
    const add = () => api(sandbox.current.url, 'POST', '/partner-payout/v1/settlement-accounts', { partnerId: sid, bank_code: '058', account_number: nuban(), password: 'demo1234' }, owner);
    expect((await add()).status).toBe(201);
    const other = (await add()).body.data.id as number;

    // "Text me a code instead": back to the choose form with the code's reference, and a toast saying where it went.
    const sent = await responseOf(() => chooseAccount(args(portalRequest('/settings/accounts', { form: { intent: 'send-code', account_id: String(other) }, cookie }))));
    const location = new URL(sent.headers.get('location')!, 'http://portal');
    expect(location.pathname).toBe('/settings/accounts');
    expect(location.searchParams.get('choose')).toBe(String(other));
    expect(location.hash).toBe('#choose-payout');
    await expect(sent).toSendToast({ type: 'success', message: 'We sent a 4-digit code by SMS to +234 *** *** 0008. It expires in 10 minutes.' });
    const ref = location.searchParams.get('code_ref')!;
    const shown = (await (await responseOf(async () => (await accountsPage(args(portalRequest(`/settings/accounts${location.search}`, { cookie })))) as Response)).json()) as {
      codeRef: string | null;
      rules: { constraint: Record<string, unknown> };
    };
    expect(shown.codeRef).toBe(ref);
    expect(Object.keys(shown.rules.constraint)).toEqual(['reference_id', 'otp_code']);
    const digits = /is (\d{4})\./.exec(((await api(sandbox.current.url, 'GET', '/outbox.json')).body as { to: string; body: string }[]).find((m) => m.to === '+2348030000008')!.body)![1];

    // A wrong code: a field error, the code never echoed back, nothing changed.
    const before = await page(cookie);
    const wrong = await responseOf(() =>
      chooseAccount(args(portalRequest('/settings/accounts', { form: { account_id: String(other), reference_id: ref, otp_code: digits === '0000' ? '1111' : '0000' }, cookie }))),
    );
    expect(wrong.status).toBe(400);
    const reply = await wrong.json();
    expect(reply.error.otp_code).toEqual(['The code is incorrect, 4 attempts left']);
    expect(reply.initialValue.otp_code).toBeUndefined();
    expect((await page(cookie)).accounts).toEqual(before.accounts);

    // The right one: the account becomes the payout account after its cooling-off.
    const done = await responseOf(() => chooseAccount(args(portalRequest('/settings/accounts', { form: { account_id: String(other), reference_id: ref, otp_code: digits }, cookie }))));
    expect(done).toHaveRedirect('/settings/accounts');
    const after = (await page(cookie)).accounts.find((a) => a.id === other)!;
    expect(after.chosen).toBe(true);
    expect(after.coolingUntil).not.toBeNull();
  });

  it('the cancel link cancels once; used again it says what the payout account is; an unknown one is not found', async () => {
    const owner = (await api(sandbox.current.url, 'POST', '/v1/login', { email: 'kano.owner@example.com', password: 'demo1234' })).body.data.token;
    const me = (await api(sandbox.current.url, 'GET', '/v1/users/profile', undefined, owner)).body.data.id;
    const sid = (await api(sandbox.current.url, 'GET', `/v1/users/${me}/partner-members`, undefined, owner)).body.data[0].partner.account_sid;
    const number = nuban();
    expect((await api(sandbox.current.url, 'POST', '/partner-payout/v1/settlement-accounts', { partnerId: sid, bank_code: '058', account_number: number, password: 'demo1234' }, owner)).status).toBe(
      201,
    );
    const link = ((await api(sandbox.current.url, 'GET', '/outbox.json')).body as { link: string | null; body: string }[]).find((m) => m.body.includes(number.slice(-4)))!.link!;
    const token = link.split('/').pop()!;
    const shown = await (await responseOf(async () => (await cancelPage(args(portalRequest(`/payout-account/cancel/${token}`), { token }))) as Response)).json();
    expect(shown.change.state).toBe('pending');
    const first = await (await responseOf(async () => (await cancelAction(args(portalRequest(`/payout-account/cancel/${token}`, { form: {} }), { token }))) as Response)).json();
    expect(first).toMatchObject({ state: 'found', cancelledNow: true, change: { state: 'cancelled', current: null } });
    const second = await (await responseOf(async () => (await cancelAction(args(portalRequest(`/payout-account/cancel/${token}`, { form: {} }), { token }))) as Response)).json();
    expect(second).toMatchObject({ state: 'found', cancelledNow: false, change: { state: 'cancelled' } });
    const unknown = await responseOf(async () => (await cancelPage(args(portalRequest('/payout-account/cancel/x'), { token: 'x' }))) as Response);
    expect(unknown.status).toBe(404);
  });

  it('views of the cancel link, however many and from wherever, never spend the owner’s cancel (issue 31 §2)', async () => {
    resetRateLimits();
    const owner = (await api(sandbox.current.url, 'POST', '/v1/login', { email: 'kano.owner@example.com', password: 'demo1234' })).body.data.token;
    const me = (await api(sandbox.current.url, 'GET', '/v1/users/profile', undefined, owner)).body.data.id;
    const sid = (await api(sandbox.current.url, 'GET', `/v1/users/${me}/partner-members`, undefined, owner)).body.data[0].partner.account_sid;
    const number = nuban();
    await api(sandbox.current.url, 'POST', '/partner-payout/v1/settlement-accounts', { partnerId: sid, bank_code: '058', account_number: number, password: 'demo1234', make_payout: true }, owner);
    const token = ((await api(sandbox.current.url, 'GET', '/outbox.json')).body as { link: string | null; body: string }[])
      .find((m) => m.body.includes(number.slice(-4)))!
      .link!.split('/')
      .pop()!;
    const from = (ip: string, run: typeof cancelPage | typeof cancelAction, form?: Record<string, string>) => {
      const request = portalRequest(`/payout-account/cancel/${token}`, form ? { form } : {});
      return responseOf(async () => (await run({ request, params: { token }, context: contextFor(request, { clientIp: ip }) })) as Response);
    };
    // A link preview, a curious stranger and the owner's own reloads: far more views than the limits.
    const views = LIMITS['payout-cancel'].perIp + LIMITS['payout-cancel'].perId;
    for (let i = 0; i < views; i++) expect((await from(i % 2 ? '127.0.0.1' : `10.9.${i}.1`, cancelPage)).status).toBe(200);
    const cancelled = await from('127.0.0.1', cancelAction, {});
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toMatchObject({ state: 'found', cancelledNow: true });
    // The token is case-sensitive: the same letters in another case are another (unknown) link.
    const swapped = token.replace(/[a-z]/, (c) => c.toUpperCase());
    if (swapped !== token) expect((await responseOf(async () => (await cancelPage(args(portalRequest(`/payout-account/cancel/${swapped}`), { token: swapped }))) as Response)).status).toBe(404);
  });

  it('a cancelled account cannot be chosen again from the portal: a form error, nothing changes', async () => {
    resetRateLimits();
    const cookie = await signedIn('owner@example.com');
    const owner = (await api(sandbox.current.url, 'POST', '/v1/login', { email: 'owner@example.com', password: 'demo1234' })).body.data.token;
    const sid = (await api(sandbox.current.url, 'GET', '/v1/users/1/partner-members', undefined, owner)).body.data[0].partner.account_sid;
    const number = nuban();
    const added = (
      await api(sandbox.current.url, 'POST', '/partner-payout/v1/settlement-accounts', { partnerId: sid, bank_code: '058', account_number: number, password: 'demo1234', make_payout: true }, owner)
    ).body.data.id as number;
    const token = ((await api(sandbox.current.url, 'GET', '/outbox.json')).body as { link: string | null; body: string }[])
      .find((m) => m.body.includes(number.slice(-4)))!
      .link!.split('/')
      .pop()!;
    expect((await api(sandbox.current.url, 'POST', `/v1/payout-account-changes/${token}/cancel`, {})).status).toBe(200);
    const before = await page(cookie);
    expect(before.accounts.find((a) => a.id === added)).toMatchObject({ chosen: false, paidNow: false });
    // The choose form is not offered for it, and a hand-made post is refused with the API's reason.
    const shown = (await (await responseOf(async () => (await accountsPage(args(portalRequest(`/settings/accounts?choose=${added}`, { cookie })))) as Response)).json()) as { choosing: unknown };
    expect(shown.choosing).toBeNull();
    const refused = await responseOf(() => chooseAccount(args(portalRequest('/settings/accounts', { form: { account_id: String(added), password: 'demo1234' }, cookie }))));
    expect(refused.status).toBe(409);
    expect(JSON.stringify(await refused.json())).toContain('This account change was cancelled by the owner. Add the account again to use it.');
    expect((await page(cookie)).accounts).toEqual(before.accounts);
  });
});
