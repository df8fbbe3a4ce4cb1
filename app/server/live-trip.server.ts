/**
 * The live trip relay (issues 11 and 20 §3, ADR 0009): the server follows a trip's room on the
 * telemetry socket with the session's token and passes each position to the page as
 * Server-Sent Events (remix-utils' `eventStream`), which browsers read with the built-in
 * EventSource (no library; it reconnects by itself).
 *
 * Events: `position` (data: a TripPosition without partner ids), `paused` (data: { message })
 * when the telemetry connection fails (the client keeps retrying), `heartbeat` every
 * HEARTBEAT_MS so proxies keep the stream open, and `ended` (data: { message }) when the
 * session ends. The upstream subscription is closed when:
 * - the browser goes away (the request's abort signal, also if it went before the stream began);
 * - the stream has lasted MAX_STREAM_MS (the browser reconnects);
 * - the session ended (logout, or the API no longer accepts its token): checked every
 *   SESSION_CHECK_MS;
 * - the same session opens more than MAX_STREAMS_PER_SESSION streams (the oldest is closed:
 *   a reloaded page's old stream may not have noticed yet).
 * One user holds at most MAX_STREAMS_PER_USER streams (across their sessions) and one partner at
 * most MAX_STREAMS_PER_PARTNER, so nobody can fill the process for others (issue 31 §2): beyond,
 * the answer is 429. At most MAX_STREAMS streams run in one process; beyond, 503.
 */
import { json } from '@remix-run/node';
import { eventStream } from 'remix-utils/sse/server';
import { RealtimeClient } from '~/server/realtime.server';
import { tripPosition, type TripPosition, type VehiclePosition } from '~contract/core';

/** An event this often (ms) keeps proxies and phones' networks from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/** The session behind a stream is checked this often (ms). */
export const SESSION_CHECK_MS = 5_000;
/** Each stream lasts at most this long (ms); EventSource opens a new one. */
export const MAX_STREAM_MS = 10 * 60_000;
/** Streams one session may hold at once. */
export const MAX_STREAMS_PER_SESSION = 3;
/** Streams one user holds at once, all their sessions together. */
export const MAX_STREAMS_PER_USER = 6;
/** Streams one partner's people hold at once. */
export const MAX_STREAMS_PER_PARTNER = 40;
/** Streams one portal process holds at once. */
export const MAX_STREAMS = 200;

type Follower = Pick<RealtimeClient, 'join' | 'on' | 'onError' | 'close'>;

export type LiveStreamOptions = {
  tripId: number;
  telemetryUrl: string;
  token: string;
  /** Aborted when the browser goes away. */
  signal: AbortSignal;
  /** The session's id: the key of the per-session cap. */
  sessionId: string;
  /** The user's and the active partner's ids: the keys of the per-user and per-partner caps. */
  userId: number | string;
  partnerId: number | string;
  /** Is the session still signed in (not revoked, token still accepted)? Never throws. */
  stillSignedIn: () => Promise<boolean>;
};

/** Open streams: session id → their closers, oldest first. */
const open = new Map<string, (() => void)[]>();
/** Open streams per user and per partner. */
const perUser = new Map<string, number>();
const perPartner = new Map<string, number>();
let total = 0;

const bump = (counts: Map<string, number>, key: string, by: 1 | -1) => {
  const next = (counts.get(key) ?? 0) + by;
  if (next > 0) counts.set(key, next);
  else counts.delete(key);
};

/** How many streams are open in this process (tests, readiness). */
export const openStreams = () => total;

/** Only what the live view draws leaves the server: the reading, without whose it is. */
const positionOf = (p: VehiclePosition): TripPosition => tripPosition.parse(p);

/**
 * The event stream of trip `tripId`'s positions; see the module comment for when it ends.
 * `connect` is for tests (a fake client); the default is the realtime client.
 * @returns the event stream; 204 if the browser already went away; 503 when MAX_STREAMS are open.
 */
export function liveTripStream(options: LiveStreamOptions, connect: (url: string, token: string) => Follower = (url, t) => new RealtimeClient(url, t)): Response {
  const { tripId, signal, sessionId } = options;
  const user = String(options.userId);
  const partner = String(options.partnerId);
  if (signal.aborted) return new Response(null, { status: 204 });
  if (total >= MAX_STREAMS) return json({ message: 'Live updates are busy right now. Refresh in a minute.' }, { status: 503, headers: { 'Retry-After': '60' } });
  // A session's own older streams make room for its new one; another session's never do.
  const replacesOwn = (open.get(sessionId)?.length ?? 0) >= MAX_STREAMS_PER_SESSION;
  if (!replacesOwn && ((perUser.get(user) ?? 0) >= MAX_STREAMS_PER_USER || (perPartner.get(partner) ?? 0) >= MAX_STREAMS_PER_PARTNER))
    return json({ message: 'Too many live views are open. Close a trip page, then refresh this one.' }, { status: 429, headers: { 'Retry-After': '60' } });

  const response = eventStream(signal, (send, close) => {
    let closed = false;
    const emit = (event: string, data: unknown) => {
      if (closed) return;
      try {
        send({ event, data: JSON.stringify(data) });
      } catch {
        // The body was cancelled without an abort: nobody reads any more.
        close();
      }
    };
    const client = connect(options.telemetryUrl, options.token);
    const streams = open.get(sessionId) ?? [];
    open.set(sessionId, streams);
    streams.push(close);
    total += 1;
    bump(perUser, user, 1);
    bump(perPartner, partner, 1);
    // The oldest streams of this session beyond the cap end now.
    while (streams.length > MAX_STREAMS_PER_SESSION) streams.shift()?.();

    const heartbeat = setInterval(() => emit('heartbeat', {}), HEARTBEAT_MS);
    const check = setInterval(() => {
      void options.stillSignedIn().then((yes) => {
        if (yes || closed) return;
        emit('ended', { message: 'You were signed out. Sign in again to follow this trip.' });
        close();
      });
    }, SESSION_CHECK_MS);
    const lifetime = setTimeout(close, MAX_STREAM_MS);
    client.onError(() => emit('paused', { message: 'Live updates paused: the connection dropped.' }));
    client.on('trip-position', (p) => {
      if (p.trip_id === tripId) emit('position', positionOf(p));
    });
    void client.join([`trip:${tripId}`]);

    return () => {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      clearInterval(check);
      clearTimeout(lifetime);
      client.close();
      total -= 1;
      bump(perUser, user, -1);
      bump(perPartner, partner, -1);
      const mine = open.get(sessionId) ?? [];
      const at = mine.indexOf(close);
      if (at >= 0) mine.splice(at, 1);
      if (!mine.length) open.delete(sessionId);
    };
  });
  // eventStream sets `no-cache`; a private stream is never stored (issue 13), nor buffered by nginx.
  response.headers.set('Content-Type', 'text/event-stream; charset=utf-8');
  response.headers.set('Cache-Control', 'private, no-store, no-transform');
  response.headers.set('X-Accel-Buffering', 'no');
  return response;
}
