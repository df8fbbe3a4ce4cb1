/**
 * The API's messages in the recipient's language (issue 44 §4), through the API: a Hausa owner's
 * sign-in code and payout-account alert come in Hausa (the code in one SMS segment, the alert in
 * plain letters once the partner chose "SMS without special letters"), a Yoruba owner's
 * invitation in Yoruba, and an English owner's in English as before.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { api, login, withSandbox } from '../tests/integration/helpers';
import { fitsOneSms, isGsm7 } from './words/sms';

const sb = withSandbox();
type Message = { to: string; channel: string; subject: string; body: string; link: string | null };
const outbox = async () => (await api(sb.current.url, 'GET', '/outbox.json')).body as Message[];
const speak = (token: string, language: string) => api(sb.current.url, 'PATCH', '/v1/users/profile', { language }, token);

afterEach(async () => {
  // The seeded owner speaks English again for the next file's tests.
  await speak(await login(sb.current.url, 'owner@example.com'), 'en-NG');
});

describe('messages in the recipient’s language', () => {
  it('a Hausa owner’s sign-in code in Hausa, one SMS segment; the payout alert in Hausa, plain letters when chosen', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    expect((await speak(owner, 'ha')).status).toBe(200);
    expect((await api(sb.current.url, 'POST', '/v1/otp-login', { phone: '08030000001', country_code: 'NG' })).status).toBe(201);
    const code = (await outbox()).find((m) => m.subject === 'Lambar shigarku')!;
    expect(code.body).toMatch(/^Lambar shiga Vehicle Partner dinku ita ce \d{4}\. Za ta kare cikin minti 10\.$/);
    expect(fitsOneSms(code.body)).toBe(true);

    const sid = (await api(sb.current.url, 'GET', '/v1/partners/1', undefined, owner)).body.data.account_sid as string;
    const prefs = (await api(sb.current.url, 'GET', '/v1/partners/1/notification-preferences', undefined, owner)).body.data;
    const choose = (account: string) =>
      api(sb.current.url, 'POST', '/partner-payout/v1/settlement-accounts', { partnerId: sid, bank_code: '044', account_number: account, password: 'demo1234', make_payout: true }, owner);
    expect((await choose('3012345670')).status).toBe(201);
    let messages = await outbox();
    const sms = messages.find((m) => m.channel === 'sms' && m.link?.includes('/payout-account/cancel/'))!;
    const email = messages.find((m) => m.channel === 'email' && m.link?.includes('/payout-account/cancel/'))!;
    expect(sms.subject).toBe('An canza asusun karɓar kuɗi');
    // One segment (issue 51 §5): the Hausa words in plain letters, since its letters do not fit 70, naming the holder and the link.
    expect(fitsOneSms(sms.body)).toBe(true);
    expect(sms.body).toMatch(/kudi zuwa Access Bank \*+5670 \([A-Z]+/);
    expect(sms.body.endsWith(sms.link!)).toBe(true);
    expect(email.subject).toMatch(/^Asusun karɓar kuɗinku yana canzawa zuwa /);
    expect(email.body).toContain('za a riƙa biyan kuɗi zuwa');

    // "SMS without special letters": GSM-7 always.
    await api(sb.current.url, 'PUT', '/v1/partners/1/notification-preferences', { ...prefs, plain_letters: true }, owner);
    expect((await choose('3012345671')).status).toBe(201);
    messages = await outbox();
    const plain = messages.find((m) => m.channel === 'sms' && m.link?.includes('/payout-account/cancel/'))!;
    expect(plain.link).not.toBe(sms.link);
    expect(isGsm7(plain.body)).toBe(true);
    await api(sb.current.url, 'PUT', '/v1/partners/1/notification-preferences', prefs, owner);
  });

  it('a person who never saved a language gets the code and the reset link in the language of the page they asked from (issue 51 §4)', async () => {
    // Kano's owner has saved none: the page's language speaks.
    expect((await api(sb.current.url, 'POST', '/v1/otp-login', { phone: '08030000007', country_code: 'NG', language: 'ha' })).status).toBe(201);
    expect((await outbox()).find((m) => m.to === '+2348030000007')!.body).toMatch(/^Lambar shiga Vehicle Partner dinku ita ce \d{4}/);
    await api(sb.current.url, 'POST', '/v1/password', { email: 'kano.owner@example.com', type: 'user', app: 'partners-portal', language: 'yo' });
    expect((await outbox()).find((m) => m.to === 'kano.owner@example.com')!.subject).toBe('Tún ọ̀rọ̀ aṣínà rẹ ṣe');
    // A saved language wins over the page's.
    await api(sb.current.url, 'POST', '/v1/password', { email: 'owner@example.com', type: 'user', app: 'partners-portal', language: 'yo' });
    expect((await outbox()).find((m) => m.to === 'owner@example.com')!.subject).toBe('Reset your password');
  });

  it('an invitation in the language of the owner who sends it to someone without an account; English from an English owner', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    const invite = (email: string) => api(sb.current.url, 'POST', '/v1/account_members', { owner_type: 'partner', owner_id: 1, member_email: email, member_roles: ['partner_staff'] }, owner);
    await speak(owner, 'yo');
    expect((await invite('yoruba.invitee@example.com')).status).toBe(201);
    const yoruba = (await outbox()).find((m) => m.to === 'yoruba.invitee@example.com')!;
    expect(yoruba.subject).toMatch(/ ti pè ọ́$/);
    expect(yoruba.body).toContain('Gba ìpè náà: ');
    await speak(owner, 'en-NG');
    expect((await invite('english.invitee@example.com')).status).toBe(201);
    expect((await outbox()).find((m) => m.to === 'english.invitee@example.com')!.subject).toMatch(/^You have been invited to /);
  });
});
