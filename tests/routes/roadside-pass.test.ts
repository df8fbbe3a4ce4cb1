/**
 * The roadside pass's public page as the route answers it (issue 25 §2, §4): the verdict for a
 * known pass, 404 for unknown and malformed tokens alike, and 429 once a token is checked more
 * often than its limit, with the same plain page.
 */
import { describe, expect, it } from 'vitest';
import { readAs } from '../sandbox-client';
import { loader as passLoader } from '~/routes/pass.$token';
import { LIMITS } from '~/server/rate-limit.server';
import { args, BASE, responseOf, routeTestSandbox } from './setup';

const sandbox = routeTestSandbox();

const open = (token: string) => responseOf(() => passLoader(args(new Request(`${BASE}/pass/${encodeURIComponent(token)}`), { token })));

describe('/pass/:token', () => {
  it('answers a known pass, 404 for unknown and malformed tokens, and 429 past the per-token limit', async () => {
    const vehicles = (await readAs(sandbox.current.url, '/v1/partners/1/vehicles?perPage=100')).data as { id: number; plate: string }[];
    const id = vehicles.find((v) => v.plate === 'KJA-285FN')!.id;
    const { token } = (await readAs(sandbox.current.url, `/v1/partners/1/vehicles/${id}/pass`)).data as { token: string };
    const ok = await open(token);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { pass: { vehicle: { plate: string } } }).pass.vehicle.plate).toBe('KJA-285FN');
    for (const bad of ['AAAAAAAAAAAAAAAAAAAAAA', 'short', 'x'.repeat(200), '<script>alert(1)</script>']) expect((await open(bad)).status, bad).toBe(404);
    // The per-token limit: the next checks of this token are refused, with the wait in words.
    const limit = LIMITS['pass-scan'].perId;
    for (let i = 1; i < limit; i++) await open(token);
    const refused = await open(token);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  });
});
