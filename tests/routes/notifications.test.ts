/**
 * /settings/notifications (issue 21 §4): the owner's reminder settings. No channel is a field
 * error with the other choices kept; a member is turned away; the preview is tomorrow's digest.
 */
import { describe, expect, it } from 'vitest';
import { action as login } from '~/routes/_auth.login';
import { action, loader, NOT_OWNER_NOTIFICATIONS } from '~/routes/_app.settings.notifications';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';

routeTestSandbox();
const signedIn = async (email: string) => cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email, password: 'demo1234' } })))));

describe('notification settings', () => {
  it('refuses a form without a channel with a field error, keeping the rest', async () => {
    const cookie = await signedIn('owner@example.com');
    const response = await responseOf(() => action(args(portalRequest('/settings/notifications', { form: { daily_time: '06:00', recipients: 'owner' }, cookie }))));
    expect(response.status).toBe(400);
    const reply = await response.json();
    expect(reply.error.channels).toEqual(['Please choose at least one channel']);
    expect(reply.initialValue).toMatchObject({ daily_time: '06:00', recipients: 'owner' });
  });

  it('saves one channel or several, and shows them with tomorrow’s digest', async () => {
    const cookie = await signedIn('owner@example.com');
    const saved = await responseOf(() => action(args(portalRequest('/settings/notifications', { form: { channels: 'whatsapp', daily_time: '06:00', recipients: 'owner' }, cookie }))));
    expect(saved).toHaveRedirect('/settings/notifications');
    await expect(saved).toSendToast({ type: 'success', message: 'Notifications saved' });
    await responseOf(() => action(args(portalRequest('/settings/notifications', { form: { channels: ['sms', 'email'], daily_time: '07:00', recipients: 'owner_and_managers' }, cookie }))));
    const page = await (await responseOf(async () => (await loader(args(portalRequest('/settings/notifications', { cookie })))) as Response)).json();
    expect(page.preferences).toEqual({ channels: ['sms', 'email'], daily_time: '07:00', recipients: 'owner_and_managers', pass_scan_alerts: false, plain_letters: false });
    expect(page.preview.subject).toMatch(/^Fleet reminders for \d{2}-\d{2}-\d{4}$/);
    // The roadside pass's scan alerts (issue 25 §3): a ticked box turns them on, an unticked one off.
    await responseOf(() => action(args(portalRequest('/settings/notifications', { form: { channels: 'sms', daily_time: '07:00', recipients: 'owner', pass_scan_alerts: 'on' }, cookie }))));
    const on = await (await responseOf(async () => (await loader(args(portalRequest('/settings/notifications', { cookie })))) as Response)).json();
    expect(on.preferences.pass_scan_alerts).toBe(true);
    await responseOf(() => action(args(portalRequest('/settings/notifications', { form: { channels: 'sms', daily_time: '07:00', recipients: 'owner' }, cookie }))));
    const off = await (await responseOf(async () => (await loader(args(portalRequest('/settings/notifications', { cookie })))) as Response)).json();
    expect(off.preferences.pass_scan_alerts).toBe(false);
    // "SMS without special letters" (issue 44 §4): the same way.
    await responseOf(() => action(args(portalRequest('/settings/notifications', { form: { channels: 'sms', daily_time: '07:00', recipients: 'owner', plain_letters: 'on' }, cookie }))));
    const plain = await (await responseOf(async () => (await loader(args(portalRequest('/settings/notifications', { cookie })))) as Response)).json();
    expect(plain.preferences.plain_letters).toBe(true);
  });

  it('turns a member away to the settings page, as a page and as an action', async () => {
    const cookie = await signedIn('fleet.manager@example.com');
    // fleet.manager has two partners: choose the Lagos one first.
    const { action: choose } = await import('~/routes/organization');
    const chosen = await responseOf(() => choose(args(portalRequest('/organization', { form: { partnerId: '1' }, cookie }))));
    const member = cookiesOf(chosen, cookie);
    const page = await responseOf(() => loader(args(portalRequest('/settings/notifications', { cookie: member }))));
    expect(page).toHaveRedirect('/settings');
    await expect(page).toSendToast({ type: 'error', message: NOT_OWNER_NOTIFICATIONS });
    const post = await responseOf(() => action(args(portalRequest('/settings/notifications', { form: { channels: 'sms', daily_time: '06:00', recipients: 'owner' }, cookie: member }))));
    expect(post).toHaveRedirect('/settings/notifications');
    await expect(post).toSendToast({ type: 'error', message: NOT_OWNER_NOTIFICATIONS });
  });
});
