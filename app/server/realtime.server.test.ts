import { describe, expect, it } from 'vitest';
import { login, withSandbox } from '../../tests/integration/helpers';
import { RealtimeClient } from '~/server/realtime.server';

const sb = withSandbox();

const nextPosition = (client: RealtimeClient) => new Promise<{ partner_id: number }>((resolve) => client.on('trip-position', resolve));

describe('RealtimeClient against the sandbox telemetry', () => {
  it('joins rooms with an acknowledgement and receives positions', async () => {
    const client = new RealtimeClient(sb.current.url, await login(sb.current.url, 'owner@example.com'));
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(await client.join(['partner:1'])).toEqual({ joined: ['partner:1'], rejected: [] });
      expect((await nextPosition(client)).partner_id).toBe(1);
    } finally {
      client.close();
    }
  });

  it('rejoins its rooms after a reconnect', async () => {
    const client = new RealtimeClient(sb.current.url, await login(sb.current.url, 'owner@example.com'));
    try {
      await client.join(['partner:1']);
      await nextPosition(client);
      // Drop the transport; socket.io reconnects, and the client rejoins partner:1 on connect.
      (client as unknown as { socket: { io: { engine: { close: () => void } } } }).socket.io.engine.close();
      await new Promise((r) => setTimeout(r, 1500));
      expect((await nextPosition(client)).partner_id).toBe(1);
    } finally {
      client.close();
    }
  });

  it('passes a refused room to the callbacks, on join and again on the rejoin after a reconnect', async () => {
    const client = new RealtimeClient(sb.current.url, await login(sb.current.url, 'drivers.manager@example.com'));
    const errors: string[] = [];
    client.onError((e) => errors.push(e.message));
    try {
      await new Promise((r) => setTimeout(r, 300));
      expect(await client.join(['partner:1'])).toEqual({ joined: [], rejected: ['partner:1'] });
      expect(errors).toEqual(['Not allowed to follow: partner:1']);
      (client as unknown as { socket: { io: { engine: { close: () => void } } } }).socket.io.engine.close();
      await expect.poll(() => errors.length, { timeout: 5000 }).toBe(2);
    } finally {
      client.close();
    }
  });

  it('passes connection errors to callbacks, and reconnects with a new token', async () => {
    const client = new RealtimeClient(sb.current.url, 'expired-token');
    try {
      const error = await new Promise<Error>((resolve) => client.onError(resolve));
      expect(error.message).toBe('unauthorized');
      client.setToken(await login(sb.current.url, 'owner@example.com'));
      await client.join(['partner:1']);
      expect((await nextPosition(client)).partner_id).toBe(1);
    } finally {
      client.close();
    }
  });
});
