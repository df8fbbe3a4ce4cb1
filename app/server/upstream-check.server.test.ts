import { describe, expect, it } from 'vitest';
import type { Transport } from '~/api/transport.server';
import { missingRequiredCalls, missingSummary } from '~/server/upstream-check.server';

/** An API answering each call by its method and path; 401 when the table has none. */
const api =
  (answers: Record<string, number>): Transport =>
  async (url, init) => ({ status: answers[`${init.method} ${url.pathname}`] ?? 401, ok: false, date: null, text: async () => '', discard: async () => undefined });

describe('the start-up check of the required calls', () => {
  it('names each required call answered 404 or 405, with the flows that fail, and nothing an API serves', async () => {
    const missing = await missingRequiredCalls('http://api.test/', api({ 'GET /v1/drivers/0': 404, 'POST /v1/partners': 405, 'GET /v1/partners/0/pay/rules': 404 }));
    expect(missing?.map((m) => m.id).sort()).toEqual(['drivers.get', 'partners.create']);
    expect(missingSummary(missing!)).toEqual({
      missing: expect.arrayContaining(['GET /v1/drivers/{id}', 'POST /v1/partners']),
      flowsThatFail: expect.arrayContaining(['drivers', 'onboarding, KYC and the dashboard']),
    });
  });

  it('says nothing is missing when every call is answered, and cannot tell when none is', async () => {
    expect(await missingRequiredCalls('http://api.test', api({}))).toEqual([]);
    const unreachable: Transport = async () => {
      throw new TypeError('fetch failed');
    };
    expect(await missingRequiredCalls('http://api.test', unreachable)).toBeNull();
  });
});
