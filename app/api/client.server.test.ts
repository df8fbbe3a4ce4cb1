import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { login, withSandbox } from '../../tests/integration/helpers';
import { createUpstream, TIMEOUT_MESSAGE, UNAVAILABLE_MESSAGE } from '~/api/client.server';
import { z } from 'zod';
import { UpstreamError } from '~/api/errors';

const sb = withSandbox();

describe('upstream client against the sandbox', () => {
  it('parses the countries reply', async () => {
    const api = createUpstream({ baseUrl: sb.current.url });
    const countries = await api.countries();
    expect(countries[0]).toMatchObject({ code: 'NG', phone_code: '+234' });
  });

  it('sends the bearer token', async () => {
    const token = await login(sb.current.url, 'owner@example.com');
    const profile = await createUpstream({ baseUrl: sb.current.url, token }).users.profile();
    expect(profile.email).toBe('owner@example.com');
  });

  it("carries the server's message and code in an UpstreamError", async () => {
    const api = createUpstream({ baseUrl: sb.current.url });
    const error = await api.auth
      .register({ fname: 'A', lname: 'B', email: 'owner@example.com', phone: '8031111111', password: 'secret1', country_code: 'NG', meta: { channel: 'web', source: 'partners-portal', type: 'user' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ message: 'A user with this email already exists', status: 409, alreadyExists: true });
  });

  it('calls onUnauthorized on a 401', async () => {
    const api = createUpstream({
      baseUrl: sb.current.url,
      token: 'expired',
      onUnauthorized: () => {
        throw new Response(null, { status: 302, headers: { Location: '/login' } });
      },
    });
    const thrown = await api.users.profile().catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/login');
  });
});

describe('upstream client failures', () => {
  it('turns a refused connection into a 503 response', async () => {
    const api = createUpstream({ baseUrl: 'http://127.0.0.1:9' });
    const thrown = await api.countries().catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect(await (thrown as Response).json()).toMatchObject({ message: UNAVAILABLE_MESSAGE });
  });

  it('turns a timeout into the readable 504 page that says the marketplace took too long; a read gives up sooner than a write (issue 71 §5)', async () => {
    const server = createServer(() => undefined).listen(0);
    try {
      const port = (server.address() as AddressInfo).port;
      const api = createUpstream({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      const thrown = await api.countries().catch((e: unknown) => e);
      expect((thrown as Response).status).toBe(504);
      expect(await (thrown as Response).json()).toMatchObject({ message: TIMEOUT_MESSAGE, code: 'UpstreamTimeout' });
      // A hung API: the read is given up at its own budget, the write waits for the longer one.
      const seen: Array<{ method: string; status: unknown; ms: number }> = [];
      const budgeted = createUpstream({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 1_500, readTimeoutMs: 150, log: (e) => void seen.push(e) });
      await budgeted.countries().catch(() => undefined);
      await budgeted.call('POST', '/v1/logout', { schema: z.unknown() }).catch(() => undefined);
      expect(seen.map((e) => [e.method, e.status])).toEqual([
        ['GET', 'timeout'],
        ['POST', 'timeout'],
      ]);
      expect(seen[0]!.ms).toBeLessThan(1_000);
      expect(seen[1]!.ms).toBeGreaterThanOrEqual(1_400);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("answers the readable 502/503 page for replies that are not the API's: wrong shape, not JSON, an HTML 502, an empty 200", async () => {
    const replies: Record<string, [number, string, string]> = {
      '/v1/countries': [200, 'application/json', '{"data":"nope"}'],
      '/v1/users/profile': [200, 'text/html', '<html>oops</html>'],
      '/v1/acl/roles': [502, 'text/html', '<html><body>502 Bad Gateway</body></html>'],
      '/v1/banks': [200, 'application/json', ''],
      '/v1/partner/invitations': [500, 'application/json', '{}'],
    };
    const server = createServer((req, res) => {
      const [status, type, body] = replies[(req.url ?? '').split('?')[0]] ?? [404, 'application/json', '{"message":"Not found"}'];
      res.writeHead(status, { 'content-type': type });
      res.end(body);
    }).listen(0);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const wrong: Array<{ path: string; at: string }> = [];
      const api = createUpstream({ baseUrl: base, onWrongShape: (e) => void wrong.push({ path: e.path, at: e.at }) });
      for (const call of [() => api.countries(), () => api.users.profile(), () => api.team.roles(), () => api.payouts.banks(), () => api.invitations.list()]) {
        const thrown = await call().catch((e: unknown) => e);
        expect(thrown).toBeInstanceOf(Response);
        expect([502, 503]).toContain((thrown as Response).status);
        expect((await (thrown as Response).json()).message).toMatch(/marketplace/);
      }
      // The answer of the wrong shape is reported with where it differs (issue 72 §4), for the operator's log.
      expect(wrong).toEqual([
        { path: '/v1/countries', at: 'data' },
        { path: '/v1/banks', at: '(the answer)' },
      ]);
      // A 4xx with the API's body is the API's message.
      await expect(api.partners.get(1)).rejects.toMatchObject({ message: 'Not found', status: 404 });
    } finally {
      server.close();
    }
  });

  it('sends the request id, memoises reads within the request, and forgets them after a write', async () => {
    const seen: { method: string; url: string; id: string | undefined }[] = [];
    const server = createServer((req, res) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', id: req.headers['x-request-id'] as string | undefined });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(req.method === 'GET' ? '{"data":[{"id":1,"name":"Owner","label":"Owner","description":"All"}]}' : '{"data":{}}');
    }).listen(0);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const api = createUpstream({ baseUrl: base, requestId: 'req-42' });
      await Promise.all([api.team.roles(), api.team.roles()]);
      await api.team.roles();
      expect(seen.filter((s) => s.method === 'GET')).toHaveLength(1);
      await api.team.setStatus(3, 1);
      await api.team.roles();
      expect(seen.map((s) => s.method)).toEqual(['GET', 'PATCH', 'GET']);
      expect(new Set(seen.map((s) => s.id))).toEqual(new Set(['req-42']));
    } finally {
      server.close();
    }
  });
});
