import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, liveTripStream, MAX_STREAMS_PER_PARTNER, MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER, openStreams, SESSION_CHECK_MS, type LiveStreamOptions } from '~/server/live-trip.server';

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

/** Everything the stream has sent so far (until it pauses), as text. */
async function drain(response: Response) {
  const reader = response.body!.getReader();
  let text = '';
  for (;;) {
    const next = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), 5))]);
    if (!next || next.done) break;
    text += new TextDecoder().decode(next.value);
  }
  reader.releaseLock();
  return text;
}

const options = (over: Partial<LiveStreamOptions> = {}): LiveStreamOptions => ({
  tripId: 7,
  telemetryUrl: 'http://telemetry',
  token: 't',
  signal: new AbortController().signal,
  sessionId: 'sid-1',
  userId: 'u-1',
  partnerId: 'p-1',
  stillSignedIn: async () => true,
  ...over,
});

describe('the live trip relay', () => {
  afterEach(() => vi.useRealTimers());

  it("joins the trip's room and sends only that trip's positions, without partner ids", async () => {
    const client = fakeClient();
    const abort = new AbortController();
    const response = liveTripStream(options({ signal: abort.signal }), () => client);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store, no-transform');
    expect(client.joined).toEqual(['trip:7']);
    const whose = { vehicle_id: 3, partner_id: 1, plate: 'KJA-100AA', route: 'Ikeja – CMS', route_code: 'R-IKJ-CMS' };
    client.emit('trip-position', {
      ...whose,
      trip_id: 8,
      last_stop_index: 0,
      last_stop: 'Ikeja',
      next_stop_index: 1,
      next_stop: 'Elsewhere',
      eta_minutes: 9,
      speed_kmh: 20,
      at: '2026-11-22T08:00:00Z',
    });
    client.emit('trip-position', {
      ...whose,
      trip_id: 7,
      last_stop_index: 2,
      last_stop: 'Yaba',
      next_stop_index: 3,
      next_stop: 'Oyingbo',
      eta_minutes: 4,
      speed_kmh: 31,
      at: '2026-11-22T08:00:00Z',
    });
    client.fail();
    const text = await drain(response);
    expect(text).toBe(
      'event: position\ndata: {"last_stop_index":2,"last_stop":"Yaba","next_stop_index":3,"next_stop":"Oyingbo","eta_minutes":4,"speed_kmh":31,"at":"2026-11-22T08:00:00Z"}\n\n' +
        'event: paused\ndata: {"message":"Live updates paused: the connection dropped."}\n\n',
    );
    expect(text).not.toContain('partner_id');
    abort.abort();
    expect(client.closed).toBe(true);
    expect(openStreams()).toBe(0);
  });

  it('never connects upstream when the browser went away before the stream began', () => {
    const abort = new AbortController();
    abort.abort();
    const connect = vi.fn(() => fakeClient());
    const response = liveTripStream(options({ signal: abort.signal }), connect);
    expect(response.status).toBe(204);
    expect(connect).not.toHaveBeenCalled();
  });

  it(`keeps at most ${MAX_STREAMS_PER_SESSION} streams per session, closing the oldest`, () => {
    const clients = Array.from({ length: 5 }, () => fakeClient());
    const aborts = clients.map(() => new AbortController());
    clients.forEach((c, i) => liveTripStream(options({ sessionId: 'busy', signal: aborts[i].signal }), () => c));
    expect(clients.map((c) => c.closed)).toEqual([true, true, false, false, false]);
    expect(openStreams()).toBe(3);
    // Another session is not affected.
    const other = fakeClient();
    liveTripStream(options({ sessionId: 'other' }), () => other);
    expect(other.closed).toBe(false);
    aborts.forEach((a) => a.abort());
    expect(openStreams()).toBe(1);
  });

  it(`caps one user at ${MAX_STREAMS_PER_USER} streams across sessions and one partner at ${MAX_STREAMS_PER_PARTNER}, so others still get theirs (issue 31 §2)`, async () => {
    const before = openStreams();
    const aborts: AbortController[] = [];
    const openAs = (sessionId: string, userId: string, partnerId: string) => {
      const abort = new AbortController();
      aborts.push(abort);
      return liveTripStream(options({ sessionId, userId, partnerId, signal: abort.signal }), () => fakeClient());
    };
    // One user, many sessions, three streams each: the seventh stream is refused.
    const statuses = Array.from({ length: 30 }, (_, i) => openAs(`hoarder-${Math.floor(i / 3)}`, 'hoarder', 'p-9').status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAX_STREAMS_PER_USER);
    const refused = openAs('hoarder-99', 'hoarder', 'p-9');
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe('Too many live views are open. Close a trip page, then refresh this one.');
    // A session at its own cap replaces its oldest stream, even when its user is at the cap.
    expect(openAs('hoarder-0', 'hoarder', 'p-9').status).toBe(200);
    // Another user of another partner is not affected.
    expect(openAs('someone', 'someone', 'p-1').status).toBe(200);
    // One partner's many users share the partner's cap.
    const team = Array.from({ length: MAX_STREAMS_PER_PARTNER + 5 }, (_, i) => openAs(`team-${i}`, `member-${i}`, 'p-big').status);
    expect(team.filter((s) => s === 200)).toHaveLength(MAX_STREAMS_PER_PARTNER);
    expect(openAs('outsider', 'outsider', 'p-2').status).toBe(200);
    aborts.forEach((a) => a.abort());
    expect(openStreams()).toBe(before);
  });

  it('sends a heartbeat, and ends the stream (closing the upstream) once the session is signed out', async () => {
    vi.useFakeTimers();
    const client = fakeClient();
    let signedIn = true;
    const response = liveTripStream(options({ sessionId: 'ending', stillSignedIn: async () => signedIn }), () => client);
    const reader = response.body!.getReader();
    /** The next whole event (two chunks: its name, then its data). */
    const nextEvent = async () => new TextDecoder().decode((await reader.read()).value) + new TextDecoder().decode((await reader.read()).value);
    await vi.advanceTimersByTimeAsync(HEARTBEAT_MS);
    expect(await nextEvent()).toBe('event: heartbeat\ndata: {}\n\n');
    expect(client.closed).toBe(false);
    signedIn = false;
    await vi.advanceTimersByTimeAsync(SESSION_CHECK_MS);
    expect(await nextEvent()).toContain('event: ended');
    expect((await reader.read()).done).toBe(true);
    expect(client.closed).toBe(true);
  });
});
