/**
 * One answer for a swap (issue 42 §2): the candidates' verdicts are what the swap itself answers.
 * Every candidate the API marks blocked is refused with the same words, a vehicle without a supply
 * cost on the route included; the portal's pickers show these verdicts and judge nothing.
 */
import { describe, expect, it } from 'vitest';
import { api, login, withSandbox } from '../tests/integration/helpers';

const sb = withSandbox();

type Verdict = { status: 'ready' | 'at_risk' | 'blocked'; note: string | null };
type Candidates = { vehicles: { id: number; plate: string; verdict: Verdict }[]; drivers: { id: number; name: string; verdict: Verdict }[] };

describe('a trip swap’s candidates carry the API’s verdict', () => {
  it('refuses every blocked candidate with the words its verdict shows, and names a missing supply cost', async () => {
    const owner = await login(sb.current.url, 'owner@example.com');
    const trips = (await api(sb.current.url, 'GET', '/v1/partners/1/trips?status=upcoming&perPage=20', undefined, owner)).body.data as { id: number }[];
    let checked = 0;
    let noCost = 0;
    for (const trip of trips.slice(0, 6)) {
      const c = (await api(sb.current.url, 'GET', `/v1/trips/${trip.id}/candidates`, undefined, owner)).body.data as Candidates;
      for (const v of c.vehicles.filter((x) => x.verdict.status === 'blocked')) {
        const refused = await api(sb.current.url, 'PATCH', `/v1/trips/${trip.id}/vehicle`, { vehicle_id: v.id }, owner);
        expect(refused.status, v.plate).toBe(409);
        // The refusal's words are among the verdict's reasons.
        expect(v.verdict.note, v.plate).toContain(refused.body.message.replace(/^.* cannot work on \d{2}-\d{2}-\d{4}: /, ''));
        if (refused.body.code === 'NoSupplyCost') noCost += 1;
        checked += 1;
      }
      for (const d of c.drivers.filter((x) => x.verdict.status === 'blocked').slice(0, 3)) {
        const refused = await api(sb.current.url, 'PATCH', `/v1/trips/${trip.id}/driver`, { driver_id: d.id }, owner);
        expect(refused.status, d.name).toBe(409);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(noCost).toBeGreaterThan(0);
  });
});
