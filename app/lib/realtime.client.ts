/**
 * The realtime client (spec section 4 "Realtime client"; issue 5), browser only, loaded on
 * demand by the pages that use it. It connects to TELEMETRY_URL at path /telemetry with the
 * websocket then polling transports, sends the token in `auth` and in the query, joins rooms
 * with `join-rooms` and waits for the acknowledgement, rejoins them on every reconnect,
 * reconnects with the new token when it changes, and passes connection errors to callbacks.
 */
import { io, type Socket } from 'socket.io-client';

export type JoinAck = { joined: string[]; rejected: string[] };

export class RealtimeClient {
  private socket: Socket;
  private readonly rooms = new Set<string>();
  private readonly errorCallbacks = new Set<(error: Error) => void>();

  constructor(
    private readonly url: string,
    private token: string,
  ) {
    this.socket = this.open();
  }

  private open(): Socket {
    const socket = io(this.url, { path: '/telemetry', transports: ['websocket', 'polling'], auth: { token: this.token }, query: { token: this.token } });
    socket.on('connect', () => {
      if (this.rooms.size) void this.emitJoin([...this.rooms]).catch(() => undefined);
    });
    socket.on('connect_error', (error: Error) => {
      for (const cb of this.errorCallbacks) cb(error);
    });
    return socket;
  }

  private emitJoin(rooms: string[]): Promise<JoinAck> {
    return this.socket.timeout(10_000).emitWithAck('join-rooms', rooms) as Promise<JoinAck>;
  }

  /** Join `rooms` (e.g. 'partner:1'); they are rejoined after every reconnect. */
  async join(rooms: string[]): Promise<JoinAck> {
    for (const room of rooms) this.rooms.add(room);
    if (!this.socket.connected) return { joined: [], rejected: [] };
    return this.emitJoin(rooms);
  }

  /** Reconnect with a new token, keeping the rooms and listeners. */
  setToken(token: string) {
    if (token === this.token) return;
    this.token = token;
    const listeners = this.listeners;
    this.socket.removeAllListeners();
    this.socket.disconnect();
    this.socket = this.open();
    for (const [event, fn] of listeners) this.socket.on(event, fn);
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private listeners: [string, (...args: any[]) => void][] = [];

  /** Listen to a server event (e.g. 'vehicle-position'). */
  on<T>(event: string, fn: (payload: T) => void) {
    this.listeners.push([event, fn as (...args: any[]) => void]);
    this.socket.on(event, fn);
  }

  /** Register a callback for connection errors. Returns an unsubscribe function. */
  onError(fn: (error: Error) => void) {
    this.errorCallbacks.add(fn);
    return () => this.errorCallbacks.delete(fn);
  }

  close() {
    this.socket.removeAllListeners();
    this.socket.disconnect();
  }
}
