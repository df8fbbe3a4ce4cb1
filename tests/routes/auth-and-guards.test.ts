import { describe, expect, it } from 'vitest';
import { action as login } from '~/routes/_auth.login';
import { action as register } from '~/routes/_auth.register';
import { loader as dashboard } from '~/routes/_app.dashboard';
import { action as members, loader as membersLoader, NOT_OWNER_MESSAGE } from '~/routes/_app.settings.members';
import { loader as redirectLoader, INVALID_LINK } from '~/routes/redirect';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox, withHoneypot } from './setup';
import { api, login as sandboxLogin } from '../sandbox-client';

const sandbox = routeTestSandbox();

const sandboxCall = async (method: string, path: string, body?: unknown, token?: string) => (await api(sandbox.current.url, method, path, body, token)).body;
const sandboxToken = (email: string, password: string) => sandboxLogin(sandbox.current.url, email, password);

/** Sign in through the login action; the Cookie header of the session. */
async function signedIn(email: string, password = 'demo1234') {
  const response = await responseOf(() => login(args(portalRequest('/login', { form: { email, password } }))));
  expect(response).toHaveRedirect();
  return cookiesOf(response);
}

describe('login action', () => {
  it('signs the owner in and goes to the dashboard', async () => {
    const response = await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'demo1234' } }))));
    expect(response).toHaveRedirect('/dashboard');
  });

  it('lands a driver manager on the first page the roles allow, not on a denial', async () => {
    const response = await responseOf(() => login(args(portalRequest('/login', { form: { email: 'drivers.manager@example.com', password: 'demo1234' } }))));
    expect(response).toHaveRedirect('/drivers');
  });

  it("shows the server's message in a toast on a wrong password, keeping the email", async () => {
    const response = await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'nope' } }))));
    expect(response.status).toBe(400);
    await expect(response).toSendToast({ type: 'error', message: 'Invalid email or password' });
    const reply = await response.json();
    expect(reply.initialValue).toEqual({ email: 'owner@example.com' });
  });

  it('sends a signed-in browser to its landing page instead of signing it in again as someone else (issue 34 §3)', async () => {
    const cookie = await signedIn('drivers.manager@example.com');
    const again = await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'demo1234' }, cookie }))));
    expect(again).toHaveRedirect('/drivers');
    expect(again.headers.getSetCookie().some((c) => /vp_session=/.test(c) && !/Max-Age=0/.test(c))).toBe(false);
    const reg = await responseOf(() =>
      register(
        args(portalRequest('/register', { form: withHoneypot({ fname: 'Ada', lname: 'Obi', email: 'new.guest@example.com', country: 'NG', phone: '8031234567', password: 'Abcdef12!' }), cookie })),
      ),
    );
    expect(reg).toHaveRedirect('/drivers');
  });
});

describe('register action', () => {
  it('answers every invalid field at once, the phone included', async () => {
    const response = await responseOf(() => register(args(portalRequest('/register', { form: withHoneypot({ fname: 'Ada1', lname: '', email: 'x', country: 'NG', phone: '123', password: 'abc' }) }))));
    expect(response.status).toBe(400);
    const reply = await response.json();
    expect(Object.keys(reply.error).sort()).toEqual(['email', 'fname', 'lname', 'password', 'phone']);
    expect(reply.initialValue.password).toBeUndefined();
  });
});

describe('guards', () => {
  it('denies the dashboard to a driver manager with the spec toast', async () => {
    const cookie = await signedIn('drivers.manager@example.com');
    const response = await responseOf(() => dashboard(args(portalRequest('/dashboard', { cookie }))));
    expect(response).toHaveRedirect('/settings');
    await expect(response).toSendToast({ type: 'error', message: 'You do not have access to view Dashboard page' });
  });

  it('sends a visitor to login with the page as the redirect', async () => {
    const response = await responseOf(() => membersLoader(args(portalRequest('/settings/members?page=2'))));
    expect(response).toHaveRedirect(`/login?redirect=${encodeURIComponent('/settings/members?page=2')}`);
  });

  it('refuses an owner-only action to a member, whatever the page shows', async () => {
    // A staff member of the Lagos partner: allowed to see members, not to manage them.
    const owner = await sandboxToken('owner@example.com', 'demo1234');
    await sandboxCall('POST', '/v1/users', { fname: 'Staff', lname: 'Member', email: 'staff.route@example.com', phone: '8161110000', password: 'secret123', country_code: 'NG' });
    const invite = await sandboxCall('POST', '/v1/account_members', { owner_type: 'partner', owner_id: 1, member_email: 'staff.route@example.com', member_roles: ['partner_staff'] }, owner);
    await sandboxCall('PATCH', `/v1/account_members/${invite.data.id}/accept`, undefined, await sandboxToken('staff.route@example.com', 'secret123'));
    const session = await signedIn('staff.route@example.com', 'secret123');
    const response = await responseOf(() => members(args(portalRequest('/settings/members?page=2', { form: { intent: 'invite', email: 'x@example.com', roles: 'partner_staff' }, cookie: session }))));
    expect(response).toHaveRedirect('/settings/members?page=2');
    await expect(response).toSendToast({ type: 'error', message: NOT_OWNER_MESSAGE });
  });

  it('reads a bad page number as page 1 and answers an unknown intent with 400, acting on nothing', async () => {
    const cookie = await signedIn('owner@example.com');
    const data = await (await responseOf(() => membersLoader(args(portalRequest('/settings/members?page=2%0D%0Aevil', { cookie }))).then((r) => r))).json();
    expect(data.page).toBe(1);
    const response = await responseOf(() => members(args(portalRequest('/settings/members?page=1%0D%0A', { form: { intent: 'nonsense' }, cookie }))));
    expect(response.status).toBe(400);
    expect((await response.json()).error['']).toEqual(['This action is not available. Please reload the page and try again.']);
  });
});

describe('/redirect', () => {
  it('sends a bad token to login with a readable toast', async () => {
    const response = await responseOf(() => redirectLoader(args(portalRequest('/redirect?token=bogus&path=/settings'))));
    expect(response).toHaveRedirect('/login');
    await expect(response).toSendToast({ type: 'error', message: INVALID_LINK });
  });

  it('answers a malformed token (a NUL, a space, a control or non-ASCII character, too long) 400 with the same words, asking nothing upstream (issue 40 §8)', async () => {
    for (const token of ['%00', 'abc%00def', 'a%20b', '%0d%0aX-Injected:%201', '%C3%A9t%C3%A9', 'x'.repeat(501)]) {
      const response = await responseOf(() => redirectLoader(args(portalRequest(`/redirect?token=${token}&path=/settings`))));
      expect(response.status, token).toBe(400);
      expect(await response.json()).toEqual({ message: INVALID_LINK });
    }
  });
});
