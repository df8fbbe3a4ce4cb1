/**
 * A driver's document link in the API (issue 43): asked for the documents that need it, sent in
 * one GSM-7 segment, one live link per driver, opened and answered without a user by its token
 * only, nothing a driver sends becoming a document without the owner, every step in the log.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, login, withSandbox } from '../tests/integration/helpers';
import { JPEG, PNG } from '../tests/fixtures/files';
import { isGsm7, SMS_SEGMENT } from './words/sms';

const sb = withSandbox();
let owner = '';
const call = (method: string, path: string, body?: unknown, token = owner) => api(sb.current.url, method, path, body, token);
const outbox = async () => (await (await fetch(`${sb.current.url}/outbox.json`)).json()) as { to: string; channel: string; body: string; subject: string; link: string | null }[];
const activityOf = async (kind: string) => ((await call('GET', '/v1/partners/1/activity?perPage=200')).body.data as { kind: string; subject: string; detail: string }[]).filter((e) => e.kind === kind);
const open = (token: string, viewer: string | null = randomBytes(16).toString('hex')) => api(sb.current.url, 'POST', '/v1/document-links/open', { token, viewer });
const tokenOf = (link: string | null) => link!.split('/send/')[1]!;

/** Store a file through the link (as the portal's public page does) and answer its location. */
async function sendFile(token: string, bytes: Uint8Array<ArrayBuffer>, name = 'photo.jpg') {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${sb.current.url}/v1/document-links/files`, { method: 'POST', body: form, headers: { 'x-document-link': token } });
  return { status: res.status, body: await res.json() };
}

/** A new driver of partner 1 (Lagos) without documents: their licence and LASDRI card are missing. */
async function newDriver(fname: string, phone: string) {
  const dry = await call('POST', '/v1/partners/1/drivers/import', {
    rows: [
      {
        fname,
        lname: 'Adeyemi',
        phone,
        dob: '1990-03-14',
        address: '5 Awolowo Road Ikoyi',
        licence_number: `OLA${phone.slice(-6)}`,
        licence_class: 'E',
        licence_expiry: '2030-06-30',
        lasdri_number: 'LAS123',
        lasdri_expiry: '2030-06-30',
      },
    ],
  });
  expect(dry.body.data.import_id).toBeTruthy();
  return (await call('POST', '/v1/partners/1/drivers/import', { import_id: dry.body.data.import_id })).body.data.driver_ids[0] as number;
}

let driverId = 0;
beforeAll(async () => {
  owner = await login(sb.current.url, 'owner@example.com');
  driverId = await newDriver('Ọlájùmọ̀kẹ́', '+2348031110001');
});

describe('asking a driver for documents', () => {
  it('offers the documents that need it, and sends one GSM-7 segment with a 128-bit link', async () => {
    const before = (await call('GET', `/v1/drivers/${driverId}/document-requests`)).body.data;
    expect(before.askable.map((d: { type: string; state: string }) => [d.type, d.state])).toEqual([
      ['driver_licence', 'missing'],
      ['lasdri', 'missing'],
    ]);
    expect(before.link).toBeNull();
    const asked = await call('POST', `/v1/drivers/${driverId}/document-requests`, {
      documents: [
        { owner_type: 'driver', type: 'driver_licence' },
        { owner_type: 'driver', type: 'lasdri' },
      ],
      channel: 'sms',
    });
    expect(asked.status).toBe(201);
    expect(asked.body.data.link).toMatchObject({ state: 'open', channel: 'sms', opened_at: null });
    expect(JSON.stringify(asked.body.data)).not.toMatch(/token|\/send\//);
    const [sms] = await outbox();
    expect(sms.to).toBe('+2348031110001');
    expect(sms.channel).toBe('sms');
    expect(tokenOf(sms.link)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(sms.body).toContain(sms.link);
    expect(sms.body.startsWith("Olajumoke, Lagos Shuttle Partners Ltd asks for your Driver's licence and LASDRI card. Send a photo here: ")).toBe(true);
    expect(isGsm7(sms.body)).toBe(true);
    expect(sms.body.length).toBeLessThanOrEqual(SMS_SEGMENT);
    expect((await activityOf('document.asked'))[0]).toMatchObject({ subject: 'Ọlájùmọ̀kẹ́ Adeyemi', detail: "Driver's licence, LASDRI card by SMS" });
  });

  it('refuses a document that does not need to be sent, and a stranger partner', async () => {
    const vehicles = (await call('GET', '/v1/partners/1/vehicles?perPage=1')).body.data;
    expect((await call('POST', `/v1/drivers/${driverId}/document-requests`, { documents: [{ owner_type: 'vehicle', type: 'insurance' }], channel: 'sms' })).status).toBe(422);
    expect(vehicles.length).toBe(1);
    const stranger = await login(sb.current.url, 'abuja.owner@example.com');
    expect((await call('GET', `/v1/drivers/${driverId}/document-requests`, undefined, stranger)).status).toBe(403);
  });
});

describe('the link', () => {
  it('shows the first name and the partner only, counts an open once per viewer an hour, and takes files by content', async () => {
    const token = tokenOf((await outbox())[0].link);
    const viewer = randomBytes(16).toString('hex');
    const view = await open(token, viewer);
    expect(view.status).toBe(200);
    expect(view.body.data).toMatchObject({ state: 'open', first_name: 'Ọlájùmọ̀kẹ́', trading_name: 'Lagos Shuttle Partners Ltd' });
    expect(JSON.stringify(view.body.data)).not.toMatch(/Adeyemi|\+234|0803/);
    await open(token, viewer);
    await open(token, null);
    expect(await activityOf('document.link_opened')).toHaveLength(1);
    expect((await call('GET', `/v1/drivers/${driverId}/document-requests`)).body.data.link.opened_at).not.toBeNull();

    const exe = new Uint8Array(1024);
    exe.set([0x4d, 0x5a, 0x90, 0x00]);
    expect((await sendFile(token, exe, 'licence.jpg')).status).toBe(415);
    expect((await sendFile('AAAAAAAAAAAAAAAAAAAAAA', JPEG)).status).toBe(404);
    const file = await sendFile(token, JPEG);
    expect(file.status).toBe(201);
    // The file is the partner's: its members read it, a stranger does not.
    expect((await fetch(file.body.data.file_url, { headers: { authorization: `Bearer ${owner}` } })).status).toBe(200);
    const stranger = await login(sb.current.url, 'abuja.owner@example.com');
    expect((await fetch(file.body.data.file_url, { headers: { authorization: `Bearer ${stranger}` } })).status).toBe(404);

    const noDate = await api(sb.current.url, 'POST', '/v1/document-links/submit', { token, documents: [{ owner_type: 'driver', type: 'driver_licence', file_url: file.body.data.file_url }] });
    expect(noDate.status).toBe(422);
    const notAsked = await api(sb.current.url, 'POST', '/v1/document-links/submit', {
      token,
      documents: [{ owner_type: 'vehicle', type: 'insurance', file_url: file.body.data.file_url, expires_at: '2030-01-01' }],
    });
    expect(notAsked.status).toBe(422);
    const sent = await api(sb.current.url, 'POST', '/v1/document-links/submit', {
      token,
      documents: [{ owner_type: 'driver', type: 'driver_licence', file_url: file.body.data.file_url, expires_at: '2030-06-30' }],
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.documents.map((d: { type: string; received: boolean }) => [d.type, d.received])).toEqual([
      ['driver_licence', true],
      ['lasdri', false],
    ]);
    const again = await api(sb.current.url, 'POST', '/v1/document-links/submit', {
      token,
      documents: [{ owner_type: 'driver', type: 'driver_licence', file_url: file.body.data.file_url, expires_at: '2030-06-30' }],
    });
    expect(again.status).toBe(409);
    expect((await activityOf('document.sent_by_driver'))[0]).toMatchObject({ detail: "Driver's licence, awaiting your review" });
  });

  it('sends nothing to readiness until the owner accepts and the marketplace approves', async () => {
    const requests = (await call('GET', `/v1/drivers/${driverId}/document-requests`)).body.data;
    const [submission] = requests.submissions;
    expect(submission).toMatchObject({ type: 'driver_licence', status: 'awaiting_review', expires_at: '2030-06-30' });
    const driver = (await call('GET', `/v1/drivers/${driverId}`)).body.data;
    expect(driver.documents.find((d: { type: string }) => d.type === 'driver_licence').state).toBe('missing');

    const accepted = await call('POST', `/v1/document-submissions/${submission.id}/accept`, {});
    expect(accepted.status).toBe(200);
    expect((await call('POST', `/v1/document-submissions/${submission.id}/accept`, {})).status).toBe(409);
    // The driver's link says it was accepted, no longer "waiting for the owner" (issue 54 §8).
    const token = tokenOf((await outbox()).find((m) => m.link)!.link);
    expect((await open(token)).body.data.documents.find((d: { type: string }) => d.type === 'driver_licence')).toMatchObject({ received: true, review: 'accepted', reason: null });
    const after = (await call('GET', `/v1/drivers/${driverId}`)).body.data;
    expect(after.documents.find((d: { type: string }) => d.type === 'driver_licence').state).toBe('pending_review');
    expect((await activityOf('document.accepted'))[0].detail).toMatch(/^Driver's licence sent by Ọlájùmọ̀kẹ́ Adeyemi, valid until 30-06-2030; sent to the marketplace for approval$/);
  });

  it('a rejection says what to redo in one SMS, and the same link takes the document again', async () => {
    const token = tokenOf((await outbox()).find((m) => m.link)!.link);
    const file = await sendFile(token, PNG, 'lasdri.png');
    await api(sb.current.url, 'POST', '/v1/document-links/submit', { token, documents: [{ owner_type: 'driver', type: 'lasdri', file_url: file.body.data.file_url, expires_at: '2030-06-30' }] });
    expect((await open(token)).body.data.state).toBe('complete');
    const lasdri = (await call('GET', `/v1/drivers/${driverId}/document-requests`)).body.data.submissions.find((x: { type: string }) => x.type === 'lasdri');
    expect((await call('POST', `/v1/document-submissions/${lasdri.id}/reject`, { reason: '' })).status).toBe(422);
    expect((await call('POST', `/v1/document-submissions/${lasdri.id}/reject`, { reason: 'The card number is not readable' })).status).toBe(200);
    const [sms] = await outbox();
    // The reason whole and the link again (issue 51 §5): a new token of the same link, since only hashes are kept.
    expect(sms.body).toMatch(/^Olajumoke, your LASDRI card was not accepted: The card number is not readable\. Send it again: http\S+\/send\/[\w-]{22}$/);
    expect(sms.body.length).toBeLessThanOrEqual(SMS_SEGMENT);
    expect(sms.link).toBe(sms.body.split(' ').pop());
    const again = tokenOf(sms.link!);
    expect(again).not.toBe(token);
    expect((await open(again)).body.data.state).toBe('open');
    const view = (await open(token)).body.data;
    expect(view.state).toBe('open');
    // The driver reads that it was refused and why (issue 54 §8), and the field to send it again.
    expect(view.documents.find((d: { type: string }) => d.type === 'lasdri')).toMatchObject({ received: false, review: 'rejected', reason: 'The card number is not readable' });
    expect((await activityOf('document.rejected'))[0].detail).toBe('LASDRI card: The card number is not readable');
  });

  it('a new link replaces the old (410), a withdrawn link answers 410, a guess 404', async () => {
    const old = tokenOf((await outbox()).find((m) => m.link)!.link);
    await call('POST', `/v1/drivers/${driverId}/document-requests`, { documents: [{ owner_type: 'driver', type: 'lasdri' }], channel: 'whatsapp' });
    expect(await open(old)).toMatchObject({ status: 410, body: { code: 'LinkReplaced' } });
    const fresh = (await outbox()).find((m) => m.link)!;
    expect(fresh.channel).toBe('whatsapp');
    const live = (await call('GET', `/v1/drivers/${driverId}/document-requests`)).body.data.link;
    expect((await call('DELETE', `/v1/document-requests/${live.id}`)).status).toBe(204);
    expect(await open(tokenOf(fresh.link))).toMatchObject({ status: 410, body: { code: 'LinkWithdrawn' } });
    expect((await open(randomBytes(16).toString('base64url'))).status).toBe(404);
    expect((await open('short')).status).toBe(422);
  });

  it('expires after 7 days', async () => {
    await call('POST', `/v1/drivers/${driverId}/document-requests`, { documents: [{ owner_type: 'driver', type: 'lasdri' }], channel: 'sms' });
    const token = tokenOf((await outbox()).find((m) => m.link)!.link);
    expect((await open(token)).status).toBe(200);
    expect((await api(sb.current.url, 'POST', '/__sandbox/clock', { advance_minutes: 7 * 24 * 60 + 1 })).status).toBe(200);
    try {
      expect(await open(token)).toMatchObject({ status: 410, body: { code: 'LinkExpired' } });
    } finally {
      await api(sb.current.url, 'POST', '/__sandbox/clock', { reset: true });
    }
  });
});

describe('a driver’s messages in another language', () => {
  it('in the language the partner chose (issues 44 §4, 51 §5): the ask and a rejection in Hausa, plain letters, one segment', async () => {
    const musa = await newDriver('Musa', '+2348031110009');
    expect((await call('POST', `/v1/drivers/${musa}/document-requests`, { documents: [{ owner_type: 'driver', type: 'driver_licence' }], channel: 'sms', language: 'ha' })).status).toBe(201);
    const [ask] = await outbox();
    expect(ask.to).toBe('+2348031110009');
    // No possessive that must agree with the paper's gender ("naka" after a feminine noun): "asks you to send …".
    expect(ask.body.startsWith('Musa, Lagos Shuttle Partners Ltd na neman ka aiko da Lasisin tuki. Aiko da hoto a nan: ')).toBe(true);
    expect(isGsm7(ask.body) && ask.body.length <= SMS_SEGMENT).toBe(true);
    const token = tokenOf(ask.link);
    const file = await sendFile(token, JPEG, 'licence.jpg');
    await api(sb.current.url, 'POST', '/v1/document-links/submit', {
      token,
      documents: [{ owner_type: 'driver', type: 'driver_licence', file_url: file.body.data.file_url, expires_at: '2030-06-30' }],
    });
    const sent = (await call('GET', `/v1/drivers/${musa}/document-requests`)).body.data.submissions[0];
    expect((await call('POST', `/v1/document-submissions/${sent.id}/reject`, { reason: 'Hoton bai fito sosai ba' })).status).toBe(200);
    const [again] = await outbox();
    expect(again.body).toMatch(/^Musa, ba a karbi Lasisin tuki da ka aiko ba: Hoton bai fito sosai ba\. Sake aikowa: http\S+\/send\/[\w-]{22}$/);
    expect(isGsm7(again.body) && again.body.length <= SMS_SEGMENT).toBe(true);
  });
});

describe('who reads what a driver sent (issue 54 §1)', () => {
  it('a vehicle’s paper is read by who may read vehicles: a driver manager sees only the driver’s own', async () => {
    const vehicle = (await call('GET', '/v1/partners/1/vehicles?search=KJA-174CR')).body.data[0] as { driver: { id: number } | null };
    const tunde = vehicle.driver!.id;
    const asked = await call('POST', `/v1/drivers/${tunde}/document-requests`, { documents: [{ owner_type: 'vehicle', type: 'hackney_permit' }], channel: 'sms' });
    expect(asked.status).toBe(201);
    const token = tokenOf((await outbox()).find((m) => m.link?.includes('/send/'))!.link);
    const file = await sendFile(token, JPEG);
    expect(
      (
        await api(sb.current.url, 'POST', '/v1/document-links/submit', {
          token,
          documents: [{ owner_type: 'vehicle', type: 'hackney_permit', file_url: file.body.data.file_url, expires_at: '2030-06-30' }],
        })
      ).status,
    ).toBe(201);
    const ownerView = (await call('GET', `/v1/drivers/${tunde}/document-requests`)).body.data;
    expect(ownerView.submissions.some((x: { owner_type: string }) => x.owner_type === 'vehicle')).toBe(true);
    const manager = await login(sb.current.url, 'drivers.manager@example.com');
    const managerView = (await api(sb.current.url, 'GET', `/v1/drivers/${tunde}/document-requests`, undefined, manager)).body.data;
    expect(managerView.submissions.some((x: { owner_type: string }) => x.owner_type === 'vehicle')).toBe(false);
    expect(managerView.askable.some((x: { owner_type: string }) => x.owner_type === 'vehicle')).toBe(false);
  });
});
