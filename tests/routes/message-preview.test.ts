/**
 * The owner reads the message the API will send before it goes (ADR 0071): the ask page shows the
 * API's own preview; an API that does not serve previews (404) leaves the page working — it says
 * so and still sends — rather than turning it into a not-found page.
 */
import { describe, expect, it } from 'vitest';
import { action as login } from '~/routes/_auth.login';
import { loader as askLoader } from '~/routes/_app.drivers.$driverId.ask';
import { args, cookiesOf, portalRequest, responseOf, routeTestSandbox } from './setup';

const sandbox = routeTestSandbox();

async function askPage(cookie: string) {
  const response = await responseOf(() => askLoader(args(portalRequest('/drivers/1/ask?language=ha', { cookie }), { driverId: '1' })) as Promise<Response>);
  return { status: response.status, data: (await response.json()) as { selected: string[]; preview: string | null } };
}

describe('the message preview', () => {
  it('is the API’s own words in the language chosen, or says it is not shown when the API has no preview', async () => {
    const cookie = cookiesOf(await responseOf(() => login(args(portalRequest('/login', { form: { email: 'owner@example.com', password: 'demo1234' } })))));
    const shown = await askPage(cookie);
    expect(shown.status).toBe(200);
    expect(shown.data.selected.length).toBeGreaterThan(0);
    // Hausa words from the API, the link's token as 22 dots.
    expect(shown.data.preview).toMatch(/\/send\/•{22}$/);
    expect(shown.data.preview).toContain('Aiko da hoto a nan');

    await fetch(`${sandbox.current.url}/__sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v1/drivers/1/document-requests/preview', status: 404, message: 'Not found', times: 1 }),
    });
    const without = await askPage(cookie);
    expect(without.status).toBe(200);
    expect(without.data.preview).toBeNull();
    expect(without.data.selected).toEqual(shown.data.selected);
  });
});
