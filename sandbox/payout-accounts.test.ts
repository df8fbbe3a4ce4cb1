/**
 * The payout account's cooling-off (issue 24 §2), through the API: only the owner, with the
 * password, adds or chooses; a change is told at once by SMS and email with a cancel link; the
 * old account keeps receiving payouts until the sandbox clock passes 48 hours; cancelling
 * restores it; a link used twice or late says so.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { api, login, withSandbox } from '../tests/integration/helpers';
import { maskPhone } from './routes/payout-accounts';

const sb = withSandbox();
const SID = async (token: string) => (await api(sb.current.url, 'GET', '/v1/partners/1', undefined, token)).body.data.account_sid as string;
type Code = { reference_id: string; phone: string; resend_after: number; expires_in: number };
type Account = { id: number; bank_name: string; account_number: string; is_default: boolean; status: string; receives_payouts: boolean; active_from: string | null };
const accounts = async (token: string, sid: string) => (await api(sb.current.url, 'GET', `/partner-payout/v1/settlement-accounts?partnerId=${sid}`, undefined, token)).body.data as Account[];
const outbox = async () => (await api(sb.current.url, 'GET', '/outbox.json')).body as { to: string; channel: string; subject: string; body: string; link: string | null }[];
const number = () => `30${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

afterEach(async () => {
  await api(sb.current.url, 'POST', '/__sandbox/clock', { reset: true });
});

describe('settlement account changes', () => {
  it('refuse a member, and a wrong password, changing nothing', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    const sid = await SID(owner);
    const before = await accounts(owner, sid);
    const manager = await login(sb.current.url, 'two.orgs@example.com'); // earnings manager of Lagos
    // Alike on purpose (issue 70 §4): each refusal is its own call and status, written out so a failure names it.
    const refused = await api(
      sb.current.url,
      'POST',
      '/partner-payout/v1/settlement-accounts',
      { partnerId: sid, bank_code: '044', account_number: number(), password: 'demo1234', make_payout: true },
      manager,
    );
    expect(refused.status).toBe(403);
    const wrong = await api(
      sb.current.url,
      'POST',
      '/partner-payout/v1/settlement-accounts',
      { partnerId: sid, bank_code: '044', account_number: number(), password: 'not-it', make_payout: true },
      owner,
    );
    expect(wrong.status).toBe(422);
    expect(wrong.body.code).toBe('WrongPassword');
    expect(wrong.body.errors.password).toEqual(['The password is incorrect']);
    const chosen = await api(sb.current.url, 'POST', `/partner-payout/v1/settlement-accounts/${before[0].id}/make-payout`, { partnerId: sid, password: 'demo1234' }, manager);
    expect(chosen.status).toBe(403);
    expect(await accounts(owner, sid)).toEqual(before);
  });

  it('pay the old account until 48 hours have passed, and tell the owner at once with a link to cancel', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    const sid = await SID(owner);
    const old = (await accounts(owner, sid)).find((a) => a.receives_payouts)!;
    const nuban = number();
    const added = await api(
      sb.current.url,
      'POST',
      '/partner-payout/v1/settlement-accounts',
      { partnerId: sid, bank_code: '044', account_number: nuban, password: 'demo1234', make_payout: true },
      owner,
    );
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ is_default: true, status: 'cooling_off', receives_payouts: false });
    const now = await accounts(owner, sid);
    expect(now.find((a) => a.receives_payouts)?.id).toBe(old.id);
    const messages = (await outbox()).filter((m) => m.body.includes(`******${nuban.slice(-4)}`));
    expect(messages.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(messages[0].link).toMatch(/\/payout-account\/cancel\/[A-Za-z0-9_-]{22}$/);

    await api(sb.current.url, 'POST', '/__sandbox/clock', { advance_days: 1 });
    expect((await accounts(owner, sid)).find((a) => a.receives_payouts)?.id).toBe(old.id);
    await api(sb.current.url, 'POST', '/__sandbox/clock', { advance_days: 1 });
    expect((await accounts(owner, sid)).find((a) => a.receives_payouts)?.id).toBe(added.body.data.id);
    // Too late to cancel: the link says so, and where payouts go.
    const token = messages[0].link!.split('/').pop()!;
    const late = await api(sb.current.url, 'POST', `/v1/payout-account-changes/${token}/cancel`, {});
    expect(late.status).toBe(409);
    const view = (await api(sb.current.url, 'GET', `/v1/payout-account-changes/${token}`)).body.data;
    expect(view).toMatchObject({ state: 'expired', current: { account_number: `******${nuban.slice(-4)}` } });
  });

  it('restore the previous payout account when the owner cancels, once', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    const sid = await SID(owner);
    const old = (await accounts(owner, sid)).find((a) => a.receives_payouts)!;
    const nuban = number();
    const added = (
      await api(sb.current.url, 'POST', '/partner-payout/v1/settlement-accounts', { partnerId: sid, bank_code: '058', account_number: nuban, password: 'demo1234', make_payout: true }, owner)
    ).body.data as Account;
    const token = (await outbox())
      .find((m) => m.body.includes(`******${nuban.slice(-4)}`))!
      .link!.split('/')
      .pop()!;
    const pending = (await api(sb.current.url, 'GET', `/v1/payout-account-changes/${token}`)).body.data;
    expect(pending).toMatchObject({ state: 'pending', account: { account_number: `******${nuban.slice(-4)}` } });
    const cancelled = await api(sb.current.url, 'POST', `/v1/payout-account-changes/${token}/cancel`, {});
    expect(cancelled.body.data.state).toBe('cancelled');
    const after = await accounts(owner, sid);
    expect(after.find((a) => a.is_default)?.id).toBe(old.id);
    expect(after.find((a) => a.id === added.id)?.status).toBe('cancelled');
    await api(sb.current.url, 'POST', '/__sandbox/clock', { advance_days: 3 });
    expect((await accounts(owner, sid)).find((a) => a.receives_payouts)?.id).toBe(old.id);
    const again = await api(sb.current.url, 'POST', `/v1/payout-account-changes/${token}/cancel`, {});
    expect(again.status).toBe(409);
    expect((await api(sb.current.url, 'GET', '/v1/payout-account-changes/not-a-real-token-at-all')).status).toBe(404);

    // A cancelled change stays cancelled (issue 31 §2): it cannot be chosen again, no new link is sent…
    const messages = (await outbox()).length;
    const rechosen = await api(sb.current.url, 'POST', `/partner-payout/v1/settlement-accounts/${added.id}/make-payout`, { partnerId: sid, password: 'demo1234' }, owner);
    expect(rechosen.status).toBe(409);
    expect(rechosen.body.code).toBe('AccountCancelled');
    expect((await outbox()).length).toBe(messages);
    expect((await accounts(owner, sid)).find((a) => a.id === added.id)?.status).toBe('cancelled');
    // …until the owner adds it again, as a new account with its own 48 hours.
    const readded = await api(
      sb.current.url,
      'POST',
      '/partner-payout/v1/settlement-accounts',
      { partnerId: sid, bank_code: '058', account_number: nuban, password: 'demo1234', make_payout: true },
      owner,
    );
    expect(readded.status).toBe(201);
    expect(readded.body.data.id).not.toBe(added.id);
    expect(readded.body.data.status).toBe('cooling_off');
  });

  it('confirm a change with a code texted to the owner instead of the password: once, the owner’s own, for this purpose only', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    const sid = await SID(owner);
    const before = await accounts(owner, sid);
    const manager = await login(sb.current.url, 'two.orgs@example.com');
    expect((await api(sb.current.url, 'POST', '/partner-payout/v1/confirmation-codes', { partnerId: sid }, manager)).status).toBe(403);

    const asked = await api(sb.current.url, 'POST', '/partner-payout/v1/confirmation-codes', { partnerId: sid }, owner);
    expect(asked.status).toBe(201);
    const code = asked.body.data as Code;
    expect(code.phone).toBe('+234 *** *** 0001');
    const sms = (await outbox()).find((m) => m.subject === 'Confirm your payout account change')!;
    expect(sms.to).toBe('+2348030000001');
    const digits = /is (\d{4})\./.exec(sms.body)![1];
    // A second code within 120 s is refused, as for phone sign-in.
    expect((await api(sb.current.url, 'POST', '/partner-payout/v1/confirmation-codes', { partnerId: sid }, owner)).body.code).toBe('TooEarly');

    const add = (confirmation: unknown, extra: object = {}) =>
      api(sb.current.url, 'POST', '/partner-payout/v1/settlement-accounts', { partnerId: sid, bank_code: '044', account_number: number(), make_payout: true, confirmation, ...extra }, owner);
    // Both ways at once, or neither: refused.
    expect((await add({ reference_id: code.reference_id, otp_code: digits }, { password: 'demo1234' })).status).toBe(422);
    expect((await api(sb.current.url, 'POST', '/partner-payout/v1/settlement-accounts', { partnerId: sid, bank_code: '044', account_number: number() }, owner)).status).toBe(422);
    // A wrong code: a field error, one try fewer, nothing changed.
    const wrong = await add({ reference_id: code.reference_id, otp_code: digits === '0000' ? '1111' : '0000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.otp_code).toEqual(['The code is incorrect, 4 attempts left']);
    expect(await accounts(owner, sid)).toEqual(before);
    // A sign-in code cannot confirm a payout change.
    const loginRef = (await api(sb.current.url, 'POST', '/v1/otp-login', { phone: '08030000001', country_code: 'NG' })).body.data.reference_id as string;
    const loginDigits = /code is (\d{4})\./.exec((await outbox()).find((m) => m.subject === 'Your login code')!.body)![1];
    expect((await add({ reference_id: loginRef, otp_code: loginDigits })).body.code).toBe('InvalidOtp');
    expect(await accounts(owner, sid)).toEqual(before);
    // The right code: the account is added and cools off, as with the password.
    const done = await add({ reference_id: code.reference_id, otp_code: digits });
    expect(done.status).toBe(201);
    expect(done.body.data.status).toBe('cooling_off');
    // Used up.
    expect((await add({ reference_id: code.reference_id, otp_code: digits })).body.code).toBe('OtpUsed');
    // Nor does a payout code sign anyone in.
    expect((await api(sb.current.url, 'PATCH', `/v1/otp-login/${code.reference_id}`, { otp_code: digits })).body.code).toBe('InvalidOtp');
  });

  it('a clock reset takes back an account chosen while the clock ran ahead: it never receives payouts before its own 48 hours (issue 41 §4)', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    const sid = await SID(owner);
    const before = await accounts(owner, sid);
    const payoutBefore = before.find((a) => a.receives_payouts)!;
    await api(sb.current.url, 'POST', '/__sandbox/clock', { advance_days: 10 });
    const added = await api(
      sb.current.url,
      'POST',
      '/partner-payout/v1/settlement-accounts',
      { partnerId: sid, bank_code: '044', account_number: number(), password: 'demo1234', make_payout: true },
      owner,
    );
    expect(added.status).toBe(201);
    await api(sb.current.url, 'POST', '/__sandbox/clock', { reset: true });
    const after = await accounts(owner, sid);
    expect(after.map((a) => a.id)).not.toContain(added.body.data.id);
    expect(after.find((a) => a.receives_payouts)?.id).toBe(payoutBefore.id);
  });

  it('masks the phone a code went to', () => {
    expect(maskPhone('+2348030000008')).toBe('+234 *** *** 0008');
    expect(maskPhone('+447700900123')).toBe('*********0123');
  });
});
