import { describe, expect, it, vi } from 'vitest';
import { liveTripStream, RETRY_MS } from './live-trip.server';

/** A stand-in for the realtime client: records joins and lets the test emit events and errors. */
function fakeClient() {
  const handlers = new Map<string, (payload: unknown) => void>();
  let onError: ((e: Error) => void) | undefined;
  const client = {
    joined: [] as string[],
    closed: false,
    join: vi.fn(async (rooms: string[]) => {
      client.joined.push(...rooms);
      return { joined: rooms, rejected: [] };
    }),
    on: (event: string, fn: (payload: never) => void) => void handlers.set(event, fn as (payload: unknown) => void),
    onError: (fn: (e: Error) => void) => {
      onError = fn;
      return () => true;
    },
    close: () => void (client.closed = true),
    emit: (event: string, payload: unknown) => handlers.get(event)?.(payload),
    fail: () => onError?.(new Error('connect_error')),
  };
  return client;
}

async function read(response: Response, chunks: number) {
  const reader = response.body!.getReader();
  let text = '';
  for (let i = 0; i < chunks; i++) text += new TextDecoder().decode((await reader.read()).value);
  reader.releaseLock();
  return text;
}

describe('the live trip relay', () => {
  it("joins the trip's room and sends only that trip's positions, without partner ids", async () => {
    const client = fakeClient();
    const abort = new AbortController();
    const response = liveTripStream({ tripId: 7, telemetryUrl: 'http://telemetry', token: 't', signal: abort.signal }, () => client);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(client.joined).toEqual(['trip:7']);
    client.emit('trip-position', { trip_id: 8, partner_id: 1, next_stop: 'Elsewhere' });
    client.emit('trip-position', {
      trip_id: 7,
      partner_id: 1,
      plate: 'KJA-100AA',
      last_stop_index: 2,
      last_stop: 'Yaba',
      next_stop_index: 3,
      next_stop: 'Oyingbo',
      eta_minutes: 4,
      speed_kmh: 31,
      at: '2026-11-22T08:00:00Z',
    });
    client.fail();
    const text = await read(response, 3);
    expect(text).toBe(
      `retry: ${RETRY_MS}\n\n` +
        'event: position\ndata: {"last_stop_index":2,"last_stop":"Yaba","next_stop_index":3,"next_stop":"Oyingbo","eta_minutes":4,"speed_kmh":31,"at":"2026-11-22T08:00:00Z"}\n\n' +
        'event: paused\ndata: {"message":"Live updates paused: the connection dropped."}\n\n',
    );
    expect(text).not.toContain('partner_id');
    abort.abort();
    expect(client.closed).toBe(true);
  });

  it('closes the telemetry connection when the browser goes away', async () => {
    const client = fakeClient();
    const abort = new AbortController();
    const response = liveTripStream({ tripId: 1, telemetryUrl: 'http://telemetry', token: 't', signal: abort.signal }, () => client);
    await read(response, 1);
    await response.body!.cancel();
    expect(client.closed).toBe(true);
  });
});
