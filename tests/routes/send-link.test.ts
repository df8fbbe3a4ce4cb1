/**
 * The driver's public upload page, /send/:token (issue 43 §3; issue 55 §6: a public write with
 * loader and action tests): a malformed, a guessed and a replaced link answer without the page; an
 * expiry date not after today is refused with the other input kept; a good photo is sent once, and
 * the same post sent again stores nothing more; the page speaks the language the owner chose.
 */
import { describe, expect, it } from 'vitest';
import { api } from '../integration/helpers';
import { PNG } from '../fixtures/files';
import { args, BASE, responseOf, routeTestSandbox, withFormKey, withPre } from './setup';
import { action, loader } from '~/routes/send.$token';

const sandbox = routeTestSandbox();

/** A new driver of partner 1 (their documents missing), asked by the owner for their LASDRI card in `language`; the link's token from the SMS. */
async function askForLasdri(language: string) {
  const owner = (await api(sandbox.current.url, 'POST', '/v1/login', { email: 'owner@example.com', password: 'demo1234' })).body.data.token as string;
  const row = {
    fname: 'Tunde',
    lname: 'Bakare',
    phone: '+2348031119001',
    dob: '1990-03-14',
    address: '5 Awolowo Road Ikoyi',
    licence_number: 'TUN119001',
    licence_class: 'E',
    licence_expiry: '2030-06-30',
    lasdri_number: 'LAS9001',
    lasdri_expiry: '2030-06-30',
  };
  const dry = await api(sandbox.current.url, 'POST', '/v1/partners/1/drivers/import', { rows: [row] }, owner);
  const id = (await api(sandbox.current.url, 'POST', '/v1/partners/1/drivers/import', { import_id: dry.body.data.import_id }, owner)).body.data.driver_ids[0] as number;
  const driver = { id, phone: row.phone };
  const asked = await api(sandbox.current.url, 'POST', `/v1/drivers/${driver.id}/document-requests`, { documents: [{ owner_type: 'driver', type: 'lasdri' }], channel: 'sms', language }, owner);
  expect(asked.status).toBe(201);
  const outbox = (await (await fetch(`${sandbox.current.url}/outbox.json`)).json()) as { to: string; link: string | null }[];
  const sms = outbox.find((m) => m.to === driver.phone && m.link)!;
  return { token: sms.link!.split('/send/')[1]!, driver, owner };
}

const page = async (token: string) => {
  const request = new Request(`${BASE}/send/${token}`, { headers: { accept: 'text/html', 'user-agent': 'Mozilla/5.0 (Linux; Android 8) Chrome/100 Mobile' } });
  return responseOf(() => loader(args(request, { token })));
};

/** The page's form as a phone sends it: multipart, with the key the page issued to this browser's pre-session. */
function post(token: string, fields: Record<string, string>, file?: Uint8Array<ArrayBuffer>) {
  const path = `/send/${token}`;
  const form = new FormData();
  for (const [k, v] of Object.entries(withFormKey(fields, undefined, path))) form.append(k, String(v));
  if (file) form.append('file.driver.lasdri', new Blob([file], { type: 'image/png' }), 'lasdri.png');
  const request = new Request(BASE + path, { method: 'POST', body: form, headers: { accept: 'text/html', cookie: withPre(undefined), origin: BASE } });
  return responseOf(() => action(args(request, { token })));
}

describe('the driver’s upload page', () => {
  it('answers the same "not found" to a malformed and a guessed link, and never shows a page for it', async () => {
    for (const token of ['abc', 'A'.repeat(22)]) {
      const res = await page(token);
      expect(res.status).toBe(404);
      expect((await res.json()).answer.state).toBe('unknown');
    }
    const refused = await post('A'.repeat(22), {}, PNG);
    expect(refused.status).toBe(410);
    expect((await refused.json()).form).toBe('This link is not valid.');
  });

  it('speaks the language the owner chose, refuses an expiry date not after today keeping the date, sends a photo once, and is replaced by a new link', async () => {
    const { token, driver, owner } = await askForLasdri('ha');
    const opened = await page(token);
    expect(opened.status).toBe(200);
    const view = await opened.json();
    expect(view.language).toBe('ha');
    expect(view.title).not.toBe('Send your documents');
    expect(view.answer.view.documents.map((d: { type: string; received: boolean }) => [d.type, d.received])).toEqual([['lasdri', false]]);

    const past = await post(token, { 'expires.driver.lasdri': '2020-01-01' }, PNG);
    expect(past.status).toBe(422);
    const reply = await past.json();
    expect(reply.errors['expires.driver.lasdri']).toBe('The expiry date must be after today');
    expect(reply.dates['expires.driver.lasdri']).toBe('2020-01-01');

    const sent = await post(token, { 'expires.driver.lasdri': '2030-06-30' }, PNG);
    expect(sent.status).toBe(200);
    expect((await sent.json()).sent).toEqual(['LASDRI card']);
    // The same post again (a second tap, a replay): nothing is waiting, nothing more is stored.
    const again = await post(token, { 'expires.driver.lasdri': '2030-06-30' }, PNG);
    expect(again.status).toBe(422);
    const submissions = (await api(sandbox.current.url, 'GET', `/v1/drivers/${driver.id}/document-requests`, undefined, owner)).body.data.submissions as { type: string }[];
    expect(submissions.filter((s) => s.type === 'lasdri')).toHaveLength(1);

    // A new link replaces this one: the page says so (410), and a post to it stores nothing.
    await api(sandbox.current.url, 'POST', `/v1/drivers/${driver.id}/document-requests`, { documents: [{ owner_type: 'driver', type: 'driver_licence' }], channel: 'sms', language: 'en-NG' }, owner);
    const replaced = await page(token);
    expect(replaced.status).toBe(410);
    expect((await replaced.json()).answer.state).toBe('replaced');
    expect((await post(token, { 'expires.driver.lasdri': '2030-06-30' }, PNG)).status).toBe(410);
  });
});
