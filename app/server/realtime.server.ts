/**
 * The realtime client (spec section 4 "Realtime client"; issues 5, 9 and 11). It runs on the
 * portal's server, where the live trip relay (routes/resources.trips.$tripId.live) uses it, so
 * the upstream token never reaches the browser and no socket library is sent to a phone (ADR
 * 0009). It connects to TELEMETRY_URL at path /telemetry with the websocket then polling
 * transports, sends the token in the `auth` payload only (never in the URL, which the API's
 * access logs record: issue 20 §3, against the spec's "auth and query"), joins rooms with `join-rooms` and
 * waits for the acknowledgement, rejoins them on every reconnect, reconnects with the new token
 * when it changes, and passes every failure to the registered callbacks (spec section 8):
 * connection errors, a join that times out, and rooms the server refused. Every event payload
 * and acknowledgement is parsed with the contract's schema (`socketEvents`, `joinAck`); one that
 * does not match is dropped and logged, never passed on half-read.
 */
import { io, type Socket } from 'socket.io-client';
import type { z } from 'zod';
import { joinAck, socketEvents, type JoinAck, type SocketEvent } from '~contract/core';
import { logger } from '~/server/logger.server';

export type { JoinAck };
type Listener = (payload: unknown) => void;

export class RealtimeClient {
  private socket: Socket;
  private readonly rooms = new Set<string>();
  private readonly errorCallbacks = new Set<(error: Error) => void>();
  private readonly listeners: [string, Listener][] = [];

  constructor(
    private readonly url: string,
    private token: string,
  ) {
    this.socket = this.open();
  }

  private fail(error: Error) {
    for (const cb of this.errorCallbacks) cb(error);
  }

  private open(): Socket {
    // forceNew: each client its own connection, none kept in socket.io-client's shared manager cache.
    const socket = io(this.url, { path: '/telemetry', transports: ['websocket', 'polling'], auth: { token: this.token }, forceNew: true });
    socket.on('connect', () => {
      // A failed rejoin reaches the callbacks, like any other failure.
      if (this.rooms.size) this.emitJoin([...this.rooms]).catch((error: Error) => this.fail(error));
    });
    socket.on('connect_error', (error: Error) => this.fail(error));
    return socket;
  }

  private async emitJoin(rooms: string[]): Promise<JoinAck> {
    const reply = joinAck.safeParse(await this.socket.timeout(10_000).emitWithAck('join-rooms', rooms));
    if (!reply.success) throw new Error('The telemetry server sent an acknowledgement we could not read');
    const ack = reply.data;
    if (ack.rejected.length) this.fail(new Error(`Not allowed to follow: ${ack.rejected.join(', ')}`));
    return ack;
  }

  /** Join `rooms` (e.g. 'trip:12'); they are rejoined after every reconnect. A failure also reaches `onError`. */
  async join(rooms: string[]): Promise<JoinAck> {
    for (const room of rooms) this.rooms.add(room);
    if (!this.socket.connected) return { joined: [], rejected: [] };
    try {
      return await this.emitJoin(rooms);
    } catch (error) {
      this.fail(error as Error);
      return { joined: [], rejected: rooms };
    }
  }

  /** Reconnect with a new token, keeping the rooms and listeners. */
  setToken(token: string) {
    if (token === this.token) return;
    this.token = token;
    this.socket.removeAllListeners();
    this.socket.disconnect();
    this.socket = this.open();
    for (const [event, fn] of this.listeners) this.socket.on(event, fn);
  }

  /** Listen to a server event of the contract (e.g. 'trip-position'); `fn` gets only payloads that parse. */
  on<E extends SocketEvent>(event: E, fn: (payload: z.infer<(typeof socketEvents)[E]>) => void) {
    const schema = socketEvents[event];
    const listener: Listener = (payload) => {
      const parsed = schema.safeParse(payload);
      if (parsed.success) fn(parsed.data);
      else logger.warn({ event, issues: parsed.error.issues.map((i) => i.path.join('.')) }, 'telemetry event dropped: its payload does not match the contract');
    };
    this.listeners.push([event, listener]);
    this.socket.on(event as string, listener);
  }

  /** Register a callback for failures. Returns an unsubscribe function. */
  onError(fn: (error: Error) => void) {
    this.errorCallbacks.add(fn);
    return () => this.errorCallbacks.delete(fn);
  }

  close() {
    this.socket.removeAllListeners();
    this.socket.disconnect();
  }
}
