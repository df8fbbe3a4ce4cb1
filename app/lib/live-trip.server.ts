/**
 * The live trip relay (issue 11, ADR 0009): the server follows a trip's room on the telemetry
 * socket with the session's token and passes each position to the page as Server-Sent Events,
 * which browsers read with the built-in EventSource (no library; it reconnects by itself).
 *
 * Events: `position` (data: a TripPosition without partner ids), `paused` (data: { message })
 * when the telemetry connection fails (the client keeps retrying), and comment lines every
 * HEARTBEAT_MS so proxies keep the stream open. The stream ends after MAX_STREAM_MS (the
 * browser reconnects) or when the browser goes away (`signal`).
 */
import { RealtimeClient } from '~/lib/realtime.server';

/** A comment line this often (ms) keeps proxies and phones' networks from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;
/** Each stream lasts at most this long (ms); EventSource opens a new one. */
export const MAX_STREAM_MS = 10 * 60_000;
/** How long (ms) the browser waits before reconnecting after the stream ends or fails. */
export const RETRY_MS = 3_000;

type Follower = Pick<RealtimeClient, 'join' | 'on' | 'onError' | 'close'>;

/** One Server-Sent Event: `event: name` and the JSON of `data`. */
export const sseEvent = (name: string, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** Only what the live view draws leaves the server. */
function positionOf(p: Record<string, unknown>) {
  const pick = ['last_stop_index', 'last_stop', 'next_stop_index', 'next_stop', 'eta_minutes', 'speed_kmh', 'at'] as const;
  return Object.fromEntries(pick.map((k) => [k, p[k] ?? null]));
}

/**
 * The event stream of trip `tripId`'s positions, followed with `token` on `telemetryUrl`.
 * `connect` is for tests (a fake client); the default is the realtime client.
 */
export function liveTripStream(
  { tripId, telemetryUrl, token, signal }: { tripId: number; telemetryUrl: string; token: string; signal: AbortSignal },
  connect: (url: string, token: string) => Follower = (url, t) => new RealtimeClient(url, t),
): Response {
  const encoder = new TextEncoder();
  let cleanup = () => undefined as void;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let open = true;
      const send = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const client = connect(telemetryUrl, token);
      const heartbeat = setInterval(() => send(': still here\n\n'), HEARTBEAT_MS);
      const lifetime = setTimeout(() => cleanup(), MAX_STREAM_MS);
      cleanup = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        clearTimeout(lifetime);
        client.close();
        signal.removeEventListener('abort', cleanup);
        try {
          controller.close();
        } catch {
          // Already closed by the browser going away.
        }
      };
      signal.addEventListener('abort', cleanup);
      send(`retry: ${RETRY_MS}\n\n`);
      client.onError(() => send(sseEvent('paused', { message: 'Live updates paused: the connection dropped.' })));
      client.on<Record<string, unknown>>('trip-position', (p) => {
        if (Number(p.trip_id) === tripId) send(sseEvent('position', positionOf(p)));
      });
      void client.join([`trip:${tripId}`]);
    },
    cancel() {
      cleanup();
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'private, no-store, no-transform',
      // nginx: do not buffer the stream (deploy/nginx/portal.conf sets it too).
      'X-Accel-Buffering': 'no',
    },
  });
}
