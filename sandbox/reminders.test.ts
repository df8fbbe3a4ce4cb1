/**
 * The reminder job on the sandbox's clock (issue 21 §4): walking a document day by day across
 * its expiry puts one reminder per threshold (30, 7 and 1 days, then the day it blocks) in the
 * outbox, on every channel the owner chose, never two; a second run on the same day sends
 * nothing; the managers of that kind of record receive them too; the settings are the owner's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, login, withSandbox } from '../tests/integration/helpers';
import { fitsOneSms } from './words/sms';

const sb = withSandbox();
let owner = '';
const call = (method: string, path: string, body?: unknown, token = owner) => api(sb.current.url, method, path, body, token);
const outbox = async () => (await (await fetch(`${sb.current.url}/outbox.json?limit=5000`)).json()) as { to: string; channel: string; subject: string; body: string }[];

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
      expect.stringMatching(/^KJA-359HD: Insurance certificate expired on \d{2}-\d{2}-\d{4}; cannot work from/),
      expect.stringMatching(/expires in 1 day \(/),
      expect.stringMatching(/expires in 7 days \(/),
      expect.stringMatching(/expires in 30 days \(/),
    ]);
    // The detail goes by WhatsApp (and email); the SMS is one segment with the counts and a link (issue 32 §5).
    const phones = (await outbox()).filter((m) => m.to === '+2348030000001' && m.body.includes('KJA-359HD: Insurance certificate expires in 7 days'));
    expect(phones.map((m) => m.channel)).toEqual(['whatsapp']);
    const sms = (await outbox()).filter((m) => m.to === '+2348030000001' && m.channel === 'sms' && m.subject.startsWith('Fleet reminders for'));
    expect(sms.length).toBeGreaterThan(0);
    for (const m of sms) {
      expect(m.body).toMatch(/^Fleet \d\d-\d\d-\d{4}: .+\. Details: http:\/\/\S+\/dashboard\?day=\d{4}-\d\d-\d\d$/);
      expect(m.body.length).toBeLessThanOrEqual(160);
      expect(fitsOneSms(m.body)).toBe(true);
    }
    // One digest per person and day: as many SMS to the owner as days the job ran, never two a day.
    const days = sms.map((m) => /^Fleet (\d\d-\d\d-\d{4})/.exec(m.body)![1]);
    expect(new Set(days).size).toBe(days.length);
    // The vehicle managers of the partner (fleet.manager@example.com) receive it too.
    expect((await outbox()).some((m) => m.to === 'fleet.manager@example.com' && m.body.includes('KJA-359HD: Insurance certificate expires in 30 days'))).toBe(true);
    await api(sb.current.url, 'POST', '/__sandbox/clock', { reset: true });
  });

  it('previews tomorrow’s digest, and keeps the settings to the owner', async () => {
    const preview = (await call('GET', '/v1/partners/1/notifications/preview')).body.data;
    expect(preview.subject).toMatch(/^Fleet reminders for \d{2}-\d{2}-\d{4}$/);
    // The preview reads the same projection as the dashboard: never "every vehicle can work" while some cannot (issue 32 §1).
    const fleet = (await call('GET', '/v1/partners/1/fleet/readiness?day=tomorrow')).body.data as { vehicles: { readiness: { status: string } }[]; drivers: { readiness: { status: string } }[] };
    const blockedV = fleet.vehicles.filter((v) => v.readiness.status === 'blocked').length;
    const blockedD = fleet.drivers.filter((d) => d.readiness.status === 'blocked').length;
    expect(blockedV).toBeGreaterThan(0);
    expect(preview.headline).toContain(`${blockedV} vehicle${blockedV === 1 ? '' : 's'} and ${blockedD} driver${blockedD === 1 ? '' : 's'} cannot work`);
    expect(preview.body).not.toContain('every vehicle and driver can work');
    expect(fitsOneSms(preview.sms)).toBe(true);
    expect(preview.channels).toEqual(['sms', 'whatsapp', 'email']);
    const manager = await login(sb.current.url, 'drivers.manager@example.com');
    expect((await call('PUT', '/v1/partners/1/notification-preferences', { channels: ['sms'], daily_time: '07:00', recipients: 'owner' }, manager)).status).toBe(403);
    const none = await call('PUT', '/v1/partners/1/notification-preferences', { channels: [], daily_time: '07:00', recipients: 'owner' });
    expect(none.status).toBe(422);
  });

  it('names to each member only what they manage, and previews exactly that (issue 42 §5)', async () => {
    await call('PUT', '/v1/partners/1/notification-preferences', { channels: ['email'], daily_time: '07:00', recipients: 'owner_and_managers' });
    await api(sb.current.url, 'POST', '/__sandbox/clock', { reset: true });
    await api(sb.current.url, 'POST', '/__sandbox/clock', { advance_days: 60 });
    try {
      await api(sb.current.url, 'POST', '/__sandbox/run-reminders', { partner_id: 1 });
      const day = (await api(sb.current.url, 'GET', '/__sandbox/clock')).body.data.day as string;
      const subject = `Fleet reminders for ${day.split('-').reverse().join('-')}`;
      const mail = async (to: string) => (await outbox()).find((m) => m.to === to && m.subject === subject)!;
      const owner = await mail('owner@example.com');
      const drivers = await mail('drivers.manager@example.com');
      const plateLine = /^[A-Z]{3}-\d{3}[A-Z]{2}/m;
      expect(owner.body).toMatch(plateLine);
      expect(drivers.body).not.toMatch(plateLine);
      expect(drivers.body.split('\n')[0]).toMatch(/^\d{2}-\d{2}-\d{4}: (\d+ drivers? cannot work|every driver can work)/);
      expect(drivers.body).not.toMatch(/vehicles? cannot work/);
      // The preview the driver manager asks for is that message, word for word.
      const manager = await login(sb.current.url, 'drivers.manager@example.com');
      const preview = (await call('GET', `/v1/partners/1/notifications/preview?day=${day}`, undefined, manager)).body.data;
      expect(preview.receives).toBe(true);
      expect(preview.headline).toBe(drivers.body.split('\n')[0].replace(/\.$/, ''));
    } finally {
      await api(sb.current.url, 'POST', '/__sandbox/clock', { reset: true });
    }
  });
});

describe('the digest in the recipient’s language (issue 44 §4)', () => {
  it('reaches a Hausa owner in Hausa, in one GSM-7 segment of plain letters, and an English manager in English, on the same day', async () => {
    await call('PUT', '/v1/partners/1/notification-preferences', { channels: ['sms', 'email'], daily_time: '07:00', recipients: 'owner_and_managers', plain_letters: true });
    expect((await call('PATCH', '/v1/users/profile', { language: 'ha' })).status).toBe(200);
    try {
      await api(sb.current.url, 'POST', '/__sandbox/clock', { advance_days: 50 });
      expect((await api(sb.current.url, 'POST', '/__sandbox/run-reminders', { partner_id: 1 })).status).toBe(200);
      const day = (await api(sb.current.url, 'GET', '/__sandbox/clock')).body.data.day as string;
      const dayFirst = day.split('-').reverse().join('-');
      const sent = (await outbox()).filter((m) => m.body.includes(`${dayFirst}: `) || m.subject.includes(dayFirst));
      const sms = sent.find((m) => m.to === '+2348030000001' && m.channel === 'sms')!;
      expect(sms.body).toMatch(new RegExp(`^(Motoci )?${dayFirst}: .*(ba za su iya aiki ba|za su iya aiki)`));
      expect(fitsOneSms(sms.body) && sms.body.length <= 160 && /^[\x20-\x7E]+$/.test(sms.body)).toBe(true);
      expect(sent.find((m) => m.to === 'owner@example.com')!.subject).toBe(`Tunatarwar motoci ta ${dayFirst}`);
      // A manager who chose no language reads English the same day.
      expect(sent.find((m) => m.to === 'fleet.manager@example.com')!.subject).toBe(`Fleet reminders for ${dayFirst}`);
      // The owner's preview is what they receive, in their language.
      const preview = (await call('GET', '/v1/partners/1/notifications/preview')).body.data;
      expect(preview.subject).toMatch(/^Tunatarwar motoci ta \d\d-\d\d-\d{4}$/);
      expect((await call('GET', '/v1/partners/1/notification-preferences')).body.data.plain_letters).toBe(true);
    } finally {
      await call('PATCH', '/v1/users/profile', { language: 'en-NG' });
      await api(sb.current.url, 'POST', '/__sandbox/clock', { reset: true });
    }
  });
});
