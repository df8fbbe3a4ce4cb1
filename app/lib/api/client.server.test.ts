import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { login, useSandbox } from '../../../tests/integration/helpers';
import { createUpstream, UNAVAILABLE_MESSAGE } from './client.server';
import { UpstreamError } from './errors';

const sb = useSandbox();

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

  it('turns a timeout into a 503 response', async () => {
    const server = createServer(() => undefined).listen(0);
    try {
      const port = (server.address() as AddressInfo).port;
      const api = createUpstream({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 200 });
      const thrown = await api.countries().catch((e: unknown) => e);
      expect((thrown as Response).status).toBe(503);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('uses the fallback message when the reply has none or does not match the contract', async () => {
    const server = createServer((req, res) => {
      res.writeHead(req.url?.startsWith('/v1/countries') ? 200 : 500, { 'content-type': 'application/json' });
      res.end(req.url?.startsWith('/v1/countries') ? '{"data":"nope"}' : '{}');
    }).listen(0);
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const api = createUpstream({ baseUrl: base });
      await expect(api.countries()).rejects.toMatchObject({ message: 'Oops! An error occurred, please try again.', status: 502 });
      await expect(api.users.profile()).rejects.toMatchObject({ message: 'Oops! An error occurred, please try again.', status: 500 });
    } finally {
      server.close();
    }
  });
});
