/**
 * The API's errors in the person's language (issue 44 §7): the portal says a known error code in
 * its own words, in the language of the request (the saved one, the guest's choice, the
 * browser's), field messages included; a code it has no words for keeps the API's own text.
 */
import { describe, expect, it } from 'vitest';
import { createUpstream } from '~/api/client.server';
import { isUpstreamError } from '~/api/errors';
import { action as login } from '~/routes/_auth.login';
import { action as addAccount } from '~/routes/_app.add-account';
import { apiErrorWords } from '~/server/i18n.server';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';

const sandbox = routeTestSandbox();
/** The owner signed in from a browser that asks for `headers`' language (issue 51 §4: it becomes their saved one), with `cookie` (a language chosen on the page). */
const signedIn = async (headers: Record<string, string> = {}, cookie?: string) =>
  cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'demo1234' }, headers, cookie })))));

/** The add-account form sent with a wrong password, with `headers`: the reply's field errors. */
async function wrongPassword(cookie: string, headers: Record<string, string>) {
  const reply = await responseOf(() =>
    addAccount(args(portalRequest('/add-account', { form: { intent: 'save', bank_code: '044', account_number: '4012345678', password: 'wrong-one' }, cookie, headers }))),
  );
  expect(reply.status).toBe(422);
  return ((await reply.json()) as { error: Record<string, string[]> }).error;
}

describe('an API error in the person’s language', () => {
  it('says a wrong password in Hausa to a Hausa browser, in Yoruba to a Yoruba choice, and in English otherwise', async () => {
    expect((await wrongPassword(await signedIn({ 'accept-language': 'ha-NG,ha;q=0.9' }), {})).password).toEqual(['Kalmar sirri ba daidai ba ce']);
    expect((await wrongPassword(await signedIn({ 'accept-language': 'ha' }, 'vp_lang=yo'), {})).password).toEqual(['Ọ̀rọ̀ aṣínà kò tọ̀nà']);
    expect((await wrongPassword(await signedIn({}, 'vp_lang=en-NG'), {})).password).toEqual(['The password is incorrect']);
  });

  it('keeps the API’s own text for a code it has no words for, and for an error without a code', async () => {
    expect(apiErrorWords('ha', 'DriverBusy', 'Musa Bello is on another trip at that time')).toBe('Musa Bello is on another trip at that time');
    expect(apiErrorWords('ha', undefined, 'Something odd')).toBe('Something odd');
    expect(apiErrorWords('pcm', 'LinkExpired', 'This link has expired')).toBe('This link don expire');
    // Through the client: the message and a field's message that repeats it, in Igbo; another code's text as it came.
    const answering = (body: object) => async () => ({ status: 409, ok: false, date: null, text: async () => JSON.stringify(body), discard: async () => undefined });
    const refunded = { message: 'This deduction has already been refunded', code: 'AlreadyRefunded', errors: { deduction_id: ['This deduction has already been refunded', 'Another line'] } };
    const client = (body: object) => createUpstream({ baseUrl: sandbox.current.url, transport: answering(body), errorWords: (code, text) => apiErrorWords('ig', code, text) });
    const error = await client(refunded)
      .earnings.deductionQuery(1, 1)
      .catch((e: unknown) => e);
    expect(isUpstreamError(error) && [error.message, error.fieldErrors]).toEqual(['E weghachila ego mbelata a', { deduction_id: ['E weghachila ego mbelata a', 'Another line'] }]);
    const busy = await client({ message: 'KJA-123AB is on another trip at that time', code: 'VehicleBusy' })
      .earnings.deductionQuery(1, 1)
      .catch((e: unknown) => e);
    expect(isUpstreamError(busy) && busy.message).toBe('KJA-123AB is on another trip at that time');
  });
});
