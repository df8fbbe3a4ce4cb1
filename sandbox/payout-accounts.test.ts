/**
 * The payout account's cooling-off (issue 24 §2), through the API: only the owner, with the
 * password, adds or chooses; a change is told at once by SMS and email with a cancel link; the
 * old account keeps receiving payouts until the sandbox clock passes 48 hours; cancelling
 * restores it; a link used twice or late says so.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { api, login, withSandbox } from '../tests/integration/helpers';

const sb = withSandbox();
const SID = async (token: string) => (await api(sb.current.url, 'GET', '/v1/partners/1', undefined, token)).body.data.account_sid as string;
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
  });
});
