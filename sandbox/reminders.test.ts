/**
 * The reminder job on the sandbox's clock (issue 21 §4): walking a document day by day across
 * its expiry puts one reminder per threshold (30, 7 and 1 days, then the day it blocks) in the
 * outbox, on every channel the owner chose, never two; a second run on the same day sends
 * nothing; the managers of that kind of record receive them too; the settings are the owner's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, login, withSandbox } from '../tests/integration/helpers';

const sb = withSandbox();
let owner = '';
const call = (method: string, path: string, body?: unknown, token = owner) => api(sb.current.url, method, path, body, token);
const outbox = async () => (await (await fetch(`${sb.current.url}/outbox.json`)).json()) as { to: string; channel: string; subject: string; body: string }[];

beforeAll(async () => {
  owner = await login(sb.current.url, 'owner@example.com');
});

describe('fleet reminders', () => {
  it('one reminder per threshold as a document walks to its expiry and past it, never two', async () => {
    await call('PUT', '/v1/partners/1/notification-preferences', { channels: ['sms', 'whatsapp', 'email'], daily_time: '07:00', recipients: 'owner_and_managers' });
    const clock = (await api(sb.current.url, 'POST', '/__sandbox/clock', { reset: true })).body.data;
    const start = clock.day as string;
    const plusDays = (n: number) => new Date(Date.parse(`${start}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const vehicle = (await call('GET', '/v1/partners/1/vehicles?search=KJA-359HD')).body.data[0];
    const insurance = vehicle.documents.find((d: { type: string }) => d.type === 'insurance');
    await api(sb.current.url, 'POST', `/__sandbox/documents/${insurance.document_id}/expiry`, { expires_at: plusDays(35) });

    for (let day = 0; day <= 38; day++) {
      await api(sb.current.url, 'POST', '/__sandbox/run-reminders', { partner_id: 1 });
      if (day === 10) expect((await api(sb.current.url, 'POST', '/__sandbox/run-reminders', { partner_id: 1 })).body.data.sent).toBe(0);
      await api(sb.current.url, 'POST', '/__sandbox/clock', { advance_days: 1 });
    }
    const about = (await outbox()).filter((m) => m.to === 'owner@example.com' && m.body.includes('KJA-359HD: Insurance certificate'));
    const lines = about.flatMap((m) => m.body.split('\n').filter((l) => l.startsWith('KJA-359HD: Insurance certificate')));
    expect(lines).toEqual([
      expect.stringMatching(/^KJA-359HD: Insurance certificate expired on \d{2}-\d{2}-\d{4}; it cannot work from/),
      expect.stringMatching(/expires in 1 day \(/),
      expect.stringMatching(/expires in 7 days \(/),
      expect.stringMatching(/expires in 30 days \(/),
    ]);
    // On each chosen channel: the same digest by SMS and WhatsApp to the owner's phone.
    const phones = (await outbox()).filter((m) => m.to === '+2348030000001' && m.body.includes('KJA-359HD: Insurance certificate expires in 7 days'));
    expect(phones.map((m) => m.channel).sort()).toEqual(['sms', 'whatsapp']);
    // The vehicle managers of the partner (fleet.manager@example.com) receive it too.
    expect((await outbox()).some((m) => m.to === 'fleet.manager@example.com' && m.body.includes('KJA-359HD: Insurance certificate expires in 30 days'))).toBe(true);
    await api(sb.current.url, 'POST', '/__sandbox/clock', { reset: true });
  });

  it('previews tomorrow’s digest, and keeps the settings to the owner', async () => {
    const preview = (await call('GET', '/v1/partners/1/notifications/preview')).body.data;
    expect(preview.subject).toMatch(/^Fleet reminders for \d{2}-\d{2}-\d{4}$/);
    expect(preview.channels).toEqual(['sms', 'whatsapp', 'email']);
    const manager = await login(sb.current.url, 'drivers.manager@example.com');
    expect((await call('PUT', '/v1/partners/1/notification-preferences', { channels: ['sms'], daily_time: '07:00', recipients: 'owner' }, manager)).status).toBe(403);
    const none = await call('PUT', '/v1/partners/1/notification-preferences', { channels: [], daily_time: '07:00', recipients: 'owner' });
    expect(none.status).toBe(422);
  });
});
